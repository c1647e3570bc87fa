import type { OutboxMail } from '@domain/types';
import { api } from '../../data/http';

export const haalMislukteMails = () => api.get<OutboxMail[]>('/api/mail?status=mislukt');
