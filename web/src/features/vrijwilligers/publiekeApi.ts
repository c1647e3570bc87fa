/**
 * The calls of the public pages of this area, apart from the administrator's (api.ts): a module
 * the visitors' bundle loads comes whole, so admin calls here would travel to every visitor.
 */
import type { DienstenOverzicht, DienstSoort, VrijwilligerAangemeld } from '@backend/vrijwilligers/domein';
import { api } from '../../data/http';
import type { Verzending } from '../../components/deelnemerformulier';

/** The public Vrijwilligers page: the shifts with their free places, and signing up for them. */
export const haalDiensten = () => api.get<DienstenOverzicht>('/api/vrijwilligers/diensten');
export const meldAanAlsVrijwilliger = (waarden: Verzending, diensten: DienstSoort[]) =>
  api.post<VrijwilligerAangemeld>('/api/vrijwilligers/aanmelden', { ...waarden, diensten });
