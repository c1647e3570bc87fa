/** The administrator gives a person a specific free number on request (domain/verkopersnummer.ts). */
import type { Deelnemer } from '../domain/types';
import type { UseCaseDeps } from './deps';

export async function geefNummer(
  deps: Pick<UseCaseDeps, 'store' | 'live'>,
  { id, nummer }: { id: string; nummer: number },
): Promise<Deelnemer> {
  const deelnemer = await deps.store.geefNummer(id, nummer);
  deps.live.changed();
  return deelnemer;
}
