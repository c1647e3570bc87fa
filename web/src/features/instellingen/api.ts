import type { PublicState, Settings, Beurs, Contactpersoon } from '@backend/kern/types';
import type { BewaarOverzicht } from '@backend/privacy/domein';
import { api } from '../../data/http';

/** The settings as stored now, from the public snapshot (one call instead of three). */
export const haalInstellingen = async (): Promise<Settings> => (await api.get<PublicState>('/api/public')).settings;

const PADEN = {
  inschrijvingGeopend: '/api/settings/inschrijvinggeopend',
  inschrijvingGesloten: '/api/settings/inschrijvinggesloten',
  maximumAantalDeelnemers: '/api/settings/maximumaantaldeelnemers',
} as const satisfies Record<keyof Settings, string>;

/** Sends the whole settings object to the route of the field that changed (SPEC.md section 7). */
export const bewaarInstellingen = (veld: keyof Settings, settings: Settings) =>
  api.put<Settings>(PADEN[veld], settings);

export const haalBeurs = () => api.get<Beurs>('/api/beurs');

export const bewaarBeurs = (beurs: Beurs) => api.put<Beurs>('/api/beurs', beurs);

export const haalContactpersonen = () => api.get<Contactpersoon[]>('/api/contactpersonen/all');

/** Adds (no id) or changes a contact person. */
export const bewaarContactpersoon = (persoon: Omit<Contactpersoon, 'id'> & { id?: string }) =>
  api.post<Contactpersoon>('/api/contactpersonen', persoon);

export const verwijderContactpersoon = (id: string) =>
  api.delete<Contactpersoon>(`/api/contactpersonen/delete/${encodeURIComponent(id)}`);

/** How long personal data is kept, and changing the grace period. */
export const haalBewaren = () => api.get<BewaarOverzicht>('/api/bewaren');
export const bewaarGraceDagen = (graceDagen: number) => api.put<BewaarOverzicht>('/api/bewaren', { graceDagen });
