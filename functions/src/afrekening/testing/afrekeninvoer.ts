/** The settlement's input for tests: an item, a receipt, a voiding and a fair of two sellers and two desks. */
import { teBetalenVoor } from '../../kassa/domein/kassa';
import { STANDAARD_AFREKENING_INSTELLINGEN as STANDAARD } from '../../kern/afrekening-instellingen';
import type { AfrekenArtikel, AfrekenBon, AfrekenInvoer } from '../domein/invoer';

export const artikel = (
  verkoper: number,
  nr: number,
  prijsCent: number,
  extra: Partial<AfrekenArtikel> = {},
): AfrekenArtikel => ({
  verkopersnummer: verkoper,
  artikelnummer: nr,
  omschrijving: `artikel ${nr}`,
  soort: 'Kleding',
  maat: '98-104',
  prijsCent,
  retour: false,
  ...extra,
});

let bonTeller = 0;
export const bon = (regels: AfrekenBon['regels'], extra: Partial<AfrekenBon> = {}): AfrekenBon => ({
  id: `bon-${++bonTeller}`,
  kassaId: 'k1',
  gesloten: '2026-03-14T09:40:00Z',
  geannuleerd: null,
  regels,
  teBetalenCent: teBetalenVoor(
    regels.reduce((s, r) => s + r.prijsCent, 0),
    extra.betaalwijze ?? 'contant',
  ),
  ...extra,
});
export const GEANNULEERD = { door: 'admin', op: '2026-03-14T12:00:00Z' };

export const invoer = (extra: Partial<AfrekenInvoer>): AfrekenInvoer => ({
  deelnemers: [
    { nummer: 1, naam: 'Anna', vrijwilliger: false },
    { nummer: 2, naam: 'Bram', vrijwilliger: true },
  ],
  artikelen: [],
  kassas: [
    { id: 'k1', naam: 'Kassa kleding', ruimte: 'Kleding' },
    { id: 'k2', naam: 'Kassa speelgoed', ruimte: 'Speelgoed' },
  ],
  bonnen: [],
  retourBijAfgifte: [],
  ingeleverd: null,
  geteld: {},
  besluiten: [],
  instellingen: STANDAARD,
  ...extra,
});
