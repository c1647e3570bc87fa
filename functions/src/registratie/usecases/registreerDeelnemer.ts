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
import { emailSleutel } from '../domein/dubbel';
import { isGeopend, komendeOpening, rondeIsBegonnen, toewijzingVan } from '../domein/toewijzing';
import { weigerGereserveerdeNaam } from '../domein/kledingmaat';
import { isLoting } from '../domein/lotingbeslissing';
import { conflict } from '../../kern/errors';
import type { Deelnemer, NieuweDeelnemer, Settings } from '../../kern/types';
import { bevestigingVoor } from './bevestiging';
import type { Poorten } from '../../platform/poorten';
import type { RegistratieDeps } from '../deps';

type Deps = Poorten<
  RegistratieDeps,
  'leesArtikelInstellingen' | 'schrijfIn' | 'leesInstellingen' | 'leesLaatsteAflevering' | 'leesAanmeldingen',
  'clock' | 'live' | 'mailQueued' | 'mailContext' | 'privacyTokens'
>;

/**
 * `instellingen`: the settings as the door read them a moment ago in this same request, so the
 * mail and the round need not read them again (the transaction's gate reads its own).
 */
export async function registreerDeelnemer(
  deps: Deps,
  invoer: NieuweDeelnemer,
  { doorBeheerder, instellingen }: { doorBeheerder: boolean; instellingen?: Settings },
): Promise<Deelnemer> {
  weigerGereserveerdeNaam(invoer);
  const now = deps.clock();
  const deelnemer = await deps.store.schrijfIn(invoer, {
    bypassGate: doorBeheerder,
    now,
    mail: await bevestigingVoor(deps, { instellingen }),
    ...(!doorBeheerder && (await isVrijwilligerInDeRonde(deps, invoer.email, now, instellingen))
      ? { voorrang: 'vrijwilligers' }
      : {}),
  });
  deps.live.changed();
  deps.mailQueued();
  return deelnemer;
}

type RondeDeps = Poorten<RegistratieDeps, 'leesInstellingen' | 'leesLaatsteAflevering' | 'leesAanmeldingen'>;

/**
 * Whether the address signed up for a shift of this fair before the volunteers' early round
 * began, while that round is on (issue 52). Before it: the public form proves nothing about an
 * address, so a sign-up made during the round to jump the queue does not count. Only asked
 * between that round's time and the public opening, so the opening rush reads nothing more. The
 * gate in the store's transaction decides; this only says which round the request belongs to.
 */
async function isVrijwilligerInDeRonde(
  { store }: RondeDeps,
  email: string,
  now: Date,
  gelezen: Settings | undefined,
): Promise<boolean> {
  const instellingen = gelezen ?? (await store.leesInstellingen());
  if (isGeopend(instellingen, now) || !rondeIsBegonnen(instellingen, 'vrijwilligers', now)) return false;
  const laatste = await store.leesLaatsteAflevering();
  if (!laatste) return false;
  const sleutel = emailSleutel(email);
  const begin = Date.parse(toewijzingVan(instellingen).voorrang.vrijwilligers!);
  return (await store.leesAanmeldingen(laatste.id)).some(
    (a) => emailSleutel(a.email) === sleutel && Date.parse(a.aangemeld) < begin,
  );
}

/**
 * The gate, asked before the attempt's body is read: at the opening rush most attempts come
 * after the last place went, and each of them read the fair, its date, the contact persons and
 * the item settings (on Firestore, reads that are paid for), and before that had its body
 * parsed, its limit counted and its fields validated, only to be refused. Two reads now answer
 * them (the fair's address is read only for the message of a closed registration), with the
 * message the transaction would give. It is only the early answer: the transaction asks again,
 * because a place can go between this read and that one. The administrator, who may register
 * beyond the maximum, is never held here. An open door gives the settings it read, for the rest of
 * the request (registreerDeelnemer's `instellingen`).
 */
export async function weigerAlsDeDeurDichtIs(
  { store, clock }: Poorten<RegistratieDeps, 'leesBeurs' | 'leesInstellingen' | 'telActief', 'clock'>,
  { doorBeheerder }: { doorBeheerder: boolean },
): Promise<Settings | undefined> {
  const now = clock();
  if (doorBeheerder) return undefined;
  const [instellingen, aantalActief] = await Promise.all([store.leesInstellingen(), store.telActief()]);
  // The address is not read yet: in the volunteers' early round the door lets the attempt in,
  // and the transaction's gate decides with the round the address belongs to.
  // In a draw the maximum refuses no application: the draw decides who of them fits.
  const telt = isLoting(instellingen) ? 0 : aantalActief;
  const toegang = registratieToegang(instellingen, telt, false, now, ['vrijwilligers']);
  if (toegang === 'formulier') return instellingen;
  // Only the message of a closed registration names the fair's address: the fair is read for it alone.
  const email = toegang === 'gesloten' ? (await store.leesBeurs()).email : '';
  throw conflict(toegangMelding(toegang, email, komendeOpening(instellingen, now)));
}
