/**
 * The draw end to end over HTTP on SQLite, with the clock in the test's hand (issue 52 part 3):
 * choosing loting publishes the zaad's hash and nothing more; applying answers 202 with the
 * applicant's own aanvraag and a mail carrying it, once per address; after "Loting sluit op" no
 * one applies, the list's hash shows, and the timer's run draws (the administrator's second
 * call changes nothing); the result, without names, checks out with controleerLoting.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { createSqliteStore } from './store/sqlite';
import { geplandWerk } from './gepland';
import { startApi, TEST_CONFIG, type Client, type Harness } from './testing/harness';
import { loadLimieten } from '../platform/config';
import { controleerLoting, zaadHashVan, type LotingUitslagRegel } from '../registratie/domein/loting';
import { MELDING_AL_AANGEVRAAGD } from '../registratie/domein/lotingbeslissing';
import { MELDING_SLUITOP_NA_OPENING } from '../registratie/domein/toewijzing';
import type { LotingAntwoord, ToewijzingAntwoord, TrekkingAntwoord } from '../kern/api-types';

const NU = new Date('2027-01-09T19:00:00.000Z');
const SLUIT_OP = new Date('2027-01-09T20:00:00.000Z');
const loting = { wijze: 'loting', opentOp: null, voorrang: { vrijwilligers: null, terugkerend: null } };
const persoon = (i: number) => ({ naam: `Aanvrager ${i}`, email: `aanvrager${i}@voorbeeld.nl`, telefoon: '' });

describe('de loting over HTTP', () => {
  let nu: Date;
  let h: Harness, admin: Client, stop: () => Promise<void>;
  let store: ReturnType<typeof createSqliteStore>;
  const werk = () =>
    geplandWerk({ store, secret: async () => 'geheim', clock: () => nu, log: () => undefined, publicUrl: 'http://x' });
  const toewijzing = async () => (await h.client().get<ToewijzingAntwoord>('/api/toewijzing')).body;

  beforeEach(async () => {
    nu = NU;
    store = createSqliteStore(':memory:');
    // One test client applies for everyone: the limit per address would stop it.
    const config = { ...TEST_CONFIG, limieten: loadLimieten({ REGISTRATIE_LIMIET: '100' }) };
    ({ h, admin, stop } = await startApi({ clock: () => nu, config }, store));
    assert.equal((await admin.post('/api/aflevering', { volgnummer: 1, datum: '2027-01-30' })).status, 200);
    await admin.put('/api/settings/maximumaantaldeelnemers', { maximumAantalDeelnemers: 3 });
    await admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: true });
  });
  afterEach(() => stop());

  it('sluitOp moet na de opening liggen, aan het veld', async () => {
    const fout = await admin.put<{ message: string; veld: string }>('/api/toewijzing', {
      ...loting,
      loting: { sluitOp: new Date(NU.getTime() - 1000).toISOString() },
    });
    assert.equal(fout.status, 400, fout.text);
    assert.deepEqual(fout.body, { message: MELDING_SLUITOP_NA_OPENING, veld: 'sluitOp' });
  });

  it('aanvragen, sluiten, trekken en controleren', async () => {
    const zet = await admin.put<ToewijzingAntwoord>('/api/toewijzing', {
      ...loting,
      loting: { sluitOp: SLUIT_OP.toISOString() },
    });
    assert.equal(zet.status, 200, zet.text);
    const open = (await toewijzing()).loting!;
    assert.equal(open.sluitOp, SLUIT_OP.toISOString());
    assert.match(String(open.zaadHash), /^[0-9a-f]{64}$/);
    assert.deepEqual({ ...open, zaadHash: null }, {
      sluitOp: SLUIT_OP.toISOString(),
      zaadHash: null,
      lijstHash: null,
      zaad: null,
      aanvragen: 0,
      getrokken: null,
    } satisfies LotingAntwoord);

    const aanvragen: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const res = await h.client().post<{ aanvraag: string; status: string }>('/api/geregistreerde/save', persoon(i));
      assert.equal(res.status, 202, res.text);
      assert.equal(res.body.status, 'aangevraagd');
      aanvragen.push(res.body.aanvraag);
    }
    const nogEens = await h.client().post<{ message: string }>('/api/geregistreerde/save', persoon(1));
    assert.equal(nogEens.status, 409);
    assert.equal(nogEens.body.message, MELDING_AL_AANGEVRAAGD);
    const mail = (await store.leesMails()).find((m) => m.to === persoon(2).email)!;
    assert.match(mail.text, /Je aanvraag is binnen; de loting is op/);
    assert.ok(mail.text.includes(aanvragen[1]!), 'de mail noemt de eigen aanvraag');
    // Changing the way once there are applications: 409.
    const wissel = await admin.put('/api/toewijzing', { ...loting, wijze: 'volgorde' });
    assert.equal(wissel.status, 409, wissel.text);

    // Before sluitOp neither the timer nor the administrator draws.
    assert.equal(await werk().trekLoting(), false);
    assert.equal((await admin.post('/api/toewijzing/loting/trekken')).status, 409);
    assert.equal((await h.client().post('/api/toewijzing/loting/trekken')).status, 401);

    nu = SLUIT_OP;
    const laat = await h.client().post('/api/geregistreerde/save', persoon(9));
    assert.equal(laat.status, 409, laat.text);
    const gesloten = (await toewijzing()).loting!;
    assert.match(String(gesloten.lijstHash), /^[0-9a-f]{64}$/);
    assert.equal(gesloten.zaad, null, 'het zaad blijft geheim tot de trekking');

    assert.equal(await werk().trekLoting(), true);
    assert.equal(await werk().trekLoting(), false, 'een tweede keer doet niets');
    const mails = (await store.leesMails()).length;
    const trekking = await admin.post<TrekkingAntwoord>('/api/toewijzing/loting/trekken');
    assert.equal(trekking.status, 200, trekking.text);
    assert.equal(trekking.body.geplaatst, 3);
    assert.equal(trekking.body.reserve, 2);
    assert.equal((await store.leesMails()).length, mails, 'niets twee keer gemaild');
    assert.equal(await store.telActief(), 3);
    assert.equal((await store.leesReservelijst()).length, 2);

    const getrokken = (await toewijzing()).loting!;
    assert.equal(getrokken.zaad, trekking.body.zaad);
    assert.equal(await zaadHashVan(trekking.body.zaad), getrokken.zaadHash);
    const uitslag = await h.client().get<LotingUitslagRegel[]>('/api/toewijzing/loting/uitslag');
    assert.equal(uitslag.status, 200);
    assert.deepEqual(Object.keys(uitslag.body[0]!).sort(), ['aanvraag', 'geplaatst', 'volgorde']);
    assert.deepEqual(uitslag.body.map((r) => r.aanvraag).sort(), [...aanvragen].sort());
    const controle = await controleerLoting({
      zaad: getrokken.zaad!,
      zaadHash: getrokken.zaadHash!,
      lijstHash: getrokken.lijstHash!,
      uitslag: uitslag.body,
    });
    assert.deepEqual(controle, { klopt: true, fouten: [] });
    const reserveMails = (await store.leesMails()).filter((m) => /reservelijst/.test(m.subject));
    assert.equal(reserveMails.length, 2);
    assert.match(reserveMails[0]!.text, /plaats 1 van de reservelijst/);
  });
});
