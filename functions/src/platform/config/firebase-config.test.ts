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
import { LAADSCRIPT_HASH } from '../../app/app';
import { API_CACHE, FIRESTORE_CONNECT } from '../http/headers';

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
    headers: { source: string; headers: { key: string; value: string }[] }[];
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

  it('stuurt /api/** naar de functie api in europe-west1, en al het andere naar de web-app', () => {
    const [api, spa, ...rest] = config.hosting.rewrites;
    assert.deepEqual(api, { source: '/api/**', function: { functionId: 'api', region: 'europe-west1' } });
    assert.deepEqual(spa, { source: '**', destination: '/app.html' });
    assert.deepEqual(rest, []);
    assert.equal(config.hosting.public, 'web/dist');
  });

  it('serveert elke voorgerenderde pagina onder haar eigen pad (/home uit home.html), vóór de rewrite naar de app', () => {
    // Hosting serves an existing file before it applies a rewrite; cleanUrls maps /home to home.html.
    assert.equal(config.hosting.cleanUrls, true);
    assert.equal(config.hosting.trailingSlash, false);
  });

  it("laat pagina's altijd opnieuw valideren, assets een jaar cachen en de API nooit opslaan (de laatste passende regel wint)", () => {
    const cache = (source: string) =>
      config.hosting.headers.find((h) => h.source === source)?.headers.find((h) => h.key === 'Cache-Control')?.value;
    assert.deepEqual(
      config.hosting.headers.map((h) => h.source),
      ['**', '/assets/**', '/api/**'],
    );
    assert.equal(cache('**'), 'no-cache');
    // `private`: Hosting drops a function's Set-Cookie otherwise, and no visitor gets a session.
    assert.equal(cache('/api/**'), API_CACHE);
    assert.match(API_CACHE, /\bprivate\b/);
    assert.match(API_CACHE, /\bno-store\b/);
  });

  it('laat de gebouwde assets een jaar cachen; hun namen veranderen bij elke build', () => {
    const assets = config.hosting.headers.find((h) => h.source === '/assets/**');
    assert.deepEqual(assets?.headers, [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }]);
  });

  it('geeft elke pagina van Hosting dezelfde beveiligingsheaders als de standalone server', () => {
    const alles = config.hosting.headers.find((h) => h.source === '**');
    const csp = alles?.headers.find((h) => h.key === 'Content-Security-Policy')?.value ?? '';
    // The pre-rendered pages' inline script (web/scripts/prerender.mjs) is allowed by the same hash.
    assert.ok(csp.includes(`script-src 'self' 'wasm-unsafe-eval' ${LAADSCRIPT_HASH};`), csp);
    assert.match(csp, /frame-ancestors 'none'/);
    // Firestore's own endpoint, not every Google API (scripts/firebase-emulators.mjs adds the emulator).
    assert.match(csp, new RegExp(`connect-src 'self' ${FIRESTORE_CONNECT};`));
    assert.ok(alles?.headers.some((h) => h.key === 'X-Content-Type-Options' && h.value === 'nosniff'));
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
    // The assigner's queue: the waiting requests, oldest first (registratie/store/firestore/toewijzer.ts).
    assert.deepEqual(
      indexen.indexes.map(
        (i) => `${i.collectionGroup}: ${i.fields.map((f) => `${f.fieldPath} ${f.order}`).join(', ')}`,
      ),
      ['aanvragen: status ASCENDING, ontvangen ASCENDING'],
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
  // Real rule tests need the official emulator (store/firestore.rules.test.ts); this checks the text.
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
