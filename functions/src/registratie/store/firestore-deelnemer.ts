/**
 * A deelnemer's Firestore document, and the person it holds as every read answers them: plain
 * reading, no I/O. Below registratie's Firestore adapter and, through registratie's index.ts, the
 * adapters of the areas above that read or write a person's document in their own transactions
 * (the settlement's payout, the items' links, the reminder, the volunteers' link to a seller).
 */
import type { Deelnemer, DeelnemerAflevering, HerinneringStand, Uitbetaling } from '../../kern/types';
import { gemaskeerdeUitbetaling } from '../../kern/iban';
import { bevestigenVelden } from '../domein/bevestigen';
import { isDocId, type FirestoreContext } from '../../platform/firestore/context';

/** A deelnemer's document: the person without the id (the document id), plus the fields below. */
export interface DeelnemerDoc extends Omit<Deelnemer, 'id' | 'uitbetaling'> {
  /** isBeschermd(naam), kept beside the row so it never counts as active. */
  beschermd: boolean;
  /** The reminder's opt-out, and the aflevering whose reminder was sent last. */
  geenHerinnering?: boolean;
  herinnerdVoor?: string | null;
  /** The address as compared (registratie/domein/dubbel.ts): one registration per address per fair. */
  emailSleutel?: string;
  /**
   * The phone number as compared (kern/telefoon.ts), '' for none: one place per household
   * (registratie/domein/huishouden.ts) looks it up, as the address by emailSleutel.
   */
  telefoonSleutel?: string;
  /** When the confirmation last went out again; absent: only at registration. */
  bevestigdOp?: string | null;
  /** The aflevering whose 'enter your items' mail this person got (artikelen.ts mailArtikelLinks). */
  artikelLinkVoor?: string | null;
  /**
   * The ids of the fairs this person takes part in (doetMeeAan: the active links), derived from
   * `afleveringen` on every write: a fair's till, desks and settlement read their people with
   * one array-contains query on it (leesDeelnemersVan), not every person of every season.
   */
  meeIn?: string[];
  /**
   * Set with an `uitbetaling` by bank (afrekening's zetUitbetaling), removed with it: the export
   * finds the accounts with one equality query (leesBankgegevens).
   */
  perBank?: boolean;
  /** null once erased or back to cash (afrekening's adapter writes it empty rather than deleting it). */
  uitbetaling?: Uitbetaling | null;
}

/** The privacy fields of a stored row, which the admin's whole-person save must keep. */
export const herinneringVelden = (d: DeelnemerDoc): HerinneringStand => ({
  geenHerinnering: d.geenHerinnering ?? false,
  herinnerdVoor: d.herinnerdVoor ?? null,
});

/** Only the link's own fields (with the marks of confirming that are set), whatever else the caller's objects carry. */
export const koppelingen = (lijst: DeelnemerAflevering[] = []): DeelnemerAflevering[] =>
  lijst.map((a) => ({ id: a.id, volgnummer: a.volgnummer, datum: a.datum, actief: a.actief, ...bevestigenVelden(a) }));

/** The person's own fields, copied one by one: a stored row carries more than a Deelnemer. */
export const persoonVelden = (d: Omit<Deelnemer, 'id' | 'uitbetaling'>): Omit<Deelnemer, 'id' | 'uitbetaling'> => ({
  nummer: d.nummer,
  naam: d.naam,
  email: d.email,
  telefoon: d.telefoon,
  actief: d.actief,
  vrijwilligerVrijdag: d.vrijwilligerVrijdag,
  vrijwilligerZaterdag: d.vrijwilligerZaterdag,
  afleveringen: koppelingen(d.afleveringen),
  aangemeld: d.aangemeld,
});

/** The person as every read answers it: the payout's IBAN masked (only leesBankgegevens reads it whole). */
export const naarDeelnemer = (id: string, d: DeelnemerDoc): Deelnemer => ({
  id,
  ...persoonVelden(d),
  ...(d.uitbetaling ? { uitbetaling: gemaskeerdeUitbetaling(d.uitbetaling) } : {}),
});

/** The person's document, or null when `id` cannot be a document id. */
export const deelnemerRefIn = (ctx: FirestoreContext, id: string) => (isDocId(id) ? ctx.deelnemers.doc(id) : null);
