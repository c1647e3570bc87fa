import type { Deelnemer } from '@backend/kern/types';
import { api } from '../../data/http';

/** Gives the person a specific free number on request; the answer is the stored person (same id). */
export const geefNummer = (id: string, nummer: number) =>
  api.put<Deelnemer>('/api/geregistreerde/nummer', { id, nummer });
