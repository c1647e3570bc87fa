/**
 * The season's Firestore documents as their snapshots hold them: the public documents (settings,
 * beurs, nieuws, stats, fair) and the afleveringen. Plain reading, no I/O: below seizoen's
 * Firestore adapter and, through seizoen's index.ts, the adapters of the areas above that read
 * these documents in their own transactions (the registration's gate, the active count).
 */
import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';
import type { Aflevering, Beurs, Nieuws, Settings } from '../../kern/types';
import { STANDAARD_BEURS, STANDAARD_SETTINGS } from '../domein/publiek';

export const settingsUit = (snap: DocumentSnapshot): Settings => {
  const data = snap.data() ?? {};
  return {
    maximumAantalDeelnemers: data.maximumAantalDeelnemers ?? STANDAARD_SETTINGS.maximumAantalDeelnemers,
    inschrijvingGeopend: data.inschrijvingGeopend ?? STANDAARD_SETTINGS.inschrijvingGeopend,
    inschrijvingGesloten: data.inschrijvingGesloten ?? STANDAARD_SETTINGS.inschrijvingGesloten,
    // Issue 52: the opening at a set time and the early rounds, when the administrator set them.
    ...(data.toewijzing ? { toewijzing: data.toewijzing as Settings['toewijzing'] } : {}),
    ...(typeof data.geopendSinds === 'string' ? { geopendSinds: data.geopendSinds } : {}),
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
