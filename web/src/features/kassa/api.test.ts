import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { WACHT_OP_ANTWOORD_MS, WACHT_OP_DOWNLOAD_MS } from '../../data/metToken';
import { nepNetwerk } from '../../data/testing/nepNetwerk';
import { haalGegevens, meldContact, stuurBonnen } from './api';

const net = nepNetwerk({});

beforeEach(() => {
  Object.defineProperty(globalThis, 'localStorage', {
    value: { getItem: () => 'token-van-de-kassa' },
    configurable: true,
  });
});

describe('de kassa wacht kort op wat in de rij staat, lang op de hele beurs', () => {
  it('bonnen en hartslag: 20 s, want alles daarna wacht erop', async () => {
    await stuurBonnen([], 0, null);
    await meldContact(0, null);
    assert.deepEqual(net.gevraagd, [WACHT_OP_ANTWOORD_MS, WACHT_OP_ANTWOORD_MS]);
  });

  it('alle artikelen van de beurs: een grote download op een traag netwerk krijgt 2 minuten', async () => {
    await haalGegevens();
    assert.deepEqual(net.gevraagd, [WACHT_OP_DOWNLOAD_MS]);
  });
});
