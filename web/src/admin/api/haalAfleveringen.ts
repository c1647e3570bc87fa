import type { Aflevering } from '@backend/kern/types';
import { api } from '../../data/http';

export const haalAfleveringen = () => api.get<Aflevering[]>('/api/aflevering/all');
