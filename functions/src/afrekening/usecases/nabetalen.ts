/**
 * Issue 50 for the treasurer: what is still to pay after the batch and marking it paid another
 * way (point 4), the account the fair pays from, frozen at closing, and the warnings before the
 * export (point 5). The rules are the domain's (nabetalen.ts, betaalcontrole.ts); the log names
 * seller numbers and amounts, never an account.
 */
import type { AfrekeningOverzicht } from '../domein/afrekening';
import { betaalWaarschuwingen } from '../domein/betaalcontrole';
import {
  inHetBestand,
  nogTeBetalen,
  WIJZE_NAAM,
  type AndersBetaald,
  type AndersBetaaldWijze,
  type InHetBestand,
  type NogTeBetalen,
} from '../domein/nabetalen';
import { overboekingenVan, type Rekening } from '../domein/uitbetaling';
import { MELDING_AFREKENING_ZONDER_BEURS } from '../domein/weergave';
import { conflict } from '../../kern/errors';
import { euro } from '../../kern/geld';
import type { Poorten } from '../../platform/poorten';
import type { AfrekeningDeps } from '../deps';
import type { AfrekeningStaat } from '../store/port';

/**
 * The account a fair's transfers are paid from: the organisation's as it was when its settlement
 * was closed, so a change of the settings since does not change the debtor of a batch whose
 * message id the bank may have seen. A fair closed before it was kept pays from the current one.
 */
export async function rekeningVanBeurs(
  deps: Poorten<AfrekeningDeps, 'leesBankrekening' | 'leesRekeningBijAfsluiten'>,
  afleveringId: string,
): Promise<Rekening | null> {
  return (await deps.store.leesRekeningBijAfsluiten(afleveringId)) ?? (await deps.store.leesBankrekening());
}

/** What the treasurer's part of /afrekening shows beside the overview (GET /api/afrekening). */
export interface VoorPenningmeester {
  /**
   * Sellers paid by bank who are owed money the bank file does not pay, with the amount: before
   * "Uitbetaald" those whose account is gone (their data erased after closing), after it those
   * who were not in the batch and not marked paid another way.
   */
  nogTeBetalen: NogTeBetalen[];
  /** Who was marked paid another way after "Uitbetaald": how, by whom, when. */
  andersBetaald: AndersBetaald[];
  /** Before the export: several sellers on one account, a seller on the organisation's own (Dutch, masked). */
  waarschuwingen: string[];
  /**
   * Once closed, what the bank file pays (after "Uitbetaald": what it paid): without the sellers
   * on `nogTeBetalen`, so the count and sum the treasurer confirms are the file's. Null before.
   */
  inHetBestand: InHetBestand | null;
}

const GEEN: VoorPenningmeester = { nogTeBetalen: [], andersBetaald: [], waarschuwingen: [], inHetBestand: null };

/** The still-owed sellers of a closed, paid-out fair's state: the log at "Uitbetaald" says them too. */
export const nogTeBetalenVan = (staat: AfrekeningStaat): NogTeBetalen[] =>
  staat.gesloten ? nogTeBetalen(staat.gesloten.afrekening, staat.uitbetaald, staat.andersBetaald) : [];

/** The treasurer's to-do list and warnings for the overview's fair; nothing before closing. */
export async function voorPenningmeester(
  deps: Poorten<
    AfrekeningDeps,
    'leesAfrekeningStaat' | 'leesBankgegevens' | 'leesBankrekening' | 'leesRekeningBijAfsluiten'
  >,
  overzicht: Pick<AfrekeningOverzicht, 'beurs' | 'geslotenOp'>,
): Promise<VoorPenningmeester> {
  if (!overzicht.geslotenOp) return GEEN;
  const staat = await deps.store.leesAfrekeningStaat(overzicht.beurs.id);
  if (!staat.gesloten) return GEEN;
  if (staat.uitbetaald) {
    return {
      ...GEEN,
      nogTeBetalen: nogTeBetalenVan(staat),
      andersBetaald: staat.andersBetaald,
      inHetBestand: inHetBestand(staat.uitbetaald.overboekingen),
    };
  }
  const afrekening = staat.gesloten.afrekening;
  const [rekeningen, opdrachtgever] = await Promise.all([
    deps.store.leesBankgegevens(),
    rekeningVanBeurs(deps, overzicht.beurs.id),
  ]);
  const { overboekingen, zonderRekening } = overboekingenVan(overzicht.beurs, afrekening, rekeningen);
  const bedrag = new Map(afrekening.verkopers.map((v) => [v.nummer, v.overmakenCent]));
  return {
    ...GEEN,
    nogTeBetalen: zonderRekening.map((nummer) => ({ nummer, bedragCent: bedrag.get(nummer) ?? 0 })),
    waarschuwingen: betaalWaarschuwingen(opdrachtgever, overboekingen),
    inHetBestand: inHetBestand(overboekingen),
  };
}

/**
 * POST /api/afrekening/anders-betaald/:nummer: the treasurer paid a seller on the list outside
 * the batch (in cash, or another way). The store checks the list again in its transaction.
 */
export async function markeerAndersBetaald(
  deps: Poorten<AfrekeningDeps, 'leesLaatsteAflevering' | 'markeerAndersBetaald', 'clock' | 'log'>,
  nummer: number,
  wijze: AndersBetaaldWijze,
  door: string,
): Promise<{ andersBetaald: AndersBetaald; nogTeBetalen: NogTeBetalen[] }> {
  const beurs = await deps.store.leesLaatsteAflevering();
  if (!beurs) throw conflict(MELDING_AFREKENING_ZONDER_BEURS);
  const staat = await deps.store.markeerAndersBetaald(beurs.id, nummer, { wijze, door }, deps.clock());
  const mark = staat.andersBetaald.find((m) => m.nummer === nummer)!;
  const over = nogTeBetalenVan(staat);
  deps.log(
    `Verkoper ${nummer} van beurs ${beurs.volgnummer}: ${euro(mark.bedragCent)} ${WIJZE_NAAM[wijze]} buiten de overboekingen, gemarkeerd door ${door}; nog te betalen: ${over.length}`,
  );
  return { andersBetaald: mark, nogTeBetalen: over };
}
