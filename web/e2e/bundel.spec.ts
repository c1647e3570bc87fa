import { expect, test } from './fixtures';
import { PUBLIEKE_PAGINAS } from './omgeving';

/**
 * What a public page may load on its first visit (bench/README.md, bench:web): Rolldown's
 * helpers, React with the router, MUI, and the site with every public page in it.
 */
const BEZOEKERSCHUNK = /\/assets\/(rolldown-runtime|react|mui|site)-[\w-]+\.js$/;
/** The desks, the till, the admin screens and what only they use: never a visitor's download. */
const BEHEER_OF_BALIE =
  /Kassa|Balie|Inleveren|Ophalen|Beursdag|Beheer|Admin|Afrekening|Geregistreerden|Afleveringen|Instellingen|NieuwsEdit|MijnArtikelen|Reservelijst|serviceWorker|workbox|zxing|reader|DataGrid|gridLocale|dayjs|lexical|firebase|firestore/i;
/** What zod's code always carries, minified or not. */
const ZOD = /ZodError|\$ZodType|_zod\b/;
/** Issue 38's budget for the JavaScript of one public page's first visit, gzipped (bodies, no headers). */
const BUDGET = 170 * 1024;

test('bezoekers downloaden geen beheerscherm, balie, kassa, Firestore-SDK of zod, en elke pagina blijft binnen het JS-budget', async ({
  page,
}) => {
  // Every page as a first visit: nothing from the browser's cache, so each page counts all it loads.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let scripts = new Map<string, number>();
  const metZod: string[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const lijst = scripts;
    const sizes = await request.sizes();
    lijst.set(request.url(), sizes.responseBodySize);
    // The form rules come from kern/velden.ts; zod (kern/validatie.ts) stays on the server.
    if (ZOD.test((await (await request.response())?.text()) ?? '')) metZod.push(request.url());
  });
  const perPagina: Record<string, { kB: number; bestanden: string[] }> = {};
  for (const pad of [...PUBLIEKE_PAGINAS, '/instellingen']) {
    scripts = new Map();
    await page.goto(pad);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A pre-rendered page loads its scripts after its first paint: the news panel comes with them.
    await expect(page.getByRole('complementary', { name: 'Nieuws' })).toBeVisible();
    await page.waitForTimeout(300);
    const urls = [...scripts.keys()];
    expect(urls.length, pad).toBeGreaterThan(0);
    expect(
      urls.filter((u) => BEHEER_OF_BALIE.test(new URL(u).pathname)),
      `${pad}: beheer, balie of kassa`,
    ).toEqual([]);
    if (pad === '/instellingen') continue; // an admin screen's address: the login, not a public page
    expect(
      urls.filter((u) => !BEZOEKERSCHUNK.test(new URL(u).pathname)),
      `${pad}: meer dan react, mui en site`,
    ).toEqual([]);
    const totaal = [...scripts.values()].reduce((a, b) => a + b, 0);
    perPagina[pad] = {
      kB: Math.round((totaal / 1024) * 10) / 10,
      bestanden: urls.map((u) => new URL(u).pathname.replace(/^\/assets\//, '')),
    };
  }
  console.log(JSON.stringify(perPagina[PUBLIEKE_PAGINAS[0]]));
  expect(metZod).toEqual([]);
  for (const [pad, { kB }] of Object.entries(perPagina)) {
    expect(kB, `${pad}: ${kB} kB gzipped JavaScript`).toBeLessThanOrEqual(BUDGET / 1024);
  }
});
