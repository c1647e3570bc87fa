import type { ArtikelenOverzicht, ArtikelInstellingen, VerkoperArtikelen } from '@domain/artikelen';
import { api, download } from '../../data/http';

export const haalArtikelenOverzicht = () => api.get<ArtikelenOverzicht>('/api/artikelen');
export const bewaarArtikelInstellingen = (instellingen: ArtikelInstellingen) =>
  api.put<{ instellingen: ArtikelInstellingen; deadline: string }>('/api/artikelen/instellingen', instellingen);
export const haalVerkoperArtikelen = (nummer: number) =>
  api.get<VerkoperArtikelen>(`/api/artikelen/verkopers/${nummer}`);
export const labelsVanVerkoperPad = (nummer: number, start: number) =>
  `/api/artikelen/verkopers/${nummer}/labels.pdf?start=${start}`;
export const exporteerArtikelen = (vandaag: string) =>
  download('/api/artikelen/export.csv', `artikelen-${vandaag}.csv`);
