import assert from 'node:assert/strict';
import { beforeEach, describe, it, mock } from 'node:test';
import { ApiError } from '../../data/http';
import { hangendNetwerk } from '../../data/testing/nepNetwerk';
import { haalGegevens, meldContact, stuurBonnen } from './api';

hangendNetwerk();

beforeEach(() => {
  Object.defineProperty(globalThis, 'localStorage', {
    value: { getItem: () => 'token-van-de-kassa' },
    configurable: true,
  });
});

/**
 * After how many seconds of a network that never answers the call gives up, as no network
 * (ApiError 0: the till keeps the receipt and tries again), moving the fake clock a second at a time.
 */
async function geeftOpNa(vraag: () => Promise<unknown>): Promise<number> {
  let fout: unknown = null;
  const klaar = vraag().then(
    () => assert.fail('een netwerk dat niets terugzegt, gaf toch een antwoord'),
    (e: unknown) => {
      fout = e;
    },
  );
  let seconden = 0;
  while (fout === null && seconden < 600) {
    mock.timers.tick(1_000);
    seconden++;
    await new Promise((k) => setImmediate(k));
  }
  await klaar;
  assert.ok(fout instanceof ApiError && fout.status === 0, String(fout));
  return seconden;
}

describe('de kassa wacht kort op wat in de rij staat, lang op de hele beurs', () => {
  it('bonnen en hartslag geven na 20 s op: de rest van de rij wacht erop, en ze gaan gewoon opnieuw', async () => {
    assert.equal(await geeftOpNa(() => stuurBonnen([], 0, null)), 20);
    assert.equal(await geeftOpNa(() => meldContact(0, null)), 20);
  });

  it('alle artikelen van de beurs: een grote download op een traag netwerk krijgt 2 minuten', async () => {
    assert.equal(await geeftOpNa(() => haalGegevens()), 120);
  });
});
