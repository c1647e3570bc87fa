import type { MailStatus, OutboxMail } from '@backend/kern/types';
import RefreshIcon from '@mui/icons-material/Refresh';
import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { haalMails, verstuurMailOpnieuw } from './api';
import { kop } from '../../components/beheer/smalleTabel';
import { useLaden } from '../../components/beheer/useLaden';
import type { Meldingen } from '../../components/beheer/useMeldingen';
import { BeheerTabel, ActieKop } from '../../components/beheer/BeheerTabel';

const SOORTEN: { status: MailStatus; knop: string; tabel: string; leeg: string }[] = [
  { status: 'mislukt', knop: 'Mislukt', tabel: 'Mislukte mails', leeg: 'Geen mislukte mails.' },
  { status: 'wachtend', knop: 'Wachtend', tabel: 'Wachtende mails', leeg: 'Er wacht geen mail.' },
  { status: 'verzonden', knop: 'Verzonden', tabel: 'Verzonden mails', leeg: 'Nog geen mail verzonden.' },
];

/**
 * The outbox: what failed (and can be sent again), what waits (without a mail server it waits
 * until one is set), and what was sent, so the organiser can see that a seller's mail with the
 * personal link went out. Failed first: that is what needs a hand.
 */
export function Mails({ toon, fout }: Pick<Meldingen, 'toon' | 'fout'>) {
  const [status, setStatus] = useState<MailStatus>('mislukt');
  const [mails, setMails] = useState<OutboxMail[] | null>(null);
  const [bezig, setBezig] = useState<string | null>(null);
  const soort = SOORTEN.find((s) => s.status === status)!;

  const haal = useCallback(() => haalMails(status), [status]);
  const laad = useLaden(haal, setMails, fout);

  const opnieuw = async (mail: OutboxMail) => {
    setBezig(mail.id);
    try {
      await verstuurMailOpnieuw(mail.id);
      toon('success', `Mail aan ${mail.to} staat weer klaar om te versturen`);
    } catch (error) {
      fout(error);
    } finally {
      setBezig(null);
      await laad();
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="mislukte-mails" sx={{ mt: 3, p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h2" id="mislukte-mails">
          Mails
        </Typography>
        <Tooltip title="Vernieuwen">
          <IconButton aria-label={`${soort.tabel} vernieuwen`} onClick={() => void laad()}>
            <RefreshIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={status}
        onChange={(_e, nieuw: MailStatus | null) => {
          if (nieuw) {
            setMails(null);
            setStatus(nieuw);
          }
        }}
        aria-label="Welke mails"
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        {SOORTEN.map((s) => (
          <ToggleButton key={s.status} value={s.status}>
            {s.knop}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {mails === null ? null : mails.length === 0 ? (
        <Typography color="text.secondary">{soort.leeg}</Typography>
      ) : (
        <BeheerTabel
          label={soort.tabel}
          knoppen="onder"
          kop={
            <>
              <TableCell>Aan</TableCell>
              <TableCell>Onderwerp</TableCell>
              {status === 'mislukt' && <TableCell>Fout</TableCell>}
              <TableCell align="right">Pogingen</TableCell>
              <ActieKop />
            </>
          }
        >
          {mails.map((mail) => (
            <TableRow key={mail.id}>
              <TableCell>{mail.to}</TableCell>
              <TableCell>{mail.subject}</TableCell>
              {status === 'mislukt' && <TableCell sx={{ color: 'error.main' }}>{mail.error ?? ''}</TableCell>}
              <TableCell align="right" {...kop('Pogingen')}>
                {mail.attempts}
              </TableCell>
              <TableCell align="right">
                {status === 'mislukt' && (
                  <Button
                    size="small"
                    startIcon={<SendIcon />}
                    disabled={bezig === mail.id}
                    onClick={() => void opnieuw(mail)}
                    aria-label={`Opnieuw versturen aan ${mail.to}`}
                  >
                    Opnieuw versturen
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </BeheerTabel>
      )}
    </Paper>
  );
}
