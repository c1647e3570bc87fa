/**
 * The settlement's chart figures: per room, per half hour on the fair's clock (Amsterdam), per
 * size group and per price band; and beside the previous fair's.
 */
import { MATEN, ruimteVan, type Ruimte } from '../../artikelen/domein';
import { RUIMTES } from '../../kassa/domein';
import { type AfrekenArtikel, type AfrekenBon, type AfrekenBonRegel, type AfrekenInvoer } from './invoer';
import { artikelSleutel } from '../../kern/artikelsleutel';
import type { LaatsteUur } from './halvePrijs';

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
  /** The last hour's sales and their discount (issue 54, halvePrijs.ts); absent in a settlement frozen before. */
  laatsteUur?: LaatsteUur | null;
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

/**
 * Made on first use: the first formatter with a time zone loads ICU's zone data (about 13 ms),
 * which every cold start of the function paid while only the settlement's charts use it.
 */
let halfUurFormaat: Intl.DateTimeFormat | undefined;
/** The half hour a moment falls in, on the fair's clock (Amsterdam): '10:30'. */
export function halfUur(iso: string): string {
  halfUurFormaat ??= new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
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

/** The chart figures of the valid receipts (with the decisions applied) and the items offered. */
export function grafiekcijfers(
  invoer: AfrekenInvoer,
  geldig: AfrekenBon[],
  artikelen: Map<string, AfrekenArtikel>,
  keerVerkocht: Map<string, number>,
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

/**
 * Rows of two fairs by their key field `veld`, in `volgorde` (else by key); a key only one fair has
 * gets `leeg` for the other.
 */
function opEenAs<K extends string, T extends Record<K, string>>(
  veld: K,
  nu: T[],
  vorige: T[],
  leeg: (k: string) => T,
  volgorde?: string[],
) {
  const rijen = new Map<string, { nu: T; vorige: T }>();
  const rij = (k: string) => {
    let r = rijen.get(k);
    if (!r) rijen.set(k, (r = { nu: leeg(k), vorige: leeg(k) }));
    return r;
  };
  for (const r of nu) rij(r[veld]).nu = r;
  for (const r of vorige) rij(r[veld]).vorige = r;
  const plek = (k: string) => (volgorde ? volgorde.indexOf(k) : 0);
  return [...rijen]
    .sort(([x], [y]) => plek(x) - plek(y) || x.localeCompare(y))
    .map(([k, r]) => ({ [veld]: k, ...r }) as Record<K, string> & { nu: T; vorige: T });
}

/**
 * Lines up this fair's chart figures with the previous fair's (null: there is none, all zero)
 * by half hour, size group and price band. Linear in the number of rows.
 */
export function naastVorige(nu: Grafiekcijfers, vorige: Grafiekcijfers | null): GrafiekNaastVorige {
  return {
    perHalfUur: opEenAs('tijd', nu.perHalfUur, vorige?.perHalfUur ?? [], (tijd) => ({
      tijd,
      Kleding: 0,
      Speelgoed: 0,
      onbekend: 0,
    })),
    perMaatgroep: opEenAs(
      'groep',
      nu.perMaatgroep,
      vorige?.perMaatgroep ?? [],
      (groep) => ({ groep, verkocht: 0, aangeboden: 0 }),
      MAATGROEP_NAMEN,
    ),
    perPrijsklasse: opEenAs(
      'klasse',
      nu.perPrijsklasse,
      vorige?.perPrijsklasse ?? [],
      (klasse) => ({ klasse, verkocht: 0, aangeboden: 0 }),
      PRIJSKLASSE_NAMEN,
    ),
  };
}
