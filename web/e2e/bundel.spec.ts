import { expect, test } from './fixtures';
import { PUBLIEKE_PAGINAS } from './omgeving';

const ADMIN_CHUNK = /(Geregistreerden|Afleveringen|Instellingen|NieuwsEdit)Page|DataGrid|lexical|firebase|firestore/i;
/** The budget for the JavaScript of a public page, gzipped. */
const BUDGET = 175 * 1024;

test('visitors download no admin screen, no Firestore SDK, and stay within the JS budget', async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    scripts.set(request.url(), sizes.responseBodySize);
  });
  for (const pad of [...PUBLIEKE_PAGINAS, '/instellingen']) {
    await page.goto(pad);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.waitForTimeout(300);
  const urls = [...scripts.keys()];
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((u) => ADMIN_CHUNK.test(u))).toEqual([]);
  const totaal = [...scripts.values()].reduce((a, b) => a + b, 0);
  expect(totaal, `${Math.round(totaal / 1024)} kB gzipped`).toBeLessThanOrEqual(BUDGET);
});
