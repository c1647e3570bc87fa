/** The administrator's mail button: the confirmation again, through the outbox; never to 'Kledingmaat'. */
import { nietGevonden } from '../../kern/errors';
import { weigerMail } from '../domein/kledingmaat';
import type { Deelnemer } from '../../kern/types';
import { bevestigingVoor } from './bevestiging';
import type { Poorten } from '../../platform/poorten';
import type { RegistratieDeps } from '../deps';

export async function stuurBevestigingOpnieuw(
  deps: Poorten<
    RegistratieDeps,
    'leesArtikelInstellingen' | 'leesInstellingen' | 'leesDeelnemerMetNummer' | 'zetMailInWachtrij',
    'clock' | 'mailQueued' | 'mailContext' | 'privacyTokens'
  >,
  nummer: number,
): Promise<Deelnemer> {
  const deelnemer = await deps.store.leesDeelnemerMetNummer(nummer);
  if (!deelnemer) throw nietGevonden(`Deelnemer met nummer ${nummer}`);
  weigerMail(deelnemer);
  const bevestiging = await bevestigingVoor(deps);
  await deps.store.zetMailInWachtrij(bevestiging(deelnemer), deps.clock());
  deps.mailQueued();
  return deelnemer;
}
