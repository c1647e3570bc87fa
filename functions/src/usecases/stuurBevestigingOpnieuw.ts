/** The administrator's mail button: the confirmation again, through the outbox; never to 'Kledingmaat'. */
import { notFound } from '../domain/errors';
import { weigerMail } from '../domain/kledingmaat';
import type { Deelnemer } from '../domain/types';
import { bevestigingVoor } from './bevestiging';
import type { UseCaseDeps } from './deps';

export async function stuurBevestigingOpnieuw(
  deps: Pick<UseCaseDeps, 'store' | 'clock' | 'mailQueued' | 'mailContext' | 'privacyTokens'>,
  nummer: number,
): Promise<Deelnemer> {
  const deelnemer = await deps.store.getDeelnemerByNummer(nummer);
  if (!deelnemer) throw notFound(`Deelnemer met nummer ${nummer}`);
  weigerMail(deelnemer);
  const bevestiging = await bevestigingVoor(deps);
  await deps.store.enqueueMail(bevestiging(deelnemer), deps.clock());
  deps.mailQueued();
  return deelnemer;
}
