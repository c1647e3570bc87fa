/**
 * The exported Cloud Function, called the way Cloud Functions calls it, on a Firestore-protocol
 * server (see platform/testing/firestore-server.ts).
 */
import assert from 'node:assert/strict';
import type { RequestListener } from 'node:http';
import { describe, it } from 'node:test';
import express, { type Request } from 'express';
import request from 'supertest';
import { openTestDatabase, useFunctionsFirestore } from './platform/testing/firestore-server';
import { api, vertrouwdeHops, webConfig } from './firebase';
import { CSRF_HEADER } from './platform/http/security';

/**
 * The exported function as a plain request listener: its type promises the framework's
 * pre-parsed request, but the Express app inside takes Node's own request as well.
 */
const handler = api as unknown as RequestListener;

const ADMIN = { username: 'beheerder', password: 'een-lang-wachtwoord' };
// The app is built on the first request, from the environment as it is then.
const PROJECT = useFunctionsFirestore((project) => ({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  FIREBASE_WEBAPP_CONFIG: JSON.stringify({ apiKey: 'test-sleutel', appId: '1:2:web:3', projectId: project }),
}));

/**
 * A browser: keeps its cookies and sends the CSRF token it was given. The cookies are kept by
 * hand because they carry the Secure flag (the site runs on HTTPS) and supertest talks plain HTTP.
 */
function bezoeker() {
  const cookies = new Map<string, string>();
  let csrf = '';
  const bewaar = (res: request.Response) => {
    const gezet = res.headers['set-cookie'] as unknown as string[] | undefined;
    for (const regel of gezet ?? []) {
      assert.match(regel, /; Secure/i, 'cookies horen Secure te zijn achter HTTPS');
      const [paar] = regel.split(';');
      const i = paar!.indexOf('=');
      cookies.set(paar!.slice(0, i), paar!.slice(i + 1));
    }
    return res;
  };
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    async sessie() {
      const res = bewaar(await request(handler).get('/api/session').set('Cookie', cookieHeader()).expect(200));
      csrf = (res.body as { csrfToken: string }).csrfToken;
    },
    async stuur(method: 'post' | 'put', path: string, body: object, metToken = true) {
      if (!csrf) await this.sessie();
      const req = request(handler)[method](path).set('Cookie', cookieHeader());
      if (metToken) req.set('X-XSRF-TOKEN', csrf);
      return bewaar(await req.send(body));
    },
  };
}

describe('de Cloud Function api', () => {
  it('beantwoordt de publieke vragen van een lege database', async () => {
    const geopend = await request(handler).get('/api/settings/inschrijvinggeopend').expect(200);
    assert.equal(geopend.body, false);
    const aantal = await request(handler).get('/api/geregistreerde/aantalactievedeelnemers').expect(200);
    assert.equal(aantal.body, 0);
  });

  it('vertelt de browser dat hij live uit Firestore leest, met de webconfig', async () => {
    const config = await request(handler).get('/api/config').expect(200);
    assert.deepEqual(config.body, {
      live: 'firestore',
      firebase: { apiKey: 'test-sleutel', appId: '1:2:web:3', projectId: PROJECT },
      product: 'kinderkledingbeurs',
    });
  });

  it('weigert een inschrijving zolang die niet geopend is, met de Nederlandse melding', async () => {
    const antwoord = await bezoeker().stuur('post', '/api/geregistreerde/save', {
      naam: 'Anne',
      email: 'anne@voorbeeld.nl',
      telefoon: '',
    });
    assert.equal(antwoord.status, 409);
    assert.match((antwoord.body as { message: string }).message, /nog niet geopend/);
  });

  it('een inschrijving na openen door de beheerder krijgt nummer 1, en public/stats telt mee', async () => {
    const beheerder = bezoeker();
    const login = await beheerder.stuur('post', '/api/login', ADMIN);
    assert.equal(login.status, 200);
    assert.equal(login.body, true);
    // Logging in gives a new session, so the token is fetched again.
    await beheerder.sessie();
    const maximum = await beheerder.stuur('put', '/api/settings/maximumaantaldeelnemers', {
      maximumAantalDeelnemers: 100,
    });
    assert.equal(maximum.status, 200);
    const opgeslagen = await beheerder.stuur('put', '/api/settings/inschrijvinggeopend', { inschrijvingGeopend: true });
    assert.equal(opgeslagen.status, 200);
    assert.equal((await request(handler).get('/api/settings/inschrijvinggeopend').expect(200)).body, true);

    const { db, close } = openTestDatabase(PROJECT);
    try {
      assert.deepEqual((await db.doc('public/stats').get()).data(), { aantalActief: 0 });
      const antwoord = await bezoeker().stuur('post', '/api/geregistreerde/save', {
        naam: 'Anne',
        email: 'anne@voorbeeld.nl',
        telefoon: '06-12345678',
      });
      assert.equal(antwoord.status, 200);
      const { id, ...rest } = antwoord.body as { id: string; naam: string; nummer: number };
      assert.deepEqual(rest, { naam: 'Anne', nummer: 1 });
      // A stable, generated id (links in mails carry it), not the number.
      assert.equal((await db.doc(`deelnemers/${id}`).get()).get('nummer'), 1);
      assert.deepEqual((await db.doc('public/stats').get()).data(), { aantalActief: 1 });
      // The switch's own moment (geopendSinds, issue 52) is the gate's: checked apart.
      const { geopendSinds, ...settings } = (await db.doc('public/settings').get()).data()!;
      assert.ok(typeof geopendSinds === 'string' && !Number.isNaN(Date.parse(geopendSinds)), String(geopendSinds));
      assert.deepEqual(settings, {
        maximumAantalDeelnemers: 100,
        inschrijvingGeopend: true,
        inschrijvingGesloten: false,
      });
      const mails = await db.collection('mail').get();
      assert.equal(mails.size, 1);
      assert.equal(mails.docs[0]!.get('to'), 'anne@voorbeeld.nl');
      assert.match(String(mails.docs[0]!.get('message').subject), /1/);
    } finally {
      await close();
    }
  });

  it('een schrijfverzoek zonder CSRF-token wordt geweigerd', async () => {
    const antwoord = await bezoeker().stuur(
      'post',
      '/api/geregistreerde/save',
      { naam: 'Bas', email: 'bas@voorbeeld.nl', telefoon: '' },
      false,
    );
    assert.equal(antwoord.status, 403);
  });

  it('bewaart één sessiegeheim in meta, voor alle instanties', async () => {
    const { db, close } = openTestDatabase(PROJECT);
    try {
      const geheim = (await db.doc('meta/sessionSecret').get()).get('value') as string;
      assert.match(geheim, /^[0-9a-f]{64}$/);
    } finally {
      await close();
    }
  });
});

/**
 * The function as Cloud Functions runs it: inside the functions framework's Express, which reads
 * and parses every body first (JSON, text, form-encoded, raw; 1024 MB; rawBody kept) and says
 * X-Powered-By (the emulator's runtime does the same, with 32 MB).
 */
function framework() {
  const bewaar = (req: Request, _res: unknown, buf: Buffer) =>
    void ((req as Request & { rawBody?: Buffer }).rawBody = buf);
  const opties = { limit: '1024mb', verify: bewaar };
  const buiten = express();
  buiten.enable('x-powered-by');
  buiten.use(express.json(opties));
  buiten.use(express.text(opties));
  buiten.use(express.urlencoded({ extended: true, ...opties }));
  buiten.use(express.raw({ type: '*/*', ...opties }));
  buiten.all('/{*pad}', (req, res) => void handler(req, res));
  return buiten;
}

describe('de Cloud Function api achter het functions framework, dat het lichaam al las', () => {
  /** A visitor with a session and its CSRF token: the body is read after the token is checked. */
  const bezoekerAchterFramework = async () => {
    const app = framework();
    const sessie = await request(app).get('/api/session').expect(200);
    // The cookies are Secure (behind HTTPS), so a client over plain HTTP would not send them back.
    const cookies = (sessie.headers['set-cookie'] as unknown as string[])
      .map((regel) => regel.split(';')[0])
      .join('; ');
    const { csrfToken } = sessie.body as { csrfToken: string };
    return { post: (pad: string) => request(app).post(pad).set('Cookie', cookies).set(CSRF_HEADER, csrfToken) };
  };

  it('weigert een te groot JSON-lichaam met 413 en de Nederlandse melding, en zegt geen X-Powered-By', async () => {
    const antwoord = await (
      await bezoekerAchterFramework()
    )
      .post('/api/bestaat-niet')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ naam: 'x'.repeat(100_000) }));
    assert.equal(antwoord.status, 413);
    assert.deepEqual(antwoord.body, { message: 'De verstuurde gegevens zijn te groot.' });
    assert.equal(antwoord.headers['x-powered-by'], undefined);
  });

  it('een inschrijving leest het lichaam dat het framework al las, op de vroege weg als in de route, met dezelfde koppen', async () => {
    const beheerder = bezoeker();
    assert.equal((await beheerder.stuur('post', '/api/login', ADMIN)).status, 200);
    await beheerder.sessie();
    const max = { maximumAantalDeelnemers: 100 };
    assert.equal((await beheerder.stuur('put', '/api/settings/maximumaantaldeelnemers', max)).status, 200);
    const open = { inschrijvingGeopend: true };
    assert.equal((await beheerder.stuur('put', '/api/settings/inschrijvinggeopend', open)).status, 200);
    // The exact path is the early path's for a visitor with a session; with a slash, the route's.
    const beide = async (body: (pad: string) => object) => {
      const antwoorden = [];
      for (const pad of ['/api/geregistreerde/save', '/api/geregistreerde/save/']) {
        const bezoeker = await bezoekerAchterFramework();
        antwoorden.push(await bezoeker.post(pad).set('Content-Type', 'application/json').send(body(pad)));
      }
      const [vooraan, route] = antwoorden as [request.Response, request.Response];
      const koppen = (a: request.Response) =>
        Object.keys(a.headers)
          .filter((k) => k !== 'date' && k !== 'content-length')
          .sort()
          .map((k) => `${k}: ${String(a.headers[k])}`);
      assert.deepEqual(koppen(vooraan), koppen(route));
      assert.equal(vooraan.headers['x-powered-by'], undefined);
      return { vooraan, route };
    };
    const goed = await beide((pad) => ({ naam: `Framework ${pad.length}`, email: `fw${pad.length}@voorbeeld.nl` }));
    assert.equal(goed.vooraan.status, 200);
    assert.equal(goed.route.status, 200);
    assert.equal((goed.vooraan.body as { naam: string }).naam, 'Framework 24');
    const fout = await beide(() => ({ naam: '', email: 'x' }));
    assert.equal(fout.vooraan.status, 400);
    assert.deepEqual(fout.vooraan.body, fout.route.body);
    assert.equal((fout.vooraan.body as { veld?: string }).veld, 'naam');
  });

  it('leest het lichaam dat het framework al las opnieuw met de eigen parsers (ook na gzip)', async () => {
    const { gzipSync } = await import('node:zlib');
    const antwoord = await (
      await bezoekerAchterFramework()
    )
      .post('/api/bestaat-niet')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      // As bytes: superagent would otherwise write a Buffer sent as JSON out as JSON itself.
      .serialize(((bytes: Buffer) => bytes) as unknown as (body: unknown) => string)
      .send(gzipSync(Buffer.from(JSON.stringify({ naam: 'a'.repeat(100_000) }))));
    assert.equal(antwoord.status, 413);
    assert.deepEqual(antwoord.body, { message: 'De verstuurde gegevens zijn te groot.' });
  });
});

describe('vertrouwdeHops', () => {
  it("vertrouwt op Cloud Functions alleen de kop van Google's front end, onder de emulators geen", () => {
    assert.equal(vertrouwdeHops({}), 1);
    assert.equal(vertrouwdeHops({ FUNCTIONS_EMULATOR: 'true' }), 0);
    assert.equal(vertrouwdeHops({ TRUST_PROXY: '2' }), 2);
    assert.equal(vertrouwdeHops({ TRUST_PROXY: 'true' }), 1);
    assert.throws(() => vertrouwdeHops({ TRUST_PROXY: 'alles' }), /TRUST_PROXY: moet true, false of een aantal/);
  });
});

describe('webConfig', () => {
  it('neemt alleen tekstwaarden over en vult het project aan', () => {
    assert.deepEqual(
      webConfig({ FIREBASE_WEBAPP_CONFIG: '{"apiKey":"k","measurementId":7}', GCLOUD_PROJECT: 'demo-x' }),
      { apiKey: 'k', projectId: 'demo-x' },
    );
  });

  it('wijst de browser onder de emulators naar de Firestore-emulator', () => {
    assert.deepEqual(
      webConfig({
        FUNCTIONS_EMULATOR: 'true',
        FIRESTORE_EMULATOR_HOST: '127.0.0.1:8081',
        FIREBASE_CONFIG: '{"projectId":"demo-y"}',
      }),
      { projectId: 'demo-y', emulatorHost: '127.0.0.1:8081' },
    );
  });

  it('meldt ongeldige JSON in het Nederlands', () => {
    assert.throws(() => webConfig({ FIREBASE_WEBAPP_CONFIG: '{' }), /geen geldige JSON/);
  });
});
