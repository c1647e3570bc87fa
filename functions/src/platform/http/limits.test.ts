/**
 * The registration flood (issue 11): a limit per client address on accepted registrations,
 * and a honeypot field that only scripts fill in.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { OutboxMail } from '../../kern/types';
import { loadLimieten } from '../config';
import { loopbackAdres, startApi, TEST_CONFIG, type Client, type Harness } from '../../app/testing/harness';

const nieuw = (n: number) => ({ naam: `Ouder ${n}`, email: `ouder${n}@voorbeeld.nl`, telefoon: '06-12345678' });

describe('bescherming van de inschrijving', () => {
  let h: Harness, admin: Client, stop: () => Promise<void>;

  beforeEach(async () => {
    ({ h, admin, stop } = await startApi());
    const res = await admin.put('/api/settings/inschrijvinggeopend', {
      inschrijvingGeopend: true,
      inschrijvingGesloten: false,
      maximumAantalDeelnemers: 300,
    });
    assert.equal(res.status, 200);
  });
  afterEach(() => stop());

  const aantal = async () => (await admin.get<number>('/api/geregistreerde/aantalactievedeelnemers')).body;
  const outbox = (): Promise<OutboxMail[]> => h.store.leesMails();

  it('staat standaard 5 inschrijvingen per adres per 10 minuten toe', () => {
    assert.deepEqual(loadLimieten({}).registratie, { aantal: 5, vensterMinuten: 10 });
    assert.deepEqual(loadLimieten({ REGISTRATIE_LIMIET: '50', REGISTRATIE_VENSTER_MINUTEN: '1' }).registratie, {
      aantal: 50,
      vensterMinuten: 1,
    });
    assert.throws(() => loadLimieten({ REGISTRATIE_LIMIET: 'veel' }), /Ongeldige instelling REGISTRATIE_LIMIET/);
    assert.throws(() => loadLimieten({ REGISTRATIE_VENSTER_MINUTEN: '0' }), /REGISTRATIE_VENSTER_MINUTEN/);
  });

  it('weigert de 6e geaccepteerde inschrijving van één adres met 429, een ander adres komt er nog in', async () => {
    const flood = h.client(loopbackAdres(0));
    for (let i = 0; i < 5; i++) assert.equal((await flood.post('/api/geregistreerde/save', nieuw(i))).status, 200);
    const zesde = await flood.post<{ message: string }>('/api/geregistreerde/save', nieuw(5));
    assert.equal(zesde.status, 429);
    assert.match(zesde.body.message, /te veel inschrijvingen.*over 10 minuten opnieuw/);
    const seconden = Number(zesde.headers.get('retry-after'));
    assert.ok(seconden > 540 && seconden <= 600, `Retry-After ${seconden}`);
    assert.equal(await aantal(), 5);

    const ander = h.client(loopbackAdres(1));
    assert.equal((await ander.post('/api/geregistreerde/save', nieuw(6))).status, 200);
    assert.equal(await aantal(), 6);
  });

  it('telt een geweigerde poging (400, 409, een dubbel adres) niet mee', async () => {
    const ouder = h.client(loopbackAdres(2));
    const fout = await ouder.post('/api/geregistreerde/save', { naam: '', email: 'geen-adres', telefoon: '' });
    assert.equal(fout.status, 400);
    await admin.put('/api/settings/inschrijvinggesloten', { inschrijvingGesloten: true });
    for (let i = 0; i < 3; i++) assert.equal((await ouder.post('/api/geregistreerde/save', nieuw(i))).status, 409);
    await admin.put('/api/settings/inschrijvinggesloten', { inschrijvingGesloten: false });
    assert.equal((await ouder.post('/api/geregistreerde/save', nieuw(10))).status, 200);
    // The same address again: refused as a second registration, not counted.
    for (let i = 0; i < 3; i++) {
      const dubbel = { ...nieuw(10), email: ` OUDER10@voorbeeld.nl` };
      assert.equal((await ouder.post('/api/geregistreerde/save', dubbel)).status, 409);
    }
    for (let i = 1; i < 5; i++) assert.equal((await ouder.post('/api/geregistreerde/save', nieuw(10 + i))).status, 200);
    assert.equal((await ouder.post('/api/geregistreerde/save', nieuw(20))).status, 429);
  });

  it('beperkt een ingelogde beheerder niet', async () => {
    for (let i = 0; i < 7; i++) assert.equal((await admin.post('/api/geregistreerde/save', nieuw(i))).status, 200);
    assert.equal(await aantal(), 7);
  });

  it('volgt de instelling: REGISTRATIE_LIMIET=1', async () => {
    await stop();
    ({ h, admin, stop } = await startApi({
      config: {
        ...TEST_CONFIG,
        limieten: loadLimieten({ REGISTRATIE_LIMIET: '1', REGISTRATIE_VENSTER_MINUTEN: '60' }),
      },
    }));
    await admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: true, inschrijvingGesloten: false });
    const ouder = h.client(loopbackAdres(3));
    assert.equal((await ouder.post('/api/geregistreerde/save', nieuw(1))).status, 200);
    const tweede = await ouder.post<{ message: string }>('/api/geregistreerde/save', nieuw(2));
    assert.equal(tweede.status, 429);
    assert.match(tweede.body.message, /over 60 minuten/);
  });

  it('slaat bij een ingevulde honingpot niets op en verstuurt geen mail, maar antwoordt als bij een inschrijving', async () => {
    const bot = h.client(loopbackAdres(4));
    const res = await bot.post<{ id: string; naam: string; nummer: number }>('/api/geregistreerde/save', {
      ...nieuw(1),
      website: 'https://goedkoop.example',
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.naam, 'Ouder 1');
    assert.equal(typeof res.body.nummer, 'number');
    assert.equal(typeof res.body.id, 'string');
    assert.equal(await aantal(), 0);
    assert.deepEqual(await outbox(), []);
    const deelnemers = (await admin.get<unknown[]>('/api/geregistreerde/all')).body;
    assert.ok(!JSON.stringify(deelnemers).includes('ouder1@'));
  });

  it('schrijft een persoon met een leeg honingpotveld gewoon in', async () => {
    const ouder = h.client(loopbackAdres(5));
    const res = await ouder.post<{ nummer: number }>('/api/geregistreerde/save', { ...nieuw(1), website: '' });
    assert.equal(res.status, 200);
    assert.equal(await aantal(), 1);
    assert.equal((await outbox()).length, 1);
  });
});
