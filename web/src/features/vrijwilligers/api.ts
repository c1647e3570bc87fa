import type { Aanmelding, Dienst, DienstInstelling, DienstSoort, Rooster } from '@domain/vrijwilligers';
import { api } from '../../data/http';

export const haalRooster = () => api.get<Rooster>('/api/vrijwilligers/rooster');
export const bewaarDienst = (dienst: DienstSoort, instelling: DienstInstelling) =>
  api.put<Dienst>(`/api/vrijwilligers/diensten/${dienst}`, instelling);
export const verwijderAanmelding = (id: string) =>
  api.delete<Aanmelding>(`/api/vrijwilligers/aanmeldingen/${encodeURIComponent(id)}`);
export const mailDienst = (dienst: DienstSoort, bericht: { onderwerp: string; tekst: string }) =>
  api.post<{ aantal: number }>(`/api/vrijwilligers/diensten/${dienst}/mail`, bericht);
