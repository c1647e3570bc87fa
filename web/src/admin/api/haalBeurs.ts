import type { Beurs } from '@domain/types';
import { api } from '../../data/http';

export const haalBeurs = () => api.get<Beurs>('/api/beurs');
