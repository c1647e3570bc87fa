/**
 * Issue 53 part 3 in the browser, at 360 and 1280 px: the Instellingen page shows how many seller
 * numbers are left and how many can be reused, read from GET /api/verkopersnummers; with fewer
 * than 500 left it warns, and with none left and none free it says registration is refused. The
 * nearly-empty states are the API's answer replaced in the browser: moving the server's counter
 * to 9999 would change every other spec. Screenshots in screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { openBeheer } from './admin-helpers';
import { expect, geenAxeFouten, test } from './fixtures';

const MAP = join(import.meta.dirname, '..', '..', 'screenshots');
mkdirSync(MAP, { recursive: true });

const sectie = (page: Page) => page.getByRole('region', { name: 'Verkopersnummers' });

for (const breedte of [360, 1280]) {
  test(`Instellingen toont de verkopersnummers en waarschuwt op tijd (${breedte} px)`, async ({ page, admin }) => {
    await page.setViewportSize({ width: breedte, height: 900 });
    const stand = await admin.get<{ over: number; herbruikbaar: number }>('/api/verkopersnummers');
    await openBeheer(page, '/instellingen');
    await expect(sectie(page).getByTestId('nummers-over')).toContainText(
      `Nog nooit uitgegeven: ${stand.over.toLocaleString('nl-NL')} van de 9.999 nummers.`,
    );
    await expect(sectie(page).getByTestId('nummers-waarschuwing')).toHaveCount(0);
    await sectie(page).scrollIntoViewIfNeeded();
    await sectie(page).screenshot({ path: join(MAP, `verkopersnummers-${breedte}.png`) });

    await page.route('**/api/verkopersnummers', (route) => route.fulfill({ json: { over: 312, herbruikbaar: 41 } }));
    await page.reload();
    await expect(sectie(page).getByTestId('nummers-waarschuwing')).toContainText('Nog 312 nummers over.');
    await expect(sectie(page).getByTestId('nummers-herbruikbaar')).toContainText('Nu opnieuw te gebruiken: 41.');
    await geenAxeFouten(page);
    await sectie(page).scrollIntoViewIfNeeded();
    await sectie(page).screenshot({ path: join(MAP, `verkopersnummers-bijna-op-${breedte}.png`) });

    await page.unroute('**/api/verkopersnummers');
    await page.route('**/api/verkopersnummers', (route) => route.fulfill({ json: { over: 0, herbruikbaar: 0 } }));
    await page.reload();
    await expect(sectie(page).getByTestId('nummers-waarschuwing')).toContainText('De verkopersnummers zijn op');
    await sectie(page).scrollIntoViewIfNeeded();
    await sectie(page).screenshot({ path: join(MAP, `verkopersnummers-op-${breedte}.png`) });
  });
}
