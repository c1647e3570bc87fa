import type { Aflevering } from '@domain/types';
import { api } from '../../data/http';

export const haalAfleveringen = () => api.get<Aflevering[]>('/api/aflevering/all');
