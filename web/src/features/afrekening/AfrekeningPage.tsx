import { bedrag } from '@backend/afrekening/domein';
import { GOED_DOEL_NAAM, type GoedDoel } from '@backend/artikelen/domein';
import { paklijsten } from '@backend/afrekening/domein';
import type { VerkoperAfrekening } from '@backend/afrekening/domein';
import { langeDatum, langTijdstip } from '@backend/kern/datums';
import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AdminPagina } from '../../components/beheer/AdminPagina';
import { Sectie } from '../../components/beheer/Sectie';
import { Bevestig } from '../../components/Bevestig';
import { BestandKnoppen, type Bestand } from './Bestanden';
import { Grafieken } from './Grafieken';
import { Overmaken } from './Overmaken';
import { NaamBijRekening } from './NaamBijRekening';
import { InstellingenFormulier } from './InstellingenFormulier';
import { KasNaAfsluiting } from './KasNaAfsluiting';
import { KassaTabel } from './KassaTabel';
import { Nakijken } from './Nakijken';
import { PinNakijken } from './PinNakijken';
import { Paklijsten } from './Paklijsten';
import { VerkoperDetail } from './VerkoperDetail';
import { VerkopersTabel } from './VerkopersTabel';
import { useAfrekening } from './useAfrekening';

function Totaal({ label, waarde, testId }: { label: string; waarde: string; testId: string }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 'bold', fontSize: '1.15rem' }} data-testid={testId}>
        {waarde}
      </Typography>
    </Box>
  );
}

/** The settlement's files, each downloaded under the fair's number. */
const BESTANDEN: Bestand[] = [
  { label: 'Enveloppen (PDF)', pad: '/api/afrekening/enveloppen.pdf', naam: 'enveloppen' },
  { label: 'Overzicht (PDF)', pad: '/api/afrekening/overzicht.pdf', naam: 'overzicht-afrekening' },
  { label: 'Exporteren (CSV)', pad: '/api/afrekening/export.csv', naam: 'afrekening' },
];

/**
 * /afrekening: every seller's envelope, the desks' cash, the unsold items, the fair's numbers. The
 * page composes; its data and actions are in useAfrekening.ts.
 */
export default function AfrekeningPage() {
  const afrekenen = useAfrekening();
  const { overzicht, geenBeurs, meldingen, haalBestand, instellingen: afrekeningInstellingen } = afrekenen;
  const [detail, setDetail] = useState<VerkoperAfrekening | null>(null);
  const [sluiten, setSluiten] = useState(false);

  if (!overzicht) {
    return (
      <AdminPagina titel="Afrekening">
        {geenBeurs && <Alert severity="info">{geenBeurs}</Alert>}
        {meldingen}
      </AdminPagina>
    );
  }

  const { afrekening, beurs, geslotenOp } = overzicht;
  const t = afrekening.totalen;
  const gesloten = geslotenOp !== null;
  const nr = beurs.volgnummer;
  const lijsten = paklijsten(afrekening.verkopers);
  // A settlement frozen before Nakijken existed has none.
  const nakijken = afrekening.nakijken ?? [];
  const nakijkenOpen = t.nakijkenOpen ?? 0;

  return (
    <AdminPagina
      titel="Afrekening"
      extra={
        <Chip
          icon={gesloten ? <LockIcon /> : undefined}
          color={gesloten ? 'success' : 'default'}
          label={gesloten ? `Afgesloten op ${langTijdstip(geslotenOp)}` : 'Nog open'}
        />
      }
    >
      <Typography sx={{ mb: 2 }}>
        Beurs {nr} van {langeDatum(beurs.datum)}.{' '}
        {gesloten
          ? 'De afrekening is bevroren. De kassa’s stoppen met verkopen; een bon die daarna nog binnenkomt, staat apart onder Kas na afsluiting.'
          : 'De afrekening volgt de bonnen van de kassa tot je hem afsluit.'}
      </Typography>

      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }}>
        <BestandKnoppen bestanden={BESTANDEN} nr={nr} haal={haalBestand} />
        {!gesloten && (
          <Button
            variant="contained"
            startIcon={<LockIcon />}
            onClick={() => setSluiten(true)}
            disabled={nakijkenOpen > 0}
            aria-describedby={nakijkenOpen > 0 ? 'afsluiten-nakijken' : undefined}
          >
            Afrekening afsluiten
          </Button>
        )}
      </Stack>
      {!gesloten && nakijkenOpen > 0 && (
        <Typography id="afsluiten-nakijken" sx={{ mt: -2, mb: 3, fontWeight: 500 }}>
          Afsluiten kan pas na een besluit over {nakijkenOpen === 1 ? 'de regel' : `alle ${nakijkenOpen} regels`} onder{' '}
          <a href="#afrekening-nakijken-titel">Nakijken</a>.
        </Typography>
      )}

      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }}>
        <Totaal label="Omzet" waarde={bedrag(t.omzetCent)} testId="totaal-omzet" />
        <Totaal label="In de enveloppen" waarde={bedrag(t.envelopCent)} testId="totaal-enveloppen" />
        {t.perBank > 0 && <Totaal label="Overmaken" waarde={bedrag(t.overmakenCent)} testId="totaal-overmaken" />}
        <Totaal label="Organisatie houdt" waarde={bedrag(t.organisatieCent)} testId="totaal-organisatie" />
        <Totaal label="Nog te betalen" waarde={bedrag(t.nogTeBetalenCent)} testId="totaal-nog-te-betalen" />
        <Totaal label="Verkopers" waarde={String(t.verkopers)} testId="totaal-verkopers" />
        <Totaal label="Verkocht" waarde={String(t.verkocht)} testId="totaal-verkocht" />
        <Totaal
          label="Online ingevoerd verkocht"
          waarde={`${afrekening.grafiek.perRuimte.reduce((s, r) => s + r.verkochtVanAangeboden, 0)} van ${t.aangeboden}`}
          testId="totaal-online"
        />
      </Stack>

      {(t.dubbelVerkocht.length > 0 || t.onbekendeVerkopers.length > 0) && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {t.dubbelVerkocht.length > 0 &&
            `Op meer dan één bon: ${t.dubbelVerkocht.map((d) => `${d.verkopersnummer}-${d.artikelnummer}`).join(', ')}. `}
          {t.onbekendeVerkopers.length > 0 && `Onbekende verkopersnummers: ${t.onbekendeVerkopers.join(', ')}.`}
        </Alert>
      )}

      <Sectie titel="Nakijken" id="afrekening-nakijken">
        <PinNakijken punten={afrekening.pinNakijken ?? []} gesloten={gesloten} beslis={afrekenen.beslisPin} />
        <Nakijken punten={nakijken} gesloten={gesloten} beslisAlle={afrekenen.beslisAlle} beslis={afrekenen.beslis} />
      </Sectie>

      <Sectie titel="Per verkoper" id="afrekening-verkopers">
        <Typography variant="body2" sx={{ mb: 1 }}>
          Klik op een verkoper voor wat er verkocht is en wat er terug gaat. Zet &apos;Retour bij inleveren&apos; aan
          voor wie met handgeschreven labels onverkochte spullen terug wil (€{' '}
          {afrekening.instellingen.retourkostenCent / 100} retourkosten).
        </Typography>
        <VerkopersTabel
          verkopers={afrekening.verkopers}
          retourBijAfgifte={overzicht.retourBijAfgifte}
          gesloten={gesloten}
          zetRetour={afrekenen.zetRetour}
          open={setDetail}
        />
      </Sectie>

      {(t.perBank > 0 || afrekeningInstellingen?.bankUitbetaling === true) && (
        <Sectie titel="Overmaken per bank" id="afrekening-bank">
          <Overmaken
            nr={nr}
            totalen={t}
            gesloten={gesloten}
            uitbetaald={overzicht.uitbetaald}
            nogTeBetalen={overzicht.nogTeBetalen}
            andersBetaald={overzicht.andersBetaald}
            waarschuwingen={overzicht.waarschuwingen}
            inHetBestand={overzicht.inHetBestand}
            haalBestand={haalBestand}
            markeer={afrekenen.uitbetaald}
            markeerAnders={afrekenen.andersBetaald}
          />
          {overzicht.uitbetaald === null && <NaamBijRekening verbeter={afrekenen.verbeterNaam} />}
        </Sectie>
      )}

      <Sectie titel="Kas per kassa" id="afrekening-kassa">
        <Typography variant="body2" sx={{ mb: 1 }}>
          Tel na de beurs het geld in elke kassa en vul het in. Geregistreerd is wat de bonnen zeggen (afgerond op 5
          cent), samen {bedrag(t.kasCent)}.{/* Frozen before pin existed (issue 36): no pinCent, all cash. */}
          {(t.pinCent ?? 0) > 0 &&
            ` Dat is alleen het contante geld: met pin is ${bedrag(t.pinCent)} betaald, dat staat op de rekening en niet in de kassa’s. Het getelde geld wordt vergeleken met het contante bedrag.`}
        </Typography>
        <KassaTabel kassas={afrekening.kassa} gesloten={gesloten} bewaar={afrekenen.bewaarGeteld} />
      </Sectie>

      <KasNaAfsluiting geslotenOp={geslotenOp} />

      <Sectie titel="Onverkocht" id="afrekening-onverkocht">
        <Typography>Terug naar de verkopers (retour, € 1 of meer): {lijsten.terug.length}</Typography>
        <ul>
          {(Object.entries(GOED_DOEL_NAAM) as [GoedDoel, string][]).map(([doel, naam]) => (
            <li key={doel}>
              {naam}: {lijsten.goedDoel[doel].length}
            </li>
          ))}
        </ul>
        <Paklijsten verkopers={afrekening.verkopers} />
      </Sectie>

      <Sectie titel="Cijfers van de beurs" id="afrekening-cijfers">
        <Grafieken overzicht={overzicht} />
      </Sectie>

      <Sectie titel="Instellingen van de afrekening" id="afrekening-instellingen">
        <Typography variant="body2" sx={{ mb: 2 }}>
          {gesloten
            ? 'Deze afrekening is afgesloten met de instellingen van toen; een wijziging geldt voor de volgende beurs.'
            : 'Een wijziging geldt meteen voor deze afrekening.'}
        </Typography>
        {afrekeningInstellingen && (
          <InstellingenFormulier
            key={JSON.stringify(afrekeningInstellingen)}
            instellingen={afrekeningInstellingen}
            bewaar={afrekenen.bewaarInstellingen}
          />
        )}
      </Sectie>

      <VerkoperDetail verkoper={detail} sluit={() => setDetail(null)} />
      <Bevestig
        titel="Afrekening afsluiten?"
        open={sluiten}
        knop="Afsluiten"
        onAnnuleren={() => setSluiten(false)}
        onBevestigen={() => {
          setSluiten(false);
          afrekenen.sluitAf();
        }}
      >
        De afrekening van beurs {nr} wordt bevroren zoals hij nu is ({bedrag(t.envelopCent)} in de enveloppen
        {t.perBank > 0
          ? `, ${bedrag(t.overmakenCent)} over te maken aan ${t.perBank} ${t.perBank === 1 ? 'verkoper' : 'verkopers'}`
          : ''}
        ). Daarna stoppen de kassa’s met verkopen (een bon die nog binnenkomt, komt apart te staan onder Kas na
        afsluiting), en kunnen retourmarkeringen, tellingen en besluiten niet meer veranderen.
      </Bevestig>
      {meldingen}
    </AdminPagina>
  );
}
