import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { WACHT_OP_ANTWOORD_MS, WACHT_OP_DOWNLOAD_MS } from '../../data/metToken';
import { nepNetwerk } from '../../data/testing/nepNetwerk';
import { haalInleverVerkoper, haalInleverVerkopers, haalOphaalVerkopers, stuurStappen, type Bron } from './api';

const net = nepNetwerk({ verkopers: [] });
const balie: Bron = { taak: 'inleveren', token: 'token-van-de-balie' };

beforeEach(() => {
  // The desk's queue on the device: empty.
  Object.defineProperty(globalThis, 'localStorage', { value: { getItem: () => null }, configurable: true });
});

describe('een balie wacht kort op stappen en één verkoper, lang op alle verkopers van de beurs', () => {
  it('stappen en één verkoper openen: 20 s, want wat daarna komt wacht erop', async () => {
    await stuurStappen(balie, []);
    await haalInleverVerkoper(balie, 12);
    assert.deepEqual(net.gevraagd, [WACHT_OP_ANTWOORD_MS, WACHT_OP_ANTWOORD_MS]);
  });

  it('alle verkopers voor gebruik zonder netwerk (inleveren en ophalen): 2 minuten', async () => {
    await haalInleverVerkopers(balie);
    await haalOphaalVerkopers({ taak: 'ophalen', token: 'token-van-de-balie' });
    assert.deepEqual(net.gevraagd, [WACHT_OP_DOWNLOAD_MS, WACHT_OP_DOWNLOAD_MS]);
  });
});
