/**
 * The settlement (afrekening) of one fair: from the participants, the till's receipts, the
 * items entered online and the settings to every seller's envelope, the unsold items' way
 * back or to charity, and the fair's numbers. Pure, and the only place these rules live
 * (SPEC.md section 9: 20 % commission, €1 administration fee, €2 for returning unsold items,
 * items under €1 are not returned; volunteers pay no administration fee).
 *
 * Money is integer cents. Rounding happens only where the rule says: the commission to whole
 * cents (halves up), the envelope down to 5 cents (the smallest coin in use).
 */
import { artikelcode, type ArtikelSleutel } from '../../artikelen/domein/artikelcode';
import type { Artikel, GoedDoelArtikel, Ruimte, Soort } from '../../artikelen/domein/artikelen';
import { euro, MATEN, RETOUR_MINIMUM_CENT, ruimteVan } from '../../artikelen/domein/artikelen';
import { DomainError } from '../../kern/errors';
import { regelSleutel, RUIMTES, type Bon, type BonRegel, type Kassa } from '../../kassa/domein/kassa';
import { isActieveDeelnemer } from '../../registratie/domein/registratie';
import type { Aflevering, AfrekeningInstellingen, Deelnemer } from '../../kern/types';

export type { AfrekeningInstellingen };

/** SPEC.md section 9. */
export const STANDAARD_AFREKENING_INSTELLINGEN: AfrekeningInstellingen = {
  commissiePercentage: 20,
  administratiekostenCent: 100,
  retourkostenCent: 200,
};

/**
 * SPEC.md: leftover clothing to a charity shop, toys to a toy charity, part of the books to the
 * school. 'Overig' (shoes, buggies, carriers, dress-up) is what a charity shop takes.
 */
export type GoedDoel = 'kringloopwinkel' | 'speelgoedbank' | 'school';
export const GOED_DOEL_NAAM: Record<GoedDoel, string> = {
  kringloopwinkel: 'Kringloopwinkel (kleding en overig)',
  speelgoedbank: 'Speelgoed-goed doel (speelgoed)',
  school: 'School (boeken; wat de school niet wil naar het speelgoed-goed doel)',
};
/** The same, short enough for a tab. */
export const GOED_DOEL_KORT: Record<GoedDoel, string> = {
  kringloopwinkel: 'Kringloopwinkel',
  speelgoedbank: 'Speelgoed-goed doel',
  school: 'School',
};
const GOED_DOEL: Record<Soort, GoedDoel> = {
  Kleding: 'kringloopwinkel',
  Speelgoed: 'speelgoedbank',
  Boeken: 'school',
  Overig: 'kringloopwinkel',
};

/** A participant of the fair, as far as the settlement needs them. */
export interface AfrekenDeelnemer {
  nummer: number;
  naam: string;
  /** Volunteered on Friday or Saturday of this fair: no administration fee. */
  vrijwilliger: boolean;
}

/** An item entered online (domain/artikelen.ts). */
export type AfrekenArtikel = Pick<
  Artikel,
  'verkopersnummer' | 'artikelnummer' | 'omschrijving' | 'soort' | 'maat' | 'prijsCent' | 'retour'
>;

/** A receipt of the till (domain/kassa.ts). */
export type AfrekenBon = Pick<Bon, 'id' | 'kassaId' | 'gesloten' | 'geannuleerd' | 'regels' | 'teBetalenCent'>;
export type AfrekenBonRegel = BonRegel;

export interface AfrekenInvoer {
  deelnemers: AfrekenDeelnemer[];
  artikelen: AfrekenArtikel[];
  kassas: Pick<Kassa, 'id' | 'naam' | 'ruimte'>[];
  bonnen: AfrekenBon[];
  /** Sellers whose hand-written labels were marked 'retour' at drop-off (recorded on /afrekening). */
  retourBijAfgifte: number[];
  /** Cash counted per desk (by kassa id) after the fair, entered by the administrator, in cents. */
  geteld: Record<string, number>;
  /** The administrator's decisions on single receipt lines (Nakijken, or a line voided). */
  besluiten: RegelBesluit[];
  instellingen: AfrekeningInstellingen;
}

/**
 * What the administrator decided about one receipt line. The till takes every sale (it works
 * offline and the money was taken), so a line the server cannot match with the fair is kept
 * and listed under Nakijken until decided:
 * - 'akkoord': the line counts as sold, at the price the desk took;
 * - 'lijstprijs': the seller is paid the listed price (only for an item whose price differs);
 * - 'vervalt': the line counts for no seller; its cash stays in the drawer, for the organisation
 *   (a line voided on its own, as after a double sale; the rest of the receipt stays).
 */
export type RegelBesluitSoort = 'akkoord' | 'lijstprijs' | 'vervalt';
export const REGEL_BESLUITEN: readonly RegelBesluitSoort[] = ['akkoord', 'lijstprijs', 'vervalt'];

export interface RegelBesluit {
  bonId: string;
  /** The line's place on its receipt, from 0; a receipt never changes after it is stored. */
  regel: number;
  besluit: RegelBesluitSoort;
  /** Why; required when a line is voided. */
  reden: string;
  /** The administrator's username, and when. */
  door: string;
  op: string;
}

/** Why a receipt line needs a decision before the settlement can be closed (issue #24). */
export const NAKIJK_SOORTEN = ['prijs', 'onbekend-artikel', 'onbekende-verkoper'] as const;
export type NakijkSoort = (typeof NAKIJK_SOORTEN)[number];
export const NAKIJK_UITLEG: Record<NakijkSoort, string> = {
  prijs: 'Verkocht voor een andere prijs dan de lijstprijs',
  'onbekend-artikel': 'Dit artikelnummer staat niet op de lijst van de verkoper',
  'onbekende-verkoper': 'Dit verkopersnummer doet niet mee aan deze beurs',
};

/** The decisions that fit a line: a line without a question can only be voided. */
export function besluitenVoor(soort: NakijkSoort | null): RegelBesluitSoort[] {
  if (soort === 'prijs') return ['akkoord', 'lijstprijs', 'vervalt'];
  if (soort === null) return ['vervalt'];
  return ['akkoord', 'vervalt'];
}

export const MAX_REDEN = 200;
export const MELDING_REDEN_VERPLICHT = 'Schrijf erbij waarom de regel vervalt';

export const BESLUIT_NAAM: Record<RegelBesluitSoort, string> = {
  akkoord: 'akkoord (verkoopprijs)',
  lijstprijs: 'lijstprijs',
  vervalt: 'vervalt',
};

/** Refuses (400) a decision that does not fit a line of this kind, or a voiding without a reason. */
export function controleerBesluit(
  soort: NakijkSoort | null,
  keuze: { besluit: RegelBesluitSoort; reden: string },
): void {
  if (!besluitenVoor(soort).includes(keuze.besluit))
    throw new DomainError(
      400,
      soort === null
        ? 'Deze regel is in orde; hij kan alleen vervallen'
        : `Bij "${NAKIJK_UITLEG[soort]}" past ${besluitenVoor(soort)
            .map((b) => `"${BESLUIT_NAAM[b]}"`)
            .join(' of ')}`,
    );
  if (keuze.besluit === 'vervalt' && keuze.reden === '') throw new DomainError(400, MELDING_REDEN_VERPLICHT);
}

/** A line under Nakijken, or one the administrator decided on: with its receipt and desk. */
export interface Nakijkpunt {
  bonId: string;
  regel: number;
  kassaId: string;
  kassaNaam: string;
  /** When the receipt was closed at the desk. */
  gesloten: string;
  verkopersnummer: number;
  artikelnummer: number | null;
  /** What the desk took for the line. */
  prijsCent: number;
  /** The item's listed price and description, when the seller listed it. */
  lijstprijsCent: number | null;
  omschrijving: string | null;
  /** null: nothing to check, but decided on (a line voided). */
  soort: NakijkSoort | null;
  besluit: RegelBesluit | null;
}

export { regelSleutel };

/** Notes and coins from €50 down to €0.05, in cents. */
export const COUPURES = [5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5] as const;
export type Coupure = (typeof COUPURES)[number];
export type Coupures = Record<Coupure, number>;

export interface VerkochtArtikel {
  artikelnummer: number | null;
  omschrijving: string;
  prijsCent: number;
  /** The same item was on more than one receipt (the till keeps both; see DESIGN.md). */
  dubbel: boolean;
}

export interface OnverkochtArtikel {
  artikelnummer: number;
  omschrijving: string;
  maat: string | null;
  prijsCent: number;
}

export interface VerkoperAfrekening {
  nummer: number;
  naam: string;
  vrijwilliger: boolean;
  /** Receipt lines of this seller (items sold, hand-written or not). */
  verkocht: number;
  /** How many of those were hand-written labels. */
  handgeschreven: number;
  verkochteArtikelen: VerkochtArtikel[];
  omzetCent: number;
  commissieCent: number;
  administratiekostenCent: number;
  retourkostenCent: number;
  /** omzet − commissie − administratiekosten − retourkosten; negative: the seller owes it. */
  uitbetalingCent: number;
  /** The cash in the envelope: uitbetaling rounded down to 5 cents, 0 when nothing is due. */
  envelopCent: number;
  /** What the seller still has to pay ('nog te betalen'), 0 when the uitbetaling is not negative. */
  nogTeBetalenCent: number;
  /** Why retourkosten are charged: an item marked retour, or the mark at drop-off. */
  retourReden: 'artikel' | 'afgifte' | null;
  coupures: Coupures;
  /** Unsold items that go back to the seller (marked retour, price ≥ €1). */
  terug: OnverkochtArtikel[];
  /** Unsold items that go to charity. */
  goedDoel: (OnverkochtArtikel & { doel: GoedDoel })[];
}

export interface KassaOverzicht {
  kassaId: string;
  naam: string;
  ruimte: Ruimte | null;
  bonnen: number;
  /** The sum of the lines: what the sellers earned at this desk. */
  omzetCent: number;
  /** The cash the desk took: the receipts' totals rounded to 5 cents (domain/kassa.ts). */
  geregistreerdCent: number;
  /** Counted by the administrator, null until entered. */
  geteldCent: number | null;
  /** geteld − geregistreerd; null until counted. */
  verschilCent: number | null;
}

export interface Grafiekcijfers {
  perRuimte: {
    ruimte: Ruimte;
    aangeboden: number;
    verkochtVanAangeboden: number;
    verkocht: number;
    omzetCent: number;
  }[];
  /** Takings per half hour per room, in Amsterdam time ('10:00', '10:30', ...). */
  perHalfUur: { tijd: string; Kleding: number; Speelgoed: number; onbekend: number }[];
  /** Clothing only: the size groups the clothing room is laid out by. */
  perMaatgroep: { groep: string; verkocht: number; aangeboden: number }[];
  perPrijsklasse: { klasse: string; verkocht: number; aangeboden: number }[];
}

export interface AfrekeningTotalen {
  verkopers: number;
  aangeboden: number;
  verkocht: number;
  omzetCent: number;
  commissieCent: number;
  administratiekostenCent: number;
  retourkostenCent: number;
  /** What the 5-cent rounding of the envelopes leaves with the organisation. */
  afrondingCent: number;
  /** Sum of the envelopes: the cash that goes out. */
  envelopCent: number;
  /** What sellers still have to pay. */
  nogTeBetalenCent: number;
  /** Cash taken at the desks (receipts rounded to 5 cents). */
  kasCent: number;
  /** What the desks' 5-cent rounding added to the cash (kas − omzet; may be negative). */
  kasAfrondingCent: number;
  /** What the organisation keeps of the cash: kas − envelopes (it also collects nogTeBetalen). */
  organisatieCent: number;
  coupures: Coupures;
  bonnen: number;
  geannuleerdeBonnen: number;
  /** Item codes sold on more than one receipt, to check with the desks. */
  dubbelVerkocht: { verkopersnummer: number; artikelnummer: number; keer: number }[];
  /** Receipt lines for seller numbers that take no part in this fair (and not voided). */
  onbekendeVerkopers: number[];
  /** Lines under Nakijken without a decision: the settlement cannot be closed while any is left. */
  nakijkenOpen: number;
  /**
   * What the decisions moved from the sellers to the organisation: the lines' cash minus what
   * the sellers are paid for them (voided lines, listed prices); negative when a listed price is higher.
   */
  nietUitbetaaldCent: number;
}

export interface Afrekening {
  instellingen: AfrekeningInstellingen;
  verkopers: VerkoperAfrekening[];
  kassa: KassaOverzicht[];
  totalen: AfrekeningTotalen;
  grafiek: Grafiekcijfers;
  /** Lines to check (and lines decided on), in the order the receipts were closed. */
  nakijken: Nakijkpunt[];
}

const geenCoupures = (): Coupures => Object.fromEntries(COUPURES.map((c) => [c, 0])) as Coupures;

/** The notes and coins for an amount that is a multiple of 5 cents, largest first. */
export function coupuresVoor(bedragCent: number): Coupures {
  if (!Number.isInteger(bedragCent) || bedragCent < 0 || bedragCent % 5 !== 0) {
    throw new RangeError(`Geen bedrag in stappen van 5 cent: ${bedragCent}`);
  }
  const uit = geenCoupures();
  let rest = bedragCent;
  for (const c of COUPURES) {
    uit[c] = Math.floor(rest / c);
    rest -= uit[c] * c;
  }
  return uit;
}

/** Commission in whole cents, halves rounded up (integer arithmetic, no float error). */
export function commissie(omzetCent: number, percentage: number): number {
  return Math.floor((omzetCent * percentage * 2 + 100) / 200);
}

export interface Berekening {
  commissieCent: number;
  administratiekostenCent: number;
  retourkostenCent: number;
  uitbetalingCent: number;
  envelopCent: number;
  nogTeBetalenCent: number;
}

/** THE formula for one seller. */
export function bereken(
  omzetCent: number,
  opties: { vrijwilliger: boolean; retour: boolean },
  instellingen: AfrekeningInstellingen,
): Berekening {
  const commissieCent = commissie(omzetCent, instellingen.commissiePercentage);
  const administratiekostenCent = opties.vrijwilliger ? 0 : instellingen.administratiekostenCent;
  const retourkostenCent = opties.retour ? instellingen.retourkostenCent : 0;
  const uitbetalingCent = omzetCent - commissieCent - administratiekostenCent - retourkostenCent;
  return {
    commissieCent,
    administratiekostenCent,
    retourkostenCent,
    uitbetalingCent,
    envelopCent: uitbetalingCent > 0 ? uitbetalingCent - (uitbetalingCent % 5) : 0,
    nogTeBetalenCent: uitbetalingCent < 0 ? -uitbetalingCent : 0,
  };
}

/** SPEC.md's size groups (Verkopen) as [from, to]: baby 74-80, 86-92; child 98-104 ... 170-176. */
const MAATGROEPEN = MATEN.map((groep) => groep.split('-').map(Number) as [number, number]);
const GEEN_MAAT = 'zonder maat';
const MAATGROEP_NAMEN = [...MAATGROEPEN.map(([v, t]) => `${v}-${t}`), GEEN_MAAT];

/** The size group of a label's size ('98', '98/104', 'maat 110'); others have no group. */
export function maatgroep(maat: string | null): string {
  const getal = maat?.match(/\d+/)?.[0];
  if (getal === undefined) return GEEN_MAAT;
  const n = Number(getal);
  const groep = MAATGROEPEN.find(([van, tot]) => n >= van && n <= tot);
  return groep ? `${groep[0]}-${groep[1]}` : GEEN_MAAT;
}

const PRIJSKLASSEN: readonly [number, string][] = [
  [100, 'onder € 1'],
  [300, '€ 1 tot 3'],
  [500, '€ 3 tot 5'],
  [1000, '€ 5 tot 10'],
  [2000, '€ 10 tot 20'],
  [Number.POSITIVE_INFINITY, '€ 20 en meer'],
];
const PRIJSKLASSE_NAMEN = PRIJSKLASSEN.map(([, k]) => k);
export const prijsklasse = (prijsCent: number): string => PRIJSKLASSEN.find(([tot]) => prijsCent < tot)![1];

const halfUurFormaat = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** The half hour a moment falls in, on the fair's clock (Amsterdam): '10:30'. */
export function halfUur(iso: string): string {
  const delen = halfUurFormaat.formatToParts(new Date(iso));
  const uur = delen.find((d) => d.type === 'hour')?.value ?? '00';
  const minuut = Number(delen.find((d) => d.type === 'minute')?.value ?? 0);
  return `${uur}:${minuut < 30 ? '00' : '30'}`;
}

/** halfUur for many receipts: formatting a time zone is slow, and receipts share their minutes. */
function halfUurMetGeheugen(): (iso: string) => string {
  const gezien = new Map<string, string>();
  return (iso) => {
    const minuut = new Date(iso).toISOString().slice(0, 16);
    let uit = gezien.get(minuut);
    if (uit === undefined) gezien.set(minuut, (uit = halfUur(iso)));
    return uit;
  };
}

const artikelSleutel = (verkopersnummer: number, artikelnummer: number) => verkopersnummer * 1000 + artikelnummer;

/**
 * The whole settlement. Sellers are everyone taking part in the fair plus any seller number
 * that has items or receipt lines, sorted by number; voided receipts count nowhere.
 */
export function berekenAfrekening(invoer: AfrekenInvoer): Afrekening {
  const { instellingen } = invoer;
  const artikelen = new Map(invoer.artikelen.map((a) => [artikelSleutel(a.verkopersnummer, a.artikelnummer), a]));
  const deelnemers = new Map(invoer.deelnemers.map((d) => [d.nummer, d]));
  const nietGeannuleerd = invoer.bonnen.filter((b) => !b.geannuleerd);
  const nakijken = nakijkpunten(invoer, nietGeannuleerd, deelnemers, artikelen);
  // From here on every receipt holds its lines as the sellers are paid for them: a voided line
  // is gone, a line decided at the listed price has that price. The desks' cash stays as taken.
  const geldig = metBesluiten(nietGeannuleerd, invoer.besluiten, artikelen);

  const nummers = new Set<number>(deelnemers.keys());
  for (const a of invoer.artikelen) nummers.add(a.verkopersnummer);
  const onbekend = new Set<number>();
  for (const b of geldig)
    for (const r of b.regels) {
      nummers.add(r.verkopersnummer);
      if (!deelnemers.has(r.verkopersnummer)) onbekend.add(r.verkopersnummer);
    }

  const keerVerkocht = new Map<number, number>();
  const regelsPerVerkoper = new Map<number, AfrekenBonRegel[]>();
  for (const b of geldig)
    for (const r of b.regels) {
      if (r.artikelnummer !== null) {
        const k = artikelSleutel(r.verkopersnummer, r.artikelnummer);
        keerVerkocht.set(k, (keerVerkocht.get(k) ?? 0) + 1);
      }
      const lijst = regelsPerVerkoper.get(r.verkopersnummer) ?? [];
      lijst.push(r);
      regelsPerVerkoper.set(r.verkopersnummer, lijst);
    }
  const artikelenPerVerkoper = new Map<number, AfrekenArtikel[]>();
  for (const a of invoer.artikelen) {
    const lijst = artikelenPerVerkoper.get(a.verkopersnummer) ?? [];
    lijst.push(a);
    artikelenPerVerkoper.set(a.verkopersnummer, lijst);
  }
  const retourBijAfgifte = new Set(invoer.retourBijAfgifte);

  const verkopers = [...nummers]
    .sort((a, b) => a - b)
    .map((nummer): VerkoperAfrekening => {
      const deelnemer = deelnemers.get(nummer);
      const regels = regelsPerVerkoper.get(nummer) ?? [];
      const eigen = (artikelenPerVerkoper.get(nummer) ?? []).sort((a, b) => a.artikelnummer - b.artikelnummer);
      const omzetCent = regels.reduce((som, r) => som + r.prijsCent, 0);
      const retourArtikel = eigen.some((a) => a.retour && a.prijsCent >= RETOUR_MINIMUM_CENT);
      const retourReden = retourArtikel ? 'artikel' : retourBijAfgifte.has(nummer) ? 'afgifte' : null;
      const vrijwilliger = deelnemer?.vrijwilliger ?? false;
      const berekening = bereken(omzetCent, { vrijwilliger, retour: retourReden !== null }, instellingen);
      const onverkocht = eigen.filter((a) => !keerVerkocht.has(artikelSleutel(nummer, a.artikelnummer)));
      const kort = (a: AfrekenArtikel): OnverkochtArtikel => ({
        artikelnummer: a.artikelnummer,
        omschrijving: a.omschrijving,
        maat: a.maat,
        prijsCent: a.prijsCent,
      });
      const gaatTerug = (a: AfrekenArtikel) => a.retour && a.prijsCent >= RETOUR_MINIMUM_CENT;
      return {
        nummer,
        naam: deelnemer?.naam ?? '(onbekende verkoper)',
        vrijwilliger,
        verkocht: regels.length,
        handgeschreven: regels.filter((r) => r.artikelnummer === null).length,
        verkochteArtikelen: regels.map((r) => {
          const artikel = r.artikelnummer === null ? undefined : artikelen.get(artikelSleutel(nummer, r.artikelnummer));
          return {
            artikelnummer: r.artikelnummer,
            omschrijving:
              r.artikelnummer === null ? 'handgeschreven label' : (artikel?.omschrijving ?? 'onbekend artikel'),
            prijsCent: r.prijsCent,
            dubbel: r.artikelnummer !== null && (keerVerkocht.get(artikelSleutel(nummer, r.artikelnummer)) ?? 0) > 1,
          };
        }),
        omzetCent,
        ...berekening,
        retourReden,
        coupures: coupuresVoor(berekening.envelopCent),
        terug: onverkocht.filter(gaatTerug).map(kort),
        goedDoel: onverkocht.filter((a) => !gaatTerug(a)).map((a) => ({ ...kort(a), doel: GOED_DOEL[a.soort] })),
      };
    });

  const kassaVan = new Map(invoer.kassas.map((k) => [k.id, k]));
  const kassas = new Map<string, KassaOverzicht>();
  const overzicht = (kassaId: string): KassaOverzicht => {
    let k = kassas.get(kassaId);
    if (!k) {
      const kassa = kassaVan.get(kassaId);
      k = {
        kassaId,
        naam: kassa?.naam ?? 'onbekende kassa',
        ruimte: kassa?.ruimte ?? null,
        bonnen: 0,
        omzetCent: 0,
        geregistreerdCent: 0,
        geteldCent: null,
        verschilCent: null,
      };
      kassas.set(kassaId, k);
    }
    return k;
  };
  for (const k of invoer.kassas) overzicht(k.id);
  for (const b of geldig) {
    const k = overzicht(b.kassaId);
    k.bonnen += 1;
    k.omzetCent += b.regels.reduce((som, r) => som + r.prijsCent, 0);
    k.geregistreerdCent += b.teBetalenCent;
  }
  for (const kassaId of Object.keys(invoer.geteld)) overzicht(kassaId);
  const kassa = [...kassas.values()]
    .map((k) => {
      const geteldCent = invoer.geteld[k.kassaId] ?? null;
      return { ...k, geteldCent, verschilCent: geteldCent === null ? null : geteldCent - k.geregistreerdCent };
    })
    .sort((a, b) => (a.ruimte ?? '~').localeCompare(b.ruimte ?? '~') || a.naam.localeCompare(b.naam, 'nl'));

  const som = (f: (v: VerkoperAfrekening) => number) => verkopers.reduce((s, v) => s + f(v), 0);
  const coupures = geenCoupures();
  for (const v of verkopers) for (const c of COUPURES) coupures[c] += v.coupures[c];
  const omzetCent = som((v) => v.omzetCent);
  const envelopCent = som((v) => v.envelopCent);
  const kasCent = kassa.reduce((s, k) => s + k.geregistreerdCent, 0);
  const regelsCent = nietGeannuleerd.reduce((s, b) => s + b.regels.reduce((t, r) => t + r.prijsCent, 0), 0);
  const totalen: AfrekeningTotalen = {
    verkopers: verkopers.length,
    aangeboden: invoer.artikelen.length,
    verkocht: som((v) => v.verkocht),
    omzetCent,
    commissieCent: som((v) => v.commissieCent),
    administratiekostenCent: som((v) => v.administratiekostenCent),
    retourkostenCent: som((v) => v.retourkostenCent),
    afrondingCent: som((v) => (v.uitbetalingCent > 0 ? v.uitbetalingCent - v.envelopCent : 0)),
    envelopCent,
    nogTeBetalenCent: som((v) => v.nogTeBetalenCent),
    kasCent,
    kasAfrondingCent: kasCent - regelsCent,
    organisatieCent: kasCent - envelopCent,
    coupures,
    bonnen: geldig.length,
    geannuleerdeBonnen: invoer.bonnen.length - geldig.length,
    dubbelVerkocht: [...keerVerkocht]
      .filter(([, keer]) => keer > 1)
      .map(([k, keer]) => ({ verkopersnummer: Math.floor(k / 1000), artikelnummer: k % 1000, keer }))
      .sort((a, b) => a.verkopersnummer - b.verkopersnummer || a.artikelnummer - b.artikelnummer),
    onbekendeVerkopers: [...onbekend].sort((a, b) => a - b),
    nakijkenOpen: nakijken.filter(isOpen).length,
    nietUitbetaaldCent: regelsCent - omzetCent,
  };

  return {
    instellingen,
    verkopers,
    kassa,
    totalen,
    grafiek: grafiekcijfers(invoer, geldig, artikelen, keerVerkocht),
    nakijken,
  };
}

/** A line that needs a decision and has none (or one that does not fit it). */
export const isOpen = (p: Nakijkpunt) =>
  p.soort !== null && (p.besluit === null || !besluitenVoor(p.soort).includes(p.besluit.besluit));

/** Why a receipt line needs checking, or null: against the fair's participants and listed items. */
function nakijkSoort(
  r: AfrekenBonRegel,
  deelnemers: ReadonlyMap<number, AfrekenDeelnemer>,
  artikelen: ReadonlyMap<number, AfrekenArtikel>,
): NakijkSoort | null {
  if (!deelnemers.has(r.verkopersnummer)) return 'onbekende-verkoper';
  if (r.artikelnummer === null) return null;
  const artikel = artikelen.get(artikelSleutel(r.verkopersnummer, r.artikelnummer));
  if (!artikel) return 'onbekend-artikel';
  return artikel.prijsCent === r.prijsCent ? null : 'prijs';
}

function nakijkpunten(
  invoer: AfrekenInvoer,
  bonnen: AfrekenBon[],
  deelnemers: ReadonlyMap<number, AfrekenDeelnemer>,
  artikelen: ReadonlyMap<number, AfrekenArtikel>,
): Nakijkpunt[] {
  const besluiten = new Map(invoer.besluiten.map((b) => [regelSleutel(b.bonId, b.regel), b]));
  const kassaNaam = new Map(invoer.kassas.map((k) => [k.id, k.naam]));
  const uit: Nakijkpunt[] = [];
  for (const bon of [...bonnen].sort((a, b) => (a.gesloten < b.gesloten ? -1 : a.gesloten > b.gesloten ? 1 : 0)))
    bon.regels.forEach((r, regel) => {
      const soort = nakijkSoort(r, deelnemers, artikelen);
      const besluit = besluiten.get(regelSleutel(bon.id, regel)) ?? null;
      if (soort === null && besluit === null) return;
      const artikel =
        r.artikelnummer === null ? undefined : artikelen.get(artikelSleutel(r.verkopersnummer, r.artikelnummer));
      uit.push({
        bonId: bon.id,
        regel,
        kassaId: bon.kassaId,
        kassaNaam: kassaNaam.get(bon.kassaId) ?? 'onbekende kassa',
        gesloten: bon.gesloten,
        verkopersnummer: r.verkopersnummer,
        artikelnummer: r.artikelnummer,
        prijsCent: r.prijsCent,
        lijstprijsCent: artikel?.prijsCent ?? null,
        omschrijving: artikel?.omschrijving ?? null,
        soort,
        besluit,
      });
    });
  return uit;
}

/** The receipts with their lines as the sellers are paid for them (see RegelBesluit). */
function metBesluiten(
  bonnen: AfrekenBon[],
  besluiten: readonly RegelBesluit[],
  artikelen: ReadonlyMap<number, AfrekenArtikel>,
): AfrekenBon[] {
  if (besluiten.length === 0) return bonnen;
  const per = new Map(besluiten.map((b) => [regelSleutel(b.bonId, b.regel), b.besluit]));
  return bonnen.map((bon) => {
    if (!bon.regels.some((_, i) => per.has(regelSleutel(bon.id, i)))) return bon;
    const regels = bon.regels.flatMap((r, i): AfrekenBonRegel[] => {
      const besluit = per.get(regelSleutel(bon.id, i));
      if (besluit === 'vervalt') return [];
      const artikel =
        r.artikelnummer === null ? undefined : artikelen.get(artikelSleutel(r.verkopersnummer, r.artikelnummer));
      return [besluit === 'lijstprijs' && artikel ? { ...r, prijsCent: artikel.prijsCent } : r];
    });
    return { ...bon, regels };
  });
}

/** The settlement cannot be closed while a line under Nakijken waits for a decision. */
export function controleerNakijken(afrekening: Pick<Afrekening, 'nakijken'>): void {
  const open = afrekening.nakijken.filter(isOpen).length;
  if (open > 0)
    throw new DomainError(
      409,
      `Nog ${open === 1 ? '1 regel' : `${open} regels`} onder Nakijken zonder besluit: beslis eerst over ${open === 1 ? 'die regel' : 'elke regel'}.`,
    );
}

function grafiekcijfers(
  invoer: AfrekenInvoer,
  geldig: AfrekenBon[],
  artikelen: Map<number, AfrekenArtikel>,
  keerVerkocht: Map<number, number>,
): Grafiekcijfers {
  const kassaRuimte = new Map(invoer.kassas.map((k) => [k.id, k.ruimte]));
  const isVerkocht = (a: AfrekenArtikel) => keerVerkocht.has(artikelSleutel(a.verkopersnummer, a.artikelnummer));
  const ruimteVanRegel = (b: AfrekenBon, r: AfrekenBonRegel): Ruimte | null => {
    const artikel =
      r.artikelnummer === null ? undefined : artikelen.get(artikelSleutel(r.verkopersnummer, r.artikelnummer));
    return artikel ? ruimteVan(artikel.soort) : (kassaRuimte.get(b.kassaId) ?? null);
  };

  const perRuimte = RUIMTES.map((ruimte) => {
    const hier = invoer.artikelen.filter((a) => ruimteVan(a.soort) === ruimte);
    let verkocht = 0;
    let omzetCent = 0;
    for (const b of geldig)
      for (const r of b.regels)
        if (ruimteVanRegel(b, r) === ruimte) {
          verkocht += 1;
          omzetCent += r.prijsCent;
        }
    return {
      ruimte,
      aangeboden: hier.length,
      verkochtVanAangeboden: hier.filter(isVerkocht).length,
      verkocht,
      omzetCent,
    };
  });

  const halfUren = new Map<string, { tijd: string; Kleding: number; Speelgoed: number; onbekend: number }>();
  const halfUurVan = halfUurMetGeheugen();
  for (const b of geldig) {
    const tijd = halfUurVan(b.gesloten);
    const rij = halfUren.get(tijd) ?? { tijd, Kleding: 0, Speelgoed: 0, onbekend: 0 };
    for (const r of b.regels) rij[ruimteVanRegel(b, r) ?? 'onbekend'] += r.prijsCent;
    halfUren.set(tijd, rij);
  }

  const telling = (artikelen: AfrekenArtikel[], sleutel: (a: AfrekenArtikel) => string, volgorde: string[]) => {
    const rijen = new Map(volgorde.map((g) => [g, { verkocht: 0, aangeboden: 0 }]));
    for (const a of artikelen) {
      const rij = rijen.get(sleutel(a))!;
      rij.aangeboden += 1;
      if (isVerkocht(a)) rij.verkocht += 1;
    }
    return [...rijen].filter(([, r]) => r.aangeboden > 0).map(([naam, r]) => ({ naam, ...r }));
  };

  return {
    perRuimte,
    perHalfUur: [...halfUren.values()].sort((a, b) => a.tijd.localeCompare(b.tijd)),
    perMaatgroep: telling(
      invoer.artikelen.filter((a) => a.soort === 'Kleding'),
      (a) => maatgroep(a.maat),
      MAATGROEP_NAMEN,
    ).map(({ naam, ...r }) => ({
      groep: naam,
      ...r,
    })),
    perPrijsklasse: telling(invoer.artikelen, (a) => prijsklasse(a.prijsCent), PRIJSKLASSE_NAMEN).map(
      ({ naam, ...r }) => ({ klasse: naam, ...r }),
    ),
  };
}

type HalfUurRij = Grafiekcijfers['perHalfUur'][number];
/** Items offered online in a group, and how many of those were sold. */
export interface Telling {
  verkocht: number;
  aangeboden: number;
}
type MaatgroepRij = Grafiekcijfers['perMaatgroep'][number];
type PrijsklasseRij = Grafiekcijfers['perPrijsklasse'][number];

/** This fair's and the previous fair's chart figures on one axis, for charts that show both. */
export interface GrafiekNaastVorige {
  /** Every half hour either fair sold in, by the clock; zeros where a fair sold nothing then. */
  perHalfUur: { tijd: string; nu: HalfUurRij; vorige: HalfUurRij }[];
  /** Every size group either fair offered clothing in, in the domain's order. */
  perMaatgroep: { groep: string; nu: MaatgroepRij; vorige: MaatgroepRij }[];
  perPrijsklasse: { klasse: string; nu: PrijsklasseRij; vorige: PrijsklasseRij }[];
}

/** Rows of two fairs by key; a key only one fair has gets `leeg` for the other. */
function opEenAs<T>(nu: T[], vorige: T[], sleutel: (r: T) => string, leeg: (k: string) => T, volgorde?: string[]) {
  const rijen = new Map<string, { nu: T; vorige: T }>();
  const rij = (k: string) => {
    let r = rijen.get(k);
    if (!r) rijen.set(k, (r = { nu: leeg(k), vorige: leeg(k) }));
    return r;
  };
  for (const r of nu) rij(sleutel(r)).nu = r;
  for (const r of vorige) rij(sleutel(r)).vorige = r;
  const plek = (k: string) => (volgorde ? volgorde.indexOf(k) : 0);
  return [...rijen].sort(([x], [y]) => plek(x) - plek(y) || x.localeCompare(y));
}

/**
 * Lines up this fair's chart figures with the previous fair's (null: there is none, all zero)
 * by half hour, size group and price band. Linear in the number of rows.
 */
export function naastVorige(nu: Grafiekcijfers, vorige: Grafiekcijfers | null): GrafiekNaastVorige {
  return {
    perHalfUur: opEenAs(
      nu.perHalfUur,
      vorige?.perHalfUur ?? [],
      (r) => r.tijd,
      (tijd) => ({
        tijd,
        Kleding: 0,
        Speelgoed: 0,
        onbekend: 0,
      }),
    ).map(([tijd, r]) => ({ tijd, ...r })),
    perMaatgroep: opEenAs(
      nu.perMaatgroep,
      vorige?.perMaatgroep ?? [],
      (r) => r.groep,
      (groep) => ({ groep, verkocht: 0, aangeboden: 0 }),
      MAATGROEP_NAMEN,
    ).map(([groep, r]) => ({ groep, ...r })),
    perPrijsklasse: opEenAs(
      nu.perPrijsklasse,
      vorige?.perPrijsklasse ?? [],
      (r) => r.klasse,
      (klasse) => ({ klasse, verkocht: 0, aangeboden: 0 }),
      PRIJSKLASSE_NAMEN,
    ).map(([klasse, r]) => ({ klasse, ...r })),
  };
}

/**
 * The items the settlement gives to charity (every seller's `goedDoel`): once it is closed they
 * are marked so (markeerGoedDoel) and no longer on offer at the next fair. Returned items stay.
 */
export const goedDoelSleutels = (afrekening: Pick<Afrekening, 'verkopers'>): ArtikelSleutel[] =>
  afrekening.verkopers.flatMap((v) =>
    v.goedDoel.map((a) => ({ verkopersnummer: v.nummer, artikelnummer: a.artikelnummer })),
  );

/** What one seller gave to charity at a closed settlement, as their page 'Mijn artikelen' shows it. */
export const goedDoelVanVerkoper = (afrekening: Pick<Afrekening, 'verkopers'>, nummer: number): GoedDoelArtikel[] =>
  (afrekening.verkopers.find((v) => v.nummer === nummer)?.goedDoel ?? []).map((a) => ({
    code: artikelcode({ verkopersnummer: nummer, artikelnummer: a.artikelnummer }),
    artikelnummer: a.artikelnummer,
    omschrijving: a.omschrijving,
    maat: a.maat,
    prijsCent: a.prijsCent,
    doel: GOED_DOEL_KORT[a.doel],
  }));

/** One unsold item on a packing list: what the organisers put in a box, and whose it was. */
export interface PakRegel extends OnverkochtArtikel {
  verkopersnummer: number;
  naam: string;
}
export interface Paklijsten {
  /** Per charity, by seller and item number. */
  goedDoel: Record<GoedDoel, PakRegel[]>;
  /** What goes back to the sellers (retour, € 1 or more), by seller and item number. */
  terug: PakRegel[];
}

/** The unsold items as packing lists: a box per charity, a bag per seller who wants them back. */
export function paklijsten(verkopers: VerkoperAfrekening[]): Paklijsten {
  const goedDoel: Record<GoedDoel, PakRegel[]> = { kringloopwinkel: [], speelgoedbank: [], school: [] };
  const terug: PakRegel[] = [];
  for (const v of verkopers) {
    const van = { verkopersnummer: v.nummer, naam: v.naam };
    for (const a of v.terug) terug.push({ ...van, ...a });
    for (const { doel, ...a } of v.goedDoel) goedDoel[doel].push({ ...van, ...a });
  }
  return { goedDoel, terug };
}

/** A signed amount for people: the one formatter, domain/artikelen.ts euro ('€ 12,35', '€ -1,00'). */
export const bedrag = euro;

/** What the envelope line says: the amount, or 'nog te betalen' when the seller owes money. */
export const envelopTekst = (v: Pick<VerkoperAfrekening, 'envelopCent' | 'nogTeBetalenCent'>): string =>
  v.nogTeBetalenCent > 0 ? `nog te betalen ${euro(v.nogTeBetalenCent)}` : euro(v.envelopCent);

export const COUPURE_NAAM = (c: Coupure): string => (c >= 500 ? `briefje ${euro(c)}` : `munt ${euro(c)}`);

export const MELDING_AFREKENING_GESLOTEN = 'De afrekening van deze beurs is afgesloten; er kan niets meer bij of af.';
export const MELDING_AL_GESLOTEN = 'De afrekening van deze beurs is al afgesloten.';
export const MELDING_BONNEN_VERANDERD =
  'Tijdens het afsluiten kwam er een bon bij of werd er een geannuleerd. Bekijk de afrekening opnieuw en sluit dan af.';
export const MELDING_AFREKENING_VERANDERD =
  'Tijdens het afsluiten veranderde er iets aan de afrekening (een retourmarkering, een geteld bedrag, een artikel, een deelnemer of de instellingen). Bekijk de afrekening opnieuw en sluit dan af.';

/** What the store holds for a fair, as the settlement's input is made of it. */
export interface AfrekenBronnen {
  /** The fair; null when it does not exist (then nobody takes part in it). */
  beurs: Pick<Aflevering, 'id'> | null;
  deelnemers: Deelnemer[];
  artikelen: AfrekenArtikel[];
  kassas: Pick<Kassa, 'id' | 'naam' | 'ruimte'>[];
  bonnen: AfrekenBon[];
  retourBijAfgifte: number[];
  geteld: Record<string, number>;
  besluiten: RegelBesluit[];
  instellingen: AfrekeningInstellingen;
}

/**
 * The settlement's input from the stored data, made once: the use case computes the settlement
 * from it, and each store builds it again inside its closing transaction to see whether that
 * input still holds (grondslagVeranderd).
 */
export function afrekenInvoer(bronnen: AfrekenBronnen): AfrekenInvoer {
  const { beurs, deelnemers, artikelen, kassas, bonnen, retourBijAfgifte, geteld, besluiten, instellingen } = bronnen;
  return {
    deelnemers: deelnemers
      .filter((d) => isActieveDeelnemer(d, beurs))
      .map((d) => ({ nummer: d.nummer, naam: d.naam, vrijwilliger: d.vrijwilligerVrijdag || d.vrijwilligerZaterdag })),
    artikelen,
    kassas,
    bonnen,
    retourBijAfgifte,
    geteld,
    besluiten,
    instellingen,
  };
}

/**
 * Only what berekenAfrekening reads, each list in one order: the callers pass richer objects
 * (a stored item has more fields), and two reads of the same data may list it differently.
 */
function grondslag(invoer: AfrekenInvoer) {
  const op = <T>(lijst: T[], sleutel: (x: T) => string) =>
    [...lijst].sort((a, b) => (sleutel(a) < sleutel(b) ? -1 : sleutel(a) > sleutel(b) ? 1 : 0));
  return {
    bonnen: JSON.stringify(
      op(invoer.bonnen, (b) => b.id).map(({ id, kassaId, gesloten, geannuleerd, regels, teBetalenCent }) => ({
        id,
        kassaId,
        gesloten,
        geannuleerd: geannuleerd ?? null,
        regels: regels.map(({ verkopersnummer, artikelnummer, prijsCent }) => ({
          verkopersnummer,
          artikelnummer,
          prijsCent,
        })),
        teBetalenCent,
      })),
    ),
    rest: JSON.stringify({
      deelnemers: op(invoer.deelnemers, (d) => String(d.nummer).padStart(10, '0')).map(
        ({ nummer, naam, vrijwilliger }) => ({ nummer, naam, vrijwilliger }),
      ),
      artikelen: op(invoer.artikelen, (a) => `${a.verkopersnummer}`.padStart(10, '0') + `${a.artikelnummer}`).map(
        ({ verkopersnummer, artikelnummer, omschrijving, soort, maat, prijsCent, retour }) => ({
          verkopersnummer,
          artikelnummer,
          omschrijving,
          soort,
          maat,
          prijsCent,
          retour,
        }),
      ),
      kassas: op(invoer.kassas, (k) => k.id).map(({ id, naam, ruimte }) => ({ id, naam, ruimte })),
      retourBijAfgifte: [...new Set(invoer.retourBijAfgifte)].sort((a, b) => a - b),
      geteld: Object.entries(invoer.geteld).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      besluiten: op(invoer.besluiten, (b) => regelSleutel(b.bonId, b.regel)).map(({ bonId, regel, besluit }) => ({
        bonId,
        regel,
        besluit,
      })),
      instellingen: {
        commissiePercentage: invoer.instellingen.commissiePercentage,
        administratiekostenCent: invoer.instellingen.administratiekostenCent,
        retourkostenCent: invoer.instellingen.retourkostenCent,
      },
    }),
  };
}

/**
 * Why a settlement computed from `berekend` may not be closed with the data as it now stands
 * (`nu`, read in the closing transaction): the Dutch refusal, or null when nothing it depends
 * on changed. Receipts first, with their own message: they arrive from the desks by themselves.
 */
export function grondslagVeranderd(berekend: AfrekenInvoer, nu: AfrekenInvoer): string | null {
  const [voor, na] = [grondslag(berekend), grondslag(nu)];
  if (voor.bonnen !== na.bonnen) return MELDING_BONNEN_VERANDERD;
  if (voor.rest !== na.rest) return MELDING_AFREKENING_VERANDERD;
  return null;
}

export const MELDING_AFREKENING_ZONDER_BEURS = 'Er is nog geen beurs (aflevering); voeg die eerst toe.';

/** The fair a settlement belongs to. */
export interface AfrekeningBeurs {
  id: string;
  volgnummer: number;
  datum: string;
}

/** What /afrekening shows: the current fair's settlement, live until closed, frozen after. */
export interface AfrekeningOverzicht {
  beurs: AfrekeningBeurs;
  /** When it was closed; null while it still follows the till. */
  geslotenOp: string | null;
  afrekening: Afrekening;
  retourBijAfgifte: number[];
  /** The previous fair's totals and charts, to show beside this one; null when there is none. */
  vorige: { beurs: AfrekeningBeurs; totalen: AfrekeningTotalen; grafiek: Grafiekcijfers } | null;
}

/** What a seller sees through their personal link once the settlement is closed. */
export type EigenAfrekening =
  | { status: 'nog-niet'; datum: string | null }
  | { status: 'klaar'; datum: string; verkoper: VerkoperAfrekening; instellingen: AfrekeningInstellingen };
