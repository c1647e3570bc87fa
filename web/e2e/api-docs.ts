/**
 * The API reference at /api/docs as a person sees it (issue 51), for both runtimes' browser tests:
 * rendered by Swagger UI from this server alone. Every request to another origin is stopped and
 * counted, so a page that needed the internet would show it here; the page must also log no
 * error (a Content-Security-Policy violation among them).
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const MAP = join(import.meta.dirname, '..', '..', 'screenshots');

/** Opens /api/docs of the server at `basis` at 1280 and 360 px; screenshots `naam`-<width>.png. */
export async function apiDocsRendert(page: Page, basis: string, naam: string): Promise<void> {
  const herkomst = new URL(basis).origin;
  const elders: string[] = [];
  const fouten: string[] = [];
  await page.route('**/*', (route) => {
    if (new URL(route.request().url()).origin === herkomst) return route.continue();
    elders.push(route.request().url());
    return route.abort();
  });
  page.on('console', (m) => void (m.type() === 'error' && fouten.push(m.text())));
  page.on('pageerror', (e) => fouten.push(e.message));

  for (const breedte of [1280, 360]) {
    await page.setViewportSize({ width: breedte, height: 900 });
    await page.goto('/api/docs');
    await expect(page).toHaveTitle('API van de kinderkledingbeurs');
    // Swagger UI read /api/openapi.json and drew its operations, by area.
    await expect(page.getByRole('heading', { name: /Kinderkledingbeurs/i }).first()).toBeVisible();
    await expect(page.locator('.opblock-tag', { hasText: 'Kassa' })).toBeVisible();
    await page.screenshot({ path: join(MAP, `${naam}-${breedte}-boven.png`) });
    // Swagger UI 5 draws the operations as a virtual list: only those near the viewport are in the
    // page (with 118 paths, the Registratie area is not, at the top). Scroll as a reader would.
    const inschrijven = page.locator('.opblock-summary-path', { hasText: /^\/api\/geregistreerde\/save$/ }).first();
    for (let i = 0; i < 60 && !(await inschrijven.isVisible()); i++) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(100);
    }
    await expect(inschrijven).toBeVisible();
    await expect(page.locator('.opblock-tag', { hasText: 'Registratie' })).toBeVisible();
    // One operation opened: its description and its answers.
    await page.locator('.opblock-post', { has: inschrijven }).first().locator('.opblock-summary').click();
    await expect(page.locator('.opblock-post.is-open .responses-table').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(breedte);
    await page.screenshot({ path: join(MAP, `${naam}-${breedte}.png`) });
  }
  expect(elders, 'verzoeken naar een ander adres').toEqual([]);
  expect(fouten, 'fouten in de console').toEqual([]);
}
