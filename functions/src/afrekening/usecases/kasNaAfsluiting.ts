/**
 * The cash taken after the current fair's settlement was closed: receipts that desks sent
 * late, kept apart from the frozen settlement. The administrator collects that money.
 */
import { kasNaAfsluiting as metKassas, type KasNaAfsluiting } from '../../kassa/domein';
import type { Poorten } from '../../platform/poorten';
import type { AfrekeningDeps } from '../deps';

export async function bekijkKasNaAfsluiting(
  deps: Poorten<AfrekeningDeps, 'leesBonnenNaAfsluiting' | 'leesKassas' | 'leesLaatsteAflevering'>,
): Promise<KasNaAfsluiting> {
  const beurs = await deps.store.leesLaatsteAflevering();
  if (!beurs) return metKassas([], []);
  const [kassas, bonnen] = await Promise.all([
    deps.store.leesKassas(beurs.id),
    deps.store.leesBonnenNaAfsluiting(beurs.id),
  ]);
  return metKassas(kassas, bonnen);
}
