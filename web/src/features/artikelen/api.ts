import type { ArtikelenOverzicht, MijnArtikelen, VerkoperArtikelen } from '@backend/artikelen/domein';
import type { ArtikelInstellingen } from '@backend/artikelen/domein';
import type { ArtikelInvoer } from '@backend/artikelen/domein';
import { download } from '../../data/download';
import { api, request } from '../../data/http';

export const haalArtikelenOverzicht = () => api.get<ArtikelenOverzicht>('/api/artikelen');
export const bewaarArtikelInstellingen = (instellingen: ArtikelInstellingen) =>
  api.put<{ instellingen: ArtikelInstellingen; deadline: string }>('/api/artikelen/instellingen', instellingen);
export const haalVerkoperArtikelen = (nummer: number) =>
  api.get<VerkoperArtikelen>(`/api/artikelen/verkopers/${nummer}`);
export const labelsVanVerkoperPad = (nummer: number, start: number) =>
  `/api/artikelen/verkopers/${nummer}/labels.pdf?start=${start}`;
export const exporteerArtikelen = (vandaag: string) =>
  download('/api/artikelen/export.csv', `artikelen-${vandaag}.csv`);

/** The seller's own items through their personal link (Mijn artikelen): every answer is the whole list. */
const mijnPad = '/api/mijn-gegevens/artikelen';
export const haalMijnArtikelen = (token: string) =>
  api.get<MijnArtikelen>(`${mijnPad}?token=${encodeURIComponent(token)}`);
export const voegMijnArtikelToe = (token: string, artikel: ArtikelInvoer) =>
  api.post<MijnArtikelen>(mijnPad, { token, artikel });
export const wijzigMijnArtikel = (token: string, artikelnummer: number, artikel: ArtikelInvoer) =>
  api.put<MijnArtikelen>(`${mijnPad}/${artikelnummer}`, { token, artikel });
export const verwijderMijnArtikel = (token: string, artikelnummer: number) =>
  request<MijnArtikelen>('DELETE', `${mijnPad}/${artikelnummer}`, { token });
export const mijnLabelsPad = (token: string, start: number) =>
  `/api/mijn-gegevens/labels.pdf?token=${encodeURIComponent(token)}&start=${start}`;
