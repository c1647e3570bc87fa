/** A desk's heartbeat: the administrator sees it is there and what waits on it; it learns what was sold. */
import { verkochteArtikelen, type Kassa, type KassaContactAntwoord } from '../domain/kassa';
import type { UseCaseDeps } from './deps';

export async function kassaContact(
  deps: Pick<UseCaseDeps, 'store' | 'clock'>,
  kassa: Kassa,
  wachtrij: { wachtend: number; oudsteWachtend: string | null },
): Promise<KassaContactAntwoord> {
  await deps.store.meldKassaContact(kassa.id, deps.clock(), wachtrij.wachtend, wachtrij.oudsteWachtend);
  return { verkocht: verkochteArtikelen(await deps.store.listBonnen(kassa.afleveringId)) };
}
