/**
 * The registration's early path (vooraan.ts, before Express) must answer exactly as the route
 * does for the same request: the path with a trailing slash goes through Express's router, so
 * each case is sent both ways and the answers compared, header for header. While it is full or
 * not yet open, the door answers right after the CSRF check, whatever the body, the limit or the
 * honeypot would say. vooraan-lichaam.test.ts has the bodies, the limit and the failures.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { MELDING_MAXIMUM, MELDING_NIET_GEOPEND } from '../domein/registratie';
import { API_CACHE } from '../../platform/http/headers';
import { geteld } from '../../app/testing/geteld';
import { createSqliteStore } from '../../app/store/sqlite';
import { loopbackAdres, startApi, type Client, type Harness } from '../../app/testing/harness';
import { koppen } from '../../platform/testing/koppen';

const VOORAAN = '/api/geregistreerde/save';
const ROUTER = '/api/geregistreerde/save/';

describe('de vroege weg van de inschrijving antwoordt als de route', () => {
  let h: Harness, admin: Client, stop: () => Promise<void>;
  beforeEach(async () => {
    ({ h, admin, stop } = await startApi());
    assert.equal(
      (await admin.put('/api/settings/maximumaantaldeelnemers', { maximumAantalDeelnemers: 2 })).status,
      200,
    );
    assert.equal((await admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: true })).status, 200);
  });
  afterEach(() => stop());

  const beide = async (
    verstuur: (c: Client, pad: string) => Promise<{ status: number; body: unknown; headers: Headers }>,
  ) => {
    const [a, b] = [h.client(loopbackAdres(10)), h.client(loopbackAdres(11))];
    const voor = h.vooraan();
    const vooraan = await verstuur(a, VOORAAN);
    const alsVooraan = h.vooraan() - voor;
    const viaRouter = await verstuur(b, ROUTER);
    // The router's spelling never takes the early path.
    assert.equal(h.vooraan() - voor, alsVooraan);
    // Bodies of another length (a name, a number) aside, every header is the same.
    const zonder = ['date', 'content-length'];
    assert.deepEqual(koppen(vooraan, zonder), koppen(viaRouter, zonder));
    return { vooraan, viaRouter, alsVooraan };
  };

  it('een geldige inschrijving: 200 met een nummer, met dezelfde koppen', async () => {
    const { vooraan, viaRouter, alsVooraan } = await beide((c, pad) =>
      c.post<{ nummer: number }>(pad, {
        naam: `Ouder ${pad.length}`,
        email: `o${pad.length}@voorbeeld.nl`,
        telefoon: '0612345678',
      }),
    );
    assert.equal(vooraan.status, 200);
    assert.equal(alsVooraan, 1, 'de inschrijving van een bezoeker nam de vroege weg');
    assert.equal(viaRouter.status, 200);
    assert.equal(vooraan.headers.get('cache-control'), API_CACHE);
    assert.equal(typeof (vooraan.body as { nummer: number }).nummer, 'number');
    assert.equal((await admin.get<number>('/api/geregistreerde/aantalactievedeelnemers')).body, 2);
    // Full now: both ways refuse with the same 409.
    const vol = await beide((c, pad) =>
      c.post(pad, { naam: 'Laat', email: `laat${pad.length}@voorbeeld.nl`, telefoon: '0612345678' }),
    );
    assert.equal(vol.vooraan.status, 409);
    assert.equal(vol.alsVooraan, 1);
    assert.deepEqual(vol.vooraan.body, vol.viaRouter.body);
  });

  it('zonder CSRF-token, met kapotte JSON, met ongeldige velden en met de honingpot: dezelfde antwoorden', async () => {
    const zonderToken = await beide((c, pad) => c.call('POST', pad, { naam: 'X' }, { csrf: null }));
    assert.equal(zonderToken.vooraan.status, 403);
    assert.equal(zonderToken.alsVooraan, 0, 'een fout token is aan de route');
    assert.deepEqual(zonderToken.vooraan.body, zonderToken.viaRouter.body);

    const kapot = await beide((c, pad) => c.call('POST', pad, undefined, { raw: '{"naam":' }));
    assert.equal(kapot.vooraan.status, 400);
    assert.deepEqual(kapot.vooraan.body, { message: 'De verstuurde gegevens zijn geen geldige JSON.' });
    assert.deepEqual(kapot.vooraan.body, kapot.viaRouter.body);
    assert.equal(kapot.alsVooraan, 1);

    const tekst = await beide((c, pad) => c.call('POST', pad, undefined, { raw: 'naam=X', contentType: 'text/plain' }));
    assert.equal(tekst.vooraan.status, 400);
    assert.deepEqual(tekst.vooraan.body, tekst.viaRouter.body);
    assert.equal(tekst.alsVooraan, 0, 'een ander soort body is aan de parser van de route');

    const ongeldig = await beide((c, pad) => c.post(pad, { naam: '', email: 'geen-adres', telefoon: '' }));
    assert.equal(ongeldig.vooraan.status, 400);
    assert.deepEqual(ongeldig.vooraan.body, ongeldig.viaRouter.body);
    // The form shows the message at the field the answer names, never by reading its text.
    assert.equal((ongeldig.vooraan.body as { veld?: string }).veld, 'naam');
    assert.equal(ongeldig.alsVooraan, 1);
    const adres = await beide((c, pad) => c.post(pad, { naam: 'Ouder', email: 'geen-adres', telefoon: '' }));
    assert.equal((adres.vooraan.body as { veld?: string }).veld, 'email');
    const gereserveerd = await beide((c, pad) => c.post(pad, { naam: 'Kledingmaat', email: 'k@voorbeeld.nl' }));
    assert.equal(gereserveerd.vooraan.status, 400);
    assert.equal((gereserveerd.vooraan.body as { veld?: string }).veld, 'naam');

    const pot = await beide((c, pad) =>
      c.post(pad, { naam: 'Script', email: 's@voorbeeld.nl', telefoon: '0612345678', website: 'https://x.example' }),
    );
    assert.equal(pot.vooraan.status, 200);
    assert.equal(pot.viaRouter.status, 200);
    assert.equal(pot.alsVooraan, 1);
    assert.deepEqual(Object.keys(pot.vooraan.body as object).sort(), ['id', 'naam', 'nummer']);
    assert.equal((await admin.get<number>('/api/geregistreerde/aantalactievedeelnemers')).body, 0);
  });
});

describe('de deur van de inschrijving', () => {
  let h: Harness, admin: Client, stop: () => Promise<void>;
  /** The store methods called since the last reset, in order. */
  let aanroepen: string[];
  beforeEach(async () => {
    const teller = geteld(createSqliteStore(':memory:'));
    aanroepen = teller.aanroepen;
    ({ h, admin, stop } = await startApi({}, teller.store));
  });
  afterEach(() => stop());

  /** Attempts with a valid token whose body, fields, limit or honeypot would each be answered otherwise. */
  const pogingen = (c: Client) => [
    c.post(VOORAAN, { naam: 'Ouder', email: 'ouder@voorbeeld.nl', telefoon: '0612345678' }),
    c.call('POST', VOORAAN, undefined, { raw: '{"naam":' }),
    c.post(VOORAAN, { naam: '', email: 'geen-adres' }),
    c.post(VOORAAN, { naam: 'Script', email: 's@voorbeeld.nl', telefoon: '0612345678', website: 'https://x.example' }),
  ];
  const bezoeker = async (n: number) => {
    const c = h.client(loopbackAdres(n));
    await c.get('/api/session');
    return c;
  };

  it('weigert voor de opening elke poging met dezelfde melding, voordat het iets van de poging leest', async () => {
    const c = await bezoeker(20);
    for (const antwoord of await Promise.all(pogingen(c))) {
      assert.equal(antwoord.status, 409);
      assert.deepEqual(antwoord.body, { message: MELDING_NIET_GEOPEND });
    }
  });

  it('weigert als het vol is elke poging met de melding van de transactie; de beheerder schrijft nog in', async () => {
    assert.equal(
      (await admin.put('/api/settings/maximumaantaldeelnemers', { maximumAantalDeelnemers: 1 })).status,
      200,
    );
    assert.equal((await admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: true })).status, 200);
    const eerste = await bezoeker(21);
    assert.equal(
      (await eerste.post(VOORAAN, { naam: 'Eerste', email: 'e@voorbeeld.nl', telefoon: '0612345678' })).status,
      200,
    );

    const laat = await bezoeker(22);
    for (const antwoord of await Promise.all(pogingen(laat))) {
      assert.equal(antwoord.status, 409);
      assert.deepEqual(antwoord.body, { message: MELDING_MAXIMUM });
    }
    // The router's path (another spelling of the URL) has the door too.
    const viaRouter = await laat.post(ROUTER, { naam: 'Ouder', email: 'ouder@voorbeeld.nl', telefoon: '0612345678' });
    assert.equal(viaRouter.status, 409);
    assert.deepEqual(viaRouter.body, { message: MELDING_MAXIMUM });

    // A refusal costs the door's two reads: nothing of what the mail needs, no transaction.
    aanroepen.length = 0;
    assert.equal((await Promise.all(pogingen(laat)))[0].status, 409);
    assert.deepEqual([...new Set(aanroepen)].sort(), ['leesInstellingen', 'telActief']);

    const beheerder = await admin.post<{ nummer: number }>(VOORAAN, {
      naam: 'Door de beheerder',
      email: 'b@voorbeeld.nl',
      telefoon: '0612345678',
    });
    assert.equal(beheerder.status, 200);
    assert.equal((await admin.get<number>('/api/geregistreerde/aantalactievedeelnemers')).body, 2);
  });

  it('de vroege deur (vóór Express) antwoordt als de route zelf: dezelfde status, melding en headers', async () => {
    const c = await bezoeker(25);
    const invoer = { naam: 'Ouder', email: 'ouder@voorbeeld.nl', telefoon: '0612345678' };
    // The exact path is answered by the early path (vooraan.ts), another spelling by the router.
    const vroeg = await c.post(VOORAAN, invoer);
    const route = await c.post(ROUTER, invoer);
    assert.equal(vroeg.status, 409);
    assert.deepEqual(vroeg.body, route.body);
    assert.deepEqual(koppen(vroeg), koppen(route));
    // A wrong token is not the early door's to answer: the route's CSRF check refuses it.
    const fout = await c.call<{ message: string }>('POST', VOORAAN, invoer, { csrf: 'x'.repeat(43) });
    assert.equal(fout.status, 403);
    assert.match(fout.body.message, /sessie/);
  });

  it('zonder geldig token: 403 vóór de deur, zonder één read, ook als het vol of dicht is', async () => {
    const c = await bezoeker(23);
    aanroepen.length = 0;
    const zonder = await c.call<{ message: string }>(
      'POST',
      VOORAAN,
      { naam: 'X', email: 'x@voorbeeld.nl' },
      { csrf: null },
    );
    assert.equal(zonder.status, 403);
    assert.match(zonder.body.message, /sessie/);
    // Without any cookie either (a script): a new id is no administrator's, so nothing is looked up.
    const kaal = await fetch(`${h.url}${VOORAAN}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    assert.equal(kaal.status, 403);
    assert.deepEqual(aanroepen, []);
  });

  it('een nieuwe bezoeker krijgt zijn sessie zonder dat er een beheerderssessie opgezocht wordt', async () => {
    aanroepen.length = 0;
    const c = h.client(loopbackAdres(24));
    const sessie = await c.get<{ loggedIn: boolean; csrfToken: string }>('/api/session');
    assert.equal(sessie.body.loggedIn, false);
    assert.equal(sessie.body.csrfToken, c.csrf());
    // An id made in this very request can hold no administrator's session: at the opening every
    // phone starts here, so that is a read (on Firestore a paid one) per visitor saved.
    assert.deepEqual(aanroepen, []);
    // Nor later: an id this server handed out to a visitor never gains a session (a login starts
    // a fresh one), so it is known to be a visitor's from the start (issue 55).
    await c.get('/api/session');
    await c.post(VOORAAN, { naam: 'Ouder', email: 'ouder@voorbeeld.nl', telefoon: '0612345678' });
    assert.equal((aanroepen as string[]).includes('leesSessie'), false);
  });

  it('een inschrijving leest de instellingen één keer: de deur geeft ze door aan de loting, de mail en de ronde', async () => {
    assert.equal((await admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: true })).status, 200);
    const c = await bezoeker(26);
    aanroepen.length = 0;
    const voor = h.vooraan();
    const antwoord = await c.post<{ nummer: number }>(VOORAAN, {
      naam: 'Ouder',
      email: 'ouder@voorbeeld.nl',
      telefoon: '0612345678',
    });
    assert.equal(antwoord.status, 200);
    assert.equal(h.vooraan() - voor, 1);
    assert.equal(aanroepen.filter((a) => a === 'leesInstellingen').length, 1, aanroepen.join(', '));
    assert.ok(aanroepen.includes('schrijfIn'));
  });
});
