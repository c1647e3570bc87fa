import type { BeursChecklist } from '@domain/aflevering';
import { api } from '../../data/http';

export const haalBeursChecklist = () => api.get<BeursChecklist | null>('/api/aflevering/checklist');
