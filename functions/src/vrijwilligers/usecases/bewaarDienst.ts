/** The administrator sets a shift's time text and capacity for the current fair. */
import {
  MELDING_DIENSTEN_ZONDER_BEURS,
  type Dienst,
  type DienstInstelling,
  type DienstSoort,
} from '../domein/vrijwilligers';
import type { Poorten } from '../../platform/poorten';
import type { VrijwilligersDeps } from '../deps';
import { huidigeBeurs } from './meldAanAlsVrijwilliger';

export async function bewaarDienst(
  deps: Poorten<VrijwilligersDeps, 'bewaarDienst' | 'leesLaatsteAflevering'>,
  dienst: DienstSoort,
  instelling: DienstInstelling,
): Promise<Dienst> {
  const beurs = await huidigeBeurs(deps.store, MELDING_DIENSTEN_ZONDER_BEURS);
  return deps.store.bewaarDienst(beurs.id, dienst, instelling);
}
