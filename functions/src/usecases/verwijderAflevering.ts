/** The administrator deletes an aflevering; the public next date follows live. */
import { notFound } from '../domain/errors';
import type { Aflevering } from '../domain/types';
import type { UseCaseDeps } from './deps';

export async function verwijderAflevering(deps: Pick<UseCaseDeps, 'store' | 'live'>, id: string): Promise<Aflevering> {
  const verwijderd = await deps.store.deleteAflevering(id);
  if (!verwijderd) throw notFound('Aflevering');
  deps.live.changed();
  return verwijderd;
}
