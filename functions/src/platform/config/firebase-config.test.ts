/**
 * The Firebase project files at the repository root: firebase.json checked against
 * firebase-tools' own schema (what `firebase deploy` reads), and the promises the rest of the
 * code relies on (the /api rewrite, the region, rules that deny by default).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { createApp, LAADSCRIPT_HASH } from '../../app/app';
import { createSqliteStore } from '../../app/store/sqlite';
import { API_CACHE, FIRESTORE_CONNECT, isApiPad } from '../http/headers';

const root = join(__dirname, '../../../..');
const lees = (file: string) => readFileSync(join(root, file), 'utf8');
const json = <T = Record<string, unknown>>(file: string) => JSON.parse(lees(file)) as T;

/** The parts of firebase.json these tests read. */
interface FirebaseJson {
  hosting: {
    public: string;
    cleanUrls: boolean;
    trailingSlash: boolean;
    rewrites: unknown[];
    headers: { regex: string; headers: { key: string; value: string }[] }[];
  };
  functions: { source: string; runtime: string; predeploy: string[] }[];
  firestore: { rules: string; indexes: string };
  extensions: Record<string, string>;
  emulators: Record<string, { port?: number; enabled?: boolean } | undefined>;
}

describe('firebase.json', () => {
  const config = json<FirebaseJson>('firebase.json');

  it('voldoet aan het schema van firebase-tools (met dezelfde Ajv-instellingen als firebase-tools)', () => {
    const schema = json('node_modules/firebase-tools/schema/firebase-config.json');
    const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
    addFormats(ajv);
    const valideer = ajv.compile(schema);
    valideer(config);
    // The schema renders `extensions` (a map of instance id to extension reference) as an object
    // without properties, so every installed extension is "unknown"; firebase-tools only logs
    // that at debug level. Those entries are checked on their own below.
    const fouten = (valideer.errors ?? []).filter(
      (e) => !(e.instancePath === '/extensions' && e.keyword === 'additionalProperties'),
    );
    assert.deepEqual(fouten, [], ajv.errorsText(fouten));
  });

  it('installeert de extensie Trigger Email met een vaste versie, naast haar instellingen', () => {
    assert.deepEqual(config.extensions, { 'firestore-send-email': 'firebase/firestore-send-email@0.2.4' });
    assert.match(lees('extensions/firestore-send-email.env'), /^MAIL_COLLECTION=mail$/m);
  });

  const API = { functionId: 'api', region: 'europe-west1' };
  const [apiRegel, assetsRegel, spaRegel, ...overig] = config.hosting.rewrites as Record<string, unknown>[];
  /** Hosting's regexes are RE2; these use nothing RE2 and JavaScript read differently. */
  const apiRegex = new RegExp(String(apiRegel?.regex), 'u');
  const PADEN = [
    '/api',
    '/api/',
    '/api/session',
    '/API/session',
    '/Api/x/y',
    '/apix',
    '/ap',
    '/a',
    '/',
    '/home',
    '/assets/x.js',
    '/kassa',
  ];

  it('stuurt de paden van de API (in elke schrijfwijze, zoals Express ze routeert) naar de functie api in europe-west1', () => {
    assert.deepEqual(apiRegel?.function, API);
    for (const pad of PADEN) assert.equal(apiRegex.test(pad), isApiPad(pad), pad);
  });

  it('stuurt ontbrekende assets naar de functie (404), en de rest naar de web-app', () => {
    // Hosting serves an existing file before any rewrite: only a missing /assets/ file reaches
    // the function, which answers 404 (firebase.ts); without this rule the app shell answered.
    assert.deepEqual(assetsRegel, { source: '/assets/**', function: API });
    assert.deepEqual(spaRegel, { source: '**', destination: '/app.html' });
    assert.deepEqual(overig, []);
    assert.equal(config.hosting.public, 'web/dist');
  });

  it('serveert elke voorgerenderde pagina onder haar eigen pad (/home uit home.html), vóór de rewrite naar de app', () => {
    // Hosting serves an existing file before it applies a rewrite; cleanUrls maps /home to home.html.
    assert.equal(config.hosting.cleanUrls, true);
    assert.equal(config.hosting.trailingSlash, false);
  });

  const [pagina, api, ...meer] = config.hosting.headers;
  const paginaRegex = new RegExp(String(pagina?.regex), 'u');
  const waarde = (regel: typeof pagina, kop: string) => regel?.headers.find((h) => h.key === kop)?.value;

  it("geeft pagina's (alles buiten de API) de paginakoppen, en API-antwoorden alleen private, no-store", () => {
    assert.deepEqual(meer, []);
    for (const pad of PADEN) assert.equal(paginaRegex.test(pad), !isApiPad(pad), pad);
    assert.equal(api?.regex, apiRegel?.regex);
    // `private`: Hosting drops a function's Set-Cookie otherwise, and no visitor gets a session.
    assert.deepEqual(api?.headers, [{ key: 'Cache-Control', value: API_CACHE }]);
    assert.match(API_CACHE, /\bprivate\b/);
    assert.match(API_CACHE, /\bno-store\b/);
  });

  it("laat pagina's en assets altijd opnieuw valideren: een kop van Hosting geldt ook voor een 404, dus nooit immutable", () => {
    // Hosting puts a header rule on every answer of its paths, also on the 404 of a file that an
    // old page still asks for after a deploy (or that a rollback brings back): a year-long
    // immutable rule for /assets/** would keep that 404 in browsers for a year.
    assert.equal(waarde(pagina, 'Cache-Control'), 'no-cache');
    assert.ok(paginaRegex.test('/assets/index-abc123.js'));
  });

  it('geeft elke pagina van Hosting kop voor kop de beveiligingskoppen van de app in productie (helmet)', async () => {
    const store = createSqliteStore(':memory:');
    const app = createApp({
      store,
      secret: async () => 'x',
      config: {
        product: 'kinderkledingbeurs',
        publicUrl: 'https://kinderkledingbeurs.web.app',
        secureCookies: true,
        live: { mode: 'firestore', firebase: {} },
      },
      log: () => undefined,
    });
    app.get('/home', (_req, res) => void res.send('pagina'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const adres = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${adres.port}/home`);
      await res.arrayBuffer();
      const verwacht = new Map<string, string>();
      res.headers.forEach((w, kop) => {
        if (!['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'vary', 'etag'].includes(kop)) {
          verwacht.set(kop, w);
        }
      });
      const hosting = new Map(
        (pagina?.headers ?? []).filter((h) => h.key !== 'Cache-Control').map((h) => [h.key.toLowerCase(), h.value]),
      );
      const csp = (w = '') =>
        w
          .split(';')
          .map((r) => r.trim())
          .filter(Boolean)
          .sort();
      assert.deepEqual(csp(hosting.get('content-security-policy')), csp(verwacht.get('content-security-policy')));
      hosting.delete('content-security-policy');
      verwacht.delete('content-security-policy');
      assert.deepEqual(Object.fromEntries([...hosting].sort()), Object.fromEntries([...verwacht].sort()));
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await store.close();
    }
    const csp = waarde(pagina, 'Content-Security-Policy') ?? '';
    // The pre-rendered pages' inline script (web/scripts/prerender.mjs) is allowed by the same hash.
    assert.ok(csp.includes(`script-src 'self' 'wasm-unsafe-eval' ${LAADSCRIPT_HASH};`), csp);
    // Firestore's own endpoint, not every Google API (scripts/firebase-emulators.mjs adds the emulator).
    assert.match(csp, new RegExp(`connect-src 'self' ${FIRESTORE_CONNECT}$`));
  });

  it('bouwt de functies voor Node 22 voor het uitrollen, met de regels en indexen van Firestore', () => {
    const functions = config.functions[0]!;
    assert.equal(functions.source, 'functions');
    assert.equal(functions.runtime, 'nodejs22');
    assert.deepEqual(functions.predeploy, ['npm --prefix "$RESOURCE_DIR" run build']);
    assert.equal(json<{ main: string }>('functions/package.json').main, 'lib/firebase.js');
    assert.equal(config.firestore.rules, 'firestore.rules');
    assert.equal(config.firestore.indexes, 'firestore.indexes.json');
    const indexen = json<{
      indexes: { collectionGroup: string; fields: { fieldPath: string; order: string }[] }[];
      fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
    }>(config.firestore.indexes);
    // Firestore deletes ended sessions, delivered mail and unanswered registration requests itself (TTL policies).
    assert.deepEqual(
      indexen.fieldOverrides
        .filter((o) => o.ttl)
        .map((o) => `${o.collectionGroup}.${o.fieldPath}`)
        .sort(),
      ['aanvragen.verloopt', 'mail.delivery.expireAt', 'sessies.verloopt'],
    );
    // The assigner's queue: the waiting requests, oldest first (registratie/store/firestore/toewijzer.ts);
    // a fair's items by seller group and what is still theirs, and a seller's highest item number
    // (artikelen/store/firestore/artikelen.ts); the end of a fair's reserve list, where the draw
    // appends (registratie/store/firestore/bevorderen.ts laatstePositieIn).
    assert.deepEqual(
      indexen.indexes.map(
        (i) => `${i.collectionGroup}: ${i.fields.map((f) => `${f.fieldPath} ${f.order}`).join(', ')}`,
      ),
      [
        'aanvragen: status ASCENDING, ontvangen ASCENDING',
        'artikelen: verkopersnummer ASCENDING, verwijderd ASCENDING, wegIn ASCENDING',
        'artikelen: verkopersnummer ASCENDING, artikelnummer DESCENDING',
        'reservelijst: afleveringId ASCENDING, positie DESCENDING',
      ],
    );
  });

  it('emulators: Firestore op 8081, functies op 5001, hosting op 5000, zonder UI', () => {
    const { emulators } = config;
    assert.equal(emulators.firestore?.port, 8081);
    assert.equal(emulators.functions?.port, 5001);
    assert.equal(emulators.hosting?.port, 5000);
    assert.equal(emulators.ui?.enabled, false);
    assert.equal(emulators.auth, undefined);
  });

  it('.firebaserc heeft een standaardproject', () => {
    assert.equal(json<{ projects: { default: string } }>('.firebaserc').projects.default, 'kinderkledingbeurs-demo');
  });
});

describe('firestore.rules', () => {
  // Real rule tests need the official emulator (app/store/firestore.rules.test.ts); this checks the text.
  const regels = lees('firestore.rules')
    .split('\n')
    .filter((regel) => !regel.trim().startsWith('//'))
    .join('\n');

  it('staat alleen het lezen van de zes publieke documenten toe', () => {
    const toegestaan = [...regels.matchAll(/allow\s+([^:]+):\s*if\s+([^;]+);/g)].map((m) => [
      m[1]!.trim(),
      m[2]!.trim(),
    ]);
    assert.deepEqual(toegestaan, [
      ['get', "doc in ['settings', 'nieuws', 'stats', 'beurs', 'fair', 'kosten']"],
      ['list, write', 'false'],
    ]);
    assert.equal([...regels.matchAll(/match\s+\/public\/\{doc\}/g)].length, 1);
    assert.doesNotMatch(regels, /\{[a-z]+=\*\*\}/, 'geen jokertekens die ook privégegevens openzetten');
  });
});
