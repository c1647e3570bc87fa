/**
 * Who gets a place when (issue 52), on both runtimes: GET and PUT /api/toewijzing with their
 * field messages, the opening at a set time (409 naming the time before it, open from the
 * moment without the switch) and the volunteers' early round through the public routes.
 * Every test puts the shared runtime back: no set time, the registration open.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { meldingOpentOp } from '../registratie/domein/toewijzing';
import { MELDING_VOORRANG_NA_OPENING } from '../registratie/domein/toewijzing';
import { MELDING_AL_GEOPEND, MELDING_OPENING_IN_HET_VERLEDEN } from '../voorbereiding/usecases/toewijzing';
import { MELDING_SLUITOP_NODIG } from '../registratie/domein/toewijzing';
import type { Client } from '../platform/testing/client';
import { controleerLoting, type LotingUitslagRegel } from '../registratie/domein/loting';
import { MELDING_AL_AANGEVRAAGD } from '../registratie/domein/lotingbeslissing';
import type { ToewijzingAntwoord, TrekkingAntwoord } from '../kern/api-types';
import { beheerder, bezoeker, opElkeRuntime } from './runtimes';
import { openInschrijving, uniek } from './staat';

interface Fout {
  message: string;
  veld?: string;
}

const GEEN = { opentOp: null, voorrang: { vrijwilligers: null, terugkerend: null } };
const over = (minuten: number) => new Date(Date.now() + minuten * 60_000).toISOString();
const persoon = (email = `${uniek()}@voorbeeld.nl`) => ({ naam: 'Toewijzing Proef', email, telefoon: '0612345678' });

opElkeRuntime('de toewijzing van plaatsen', (rt) => {
  let admin: Client;
  before(async () => {
    admin = await beheerder(rt);
  });
  const zet = async (toewijzing: unknown) => {
    const res = await admin.put<Fout>('/api/toewijzing', toewijzing);
    assert.equal(res.status, 200, res.text);
    return res.body;
  };
  after(async () => {
    await zet(GEEN);
    await openInschrijving(admin);
  });

  it('GET is openbaar; PUT is van de beheerder en weigert foute tijden aan het veld', async () => {
    await zet(GEEN);
    const leeg = await bezoeker(rt).get('/api/toewijzing');
    assert.equal(leeg.status, 200, leeg.text);
    assert.deepEqual(leeg.body, {
      wijze: 'volgorde',
      ...GEEN,
      loting: null,
      eenPerHuishouden: false,
      bevestigen: null,
    });
    assert.equal((await bezoeker(rt).put('/api/toewijzing', GEEN)).status, 401);

    const tijd = await admin.put<Fout>('/api/toewijzing', { ...GEEN, opentOp: 'morgen om acht' });
    assert.equal(tijd.status, 400, tijd.text);
    assert.equal(tijd.body.veld, 'opentOp');
    assert.match(tijd.body.message, /^Inschrijving opent op: /);

    const volgorde = await admin.put<Fout>('/api/toewijzing', {
      opentOp: over(60),
      voorrang: { vrijwilligers: over(61), terugkerend: null },
    });
    assert.equal(volgorde.status, 400, volgorde.text);
    assert.deepEqual(volgorde.body, { message: MELDING_VOORRANG_NA_OPENING, veld: 'vrijwilligers' });

    const loting = await admin.put<Fout>('/api/toewijzing', { ...GEEN, wijze: 'loting' });
    assert.equal(loting.status, 400, loting.text);
    assert.deepEqual(loting.body, { message: MELDING_SLUITOP_NODIG, veld: 'sluitOp' });
    // Nothing of the refused changes was kept.
    assert.deepEqual((await bezoeker(rt).get('/api/toewijzing')).body, {
      wijze: 'volgorde',
      ...GEEN,
      loting: null,
      eenPerHuishouden: false,
      bevestigen: null,
    });
  });

  it('een tijd in het verleden, of terwijl de inschrijving al open is, wordt geweigerd aan het veld', async () => {
    await openInschrijving(admin, { inschrijvingGeopend: false });
    const verleden = await admin.put<Fout>('/api/toewijzing', { ...GEEN, opentOp: over(-5) });
    assert.equal(verleden.status, 400, verleden.text);
    assert.deepEqual(verleden.body, { message: MELDING_OPENING_IN_HET_VERLEDEN, veld: 'opentOp' });
    await openInschrijving(admin);
    const alOpen = await admin.put<Fout>('/api/toewijzing', { ...GEEN, opentOp: over(60) });
    assert.equal(alOpen.status, 400, alOpen.text);
    assert.deepEqual(alOpen.body, { message: MELDING_AL_GEOPEND, veld: 'opentOp' });
  });

  it('vóór de opening noemt de 409 de tijd; een vrijwilliger van vóór de ronde mag al; vanaf het moment iedereen', async () => {
    await openInschrijving(admin, { inschrijvingGeopend: false });
    // A volunteer of this fair, signed up for a shift before the round begins.
    const email = `${uniek()}@voorbeeld.nl`;
    const dienst = await bezoeker(rt).post('/api/vrijwilligers/aanmelden', {
      naam: 'Vroege Vrijwilliger',
      email,
      telefoon: '0612345678',
      diensten: ['vrijdagSorteren'],
    });
    assert.equal(dienst.status, 201, dienst.text);
    const opentOp = over(60);
    const ronde = new Date(Date.now() + 1_500);
    await zet({ opentOp, voorrang: { vrijwilligers: ronde.toISOString(), terugkerend: null } });
    const publiek = await bezoeker(rt).get<{ settings: { toewijzing?: { opentOp: string } } }>('/api/public');
    assert.equal(Date.parse(publiek.body.settings.toewijzing!.opentOp), Date.parse(opentOp), 'de site toont de tijd');
    await wachtTot(ronde);

    const te = await bezoeker(rt).post<Fout>('/api/geregistreerde/save', persoon());
    assert.equal(te.status, 409, te.text);
    assert.deepEqual(te.body, { message: meldingOpentOp(opentOp) });
    const vroeg = await bezoeker(rt).post<{ nummer: number }>('/api/geregistreerde/save', persoon(email));
    assert.equal(vroeg.status, 200, vroeg.text);
    assert.equal(typeof vroeg.body.nummer, 'number');

    // Who signs up for a shift during the round does not jump the queue with it.
    const laat = `${uniek()}@voorbeeld.nl`;
    const laatDienst = await bezoeker(rt).post('/api/vrijwilligers/aanmelden', {
      naam: 'Late Vrijwilliger',
      email: laat,
      telefoon: '0612345678',
      diensten: ['vrijdagSorteren'],
    });
    assert.equal(laatDienst.status, 201, laatDienst.text);
    const teLaat = await bezoeker(rt).post<Fout>('/api/geregistreerde/save', persoon(laat));
    assert.equal(teLaat.status, 409, teLaat.text);

    // The set moment comes: open for everyone, the switch untouched.
    const moment = new Date(Date.now() + 1_500);
    await zet({ opentOp: moment.toISOString(), voorrang: { vrijwilligers: null, terugkerend: null } });
    await wachtTot(moment);
    const iedereen = await bezoeker(rt).post('/api/geregistreerde/save', persoon(laat));
    assert.equal(iedereen.status, 200, iedereen.text);
  });

  it('loting: aanvragen (202), sluiten, trekken door de beheerder, een uitslag die klopt', async () => {
    await openInschrijving(admin);
    const sluitOp = new Date(Date.now() + 4_000).toISOString();
    await zet({ ...GEEN, wijze: 'loting', loting: { sluitOp } });
    const open = (await bezoeker(rt).get<ToewijzingAntwoord>('/api/toewijzing')).body.loting!;
    assert.match(String(open.zaadHash), /^[0-9a-f]{64}$/);
    assert.equal(open.zaad, null);
    assert.equal(open.lijstHash, null);

    const aanvragen: string[] = [];
    const email = `${uniek()}@voorbeeld.nl`;
    for (let i = 0; i < 3; i++) {
      const res = await bezoeker(rt, 40 + i).post<{ aanvraag: string; status: string }>(
        '/api/geregistreerde/save',
        persoon(i === 0 ? email : undefined),
      );
      assert.equal(res.status, 202, res.text);
      assert.equal(res.body.status, 'aangevraagd');
      aanvragen.push(res.body.aanvraag);
    }
    const dubbel = await bezoeker(rt, 43).post<Fout>('/api/geregistreerde/save', persoon(email));
    assert.equal(dubbel.status, 409, dubbel.text);
    assert.equal(dubbel.body.message, MELDING_AL_AANGEVRAAGD);
    const wissel = await admin.put('/api/toewijzing', GEEN);
    assert.equal(wissel.status, 409, 'de wijze ligt vast zolang de aanvragen op de loting wachten');
    const vroeg = await admin.post('/api/toewijzing/loting/trekken');
    assert.equal(vroeg.status, 409, vroeg.text);

    await new Promise((klaar) => setTimeout(klaar, Date.parse(sluitOp) - Date.now() + 100));
    const trekking = await admin.post<TrekkingAntwoord>('/api/toewijzing/loting/trekken');
    assert.equal(trekking.status, 200, trekking.text);
    assert.equal(trekking.body.geplaatst + trekking.body.reserve, 3);
    const nogEens = await admin.post<TrekkingAntwoord>('/api/toewijzing/loting/trekken');
    assert.deepEqual(nogEens.body, trekking.body);

    const na = (await bezoeker(rt).get<ToewijzingAntwoord>('/api/toewijzing')).body.loting!;
    assert.equal(na.zaad, trekking.body.zaad);
    const uitslag = await bezoeker(rt).get<LotingUitslagRegel[]>('/api/toewijzing/loting/uitslag');
    assert.equal(uitslag.status, 200, uitslag.text);
    assert.deepEqual(uitslag.body.map((r) => r.aanvraag).sort(), [...aanvragen].sort());
    const controle = await controleerLoting({
      zaad: na.zaad!,
      zaadHash: na.zaadHash!,
      lijstHash: na.lijstHash!,
      uitslag: uitslag.body,
    });
    assert.deepEqual(controle, { klopt: true, fouten: [] });
    // Carried out: the way may change again (after() puts the runtime back).
    await zet(GEEN);
  });
});

/** Until just after `moment`, by this machine's clock (the servers run on it too). */
const wachtTot = (moment: Date) => new Promise((klaar) => setTimeout(klaar, moment.getTime() - Date.now() + 100));
