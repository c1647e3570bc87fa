import type { BeursChecklist } from '@backend/seizoen/domein/aflevering';
import { api } from '../../data/http';

export const haalBeursChecklist = () => api.get<BeursChecklist | null>('/api/aflevering/checklist');
