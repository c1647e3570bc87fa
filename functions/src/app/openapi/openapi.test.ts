/**
 * The OpenAPI document describes every route the app answers, and nothing else; each schema in
 * it is valid JSON Schema (2020-12, as OpenAPI 3.1 has it) and accepts what the route accepts;
 * it is served, and docs/openapi.json is the same document (npm run openapi writes it).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { createApp } from '../app';
import { createSqliteStore } from '../store/sqlite';
import { startHarness, TEST_CONFIG } from '../testing/harness';
import { openApiDocument, openApiPad } from './document';
import { ANTWOORDEN } from './antwoorden';
import { API_ROUTES } from './routes';
import { routesVan } from './routes-van-app';

/** An operation as the test reads it. */
interface Operatie {
  parameters?: { name: string; in: string; schema: object }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, unknown>;
}

const DOCS = join(__dirname, '..', '..', '..', '..', 'docs', 'openapi.json');

describe('de API-beschrijving (OpenAPI)', () => {
  const app = createApp({
    store: createSqliteStore(':memory:'),
    secret: async () => 'x',
    config: TEST_CONFIG,
    log: () => undefined,
    live: { changed: () => undefined, handle: () => undefined },
  });
  const echt = routesVan(app).filter((r) => r.pad.startsWith('/api/'));
  const sleutel = (methode: string, pad: string) => `${methode} ${openApiPad(pad)}`;

  it('beschrijft elke route die de app beantwoordt, en geen route die niet bestaat', () => {
    const beschreven = new Set(API_ROUTES.map((r) => sleutel(r.methode, r.pad)));
    const bestaat = new Set(echt.map((r) => sleutel(r.method, r.pad)));
    assert.ok(echt.length > 100, `${echt.length} routes gevonden`);
    assert.deepEqual(
      [...bestaat].filter((s) => !beschreven.has(s)),
      [],
      'routes zonder beschrijving in app/openapi/routes.ts',
    );
    assert.deepEqual(
      [...beschreven].filter((s) => !bestaat.has(s)),
      [],
      'beschrijvingen van routes die niet bestaan',
    );
    assert.equal(beschreven.size, API_ROUTES.length, 'elke route één keer');
    // What each route answers is said beside its schema (app/openapi/antwoorden.ts), for /api/docs.
    const sleutels = new Set(API_ROUTES.map((r) => `${r.methode} ${r.pad}`));
    assert.deepEqual(
      [...sleutels].filter((s) => !ANTWOORDEN[s]),
      [],
      'routes zonder antwoord in app/openapi/antwoorden.ts',
    );
    assert.deepEqual(
      Object.keys(ANTWOORDEN).filter((s) => !sleutels.has(s)),
      [],
      'antwoorden van routes die niet bestaan',
    );
  });

  it('is OpenAPI 3.1 met geldige JSON Schema’s die aannemen wat de route aanneemt', () => {
    const doc = openApiDocument();
    assert.equal(doc.openapi, '3.1.0');
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    let schemas = 0;
    for (const [pad, methodes] of Object.entries(doc.paths)) {
      for (const [methode, op] of Object.entries(methodes) as [string, Operatie][]) {
        const naam = `${methode.toUpperCase()} ${pad}`;
        for (const p of op.parameters ?? []) {
          ajv.compile(p.schema);
          schemas++;
          if (p.in === 'path') assert.ok(pad.includes(`{${p.name}}`), `${naam}: ${p.name}`);
        }
        const body = op.requestBody?.content?.['application/json']?.schema;
        if (body) {
          ajv.compile(body);
          schemas++;
        }
        assert.ok(op.responses['4XX'], naam);
      }
    }
    assert.ok(schemas > 60, `${schemas} schema's`);
    // A body the server accepts is valid against the document's schema, and one it refuses is not.
    const stappen = doc.paths['/api/balie/inlevering/stappen']!.post as Operatie;
    const valideer = ajv.compile(stappen.requestBody!.content['application/json']!.schema);
    const goed = { stappen: [{ id: 'a', verkopersnummer: 7, stap: { soort: 'handgeschreven', aantal: 2 } }] };
    assert.equal(valideer(goed), true, JSON.stringify(valideer.errors));
    assert.equal(valideer({ stappen: [{ id: 'a', verkopersnummer: 7, stap: { soort: 'springen' } }] }), false);
    const registreer = ajv.compile(
      (doc.paths['/api/geregistreerde/save']!.post as Operatie).requestBody!.content['application/json']!.schema,
    );
    assert.equal(registreer({ naam: 'Anna', email: 'anna@example.org', telefoon: '0612345678' }), true);
    assert.equal(registreer({ naam: 'Anna' }), false);
  });

  it('staat op GET /api/openapi.json en in docs/openapi.json', async () => {
    const store = createSqliteStore(':memory:');
    await store.init();
    const h = await startHarness(store);
    try {
      const res = await h.client().get<ReturnType<typeof openApiDocument>>('/api/openapi.json');
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, JSON.parse(JSON.stringify(openApiDocument())));
    } finally {
      await h.close();
      await store.close();
    }
    assert.deepEqual(
      JSON.parse(readFileSync(DOCS, 'utf8')),
      JSON.parse(JSON.stringify(openApiDocument())),
      'docs/openapi.json is verouderd: npm run openapi',
    );
  });

  it('staat voor mensen op GET /api/docs: Swagger UI van deze server, zonder inline script of ander adres', async () => {
    const store = createSqliteStore(':memory:');
    await store.init();
    const h = await startHarness(store);
    try {
      const pagina = await fetch(`${h.url}/api/docs`);
      assert.equal(pagina.status, 200);
      assert.match(pagina.headers.get('content-type') ?? '', /^text\/html/);
      const html = await pagina.text();
      assert.match(html, /<html lang="nl">/);
      // Every script and style from this origin, and none inline: the policy allows nothing else.
      const bronnen = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
      assert.deepEqual(bronnen, [
        '/api/docs/swagger-ui.css',
        '/api/docs/pagina.css',
        '/api/docs/swagger-ui-bundle.js',
        '/api/docs/start.js',
      ]);
      assert.doesNotMatch(html, /<script>(?!<\/script>)|<style/);
      const csp = pagina.headers.get('content-security-policy') ?? '';
      assert.match(csp, /script-src 'self'(;|$)/);
      assert.match(csp, /default-src 'self'/);
      for (const [pad, type, inhoud] of [
        ['/api/docs/swagger-ui.css', /^text\/css/, /\.swagger-ui/],
        ['/api/docs/swagger-ui-bundle.js', /^text\/javascript/, /SwaggerUIBundle/],
        ['/api/docs/start.js', /^text\/javascript/, /url: '\/api\/openapi\.json'[\s\S]*validatorUrl: null/],
        ['/api/docs/pagina.css', /^text\/css/, /overflow-wrap/],
      ] as const) {
        const res = await fetch(`${h.url}${pad}`);
        assert.equal(res.status, 200, pad);
        assert.match(res.headers.get('content-type') ?? '', type, pad);
        assert.match(await res.text(), inhoud, pad);
      }
      // Only those files of the package: its demo page (which loads a petstore from the internet) is no page of ours.
      for (const pad of ['/api/docs/index.html', '/api/docs/swagger-initializer.js', '/api/docs/..%2Fpackage.json']) {
        const res = await fetch(`${h.url}${pad}`);
        assert.equal(res.status, 404, pad);
        assert.match(res.headers.get('content-type') ?? '', /^application\/json/, pad);
      }
    } finally {
      await h.close();
      await store.close();
    }
  });
});
