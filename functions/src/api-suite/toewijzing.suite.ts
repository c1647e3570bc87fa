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
import { MELDING_SLUITOP_NODIG } from '../registratie/domein/toewijzing';
import type { Client } from '../platform/testing/client';
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
    assert.deepEqual(leeg.body, { wijze: 'volgorde', ...GEEN, loting: null });
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
    assert.deepEqual((await bezoeker(rt).get('/api/toewijzing')).body, { wijze: 'volgorde', ...GEEN, loting: null });
  });

  it('vóór de opening noemt de 409 de tijd; een vrijwilliger van deze beurs mag al; vanaf het moment iedereen', async () => {
    await openInschrijving(admin, { inschrijvingGeopend: false });
    const opentOp = over(60);
    await zet({ opentOp, voorrang: { vrijwilligers: over(-1), terugkerend: null } });
    const publiek = await bezoeker(rt).get<{ settings: { toewijzing?: { opentOp: string } } }>('/api/public');
    assert.equal(publiek.body.settings.toewijzing?.opentOp, opentOp, 'de site toont de tijd');

    const te = await bezoeker(rt).post<Fout>('/api/geregistreerde/save', persoon());
    assert.equal(te.status, 409, te.text);
    assert.deepEqual(te.body, { message: meldingOpentOp(opentOp) });

    // A volunteer of this fair, signed up for a shift, registers with that address.
    const email = `${uniek()}@voorbeeld.nl`;
    const dienst = await bezoeker(rt).post('/api/vrijwilligers/aanmelden', {
      naam: 'Vroege Vrijwilliger',
      email,
      telefoon: '0612345678',
      diensten: ['vrijdagSorteren'],
    });
    assert.equal(dienst.status, 201, dienst.text);
    const vroeg = await bezoeker(rt).post<{ nummer: number }>('/api/geregistreerde/save', persoon(email));
    assert.equal(vroeg.status, 200, vroeg.text);
    assert.equal(typeof vroeg.body.nummer, 'number');

    // The set time has passed (here: set in the past): open for everyone, the switch untouched.
    await zet({ opentOp: over(-1), voorrang: { vrijwilligers: null, terugkerend: null } });
    const iedereen = await bezoeker(rt).post('/api/geregistreerde/save', persoon());
    assert.equal(iedereen.status, 200, iedereen.text);
  });
});
