/**
 * The till's clock (klok.ts, issue 54): a tablet whose own clock is off still starts halve prijs
 * at the fair's minute, because it learns the server's time at every contact and keeps the
 * difference on the device for when it is offline or reloaded offline.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

const opgeslagen = new Map<string, string>();
Object.defineProperty(globalThis, 'localStorage', {
  value: {
    getItem: (k: string) => opgeslagen.get(k) ?? null,
    setItem: (k: string, v: string) => void opgeslagen.set(k, v),
  },
  configurable: true,
});

/** A fresh copy of the module, as after a reload: only what the device kept remains. */
const herladen = async () => import(`./klok.ts?${Math.random()}`) as Promise<typeof import('./klok')>;

describe('de klok van de kassa', () => {
  it('zonder contact geldt de eigen klok van het apparaat', async () => {
    opgeslagen.clear();
    const klok = await herladen();
    assert.equal(klok.klokVerschil(), 0);
  });

  it('een apparaat dat 7 minuten achterloopt, rekent met de tijd van de server, ook na herladen zonder net', async () => {
    opgeslagen.clear();
    const klok = await herladen();
    const apparaat = Date.parse('2026-11-14T12:53:00.000Z');
    klok.leerKlok('2026-11-14T13:00:00.000Z', apparaat);
    assert.equal(klok.klokVerschil(), 7 * 60_000);
    const nu = klok.kassaNu().getTime() - Date.now();
    assert.ok(Math.abs(nu - 7 * 60_000) < 1_000, 'kassaNu loopt 7 minuten voor op het apparaat');
    // Reloaded offline: a new copy of the module, the difference comes back from the device.
    const na = await herladen();
    assert.notEqual(na, klok);
    assert.equal(na.klokVerschil(), 7 * 60_000);
  });

  it('een antwoord zonder (geldige) servertijd verandert niets', async () => {
    opgeslagen.clear();
    const klok = await herladen();
    klok.leerKlok('2026-11-14T13:00:00.000Z', Date.parse('2026-11-14T13:01:00.000Z'));
    klok.leerKlok(undefined);
    klok.leerKlok('geen tijd');
    assert.equal(klok.klokVerschil(), -60_000);
  });
});
