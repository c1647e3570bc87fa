/**
 * /kassa for the administrator: "Kassa toevoegen", each desk's link and QR code, and the live
 * overview of the fair day (per desk the takings, receipts, last contact and what waits on the
 * device; totals per room), with the receipts to review (double sales) and to void.
 */
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { type Ruimte } from '@backend/artikelen/domein';
import { euro } from '@backend/kern/geld';
import { langeDatum } from '@backend/kern/datums';
import type { BonMetStatus, KassaTaak } from '@backend/kassa/domein';
import type { KassaBeheerOverzicht, KassaVoorBeheer } from '@backend/kassa/domein';
import { MELDING_GEEN_BEURS } from '@backend/vrijwilligers/domein';
import { AdminPagina } from '../../../components/beheer/AdminPagina';
import { useMeldingen } from '../../../components/beheer/useMeldingen';
import { RegelVervallenDialog, type TeVervallenRegel } from '../../../components/beheer/RegelVervallenDialog';
import {
  annuleerBon,
  besluitOverRegel,
  haalKassaOverzicht,
  trekKassaIn,
  vernieuwKassaLink,
  voegKassaToe,
} from '../api';
import { tijd } from './tijd';
import { Bonnen } from './BonnenTabel';
import { KassaKaart } from './KassaKaart';
import { KassaOverzicht } from './KassaOverzicht';
import { KassaToevoegen } from './KassaToevoegen';
import { PinSchakelaar } from './PinSchakelaar';

/** The overview is live: read again this often while the page is open. */
const VERVERS_MS = 5_000;

export default function KassaBeheerPage() {
  const { toon, fout, meldingen } = useMeldingen();
  const [stand, setStand] = useState<KassaBeheerOverzicht | null>(null);
  const [toevoegen, setToevoegen] = useState(false);
  const [teAnnuleren, setTeAnnuleren] = useState<BonMetStatus | null>(null);

  const laad = useCallback(async () => {
    try {
      setStand(await haalKassaOverzicht());
    } catch (e) {
      fout(e);
    }
  }, [fout]);

  useEffect(() => {
    void laad();
    const t = setInterval(() => void laad(), VERVERS_MS);
    return () => clearInterval(t);
  }, [laad]);

  const bewaar = async (naam: string, ruimte: Ruimte, taak: KassaTaak) => {
    try {
      const kassa = await voegKassaToe({ naam, ruimte, taak });
      toon('success', `Kassa ${kassa.naam} is toegevoegd.`);
      await laad();
      return true;
    } catch (e) {
      fout(e);
      return false;
    }
  };

  const wijzig = (kassa: KassaVoorBeheer) => async (actie: 'intrekken' | 'nieuwe-link') => {
    try {
      if (actie === 'intrekken') await trekKassaIn(kassa.id);
      else await vernieuwKassaLink(kassa.id);
      toon(
        'success',
        actie === 'intrekken' ? `Kassa ${kassa.naam} is ingetrokken.` : `Kassa ${kassa.naam} heeft een nieuwe link.`,
      );
      await laad();
    } catch (e) {
      fout(e);
    }
  };

  const annuleer = async () => {
    if (!teAnnuleren) return;
    try {
      await annuleerBon(teAnnuleren.id);
      toon('success', 'De bon is geannuleerd.');
    } catch (e) {
      fout(e);
    }
    setTeAnnuleren(null);
    await laad();
  };

  const [teVervallen, setTeVervallen] = useState<TeVervallenRegel | null>(null);
  const besluit = async (
    sleutel: { bonId: string; regel: number },
    soort: 'vervalt' | null,
    gelukt: string,
    reden = '',
  ): Promise<boolean> => {
    let ok = false;
    try {
      await besluitOverRegel(sleutel, soort, reden);
      toon('success', gelukt);
      ok = true;
    } catch (e) {
      fout(e);
    }
    await laad();
    return ok;
  };

  const kassaNaam = (id: string) => stand?.kassas.find((k) => k.id === id)?.naam ?? '?';
  const nu = Date.now();

  return (
    <AdminPagina
      titel="Kassa"
      extra={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setToevoegen(true)}
          disabled={stand?.beurs === null}
        >
          Kassa toevoegen
        </Button>
      }
    >
      {stand === null ? (
        <Typography>Laden…</Typography>
      ) : stand.beurs === null ? (
        <Alert severity="info">{MELDING_GEEN_BEURS}</Alert>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>
            Kassa’s van de beurs van {langeDatum(stand.beurs.datum)}: wat er per kassaruimte is afgerekend. Dit
            overzicht ververst elke 5 seconden.
          </Typography>
          <PinSchakelaar instellingen={stand.instellingen} toon={toon} fout={fout} opgeslagen={() => void laad()} />
          <KassaOverzicht stand={stand} nu={nu} />

          <Stack spacing={2}>
            {stand.kassas.length === 0 && (
              <Typography>Nog geen kassa’s. Voeg er een toe met Kassa toevoegen.</Typography>
            )}
            {stand.kassas.map((k) => (
              <KassaKaart key={k.id} kassa={k} wijzig={(actie) => void wijzig(k)(actie)} />
            ))}
          </Stack>

          <Bonnen
            bonnen={stand.bonnen}
            kassaNaam={kassaNaam}
            annuleer={setTeAnnuleren}
            gesloten={stand.afrekeningGesloten}
            omschrijvingen={stand.omschrijvingen}
            vervallen={stand.vervallenRegels}
            laatVervallen={setTeVervallen}
            zetTerug={(bonId, regel) => void besluit({ bonId, regel }, null, 'De regel telt weer mee.')}
          />
        </>
      )}

      <RegelVervallenDialog
        regel={teVervallen}
        sluit={() => setTeVervallen(null)}
        bevestig={(reden) =>
          teVervallen
            ? besluit(teVervallen, 'vervalt', 'De regel is vervallen; de rest van de bon telt.', reden)
            : Promise.resolve(false)
        }
      />
      <KassaToevoegen open={toevoegen} sluit={() => setToevoegen(false)} bewaar={bewaar} />
      <Dialog open={teAnnuleren !== null} onClose={() => setTeAnnuleren(null)}>
        <DialogTitle>Bon annuleren?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {teAnnuleren &&
              `De bon van ${tijd(teAnnuleren.gesloten)} (${euro(teAnnuleren.teBetalenCent)}) telt dan niet meer mee. Je naam en de tijd worden erbij bewaard.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setTeAnnuleren(null)}>
            Terug
          </Button>
          <Button color="secondary" variant="contained" onClick={() => void annuleer()}>
            Bon annuleren
          </Button>
        </DialogActions>
      </Dialog>
      {meldingen}
    </AdminPagina>
  );
}
