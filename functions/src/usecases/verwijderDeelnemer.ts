/** The administrator deletes a person; never the 'Kledingmaat' row. */
import { notFound } from '../domain/errors';
import { weigerVerwijderen } from '../domain/kledingmaat';
import type { Deelnemer } from '../domain/types';
import type { UseCaseDeps } from './deps';

export async function verwijderDeelnemer(deps: Pick<UseCaseDeps, 'store' | 'live'>, id: string): Promise<Deelnemer> {
  const bestaand = await deps.store.getDeelnemer(id);
  if (!bestaand) throw notFound('Deelnemer');
  weigerVerwijderen(bestaand);
  const verwijderd = await deps.store.deleteDeelnemer(bestaand.id);
  if (!verwijderd) throw notFound('Deelnemer');
  deps.live.changed();
  return verwijderd;
}
