/**
 * What the administrator sees of the tills: the live overview per desk and room, a desk with
 * its link, the voided lines, and the cash taken after the settlement was closed.
 */
import type { Ruimte } from '../../artikelen/domein';
import { euro } from '../../kern/geld';
import { bonVolgorde, rondAfOp5Cent, type Bon, type BonMetStatus, type Kassa, type KassaInstellingen } from './kassa';

/** A receipt as far as counting its money goes; a receipt of before pin has no betaalwijze: cash. */
export type TeTellenBon = Pick<Bon, 'teBetalenCent'> &
  Partial<Pick<Bon, 'betaalwijze' | 'pinTerwijlUit' | 'pinBesluit'>>;

/**
 * Where a receipt's money is counted: in the drawer (contant), on the account (pin), or under
 * Nakijken: a pin receipt made while pin was off, until the treasurer decides (issue 50). Such a
 * receipt counts as neither, so a drawer holding its cash shows a difference at the count
 * instead of the receipt's "pin" hiding it.
 */
export function geteldAls(bon: TeTellenBon): 'contant' | 'pin' | 'nakijken' {
  if (!bon.pinTerwijlUit) return bon.betaalwijze ?? 'contant';
  return bon.pinBesluit?.betaalwijze ?? 'nakijken';
}

/** What a receipt adds where it is counted: a pin receipt decided as cash rounded to 5 cents, as cash is paid. */
export const geteldBedrag = (bon: TeTellenBon) =>
  geteldAls(bon) === 'contant' ? rondAfOp5Cent(bon.teBetalenCent) : bon.teBetalenCent;

/**
 * What was taken, split by how it was paid (issue 36): the cash is what the drawer should hold,
 * the pin amounts went to the organisation's account through its card terminal.
 */
export interface Opbrengst {
  /** Everything the buyers paid: contant + pin + nakijken. */
  opbrengstCent: number;
  /** Paid in cash (rounded to 5 cents): what the drawer should hold. */
  contantCent: number;
  /** Paid by pin (to the cent). */
  pinCent: number;
  /** Paid by pin while pin was off, not decided yet (geteldAls): in neither of the two. */
  nakijkenCent: number;
}

const geenOpbrengst = (): Opbrengst => ({ opbrengstCent: 0, contantCent: 0, pinCent: 0, nakijkenCent: 0 });

/** Adds what a receipt's buyer paid to `opbrengst`, where it is counted (geteldAls). */
export function telOpbrengst(opbrengst: Opbrengst, bon: TeTellenBon): void {
  const cent = geteldBedrag(bon);
  opbrengst.opbrengstCent += cent;
  opbrengst[`${geteldAls(bon)}Cent`] += cent;
}

const telOp = (a: Opbrengst, b: Opbrengst): Opbrengst => ({
  opbrengstCent: a.opbrengstCent + b.opbrengstCent,
  contantCent: a.contantCent + b.contantCent,
  pinCent: a.pinCent + b.pinCent,
  nakijkenCent: a.nakijkenCent + b.nakijkenCent,
});

/** One desk in the administrator's overview: what it took (Opbrengst) of the receipts that are not voided. */
export interface KassaStand extends Opbrengst {
  kassa: Omit<Kassa, 'sleutel'>;
  aantalBonnen: number;
  aantalDubbel: number;
}

export interface KassaOverzicht {
  kassas: KassaStand[];
  perRuimte: Record<Ruimte, Opbrengst & { aantalBonnen: number; wachtend: number }>;
  totaal: Opbrengst & { aantalBonnen: number };
}

/** The administrator's live overview of a fair's desks, from its desks and receipts. */
export function kassaOverzicht(kassas: readonly Kassa[], bonnen: readonly BonMetStatus[]): KassaOverzicht {
  const leeg = () => ({ ...geenOpbrengst(), aantalBonnen: 0, aantalDubbel: 0 });
  const perKassa = new Map<string, ReturnType<typeof leeg>>();
  for (const bon of bonnen) {
    if (bon.geannuleerd) continue;
    const stand = perKassa.get(bon.kassaId) ?? leeg();
    telOpbrengst(stand, bon);
    stand.aantalBonnen += 1;
    if (bon.dubbeleVerkoop) stand.aantalDubbel += 1;
    perKassa.set(bon.kassaId, stand);
  }
  const perRuimte = {
    Kleding: { ...geenOpbrengst(), aantalBonnen: 0, wachtend: 0 },
    Speelgoed: { ...geenOpbrengst(), aantalBonnen: 0, wachtend: 0 },
  };
  const standen = kassas.map((kassa): KassaStand => {
    const { sleutel: _sleutel, ...zichtbaar } = kassa;
    const stand = perKassa.get(kassa.id) ?? leeg();
    const ruimte = perRuimte[kassa.ruimte];
    Object.assign(ruimte, telOp(ruimte, stand));
    ruimte.aantalBonnen += stand.aantalBonnen;
    ruimte.wachtend += kassa.wachtend;
    return { kassa: zichtbaar, ...stand };
  });
  return {
    kassas: standen,
    perRuimte,
    totaal: {
      ...telOp(perRuimte.Kleding, perRuimte.Speelgoed),
      aantalBonnen: perRuimte.Kleding.aantalBonnen + perRuimte.Speelgoed.aantalBonnen,
    },
  };
}

/** A desk as the administrator sees it: without its sleutel, with its link. */
export type KassaVoorBeheer = Omit<Kassa, 'sleutel'> & { link: string };

/** GET /api/kassas: the administrator's live overview of the current fair's tills. */
export interface KassaBeheerOverzicht {
  beurs: { id: string; datum: string } | null;
  kassas: KassaVoorBeheer[];
  overzicht: KassaOverzicht;
  bonnen: BonMetStatus[];
  /** The fair's settlement is closed: no receipt can be voided any more, so none is offered. */
  afrekeningGesloten: boolean;
  /** The listed items' descriptions on these receipts, by `verkopersnummer-artikelnummer`. */
  omschrijvingen: Record<string, string>;
  /** Lines voided on their own (the rest of their receipt counts), with who, when and why. */
  vervallenRegels: VervallenRegel[];
  /** The till's settings ("Pinnen aan de kassa"), switched on this page. */
  instellingen: KassaInstellingen;
}

/** One receipt line voided by the administrator (afrekening/domein/afrekening.ts RegelBesluit 'vervalt'). */
export interface VervallenRegel {
  bonId: string;
  regel: number;
  reden: string;
  door: string;
  op: string;
}

/** A receipt that arrived after the settlement was closed, as the administrator sees it. */
export interface BonNaAfsluiting extends Bon {
  kassaNaam: string;
  ruimte: Ruimte | null;
}

/**
 * What was paid how, in one line for the administrator's screens (the live till overview and the
 * cash after closing): 'Contant € 12,00 · Pin € 3,00', and what pin took while pin was off apart
 * (issue 50), since that money may be in a drawer or on the account.
 */
export const verdelingTekst = (o: Pick<Opbrengst, 'contantCent' | 'pinCent' | 'nakijkenCent'>) =>
  [`Contant ${euro(o.contantCent)}`, `Pin ${euro(o.pinCent)}`]
    .concat(o.nakijkenCent > 0 ? [`Na te kijken ${euro(o.nakijkenCent)} (pin terwijl pin uit stond)`] : [])
    .join(' · ');

/** GET /api/afrekening/na-afsluiting: what was taken after closing, apart from the frozen settlement. */
export interface KasNaAfsluiting {
  bonnen: BonNaAfsluiting[];
  /** What the buyers paid, in cash and by pin. */
  totaalCent: number;
  /** Paid in cash: what is in the drawers besides the settlement. */
  contantCent: number;
  /** Paid by pin: on the organisation's account besides the settlement. */
  pinCent: number;
  /** Paid by pin while pin was off (geteldAls): ask the desk whether it is in the drawer. */
  nakijkenCent: number;
}

/** The receipts stored after closing with their desk's name, in closing order, and what was paid. */
export function kasNaAfsluiting(kassas: readonly Kassa[], bonnen: readonly Bon[]): KasNaAfsluiting {
  const perId = new Map(kassas.map((k) => [k.id, k]));
  const lijst = [...bonnen].sort(bonVolgorde).map((bon): BonNaAfsluiting => {
    const kassa = perId.get(bon.kassaId);
    return { ...bon, kassaNaam: kassa?.naam ?? 'Onbekende kassa', ruimte: kassa?.ruimte ?? null };
  });
  const opbrengst = geenOpbrengst();
  for (const bon of lijst) telOpbrengst(opbrengst, bon);
  return {
    bonnen: lijst,
    totaalCent: opbrengst.opbrengstCent,
    contantCent: opbrengst.contantCent,
    pinCent: opbrengst.pinCent,
    nakijkenCent: opbrengst.nakijkenCent,
  };
}
