import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { langeDatum } from '@backend/kern/datums';
import { MELDING_GEEN_BEURS, type Aanmelding, type Dienst, type Rooster } from '@backend/vrijwilligers/domein';
import { AdminPagina } from '../../components/beheer/AdminPagina';
import { BevestigVerwijderen } from '../../components/beheer/BevestigVerwijderen';
import { useLaden } from '../../components/beheer/useLaden';
import { useMeldingen } from '../../components/beheer/useMeldingen';
import { bewaarDienst, haalRooster, mailDienst, verwijderAanmelding } from './api';
import { DienstKaart, GEEN_PRINT } from './DienstKaart';

const ROOSTER_ID = 'vrijwilligersrooster';

/** Printing shows the roster alone: the menu, the news, the fields and the buttons stay off paper. */
const printStijl = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`#${ROOSTER_ID}, #${ROOSTER_ID} *`]: { visibility: 'visible' },
        [`#${ROOSTER_ID}`]: { position: 'absolute', left: 0, top: 0, width: '100%' },
        [`.${GEEN_PRINT}`]: { display: 'none !important' },
      },
    }}
  />
);

/** The administrator's volunteers: time and capacity per shift, the roster, printing and mail. */
export default function VrijwilligersBeheerPage() {
  const { toon, fout, meldingen } = useMeldingen();
  const [rooster, setRooster] = useState<Rooster | null>(null);
  const [weg, setWeg] = useState<Aanmelding | null>(null);
  const [mailVoor, setMailVoor] = useState<Dienst | null>(null);
  const [onderwerp, setOnderwerp] = useState('');
  const [tekst, setTekst] = useState('');
  const laad = useLaden(haalRooster, setRooster, fout);

  const bewaar = useCallback(
    (dienst: Dienst) => async (instelling: { tijd: string; capaciteit: number }) => {
      try {
        await bewaarDienst(dienst.dienst, instelling);
        toon('success', `${dienst.naam} is opgeslagen.`);
      } catch (e) {
        fout(e);
      }
      await laad();
    },
    [toon, fout, laad],
  );

  async function verwijder() {
    if (!weg) return;
    try {
      await verwijderAanmelding(weg.id);
      toon('success', `${weg.naam} is verwijderd uit het rooster.`);
    } catch (e) {
      fout(e);
    }
    setWeg(null);
    await laad();
  }

  async function verstuur() {
    if (!mailVoor) return;
    try {
      const { aantal } = await mailDienst(mailVoor.dienst, { onderwerp, tekst });
      toon('success', `${aantal} ${aantal === 1 ? 'mail staat' : 'mails staan'} klaar om te versturen.`);
      setMailVoor(null);
      setOnderwerp('');
      setTekst('');
    } catch (e) {
      fout(e);
    }
  }

  let inhoud;
  if (!rooster) inhoud = null;
  else if (rooster.diensten.length === 0) inhoud = <Alert severity="info">{MELDING_GEEN_BEURS}</Alert>;
  else
    inhoud = (
      <>
        <Typography sx={{ mb: 2 }}>
          Beurs van {rooster.datum ? langeDatum(rooster.datum) : '-'}.{' '}
          <span className={GEEN_PRINT}>
            Verkopers die zich aanmelden krijgen het vinkje vrijwilliger bij Geregistreerden en betalen geen
            administratiekosten.
          </span>
        </Typography>
        {rooster.diensten.map((d) => (
          <DienstKaart
            // A saved change comes back from the server: the fields start again from it.
            key={`${d.dienst}-${d.tijd}-${d.capaciteit}`}
            dienst={d}
            aanmeldingen={rooster.aanmeldingen.filter((a) => a.dienst === d.dienst)}
            bewaar={bewaar(d)}
            verwijder={setWeg}
            mail={() => setMailVoor(d)}
          />
        ))}
      </>
    );

  return (
    <div id={ROOSTER_ID}>
      {printStijl}
      <AdminPagina
        titel="Vrijwilligersrooster"
        extra={
          <Button
            className={GEEN_PRINT}
            variant="outlined"
            startIcon={<PrintIcon />}
            disabled={!rooster || rooster.diensten.length === 0}
            onClick={() => window.print()}
          >
            Afdrukken
          </Button>
        }
      >
        {inhoud}
      </AdminPagina>
      <BevestigVerwijderen
        titel="Aanmelding verwijderen"
        vraag={weg ? `${weg.naam} verwijderen uit het rooster?` : null}
        onAnnuleren={() => setWeg(null)}
        onVerwijderen={verwijder}
      />
      <Dialog open={mailVoor !== null} onClose={() => setMailVoor(null)} fullWidth maxWidth="sm">
        <DialogTitle>Mail aan {mailVoor?.naam}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Iedere vrijwilliger van deze dienst krijgt een eigen mail, met &apos;Hallo naam,&apos; erboven.
          </Typography>
          <TextField
            label="Onderwerp"
            fullWidth
            margin="dense"
            value={onderwerp}
            onChange={(e) => setOnderwerp(e.target.value)}
          />
          <TextField
            label="Tekst"
            fullWidth
            margin="dense"
            multiline
            minRows={5}
            value={tekst}
            onChange={(e) => setTekst(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setMailVoor(null)}>Annuleren</Button>
          <Button variant="contained" onClick={verstuur}>
            Versturen
          </Button>
        </DialogActions>
      </Dialog>
      <div className={GEEN_PRINT}>{meldingen}</div>
    </div>
  );
}
