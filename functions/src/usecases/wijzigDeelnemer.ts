/**
 * The administrator changes a person: the 'Kledingmaat' row keeps its name, no one else takes it.
 * A place freed by making someone inactive goes to the reserve list.
 */
import { notFound } from '../domain/errors';
import { controleerNaamwijziging } from '../domain/kledingmaat';
import type { Deelnemer } from '../domain/types';
import type { DeelnemerUpdate } from '../domain/validatie';
import { bevorderOpties } from './bevestiging';
import type { UseCaseDeps } from './deps';

export async function wijzigDeelnemer(
  deps: Pick<UseCaseDeps, 'store' | 'live' | 'clock' | 'mailContext' | 'privacyTokens' | 'mailQueued'>,
  update: DeelnemerUpdate,
): Promise<Deelnemer> {
  const bestaand = await deps.store.getDeelnemer(update.id);
  if (!bestaand) throw notFound('Deelnemer');
  controleerNaamwijziging(bestaand, update);
  const deelnemer = await deps.store.updateDeelnemer(update, await bevorderOpties(deps));
  deps.live.changed();
  deps.mailQueued();
  return deelnemer;
}
