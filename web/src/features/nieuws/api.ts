import type { Nieuws } from '@backend/kern/types';
import { api } from '../../data/http';

export const haalNieuws = () => api.get<Nieuws>('/api/nieuws/all');

/** The HTML goes as a text body; the answer is the text as the server cleaned it. */
export const bewaarNieuws = (html: string) => api.postText<Nieuws>('/api/nieuws/save', html);
