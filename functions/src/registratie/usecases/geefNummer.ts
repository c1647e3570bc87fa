/** The administrator gives a person a specific free number on request (registratie/domein/verkopersnummer.ts). */
import { meldingNummerMetArtikelen } from '../domein/artikellijst';
import { conflict } from '../../kern/errors';
import type { Deelnemer } from '../../kern/types';
import type { Poorten } from '../../platform/poorten';
import type { RegistratieDeps } from '../deps';

export async function geefNummer(
  deps: Poorten<RegistratieDeps, 'geefNummer' | 'leesArtikelenVanVerkoper' | 'leesDeelnemer', 'live'>,
  { id, nummer }: { id: string; nummer: number },
): Promise<Deelnemer> {
  // Items are keyed by the seller number their labels carry: a new number would orphan them.
  const huidig = await deps.store.leesDeelnemer(id);
  if (huidig && huidig.nummer !== nummer) {
    const artikelen = await deps.store.leesArtikelenVanVerkoper(huidig.nummer);
    if (artikelen.length > 0) throw conflict(meldingNummerMetArtikelen(huidig.nummer, artikelen.length));
  }
  const deelnemer = await deps.store.geefNummer(id, nummer);
  deps.live.changed();
  return deelnemer;
}
