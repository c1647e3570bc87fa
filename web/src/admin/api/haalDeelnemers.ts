import type { Deelnemer } from '@backend/kern/types';
import { api } from '../../data/http';

export const haalDeelnemers = () => api.get<Deelnemer[]>('/api/geregistreerde/all');
