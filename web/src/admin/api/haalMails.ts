import type { MailStatus, OutboxMail } from '@backend/kern/types';
import { api } from '../../data/http';

export const haalMails = (status: MailStatus) => api.get<OutboxMail[]>(`/api/mail?status=${status}`);
