import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { WACHT_OP_ANTWOORD_MS, WACHT_OP_DOWNLOAD_MS } from '../../data/metToken';
import { haalGegevens, meldContact, stuurBonnen } from './api';

const echteFetch = globalThis.fetch;
const echteTimeout = AbortSignal.timeout;
let gevraagd: number[] = [];

beforeEach(() => {
  gevraagd = [];
  AbortSignal.timeout = (ms: number) => {
    gevraagd.push(ms);
    return new AbortController().signal;
  };
  globalThis.fetch = (async () => Response.json({})) as typeof fetch;
  Object.defineProperty(globalThis, 'localStorage', {
    value: { getItem: () => 'token-van-de-kassa' },
    configurable: true,
  });
});
afterEach(() => {
  globalThis.fetch = echteFetch;
  AbortSignal.timeout = echteTimeout;
});

describe('de kassa wacht kort op wat in de rij staat, lang op de hele beurs', () => {
  it('bonnen en hartslag: 20 s, want alles daarna wacht erop', async () => {
    await stuurBonnen([], 0, null);
    await meldContact(0, null);
    assert.deepEqual(gevraagd, [WACHT_OP_ANTWOORD_MS, WACHT_OP_ANTWOORD_MS]);
  });

  it('alle artikelen van de beurs: een grote download op een traag netwerk krijgt 2 minuten', async () => {
    await haalGegevens();
    assert.deepEqual(gevraagd, [WACHT_OP_DOWNLOAD_MS]);
  });
});
