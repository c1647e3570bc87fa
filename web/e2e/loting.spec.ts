/**
 * The draw in the browser (issue 52 part 3): the administrator chooses 'Loting' with 'Loting
 * sluit op' under Instellingen → Toewijzing; a visitor reads how it works on Registreren and
 * applies with the same form (the page shows their aanvraag); after the close the draw runs,
 * and the public page /loting recomputes it in the browser and turns green. The whole flow at
 * 1280 px (one draw per fair), the visitor's pages again at 360 px. Screenshots in screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { openBeheer, toast } from './admin-helpers';
import { expect, geenAxeFouten, OPEN, test } from './fixtures';

const require = createRequire(import.meta.url);
const { naarBeursklokVeld } =
  require('../../functions/src/kern/datums') as typeof import('../../functions/src/kern/datums');

const MAP = join(import.meta.dirname, '..', '..', 'screenshots');
mkdirSync(MAP, { recursive: true });

const GEEN = { opentOp: null, voorrang: { vrijwilligers: null, terugkerend: null } };
let n = 0;
const adres = (naam: string) => `${naam}.${Date.now()}.${n++}@voorbeeld.nl`;
const formulier = (page: Page) => page.getByRole('form', { name: 'Een plaats aanvragen' });

async function vraagAan(page: Page, naam: string) {
  const f = formulier(page);
  await f.getByLabel('Naam').fill(naam);
  await f.getByLabel('E-mail').fill(adres(naam.toLowerCase().replace(/\W+/g, '')));
  await f.getByRole('button', { name: 'Aanvragen' }).click();
  await expect(page.getByTestId('aanvraag-binnen')).toBeVisible();
  return (await page.getByTestId('aanvraag').textContent())!.trim();
}

test.describe('loting', () => {
  test.beforeEach(async ({ admin }) => {
    await admin.setSettings(OPEN);
  });
  test.afterEach(async ({ admin }) => {
    await admin.put('/api/toewijzing', GEEN);
    await admin.setSettings(OPEN);
  });

  test('de beheerder kiest loting; bezoekers vragen aan; de uitslag klopt in de browser (1280 en 360 px)', async ({
    page,
    browser,
    admin,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openBeheer(page, '/instellingen');
    const sectie = page.getByRole('form', { name: 'Toewijzing' });
    await sectie.getByLabel('Loting').check();
    const morgen = new Date(Date.now() + 24 * 3_600_000);
    morgen.setSeconds(0, 0);
    await sectie.getByLabel('Loting sluit op').fill(naarBeursklokVeld(morgen.toISOString()));
    await sectie.getByRole('button', { name: 'Opslaan' }).click();
    await expect(toast(page)).toContainText('Toewijzing opgeslagen');
    await expect(page.getByTestId('toewijzing-stand')).toContainText('Er wordt geloot');
    await geenAxeFouten(page);
    await page.getByTestId('toewijzing-stand').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(MAP, 'loting-instellingen-1280.png') });

    // The close a few seconds ahead, so the draw can follow in this test.
    const sluitOp = new Date(Date.now() + 12_000);
    sluitOp.setMilliseconds(0);
    await admin.put('/api/toewijzing', { ...GEEN, wijze: 'loting', loting: { sluitOp: sluitOp.toISOString() } });

    const aanvragen: string[] = [];
    for (const breedte of [1280, 360]) {
      const context = await browser.newContext({ viewport: { width: breedte, height: 900 } });
      const bezoeker = await context.newPage();
      await bezoeker.goto('/registreren');
      await expect(bezoeker.getByTestId('loting-uitleg')).toContainText('Deze keer wordt er geloot');
      await geenAxeFouten(bezoeker);
      await bezoeker.screenshot({ path: join(MAP, `loting-registreren-${breedte}.png`), fullPage: true });
      aanvragen.push(await vraagAan(bezoeker, `Aanvrager ${breedte}`));
      await bezoeker.screenshot({ path: join(MAP, `loting-aanvraag-binnen-${breedte}.png`) });
      await context.close();
    }

    // After the close: the draw (the server's timer may have run it already; again changes nothing).
    await page.waitForTimeout(Math.max(0, sluitOp.getTime() - Date.now() + 500));
    await admin.post('/api/toewijzing/loting/trekken');

    for (const breedte of [1280, 360]) {
      const context = await browser.newContext({ viewport: { width: breedte, height: 900 } });
      const bezoeker = await context.newPage();
      await bezoeker.goto('/registreren');
      await expect(bezoeker.getByTestId('melding')).toContainText('De aanvragen voor de loting zijn gesloten');
      await bezoeker.getByRole('link', { name: 'Bekijk en controleer de uitslag' }).click();
      await expect(bezoeker).toHaveURL(/\/loting$/);
      await expect(bezoeker.getByTestId('zaad')).toHaveText(/^[0-9a-f]{64}$/);
      await bezoeker.getByTestId('eigen-aanvraag').fill(aanvragen[0]!);
      await expect(bezoeker.getByTestId('eigen-uitslag')).toContainText('Je staat op plaats');
      await bezoeker.getByTestId('controleer').click();
      await expect(bezoeker.getByTestId('loting-klopt')).toContainText('De loting klopt');
      await geenAxeFouten(bezoeker);
      await bezoeker.screenshot({ path: join(MAP, `loting-controle-${breedte}.png`), fullPage: true });
      await context.close();
    }
  });
});
