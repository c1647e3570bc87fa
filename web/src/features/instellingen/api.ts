import type { PublicState, Schakelaar, Settings, Beurs, Contactpersoon } from '@backend/kern/types';
import type { BewaarOverzicht } from '@backend/privacy/domein';
import type { ToewijzingAntwoord, ToewijzingInvoer } from '@backend/kern/api-types';
import type { NummerStand } from '@backend/registratie/domein';
import { api } from '../../data/http';

export type { ToewijzingAntwoord };

/** The settings as stored now, from the public snapshot (one call instead of three). */
export const haalInstellingen = async (): Promise<Settings> => (await api.get<PublicState>('/api/public')).settings;

const PADEN = {
  inschrijvingGeopend: '/api/settings/inschrijvinggeopend',
  inschrijvingGesloten: '/api/settings/inschrijvinggesloten',
  maximumAantalDeelnemers: '/api/settings/maximumaantaldeelnemers',
} as const satisfies Record<Schakelaar, string>;

/** Sends the whole settings object to the route of the field that changed (SPEC.md section 7). */
export const bewaarInstellingen = (veld: Schakelaar, settings: Settings) => api.put<Settings>(PADEN[veld], settings);

/** How places are given out (issue 52): the opening at a set time and the early rounds. */
export const haalToewijzing = () => api.get<ToewijzingAntwoord>('/api/toewijzing');
export const bewaarToewijzing = (toewijzing: ToewijzingInvoer) =>
  api.put<ToewijzingAntwoord>('/api/toewijzing', toewijzing);

/** Whether items are entered online for the current fair (issue 53: then items can confirm a place). */
export const haalOnlineInvoeren = async () =>
  (await api.get<{ instellingen: { onlineInvoeren: boolean } | null }>('/api/artikelen')).instellingen
    ?.onlineInvoeren ?? false;

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

/** How many seller numbers are left and how many can be reused now (issue 53). */
export const haalNummerStand = () => api.get<NummerStand>('/api/verkopersnummers');
