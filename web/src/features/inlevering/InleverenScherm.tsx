/**
 * Drop-off ("Inleveren"), phone first: open a seller by number or by scanning one of their
 * labels; each label scanned marks that item handed in with a clear sign; "Alles ingeleverd",
 * the count of hand-written labels, "Retour bij inleveren", and "Inleveren afronden", which
 * mails the seller. Every step goes through the device's queue, so a network drop loses nothing.
 */
import { memo, useLayoutEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import type { Theme } from '@mui/material/styles';
import { euro } from '@backend/kern/geld';
import type { InleverArtikel, InleverVerkoper } from '@backend/inlevering/domein';
import type { Inlevering } from '@backend/inlevering/domein';
import {
  MELDING_ARTIKEL_ONBEKEND,
  WAARSCHUWING_AL_GESCAND,
  WAARSCHUWING_ANDERE_VERKOPER,
  waarschuwingTeVeel,
} from '@backend/inlevering/domein';
import { STATUS_NAAM, type ArtikelStatus } from '@backend/inlevering/domein';
import { leesKassaInvoer } from '@backend/kassa/domein';
import { opDeBeursklok } from '@backend/kern/datums';
import { haalInleverVerkoper, haalInleverVerkopers, type Bron } from './api';
import { BalieBovenkant, BalieKader, VerkoperSectie } from './BalieDelen';
import { InleverKnoppen, type Acties } from './InleverKnoppen';
import { InleverVoortgangSectie } from './InleverVoortgangSectie';
import type { BalieVerbinding } from './useBalie';
import { useBalieScherm, useVervers, type StapRegels } from './useBalieScherm';
import { useVast } from './useVast';

const stuks = (n: number) => (n === 1 ? '1 artikel' : `${n} artikelen`);
/** A drop-off step applies while the seller's settlement is open. */
/** Under the desk's field: what it takes. */
const UITLEG = 'Typ het verkopersnummer en Enter, of scan een label.';
const INLEVER_REGELS: StapRegels<InleverVerkoper> = (v) => ({ gesloten: v.afrekeningGesloten });

export function InleverenScherm({ bron }: { bron: Bron }) {
  // The frame is drawn here, the screen inside it: a scan renders the screen, not the frame, and
  // the frame styles the screen's rows (SCHERM_STIJL), so they need no style work per scan.
  const [balie, setBalie] = useState<string | null>(null);
  return (
    <BalieKader bron={bron} titel="Inleveren" balie={bron.token ? balie : null} stijl={SCHERM_STIJL}>
      <Inleveren bron={bron} bijBalie={setBalie} />
    </BalieKader>
  );
}

function Inleveren({ bron, bijBalie }: { bron: Bron; bijBalie: (naam: string | null) => void }) {
  const scherm = useBalieScherm(bron, haalInleverVerkoper, haalInleverVerkopers, INLEVER_REGELS);
  const { balie, verkoper, basis, record, setTeken, verbinding, terugNaarVeld } = scherm;
  // Before the paint: the frame shows the desk's name from the first frame on.
  useLayoutEffect(() => bijBalie(balie), [balie, bijBalie]);
  const [retour, setRetour] = useState(false);
  const [handFout, setHandFout] = useState<string | null>(null);
  // Once the server confirmed the seller finished, the list below asks again (the step made it stale).
  const [ververs, verversNu] = useVervers(basis?.afgerond?.op);

  const door = balie ?? '';
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
    const v = await scherm.open(nummer);
    if (!v) return;
    setRetour(v.retourBijInleveren);
    setHandFout(null);
    if (dan) markeer(v, verbinding.bijgewerkt(v.inlevering, v.afrekeningGesloten, door), dan.artikelnummer, dan.code);
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
  const waarschuwingen = useMemo(
    () => [...(verkoper?.waarschuwingen ?? []), ...(teVeel ? [teVeel] : [])],
    [verkoper?.waarschuwingen, teVeel],
  );
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
      verversNu();
      terugNaarVeld();
    },
  };
  const alles = useVast(acties.alles);
  const hand = useVast(acties.hand);
  const retourZet = useVast(acties.retour);
  const afronden = useVast(acties.afronden);
  const stabieleActies = useMemo<Acties>(
    () => ({ alles, hand, retour: retourZet, afronden, terugNaarVeld }),
    [alles, hand, retourZet, afronden, terugNaarVeld],
  );

  return (
    <>
      <BalieBovenkant scherm={scherm} bijEnter={bijEnter} uitleg={UITLEG} />
      {verkoper && record && (
        <VerkoperSectie verkoper={verkoper}>
          {dicht && (
            <Alert severity="info" sx={{ mb: 1 }}>
              De afrekening is afgesloten: inleveren is voorbij. Je ziet hier wat er is ingeleverd.
            </Alert>
          )}
          <Waarschuwingen lijst={waarschuwingen} />
          {/* One string: one text node that a scan changes, not five. */}
          <p className="inlever-telling" data-testid="telling">
            {`${record.ingeleverd.length} van ${verkoper.artikelen.length} artikelen met label ingeleverd` +
              (record.handgeschreven > 0 ? `, ${stuks(record.handgeschreven)} handgeschreven` : '') +
              (record.afgerond ? ` · afgerond om ${opDeBeursklok(record.afgerond.op).tijd}` : '')}
          </p>
          <ul className="inleverrijen" aria-label={`Artikelen van verkoper ${verkoper.nummer}`}>
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
          </ul>
          <InleverKnoppen
            sleutel={String(verkoper.nummer)}
            dicht={dicht}
            allesKan={open_.length > 0}
            handgeschreven={record.handgeschreven}
            handFout={handFout}
            retour={retour}
            afgerond={record.afgerond !== null}
            acties={stabieleActies}
          />
        </VerkoperSectie>
      )}
      <InleverVoortgangSectie bron={bron} ververs={ververs} />
    </>
  );
}

/** The seller's warnings (too many items, …): rendered again only when they change. */
const Waarschuwingen = memo(function Waarschuwingen({ lijst }: { lijst: string[] }) {
  return lijst.map((w) => (
    <Alert key={w} severity="warning" sx={{ mb: 1 }} data-testid="waarschuwing">
      {w}
    </Alert>
  ));
});

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
  display: 'flex',
  flexDirection: 'column',
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
    // Room for the checkbox's focus ring: content-visibility clips what is painted to the row.
    px: 0.5,
    // A row off the screen is neither laid out nor painted until it is scrolled to: a scan then
    // costs the frame only the rows in view, not all 48 (bench:inlevering-scan).
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 45px',
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

/** Set once on the frame (BalieKader): the count and the rows, plain markup that a scan renders. */
const SCHERM_STIJL = {
  '& .inlever-telling': { typography: 'body1', m: 0, mb: 1 },
  '& .inleverrijen': RIJEN_STIJL,
} as const;
