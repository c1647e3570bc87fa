/**
 * The organisers' progress on the fair day: on Friday evening who handed in and how many items
 * lie in each room and size group (for the sorting), and at pick-up who collected and what is left.
 */
import { ruimteVan, type Artikel, type Ruimte } from '../../artikelen/domein';
import { maatgroep, type VerkoperAfrekening, wordtOvergemaakt } from '../../afrekening/domein';
import { voornaam, type Inlevering } from './inlevering';

export interface Stapel {
  ruimte: Ruimte;
  /** The size group for clothing ('98-104'), the kind for the toys room ('Speelgoed', 'Boeken', 'Overig'). */
  groep: string;
  aantal: number;
}

export interface InleverVoortgang {
  /** Sellers taking part in the fair. */
  deelnemers: number;
  /** Sellers whose drop-off was finished ("Inleveren afronden"). */
  afgerond: number;
  /** Sellers with items handed in, not finished yet. */
  bezig: number;
  /** Labelled items handed in, of the items the sellers taking part entered online. */
  ingeleverd: number;
  aangemeld: number;
  handgeschreven: number;
  /** Labelled items handed in, per room and group, clothing first, in the size order. */
  stapels: Stapel[];
}

/**
 * `artikelen`: the items on offer at the fair (artikelen/domein/artikelen.ts opAanbodIn);
 * `deelnemers`: the numbers of the sellers taking part.
 */
export function inleverVoortgang(
  deelnemers: readonly number[],
  artikelen: readonly Pick<Artikel, 'verkopersnummer' | 'artikelnummer' | 'soort' | 'maat'>[],
  inleveringen: readonly Inlevering[],
): InleverVoortgang {
  const doetMee = new Set(deelnemers);
  const per = new Map(inleveringen.map((i) => [i.verkopersnummer, i]));
  const stapels = new Map<string, Stapel>();
  let ingeleverd = 0;
  let aangemeld = 0;
  for (const a of artikelen) {
    if (!doetMee.has(a.verkopersnummer)) continue;
    aangemeld++;
    if (!per.get(a.verkopersnummer)?.ingeleverd.includes(a.artikelnummer)) continue;
    ingeleverd++;
    const ruimte = ruimteVan(a.soort);
    const groep = ruimte === 'Kleding' ? maatgroep(a.maat) : a.soort;
    const sleutel = `${ruimte}|${groep}`;
    const stapel = stapels.get(sleutel) ?? { ruimte, groep, aantal: 0 };
    stapel.aantal++;
    stapels.set(sleutel, stapel);
  }
  const volgorde = (s: Stapel) =>
    `${s.ruimte === 'Kleding' ? 0 : 1}${String(parseInt(s.groep) || 999).padStart(4, '0')}${s.groep}`;
  const metGegevens = inleveringen.filter((i) => doetMee.has(i.verkopersnummer) || i.afgerond);
  return {
    deelnemers: doetMee.size,
    afgerond: metGegevens.filter((i) => i.afgerond).length,
    bezig: metGegevens.filter((i) => !i.afgerond && (i.ingeleverd.length > 0 || i.handgeschreven > 0)).length,
    ingeleverd,
    aangemeld,
    handgeschreven: metGegevens.reduce((som, i) => som + i.handgeschreven, 0),
    stapels: [...stapels.values()].sort((a, b) => (volgorde(a) < volgorde(b) ? -1 : volgorde(a) > volgorde(b) ? 1 : 0)),
  };
}

/** The items to hand back that are neither ticked "Terug" nor "Niet gevonden". */
export const nietAfgevinkt = (
  v: Pick<VerkoperAfrekening, 'terug'>,
  i: Pick<Inlevering, 'terug' | 'vermist'> | undefined,
): number[] => {
  const afgehandeld = new Set([...(i?.terug ?? []), ...(i?.vermist ?? [])]);
  return v.terug.map((a) => a.artikelnummer).filter((n) => !afgehandeld.has(n));
};

/** A seller who still has something to collect: an envelope, a debt, or items to hand back. */
export const heeftIetsOpTeHalen = (v: Pick<VerkoperAfrekening, 'envelopCent' | 'nogTeBetalenCent' | 'terug'>) =>
  v.envelopCent > 0 || v.nogTeBetalenCent > 0 || v.terug.length > 0;

/**
 * A seller's money at pick-up, the same on the desk's card (balie.ts) and in its list: an
 * envelope, what they still owe, or a transfer. The first name only: the desks see it.
 */
export interface OphaalGeld {
  nummer: number;
  voornaam: string;
  envelopCent: number;
  nogTeBetalenCent: number;
  /**
   * Paid by bank (issue 36) and owing nothing: no envelope lies there, `overmakenCent` (the
   * exact amount, 0 in cash) is transferred; the desk says "wordt overgemaakt" instead of an
   * envelope of € 0,00. Never the account.
   */
  overmaken: boolean;
  overmakenCent: number;
}

export function ophaalGeld(v: VerkoperAfrekening): OphaalGeld {
  const overmaken = v.nogTeBetalenCent === 0 && wordtOvergemaakt(v);
  return {
    nummer: v.nummer,
    voornaam: voornaam(v.naam),
    envelopCent: v.envelopCent,
    nogTeBetalenCent: v.nogTeBetalenCent,
    overmaken,
    overmakenCent: overmaken ? v.overmakenCent : 0,
  };
}

export interface NogNietOpgehaald extends OphaalGeld {
  /** Items to hand back not yet ticked off or missing. */
  artikelen: number;
}

export interface OphaalVoortgang {
  /** Sellers with something to collect. */
  verkopers: number;
  opgehaald: number;
  /** Envelopes (amounts above 0) still lying there, and their sum. */
  enveloppen: number;
  envelopCent: number;
  /** Who is left, by seller number. */
  nogNiet: NogNietOpgehaald[];
  /**
   * Collected, but with items neither ticked "Terug" nor "Niet gevonden" (issue 38): open for
   * the organisers to sort out, by seller number (`artikelen`: how many).
   */
  open: NogNietOpgehaald[];
}

/** Pick-up progress from the frozen settlement and the records. */
export function ophaalVoortgang(
  verkopers: readonly VerkoperAfrekening[],
  inleveringen: readonly Inlevering[],
): OphaalVoortgang {
  const per = new Map(inleveringen.map((i) => [i.verkopersnummer, i]));
  const op = verkopers.filter(heeftIetsOpTeHalen);
  const regel = (v: VerkoperAfrekening): NogNietOpgehaald => ({
    ...ophaalGeld(v),
    artikelen: nietAfgevinkt(v, per.get(v.nummer)).length,
  });
  const opNummer = (a: NogNietOpgehaald, b: NogNietOpgehaald) => a.nummer - b.nummer;
  const nogNiet = op
    .filter((v) => !per.get(v.nummer)?.opgehaald && !per.get(v.nummer)?.nietOpgehaald)
    .map(regel)
    .sort(opNummer);
  const open = op
    .filter((v) => per.get(v.nummer)?.opgehaald)
    .map(regel)
    .filter((r) => r.artikelen > 0)
    .sort(opNummer);
  return {
    verkopers: op.length,
    opgehaald: op.filter((v) => per.get(v.nummer)?.opgehaald).length,
    enveloppen: nogNiet.filter((n) => n.envelopCent > 0).length,
    envelopCent: nogNiet.reduce((som, n) => som + n.envelopCent, 0),
    nogNiet,
    open,
  };
}
