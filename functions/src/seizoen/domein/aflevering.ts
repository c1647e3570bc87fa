import { deadlineVan, leesbareDeadline } from '../../kern/deadline';
import { euro } from '../../kern/geld';
import { langeDatum, parseIsoDatum, plusDagen } from '../../kern/datums';
import { conflict } from '../../kern/errors';
import type { Aflevering, ArtikelInstellingen, Nieuws, Settings } from '../../kern/types';

/** A new aflevering follows the last: volgnummer + 1, date + 26 weeks (SPEC.md section 4). */
export function nieuweAfleveringStandaard(
  laatste: Pick<Aflevering, 'volgnummer' | 'datum'> | null,
  vandaag: string,
): { volgnummer: number; datum: string } {
  if (!laatste) return { volgnummer: 1, datum: vandaag };
  return { volgnummer: laatste.volgnummer + 1, datum: plusDagen(laatste.datum, 26 * 7) };
}

/** The latest aflevering is the one with the highest volgnummer. */
export const laatsteAflevering = (lijst: Aflevering[]): Aflevering | null =>
  lijst.reduce<Aflevering | null>((a, b) => (!a || b.volgnummer > a.volgnummer ? b : a), null);

/** Two afleveringen never share a volgnummer: the refusal when one would. */
export const volgnummerBezet = (volgnummer: number) =>
  conflict(`Er bestaat al een aflevering met volgnummer ${volgnummer}`);

/**
 * Adding the next aflevering starts the next fair: a new aflevering that comes after the one that
 * was current. (Adding the very first, correcting a date or adding one in between starts nothing.)
 */
export const startVolgendeBeurs = (
  vorige: Pick<Aflevering, 'volgnummer'> | null,
  nieuw: Pick<Aflevering, 'volgnummer'> | null,
): boolean => vorige !== null && nieuw !== null && nieuw.volgnummer > vorige.volgnummer;

/**
 * What the next fair does not take over from the last one: registration starts closed (the
 * administrator opens it, which sends the 'Ik doe weer mee' reminder), and the news, written for
 * the last fair, starts empty. The item settings are per fair already (online entry off).
 */
export const VOLGENDE_BEURS_SETTINGS = {
  inschrijvingGeopend: false,
  inschrijvingGesloten: false,
} as const satisfies Partial<Settings>;
export const VOLGENDE_BEURS_NIEUWS = { tekst: '' } as const;

/** One step of preparing the new fair, done or not as the data says (never ticked by hand). */
export interface ChecklistPunt {
  sleutel: 'datum' | 'artikelen' | 'kassas' | 'nieuws' | 'inschrijving';
  titel: string;
  klaar: boolean;
  /** What is there, or what to do. */
  uitleg: string;
  /** The admin screen where it is done. */
  link: string;
}

export interface BeursChecklist {
  beurs: Pick<Aflevering, 'id' | 'volgnummer' | 'datum'>;
  /** The fair's day has passed: the next step is adding the next aflevering. */
  geweest: boolean;
  punten: ChecklistPunt[];
}

export interface ChecklistInvoer {
  beurs: Aflevering;
  /** Today on the fair's clock (Amsterdam), yyyy-MM-dd. */
  vandaag: string;
  settings: Settings;
  nieuws: Nieuws;
  artikelInstellingen: ArtikelInstellingen;
  /** Saved by the administrator for this fair, not just the defaults. */
  leesArtikelInstellingenBewaard: boolean;
  kassas: number;
  /** People who had the 'Ik doe weer mee' reminder for this fair. */
  herinnerd: number;
}

const meervoud = (n: number, een: string, meer: string) => `${n} ${n === 1 ? een : meer}`;

/** Whether the news says anything: the editor saves an empty text as empty paragraphs. */
export const heeftNieuws = (nieuws: Nieuws) =>
  nieuws.tekst
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim() !== '';

function datumPunt(beurs: Aflevering, vandaag: string): ChecklistPunt {
  const lang = langeDatum(beurs.datum);
  const dag = `${lang[0]!.toUpperCase()}${lang.slice(1)}`;
  const zaterdag = parseIsoDatum(beurs.datum).getUTCDay() === 6;
  const basis = { sleutel: 'datum', titel: 'Datum van de beurs', link: '/afleveringen' } as const;
  if (beurs.datum < vandaag)
    return { ...basis, klaar: false, uitleg: `${dag} is al geweest. Voeg de volgende aflevering toe.` };
  if (!zaterdag)
    return { ...basis, klaar: false, uitleg: `${dag} is geen zaterdag. Pas de datum aan in de tabel hieronder.` };
  return { ...basis, klaar: true, uitleg: `${dag}.` };
}

function artikelenPunt(i: ChecklistInvoer): ChecklistPunt {
  const a = i.artikelInstellingen;
  const basis = { sleutel: 'artikelen', titel: 'Regels voor artikelen', link: '/artikelen' } as const;
  if (!i.leesArtikelInstellingenBewaard)
    return {
      ...basis,
      klaar: false,
      uitleg:
        "Nog niet bewaard voor deze beurs: prijzen, maximum en deadline staan op de standaard en online invoeren staat uit. Kijk ze na en bewaar ze; zet 'Artikelen online invoeren' aan als verkopers hun artikelen zelf invoeren.",
    };
  return {
    ...basis,
    klaar: true,
    uitleg: `Online invoeren staat ${a.onlineInvoeren ? 'aan' : 'uit'}; hoogstens ${meervoud(a.maxArtikelen, 'artikel', 'artikelen')} van ${euro(a.minimumPrijsCent)} tot ${euro(a.maximumPrijsCent)}; wijzigen kan tot ${leesbareDeadline(deadlineVan(a, i.beurs))}.`,
  };
}

function inschrijvingPunt({ settings, herinnerd }: ChecklistInvoer): ChecklistPunt {
  const basis = { sleutel: 'inschrijving', titel: 'Inschrijving openen', link: '/instellingen' } as const;
  const open = settings.inschrijvingGeopend || settings.inschrijvingGesloten || herinnerd > 0;
  if (!open)
    return {
      ...basis,
      klaar: false,
      uitleg:
        "Zet 'Inschrijving geopend' aan als de rest klaar is. Dan gaat de herinnering 'Ik doe weer mee' één keer naar de verkopers van het afgelopen jaar (niet naar wie zich ervoor afmeldde).",
    };
  const stand = settings.inschrijvingGesloten
    ? 'De inschrijving is gesloten (nieuwe aanmeldingen gaan naar de reservelijst).'
    : settings.inschrijvingGeopend
      ? 'De inschrijving is geopend.'
      : 'De inschrijving was geopend en staat nu dicht.';
  const mail =
    herinnerd > 0
      ? `De herinnering 'Ik doe weer mee' ging naar ${meervoud(herinnerd, 'verkoper', 'verkopers')}.`
      : "De herinnering 'Ik doe weer mee' ging naar niemand: geen verkoper van het afgelopen jaar wachtte er nog op.";
  return { ...basis, klaar: true, uitleg: `${stand} ${mail}` };
}

/**
 * The checklist for the current fair: date, item rules, desks, news, and last opening the
 * registration, which sends the reminder (privacy/herinnering.ts, once per person per fair).
 */
export function beursChecklist(i: ChecklistInvoer): BeursChecklist {
  const nieuws = heeftNieuws(i.nieuws);
  return {
    beurs: { id: i.beurs.id, volgnummer: i.beurs.volgnummer, datum: i.beurs.datum },
    geweest: i.beurs.datum < i.vandaag,
    punten: [
      datumPunt(i.beurs, i.vandaag),
      artikelenPunt(i),
      {
        sleutel: 'kassas',
        titel: 'Kassa’s',
        link: '/kassa',
        klaar: i.kassas > 0,
        uitleg:
          i.kassas > 0
            ? `${meervoud(i.kassas, 'kassa', 'kassa’s')} voor deze beurs.`
            : 'Nog geen kassa voor deze beurs; de kassa’s van de vorige beurs werken niet meer.',
      },
      {
        sleutel: 'nieuws',
        titel: 'Nieuws',
        link: '/nieuws-edit',
        klaar: nieuws,
        uitleg: nieuws
          ? 'Er staat nieuws op de site. Kijk na of het nog klopt wanneer je de inschrijving opent.'
          : 'Er staat geen nieuws op de site: het nieuws van de vorige beurs is weggehaald. Schrijf wat er voor deze beurs speelt.',
      },
      inschrijvingPunt(i),
    ],
  };
}
