import type { Nieuws } from '@backend/kern/types';
import { api } from '../../data/http';

export const haalNieuws = () => api.get<Nieuws>('/api/nieuws/all');
