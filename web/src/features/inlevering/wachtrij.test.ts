import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_STAPPEN_PER_VERZENDING } from '@backend/inlevering/domein';
import type { StappenAntwoord } from '@backend/inlevering/domein';
import { ApiError } from '../../data/http';
import { maakWachtrij, type WachtendeStap } from './wachtrij';

const opslag = () => {
  const kaart = new Map<string, string>();
  return { kaart, getItem: (k: string) => kaart.get(k) ?? null, setItem: (k: string, v: string) => kaart.set(k, v) };
};
const allesGoed = async (deel: WachtendeStap[]): Promise<StappenAntwoord> => ({
  uitkomsten: deel.map((s) => ({
    id: s.id,
    verkopersnummer: s.verkopersnummer,
    inlevering: null,
    gewijzigd: true,
    fout: null,
  })),
});
const scan = (n: number) => ({ verkopersnummer: 7, stap: { soort: 'ingeleverd' as const, artikelnummers: [n] } });

describe('de wachtrij van een balie', () => {
  it('een stap staat op het apparaat voordat hij verstuurd wordt, en blijft na herladen (een nieuwe wachtrij op dezelfde opslag)', () => {
    const o = opslag();
    maakWachtrij(o, 'q').zet(scan(1));
    maakWachtrij(o, 'q').zet(scan(2));
    assert.deepEqual(
      maakWachtrij(o, 'q')
        .lees()
        .map((s) => s.stap),
      [scan(1).stap, scan(2).stap],
    );
  });

  it('zonder netwerk blijft alles staan; daarna gaat het in volgorde, in delen, en verdwijnt alleen wat de server beantwoordde', async () => {
    const o = opslag();
    const q = maakWachtrij(o, 'q');
    for (let i = 1; i <= MAX_STAPPEN_PER_VERZENDING + 5; i++) q.zet(scan(i));
    await assert.rejects(
      q.verstuur(async () => {
        throw new ApiError(0, 'Geen verbinding');
      }),
      ApiError,
    );
    assert.equal(q.lees().length, MAX_STAPPEN_PER_VERZENDING + 5);
    const delen: number[][] = [];
    const uitkomsten = await q.verstuur(async (deel) => {
      delen.push(deel.map((s) => (s.stap as { artikelnummers: number[] }).artikelnummers[0]!));
      return allesGoed(deel);
    });
    assert.deepEqual(
      delen.map((d) => d.length),
      [MAX_STAPPEN_PER_VERZENDING, 5],
    );
    assert.deepEqual(
      delen.flat(),
      Array.from({ length: MAX_STAPPEN_PER_VERZENDING + 5 }, (_, i) => i + 1),
    );
    assert.equal(uitkomsten.length, MAX_STAPPEN_PER_VERZENDING + 5);
    assert.deepEqual(q.lees(), []);
  });

  it('een stap die tijdens het versturen genomen wordt, blijft staan en gaat daarna; twee keer versturen tegelijk stuurt niets dubbel', async () => {
    const q = maakWachtrij(opslag(), 'q');
    q.zet(scan(1));
    const gezien: string[] = [];
    const stuur = async (deel: WachtendeStap[]) => {
      gezien.push(...deel.map((s) => s.id));
      if (gezien.length === 1) q.zet(scan(2));
      await new Promise((klaar) => setTimeout(klaar, 5));
      return allesGoed(deel);
    };
    await Promise.all([q.verstuur(stuur), q.verstuur(stuur)]);
    assert.equal(gezien.length, 2);
    assert.equal(new Set(gezien).size, 2);
    assert.deepEqual(q.lees(), []);
  });

  it('een geweigerde stap verlaat de wachtrij met zijn melding; een stap waar de server niet op antwoordde blijft', async () => {
    const q = maakWachtrij(opslag(), 'q');
    const a = q.zet(scan(1));
    const b = q.zet(scan(2));
    const uitkomsten = await q.verstuur(async () => ({
      uitkomsten: [{ id: a.id, verkopersnummer: 7, inlevering: null, gewijzigd: false, fout: 'afgesloten' }],
    }));
    assert.deepEqual(
      uitkomsten.map((u) => u.fout),
      ['afgesloten'],
    );
    assert.deepEqual(
      q.lees().map((s) => s.id),
      [b.id],
    );
  });

  it('een beschadigde opslag is een lege wachtrij, geen crash', () => {
    const o = opslag();
    o.setItem('q', '{kapot');
    assert.deepEqual(maakWachtrij(o, 'q').lees(), []);
  });
});
