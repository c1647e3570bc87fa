import type { ToewijzingAntwoord } from '@backend/kern/api-types';
import type { LotingUitslagRegel } from '@backend/registratie/domein';
import { api } from '../../data/http';

/** The draw's published facts (GET /api/toewijzing) and its result without names. */
export const haalLoting = () => api.get<ToewijzingAntwoord>('/api/toewijzing');
export const haalUitslag = () => api.get<LotingUitslagRegel[]>('/api/toewijzing/loting/uitslag');
