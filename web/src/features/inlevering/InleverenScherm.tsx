/**
 * Drop-off ("Inleveren"), phone first: open a seller by number or by scanning one of their
 * labels; each label scanned marks that item handed in with a clear sign; "Alles ingeleverd",
 * the count of hand-written labels, "Retour bij inleveren", and "Inleveren afronden", which
 * mails the seller. Every step goes through the device's queue, so a network drop loses nothing.
 */
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { euro } from '@backend/artikelen/domein/artikelen';
import type { InleverArtikel, InleverVerkoper } from '@backend/inlevering/domein/balie';
import type { Inlevering } from '@backend/inlevering/domein/inlevering';
import {
  MELDING_ARTIKEL_ONBEKEND,
  WAARSCHUWING_AL_GESCAND,
  WAARSCHUWING_ANDERE_VERKOPER,
  waarschuwingTeVeel,
} from '@backend/inlevering/domein/meldingen';
import { STATUS_NAAM, type ArtikelStatus } from '@backend/inlevering/domein/status';
import { leesKassaInvoer } from '@backend/kassa/domein/scherm';
import { opDeBeursklok } from '@backend/kern/datums';
import { ApiError, foutTekst } from '../../data/http';
import { haalBalie, haalInleverVerkoper, type Bron } from './api';
import { BalieKader, BalieVeld, StappenStand, type Teken } from './BalieDelen';
import { InleverVoortgangSectie } from './InleverVoortgangSectie';
import { useBalie, type BalieVerbinding } from './useBalie';

const stuks = (n: number) => (n === 1 ? '1 artikel' : `${n} artikelen`);

export function InleverenScherm({ bron }: { bron: Bron }) {
  const veld = useRef<HTMLInputElement>(null);
  const [balie, setBalie] = useState<string | null>(null);
  const [verkoper, setVerkoper] = useState<InleverVerkoper | null>(null);
  const [basis, setBasis] = useState<Inlevering | null>(null);
  const [retour, setRetour] = useState(false);
  const [teken, setTeken] = useState<Teken | null>(null);
  const [handFout, setHandFout] = useState<string | null>(null);
  const [ververs, setVervers] = useState(0);
  const verkoperRef = useRef<InleverVerkoper | null>(null);
  verkoperRef.current = verkoper;

  const verbinding = useBalie(
    bron,
    useCallback((i: Inlevering) => {
      if (verkoperRef.current?.nummer === i.verkopersnummer) setBasis(i);
    }, []),
  );
  useEffect(() => {
    haalBalie(bron)
      .then((b) => setBalie(b.naam))
      .catch(() => undefined);
  }, [bron]);

  const door = balie ?? '';
  const record = verkoper && basis ? verbinding.bijgewerkt(basis, verkoper.afrekeningGesloten, door) : null;
  const dicht = verkoper?.afrekeningGesloten ?? false;
  const statusVan = (a: InleverVerkoper['artikelen'][number]) =>
    a.status === 'aangemeld' || a.status === 'ingeleverd'
      ? record?.ingeleverd.includes(a.artikelnummer)
        ? 'ingeleverd'
        : 'aangemeld'
      : a.status;

  const markeer = (v: InleverVerkoper, r: Inlevering, artikelnummer: number, code: string) => {
    const artikel = v.artikelen.find((a) => a.artikelnummer === artikelnummer);
    if (!artikel) return setTeken({ ernst: 'error', tekst: MELDING_ARTIKEL_ONBEKEND(code) });
    if (r.ingeleverd.includes(artikelnummer)) {
      return setTeken({ ernst: 'warning', tekst: WAARSCHUWING_AL_GESCAND(artikelnummer) });
    }
    verbinding.zet(v.nummer, { soort: 'ingeleverd', artikelnummers: [artikelnummer] });
    setTeken({ ernst: 'success', tekst: `✓ ${artikelnummer}. ${artikel.omschrijving} ingeleverd` });
  };

  const open = async (nummer: number, dan?: { artikelnummer: number; code: string }) => {
    setTeken({ ernst: 'info', tekst: `Verkoper ${nummer} openen…` });
    try {
      const v = await haalInleverVerkoper(bron, nummer);
      setVerkoper(v);
      setBasis(v.inlevering);
      setRetour(v.retourBijInleveren);
      setHandFout(null);
      setTeken(null);
      if (dan) markeer(v, verbinding.bijgewerkt(v.inlevering, v.afrekeningGesloten, door), dan.artikelnummer, dan.code);
    } catch (fout) {
      const offline = fout instanceof ApiError && fout.status === 0;
      setTeken({
        ernst: 'error',
        tekst: offline
          ? 'Geen verbinding: een verkoper openen kan pas weer met verbinding. Wat je al deed, blijft bewaard.'
          : foutTekst(fout),
      });
    }
  };

  const bijEnter = (tekst: string) => {
    const invoer = leesKassaInvoer(tekst);
    if (invoer.soort === 'fout') return setTeken({ ernst: 'error', tekst: invoer.melding });
    if (invoer.soort === 'verkoper') return void open(invoer.verkopersnummer);
    const { verkopersnummer, artikelnummer } = invoer.sleutel;
    const dan = { artikelnummer, code: invoer.code };
    // A label opens its seller when nobody is open, or the open seller is finished.
    if (!verkoper || !record || (verkoper.nummer !== verkopersnummer && record.afgerond)) {
      return void open(verkopersnummer, dan);
    }
    if (verkoper.nummer !== verkopersnummer) {
      return setTeken({ ernst: 'warning', tekst: WAARSCHUWING_ANDERE_VERKOPER(invoer.code, verkopersnummer) });
    }
    if (dicht) return;
    markeer(verkoper, record, artikelnummer, invoer.code);
  };

  const terugNaarVeld = useCallback(() => veld.current?.focus(), []);

  const handgeschreven = (tekst: string) => {
    if (!verkoper || !record) return;
    const aantal = Number(tekst);
    if (tekst.trim() === '' || !Number.isInteger(aantal) || aantal < 0 || aantal > 200) {
      return setHandFout('Vul een geheel getal van 0 tot 200 in.');
    }
    setHandFout(null);
    if (aantal !== record.handgeschreven) verbinding.zet(verkoper.nummer, { soort: 'handgeschreven', aantal });
  };

  const teVeel =
    verkoper && record
      ? waarschuwingTeVeel(record.ingeleverd.length, record.handgeschreven, verkoper.maxArtikelen)
      : null;
  const waarschuwingen = [...(verkoper?.waarschuwingen ?? []), ...(teVeel ? [teVeel] : [])];
  const open_ = verkoper?.artikelen.filter((a) => statusVan(a) === 'aangemeld') ?? [];

  // The controls below the list, memoised like the rows: a scan changes none of their props.
  const acties = {
    alles: () => {
      if (!verkoper) return;
      verbinding.zet(verkoper.nummer, { soort: 'ingeleverd', artikelnummers: open_.map((a) => a.artikelnummer) });
      setTeken({ ernst: 'success', tekst: `✓ ${stuks(open_.length)} ingeleverd` });
      terugNaarVeld();
    },
    hand: handgeschreven,
    retour: (aan: boolean) => {
      if (!verkoper) return;
      setRetour(aan);
      verbinding.zet(verkoper.nummer, { soort: 'retour', retour: aan });
    },
    afronden: () => {
      if (!verkoper || !record) return;
      verbinding.zet(verkoper.nummer, { soort: 'afgerond' });
      const totaal = record.ingeleverd.length + record.handgeschreven;
      setTeken({
        ernst: 'success',
        tekst: `Verkoper ${verkoper.nummer} afgerond: ${stuks(totaal)} ingeleverd. ${verkoper.voornaam} krijgt een mail. Scan of typ de volgende verkoper.`,
      });
      setVervers((n) => n + 1);
      terugNaarVeld();
    },
    terugNaarVeld,
  };
  const actiesRef = useRef(acties);
  actiesRef.current = acties;
  const [stabieleActies] = useState<Acties>(() => ({
    alles: () => actiesRef.current.alles(),
    hand: (t) => actiesRef.current.hand(t),
    retour: (aan) => actiesRef.current.retour(aan),
    afronden: () => actiesRef.current.afronden(),
    terugNaarVeld: () => actiesRef.current.terugNaarVeld(),
  }));

  // The field is memoised: a stable handler that calls the latest one keeps it from rendering per scan.
  const enterRef = useRef(bijEnter);
  enterRef.current = bijEnter;
  const stabielEnter = useCallback((tekst: string) => enterRef.current(tekst), []);

  return (
    <BalieKader bron={bron} titel="Inleveren" balie={bron.token ? balie : null}>
      <BalieVeld
        veld={veld}
        bijEnter={stabielEnter}
        teken={teken}
        uitleg="Typ het verkopersnummer en Enter, of scan een label."
      />
      <StappenStand {...verbinding} />
      {verkoper && record && (
        <section aria-labelledby="verkoper-kop" data-testid="verkoper">
          <Typography id="verkoper-kop" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
            Verkoper {verkoper.nummer} – {verkoper.voornaam}
          </Typography>
          {dicht && (
            <Alert severity="info" sx={{ mb: 1 }}>
              De afrekening is afgesloten: inleveren is voorbij. Je ziet hier wat er is ingeleverd.
            </Alert>
          )}
          {waarschuwingen.map((w) => (
            <Alert key={w} severity="warning" sx={{ mb: 1 }} data-testid="waarschuwing">
              {w}
            </Alert>
          ))}
          <Typography sx={{ mb: 1 }} data-testid="telling">
            {record.ingeleverd.length} van {verkoper.artikelen.length} artikelen met label ingeleverd
            {record.handgeschreven > 0 ? `, ${stuks(record.handgeschreven)} handgeschreven` : ''}
            {record.afgerond ? ` · afgerond om ${opDeBeursklok(record.afgerond.op).tijd}` : ''}
          </Typography>
          <Stack component="ul" aria-label={`Artikelen van verkoper ${verkoper.nummer}`} sx={RIJEN_STIJL}>
            {verkoper.artikelen.map((a) => (
              <InleverRij
                key={a.artikelnummer}
                artikel={a}
                status={statusVan(a)}
                dicht={dicht}
                verkopersnummer={verkoper.nummer}
                zet={verbinding.zet}
                terugNaarVeld={terugNaarVeld}
              />
            ))}
          </Stack>
          <InleverKnoppen
            sleutel={`${verkoper.nummer}-${basis?.handgeschreven}`}
            dicht={dicht}
            allesKan={open_.length > 0}
            handgeschreven={record.handgeschreven}
            handFout={handFout}
            retour={retour}
            afgerond={record.afgerond !== null}
            acties={stabieleActies}
          />
        </section>
      )}
      <InleverVoortgangSectie bron={bron} ververs={ververs} />
    </BalieKader>
  );
}

/**
 * One item's row. Memoised with stable callbacks: a scan changes one row's status, so only that
 * row renders again (48 rows of checkboxes on a slow phone would otherwise delay the mark).
 */
const InleverRij = memo(function InleverRij({
  artikel: a,
  status,
  dicht,
  verkopersnummer,
  zet,
  terugNaarVeld,
}: {
  artikel: InleverArtikel;
  status: ArtikelStatus;
  dicht: boolean;
  verkopersnummer: number;
  zet: BalieVerbinding['zet'];
  terugNaarVeld: () => void;
}) {
  const kan = !dicht && (status === 'aangemeld' || status === 'ingeleverd');
  // Plain markup, styled once by the list (RIJEN_STIJL): no component, ripple or style per row.
  return (
    <li data-testid="artikel" data-status={status}>
      <label>
        <input
          type="checkbox"
          checked={status !== 'aangemeld'}
          disabled={!kan}
          onChange={(e) => {
            zet(
              verkopersnummer,
              e.target.checked
                ? { soort: 'ingeleverd', artikelnummers: [a.artikelnummer] }
                : { soort: 'nietIngeleverd', artikelnummer: a.artikelnummer },
            );
            terugNaarVeld();
          }}
        />
        <span>
          {a.artikelnummer}. {a.omschrijving}
          {a.maat ? ` · ${a.maat}` : ` · ${a.soort}`} · <span className="prijs">{euro(a.prijsCent)}</span>
          {a.retour ? ' · retour' : ''}
        </span>
      </label>
      <span className="status">{STATUS_NAAM[status]}</span>
    </li>
  );
});

/** The rows' look, once for the whole list; a row's state is its data-status. */
const RIJEN_STIJL = {
  listStyle: 'none',
  p: 0,
  m: 0,
  mb: 2,
  '& > li': {
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    borderBottom: 1,
    borderColor: 'divider',
    py: 0.75,
  },
  '& label': { flex: 1, display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, cursor: 'pointer' },
  '& input': { width: 22, height: 22, flexShrink: 0, accentColor: (t: Theme) => t.palette.primary.main },
  '& .prijs': { whiteSpace: 'nowrap' },
  '& .status': {
    flexShrink: 0,
    fontSize: '0.8125rem',
    borderRadius: 4,
    px: 1,
    py: 0.25,
    border: 1,
    borderColor: 'grey.500',
    color: 'text.primary',
  },
  '& li[data-status="ingeleverd"] .status': {
    bgcolor: 'success.dark',
    borderColor: 'success.dark',
    color: 'common.white',
  },
} as const;

interface Acties {
  alles: () => void;
  hand: (tekst: string) => void;
  retour: (aan: boolean) => void;
  afronden: () => void;
  terugNaarVeld: () => void;
}

/** "Alles ingeleverd", the hand-written count, "Retour bij inleveren" and "Inleveren afronden". */
const InleverKnoppen = memo(function InleverKnoppen({
  sleutel,
  dicht,
  allesKan,
  handgeschreven,
  handFout,
  retour,
  afgerond,
  acties,
}: {
  sleutel: string;
  dicht: boolean;
  allesKan: boolean;
  handgeschreven: number;
  handFout: string | null;
  retour: boolean;
  afgerond: boolean;
  acties: Acties;
}) {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' }, mb: 2 }}>
        <Button variant="outlined" disabled={dicht || !allesKan} onClick={acties.alles}>
          Alles ingeleverd
        </Button>
        <TextField
          key={sleutel}
          label="Handgeschreven labels"
          type="number"
          size="small"
          disabled={dicht}
          defaultValue={handgeschreven}
          error={handFout !== null}
          helperText={handFout ?? 'Tel de artikelen met een zelfgeschreven label.'}
          onBlur={(e) => acties.hand(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              acties.hand((e.target as HTMLInputElement).value);
              acties.terugNaarVeld();
            }
          }}
          slotProps={{ htmlInput: { min: 0, max: 200, inputMode: 'numeric' } }}
          sx={{ maxWidth: 260 }}
        />
        <FormControlLabel
          control={<Checkbox checked={retour} disabled={dicht} onChange={(e) => acties.retour(e.target.checked)} />}
          label="Retour bij inleveren"
        />
      </Stack>
      <Button variant="contained" size="large" disabled={dicht || afgerond} onClick={acties.afronden}>
        {afgerond ? 'Inleveren afgerond' : 'Inleveren afronden'}
      </Button>
    </>
  );
});
