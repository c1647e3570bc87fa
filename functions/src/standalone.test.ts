/**
 * The standalone server as `npm start` runs it: settings from the environment, the first
 * start (administrator, demo content), restarts, and the web app served for every route.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { LAADSCRIPT_HASH } from './app/app';
import { API_CACHE } from './platform/http/headers';
import { Client } from './platform/testing/client';
import { loadConfig } from './platform/config';
import { volgendeZaterdag } from './kern/datums';
import type { Deelnemer, PublicState } from './kern/types';
import { startStandalone } from './standalone';

const root = mkdtempSync(join(tmpdir(), 'standalone-'));
after(() => rmSync(root, { recursive: true, force: true }));

function webDist() {
  const dir = join(root, 'web');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  // As web/scripts/prerender.mjs writes them: a file per public route, app.html for the rest.
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root" data-pad="/">Welkom</div>');
  writeFileSync(
    join(dir, 'registreren.html'),
    '<!doctype html><div id="root" data-pad="/registreren">Registreren</div>',
  );
  writeFileSync(join(dir, 'app.html'), '<!doctype html><title>Kinderkledingbeurs</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'app-123.js'), 'console.log(1)');
  return dir;
}

const env = (dataDir: string, extra: Record<string, string> = {}) => ({
  PORT: '0',
  DATA_DIR: dataDir,
  WEB_DIST: webDist(),
  ...extra,
});

describe('instellingen van de standalone server', () => {
  it('heeft de gedocumenteerde standaardwaarden', () => {
    const config = loadConfig({});
    assert.equal(config.port, 8080);
    assert.equal(config.host, '127.0.0.1');
    assert.match(config.dataDir, /\/data$/);
    assert.equal(config.publicUrl, 'http://localhost:8080');
    assert.equal(config.product, 'kinderkledingbeurs');
    assert.equal(config.seedDemo, true);
    assert.equal(config.smtpUrl, undefined);
    assert.equal(config.admin, null);
  });
  it('stopt met een Nederlandse melding bij een ongeldige instelling', () => {
    assert.throws(() => loadConfig({ PORT: 'tachtig' }), /Ongeldige instelling PORT/);
    assert.throws(() => loadConfig({ SEED_DEMO: 'misschien' }), /Ongeldige instelling SEED_DEMO/);
    assert.throws(() => loadConfig({ ADMIN_USERNAME: 'anne' }), /ADMIN_USERNAME en ADMIN_PASSWORD allebei/);
  });
});

describe('de standalone server', () => {
  it('eerste start: maakt een beheerder met een getoond wachtwoord, vult één keer demo-inhoud', async (t) => {
    const lines: string[] = [];
    t.mock.method(console, 'log', (line: string) => lines.push(line));
    const dataDir = join(root, 'eerste');
    const first = await startStandalone(loadConfig(env(dataDir)));
    try {
      const printed = lines.find((l) => l.includes("gebruikersnaam 'admin'"));
      assert.ok(printed, 'the generated password is printed');
      const password = /wachtwoord '([^']+)'/.exec(printed)![1];
      const admin = new Client(first.url);
      assert.equal((await admin.login('admin', password)).body, true);

      const state = (await new Client(first.url).get<PublicState>('/api/public')).body;
      assert.equal(state.datum, volgendeZaterdag(new Date()));
      assert.equal(state.settings.inschrijvingGeopend, false);
      assert.equal(state.settings.maximumAantalDeelnemers, 250);
      assert.ok(state.nieuws.tekst.length > 0);
      assert.ok(state.beurs.organisatie.length > 0);
      assert.equal(state.aantalActief, 0, 'the Kledingmaat row counts toward nothing');
      const contacts = (await new Client(first.url).get<unknown[]>('/api/contactpersonen/all')).body;
      assert.equal(contacts.length, 3);
      const rows = (await admin.get<Deelnemer[]>('/api/geregistreerde/all')).body;
      assert.deepEqual(
        rows.map((r) => r.naam),
        ['Kledingmaat'],
      );
      // The demo rows may be deleted for good: a restart does not bring them back.
      await admin.delete(`/api/contactpersonen/delete/${(contacts[0] as { id: string }).id}`);
    } finally {
      await first.close();
    }
    const secret = readFileSync(join(dataDir, 'session-secret'), 'utf8');
    lines.length = 0;
    const second = await startStandalone(loadConfig(env(dataDir)));
    try {
      assert.equal(
        lines.some((l) => l.includes("gebruikersnaam 'admin'")),
        false,
        'printed only once',
      );
      assert.equal((await new Client(second.url).get<unknown[]>('/api/contactpersonen/all')).body.length, 2);
      assert.equal(readFileSync(join(dataDir, 'session-secret'), 'utf8'), secret, 'the secret is kept');
    } finally {
      await second.close();
    }
  });

  it('maakt of werkt de beheerder bij uit ADMIN_USERNAME en ADMIN_PASSWORD', async (t) => {
    t.mock.method(console, 'log', () => undefined);
    const dataDir = join(root, 'admin');
    for (const password of ['eerste-wachtwoord', 'tweede-wachtwoord']) {
      const server = await startStandalone(
        loadConfig(env(dataDir, { ADMIN_USERNAME: 'anne', ADMIN_PASSWORD: password, SEED_DEMO: 'false' })),
      );
      try {
        assert.equal((await new Client(server.url).login('anne', password)).body, true);
        if (password === 'tweede-wachtwoord') {
          assert.equal((await new Client(server.url).login('anne', 'eerste-wachtwoord')).body, false);
        }
      } finally {
        await server.close();
      }
    }
  });

  it('zonder demo-inhoud begint de database leeg', async (t) => {
    t.mock.method(console, 'log', () => undefined);
    const server = await startStandalone(loadConfig(env(join(root, 'leeg'), { SEED_DEMO: 'false' })));
    try {
      const state = (await new Client(server.url).get<PublicState>('/api/public')).body;
      assert.equal(state.datum, null);
      assert.equal(state.nieuws.tekst, '');
    } finally {
      await server.close();
    }
  });

  it('serveert elke publieke route als eigen voorgerenderde pagina, de lege app voor de rest (diepe links overleven een herlaadbeurt) en assets voor een jaar', async (t) => {
    t.mock.method(console, 'log', () => undefined);
    const server = await startStandalone(loadConfig(env(join(root, 'web-data'), { SEED_DEMO: 'false' })));
    try {
      const paginas = {
        '/': 'data-pad="/">Welkom',
        '/registreren': 'data-pad="/registreren">Registreren',
        '/geregistreerden': '<div id="root"></div>',
        '/bestaat-niet': '<div id="root"></div>',
      };
      for (const [path, inhoud] of Object.entries(paginas)) {
        const res = await fetch(server.url + path);
        assert.equal(res.status, 200, path);
        assert.ok((await res.text()).includes(inhoud), path);
        assert.equal(res.headers.get('cache-control'), 'no-cache', path);
      }
      const page = await fetch(`${server.url}/registreren`);
      assert.ok(
        page.headers
          .get('content-security-policy')
          ?.includes(`script-src 'self' 'wasm-unsafe-eval' ${LAADSCRIPT_HASH};`),
        'het laadscript van de voorgerenderde pagina mag draaien',
      );
      assert.match(page.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
      const asset = await fetch(`${server.url}/assets/app-123.js`);
      assert.match(asset.headers.get('cache-control') ?? '', /max-age=31536000.*immutable/);
      assert.equal((await fetch(`${server.url}/assets/ontbreekt.js`)).status, 404);
      const api = await fetch(`${server.url}/api/bestaat-niet`);
      assert.equal(api.status, 404);
      assert.match(api.headers.get('content-type') ?? '', /json/);
      assert.equal(api.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(api.headers.get('cache-control'), API_CACHE);
    } finally {
      await server.close();
    }
  });
});
