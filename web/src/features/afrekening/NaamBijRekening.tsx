import { bankNaam, tenaamstellingregel } from '@backend/afrekening/domein';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Formulier } from '../../components/Formulier';
import { useTekstvelden } from '../../components/useTekstvelden';
import { foutTekst, type ApiError } from '../../data/http';

const naamregel = tenaamstellingregel('Ten name van', { verplicht: true });

/**
 * The treasurer corrects the name on a seller's account (issue 50): after closing the seller
 * can no longer change it, and a name the bank cannot read stops the whole SEPA file. Until
 * "Uitbetaald"; the seller gets a mail with the old and the new name.
 */
export function NaamBijRekening({
  verbeter,
}: {
  verbeter: (nummer: number, naam: string) => Promise<ApiError | null>;
}) {
  const velden = useTekstvelden({ nummer: '', naam: '' });
  const { nummer, naam } = velden.waarden;
  const [bezig, setBezig] = useState(false);
  const voorBank = bankNaam(naam);

  async function opslaan(event: FormEvent) {
    event.preventDefault();
    const gevonden: typeof velden.fouten = {};
    if (!/^\d{1,6}$/.test(nummer.trim())) gevonden.nummer = 'Vul het verkopersnummer in.';
    const uitkomst = naamregel.controleer(naam);
    if (!uitkomst.ok) gevonden.naam = uitkomst.fout;
    velden.setFouten(gevonden);
    if (Object.keys(gevonden).length > 0) return;
    setBezig(true);
    const fout = await verbeter(Number(nummer.trim()), naam);
    setBezig(false);
    if (fout) velden.setFouten({ naam: foutTekst(fout) });
    else velden.herstel();
  }

  return (
    <Formulier label="Naam bij een rekening aanpassen" onSubmit={opslaan}>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Naam bij een rekening aanpassen
      </Typography>
      <Typography variant="body2">
        Weigert het bestand een naam die de bank niet kan lezen, of klopt een naam niet? Pas hem hier aan tot je
        &quot;Uitbetaald&quot; markeert. De verkoper krijgt er een mail over.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Verkopersnummer"
          {...velden.veld('nummer')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: { sm: 190 } }}
        />
        <TextField
          label="Ten name van"
          {...velden.veld('naam', voorBank && voorBank !== naam.trim() ? `De bank ziet: ${voorBank}` : ' ')}
          sx={{ flex: 1, minWidth: { sm: 240 } }}
        />
        <Button type="submit" variant="outlined" disabled={bezig} sx={{ mt: { sm: 1 } }}>
          Aanpassen
        </Button>
      </Stack>
    </Formulier>
  );
}
