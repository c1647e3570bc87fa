/**
 * A visitor (or the administrator for them) registers: the reserved name is refused, then the
 * gate, the number and the confirmation mail go in one store transaction.
 */
import { registratieToegang, toegangMelding } from '../domein/registratie';
import { weigerGereserveerdeNaam } from '../domein/kledingmaat';
import { conflict } from '../../kern/errors';
import type { Deelnemer, NieuweDeelnemer } from '../../kern/types';
import { bevestigingVoor } from './bevestiging';
import type { UseCaseDeps } from '../../platform/usecase-deps';

type Deps = Pick<UseCaseDeps, 'store' | 'clock' | 'live' | 'mailQueued' | 'mailContext' | 'privacyTokens'>;

export async function registreerDeelnemer(
  deps: Deps,
  invoer: NieuweDeelnemer,
  { doorBeheerder }: { doorBeheerder: boolean },
): Promise<Deelnemer> {
  weigerGereserveerdeNaam(invoer);
  if (!doorBeheerder) await weigerAlsDeDeurDichtIs(deps);
  const deelnemer = await deps.store.schrijfIn(invoer, {
    bypassGate: doorBeheerder,
    now: deps.clock(),
    mail: await bevestigingVoor(deps),
  });
  deps.live.changed();
  deps.mailQueued();
  return deelnemer;
}

/**
 * The gate, asked before what the mail needs is read: at the opening rush most attempts come
 * after the last place went, and each of them read the fair, its date, the contact persons and
 * the item settings only to be refused (on Firestore, reads that are paid for). Two reads now
 * answer them, with the message the transaction would give. It is only the early answer: the
 * transaction asks again, because a place can go between this read and that one.
 */
async function weigerAlsDeDeurDichtIs({ store }: Pick<Deps, 'store'>): Promise<void> {
  const [instellingen, aantalActief] = await Promise.all([store.leesInstellingen(), store.telActief()]);
  const toegang = registratieToegang(instellingen, aantalActief, false);
  if (toegang !== 'formulier') throw conflict(toegangMelding(toegang, (await store.leesBeurs()).email));
}
