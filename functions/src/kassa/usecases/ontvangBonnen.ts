/**
 * A desk sends closed receipts from its queue. Each is stored once per id (a resend after a
 * lost answer stores nothing new) and never refused for an item sold before: a double sale is
 * kept and flagged. The answer lists every id now on the server; only those leave the device.
 * A receipt that arrives after the fair's settlement was closed is kept apart as cash after
 * closing (money in the drawer the administrator must know of) and confirmed too, so the desk
 * is told, and can then be left.
 */
import type { ArtikelSleutel } from '../../artikelen/domein';
import { maakBon, type BonInvoer, type BonnenBevestiging, type Kassa } from '../domein/kassa';
import { isActieveDeelnemer } from '../../registratie/domein';
import type { Poorten } from '../../platform/poorten';
import type { KassaDeps } from '../deps';

export interface Verzending {
  bonnen: BonInvoer[];
  /** What waits on the device besides these receipts. */
  wachtend: number;
  oudsteWachtend: string | null;
}

export async function ontvangBonnen(
  deps: Poorten<
    KassaDeps,
    'bewaarBon' | 'leesDeelnemersVan' | 'leesKassaInstellingen' | 'markeerVerkocht' | 'meldKassaContact',
    'clock' | 'kassaLimiet' | 'log'
  >,
  kassa: Kassa,
  verzending: Verzending,
): Promise<BonnenBevestiging> {
  const nu = deps.clock();
  // Pin as it is set now and since when, as the receipts arrive: the device's own view may be older.
  const instellingen = await deps.store.leesKassaInstellingen();
  // Every receipt is checked before any is stored, so a refused sending stores nothing.
  const bonnen = verzending.bonnen.map((b) => maakBon(b, kassa, nu, instellingen));
  await deps.kassaLimiet.controleer(
    kassa,
    verzending.bonnen,
    async () =>
      (await deps.store.leesDeelnemersVan(kassa.afleveringId))
        .filter((d) => isActieveDeelnemer(d, { id: kassa.afleveringId }))
        .map((d) => d.nummer),
    nu,
  );
  const bevestigd: string[] = [];
  const naAfsluiting: string[] = [];
  const laatVerkocht: ArtikelSleutel[] = [];
  for (const bon of bonnen) {
    const bewaard = await deps.store.bewaarBon(bon);
    bevestigd.push(bewaard.bon.id);
    if (!bewaard.naAfsluiting) continue;
    naAfsluiting.push(bewaard.bon.id);
    if (!bewaard.nieuw) continue;
    deps.log(`Bon ${bewaard.bon.id} van kassa ${kassa.naam} kwam na het afsluiten binnen: apart bewaard`);
    for (const { verkopersnummer, artikelnummer } of bewaard.bon.regels)
      if (artikelnummer !== null) laatVerkocht.push({ verkopersnummer, artikelnummer });
  }
  // Closing marked the settlement's sold items; these left with a buyer too, so they are not
  // on offer at the next fair (marking is idempotent, so a resend after a failure is harmless).
  if (laatVerkocht.length > 0) await deps.store.markeerVerkocht(kassa.afleveringId, laatVerkocht);
  await deps.store.meldKassaContact(kassa.id, nu, verzending.wachtend, verzending.oudsteWachtend);
  return { bevestigd, naAfsluiting };
}
