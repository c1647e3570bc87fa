import type { MailStatus, OutboxMail } from '@domain/types';
import { api } from '../../data/http';

export const haalMails = (status: MailStatus) => api.get<OutboxMail[]>(`/api/mail?status=${status}`);
