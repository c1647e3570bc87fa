/**
 * A visitor (or the administrator for them) registers: the reserved name is refused, then the
 * gate, the number and the confirmation mail go in one store transaction.
 *
 * Before it, at the door, weigerAlsDeDeurDichtIs: the early answer while registration is not
 * open or the places are gone. The HTTP route asks it before it reads the request's body
 * (registratie/api/deelnemers.ts), so the many attempts that come after the last place went
 * cost two reads and nothing more.
 */
import { registratieToegang, toegangMelding } from '../domein/registratie';
import { weigerGereserveerdeNaam } from '../domein/kledingmaat';
import { conflict } from '../../kern/errors';
import type { Deelnemer, NieuweDeelnemer } from '../../kern/types';
import { bevestigingVoor } from './bevestiging';
import type { Poorten } from '../../platform/poorten';
import type { RegistratieDeps } from '../deps';

type Deps = Poorten<
  RegistratieDeps,
  'leesArtikelInstellingen' | 'schrijfIn',
  'clock' | 'live' | 'mailQueued' | 'mailContext' | 'privacyTokens'
>;

export async function registreerDeelnemer(
  deps: Deps,
  invoer: NieuweDeelnemer,
  { doorBeheerder }: { doorBeheerder: boolean },
): Promise<Deelnemer> {
  weigerGereserveerdeNaam(invoer);
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
 * The gate, asked before the attempt's body is read: at the opening rush most attempts come
 * after the last place went, and each of them read the fair, its date, the contact persons and
 * the item settings (on Firestore, reads that are paid for), and before that had its body
 * parsed, its limit counted and its fields validated, only to be refused. Two reads now answer
 * them (the fair's address is read only for the message of a closed registration), with the
 * message the transaction would give. It is only the early answer: the transaction asks again,
 * because a place can go between this read and that one. The administrator, who may register
 * beyond the maximum, is never held here.
 */
export async function weigerAlsDeDeurDichtIs(
  { store }: Poorten<RegistratieDeps, 'leesBeurs' | 'leesInstellingen' | 'telActief'>,
  { doorBeheerder }: { doorBeheerder: boolean },
): Promise<void> {
  if (doorBeheerder) return;
  const [instellingen, aantalActief] = await Promise.all([store.leesInstellingen(), store.telActief()]);
  const toegang = registratieToegang(instellingen, aantalActief, false);
  if (toegang === 'formulier') return;
  // Only the message of a closed registration names the fair's address: the fair is read for it alone.
  const email = toegang === 'gesloten' ? (await store.leesBeurs()).email : '';
  throw conflict(toegangMelding(toegang, email));
}
