import type { Beurs } from '@backend/kern/types';
import { api } from '../../data/http';

export const haalBeurs = () => api.get<Beurs>('/api/beurs');
