import type { Settings } from '@backend/kern/types';
import { api } from '../../data/http';

const PADEN = {
  inschrijvingGeopend: '/api/settings/inschrijvinggeopend',
  inschrijvingGesloten: '/api/settings/inschrijvinggesloten',
  maximumAantalDeelnemers: '/api/settings/maximumaantaldeelnemers',
} as const satisfies Record<keyof Settings, string>;

/** Sends the whole settings object to the route of the field that changed (SPEC.md section 7). */
export const bewaarInstellingen = (veld: keyof Settings, settings: Settings) =>
  api.put<Settings>(PADEN[veld], settings);
