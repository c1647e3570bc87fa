/** The administrator's "Kassa toevoegen": a desk of the current fair, with its link. */
import { MELDING_KASSA_ZONDER_BEURS, type KassaInvoer } from '../domein/kassa';
import { conflict } from '../../kern/errors';
import type { KassaVoorBeheer } from '../domein/overzicht';
import type { Poorten } from '../../platform/poorten';
import type { KassaDeps } from '../deps';
import { voorBeheer } from './kassaOverzicht';

export async function voegKassaToe(
  deps: Poorten<KassaDeps, 'leesLaatsteAflevering' | 'maakKassa', 'clock' | 'kassaTokens' | 'publicUrl' | 'log'>,
  invoer: KassaInvoer,
): Promise<KassaVoorBeheer> {
  const beurs = await deps.store.leesLaatsteAflevering();
  if (!beurs) throw conflict(MELDING_KASSA_ZONDER_BEURS);
  const kassa = await deps.store.maakKassa(beurs.id, invoer, deps.clock());
  deps.log(`Kassa toegevoegd: ${kassa.naam} (${kassa.ruimte})`);
  return voorBeheer(deps, kassa);
}
