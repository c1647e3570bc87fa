import type { OutboxMail } from '@domain/types';
import RefreshIcon from '@mui/icons-material/Refresh';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { haalMislukteMails } from '../api/haalMislukteMails';
import { verstuurMailOpnieuw } from '../api/verstuurMailOpnieuw';
import { kop, smalleTabel } from '../common/smalleTabel';
import { useLaden } from '../common/useLaden';
import { verborgen } from '../../app/verborgen';
import type { Meldingen } from '../common/useMeldingen';

/** Mails the outbox gave up on, so the organiser sees them and can send them again. */
export function MislukteMails({ toon, fout }: Pick<Meldingen, 'toon' | 'fout'>) {
  const [mails, setMails] = useState<OutboxMail[] | null>(null);
  const [bezig, setBezig] = useState<string | null>(null);

  const laad = useLaden(haalMislukteMails, setMails, fout);

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
          <IconButton aria-label="Mislukte mails vernieuwen" onClick={() => void laad()}>
            <RefreshIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      {mails === null ? null : mails.length === 0 ? (
        <Typography color="text.secondary">Geen mislukte mails.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Mislukte mails" sx={smalleTabel('onder')}>
            <TableHead>
              <TableRow>
                <TableCell>Aan</TableCell>
                <TableCell>Onderwerp</TableCell>
                <TableCell>Fout</TableCell>
                <TableCell align="right">Pogingen</TableCell>
                <TableCell>
                  <Box component="span" sx={verborgen}>
                    Actie
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {mails.map((mail) => (
                <TableRow key={mail.id}>
                  <TableCell>{mail.to}</TableCell>
                  <TableCell>{mail.subject}</TableCell>
                  <TableCell sx={{ color: 'error.main' }}>{mail.error ?? ''}</TableCell>
                  <TableCell align="right" {...kop('Pogingen')}>
                    {mail.attempts}
                  </TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      startIcon={<SendIcon />}
                      disabled={bezig === mail.id}
                      onClick={() => void opnieuw(mail)}
                      aria-label={`Opnieuw versturen aan ${mail.to}`}
                    >
                      Opnieuw versturen
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
