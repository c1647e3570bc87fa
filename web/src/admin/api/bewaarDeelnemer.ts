import type { Deelnemer } from '@backend/kern/types';
import { api } from '../../data/http';

/** Saves the whole person, afleveringen included; the answer is the stored person. */
export const bewaarDeelnemer = (deelnemer: Deelnemer) => api.put<Deelnemer>('/api/geregistreerde/save', deelnemer);
