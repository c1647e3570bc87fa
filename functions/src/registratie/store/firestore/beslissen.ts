/**
 * The assigner's decision on one request inside its batch transaction (toewijzer.ts): a
 * registration (the gate, one per address per fair, then the number or the returning seller's)
 * or a place on the reserve list, each with the same rules as a single call, in arrival order;
 * each request sees the decisions before it through the batch's `Stand`.
 */
import { randomUUID } from 'node:crypto';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { emailSleutel, isIngeschrevenVoor, magBevestigingOpnieuw, MELDING_AL_INGESCHREVEN } from '../../domein/dubbel';
import { MELDING_NIET_GEOPEND, registratieToegang, toegangMelding } from '../../domein/registratie';
import {
  MELDING_AL_OP_RESERVELIJST,
  MELDING_RESERVE_AL_INGESCHREVEN,
  nieuwePlaats,
  reservelijstWeigering,
  type ReservePlaats,
} from '../../domein/reservelijst';
import type { Aflevering, Beurs, Deelnemer, MailBericht, NieuweDeelnemer, Settings } from '../../../kern/types';
import { type FirestoreContext } from '../../../platform/firestore/context';
import { bekendVanEerder, bestaandUit, inschrijving, type Bestaand, type Nummering } from './inschrijving';
import { nieuweMail } from '../../../mail/store/firestore/outbox';

/** Firestore's limit on the values of one `in` query. */
const IN_MAX = 30;

export type MailBouwer = (deelnemer: Deelnemer) => MailBericht;
export type ReserveMailBouwer = (plaats: ReservePlaats) => MailBericht;

export type Besluit =
  | { status: 'ingeschreven'; deelnemer: Deelnemer }
  | { status: 'opReservelijst'; plaats: ReservePlaats }
  | { status: 'geweigerd'; melding: string };

/** A request document. Its decision is written onto it (every refusal is a 409 with `melding`). */
export interface AanvraagDoc extends NieuweDeelnemer {
  /** A registration (register) or a place on the reserve list (zetOpReservelijst). */
  soort: 'inschrijving' | 'reservelijst';
  bypassGate: boolean;
  /** The address as compared (registratie/domein/dubbel.ts). */
  emailSleutel: string;
  /** Whether the caller asked for the confirmation mail (its builder cannot be stored). */
  metMail: boolean;
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
  lijst: ReservePlaats[];
}

/** One registration in the batch: the gate, one per address per fair, then the number (or the returning seller's). */
export function beslisInschrijving(
  ctx: FirestoreContext,
  stand: Stand,
  aanvraag: AanvraagDoc,
  bouwer?: MailBouwer,
): Besluit {
  const { tx, laatste, perAdres } = stand;
  const now = new Date(aanvraag.nu);
  const mail = aanvraag.metMail ? bouwer : undefined;
  const toegang = registratieToegang(stand.settings, stand.aantalActief, aanvraag.bypassGate);
  if (toegang !== 'formulier') return { status: 'geweigerd', melding: toegangMelding(toegang, stand.beurs.email) };
  // Administrators enter registrations for others, such as two sellers of one household.
  const zelfde = aanvraag.bypassGate ? undefined : perAdres.get(aanvraag.emailSleutel);
  const ingeschreven = zelfde?.find((b) => isIngeschrevenVoor(b.deelnemer, laatste));
  if (ingeschreven) {
    // The confirmation again, at most once an hour, to the stored address.
    const vorige = ingeschreven.velden.bevestigdOp ?? ingeschreven.deelnemer.aangemeld;
    if (mail && magBevestigingOpnieuw(vorige, now)) {
      const bericht = mail(ingeschreven.deelnemer);
      tx.create(ctx.mail.doc(), nieuweMail(bericht, now));
      const gewijzigd = {
        bevestigdOp: now.toISOString(),
        ...(bericht.artikelLinkVoor ? { artikelLinkVoor: bericht.artikelLinkVoor } : {}),
      };
      tx.update(ingeschreven.ref, gewijzigd);
      ingeschreven.velden = { ...ingeschreven.velden, ...gewijzigd };
    }
    return { status: 'geweigerd', melding: MELDING_AL_INGESCHREVEN };
  }
  const nieuw = inschrijving(ctx, {
    invoer: aanvraag,
    vorig: zelfde && bekendVanEerder(zelfde),
    laatste,
    nummering: stand.nummering,
    now,
  });
  nieuw.schrijf(tx, mail);
  stand.aantalActief += nieuw.verschil;
  // The later requests of this batch with the same address see this registration.
  const lijst = perAdres.get(aanvraag.emailSleutel);
  if (lijst) {
    perAdres.set(aanvraag.emailSleutel, [
      ...lijst.filter((b) => b.ref.path !== nieuw.bestaand.ref.path),
      nieuw.bestaand,
    ]);
  }
  return { status: 'ingeschreven', deelnemer: nieuw.deelnemer };
}

/** One place on the reserve list: the rules of ReservelijstStore.zetOpReservelijst, in the same order. */
export function beslisReservering(
  ctx: FirestoreContext,
  stand: Stand,
  aanvraag: AanvraagDoc,
  reserveBouwer?: ReserveMailBouwer,
): Besluit {
  const now = new Date(aanvraag.nu);
  const toegang = registratieToegang(stand.settings, stand.aantalActief, false);
  const weigering = reservelijstWeigering(toegang, MELDING_NIET_GEOPEND);
  if (weigering) return { status: 'geweigerd', melding: weigering };
  if (stand.lijst.some((p) => emailSleutel(p.email) === aanvraag.emailSleutel)) {
    return { status: 'geweigerd', melding: MELDING_AL_OP_RESERVELIJST };
  }
  if (stand.perAdres.get(aanvraag.emailSleutel)?.some((b) => isIngeschrevenVoor(b.deelnemer, stand.laatste))) {
    return { status: 'geweigerd', melding: MELDING_RESERVE_AL_INGESCHREVEN };
  }
  const plaats = nieuwePlaats(aanvraag, {
    id: randomUUID(),
    afleveringId: stand.laatste?.id ?? '',
    laatstePositie: stand.lijst.at(-1)?.positie ?? 0,
    now,
  });
  stand.lijst.push(plaats);
  const { id, ...velden } = plaats;
  stand.tx.create(ctx.reservelijst.doc(id), { ...velden, emailSleutel: aanvraag.emailSleutel });
  if (aanvraag.metMail && reserveBouwer) stand.tx.create(ctx.mail.doc(), nieuweMail(reserveBouwer(plaats), now));
  return { status: 'opReservelijst', plaats };
}

/** The stored rows per address of the batch (several `in` queries of at most IN_MAX). */
export async function leesAdressen(
  ctx: FirestoreContext,
  tx: Transaction,
  sleutels: string[],
): Promise<Map<string, Bestaand[]>> {
  const uniek = [...new Set(sleutels)];
  const perAdres = new Map<string, Bestaand[]>(uniek.map((k) => [k, []]));
  const delen = Array.from({ length: Math.ceil(uniek.length / IN_MAX) }, (_, i) =>
    uniek.slice(i * IN_MAX, (i + 1) * IN_MAX),
  );
  for (const snap of await Promise.all(delen.map((deel) => tx.get(ctx.deelnemers.where('emailSleutel', 'in', deel))))) {
    for (const doc of snap.docs) perAdres.get(doc.get('emailSleutel') as string)?.push(bestaandUit(doc));
  }
  return perAdres;
}
