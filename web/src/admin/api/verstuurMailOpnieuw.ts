import type { OutboxMail } from '@backend/kern/types';
import { api } from '../../data/http';

export const verstuurMailOpnieuw = (id: string) => api.post<OutboxMail>(`/api/mail/${encodeURIComponent(id)}/retry`);
