import type { Beurs } from '@backend/kern/types';
import { api } from '../../data/http';

export const bewaarBeurs = (beurs: Beurs) => api.put<Beurs>('/api/beurs', beurs);
