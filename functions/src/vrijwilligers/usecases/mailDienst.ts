/** The administrator mails the volunteers of one shift, one mail each, through the outbox. */
import { MELDING_DIENSTEN_ZONDER_BEURS, type DienstSoort } from '../domein/vrijwilligers';
import { dienstBericht } from '../../mail';
import type { Poorten } from '../../platform/poorten';
import type { VrijwilligersDeps } from '../deps';
import { huidigeBeurs } from './meldAanAlsVrijwilliger';

/** One mail per volunteer of the shift; answers how many were queued. */
export async function mailDienst(
  deps: Poorten<VrijwilligersDeps, 'leesLaatsteAflevering' | 'mailDienst', 'clock' | 'mailQueued'>,
  dienst: DienstSoort,
  { onderwerp, tekst }: { onderwerp: string; tekst: string },
): Promise<number> {
  const beurs = await huidigeBeurs(deps.store, MELDING_DIENSTEN_ZONDER_BEURS);
  const aantal = await deps.store.mailDienst(beurs.id, dienst, (a) => dienstBericht(a, onderwerp, tekst), deps.clock());
  if (aantal > 0) deps.mailQueued();
  return aantal;
}
