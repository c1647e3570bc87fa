import type { Aflevering, Deelnemer, MailStatus, OutboxMail } from '@backend/kern/types';
import { download } from '../../data/download';
import { api } from '../../data/http';
import type { MailVerstuurd } from '@backend/kern/api-types';

/** The fairs, for the filter and each person's fairs. */
export const haalAfleveringen = () => api.get<Aflevering[]>('/api/aflevering/all');

export const haalDeelnemers = () => api.get<Deelnemer[]>('/api/geregistreerde/all');

/** Saves the whole person, afleveringen included; the answer is the stored person. */
export const bewaarDeelnemer = (deelnemer: Deelnemer) => api.put<Deelnemer>('/api/geregistreerde/save', deelnemer);

export const verwijderDeelnemer = (id: string) =>
  api.delete<Deelnemer>(`/api/geregistreerde/delete/${encodeURIComponent(id)}`);

/** Gives the person a specific free number on request; the answer is the stored person (same id). */
export const geefNummer = (id: string, nummer: number) =>
  api.put<Deelnemer>('/api/geregistreerde/nummer', { id, nummer });

/** Queues the confirmation mail again; answers who it goes to. */
export const mailDeelnemer = (nummer: number) => api.get<MailVerstuurd>(`/api/geregistreerde/mail/${nummer}`);

/** The participants as CSV; download keeps the bytes, so the byte order mark Excel needs stays. */
export const exporteerDeelnemers = (vandaag: string) =>
  download('/api/geregistreerde/export.csv', `deelnemers-${vandaag}.csv`);

export const haalMails = (status: MailStatus) => api.get<OutboxMail[]>(`/api/mail?status=${status}`);

export const verstuurMailOpnieuw = (id: string) => api.post<OutboxMail>(`/api/mail/${encodeURIComponent(id)}/retry`);

/** The administrator confirms the place on the person's behalf (issue 53); answers the stored person. */
export const bevestigNamens = (id: string) =>
  api.post<Deelnemer>(`/api/geregistreerde/${encodeURIComponent(id)}/bevestigen`);

/** One person's own deadline to confirm (issue 53). */
export const verlengTermijn = (id: string, tot: string) =>
  api.put<Deelnemer>(`/api/geregistreerde/${encodeURIComponent(id)}/termijn`, { tot });
