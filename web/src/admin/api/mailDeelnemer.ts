import type { MailVerstuurd } from '@backend/kern/api-types';
import { api } from '../../data/http';

/** Queues the confirmation mail again; answers who it goes to. */
export const mailDeelnemer = (nummer: number) => api.get<MailVerstuurd>(`/api/geregistreerde/mail/${nummer}`);
