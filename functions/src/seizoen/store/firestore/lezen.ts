/** Reading the public documents and the afleveringen from their snapshots: below every adapter that needs them. */
import type { DocumentData, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { Aflevering, Beurs, Nieuws, Settings } from '../../../kern/types';
import { isDocId, type FirestoreContext } from '../../../platform/firestore/context';
import { STANDAARD_BEURS, STANDAARD_SETTINGS } from '../../domein/publiek';

export const settingsUit = (snap: DocumentSnapshot): Settings => {
  const data = snap.data() ?? {};
  return {
    maximumAantalDeelnemers: data.maximumAantalDeelnemers ?? STANDAARD_SETTINGS.maximumAantalDeelnemers,
    inschrijvingGeopend: data.inschrijvingGeopend ?? STANDAARD_SETTINGS.inschrijvingGeopend,
    inschrijvingGesloten: data.inschrijvingGesloten ?? STANDAARD_SETTINGS.inschrijvingGesloten,
  };
};
export const beursUit = (snap: DocumentSnapshot): Beurs => ({ ...STANDAARD_BEURS, ...(snap.data() as Partial<Beurs>) });
export const nieuwsUit = (snap: DocumentSnapshot): Nieuws => ({
  tekst: (snap.get('tekst') as string | undefined) ?? '',
});
export const aantalUit = (snap: DocumentSnapshot): number => (snap.get('aantalActief') as number | undefined) ?? 0;
export const datumUit = (snap: DocumentSnapshot): string | null => (snap.get('datum') as string | undefined) ?? null;

export function naarAflevering(id: string, data: DocumentData): Aflevering {
  const a: Aflevering = { id, volgnummer: data.volgnummer as number, datum: data.datum as string };
  if (typeof data.naam === 'string') a.naam = data.naam;
  return a;
}

/** The latest aflevering (the current fair) as read in `tx`. */
export async function laatsteAfleveringIn(ctx: FirestoreContext, tx: Transaction): Promise<Aflevering | null> {
  const doc = (await tx.get(ctx.afleveringen.orderBy('volgnummer', 'desc').limit(1))).docs[0];
  return doc ? naarAflevering(doc.id, doc.data()) : null;
}

/** One aflevering as read in `tx`, or null when there is none with that id. */
export async function afleveringIn(ctx: FirestoreContext, tx: Transaction, id: string): Promise<Aflevering | null> {
  if (!isDocId(id)) return null;
  const snap = await tx.get(ctx.afleveringen.doc(id));
  return snap.exists ? naarAflevering(snap.id, snap.data()!) : null;
}
