import type { AanvraagAntwoord, Afgemeld, MijnBevestiging } from '@backend/kern/api-types';
import type { Registratie } from '@backend/kern/types';
import { api } from '../../data/http';
import type { Verzending } from '../../components/deelnemerformulier';

/** A visitor registers as a seller; the answer holds their number, or in a draw their application (202). */
export const registreer = (waarden: Verzending) =>
  api.post<Registratie | AanvraagAntwoord>('/api/geregistreerde/save', waarden);
/** The reminder mail's link: no more reminders. */
export const meldAf = (token: string) => api.post<Afgemeld>('/api/afmelden', { token });
/** The reminder mail's link: taking part in the next fair with the same number. */
export const doeWeerMee = (token: string) => api.post<Registratie>('/api/weer-meedoen', { token });

/** Confirming one's place (issue 53): whether the fair asks it, and "Ik kom". */
export const haalMijnBevestiging = (token: string) =>
  api.get<MijnBevestiging>(`/api/mijn-gegevens/bevestigen?token=${encodeURIComponent(token)}`);
export const bevestigPlek = (token: string) => api.post<MijnBevestiging>('/api/mijn-gegevens/bevestigen', { token });
