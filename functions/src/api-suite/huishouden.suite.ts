/**
 * One place per household (issue 53), on both runtimes: PUT and GET /api/toewijzing with
 * `eenPerHuishouden` (absent in the body: unchanged), and the 409 at the field `telefoon` for a
 * second registration with the number in another spelling and for the reserve list. Every test
 * puts the shared runtime back: the rule off, the registration open.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { randomInt } from 'node:crypto';
import { MELDING_HUISHOUDEN, MELDING_HUISHOUDEN_RESERVELIJST } from '../registratie/domein/huishouden';
import type { Client } from '../platform/testing/client';
import type { ToewijzingAntwoord } from '../kern/api-types';
import type { Settings } from '../kern/types';
import { beheerder, bezoeker, opElkeRuntime } from './runtimes';
import { aantalActief, openInschrijving, uniek } from './staat';

interface Fout {
  message: string;
  veld?: string;
}

const GEEN = { opentOp: null, voorrang: { vrijwilligers: null, terugkerend: null } };
/** A mobile number no earlier run used, in two spellings: '06-12345678' and '+31 6 12345678'. */
const nummer = () => {
  const cijfers = String(randomInt(10_000_000, 99_999_999));
  return { streep: `06-${cijfers}`, internationaal: `+31 6 ${cijfers}` };
};
const persoon = (telefoon: string) => ({ naam: 'Huishouden Proef', email: `${uniek()}@voorbeeld.nl`, telefoon });

opElkeRuntime('één plek per huishouden', (rt) => {
  let admin: Client;
  before(async () => {
    admin = await beheerder(rt);
  });
  const zet = async (toewijzing: unknown) => {
    const res = await admin.put<ToewijzingAntwoord>('/api/toewijzing', toewijzing);
    assert.equal(res.status, 200, res.text);
    return res.body;
  };
  after(async () => {
    await zet({ ...GEEN, eenPerHuishouden: false });
    await openInschrijving(admin);
  });

  it('PUT zet eenPerHuishouden aan en uit, zonder het veld blijft het staan; GET en /api/public tonen het', async () => {
    assert.equal((await zet({ ...GEEN, eenPerHuishouden: false })).eenPerHuishouden, false);
    assert.equal((await zet({ ...GEEN, eenPerHuishouden: true })).eenPerHuishouden, true);
    assert.equal((await zet(GEEN)).eenPerHuishouden, true, 'zonder het veld blijft de keuze');
    const openbaar = await bezoeker(rt).get<ToewijzingAntwoord>('/api/toewijzing');
    assert.equal(openbaar.status, 200, openbaar.text);
    assert.equal(openbaar.body.eenPerHuishouden, true);
    const publiek = await bezoeker(rt).get<{ settings: Settings }>('/api/public');
    assert.equal(publiek.body.settings.toewijzing?.eenPerHuishouden, true);

    const fout = await admin.put<Fout>('/api/toewijzing', { ...GEEN, eenPerHuishouden: 'ja' });
    assert.equal(fout.status, 400, fout.text);
    assert.equal(fout.body.veld, 'eenPerHuishouden');
    assert.equal((await bezoeker(rt).put('/api/toewijzing', { ...GEEN, eenPerHuishouden: false })).status, 401);
    assert.equal((await zet({ ...GEEN, eenPerHuishouden: false })).eenPerHuishouden, false);
  });

  it('een tweede inschrijving met het nummer in een andere schrijfwijze: 409 aan het veld telefoon', async () => {
    await openInschrijving(admin);
    const { streep, internationaal } = nummer();
    await zet({ ...GEEN, eenPerHuishouden: true });
    const eerste = await bezoeker(rt, 60).post('/api/geregistreerde/save', persoon(streep));
    assert.equal(eerste.status, 200, eerste.text);
    const tweede = await bezoeker(rt, 61).post<Fout>('/api/geregistreerde/save', persoon(internationaal));
    assert.equal(tweede.status, 409, tweede.text);
    assert.deepEqual(tweede.body, { message: MELDING_HUISHOUDEN, veld: 'telefoon' });
    // Without the rule, the same number may register again.
    await zet({ ...GEEN, eenPerHuishouden: false });
    const zonder = await bezoeker(rt, 62).post('/api/geregistreerde/save', persoon(internationaal));
    assert.equal(zonder.status, 200, zonder.text);
  });

  it('de reservelijst: 409 aan het veld telefoon voor een nummer met een plek of al op de lijst', async () => {
    await openInschrijving(admin);
    const metPlek = nummer();
    const aangemeld = await bezoeker(rt, 63).post('/api/geregistreerde/save', persoon(metPlek.streep));
    assert.equal(aangemeld.status, 200, aangemeld.text);
    // Full: the reserve list is open.
    await openInschrijving(admin, { maximumAantalDeelnemers: await aantalActief(rt) });
    await zet({ ...GEEN, eenPerHuishouden: true });

    const alIngeschreven = await bezoeker(rt, 64).post<Fout>('/api/reservelijst', persoon(metPlek.internationaal));
    assert.equal(alIngeschreven.status, 409, alIngeschreven.text);
    assert.deepEqual(alIngeschreven.body, { message: MELDING_HUISHOUDEN, veld: 'telefoon' });

    const wachtend = nummer();
    const eerste = await bezoeker(rt, 65).post('/api/reservelijst', persoon(wachtend.streep));
    assert.equal(eerste.status, 201, eerste.text);
    const tweede = await bezoeker(rt, 66).post<Fout>('/api/reservelijst', persoon(wachtend.internationaal));
    assert.equal(tweede.status, 409, tweede.text);
    assert.deepEqual(tweede.body, { message: MELDING_HUISHOUDEN_RESERVELIJST, veld: 'telefoon' });
  });
});
