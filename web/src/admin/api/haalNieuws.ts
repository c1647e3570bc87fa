import type { Nieuws } from '@domain/types';
import { api } from '../../data/http';

export const haalNieuws = () => api.get<Nieuws>('/api/nieuws/all');
