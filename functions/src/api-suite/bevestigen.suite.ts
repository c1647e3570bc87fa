/**
 * Confirming your place (issue 53), each route on both runtimes: PUT and GET /api/toewijzing's
 * `bevestigen` with its field messages, GET /api/geregistreerde/all's `bevestigd` and
 * `vrijgevenOp`, "Ik kom" through the personal link (GET and POST /api/mijn-gegevens/bevestigen),
 * the administrator's POST /api/geregistreerde/{id}/bevestigen and PUT …/termijn. The release by
 * the clock is in the contract suites and app/bevestigen.test.ts (the emulator fires no
 * schedules; firebase.bevestigen.test.ts runs the scheduled function). The deadline lies a month
 * ahead, so nothing is released meanwhile; the setting goes off again after.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { DeelnemerMetBevestiging, MijnBevestiging, ToewijzingAntwoord } from '../kern/api-types';
import type { OutboxMail } from '../kern/types';
import type { Client } from '../platform/testing/client';
import { MELDING_TERMIJN_VERLEDEN } from '../registratie/domein/bevestigen';
import { beheerder, bezoeker, opElkeRuntime } from './runtimes';
import { openInschrijving, uniek } from './staat';

interface Fout {
  message: string;
  veld?: string;
}

const GEEN = { opentOp: null, voorrang: { vrijwilligers: null, terugkerend: null } };
const over = (uren: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 + uren * 3_600_000).toISOString();

opElkeRuntime('bevestigen', (rt) => {
  let admin: Client;
  const voor = over(30 * 24);
  const bevestigen = { voor, artikelen: 1, herinneringDagen: 3, termijnUren: 48 };
  before(async () => {
    admin = await beheerder(rt);
    await openInschrijving(admin);
  });
  after(async () => {
    assert.equal((await admin.put('/api/toewijzing', { ...GEEN, bevestigen: null })).status, 200);
  });

  const registreer = async () => {
    const email = `${uniek()}@voorbeeld.nl`;
    const res = await bezoeker(rt).post<{ id: string }>('/api/geregistreerde/save', {
      naam: 'Bevestig Proef',
      email,
      telefoon: '',
    });
    assert.equal(res.status, 200, res.text);
    return { id: res.body.id, email };
  };
  const zoek = async (id: string) => {
    const res = await admin.get<DeelnemerMetBevestiging[]>('/api/geregistreerde/all');
    assert.equal(res.status, 200, res.text);
    return res.body.find((d) => d.id === id)!;
  };

  it('PUT /api/toewijzing zet het aan, GET toont het; fouten aan het veld', async () => {
    const fout = async (deel: object, veld: string) => {
      const res = await admin.put<Fout>('/api/toewijzing', { ...GEEN, bevestigen: { ...bevestigen, ...deel } });
      assert.equal(res.status, 400, res.text);
      assert.equal(res.body.veld, veld, res.text);
    };
    await fout({ voor: over(-1) }, 'voor');
    await fout({ herinneringDagen: -1 }, 'herinneringDagen');
    await fout({ termijnUren: 0 }, 'termijnUren');
    await fout({ artikelen: 0 }, 'artikelen');
    assert.equal((await bezoeker(rt).put('/api/toewijzing', { ...GEEN, bevestigen })).status, 401);
    const zet = await admin.put<ToewijzingAntwoord>('/api/toewijzing', { ...GEEN, bevestigen });
    assert.equal(zet.status, 200, zet.text);
    assert.deepEqual(zet.body.bevestigen, bevestigen);
    assert.deepEqual((await bezoeker(rt).get<ToewijzingAntwoord>('/api/toewijzing')).body.bevestigen, bevestigen);
  });

  it('Ik kom via de persoonlijke link; het overzicht van de beheerder toont het', async () => {
    const { id, email } = await registreer();
    assert.deepEqual((({ bevestigd, vrijgevenOp }) => ({ bevestigd, vrijgevenOp }))(await zoek(id)), {
      bevestigd: false,
      vrijgevenOp: voor,
    });
    const mails = await admin.get<OutboxMail[]>('/api/mail');
    const mail = mails.body.find((m) => m.to === email)!;
    assert.match(mail.text, /Bevestig vóór/);
    const token = decodeURIComponent(/mijn-gegevens\?token=([^"&\s<]+)/.exec(mail.html)![1]!);
    const c = bezoeker(rt);
    const stand = await c.get<MijnBevestiging>(`/api/mijn-gegevens/bevestigen?token=${encodeURIComponent(token)}`);
    assert.equal(stand.status, 200, stand.text);
    assert.deepEqual(stand.body, { gevraagd: true, bevestigd: false, voor, vrijgegeven: null });
    const ja = await c.post<MijnBevestiging>('/api/mijn-gegevens/bevestigen', { token });
    assert.equal(ja.status, 200, ja.text);
    assert.deepEqual(ja.body, { gevraagd: true, bevestigd: true, voor: null, vrijgegeven: null });
    assert.equal((await zoek(id)).bevestigd, true);
    const fout = await c.post<Fout>('/api/mijn-gegevens/bevestigen', { token: 'x.y' });
    assert.equal(fout.status, 400, fout.text);
  });

  it('de beheerder bevestigt namens iemand en verlengt een termijn', async () => {
    const { id } = await registreer();
    assert.equal((await bezoeker(rt).post(`/api/geregistreerde/${id}/bevestigen`)).status, 401);
    assert.equal((await admin.post('/api/geregistreerde/bestaatniet/bevestigen')).status, 404);

    const tot = over(40 * 24);
    const verleden = await admin.put<Fout>(`/api/geregistreerde/${id}/termijn`, { tot: over(-1) });
    assert.equal(verleden.status, 400, verleden.text);
    assert.deepEqual(verleden.body, { message: MELDING_TERMIJN_VERLEDEN, veld: 'tot' });
    assert.equal((await admin.put<Fout>(`/api/geregistreerde/${id}/termijn`, {})).body.veld, 'tot');
    assert.equal((await admin.put('/api/geregistreerde/bestaatniet/termijn', { tot })).status, 404);
    const verleng = await admin.put(`/api/geregistreerde/${id}/termijn`, { tot });
    assert.equal(verleng.status, 200, verleng.text);
    assert.equal((await zoek(id)).vrijgevenOp, tot);

    const namens = await admin.post(`/api/geregistreerde/${id}/bevestigen`);
    assert.equal(namens.status, 200, namens.text);
    assert.deepEqual((({ bevestigd, vrijgevenOp }) => ({ bevestigd, vrijgevenOp }))(await zoek(id)), {
      bevestigd: true,
      vrijgevenOp: null,
    });
  });
});
