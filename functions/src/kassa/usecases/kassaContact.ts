/**
 * A desk's heartbeat: the administrator sees it is there and what waits on it; it learns what was
 * sold, whether the fair's settlement is closed, whether pin is on and how halve prijs is set (a
 * switch reaches it here).
 */
import { halvePrijsRegel } from '../../artikelen/domein';
import { verkochteArtikelen, type Kassa, type KassaContactAntwoord } from '../domein/kassa';
import type { Poorten } from '../../platform/poorten';
import type { KassaDeps } from '../deps';

export async function kassaContact(
  deps: Poorten<
    KassaDeps,
    | 'leesAfrekeningGeslotenOp'
    | 'leesArtikelInstellingen'
    | 'leesBonnen'
    | 'leesKassaInstellingen'
    | 'meldKassaContact',
    'clock'
  >,
  kassa: Kassa,
  wachtrij: { wachtend: number; oudsteWachtend: string | null },
): Promise<KassaContactAntwoord> {
  await deps.store.meldKassaContact(kassa.id, deps.clock(), wachtrij.wachtend, wachtrij.oudsteWachtend);
  const [bonnen, afrekeningGeslotenOp, instellingen, artikelInstellingen] = await Promise.all([
    deps.store.leesBonnen(kassa.afleveringId),
    deps.store.leesAfrekeningGeslotenOp(kassa.afleveringId),
    deps.store.leesKassaInstellingen(),
    deps.store.leesArtikelInstellingen(kassa.afleveringId),
  ]);
  return {
    verkocht: verkochteArtikelen(bonnen),
    afrekeningGeslotenOp,
    pinnen: instellingen.pinnen,
    // The server's clock: the till corrects its own by the difference (halve prijs starts on time).
    serverTijd: deps.clock().toISOString(),
    halvePrijs: halvePrijsRegel(artikelInstellingen),
  };
}
