/**
 * Issue 52 in the browser, at 360 and 1280 px: the administrator sets an opening time and the
 * volunteers' early round under Instellingen → Toewijzing (a round after the opening is refused
 * at its field); a visitor sees when it opens; in the early round a volunteer of this fair gets
 * a number and anyone else is told the time; and at the set moment the page opens the form by
 * itself, without a reload and without anyone switching it. Screenshots in screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { openBeheer, toast } from './admin-helpers';
import { expect, geenAxeFouten, meldAanViaApi, OPEN, test } from './fixtures';

const require = createRequire(import.meta.url);
const { naarBeursklokVeld } =
  require('../../functions/src/kern/datums') as typeof import('../../functions/src/kern/datums');
const { meldingOpentOp, MELDING_VOORRANG_NA_OPENING } =
  require('../../functions/src/registratie/domein/toewijzing') as typeof import('../../functions/src/registratie/domein/toewijzing');

const MAP = join(import.meta.dirname, '..', '..', 'screenshots');
mkdirSync(MAP, { recursive: true });

const GEEN = { opentOp: null, voorrang: { vrijwilligers: null, terugkerend: null } };
/** A whole minute `minuten` from now: what a date-and-time field can hold. */
const over = (minuten: number) => {
  const t = new Date(Date.now() + minuten * 60_000);
  t.setSeconds(0, 0);
  return t.toISOString();
};
let n = 0;
const adres = (naam: string) => `${naam}.${Date.now()}.${n++}@voorbeeld.nl`;

const formulier = (page: Page) => page.getByRole('form', { name: 'Registreren als verkoper' });

async function vulIn(page: Page, naam: string, email: string) {
  const f = formulier(page);
  await f.getByLabel('Naam').fill(naam);
  await f.getByLabel('E-mail').fill(email);
  await f.getByRole('button', { name: 'Opslaan' }).click();
}

for (const breedte of [360, 1280]) {
  test.describe(`toewijzing: opening op tijd en voorrang (${breedte} px)`, () => {
    test.beforeEach(async ({ admin }) => {
      await admin.put('/api/toewijzing', GEEN);
      await admin.setSettings({ ...OPEN, inschrijvingGeopend: false });
    });
    test.afterEach(async ({ admin }) => {
      await admin.put('/api/toewijzing', GEEN);
      await admin.setSettings(OPEN);
    });

    test(`de beheerder zet de tijden; een vrijwilliger schrijft zich vroeg in, een ander hoort de tijd (${breedte} px)`, async ({
      page,
      browser,
      admin,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: breedte, height: 900 });
      // A volunteer of this fair, signed up for a shift before the round begins.
      const vrijwilliger = adres('vrijwilliger');
      await meldAanViaApi('Vroege Vrijwilliger', vrijwilliger, ['vrijdagSorteren']);
      await openBeheer(page, '/instellingen');
      const sectie = page.getByRole('form', { name: 'Toewijzing' });
      const opentOp = over(2 * 24 * 60);
      await sectie.getByLabel('Inschrijving opent op').fill(naarBeursklokVeld(opentOp));
      // A round after the opening: refused at its own field, nothing kept.
      await sectie.getByLabel('Voorrang vrijwilligers vanaf').fill(naarBeursklokVeld(over(3 * 24 * 60)));
      await sectie.getByRole('button', { name: 'Opslaan' }).click();
      await expect(sectie.getByText(MELDING_VOORRANG_NA_OPENING)).toBeVisible();
      await expect(sectie.getByLabel('Voorrang vrijwilligers vanaf')).toHaveAttribute('aria-invalid', 'true');

      // The volunteers' round began an hour ago.
      await sectie.getByLabel('Voorrang vrijwilligers vanaf').fill(naarBeursklokVeld(over(-60)));
      await sectie.getByRole('button', { name: 'Opslaan' }).click();
      await expect(toast(page)).toContainText('Toewijzing opgeslagen');
      await expect(page.getByTestId('toewijzing-stand')).toHaveText(
        `${meldingOpentOp(opentOp).replace('opent op', 'opent vanzelf op')} Laat 'Inschrijving geopend' tot dan uit.`,
      );
      await geenAxeFouten(page);
      await page.getByTestId('toewijzing-stand').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(MAP, `toewijzing-instellingen-${breedte}.png`) });

      // The round as it would really be: begun after the volunteer signed up (to the second, which
      // the screen's minutes cannot say), so a sign-up during the round does not count.
      const ronde = new Date(Date.now() + 1_500);
      await admin.put('/api/toewijzing', {
        opentOp,
        voorrang: { vrijwilligers: ronde.toISOString(), terugkerend: null },
      });
      await page.waitForTimeout(ronde.getTime() - Date.now() + 200);

      // A visitor: the time, and the form for the volunteers of this fair.
      const context = await browser.newContext({ viewport: { width: breedte, height: 900 } });
      const bezoeker = await context.newPage();
      await bezoeker.goto('/registreren');
      await expect(bezoeker.getByTestId('voorrang-vrijwilligers')).toContainText(meldingOpentOp(opentOp));
      await expect(formulier(bezoeker)).toBeVisible();
      await geenAxeFouten(bezoeker);
      await bezoeker.screenshot({ path: join(MAP, `toewijzing-voorrang-${breedte}.png`), fullPage: true });

      // Someone who is no volunteer is told the time, at the top of the form.
      await vulIn(bezoeker, 'Nog Geen Vrijwilliger', adres('ander'));
      await expect(bezoeker.getByTestId('server-fout')).toHaveText(meldingOpentOp(opentOp));

      // The volunteer of this fair gets a number now.
      await vulIn(bezoeker, 'Vroege Vrijwilliger', vrijwilliger);
      await expect(bezoeker.getByTestId('bevestiging')).toBeVisible();
      await expect(bezoeker.getByTestId('nummer')).toHaveText(/^\d+$/);
      await bezoeker.screenshot({ path: join(MAP, `toewijzing-vrijwilliger-ingeschreven-${breedte}.png`) });
      await context.close();
    });

    test(`op het ingestelde moment opent de pagina het formulier vanzelf (${breedte} px)`, async ({ page, admin }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: breedte, height: 900 });
      // Whole seconds: the moment a few seconds ahead.
      const moment = new Date(Date.now() + 6_000);
      moment.setMilliseconds(0);
      await admin.put('/api/toewijzing', { ...GEEN, opentOp: moment.toISOString() });
      await page.goto('/registreren');
      await expect(page.getByTestId('melding')).toHaveText(meldingOpentOp(moment.toISOString()));
      await page.screenshot({ path: join(MAP, `toewijzing-opent-op-${breedte}.png`) });
      await page.evaluate(() => ((window as unknown as { gemarkeerd: boolean }).gemarkeerd = true));
      await expect(formulier(page)).toBeVisible({ timeout: 20_000 });
      expect(await page.evaluate(() => (window as unknown as { gemarkeerd?: boolean }).gemarkeerd)).toBe(true);
      await vulIn(page, 'Op Tijd', adres('optijd'));
      await expect(page.getByTestId('bevestiging')).toBeVisible();
    });
  });
}
