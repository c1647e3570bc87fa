/**
 * Who can log in as administrator after a (re)start of the standalone server: with
 * ADMIN_USERNAME and ADMIN_PASSWORD set, that account and no other; without them, whoever
 * there was, or a first `admin` with a printed password. A changed password ends the sessions.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { Client } from './platform/testing/client';
import { loadConfig } from './platform/config';
import { startStandalone } from './standalone';
import { createSqliteStore } from './app/store/sqlite';

const root = mkdtempSync(join(tmpdir(), 'beheerders-'));
after(() => rmSync(root, { recursive: true, force: true }));

const web = join(root, 'web');
mkdirSync(web, { recursive: true });
writeFileSync(join(web, 'app.html'), '<!doctype html><div id="root"></div>');

/** Starts the server on `dataDir` with these settings, runs `use`, stops it; answers what it printed. */
async function metServer(
  dataDir: string,
  settings: Record<string, string>,
  use: (url: string) => Promise<void> = async () => undefined,
): Promise<string[]> {
  const printed: string[] = [];
  const { log } = console;
  console.log = (line: string) => printed.push(line);
  let server: Awaited<ReturnType<typeof startStandalone>>;
  try {
    server = await startStandalone(
      loadConfig({ PORT: '0', DATA_DIR: dataDir, WEB_DIST: web, SEED_DEMO: 'false', ...settings }),
    );
  } finally {
    console.log = log;
  }
  try {
    await use(server.url);
  } finally {
    await server.close();
  }
  return printed;
}

const inlog = async (url: string, username: string, password: string) =>
  (await new Client(url).login(username, password)).body;

describe('beheerders na een herstart', () => {
  it('met ADMIN_USERNAME is alleen die beheerder er: de oude naam en de automatische admin vervallen', async () => {
    const dataDir = join(root, 'hernoemen');
    const regel = (await metServer(dataDir, {})).find((l) => l.includes("gebruikersnaam 'admin'"));
    assert.ok(regel, 'de eerste start toont het wachtwoord van admin');
    const adminWachtwoord = /wachtwoord '([^']+)'/.exec(regel)![1]!;

    await metServer(dataDir, { ADMIN_USERNAME: 'oud', ADMIN_PASSWORD: 'wachtwoord-oud' }, async (url) => {
      assert.equal(await inlog(url, 'oud', 'wachtwoord-oud'), true);
      assert.equal(await inlog(url, 'admin', adminWachtwoord), false, 'admin is vervallen');
    });
    await metServer(dataDir, { ADMIN_USERNAME: 'nieuw', ADMIN_PASSWORD: 'wachtwoord-nieuw' }, async (url) => {
      assert.equal(await inlog(url, 'nieuw', 'wachtwoord-nieuw'), true);
      assert.equal(await inlog(url, 'oud', 'wachtwoord-oud'), false, 'oud is vervallen');
      assert.equal(await inlog(url, 'admin', adminWachtwoord), false, 'admin blijft weg');
    });
    // Without the settings the administrators there are stay, and no new admin appears.
    const zonder = await metServer(dataDir, {}, async (url) => {
      assert.equal(await inlog(url, 'nieuw', 'wachtwoord-nieuw'), true);
      assert.equal(await inlog(url, 'admin', adminWachtwoord), false);
    });
    assert.equal(
      zonder.some((l) => l.includes("gebruikersnaam 'admin'")),
      false,
    );
  });

  it('een nieuw wachtwoord beëindigt de sessies van die beheerder; hetzelfde wachtwoord niet', async () => {
    const dataDir = join(root, 'wachtwoord');
    const anne = { ADMIN_USERNAME: 'anne', ADMIN_PASSWORD: 'eerste-wachtwoord' };
    let browser!: Client;
    await metServer(dataDir, anne, async (url) => {
      browser = new Client(url);
      assert.equal((await browser.login('anne', 'eerste-wachtwoord')).body, true);
    });
    await metServer(dataDir, anne, async (url) => {
      browser = browser.at(url);
      assert.equal((await browser.get('/api/geregistreerde/all')).status, 200, 'een herstart alleen logt niemand uit');
    });
    await metServer(dataDir, { ...anne, ADMIN_PASSWORD: 'tweede-wachtwoord' }, async (url) => {
      browser = browser.at(url);
      assert.equal((await browser.get('/api/geregistreerde/all')).status, 401);
      assert.equal(await inlog(url, 'anne', 'eerste-wachtwoord'), false);
      assert.equal(await inlog(url, 'anne', 'tweede-wachtwoord'), true);
    });
  });

  it('de sessies van een vervallen beheerder eindigen', async () => {
    const dataDir = join(root, 'sessies');
    let browser!: Client;
    await metServer(dataDir, { ADMIN_USERNAME: 'oud', ADMIN_PASSWORD: 'wachtwoord-oud' }, async (url) => {
      browser = new Client(url);
      assert.equal((await browser.login('oud', 'wachtwoord-oud')).body, true);
    });
    await metServer(dataDir, { ADMIN_USERNAME: 'nieuw', ADMIN_PASSWORD: 'wachtwoord-nieuw' }, async (url) => {
      assert.equal((await browser.at(url).get('/api/geregistreerde/all')).status, 401);
    });
  });

  it('ruimt verlopen sessies op bij de start (de eerste ronde van de dagelijkse taak); lopende blijven', async () => {
    const dataDir = join(root, 'opruimen');
    mkdirSync(dataDir, { recursive: true });
    const store = createSqliteStore(join(dataDir, 'beurs.sqlite'));
    await store.init();
    await store.maakSessie({ id: 'verlopen', username: 'anne', expires: Date.now() - 1000 });
    await store.maakSessie({ id: 'lopend', username: 'anne', expires: Date.now() + 60 * 60 * 1000 });
    await store.close();
    await metServer(dataDir, { ADMIN_USERNAME: 'anne', ADMIN_PASSWORD: 'een-wachtwoord' }, async () => {
      // The first round of the daily timer runs while the server starts; stopping waits for it.
    });
    const naStart = createSqliteStore(join(dataDir, 'beurs.sqlite'));
    await naStart.init();
    try {
      assert.equal(await naStart.leesSessie('verlopen'), null);
      assert.equal((await naStart.leesSessie('lopend'))?.username, 'anne');
    } finally {
      await naStart.close();
    }
  });
});
