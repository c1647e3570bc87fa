/** Over HTTP (issue 50, point 6): pin while pin was off, and a device's clock set to 2030. */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { Bon, BonInvoer, KassaInstellingen } from '../domein/kassa';
import type { KassaBeheerOverzicht, KassaVoorBeheer } from '../domein/overzicht';
import type { AfrekeningOverzicht } from '../../afrekening/domein/afrekening';
import { createSqliteStore } from '../../app/store/sqlite';
import { Client, startHarness, type Harness } from '../../app/testing/harness';
import { KassaApparaat } from '../testing/kassa-apparaat';

describe('/api/kassa/bonnen: pin terwijl pin uit stond en een klok op 2030 (issue 50)', () => {
  let h: Harness;
  let admin: Client;
  let kassa: KassaApparaat;
  let anne: number;

  beforeEach(async () => {
    h = await startHarness(createSqliteStore(':memory:'));
    await h.store.init();
    admin = await h.admin();
    assert.equal((await admin.post('/api/aflevering', { volgnummer: 1, datum: '2026-09-12' })).status, 200);
    anne = (
      await admin.post<{ nummer: number }>('/api/geregistreerde/save', {
        naam: 'Anne Verkoper',
        email: 'anne@voorbeeld.nl',
        telefoon: '06-11112222',
      })
    ).body.nummer;
    const res = await admin.post<KassaVoorBeheer>('/api/kassas', { naam: 'Kleding 1', ruimte: 'Kleding' });
    kassa = KassaApparaat.van(h, res.body);
  });
  afterEach(async () => {
    await h.close();
    await h.store.close();
  });

  const bon = (extra: Partial<BonInvoer> = {}): BonInvoer => ({
    id: randomUUID(),
    regels: [{ verkopersnummer: anne, artikelnummer: null, prijsCent: 452 }],
    ontvangenCent: 500,
    gesloten: new Date().toISOString(),
    ...extra,
  });

  it('een pinbon met pin uit wordt aangenomen, staat onder Nakijken en telt pas na een besluit', async () => {
    const pin = bon({ betaalwijze: 'pin', ontvangenCent: 0 });
    const contant = bon({ gesloten: new Date(Date.now() + 1000).toISOString() });
    assert.deepEqual((await kassa.stuur([pin, contant])).body, { bevestigd: [pin.id, contant.id], naAfsluiting: [] });
    const stand = (await admin.get<KassaBeheerOverzicht>('/api/kassas')).body.overzicht.kassas[0]!;
    assert.deepEqual([stand.contantCent, stand.pinCent, stand.nakijkenCent], [450, 0, 452]);
    await admin.put('/api/afrekening/geteld/' + stand.kassa.id, { cent: 900 });
    let { afrekening } = (await admin.get<AfrekeningOverzicht>('/api/afrekening')).body;
    assert.deepEqual(
      afrekening.pinNakijken.map((p) => [p.bonId, p.reden, p.besluit]),
      [[pin.id, 'Betaald met pin terwijl pin uit stond', null]],
    );
    assert.equal(afrekening.totalen.nakijkenOpen, 1);
    assert.deepEqual([afrekening.kassa[0]!.geregistreerdCent, afrekening.kassa[0]!.verschilCent], [450, 450]);
    assert.equal((await admin.post('/api/afrekening/sluiten')).status, 409);

    // Only the administrator decides; a receipt that needs no decision is refused.
    assert.ok([401, 403].includes((await kassa.call('PUT', `/api/kassas/bonnen/${pin.id}/pin`, {})).status));
    assert.equal((await admin.put(`/api/kassas/bonnen/${contant.id}/pin`, { betaalwijze: 'pin' })).status, 409);
    assert.equal((await admin.put(`/api/kassas/bonnen/${randomUUID()}/pin`, { betaalwijze: 'pin' })).status, 404);
    assert.equal((await admin.put(`/api/kassas/bonnen/${pin.id}/pin`, { betaalwijze: 'iDEAL' })).status, 400);
    const besloten = await admin.put<Bon>(`/api/kassas/bonnen/${pin.id}/pin`, { betaalwijze: 'contant' });
    assert.equal(besloten.status, 200, besloten.text);
    assert.equal(besloten.body.pinBesluit?.betaalwijze, 'contant');
    ({ afrekening } = (await admin.get<AfrekeningOverzicht>('/api/afrekening')).body);
    assert.deepEqual([afrekening.kassa[0]!.geregistreerdCent, afrekening.kassa[0]!.verschilCent], [900, 0]);
    assert.equal(afrekening.totalen.nakijkenOpen, 0);
    assert.equal((await admin.post('/api/afrekening/sluiten')).status, 200);
    // Closed: the decision stays as it was.
    assert.equal((await admin.put(`/api/kassas/bonnen/${pin.id}/pin`, { betaalwijze: null })).status, 409);
  });

  it('offline met pin afgerekend vóór pin uit ging: telt als pin; na het uitzetten gesloten: Nakijken', async () => {
    await admin.put('/api/kassas/instellingen', { pinnen: true });
    const ervoor = bon({ betaalwijze: 'pin', ontvangenCent: 0, gesloten: new Date(Date.now() - 60_000).toISOString() });
    const uit = await admin.put<KassaInstellingen>('/api/kassas/instellingen', { pinnen: false });
    assert.equal(uit.body.pinnen, false);
    assert.ok(Date.parse(uit.body.pinUitSinds!) > Date.parse(ervoor.gesloten));
    const erna = bon({ betaalwijze: 'pin', ontvangenCent: 0 });
    await kassa.stuur([ervoor, erna]);
    const { afrekening } = (await admin.get<AfrekeningOverzicht>('/api/afrekening')).body;
    assert.deepEqual(
      afrekening.pinNakijken.map((p) => p.bonId),
      [erna.id],
    );
    assert.equal(afrekening.kassa[0]!.pinCent, 452);
  });

  it('met pin aan telt een pinbon als pin, zonder Nakijken', async () => {
    await admin.put('/api/kassas/instellingen', { pinnen: true });
    await kassa.stuur([bon({ betaalwijze: 'pin', ontvangenCent: 0 })]);
    const { afrekening } = (await admin.get<AfrekeningOverzicht>('/api/afrekening')).body;
    assert.deepEqual(afrekening.pinNakijken, []);
    assert.equal(afrekening.kassa[0]!.pinCent, 452);
  });

  it('een bon die op 2030 sloot krijgt de tijd van de server; de tijd van het apparaat blijft ernaast, ook na herhalen', async () => {
    const voor = Date.now();
    const toekomst = bon({ gesloten: '2030-01-01T09:00:00.000Z' });
    await kassa.stuur([toekomst]);
    await kassa.stuur([toekomst]);
    const [opgeslagen] = (await admin.get<KassaBeheerOverzicht>('/api/kassas')).body.bonnen;
    assert.equal(opgeslagen!.geslotenOpApparaat, '2030-01-01T09:00:00.000Z');
    assert.ok(Date.parse(opgeslagen!.gesloten) >= voor && Date.parse(opgeslagen!.gesloten) <= Date.now());
    assert.equal(opgeslagen!.gesloten, opgeslagen!.ontvangenOp);
  });
});
