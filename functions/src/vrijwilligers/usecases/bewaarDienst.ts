/** The administrator sets a shift's time text and capacity for the current fair. */
import type { Dienst, DienstInstelling, DienstSoort } from '../domein/vrijwilligers';
import type { UseCaseDeps } from '../../platform/usecase-deps';
import { huidigeBeurs } from './meldAanAlsVrijwilliger';

export async function bewaarDienst(
  deps: Pick<UseCaseDeps, 'store'>,
  dienst: DienstSoort,
  instelling: DienstInstelling,
): Promise<Dienst> {
  const beurs = await huidigeBeurs(deps.store);
  return deps.store.bewaarDienst(beurs.id, dienst, instelling);
}
