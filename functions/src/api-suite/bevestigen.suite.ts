/**
 * Confirming your place (issue 53), each route on both runtimes: PUT and GET /api/toewijzing's
 * `bevestigen` with its field messages, GET /api/geregistreerde/all's `bevestigd` and
 * `vrijgevenOp`, "Ik kom" through the personal link (GET and POST /api/mijn-gegevens/bevestigen),
 * the administrator's POST /api/geregistreerde/{id}/bevestigen and PUT …/termijn. The release by
 * the clock is in the contract suites and app/bevestigen.test.ts (the emulator fires no
 * schedules; firebase.bevestigen.test.ts runs the scheduled function). The deadline lies between
 * now and the current fair's drop-off, so nothing is released meanwhile; the setting goes off again
 * after. The seller's late "Ik kom" (409) needs a deadline that has passed, which a server on the
 * real clock can only reach by releasing the other suites' sellers: it is in the contract suites
 * (both stores) and app/bevestigen.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { DeelnemerMetBevestiging, MijnBevestiging, ToewijzingAntwoord } from '../kern/api-types';
import type { Aflevering, OutboxMail } from '../kern/types';
import { inleverenBegintOp } from '../kern/deadline';
import type { Client } from '../platform/testing/client';
import {
  MELDING_BEVESTIGEN_UIT,
  MELDING_DOET_NIET_MEE,
  MELDING_TERMIJN_VERLEDEN,
  meldingNaInleveren,
  meldingNietLater,
} from '../registratie/domein/bevestigen';
import { beheerder, bezoeker, opElkeRuntime } from './runtimes';
import { openInschrijving, uniek } from './staat';

interface Fout {
  message: string;
  veld?: string;
}

const GEEN = { opentOp: null, voorrang: { vrijwilligers: null, terugkerend: null } };
const minuut = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString();
const over = (uren: number) => minuut(Date.now() + uren * 3_600_000);

opElkeRuntime('bevestigen', (rt) => {
  let admin: Client;
  // Times between now and the current fair's drop-off: a deadline, and an extension after it.
  let voor = '';
  let tot = '';
  let inleveren = '';
  let bevestigen = { voor, artikelen: 1, herinneringDagen: 0, termijnUren: 48 };
  before(async () => {
    admin = await beheerder(rt);
    await openInschrijving(admin);
    const beurs = (await admin.get<Aflevering>('/api/aflevering/last')).body;
    inleveren = inleverenBegintOp(beurs).toISOString();
    const ruimte = Date.parse(inleveren) - Date.now();
    assert.ok(ruimte > 3_600_000, `het inleveren (${inleveren}) ligt te dichtbij`);
    voor = minuut(Date.now() + ruimte / 3);
    tot = minuut(Date.now() + (2 * ruimte) / 3);
    bevestigen = { ...bevestigen, voor };
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

  it('uit: bevestigen geeft 409, ook voor de beheerder; een slechte link een Nederlandse 400', async () => {
    assert.equal((await admin.put('/api/toewijzing', { ...GEEN, bevestigen: null })).status, 200);
    const { id, email } = await registreer();
    const namens = await admin.post<Fout>(`/api/geregistreerde/${id}/bevestigen`);
    assert.equal(namens.status, 409, namens.text);
    assert.equal(namens.body.message, MELDING_BEVESTIGEN_UIT);
    const mail = (await admin.get<OutboxMail[]>('/api/mail')).body.find((m) => m.to === email)!;
    const token = decodeURIComponent(/mijn-gegevens\?token=([^"&\s<]+)/.exec(mail.html)![1]!);
    const zelf = await bezoeker(rt).post<Fout>('/api/mijn-gegevens/bevestigen', { token });
    assert.equal(zelf.status, 409, zelf.text);
    assert.equal(zelf.body.message, MELDING_BEVESTIGEN_UIT);
    const stand = await bezoeker(rt).get<MijnBevestiging>(
      `/api/mijn-gegevens/bevestigen?token=${encodeURIComponent(token)}`,
    );
    assert.equal(stand.body.gevraagd, false, stand.text);
    for (const slecht of ['x.y', '']) {
      const res = await bezoeker(rt).get<Fout>(`/api/mijn-gegevens/bevestigen?token=${slecht}`);
      assert.equal(res.status, 400, res.text);
      assert.match(res.body.message, /link/i, res.text);
    }
  });

  it('PUT /api/toewijzing zet het aan, GET toont het; fouten aan het veld', async () => {
    const fout = async (deel: object, veld: string) => {
      const res = await admin.put<Fout>('/api/toewijzing', { ...GEEN, bevestigen: { ...bevestigen, ...deel } });
      assert.equal(res.status, 400, res.text);
      assert.equal(res.body.veld, veld, res.text);
    };
    await fout({ voor: over(-1) }, 'voor');
    await fout({ voor: inleveren }, 'voor');
    const naBeurs = await admin.put<Fout>('/api/toewijzing', {
      ...GEEN,
      bevestigen: { ...bevestigen, voor: inleveren },
    });
    assert.equal(naBeurs.body.message, meldingNaInleveren(inleveren));
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

    const korter = await admin.put<Fout>(`/api/geregistreerde/${id}/termijn`, {
      tot: minuut(Date.parse(voor) - 60_000),
    });
    assert.equal(korter.status, 400, korter.text);
    assert.deepEqual(korter.body, { message: meldingNietLater(voor), veld: 'tot' });
    const erna = await admin.put<Fout>(`/api/geregistreerde/${id}/termijn`, { tot: inleveren });
    assert.deepEqual(erna.body, { message: meldingNaInleveren(inleveren), veld: 'tot' });
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

  it('wie niet meedoet, kan niet bevestigen: 409', async () => {
    const { id } = await registreer();
    const d = await zoek(id);
    const uit = await admin.put('/api/geregistreerde/save', {
      id: d.id,
      nummer: d.nummer,
      naam: d.naam,
      email: d.email,
      telefoon: d.telefoon,
      actief: false,
      vrijwilligerVrijdag: d.vrijwilligerVrijdag,
      vrijwilligerZaterdag: d.vrijwilligerZaterdag,
      afleveringen: d.afleveringen.map(({ id: a, volgnummer, datum }) => ({ id: a, volgnummer, datum, actief: false })),
    });
    assert.equal(uit.status, 200, uit.text);
    const res = await admin.post<Fout>(`/api/geregistreerde/${id}/bevestigen`);
    assert.equal(res.status, 409, res.text);
    assert.equal(res.body.message, MELDING_DOET_NIET_MEE);
    const termijn = await admin.put<Fout>(`/api/geregistreerde/${id}/termijn`, { tot });
    assert.equal(termijn.status, 409, termijn.text);
  });
});
