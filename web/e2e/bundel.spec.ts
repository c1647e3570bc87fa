import { expect, test } from './fixtures';
import { PUBLIEKE_PAGINAS } from './omgeving';

const ADMIN_CHUNK = /(Geregistreerden|Afleveringen|Instellingen|NieuwsEdit)Page|DataGrid|lexical|firebase|firestore/i;
/** What zod's code always carries, minified or not. */
const ZOD = /ZodError|\$ZodType|_zod\b/;
/** The budget for the JavaScript of a public page, gzipped. */
const BUDGET = 175 * 1024;

test('bezoekers downloaden geen beheerscherm, geen Firestore-SDK en geen zod, en blijven binnen het JS-budget', async ({
  page,
}) => {
  const scripts = new Map<string, number>();
  const metZod: string[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    scripts.set(request.url(), sizes.responseBodySize);
    // The form rules come from kern/velden.ts; zod (kern/validatie.ts) stays on the server.
    if (ZOD.test((await (await request.response())?.text()) ?? '')) metZod.push(request.url());
  });
  for (const pad of [...PUBLIEKE_PAGINAS, '/instellingen']) {
    await page.goto(pad);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A pre-rendered page loads its scripts after its first paint: the news panel comes with them.
    await expect(page.getByRole('complementary', { name: 'Nieuws' })).toBeVisible();
  }
  await page.waitForTimeout(300);
  const urls = [...scripts.keys()];
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((u) => ADMIN_CHUNK.test(u))).toEqual([]);
  expect(metZod).toEqual([]);
  const totaal = [...scripts.values()].reduce((a, b) => a + b, 0);
  expect(totaal, `${Math.round(totaal / 1024)} kB gzipped`).toBeLessThanOrEqual(BUDGET);
});
