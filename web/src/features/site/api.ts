import type { Contactpersoon } from '@backend/kern/types';
import { api } from '../../data/http';

/** The contact persons the Contact page shows (the administrator keeps them under Instellingen). */
export const haalContactpersonen = () => api.get<Contactpersoon[]>('/api/contactpersonen/all');
