/**
 * What a released place is afterwards (issue 53), over HTTP with the clock in hand: a table
 * loaded before the release does not bring the seller back when it saves their row, the
 * administrator who sees the release can; a released seller registers again with their number
 * and gets the confirmation, not "al ingeschreven".
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { createSqliteStore } from './store/sqlite';
import { geplandWerk } from './gepland';
import { startApi, type Client, type Harness } from './testing/harness';
import type { DeelnemerMetBevestiging, ToewijzingAntwoord } from '../kern/api-types';
import type { OutboxMail } from '../kern/types';
import { MELDING_AL_INGESCHREVEN } from '../registratie/domein/dubbel';

const VOOR = new Date('2027-01-20T18:00:00.000Z');
const UUR = 3_600_000;
const GEEN = { opentOp: null, voorrang: { vrijwilligers: null, terugkerend: null } };
const BEVESTIGEN = { voor: VOOR.toISOString(), artikelen: null, herinneringDagen: 3, termijnUren: 48 };

describe('bevestigen over HTTP: een vrijgegeven plek daarna', () => {
  let nu: Date;
  let h: Harness, admin: Client, stop: () => Promise<void>;
  let store: ReturnType<typeof createSqliteStore>;
  const werk = () =>
    geplandWerk({ store, secret: async () => 'geheim', clock: () => nu, log: () => undefined, publicUrl: 'http://x' });
  const mails = async () => (await admin.get<OutboxMail[]>('/api/mail')).body;
  const mailsAan = async (email: string) => (await mails()).filter((m) => m.to === email);
  const alle = async () => (await admin.get<DeelnemerMetBevestiging[]>('/api/geregistreerde/all')).body;
  const persoon = async (email: string) => (await alle()).find((d) => d.email === email)!;
  const registreer = async (naam: string) => {
    const res = await h.client().post<{ id: string }>('/api/geregistreerde/save', {
      naam,
      email: `${naam.toLowerCase()}@voorbeeld.nl`,
      telefoon: '',
    });
    assert.equal(res.status, 200, res.text);
    return res.body.id;
  };

  beforeEach(async () => {
    nu = new Date(VOOR.getTime() - 10 * 24 * UUR);
    store = createSqliteStore(':memory:');
    ({ h, admin, stop } = await startApi({ clock: () => nu }, store));
    assert.equal((await admin.post('/api/aflevering', { volgnummer: 1, datum: '2027-01-30' })).status, 200);
    const zet = await admin.put<ToewijzingAntwoord>('/api/toewijzing', { ...GEEN, bevestigen: BEVESTIGEN });
    assert.equal(zet.status, 200, zet.text);
    assert.deepEqual(zet.body.bevestigen, BEVESTIGEN);
    for (const [pad, body] of [
      ['/api/settings/inschrijvinggeopend', { inschrijvingGeopend: true }],
      ['/api/settings/maximumaantaldeelnemers', { maximumAantalDeelnemers: 2 }],
    ] as const) {
      assert.equal((await admin.put(pad, body)).status, 200);
    }
  });
  afterEach(() => stop());

  it('een verouderde rij brengt de vrijgegeven verkoper niet terug; Actief aan op de getoonde vrijgave wel', async () => {
    const anne = await registreer('Anne');
    const bert = await registreer('Bert');
    assert.equal(
      (await h.client().post('/api/reservelijst', { naam: 'Cor', email: 'cor@voorbeeld.nl', telefoon: '' })).status,
      201,
    );
    assert.equal((await admin.post(`/api/geregistreerde/${anne}/bevestigen`)).status, 200);
    // The administrator's table, loaded before the deadline.
    const oudeRij = (await alle()).find((d) => d.id === bert)!;

    nu = VOOR;
    admin = await h.admin(); // the session of days ago has ended
    assert.deepEqual(await werk().bevestigen(), { herinnerd: 0, vrijgegeven: 1, bevorderd: 1 });
    const telling = async () => (await h.client().get<number>('/api/geregistreerde/aantalactievedeelnemers')).body;
    assert.equal(await telling(), 2);

    // A typo in the name, saved from the stale row that still shows Bert active.
    const opgeslagen = await admin.put<DeelnemerMetBevestiging>('/api/geregistreerde/save', {
      ...oudeRij,
      naam: 'Bert B',
    });
    assert.equal(opgeslagen.status, 200, opgeslagen.text);
    assert.equal(opgeslagen.body.naam, 'Bert B');
    assert.equal(opgeslagen.body.actief, false);
    assert.equal(opgeslagen.body.afleveringen[0]!.actief, false);
    assert.equal(await telling(), 2, 'niet boven het maximum');

    // Reloaded, the row shows the release; Actief switched on there is meant, and confirms.
    const getoond = (await alle()).find((d) => d.id === bert)!;
    assert.equal(getoond.afleveringen[0]!.vrijgegeven, VOOR.toISOString());
    const aan = await admin.put<DeelnemerMetBevestiging>('/api/geregistreerde/save', {
      ...getoond,
      actief: true,
      afleveringen: getoond.afleveringen.map((a) => ({ ...a, actief: true })),
    });
    assert.equal(aan.status, 200, aan.text);
    assert.equal(aan.body.actief, true);
    assert.equal(await telling(), 3);
    assert.equal((await persoon('bert@voorbeeld.nl')).bevestigd, true);
    nu = new Date(VOOR.getTime() + 100 * UUR);
    admin = await h.admin();
    await werk().bevestigen();
    assert.equal((await persoon('bert@voorbeeld.nl')).actief, true, 'nooit twee keer vrijgegeven');
  });

  it('wie vrijgegeven is, schrijft zich opnieuw in met het eigen nummer en krijgt de bevestiging', async () => {
    const anne = await registreer('Anne');
    const bert = await registreer('Bert');
    const nummer = (await persoon('bert@voorbeeld.nl')).nummer;
    assert.equal((await admin.post(`/api/geregistreerde/${anne}/bevestigen`)).status, 200);
    nu = VOOR;
    assert.deepEqual(await werk().bevestigen(), { herinnerd: 0, vrijgegeven: 1, bevorderd: 0 });

    nu = new Date(VOOR.getTime() + UUR);
    admin = await h.admin(); // the session of days ago has ended
    const voor = (await mailsAan('bert@voorbeeld.nl')).length;
    const res = await h.client().post<{ id: string; nummer: number; message?: string }>('/api/geregistreerde/save', {
      naam: 'Bert',
      email: 'bert@voorbeeld.nl',
      telefoon: '',
    });
    assert.equal(res.status, 200, res.text);
    assert.notEqual(res.body.message, MELDING_AL_INGESCHREVEN);
    assert.equal(res.body.id, bert);
    assert.equal(res.body.nummer, nummer);
    const nieuw = (await mailsAan('bert@voorbeeld.nl')).slice(voor);
    assert.equal(nieuw.length, 1);
    assert.match(nieuw[0]!.text, new RegExp(String(nummer)));
    const b = await persoon('bert@voorbeeld.nl');
    assert.equal(b.actief, true);
    assert.equal(b.vrijgevenOp, new Date(nu.getTime() + 48 * UUR).toISOString(), 'een eigen termijn');
  });
});
