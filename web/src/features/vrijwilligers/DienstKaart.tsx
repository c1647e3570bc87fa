import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import type { Aanmelding, Dienst, DienstInstelling } from '@backend/vrijwilligers/domein';
import { smalleTabel } from '../../components/beheer/smalleTabel';
import { OpslaanBalk } from '../../components/beheer/Wijzigingen';
import { verborgen } from '../../components/verborgen';

export const GEEN_PRINT = 'geen-print';

/** One shift on the administrator's screen: its time and capacity, and its roster. */
export function DienstKaart({
  dienst,
  aanmeldingen,
  bewaar,
  verwijder,
  mail,
}: {
  dienst: Dienst;
  aanmeldingen: Aanmelding[];
  bewaar: (instelling: DienstInstelling) => Promise<void>;
  verwijder: (aanmelding: Aanmelding) => void;
  mail: () => void;
}) {
  const [tijd, setTijd] = useState(dienst.tijd);
  const [capaciteit, setCapaciteit] = useState(String(dienst.capaciteit));
  const veranderd = tijd !== dienst.tijd || capaciteit !== String(dienst.capaciteit);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={dienst.naam}
      data-testid={`dienst-${dienst.dienst}`}
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 2, breakInside: 'avoid' }}
    >
      <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
        {dienst.naam}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {dienst.tijd} · {dienst.bezet} van {dienst.capaciteit} plaatsen bezet
      </Typography>
      <Box
        component="form"
        className={GEEN_PRINT}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void bewaar({ tijd, capaciteit: capaciteit === '' ? NaN : Number(capaciteit) });
        }}
        sx={{ mt: 1.5 }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            label="Tijd"
            size="small"
            value={tijd}
            onChange={(e) => setTijd(e.target.value)}
            sx={{ flex: 1 }}
          />
          <TextField
            label="Aantal plaatsen"
            size="small"
            type="number"
            value={capaciteit}
            onChange={(e) => setCapaciteit(e.target.value)}
            slotProps={{ htmlInput: { min: 0, max: 500 } }}
            sx={{ width: { sm: 140 } }}
          />
        </Stack>
        <OpslaanBalk gewijzigd={veranderd} />
      </Box>
      {aanmeldingen.length === 0 ? (
        <Typography sx={{ mt: 1.5 }}>Nog niemand aangemeld.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto', mt: 1 }}>
          <Table size="small" aria-label={`Rooster ${dienst.naam}`} sx={smalleTabel()}>
            <TableHead>
              <TableRow>
                <TableCell>Naam</TableCell>
                <TableCell>Telefoon</TableCell>
                <TableCell>E-mail</TableCell>
                <TableCell className={GEEN_PRINT}>
                  <Box component="span" sx={verborgen}>
                    Verwijderen
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {aanmeldingen.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>{a.naam}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{a.telefoon}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{a.email}</TableCell>
                  <TableCell className={GEEN_PRINT} padding="none" align="right">
                    <IconButton aria-label={`${a.naam} verwijderen uit ${dienst.naam}`} onClick={() => verwijder(a)}>
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Box className={GEEN_PRINT} sx={{ mt: 1 }}>
        <Button variant="outlined" size="small" disabled={aanmeldingen.length === 0} onClick={mail}>
          Mail deze dienst
        </Button>
      </Box>
    </Paper>
  );
}
