import type { Contactpersoon } from '@backend/kern/types';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { bewaarContactpersoon, haalContactpersonen, verwijderContactpersoon } from './api';
import { useVerwijderen } from '../../components/beheer/useVerwijderen';
import { useLaden } from '../../components/beheer/useLaden';
import type { Meldingen } from '../../components/beheer/useMeldingen';
import { Sectie } from '../../components/beheer/Sectie';

type Invoer = Omit<Contactpersoon, 'id'> & { id?: string };
const LEEG: Invoer = { naam: '', telefoon: '', email: '' };

/** The people on the contact page ('Bel of mail naar:'). */
export function Contactpersonen({ toon, fout }: Pick<Meldingen, 'toon' | 'fout'>) {
  const [personen, setPersonen] = useState<Contactpersoon[] | null>(null);
  const [bewerkt, setBewerkt] = useState<Invoer | null>(null);
  const [bezig, setBezig] = useState(false);

  const laad = useLaden(haalContactpersonen, setPersonen, fout);
  const verwijderen = useVerwijderen<Contactpersoon>({
    titel: 'Contactpersoon verwijderen',
    vraag: (p) => `${p.naam} verwijderen van de contactpagina?`,
    verwijder: verwijderContactpersoon,
    verwijderd: (p) => `${p.naam} verwijderd`,
    laad,
    toon,
    fout,
  });

  const opslaan = async (event: FormEvent) => {
    event.preventDefault();
    if (!bewerkt) return;
    setBezig(true);
    try {
      const opgeslagen = await bewaarContactpersoon(bewerkt);
      setBewerkt(null);
      toon('success', `${opgeslagen.naam} opgeslagen`);
    } catch (error) {
      fout(error);
    } finally {
      setBezig(false);
      await laad();
    }
  };

  const wijzig = (veld: keyof Invoer) => (e: { target: { value: string } }) =>
    setBewerkt((b) => b && { ...b, [veld]: e.target.value });
  const onvolledig = !bewerkt || !bewerkt.naam.trim() || !bewerkt.email.trim();

  return (
    <Sectie titel="Contactpersonen" id="contactpersonen">
      {personen && personen.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Nog geen contactpersonen. De contactpagina toont dan geen namen.
        </Typography>
      )}
      {personen && personen.length > 0 && (
        <List aria-label="Contactpersonen" disablePadding>
          {personen.map((p) => (
            <ListItem
              key={p.id}
              divider
              sx={{ pr: 12 }}
              secondaryAction={
                <>
                  <IconButton aria-label={`${p.naam} bewerken`} onClick={() => setBewerkt({ ...p })}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    edge="end"
                    color="error"
                    aria-label={`${p.naam} verwijderen`}
                    onClick={() => verwijderen.vraagOm(p)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </>
              }
            >
              <ListItemText
                primary={p.naam}
                secondary={[p.telefoon, p.email].filter(Boolean).join(' · ')}
                slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Button startIcon={<AddIcon />} variant="outlined" sx={{ mt: 2 }} onClick={() => setBewerkt({ ...LEEG })}>
        Contactpersoon toevoegen
      </Button>

      <Dialog open={bewerkt !== null} onClose={() => setBewerkt(null)} fullWidth maxWidth="xs">
        <form onSubmit={(e) => void opslaan(e)} noValidate>
          <DialogTitle>{bewerkt?.id ? 'Contactpersoon bewerken' : 'Contactpersoon toevoegen'}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <TextField label="Naam" required autoFocus value={bewerkt?.naam ?? ''} onChange={wijzig('naam')} />
              <TextField label="Telefoon" type="tel" value={bewerkt?.telefoon ?? ''} onChange={wijzig('telefoon')} />
              <TextField label="E-mail" type="email" required value={bewerkt?.email ?? ''} onChange={wijzig('email')} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setBewerkt(null)}>Annuleren</Button>
            <Button type="submit" variant="contained" disabled={onvolledig || bezig}>
              Opslaan
            </Button>
          </DialogActions>
        </form>
      </Dialog>

      {verwijderen.dialoog}
    </Sectie>
  );
}
