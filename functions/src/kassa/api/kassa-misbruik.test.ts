/**
 * Issue #24: what a desk's link could do that it should not. Each test failed on the code
 * before its fix.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { loadLimieten } from '../../platform/config';
import { MELDING_BON_ID, MELDING_KASSA_ANDERE_BEURS, type BonInvoer } from '../domein/kassa';
import { type KassaBeheerOverzicht, type KassaVoorBeheer } from '../domein/overzicht';
import {
  MELDING_TE_VEEL_BONNEN,
  MELDING_TE_VEEL_ONBEKENDE_VERKOPERS,
  MELDING_TE_VEEL_REGELS,
  MELDING_TE_VEEL_VERKOPERS_GEOPEND,
} from '../limiet';
import { createSqliteStore } from '../../app/store/sqlite';
import { Client, startHarness, TEST_CONFIG, type Harness } from '../../app/testing/harness';
import { KassaApparaat } from '../testing/kassa-apparaat';

const ANNE = { naam: 'Anne Verkoper', email: 'anne@voorbeeld.nl', telefoon: '06-11112222' };

const bon = (regels: BonInvoer['regels'], id: string = randomUUID()): BonInvoer => ({
  id,
  regels,
  ontvangenCent: 100_000,
  gesloten: '2026-09-12T10:00:00.000Z',
});

describe('kassa: misbruik van een kassalink (issue #24)', () => {
  let h: Harness;
  let admin: Client;
  let anne: number;
  let nu = new Date('2026-09-12T10:00:00Z');

  beforeEach(async () => {
    nu = new Date('2026-09-12T10:00:00Z');
    const store = createSqliteStore(':memory:');
    await store.init();
    h = await startHarness(store, {
      clock: () => nu,
      config: {
        ...TEST_CONFIG,
        limieten: loadLimieten({
          KASSA_BONNEN_PER_MINUUT: '5',
          KASSA_REGELS_PER_MINUUT: '10',
          KASSA_ONBEKENDE_VERKOPERS_PER_MINUUT: '3',
          BALIE_VERKOPERS_PER_MINUUT: '3',
        }),
      },
    });
    admin = await h.admin();
    assert.equal((await admin.post('/api/aflevering', { volgnummer: 1, datum: '2026-09-12' })).status, 200);
    anne = (await admin.post<{ nummer: number }>('/api/geregistreerde/save', ANNE)).body.nummer;
  });
  afterEach(async () => {
    await h.close();
    await h.store.close();
  });

  const nieuweKassa = async () => {
    const res = await admin.post<KassaVoorBeheer>('/api/kassas', { naam: 'Kleding 1', ruimte: 'Kleding' });
    assert.equal(res.status, 201, res.text);
    return KassaApparaat.van(h, res.body);
  };
  const aantalBonnen = async () => (await admin.get<KassaBeheerOverzicht>('/api/kassas')).body.bonnen.length;

  it('te veel bonnen per minuut: 429 met Retry-After en een Nederlandse melding, niets bewaard; daarna weer welkom', async () => {
    const kassa = await nieuweKassa();
    const regel = { verkopersnummer: anne, artikelnummer: null, prijsCent: 100 };
    const vijf = Array.from({ length: 5 }, () => bon([regel]));
    assert.equal((await kassa.stuur(vijf)).status, 200);
    const zesde = bon([regel]);
    const res = await kassa.stuur([zesde]);
    assert.equal(res.status, 429, res.text);
    assert.equal(res.headers.get('retry-after'), '60');
    assert.equal((res.body as unknown as { message: string }).message, MELDING_TE_VEEL_BONNEN(60));
    assert.equal(await aantalBonnen(), 5);
    nu = new Date(nu.getTime() + 61_000);
    assert.deepEqual((await kassa.stuur([zesde])).body, { bevestigd: [zesde.id], naAfsluiting: [] });
  });

  it('te veel bonregels per minuut: 429, ook als het aantal bonnen binnen de grens blijft', async () => {
    const kassa = await nieuweKassa();
    const regels = Array.from({ length: 8 }, () => ({ verkopersnummer: anne, artikelnummer: null, prijsCent: 1 }));
    assert.equal((await kassa.stuur([bon(regels)])).status, 200);
    const res = await kassa.stuur([bon(regels)]);
    assert.equal(res.status, 429, res.text);
    assert.equal(
      (res.body as unknown as { message: string }).message,
      MELDING_TE_VEEL_REGELS(Number(res.headers.get('retry-after'))),
    );
  });

  it('te veel nieuwe onbekende verkopersnummers per minuut: 429; bekende en al geziene tellen niet', async () => {
    const kassa = await nieuweKassa();
    const regels = (nummers: number[]) =>
      nummers.map((verkopersnummer) => ({ verkopersnummer, artikelnummer: null, prijsCent: 1 }));
    assert.equal((await kassa.stuur([bon(regels([anne, 9001, 9002, 9003]))])).status, 200);
    // The same unknown numbers again, and the seller taking part: nothing new.
    assert.equal((await kassa.stuur([bon(regels([anne, 9001, 9002, 9003]))])).status, 200);
    const res = await kassa.stuur([bon(regels([9004]))]);
    assert.equal(res.status, 429, res.text);
    assert.ok(Number(res.headers.get('retry-after')) > 0);
    assert.equal(
      (res.body as unknown as { message: string }).message,
      MELDING_TE_VEEL_ONBEKENDE_VERKOPERS(Number(res.headers.get('retry-after'))),
    );
    assert.equal(await aantalBonnen(), 2);
  });

  it('een uitgelekte balielink leest niet elke verkoper: te veel verkopers per minuut geven 429 met Retry-After; de beheerder niet', async () => {
    const res = await admin.post<KassaVoorBeheer>('/api/kassas', {
      naam: 'Inleveren 1',
      ruimte: 'Kleding',
      taak: 'inleveren',
    });
    assert.equal(res.status, 201, res.text);
    const balie = KassaApparaat.van(h, res.body);
    for (let i = 0; i < 3; i++) {
      assert.equal((await balie.call('GET', `/api/balie/inlevering/verkopers/${anne}`)).status, 200);
    }
    const teVeel = await balie.call<{ message: string }>('GET', `/api/balie/inlevering/verkopers/${anne}`);
    assert.equal(teVeel.status, 429);
    assert.equal(teVeel.body.message, MELDING_TE_VEEL_VERKOPERS_GEOPEND(60));
    assert.equal(teVeel.headers.get('retry-after'), '60');
    // An unknown number counts too: a script cannot probe numbers for free.
    assert.equal((await balie.call('GET', '/api/balie/inlevering/verkopers/4321')).status, 429);
    // The administrator's own screens have no such limit.
    for (let i = 0; i < 5; i++) assert.equal((await admin.get(`/api/inlevering/verkopers/${anne}`)).status, 200);
    // A minute later the desk is welcome again.
    nu = new Date(nu.getTime() + 61_000);
    assert.equal((await balie.call('GET', `/api/balie/inlevering/verkopers/${anne}`)).status, 200);
  });

  it('dezelfde bon-id in hoofdletters met andere regels is geen nieuwe bon', async () => {
    const kassa = await nieuweKassa();
    const id = randomUUID();
    const eerste = bon([{ verkopersnummer: anne, artikelnummer: null, prijsCent: 300 }], id);
    assert.deepEqual((await kassa.stuur([eerste])).body, { bevestigd: [id], naAfsluiting: [] });
    const replay = bon([{ verkopersnummer: anne, artikelnummer: null, prijsCent: 99_999 }], id.toUpperCase());
    assert.deepEqual((await kassa.stuur([replay])).body, { bevestigd: [id], naAfsluiting: [] });
    const bonnen = (await admin.get<KassaBeheerOverzicht>('/api/kassas')).body.bonnen;
    assert.deepEqual(
      bonnen.map((b) => [b.id, b.totaalCent]),
      [[id, 300]],
    );
    const fout = await admin.post<{ message: string }>('/api/kassas/bonnen/geen-uuid/annuleren');
    assert.equal(fout.status, 400);
    assert.equal(fout.body.message, MELDING_BON_ID);
    assert.equal((await admin.post(`/api/kassas/bonnen/${id.toUpperCase()}/annuleren`)).status, 200);
  });

  it('een kassa hoort bij één beurs: zodra de volgende beurs de huidige is, geeft haar link 401', async () => {
    const kassa = await nieuweKassa();
    assert.equal((await kassa.call('GET', '/api/kassa/gegevens')).status, 200);
    assert.equal((await admin.post('/api/aflevering', { volgnummer: 2, datum: '2027-03-13' })).status, 200);
    for (const [method, pad, body] of [
      ['GET', '/api/kassa/gegevens', undefined],
      ['POST', '/api/kassa/contact', { wachtend: 0, oudsteWachtend: null }],
    ] as const) {
      const res = await kassa.call<{ message: string }>(method, pad, body);
      assert.equal(res.status, 401, pad);
      assert.equal(res.body.message, MELDING_KASSA_ANDERE_BEURS);
    }
    const res = await kassa.stuur([bon([{ verkopersnummer: anne, artikelnummer: null, prijsCent: 100 }])]);
    assert.equal(res.status, 401);
  });
});
