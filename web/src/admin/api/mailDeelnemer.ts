import { api } from '../../data/http';

/** Queues the confirmation mail again; answers who it goes to. */
export const mailDeelnemer = (nummer: number) =>
  api.get<{ naam: string; email: string }>(`/api/geregistreerde/mail/${nummer}`);
