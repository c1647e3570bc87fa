import type {
  Aanmelding,
  Dienst,
  DienstenOverzicht,
  DienstInstelling,
  DienstSoort,
  EigenDiensten,
  Rooster,
  VrijwilligerAangemeld,
} from '@domain/vrijwilligers';
import { api, request } from '../../data/http';
import type { Verzending } from '../registratie/useVerzenden';

export const haalRooster = () => api.get<Rooster>('/api/vrijwilligers/rooster');
export const bewaarDienst = (dienst: DienstSoort, instelling: DienstInstelling) =>
  api.put<Dienst>(`/api/vrijwilligers/diensten/${dienst}`, instelling);
export const verwijderAanmelding = (id: string) =>
  api.delete<Aanmelding>(`/api/vrijwilligers/aanmeldingen/${encodeURIComponent(id)}`);
export const mailDienst = (dienst: DienstSoort, bericht: { onderwerp: string; tekst: string }) =>
  api.post<{ aantal: number }>(`/api/vrijwilligers/diensten/${dienst}/mail`, bericht);

/** The seller's own shifts through their personal link: every answer is the whole state. */
export const haalMijnDiensten = (token: string) =>
  api.get<EigenDiensten>(`/api/mijn-gegevens/diensten?token=${encodeURIComponent(token)}`);
export const meldAanVoorDiensten = (token: string, diensten: DienstSoort[]) =>
  api.post<EigenDiensten>('/api/mijn-gegevens/diensten', { token, diensten });
export const meldAfVoorDienst = (token: string, aanmeldingId: string) =>
  request<EigenDiensten>('DELETE', '/api/mijn-gegevens/diensten', { token, aanmeldingId });

/** The public Vrijwilligers page: the shifts with their free places, and signing up for them. */
export const haalDiensten = () => api.get<DienstenOverzicht>('/api/vrijwilligers/diensten');
export const meldAanAlsVrijwilliger = (waarden: Verzending, diensten: DienstSoort[]) =>
  api.post<VrijwilligerAangemeld>('/api/vrijwilligers/aanmelden', { ...waarden, diensten });
