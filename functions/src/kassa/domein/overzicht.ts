/**
 * What the administrator sees of the tills: the live overview per desk and room, a desk with
 * its link, the voided lines, and the cash taken after the settlement was closed.
 */
import type { Ruimte } from '../../artikelen/domein/artikelen';
import { bonVolgorde, type Bon, type BonMetStatus, type Kassa } from './kassa';

/** One desk in the administrator's overview. */
export interface KassaStand {
  kassa: Omit<Kassa, 'sleutel'>;
  /** The cash taken: the rounded amounts of the receipts that are not voided. */
  opbrengstCent: number;
  aantalBonnen: number;
  aantalDubbel: number;
}

export interface KassaOverzicht {
  kassas: KassaStand[];
  perRuimte: Record<Ruimte, { opbrengstCent: number; aantalBonnen: number; wachtend: number }>;
  totaal: { opbrengstCent: number; aantalBonnen: number };
}

/** The administrator's live overview of a fair's desks, from its desks and receipts. */
export function kassaOverzicht(kassas: readonly Kassa[], bonnen: readonly BonMetStatus[]): KassaOverzicht {
  const perKassa = new Map<string, { opbrengstCent: number; aantalBonnen: number; aantalDubbel: number }>();
  for (const bon of bonnen) {
    if (bon.geannuleerd) continue;
    const stand = perKassa.get(bon.kassaId) ?? { opbrengstCent: 0, aantalBonnen: 0, aantalDubbel: 0 };
    stand.opbrengstCent += bon.teBetalenCent;
    stand.aantalBonnen += 1;
    if (bon.dubbeleVerkoop) stand.aantalDubbel += 1;
    perKassa.set(bon.kassaId, stand);
  }
  const perRuimte = {
    Kleding: { opbrengstCent: 0, aantalBonnen: 0, wachtend: 0 },
    Speelgoed: { opbrengstCent: 0, aantalBonnen: 0, wachtend: 0 },
  };
  const standen = kassas.map((kassa): KassaStand => {
    const { sleutel: _sleutel, ...zichtbaar } = kassa;
    const stand = perKassa.get(kassa.id) ?? { opbrengstCent: 0, aantalBonnen: 0, aantalDubbel: 0 };
    const ruimte = perRuimte[kassa.ruimte];
    ruimte.opbrengstCent += stand.opbrengstCent;
    ruimte.aantalBonnen += stand.aantalBonnen;
    ruimte.wachtend += kassa.wachtend;
    return { kassa: zichtbaar, ...stand };
  });
  return {
    kassas: standen,
    perRuimte,
    totaal: {
      opbrengstCent: perRuimte.Kleding.opbrengstCent + perRuimte.Speelgoed.opbrengstCent,
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

/** GET /api/afrekening/na-afsluiting: cash taken after closing, apart from the frozen settlement. */
export interface KasNaAfsluiting {
  bonnen: BonNaAfsluiting[];
  /** The rounded amounts the buyers paid: the cash in the drawers besides the settlement. */
  totaalCent: number;
}

/** The receipts stored after closing with their desk's name, in closing order, and their cash. */
export function kasNaAfsluiting(kassas: readonly Kassa[], bonnen: readonly Bon[]): KasNaAfsluiting {
  const perId = new Map(kassas.map((k) => [k.id, k]));
  const lijst = [...bonnen].sort(bonVolgorde).map((bon): BonNaAfsluiting => {
    const kassa = perId.get(bon.kassaId);
    return { ...bon, kassaNaam: kassa?.naam ?? 'Onbekende kassa', ruimte: kassa?.ruimte ?? null };
  });
  return { bonnen: lijst, totaalCent: lijst.reduce((som, b) => som + b.teBetalenCent, 0) };
}
