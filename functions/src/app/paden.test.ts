/**
 * One path per request (issue 51): a route's guards are declared on the route, so every spelling
 * of its path that Express matches (a trailing slash, other letter case) passes the same guards
 * in the same order. Before, the exact registration path had the door before the body, and a
 * variant had it after the body, the limit and the honeypot. Each spelling is sent here, and each
 * guard is shown to answer before the next one would have: CSRF, the door, the body, the limit,
 * the honeypot, the form.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { MELDING_NIET_GEOPEND } from '../registratie/domein/registratie';
import { loadLimieten } from '../platform/config';
import { MELDING_TE_VEEL_REGISTRATIES } from '../platform/http/limits';
import { MELDING_TE_VEEL_LABELS } from '../artikelen/api/artikelen';
import { geteld } from './testing/geteld';
import { createSqliteStore } from './store/sqlite';
import { loopbackAdres, startApi, TEST_CONFIG, type Client, type Harness } from './testing/harness';

const GEEN_JSON = 'De verstuurde gegevens zijn geen geldige JSON.';
const TE_GROOT = 'De verstuurde gegevens zijn te groot.';
const persoon = (n: number) => ({ naam: `Ouder ${n}`, email: `ouder${n}@voorbeeld.nl`, telefoon: '0612345678' });
const script = { naam: '', email: 'geen-adres', website: 'https://spam.example' };

/** The spellings of a path Express's router matches: as written, a trailing slash, other case. */
function spellingen(pad: string): string[] {
  const rest = pad.replace(/^\/api/, '');
  const hoofdletters = rest.replace(/\/([a-z])/g, (_, letter: string) => `/${letter.toUpperCase()}`);
  return [pad, `${pad}/`, `/api${hoofdletters}`, `/api${rest.toUpperCase()}/`];
}

describe('elke spelling van een pad loopt langs dezelfde wachters, in dezelfde volgorde', () => {
  let h: Harness, admin: Client, stop: () => Promise<void>;
  /** The store methods called since the last reset. */
  let aanroepen: string[];
  let adres = 0;
  const bezoeker = async () => {
    const c = h.client(loopbackAdres(++adres));
    await c.get('/api/session');
    return c;
  };
  beforeEach(async () => {
    const teller = geteld(createSqliteStore(':memory:'));
    aanroepen = teller.aanroepen;
    const limieten = loadLimieten({ REGISTRATIE_LIMIET: '2', LABELS_PER_LINK_PER_MINUUT: '3' });
    ({ h, admin, stop } = await startApi({ config: { ...TEST_CONFIG, limieten } }, teller.store));
  });
  afterEach(() => stop());

  const aantal = async () => (await admin.get<number>('/api/geregistreerde/aantalactievedeelnemers')).body;
  const open = async () =>
    assert.equal((await admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: true })).status, 200);

  for (const pad of spellingen('/api/geregistreerde/save')) {
    it(`POST ${pad}: CSRF, de deur, het lichaam, de limiet, de honingpot, het formulier`, async () => {
      // 1. Without the session's token: 403, before the door reads anything.
      const c = await bezoeker();
      aanroepen.length = 0;
      const zonder = await c.call<{ message: string }>('POST', pad, persoon(1), { csrf: null });
      assert.equal(zonder.status, 403);
      assert.match(zonder.body.message, /sessie/);
      assert.deepEqual(aanroepen, []);

      // 2. Not open yet: the door answers whatever the body, the limit or the honeypot would say.
      aanroepen.length = 0;
      for (const poging of [
        c.call('POST', pad, undefined, { raw: '{"naam":' }),
        c.post(pad, { ...persoon(1), opmerking: 'x'.repeat(100_000) }),
        c.post(pad, script),
        c.post(pad, { naam: '' }),
      ]) {
        const res = await poging;
        assert.equal(res.status, 409, res.text);
        assert.deepEqual(res.body, { message: MELDING_NIET_GEOPEND });
      }
      // Only what the door reads: nothing of the attempt (and no session: this server handed the id to a visitor).
      assert.deepEqual([...new Set(aanroepen)].sort(), ['leesInstellingen', 'telActief']);

      // 3. Open: the body is read before the limit counts: broken or too large costs no allowance.
      await open();
      const kapot = await c.call('POST', pad, undefined, { raw: '{"naam":' });
      assert.equal(kapot.status, 400);
      assert.deepEqual(kapot.body, { message: GEEN_JSON });
      const groot = await c.post(pad, { ...persoon(1), opmerking: 'x'.repeat(100_000) });
      assert.equal(groot.status, 413);
      assert.deepEqual(groot.body, { message: TE_GROOT });

      // 4. The limit (2 here) before the honeypot and the form: two accepted, then 429 for all.
      for (const n of [1, 2]) assert.equal((await c.post(pad, persoon(n))).status, 200);
      for (const poging of [persoon(3), script, { naam: '' }]) {
        const res = await c.post<{ message: string }>(pad, poging);
        assert.equal(res.status, 429, res.text);
        assert.equal(res.body.message, MELDING_TE_VEEL_REGISTRATIES(10));
      }
      // With the allowance used up, the body is still read first: broken is 400, not 429.
      const kapotNaLimiet = await c.call('POST', pad, undefined, { raw: '{"naam":' });
      assert.equal(kapotNaLimiet.status, 400, kapotNaLimiet.text);
      assert.deepEqual(kapotNaLimiet.body, { message: GEEN_JSON });

      // 5. The honeypot before the form: a look-alike acceptance for fields the form would refuse.
      const ander = await bezoeker();
      const schijn = await ander.post<{ naam: string; nummer: number }>(pad, script);
      assert.equal(schijn.status, 200);
      assert.equal(typeof schijn.body.nummer, 'number');
      assert.equal(await aantal(), 2);

      // 6. The form last: its own message at the field.
      const leeg = await ander.post<{ veld?: string }>(pad, { naam: '', email: 'a@voorbeeld.nl' });
      assert.equal(leeg.status, 400);
      assert.equal(leeg.body.veld, 'naam');

      // 7. Closed again: the door answers first, also for the address whose allowance is used up.
      assert.equal((await admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: false })).status, 200);
      for (const poging of [persoon(5), script]) {
        const res = await c.post<{ message: string }>(pad, poging);
        assert.equal(res.status, 409, res.text);
      }
    });
  }

  for (const pad of spellingen('/api/reservelijst')) {
    it(`POST ${pad}: de honingpot vóór het formulier, één toegestaan aantal met de inschrijving`, async () => {
      const c = await bezoeker();
      const schijn = await c.post<{ id: string; naam: string }>(pad, { ...script, naam: 'Script' });
      assert.equal(schijn.status, 201);
      assert.equal(schijn.body.naam, 'Script');
      // The look-alike counted as an acceptance (a script must not learn it was caught): one more
      // registration and the shared allowance of 2 is used up.
      await open();
      assert.equal((await c.post('/api/geregistreerde/save', persoon(1))).status, 200);
      const teVeel = await c.post<{ message: string }>(pad, { naam: '' });
      assert.equal(teVeel.status, 429);
      assert.equal(teVeel.body.message, MELDING_TE_VEEL_REGISTRATIES(10));
    });
  }

  for (const pad of spellingen('/api/vrijwilligers/aanmelden')) {
    it(`POST ${pad}: de honingpot vóór het formulier`, async () => {
      const c = await bezoeker();
      const schijn = await c.post<{ naam: string; diensten: string[] }>(pad, {
        ...script,
        naam: 'Script',
        diensten: ['opbouw'],
      });
      assert.equal(schijn.status, 201);
      assert.deepEqual(schijn.body, { naam: 'Script', diensten: ['opbouw'] });
      assert.equal((await c.post(pad, { naam: '' })).status, 400);
    });
  }

  it('GET labels.pdf: één telling per link, welke spelling van het pad ook', async () => {
    const c = await bezoeker();
    const [a, b, d] = spellingen('/api/mijn-gegevens/labels.pdf');
    for (const pad of [a, b, d]) assert.notEqual((await c.get(`${pad}?token=x.y`)).status, 429, pad);
    const teVeel = await c.get<{ message: string }>(`${spellingen('/api/mijn-gegevens/labels.pdf')[3]}?token=x.y`);
    assert.equal(teVeel.status, 429);
    assert.equal(teVeel.body.message, MELDING_TE_VEEL_LABELS(Number(teVeel.headers.get('retry-after'))));
  });

  it('GET labels.pdf: de link telt zoals de route hem leest, het token in het lichaam vóór dat in de query', async () => {
    const c = await bezoeker();
    const pad = '/api/mijn-gegevens/labels.pdf';
    // Each query names another link, the body one and the same: the route serves the body's link,
    // so that is the link that is counted.
    const lichaam = JSON.stringify({ token: 'x.y' });
    // A GET's body needs its length said: Node sends none of its own for a GET.
    const lengte = { 'Content-Length': String(Buffer.byteLength(lichaam)) };
    const metLichaam = (query: string) =>
      c.call<{ message: string }>('GET', `${pad}?token=${query}`, undefined, { raw: lichaam, headers: lengte });
    for (const query of ['a.1', 'b.2', 'c.3']) assert.notEqual((await metLichaam(query)).status, 429, query);
    const teVeel = await metLichaam('d.4');
    assert.equal(teVeel.status, 429, teVeel.text);
    assert.equal(teVeel.body.message, MELDING_TE_VEEL_LABELS(Number(teVeel.headers.get('retry-after'))));
  });
});
