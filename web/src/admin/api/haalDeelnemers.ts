import type { Deelnemer } from '@domain/types';
import { api } from '../../data/http';

export const haalDeelnemers = () => api.get<Deelnemer[]>('/api/geregistreerde/all');
