import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KassaVoorBeheer } from '@backend/kassa/domein';
import { TAAK_NAAM } from '@backend/kassa/domein';
import { qrAdres } from '../api';
import { tijd } from './tijd';

/** One desk: its link and QR code, to open the till on a device, renew the link or revoke it. */
export function KassaKaart({
  kassa,
  wijzig,
}: {
  kassa: KassaVoorBeheer;
  wijzig: (actie: 'intrekken' | 'nieuwe-link') => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="kassakaart">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {!kassa.ingetrokken && (
          <Box
            component="img"
            src={qrAdres(kassa.id, kassa.link)}
            alt={`QR-code van de link van kassa ${kassa.naam}`}
            sx={{ width: 140, height: 140, flexShrink: 0, bgcolor: 'common.white' }}
          />
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" component="h2">
            {kassa.naam} <Chip size="small" label={kassa.ruimte} />{' '}
            {kassa.taak !== 'verkopen' && <Chip size="small" color="secondary" label={TAAK_NAAM[kassa.taak]} />}
          </Typography>
          {kassa.ingetrokken ? (
            <Alert severity="warning" sx={{ my: 1 }}>
              Ingetrokken om {tijd(kassa.ingetrokken)}: deze link werkt niet meer.
            </Alert>
          ) : (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', my: 1 }}>
              <Link href={kassa.link} target="_blank" rel="noopener">
                {kassa.taak === 'verkopen' ? 'Open als kassa' : `Open als balie ${TAAK_NAAM[kassa.taak].toLowerCase()}`}
              </Link>{' '}
              (dit apparaat wordt dan deze {kassa.taak === 'verkopen' ? 'kassa' : 'balie'}). Link:{' '}
              <code>{kassa.link}</code>
            </Typography>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {!kassa.ingetrokken && (
              <Button size="small" onClick={() => void navigator.clipboard?.writeText(kassa.link)}>
                Link kopiëren
              </Button>
            )}
            <Button size="small" onClick={() => wijzig('nieuwe-link')}>
              Nieuwe link
            </Button>
            {!kassa.ingetrokken && (
              <Button size="small" color="secondary" onClick={() => wijzig('intrekken')}>
                Intrekken
              </Button>
            )}
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}
