import type { Contactpersoon } from '@backend/kern/types';
import { api } from '../../data/http';

export const haalContactpersonen = () => api.get<Contactpersoon[]>('/api/contactpersonen/all');
