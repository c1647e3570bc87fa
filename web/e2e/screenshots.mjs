// Screenshots of every public page at 1280 and 360 px, into <repo>/screenshots/, to look at
// the site as a visitor does. Starts its own server (fresh demo data) on E2E_PORT or 8092.
// Usage: npm run build (in the repo root), then: node web/e2e/screenshots.mjs
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const port = process.env.E2E_PORT ?? '8092';
const base = `http://127.0.0.1:${port}`;
const out = join(import.meta.dirname, '..', '..', 'screenshots');
const PAGINAS = [
  ['home', '/'],
  ['verkopen', '/verkopen'],
  ['kopen', '/kopen'],
  ['labelen', '/labelen'],
  ['vrijwilligers', '/vrijwilligers'],
  ['registreren', '/registreren'],
  ['contact', '/contact'],
  ['privacy', '/privacy'],
  ['login', '/login'],
  ['niet-gevonden', '/bestaat-niet'],
];

const server = spawn(process.execPath, [join(import.meta.dirname, 'server.mjs')], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, E2E_PORT: port, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'screenshots-geheim' },
});

async function wachtOpServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/session`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`De server op ${base} start niet.`);
}

/** Opens registration, so the form can be photographed too. */
async function openInschrijving() {
  const cookies = new Map();
  const jar = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const bewaar = (res) => {
    for (const c of res.headers.getSetCookie()) {
      const [paar] = c.split(';');
      const i = paar.indexOf('=');
      cookies.set(paar.slice(0, i), paar.slice(i + 1));
    }
  };
  const call = async (method, path, body) => {
    const sessie = await fetch(`${base}/api/session`, { headers: { cookie: jar() } });
    bewaar(sessie);
    const { csrfToken } = await sessie.json();
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { cookie: jar(), 'content-type': 'application/json', 'x-xsrf-token': csrfToken },
      body: JSON.stringify(body),
    });
    bewaar(res);
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
    return res;
  };
  await call('POST', '/api/login', { username: 'admin', password: 'screenshots-geheim' });
  await call('PUT', '/api/settings/inschrijvinggeopend', { inschrijvingGeopend: true });
}

try {
  await wachtOpServer();
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  for (const [breedte, mobiel] of [
    [1280, false],
    [360, true],
  ]) {
    const page = await browser.newPage({
      viewport: { width: breedte, height: 800 },
      isMobile: mobiel,
      hasTouch: mobiel,
      locale: 'nl-NL',
    });
    for (const [naam, pad] of PAGINAS) {
      await page.goto(`${base}${pad}`);
      await page.getByTestId('nieuws').waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(out, `${naam}-${breedte}.png`), fullPage: true });
    }
    if (mobiel) {
      await page.goto(`${base}/home`);
      await page.getByRole('button', { name: 'Menu openen' }).click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(out, `menu-open-${breedte}.png`) });
    }
    await page.close();
  }
  await openInschrijving();
  for (const breedte of [1280, 360]) {
    const page = await browser.newPage({ viewport: { width: breedte, height: 800 }, locale: 'nl-NL' });
    await page.goto(`${base}/registreren`);
    await page.getByRole('button', { name: 'Opslaan' }).waitFor();
    await page.screenshot({ path: join(out, `registreren-open-${breedte}.png`), fullPage: true });
    await page.close();
  }
  await browser.close();
  console.log(`Screenshots in ${out}`);
} finally {
  server.kill('SIGTERM');
}
