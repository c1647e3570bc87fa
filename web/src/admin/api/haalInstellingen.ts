import type { PublicState, Settings } from '@backend/kern/types';
import { api } from '../../data/http';

/** The settings as stored now, from the public snapshot (one call instead of three). */
export const haalInstellingen = async (): Promise<Settings> => (await api.get<PublicState>('/api/public')).settings;
