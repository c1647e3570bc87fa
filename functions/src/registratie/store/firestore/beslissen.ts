/**
 * The assigner's decision on one request inside its batch transaction (toewijzer.ts): a
 * registration or a place on the reserve list, decided by the one registration decision
 * (registratie/domein/beslissing.ts) on what the batch read, in arrival order; each request sees
 * the decisions before it through the batch's `Stand`, which this module keeps up to date.
 */
import { randomUUID } from 'node:crypto';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { beslis, type Stand as BeslisStand } from '../../domein/beslissing';
import { emailSleutel } from '../../domein/dubbel';
import { isEenPerHuishouden } from '../../domein/huishouden';
import { telefoonSleutel } from '../../../kern/telefoon';
import { type ReservePlaats } from '../../domein/reservelijst';
import type { Aflevering, Beurs, Deelnemer, MailBericht, NieuweDeelnemer, Settings } from '../../../kern/types';
import type { RegistratieFirestoreContext } from './buren';
import { alsBekend, bestaandUit, inschrijving, nieuwDeelnemerId, type Bestaand, type Nummering } from './inschrijving';
import { nieuwStempel } from '../../../platform/firestore/stempel';

/** Firestore's limit on the values of one `in` query. */
const IN_MAX = 30;

export type MailBouwer = (deelnemer: Deelnemer) => MailBericht;
export type ReserveMailBouwer = (plaats: ReservePlaats) => MailBericht;

export type Besluit =
  | { status: 'ingeschreven'; deelnemer: Deelnemer }
  | { status: 'opReservelijst'; plaats: ReservePlaats }
  /** `veld`: the field the refusal concerns (one place per household: 'telefoon'), absent for none. */
  | { status: 'geweigerd'; melding: string; veld?: string };

/** A request document. Its decision is written onto it (every refusal is a 409 with `melding`). */
export interface AanvraagDoc extends NieuweDeelnemer {
  /** A registration (register) or a place on the reserve list (zetOpReservelijst). */
  soort: 'inschrijving' | 'reservelijst';
  bypassGate: boolean;
  /** The address as compared (registratie/domein/dubbel.ts). */
  emailSleutel: string;
  /** The phone number as compared (kern/telefoon.ts), '' for none: one place per household. */
  telefoonSleutel: string;
  /** Whether the caller asked for the confirmation mail (its builder cannot be stored). */
  metMail: boolean;
  /** The early round the address belongs to (RegisterOptions.voorrang), absent when none. */
  voorrang?: 'vrijwilligers';
  /** The registration's own time (RegisterOptions.now): `aangemeld`, and the mail's. */
  nu: string;
  /** The server's time of arrival: the order of first come, first served. */
  ontvangen: FieldValue;
  /** For the TTL policy (firestore.indexes.json). */
  verloopt: Date;
  status: 'wachtend' | Besluit['status'];
}

/** What one batch read, and its decisions so far: each request sees the ones before it. */
export interface Stand {
  tx: Transaction;
  settings: Settings;
  beurs: Beurs;
  aantalActief: number;
  laatste: Aflevering | null;
  nummering: Nummering;
  perAdres: Map<string, Bestaand[]>;
  /** The rows per phone number of the batch's requests, read only while one place per household is on. */
  perTelefoon: Map<string, Bestaand[]> | null;
  lijst: ReservePlaats[];
}

/** A refusal as the request document stores it: the field only when there is one (Firestore refuses undefined). */
const geweigerd = ({ melding, veld }: { melding: string; veld?: string }): Besluit => ({
  status: 'geweigerd',
  melding,
  ...(veld ? { veld } : {}),
});

/** The rows with the request's number as the batch read and decided them; undefined while the rule is off. */
const zelfdeTelefoonVan = (stand: Stand, aanvraag: AanvraagDoc) =>
  stand.perTelefoon && aanvraag.telefoonSleutel !== ''
    ? (stand.perTelefoon.get(aanvraag.telefoonSleutel) ?? [])
    : undefined;

/** The batch's later requests see a registration: with the address, and (rule on) with the number. */
function voegToe(map: Map<string, Bestaand[]> | null, sleutel: string, bestaand: Bestaand): void {
  const lijst = map?.get(sleutel);
  if (!map || !lijst) return;
  map.set(sleutel, [...lijst.filter((b) => b.ref.path !== bestaand.ref.path), bestaand]);
}

/** What the decision reads of the batch's stand, as it stands for this request (the count moves). */
const beslisStand = (stand: Stand): BeslisStand => ({
  settings: stand.settings,
  aantalActief: stand.aantalActief,
  laatste: stand.laatste,
  beursEmail: stand.beurs.email,
});

/**
 * One registration in the batch, decided by registratie/domein/beslissing.ts on what the batch
 * read and decided before it (the gate, one per address per fair, then the returning seller's
 * number or a new one), and written in the batch's transaction.
 */
export function beslisInschrijving(
  ctx: RegistratieFirestoreContext,
  stand: Stand,
  aanvraag: AanvraagDoc,
  bouwer?: MailBouwer,
): Besluit {
  const { tx, laatste, perAdres } = stand;
  const now = new Date(aanvraag.nu);
  const mail = aanvraag.metMail ? bouwer : undefined;
  const door = aanvraag.bypassGate ? 'beheerder' : 'bezoeker';
  const beslissing = beslis(beslisStand(stand), {
    soort: 'inschrijving',
    door,
    invoer: aanvraag,
    // An administrator's address is not read (leesAdressen): a household's sellers each register.
    zelfdeAdres: door === 'beheerder' ? [] : (perAdres.get(aanvraag.emailSleutel) ?? []).map(alsBekend),
    nummers: stand.nummering,
    metMail: mail !== undefined,
    nieuwId: nieuwDeelnemerId(ctx),
    now,
    voorrang: aanvraag.voorrang,
    zelfdeTelefoon: door === 'beheerder' ? undefined : zelfdeTelefoonVan(stand, aanvraag),
  });
  switch (beslissing.soort) {
    case 'geweigerd':
      return geweigerd(beslissing);
    case 'alIngeschreven': {
      const ingeschreven = beslissing.wie.bestaand;
      if (mail && beslissing.bevestigOpnieuw) {
        const bericht = mail(ingeschreven.deelnemer);
        ctx.buren.zetMailIn(tx, bericht, now);
        const gewijzigd = {
          bevestigdOp: now.toISOString(),
          ...(bericht.artikelLinkVoor ? { artikelLinkVoor: bericht.artikelLinkVoor } : {}),
        };
        tx.update(ingeschreven.ref, gewijzigd);
        nieuwStempel(ctx.db, tx);
        // A later request of this batch with the address sees this resend (at most once an hour).
        ingeschreven.velden = { ...ingeschreven.velden, ...gewijzigd };
      }
      return { status: 'geweigerd', melding: beslissing.melding };
    }
  }
  const nieuw = inschrijving(ctx, beslissing, {
    laatste,
    nummering: stand.nummering,
    settings: stand.settings,
    now,
  });
  nieuw.schrijf(tx, mail);
  stand.aantalActief += nieuw.verschil;
  // The later requests of this batch with the same address, or the same number, see this registration.
  voegToe(perAdres, aanvraag.emailSleutel, nieuw.bestaand);
  voegToe(stand.perTelefoon, aanvraag.telefoonSleutel, nieuw.bestaand);
  return { status: 'ingeschreven', deelnemer: nieuw.deelnemer };
}

/** One place on the reserve list, decided by registratie/domein/beslissing.ts as a single call is. */
export function beslisReservering(
  ctx: RegistratieFirestoreContext,
  stand: Stand,
  aanvraag: AanvraagDoc,
  reserveBouwer?: ReserveMailBouwer,
): Besluit {
  const now = new Date(aanvraag.nu);
  const beslissing = beslis(beslisStand(stand), {
    soort: 'reservelijst',
    invoer: aanvraag,
    alOpLijst: stand.lijst.some((p) => emailSleutel(p.email) === aanvraag.emailSleutel),
    zelfdeAdres: stand.perAdres.get(aanvraag.emailSleutel) ?? [],
    laatstePositie: stand.lijst.at(-1)?.positie ?? 0,
    nieuwId: randomUUID(),
    now,
    zelfdeTelefoon: zelfdeTelefoonVan(stand, aanvraag),
    // The list as read and decided in this batch (its places: this one's earlier requests too).
    telefoonOpLijst:
      isEenPerHuishouden(stand.settings) &&
      aanvraag.telefoonSleutel !== '' &&
      stand.lijst.some((p) => telefoonSleutel(p.telefoon) === aanvraag.telefoonSleutel),
  });
  if (beslissing.soort === 'geweigerd') return geweigerd(beslissing);
  const { plaats } = beslissing;
  // The later requests of this batch see this place (one per address, the next position).
  stand.lijst.push(plaats);
  const { id, ...velden } = plaats;
  stand.tx.create(ctx.reservelijst.doc(id), { ...velden, emailSleutel: aanvraag.emailSleutel });
  if (aanvraag.metMail && reserveBouwer) ctx.buren.zetMailIn(stand.tx, reserveBouwer(plaats), now);
  return { status: 'opReservelijst', plaats };
}

/**
 * The stored rows per address of the batch (several `in` queries of at most IN_MAX); with
 * `veld` 'telefoonSleutel', per phone number (one place per household).
 */
export async function leesAdressen(
  ctx: RegistratieFirestoreContext,
  tx: Transaction,
  sleutels: string[],
  veld: 'emailSleutel' | 'telefoonSleutel' = 'emailSleutel',
): Promise<Map<string, Bestaand[]>> {
  const uniek = [...new Set(sleutels)];
  const perAdres = new Map<string, Bestaand[]>(uniek.map((k) => [k, []]));
  const delen = Array.from({ length: Math.ceil(uniek.length / IN_MAX) }, (_, i) =>
    uniek.slice(i * IN_MAX, (i + 1) * IN_MAX),
  );
  for (const snap of await Promise.all(delen.map((deel) => tx.get(ctx.deelnemers.where(veld, 'in', deel))))) {
    for (const doc of snap.docs) perAdres.get(doc.get(veld) as string)?.push(bestaandUit(doc));
  }
  return perAdres;
}
