/**
 * Items ('artikelen') a seller lists online, and the rules for them (issue 13). Shared with the
 * web app: the seller's form refuses exactly what the server refuses.
 *
 * The model, across fairs: an item belongs to the seller (their number, for life) and keeps its
 * item number for good, because its label's code (artikelcode.ts) holds no fair id. It is on
 * offer at every fair the seller takes part in, from the fair that was current when it was added,
 * until it is sold (`verkochtIn`, the fair where the till sold it), goes to charity unsold
 * (`goedDoelIn`, the fair whose settlement put it on a charity list) or the seller deletes it. A
 * deleted item is kept, marked, so its number is never given to another item of that seller.
 */
import { artikelcode, MAX_ARTIKELNUMMER, type ArtikelSleutel } from './artikelcode';
import { BABY_MATEN, KINDER_MATEN } from '../../seizoen/domein/beurs';
import { isIsoDatum, langeDatum, opDeBeursklok, plusDagen } from '../../kern/datums';
import { DomainError } from '../../kern/errors';
import { doetMeeAan, type TelDeelnemer } from '../../registratie/domein/registratie';
import type { Aflevering } from '../../kern/types';
import { naamregel, type Uitkomst, type Veldregel } from '../../kern/velden';

export const SOORTEN = ['Kleding', 'Speelgoed', 'Boeken', 'Overig'] as const;
export type Soort = (typeof SOORTEN)[number];

/** The fair has two rooms, each with its own till (SPEC.md, Kopen). */
export type Ruimte = 'Kleding' | 'Speelgoed';

export const isSoort = (waarde: unknown): waarde is Soort =>
  typeof waarde === 'string' && (SOORTEN as readonly string[]).includes(waarde);

/**
 * The room an item is sold in. Only clothing goes to the clothing room, which is laid out by
 * size group. Books are in the toys room (SPEC.md, Home: 'Speelgoed: toys and children's
 * books'), and so is everything else (shoes, buggies, bikes, carriers, dress-up): it has no size
 * group to be sorted into, and the toys room is where the large items stand.
 */
export const ruimteVan = (soort: Soort): Ruimte => (soort === 'Kleding' ? 'Kleding' : 'Speelgoed');

/** The size groups of SPEC.md (Verkopen), the only sizes a clothing item can have. */
export const MATEN: readonly string[] = [...BABY_MATEN, ...KINDER_MATEN];

export interface ArtikelInvoer {
  omschrijving: string;
  soort: Soort;
  /** A size group of MATEN for Kleding; null for the other kinds. */
  maat: string | null;
  prijsCent: number;
  /** The seller wants it back when unsold (the red dot and 'retour' on the label). */
  retour: boolean;
}

export interface Artikel extends ArtikelInvoer, ArtikelSleutel {
  /** ISO timestamp of when it was added. */
  aangemaakt: string;
  /** The fair that was current when it was added: it is on offer from that fair on. */
  eersteAfleveringId: string;
  /** The fair at which it was sold (markeerVerkocht), or null while it is still the seller's. */
  verkochtIn: string | null;
  /**
   * The fair whose closed settlement gave it to charity (markeerGoedDoel): unsold, not 'retour'
   * or under € 1. Like a sold item it is no longer the seller's, from the next fair on.
   */
  goedDoelIn: string | null;
}

/** The administrator's settings for items, per fair. */
export interface ArtikelInstellingen {
  /** 'Artikelen online invoeren': sellers may list their items and print labels. */
  onlineInvoeren: boolean;
  prijsStapCent: number;
  minimumPrijsCent: number;
  maxArtikelen: number;
  /** The highest price a seller may ask (SPEC.md names none; a typo of 1000 for 10 is the risk). */
  maximumPrijsCent: number;
  /**
   * The last moment to change the list, local time 'yyyy-MM-ddTHH:mm' (Europe/Amsterdam), or
   * null for the default: the day before the drop-off Friday, 23:59.
   */
  deadline: string | null;
}

export const STANDAARD_ARTIKEL_INSTELLINGEN: ArtikelInstellingen = {
  onlineInvoeren: false,
  prijsStapCent: 50,
  minimumPrijsCent: 50,
  /** Two sheets of 3 × 8 labels. */
  maxArtikelen: 48,
  maximumPrijsCent: 25_000,
  deadline: null,
};

/** The settings' own fields, each the default when absent (stored by an older version, or never). */
export const instellingenUit = (opgeslagen: Partial<ArtikelInstellingen> | undefined): ArtikelInstellingen => {
  const s = { ...STANDAARD_ARTIKEL_INSTELLINGEN, ...opgeslagen };
  return {
    onlineInvoeren: s.onlineInvoeren,
    prijsStapCent: s.prijsStapCent,
    minimumPrijsCent: s.minimumPrijsCent,
    maxArtikelen: s.maxArtikelen,
    maximumPrijsCent: s.maximumPrijsCent,
    deadline: s.deadline,
  };
};

/** SPEC.md: items under €1 are not returned. */
export const RETOUR_MINIMUM_CENT = 100;
export const MAX_OMSCHRIJVING = 40;
/** Bounds of the administrator's settings. */
export const GRENZEN = {
  prijsStapCent: { min: 5, max: 1000 },
  minimumPrijsCent: { min: 5, max: 10_000 },
  maxArtikelen: { min: 1, max: MAX_ARTIKELNUMMER },
  /** € 1 to € 1.000: above that a typo is likelier than a price at a children's fair. */
  maximumPrijsCent: { min: 100, max: 100_000 },
} as const;

/**
 * Every amount for people, on every screen, PDF, mail and CSV: '€ 2,50', '€ 1.000,00', and a
 * negative one as '€ -3,50' (one way, whatever the amount).
 */
export function euro(cent: number): string {
  const teken = cent < 0 ? '-' : '';
  const abs = Math.abs(cent);
  const euros = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  return `€ ${teken}${euros},${String(abs % 100).padStart(2, '0')}`;
}

export const MELDING_RETOUR_ONDER_EURO = `Retour kan pas vanaf ${euro(RETOUR_MINIMUM_CENT)}. Artikelen onder ${euro(
  RETOUR_MINIMUM_CENT,
)} die niet verkocht worden, gaan naar een goed doel.`;
export const MELDING_NIET_ONLINE = 'Artikelen online invoeren staat voor deze beurs niet aan.';
export const MELDING_NIET_MEE = 'Je doet niet mee aan de huidige beurs, dus je kunt geen artikelen invoeren.';
export const MELDING_ARTIKELEN_ZONDER_BEURS = 'Er is nog geen beurs gepland.';
export const MELDING_VERKOCHT = 'Dit artikel is al verkocht en kan niet meer veranderen.';
export const MELDING_GOED_DOEL = 'Dit artikel is na de beurs naar een goed doel gegaan en kan niet meer veranderen.';

/** Why an item can no longer change: sold or gone to charity; null while it is the seller's. */
export const weggegaanMelding = (artikel: Pick<Artikel, 'verkochtIn' | 'goedDoelIn'>): string | null =>
  artikel.verkochtIn !== null ? MELDING_VERKOCHT : artikel.goedDoelIn !== null ? MELDING_GOED_DOEL : null;
export const MELDING_NUMMERS_OP = `Je hebt alle ${MAX_ARTIKELNUMMER} artikelnummers gebruikt. Neem contact op met de organisatie.`;
export const meldingNummerMetArtikelen = (nummer: number, aantal: number) =>
  `Verkoper ${nummer} heeft ${aantal} artikelen met labels op dit nummer. Een ander nummer maakt die labels ongeldig; laat de verkoper eerst de artikelen verwijderen.`;
export const meldingMaximum = (max: number) =>
  `Je kunt hoogstens ${max} artikelen invoeren. Verwijder eerst een artikel.`;
export const meldingDeadline = (deadline: string) =>
  `De artikellijst kon tot en met ${leesbareDeadline(deadline)} veranderd worden. Neem contact op met de organisatie.`;

export const omschrijvingregel: Veldregel = naamregel('Omschrijving', MAX_OMSCHRIJVING);

/** 'donderdag 10 september 2026 om 23:59', as the seller's form and the messages show a deadline. */
export function leesbareDeadline(deadline: string): string {
  const [datum, tijd] = deadline.split('T');
  return `${langeDatum(datum!)} om ${tijd}`;
}

/** The deadline in effect: the setting, or the day before the drop-off Friday at 23:59. */
export const deadlineVan = (instellingen: Pick<ArtikelInstellingen, 'deadline'>, beurs: Pick<Aflevering, 'datum'>) =>
  instellingen.deadline ?? `${plusDagen(beurs.datum, -2)}T23:59`;

/** The Amsterdam wall-clock minute of an instant, as 'yyyy-MM-ddTHH:mm'. */
export function amsterdamsTijdstip(moment: Date): string {
  const { datum, tijd } = opDeBeursklok(moment);
  return `${datum}T${tijd}`;
}

/**
 * Whether the list may still change at `nu`: up to and including the deadline's minute, on the
 * fair's own clock (Amsterdam), whatever the server's time zone.
 */
export const voorDeadline = (nu: Date, deadline: string) => nu.getTime() < momentVan(deadline).getTime() + 60_000;

/**
 * The instant an Amsterdam wall-clock minute ('yyyy-MM-ddTHH:mm') starts. Compared as an
 * instant, not as text: a text comparison let '2026-13-01T10:00' keep the list open all
 * December (issue #24). The offset is found by looking at the clock twice (summer time).
 */
export function momentVan(tijdstip: string): Date {
  const [datum = '', tijd = ''] = tijdstip.split('T');
  const [j, m, d] = datum.split('-').map(Number);
  const [u, min] = tijd.split(':').map(Number);
  const wand = Date.UTC(j!, m! - 1, d, u, min);
  let moment = wand;
  for (let i = 0; i < 2; i++) moment += wand - Date.parse(`${amsterdamsTijdstip(new Date(moment))}:00Z`);
  return new Date(moment);
}

/** A real date and time of day as 'yyyy-MM-ddTHH:mm': '2026-11-31T23:59' is not one. */
export const isDeadline = (waarde: string) =>
  /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/.test(waarde) && isIsoDatum(waarde.slice(0, 10));

/** The price in cents against the fair's settings, with the Dutch message the form shows. */
export function controleerPrijs(prijsCent: number, instellingen: ArtikelInstellingen): string | null {
  if (!Number.isInteger(prijsCent)) return 'Prijs moet in hele centen zijn';
  if (prijsCent < instellingen.minimumPrijsCent)
    return `Prijs moet minstens ${euro(instellingen.minimumPrijsCent)} zijn`;
  if (prijsCent > instellingen.maximumPrijsCent)
    return `Prijs mag hoogstens ${euro(instellingen.maximumPrijsCent)} zijn`;
  if (prijsCent % instellingen.prijsStapCent !== 0) {
    return `Prijs moet in stappen van ${euro(instellingen.prijsStapCent)} (bijvoorbeeld ${euro(
      Math.max(
        instellingen.minimumPrijsCent,
        Math.round(prijsCent / instellingen.prijsStapCent) * instellingen.prijsStapCent,
      ),
    )})`;
  }
  return null;
}

export type ArtikelVeld = 'omschrijving' | 'soort' | 'maat' | 'prijsCent' | 'retour';

/**
 * Every field rule of an item against the fair's settings: the values as stored (trimmed,
 * maat null unless Kleding), and the message per wrong field. The max count and the deadline are
 * the store's and the use case's.
 */
export function controleerArtikel(
  invoer: ArtikelInvoer,
  instellingen: ArtikelInstellingen,
): { waarde: ArtikelInvoer; fouten: Partial<Record<ArtikelVeld, string>> } {
  const fouten: Partial<Record<ArtikelVeld, string>> = {};
  const omschrijving = omschrijvingregel.controleer(invoer.omschrijving);
  if (!omschrijving.ok) fouten.omschrijving = omschrijving.fout;
  if (!isSoort(invoer.soort)) fouten.soort = `Soort moet een van ${SOORTEN.join(', ')} zijn`;
  let maat: string | null = null;
  if (invoer.soort === 'Kleding') {
    if (!invoer.maat) fouten.maat = 'Maat is verplicht voor kleding';
    else if (!MATEN.includes(invoer.maat)) fouten.maat = `Maat moet een van ${MATEN.join(', ')} zijn`;
    else maat = invoer.maat;
  }
  const prijs = controleerPrijs(invoer.prijsCent, instellingen);
  if (prijs) fouten.prijsCent = prijs;
  else if (invoer.retour && invoer.prijsCent < RETOUR_MINIMUM_CENT) fouten.retour = MELDING_RETOUR_ONDER_EURO;
  return {
    waarde: {
      omschrijving: omschrijving.ok ? omschrijving.waarde : invoer.omschrijving,
      soort: invoer.soort,
      maat,
      prijsCent: invoer.prijsCent,
      retour: invoer.retour,
    },
    fouten,
  };
}

/** The server's form of controleerArtikel: the first wrong field refuses with 400. */
export function geldigArtikel(invoer: ArtikelInvoer, instellingen: ArtikelInstellingen): ArtikelInvoer {
  const { waarde, fouten } = controleerArtikel(invoer, instellingen);
  const eerste = Object.values(fouten)[0];
  if (eerste) throw new DomainError(400, eerste);
  return waarde;
}

/**
 * A price as a seller types it, in euros ('2,50', '2.5', '€ 3', '3,-'), in cents; or the message.
 */
export function leesPrijs(tekst: string): Uitkomst & { cent?: number } {
  const schoon = tekst.replace(/€/g, '').replace(/,-$/, '').trim();
  const m = /^(\d{1,5})(?:[.,](\d{1,2}))?$/.exec(schoon);
  if (!m) return { ok: false, fout: 'Vul de prijs in euro in, bijvoorbeeld 2,50' };
  const cent = Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
  return { ok: true, waarde: String(cent), cent };
}

export type InstellingVeld = 'prijsStapCent' | 'minimumPrijsCent' | 'maximumPrijsCent' | 'maxArtikelen' | 'deadline';

/**
 * The settings' own rules, per field, for the administrator's form (the message at the field)
 * and the server. Amounts are told in euros, as the administrator types them.
 */
export function instellingFouten(i: ArtikelInstellingen): Partial<Record<InstellingVeld, string>> {
  const fouten: Partial<Record<InstellingVeld, string>> = {};
  for (const veld of ['prijsStapCent', 'minimumPrijsCent', 'maximumPrijsCent'] as const) {
    const { min, max } = GRENZEN[veld];
    if (!Number.isInteger(i[veld]) || i[veld] < min || i[veld] > max) {
      fouten[veld] = `${INSTELLING_NAMEN[veld]} moet tussen ${euro(min)} en ${euro(max)} liggen`;
    }
  }
  const { min, max } = GRENZEN.maxArtikelen;
  if (!Number.isInteger(i.maxArtikelen) || i.maxArtikelen < min || i.maxArtikelen > max) {
    fouten.maxArtikelen = `${INSTELLING_NAMEN.maxArtikelen} moet een geheel getal van ${min} tot en met ${max} zijn`;
  }
  if (!fouten.prijsStapCent && !fouten.minimumPrijsCent && i.minimumPrijsCent % i.prijsStapCent !== 0) {
    fouten.minimumPrijsCent = `De minimumprijs moet een veelvoud van de prijsstap (${euro(i.prijsStapCent)}) zijn`;
  }
  if (!fouten.minimumPrijsCent && !fouten.maximumPrijsCent && i.maximumPrijsCent < i.minimumPrijsCent) {
    fouten.maximumPrijsCent = 'De maximumprijs moet minstens de minimumprijs zijn';
  }
  if (i.deadline !== null && !isDeadline(i.deadline)) {
    fouten.deadline = 'De deadline moet een datum en tijd zijn (jjjj-mm-ddTuu:mm)';
  }
  return fouten;
}

/** The first of instellingFouten, or null: what the server answers. */
export function controleerInstellingen(i: ArtikelInstellingen): string | null {
  return Object.values(instellingFouten(i))[0] ?? null;
}

export const INSTELLING_NAMEN = {
  prijsStapCent: 'Prijsstap',
  minimumPrijsCent: 'Minimumprijs',
  maxArtikelen: 'Maximum aantal artikelen per verkoper',
  maximumPrijsCent: 'Maximumprijs',
} as const;

/** The seller's next item number: one past the highest ever given, deleted items included. */
export function volgendArtikelnummer(hoogste: number): number {
  if (hoogste >= MAX_ARTIKELNUMMER) throw new DomainError(409, MELDING_NUMMERS_OP);
  return hoogste + 1;
}

/** Refuses the item that would bring the seller over the maximum. */
export function controleerAantal(open: number, max: number): void {
  if (open >= max) throw new DomainError(409, meldingMaximum(max));
}

/**
 * Whether an item is on offer at `beurs`: its seller takes part in that fair, it was added at
 * that fair or before, and it was not sold or given to charity at an earlier fair (an item sold
 * or given away at `beurs` itself is part of that fair's settlement). `volgnummerVan` knows the
 * fairs' order; an item whose first fair was deleted counts as from before.
 */
export function opAanbodIn(
  artikel: Pick<Artikel, 'eersteAfleveringId' | 'verkochtIn'> & Partial<Pick<Artikel, 'goedDoelIn'>>,
  verkoper: TelDeelnemer,
  beurs: Pick<Aflevering, 'id' | 'volgnummer'>,
  volgnummerVan: (afleveringId: string) => number | undefined,
): boolean {
  if (!doetMeeAan(verkoper, beurs)) return false;
  if ((volgnummerVan(artikel.eersteAfleveringId) ?? -Infinity) > beurs.volgnummer) return false;
  const weg = artikel.verkochtIn ?? artikel.goedDoelIn ?? null;
  if (weg === null) return true;
  return (volgnummerVan(weg) ?? Infinity) >= beurs.volgnummer;
}

/** An item number from a URL path, or null for anything that cannot be one. */
export function leesArtikelnummer(tekst: string): number | null {
  if (!/^\d{1,3}$/.test(tekst)) return null;
  const nummer = Number(tekst);
  return nummer >= 1 && nummer <= MAX_ARTIKELNUMMER ? nummer : null;
}

/** The order of every list of items: seller, then item number. */
export const artikelVolgorde = (a: ArtikelSleutel, b: ArtikelSleutel) =>
  a.verkopersnummer - b.verkopersnummer || a.artikelnummer - b.artikelnummer;

/** An item as the API answers it: with its code and room, so no client recomputes them. */
export interface ArtikelMetCode extends Artikel {
  code: string;
  ruimte: Ruimte;
}

export const metCode = (a: Artikel): ArtikelMetCode => ({ ...a, code: artikelcode(a), ruimte: ruimteVan(a.soort) });

/**
 * Why the seller cannot change their list now, or null when they can: no fair yet, the option is
 * off for this fair, they do not take part in it, or the deadline passed. Shown on the page, and
 * the server's guard (409) on every change.
 */
export function wijzigMelding(
  nu: Date,
  verkoper: TelDeelnemer,
  beurs: Pick<Aflevering, 'id' | 'datum'> | null,
  instellingen: ArtikelInstellingen,
): string | null {
  if (!beurs) return MELDING_ARTIKELEN_ZONDER_BEURS;
  if (!instellingen.onlineInvoeren) return MELDING_NIET_ONLINE;
  if (!doetMeeAan(verkoper, beurs)) return MELDING_NIET_MEE;
  const deadline = deadlineVan(instellingen, beurs);
  return voorDeadline(nu, deadline) ? null : meldingDeadline(deadline);
}

/** What the seller's page 'Mijn artikelen' shows. */
export interface MijnArtikelen {
  verkopersnummer: number;
  /** The current fair, or null before any is planned. */
  beurs: Pick<Aflevering, 'id' | 'datum'> | null;
  instellingen: ArtikelInstellingen;
  /** The deadline in effect ('yyyy-MM-ddTHH:mm', Amsterdam), or null without a fair. */
  deadline: string | null;
  /** Why the list cannot change now (wijzigMelding), or null. */
  gesloten: string | null;
  artikelen: ArtikelMetCode[];
  /**
   * The items of this seller that went to charity at the last fair whose settlement is closed
   * (they are no longer on the list above), or null when none did.
   */
  naarGoedDoel: { datum: string; artikelen: GoedDoelArtikel[] } | null;
}

/** An item the seller gave to charity, as their page shows it. */
export interface GoedDoelArtikel {
  code: string;
  artikelnummer: number;
  omschrijving: string;
  maat: string | null;
  prijsCent: number;
  /** Where it went (domain/afrekening.ts GOED_DOEL_KORT). */
  doel: string;
}

/** One seller's line in the administrator's overview of the current fair. */
export interface ArtikelTelling {
  nummer: number;
  naam: string;
  aantal: number;
  totaalCent: number;
  retour: number;
}

export interface ArtikelenOverzicht {
  beurs: Pick<Aflevering, 'id' | 'datum'> | null;
  instellingen: ArtikelInstellingen;
  deadline: string | null;
  /** Every seller taking part, by number, with their items on offer. */
  verkopers: ArtikelTelling[];
  aantal: number;
  totaalCent: number;
}

/** The administrator's list of one seller. */
export interface VerkoperArtikelen {
  nummer: number;
  naam: string;
  artikelen: ArtikelMetCode[];
}
