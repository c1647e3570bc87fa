import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ArtikelMetCode } from '@backend/artikelen/domein';
import { euro } from '@backend/kern/geld';
import { leesbareDeadline } from '@backend/kern/deadline';
import { langeDatum } from '@backend/kern/datums';
import { Laden } from '../../components/Laden';
import { Pagina } from '../../components/Pagina';
import { usePersoonlijkeLink } from '../../components/usePersoonlijkeLink';
import { ApiError, foutTekst } from '../../data/http';
import { haalMijnArtikelen, verwijderMijnArtikel, voegMijnArtikelToe, wijzigMijnArtikel } from './api';
import { ArtikelFormulier, useArtikelFormulier } from './ArtikelFormulier';
import { LabelsSectie } from './LabelsSectie';
import { MijnArtikelLijst } from './MijnArtikelLijst';
import { Bevestig } from '../../components/Bevestig';

/**
 * 'Mijn artikelen' through the personal link (no login): a seller of the current fair lists their
 * items on their phone, changes or deletes them until the deadline, and downloads their labels.
 */
export default function MijnArtikelenPage() {
  const { token, stand, setStand, fout: linkFout, herlaad } = usePersoonlijkeLink(haalMijnArtikelen);
  const formulier = useArtikelFormulier();
  const { bewerkt, fouten } = formulier;
  const [weg, setWeg] = useState<ArtikelMetCode | null>(null);
  const [melding, setMelding] = useState<string | null>(null);
  const [bezig, setBezig] = useState(false);

  async function opslaan(event: FormEvent) {
    event.preventDefault();
    setMelding(null);
    const artikel = stand && formulier.controleer(stand.instellingen);
    if (!artikel) return;
    setBezig(true);
    try {
      setStand(
        bewerkt === null ? await voegMijnArtikelToe(token, artikel) : await wijzigMijnArtikel(token, bewerkt, artikel),
      );
      setMelding(bewerkt === null ? `'${artikel.omschrijving}' is toegevoegd.` : `Artikel ${bewerkt} is gewijzigd.`);
      formulier.volgende();
    } catch (e) {
      formulier.toonFout(e);
      if (e instanceof ApiError && e.status === 409) void herlaad();
    } finally {
      setBezig(false);
    }
  }

  async function verwijder() {
    if (!weg) return;
    setBezig(true);
    try {
      setStand(await verwijderMijnArtikel(token, weg.artikelnummer));
      setMelding(`Artikel ${weg.artikelnummer} is verwijderd.`);
      if (bewerkt === weg.artikelnummer) formulier.annuleer();
    } catch (e) {
      formulier.setFouten({ algemeen: foutTekst(e) });
    } finally {
      setWeg(null);
      setBezig(false);
    }
  }

  if (linkFout) {
    return (
      <Pagina titel="Mijn artikelen">
        <Alert severity="warning" role="alert" data-testid="link-fout">
          {linkFout.tekst}
        </Alert>
      </Pagina>
    );
  }
  if (!stand) {
    return (
      <Pagina titel="Mijn artikelen">
        <Laden />
      </Pagina>
    );
  }

  const { instellingen, artikelen } = stand;
  const open = stand.gesloten === null;

  return (
    <Pagina titel="Mijn artikelen">
      <Typography>
        Verkopersnummer <strong data-testid="verkopersnummer">{stand.verkopersnummer}</strong>
        {stand.beurs && <> · beurs van {langeDatum(stand.beurs.datum)}</>}
      </Typography>
      {open && stand.deadline && (
        <Typography data-testid="deadline">
          Je kunt je lijst veranderen tot en met {leesbareDeadline(stand.deadline)}. Prijzen in stappen van{' '}
          {euro(instellingen.prijsStapCent)}, van {euro(instellingen.minimumPrijsCent)} tot en met{' '}
          {euro(instellingen.maximumPrijsCent)}; hoogstens {instellingen.maxArtikelen} artikelen.
        </Typography>
      )}
      {stand.gesloten && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="gesloten">
          {stand.gesloten}
        </Alert>
      )}
      {melding && (
        <Alert severity="success" role="status" sx={{ mt: 2 }} data-testid="melding">
          {melding}
        </Alert>
      )}
      {fouten.algemeen && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="fout">
          {fouten.algemeen}
        </Alert>
      )}

      {open && (
        <ArtikelFormulier
          formulier={formulier}
          instellingen={instellingen}
          vol={artikelen.length >= instellingen.maxArtikelen}
          bezig={bezig}
          onOpslaan={opslaan}
        />
      )}

      <MijnArtikelLijst
        stand={stand}
        open={open}
        onWijzig={(a) => {
          setMelding(null);
          formulier.wijzig(a);
        }}
        onVerwijder={setWeg}
      />

      <LabelsSectie token={token} aantal={artikelen.length} />

      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={`/mijn-gegevens?token=${encodeURIComponent(token)}`}>
          Terug naar mijn gegevens
        </Link>
      </Typography>

      <Bevestig
        titel="Artikel verwijderen?"
        open={weg !== null}
        knop="Verwijderen"
        kleur="error"
        bezig={bezig}
        onAnnuleren={() => setWeg(null)}
        onBevestigen={verwijder}
      >
        {weg &&
          `${weg.artikelnummer}. ${weg.omschrijving} (${euro(weg.prijsCent)}). Het nummer wordt niet opnieuw gebruikt.`}
      </Bevestig>
    </Pagina>
  );
}
