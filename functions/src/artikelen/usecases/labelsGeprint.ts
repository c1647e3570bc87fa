/**
 * A labels PDF handed out is a label that may be used: recorded with the current fair, so the
 * seller's number, once free, is not reused while such a label may still turn up at a till
 * (registratie/domein/verkopersnummer.ts, issue 53). Before any fair there is nothing to sell at.
 */
import type { Poorten } from '../../platform/poorten';
import type { ArtikelenDeps } from '../deps';

export async function noteerLabelsGeprint(
  deps: Poorten<ArtikelenDeps, 'leesLaatsteAflevering' | 'markeerLabelsGeprint'>,
  verkopersnummer: number,
): Promise<void> {
  const beurs = await deps.store.leesLaatsteAflevering();
  if (beurs) await deps.store.markeerLabelsGeprint(beurs.id, verkopersnummer);
}
