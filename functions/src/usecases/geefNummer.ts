/** The administrator gives a person a specific free number on request (domain/verkopersnummer.ts). */
import { meldingNummerMetArtikelen } from '../domain/artikelen';
import { DomainError } from '../domain/errors';
import type { Deelnemer } from '../domain/types';
import type { UseCaseDeps } from './deps';

export async function geefNummer(
  deps: Pick<UseCaseDeps, 'store' | 'live'>,
  { id, nummer }: { id: string; nummer: number },
): Promise<Deelnemer> {
  // Items are keyed by the seller number their labels carry: a new number would orphan them.
  const huidig = await deps.store.getDeelnemer(id);
  if (huidig && huidig.nummer !== nummer) {
    const artikelen = await deps.store.listArtikelenVanVerkoper(huidig.nummer);
    if (artikelen.length > 0) throw new DomainError(409, meldingNummerMetArtikelen(huidig.nummer, artikelen.length));
  }
  const deelnemer = await deps.store.geefNummer(id, nummer);
  deps.live.changed();
  return deelnemer;
}
