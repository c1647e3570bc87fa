/**
 * The registration's chain (keten.ts, mounted first in app/app.ts) must answer exactly as the /api
 * router does for the same request while registration is open: the path with a trailing slash
 * still goes through the router, so each case is sent both ways and the answers compared. While
 * it is full or not yet open, the chain's door answers right after the CSRF check, whatever the
 * body, the limit or the honeypot would say. And the chain itself: a throw or a rejected promise reaches the error handler,
 * `next('route')` leaves the chain.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import { MELDING_MAXIMUM, MELDING_NIET_GEOPEND } from '../../registratie/domein/registratie';
import { API_CACHE } from './headers';
import { keten } from './keten';
import { geteld } from '../../app/testing/geteld';
import { createSqliteStore } from '../../app/store/sqlite';
import { loopbackAdres, startApi, type Client, type Harness } from '../../app/testing/harness';
import type { Answer } from '../testing/client';

const KETEN = '/api/geregistreerde/save';
const ROUTER = '/api/geregistreerde/save/';

describe('de keten van de inschrijving antwoordt als de router', () => {
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
    const viaKeten = await verstuur(a, KETEN);
    const viaRouter = await verstuur(b, ROUTER);
    for (const kop of ['cache-control', 'x-content-type-options', 'content-type']) {
      assert.equal(viaKeten.headers.get(kop), viaRouter.headers.get(kop), kop);
    }
    return { viaKeten, viaRouter };
  };

  it('een geldige inschrijving: 200 met een nummer, met dezelfde koppen', async () => {
    const { viaKeten, viaRouter } = await beide((c, pad) =>
      c.post<{ nummer: number }>(pad, {
        naam: `Ouder ${pad.length}`,
        email: `o${pad.length}@voorbeeld.nl`,
        telefoon: '0612345678',
      }),
    );
    assert.equal(viaKeten.status, 200);
    assert.equal(viaRouter.status, 200);
    assert.equal(viaKeten.headers.get('cache-control'), API_CACHE);
    assert.equal(typeof (viaKeten.body as { nummer: number }).nummer, 'number');
    assert.equal((await admin.get<number>('/api/geregistreerde/aantalactievedeelnemers')).body, 2);
    // Full now: both ways refuse with the same 409.
    const vol = await beide((c, pad) =>
      c.post(pad, { naam: 'Laat', email: `laat${pad.length}@voorbeeld.nl`, telefoon: '0612345678' }),
    );
    assert.equal(vol.viaKeten.status, 409);
    assert.deepEqual(vol.viaKeten.body, vol.viaRouter.body);
  });

  it('zonder CSRF-token, met kapotte JSON, met ongeldige velden en met de honingpot: dezelfde antwoorden', async () => {
    const zonderToken = await beide((c, pad) => c.call('POST', pad, { naam: 'X' }, { csrf: null }));
    assert.equal(zonderToken.viaKeten.status, 403);
    assert.deepEqual(zonderToken.viaKeten.body, zonderToken.viaRouter.body);

    const kapot = await beide((c, pad) => c.call('POST', pad, undefined, { raw: '{"naam":' }));
    assert.equal(kapot.viaKeten.status, 400);
    assert.deepEqual(kapot.viaKeten.body, { message: 'De verstuurde gegevens zijn geen geldige JSON.' });
    assert.deepEqual(kapot.viaKeten.body, kapot.viaRouter.body);

    const tekst = await beide((c, pad) => c.call('POST', pad, undefined, { raw: 'naam=X', contentType: 'text/plain' }));
    assert.equal(tekst.viaKeten.status, 400);
    assert.deepEqual(tekst.viaKeten.body, tekst.viaRouter.body);

    const ongeldig = await beide((c, pad) => c.post(pad, { naam: '', email: 'geen-adres', telefoon: '' }));
    assert.equal(ongeldig.viaKeten.status, 400);
    assert.deepEqual(ongeldig.viaKeten.body, ongeldig.viaRouter.body);
    // The form shows the message at the field the answer names, never by reading its text.
    assert.equal((ongeldig.viaKeten.body as { veld?: string }).veld, 'naam');
    const adres = await beide((c, pad) => c.post(pad, { naam: 'Ouder', email: 'geen-adres', telefoon: '' }));
    assert.equal((adres.viaKeten.body as { veld?: string }).veld, 'email');
    const gereserveerd = await beide((c, pad) => c.post(pad, { naam: 'Kledingmaat', email: 'k@voorbeeld.nl' }));
    assert.equal(gereserveerd.viaKeten.status, 400);
    assert.equal((gereserveerd.viaKeten.body as { veld?: string }).veld, 'naam');

    const pot = await beide((c, pad) =>
      c.post(pad, { naam: 'Script', email: 's@voorbeeld.nl', telefoon: '0612345678', website: 'https://x.example' }),
    );
    assert.equal(pot.viaKeten.status, 200);
    assert.equal(pot.viaRouter.status, 200);
    assert.equal((await admin.get<number>('/api/geregistreerde/aantalactievedeelnemers')).body, 0);
  });
});

describe('de deur van de inschrijving, in de keten', () => {
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
    c.post(KETEN, { naam: 'Ouder', email: 'ouder@voorbeeld.nl', telefoon: '0612345678' }),
    c.call('POST', KETEN, undefined, { raw: '{"naam":' }),
    c.post(KETEN, { naam: '', email: 'geen-adres' }),
    c.post(KETEN, { naam: 'Script', email: 's@voorbeeld.nl', telefoon: '0612345678', website: 'https://x.example' }),
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
      (await eerste.post(KETEN, { naam: 'Eerste', email: 'e@voorbeeld.nl', telefoon: '0612345678' })).status,
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

    const beheerder = await admin.post<{ nummer: number }>(KETEN, {
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
    // The exact path is answered by the early door (registratie/api/vooraanDeur.ts), another spelling by the router.
    const vroeg = await c.post(KETEN, invoer);
    const route = await c.post(ROUTER, invoer);
    assert.equal(vroeg.status, 409);
    assert.deepEqual(vroeg.body, route.body);
    const koppen = (a: Answer) => {
      const lijst: string[] = [];
      a.headers.forEach((waarde, naam) => {
        if (naam !== 'date') lijst.push(`${naam}: ${waarde}`);
      });
      return lijst.sort();
    };
    assert.deepEqual(koppen(vroeg), koppen(route));
    // A wrong token is not the early door's to answer: the route's CSRF check refuses it.
    const fout = await c.call<{ message: string }>('POST', KETEN, invoer, { csrf: 'x'.repeat(43) });
    assert.equal(fout.status, 403);
    assert.match(fout.body.message, /sessie/);
  });

  it('zonder geldig token: 403 vóór de deur, zonder één read, ook als het vol of dicht is', async () => {
    const c = await bezoeker(23);
    aanroepen.length = 0;
    const zonder = await c.call<{ message: string }>(
      'POST',
      KETEN,
      { naam: 'X', email: 'x@voorbeeld.nl' },
      { csrf: null },
    );
    assert.equal(zonder.status, 403);
    assert.match(zonder.body.message, /sessie/);
    // Without any cookie either (a script): a new id is no administrator's, so nothing is looked up.
    const kaal = await fetch(`${h.url}${KETEN}`, {
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
    await c.post(KETEN, { naam: 'Ouder', email: 'ouder@voorbeeld.nl', telefoon: '0612345678' });
    assert.equal((aanroepen as string[]).includes('leesSessie'), false);
  });
});

describe('keten', () => {
  const verzoek = {} as Request;
  const antwoord = {} as Response;
  const run = (handlers: RequestHandler[]) =>
    new Promise<{ fout?: unknown; verder?: boolean; gedaan: string[] }>((resolve) => {
      const gedaan: string[] = [];
      const fouten: ErrorRequestHandler = (fout) => resolve({ fout, gedaan });
      const spoor = handlers.map<RequestHandler>((h, i) => (req, res, next) => {
        gedaan.push(String(i));
        return h(req, res, next);
      });
      const verder: NextFunction = () => resolve({ verder: true, gedaan });
      keten(spoor, fouten)(verzoek, antwoord, verder);
    });

  it('roept de handlers in volgorde aan en gaat daarna verder', async () => {
    const r = await run([(_q, _s, n) => n(), (_q, _s, n) => n()]);
    assert.deepEqual(r, { verder: true, gedaan: ['0', '1'] });
  });
  it('stuurt een gegooide fout en een afgewezen belofte naar de foutafhandeling, en slaat de rest over', async () => {
    const fout = new Error('stuk');
    assert.deepEqual(
      await run([
        () => {
          throw fout;
        },
        (_q, _s, n) => n(),
      ]),
      { fout, gedaan: ['0'] },
    );
    assert.deepEqual(
      await run([
        async () => {
          throw fout;
        },
        (_q, _s, n) => n(),
      ]),
      { fout, gedaan: ['0'] },
    );
    assert.deepEqual(await run([(_q, _s, n) => n(fout), (_q, _s, n) => n()]), { fout, gedaan: ['0'] });
  });
  it("verlaat de keten bij next('route')", async () => {
    assert.deepEqual(await run([(_q, _s, n) => n('route'), (_q, _s, n) => n()]), { verder: true, gedaan: ['0'] });
  });
});
