import type {
  Aanmelding,
  Dienst,
  DienstInstelling,
  DienstSoort,
  EigenDiensten,
  Rooster,
} from '@backend/vrijwilligers/domein';
import { api, request } from '../../data/http';

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
