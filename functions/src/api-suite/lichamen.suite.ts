/**
 * Request bodies on both runtimes: the spec's own content type, the size limits, bodies the API
 * does not take, and bodies that are not what they claim. On Cloud Functions the framework has
 * read the body before the function runs (platform/http/lichaam.ts); these are the answers that
 * differed before it was fed to our own parsers again.
 */
import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { MELDING_MAXIMUM } from '../registratie/domein/registratie';
import { MELDING_NIEUWS_TE_LANG } from '../nieuws/domein/nieuws';
import type { Client } from '../platform/testing/client';
import { GEEN_STACK, beheerder, bezoeker, opElkeRuntime } from './runtimes';
import { aantalActief, openInschrijving, uniek } from './staat';

const TE_GROOT = 'De verstuurde gegevens zijn te groot.';

interface Fout {
  message: string;
  veld?: string;
}

opElkeRuntime('verzoeklichamen', (rt) => {
  let admin: Client;
  before(async () => {
    admin = await beheerder(rt);
    await openInschrijving(admin, { maximumAantalDeelnemers: 5000 });
  });

  it("bewaart nieuws dat als 'plain/text' komt, het content-type van de spec (SPEC.md §7)", async () => {
    const tekst = `<p>Nieuws ${uniek()}</p>`;
    const res = await admin.call('POST', '/api/nieuws/save', undefined, { raw: tekst, contentType: 'plain/text' });
    assert.equal(res.status, 200, res.text);
    const nieuws = await bezoeker(rt).get<{ tekst: string }>('/api/nieuws/all');
    assert.equal(nieuws.body.tekst, tekst);
  });

  it('weigert een inschrijving van 200 kB met 413 en een Nederlandse melding, en schrijft niemand in', async () => {
    const voor = await aantalActief(rt);
    const persoon = { naam: 'Groot Lichaam', email: `${uniek()}@voorbeeld.nl`, telefoon: '0'.repeat(200_000) };
    const res = await bezoeker(rt).post<Fout>('/api/geregistreerde/save', persoon);
    assert.equal(res.status, 413, res.text);
    assert.deepEqual(res.body, { message: TE_GROOT });
    assert.equal(await aantalActief(rt), voor);
  });

  it('weigert nieuws van 1,2 MB met 413, en het oude nieuws blijft', async () => {
    const oud = `<p>Blijft ${uniek()}</p>`;
    assert.equal(
      (await admin.call('POST', '/api/nieuws/save', undefined, { raw: oud, contentType: 'text/plain' })).status,
      200,
    );
    const res = await admin.call<Fout>('POST', '/api/nieuws/save', undefined, {
      raw: `<p>${'a'.repeat(1_200_000)}</p>`,
      contentType: 'text/plain',
    });
    assert.equal(res.status, 413, res.text);
    assert.deepEqual(res.body, { message: TE_GROOT });
    assert.equal((await bezoeker(rt).get<{ tekst: string }>('/api/nieuws/all')).body.tekst, oud);
  });

  it('weigert nieuws dat geschoond niet meer in één opgeslagen document past met 413 (ook op Firestore geen 500)', async () => {
    // 300 kB of '<' is under the body limit, but kept as '&lt;' it is 1.2 MB.
    const res = await admin.call<Fout>('POST', '/api/nieuws/save', undefined, {
      raw: '<'.repeat(300_000),
      contentType: 'text/plain',
    });
    assert.equal(res.status, 413, res.text);
    assert.deepEqual(res.body, { message: MELDING_NIEUWS_TE_LANG });
  });

  for (const pad of ['/api/geregistreerde/save', '/api/reservelijst']) {
    it(`neemt een formulier (form-encoded) op ${pad} niet aan: 400 'Naam is verplicht', niemand ingeschreven`, async () => {
      const voor = await aantalActief(rt);
      const email = `${uniek()}@voorbeeld.nl`;
      const res = await bezoeker(rt).call<Fout>('POST', pad, undefined, {
        raw: new URLSearchParams({ naam: 'Formulier Verzender', email, telefoon: '0612345678' }).toString(),
        contentType: 'application/x-www-form-urlencoded',
      });
      assert.equal(res.status, 400, res.text);
      assert.equal(res.body.message, 'Naam is verplicht');
      assert.equal(await aantalActief(rt), voor);
      const alle = await admin.get<{ email: string }[]>('/api/geregistreerde/all');
      assert.ok(!alle.body.some((d) => d.email === email), 'het formulier schreef iemand in');
    });
  }

  /**
   * Bodies the functions framework itself cannot parse. Standalone answers them with the one
   * error handler's Dutch JSON. On Cloud Functions (and its emulator) the framework's own body
   * parser refuses them before the function runs, with the same status and its own short page:
   * no Dutch message is possible there, and the page must not show a stack trace or a path
   * (firebase.ts runs in production mode, as Cloud Functions does). docs/API.md names this.
   */
  const kapot: { wat: string; raw: string; contentType: string; headers?: Record<string, string>; status: number }[] = [
    { wat: 'kapotte JSON', raw: '{"naam": "Jan', contentType: 'application/json', status: 400 },
    { wat: 'een kale null', raw: 'null', contentType: 'application/json', status: 400 },
    { wat: 'een kaal getal', raw: '123', contentType: 'application/json', status: 400 },
    { wat: 'een onbekende tekenset', raw: '{}', contentType: 'application/json; charset=klingon', status: 415 },
    {
      wat: 'een onbekende Content-Encoding',
      raw: '{}',
      contentType: 'application/json',
      headers: { 'Content-Encoding': 'br-bogus' },
      status: 415,
    },
  ];
  for (const geval of kapot) {
    it(`weigert ${geval.wat} met ${geval.status}, zonder stack trace of pad`, async () => {
      const res = await bezoeker(rt).call<Fout>('POST', '/api/vrijwilligers/aanmelden', undefined, {
        raw: geval.raw,
        contentType: geval.contentType,
        headers: geval.headers,
      });
      assert.equal(res.status, geval.status, res.text);
      assert.doesNotMatch(res.text, GEEN_STACK);
      if (rt.naam === 'standalone') {
        assert.match(res.headers.get('content-type') ?? '', /application\/json/);
        assert.match(
          res.body.message,
          /^(De verstuurde gegevens zijn geen geldige JSON\.|Deze tekenset wordt niet ondersteund\. Gebruik UTF-8\.)$/,
        );
      }
    });
  }

  it('weigert bij een volle inschrijving een bezoeker met 409 voordat het lichaam gelezen wordt (standalone)', async (t) => {
    const nu = await aantalActief(rt);
    await openInschrijving(admin, { maximumAantalDeelnemers: Math.max(nu, 1) });
    try {
      if (nu === 0) {
        const vol = await bezoeker(rt).post('/api/geregistreerde/save', {
          naam: 'Vult De Laatste Plaats',
          email: `${uniek()}@voorbeeld.nl`,
          telefoon: '0612345678',
        });
        assert.equal(vol.status, 200, vol.text);
      }
      const res = await bezoeker(rt).call<Fout>('POST', '/api/geregistreerde/save', undefined, {
        raw: '{"naam": "Jan',
        contentType: 'application/json',
      });
      assert.doesNotMatch(res.text, GEEN_STACK);
      if (rt.naam === 'firebase') {
        // The framework reads (and refuses) the broken body before the function's door.
        t.diagnostic('Firebase: het framework weigert het kapotte lichaam vóór de deur van de functie (docs/API.md)');
        assert.equal(res.status, 400, res.text);
        return;
      }
      assert.equal(res.status, 409, res.text);
      assert.deepEqual(res.body, { message: MELDING_MAXIMUM });
    } finally {
      await openInschrijving(admin, { maximumAantalDeelnemers: 5000 });
    }
  });
});
