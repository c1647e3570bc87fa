/**
 * The calls of the public pages of this area, apart from the administrator's (api.ts): a module
 * the visitors' bundle loads comes whole, so admin calls here would travel to every visitor.
 */
import type { Contactpersoon } from '@backend/kern/types';
import { api } from '../../data/http';

/** The contact persons, on the Contact page and under Instellingen. */
export const haalContactpersonen = () => api.get<Contactpersoon[]>('/api/contactpersonen/all');
