import type { Contactpersoon } from '@domain/types';
import { api } from '../../data/http';

export const haalContactpersonen = () => api.get<Contactpersoon[]>('/api/contactpersonen/all');
