/**
 * Issue 38 at the desks, in the browser at 360 and 1280 px: a drop-off desk keeps the fair's
 * sellers on the device, so a seller it never opened opens without a network; after a reload
 * without one the progress says so; "Balie verlaten" clears the device. At pick-up, items left
 * unticked are named to the administrator, and after "rest naar goed doel" the desk says pick-up
 * is closed while the administrator records a late pick-up. Each on a fair of its own.
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { KassaVoorBeheer } from '../../functions/src/kassa/domein/overzicht';
import type { Aflevering, OutboxMail } from '../../functions/src/kern/types';
import { nieuweBeurs, nieuweDeelnemer } from './admin-helpers';
import { expect, geenAxeFouten, loginInBrowser, test, type AdminApi } from './fixtures';
import { artikelenInDatabase, openBalie, scan } from './kassa-helpers';
import { zetOffline } from './netwerk';

const require = createRequire(import.meta.url);
const { MELDING_OPHALEN_AFGESLOTEN } =
  require('../../functions/src/inlevering/domein/meldingen') as typeof import('../../functions/src/inlevering/domein/meldingen');

const JAS = { omschrijving: 'Winterjas', soort: 'Kleding' as const, maat: '110-116', prijsCent: 1_250, retour: true };
const LAARZEN = { omschrijving: 'Regenlaarzen', soort: 'Overig' as const, maat: null, prijsCent: 800, retour: true };

async function balie(admin: AdminApi, taak: 'inleveren' | 'ophalen') {
  return admin.post<KassaVoorBeheer>('/api/kassas', {
    naam: `${taak === 'inleveren' ? 'Tafel' : 'Uitgifte'} ${randomUUID().slice(0, 4)}`,
    ruimte: 'Kleding',
    taak,
  });
}

const opApparaat = (page: Page, taak: string) =>
  page.evaluate((t) => Object.keys(localStorage).filter((k) => k.startsWith(`balie.${t}`)), taak);

for (const breedte of [360, 1280]) {
  test.describe(`balies: offline, verlaten, einde van het ophalen (${breedte} px)`, () => {
    let beurs: Aflevering | null = null;
    test.afterEach(async ({ admin }) => {
      if (beurs) await admin.delete(`/api/aflevering/delete/${beurs.id}`);
      beurs = null;
    });

    test(`een verkoper die de balie nooit opende, opent zonder netwerk; "Balie verlaten" wist het apparaat (${breedte} px)`, async ({
      admin,
      browser,
    }) => {
      test.slow();
      beurs = await nieuweBeurs(admin);
      const eerste = await nieuweDeelnemer(admin, 'Ilse');
      const tweede = await nieuweDeelnemer(admin, 'Joost');
      await artikelenInDatabase(eerste.nummer, beurs.id, [JAS]);
      const codes = await artikelenInDatabase(tweede.nummer, beurs.id, [JAS, LAARZEN]);
      const { context, page } = await openBalie(browser, await balie(admin, 'inleveren'), breedte);
      await expect(page.getByRole('heading', { name: 'Inleveren', level: 1 })).toBeVisible();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      // The fair's sellers are on the device: both, though neither was opened.
      // As numbers: as text '10' comes before '9', and the order of the keys is not the point.
      await expect
        .poll(async () =>
          (
            await page.evaluate(() =>
              Object.keys(JSON.parse(localStorage.getItem('balie.inleveren.apparaat.beurs') ?? '{}')),
            )
          )
            .map(Number)
            .sort((a, b) => a - b),
        )
        .toEqual([eerste.nummer, tweede.nummer].sort((a, b) => a - b));

      await zetOffline(context, true);
      const veld = page.getByLabel('Verkopersnummer');
      await veld.fill(String(tweede.nummer));
      await veld.press('Enter');
      const sectie = page.getByTestId('verkoper');
      await expect(sectie.getByRole('heading', { name: `Verkoper ${tweede.nummer} – Joost` })).toBeVisible();
      await expect(page.getByTestId('teken')).toContainText(`Geen verbinding: verkoper ${tweede.nummer} staat`);
      await scan(page, codes[1]!);
      await expect(sectie.getByTestId('artikel').nth(1)).toHaveAttribute('data-status', 'ingeleverd');

      // A reload without a network: the progress says there is none, instead of loading forever.
      await page.reload();
      await expect(page.getByTestId('voortgang-laden')).toHaveText(
        'Geen verbinding: de voortgang verschijnt zodra er weer verbinding is.',
      );
      await expect(page.getByTestId('stappen-wachtrij')).toContainText('1 stap wacht op verzending.');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(breedte);
      await page.screenshot({ path: test.info().outputPath(`balie-offline-${breedte}.png`), fullPage: true });

      // Leaving waits for the queue: refused while a step waits, done once all is sent.
      await page.getByRole('button', { name: 'Balie verlaten' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Balie verlaten' }).click();
      await expect(page.getByText('Er wachten nog stappen op verzending.')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`balie-verlaten-geweigerd-${breedte}.png`) });
      await zetOffline(context, false);
      await expect(page.getByTestId('stappen-wachtrij')).toHaveText('Alles is verzonden.', { timeout: 20_000 });
      await page.getByRole('button', { name: 'Balie verlaten' }).click();
      await expect(page.getByRole('dialog')).toContainText('vergeet de verkopers van de beurs');
      await geenAxeFouten(page);
      await page.screenshot({ path: test.info().outputPath(`balie-verlaten-${breedte}.png`) });
      await page.getByRole('dialog').getByRole('button', { name: 'Balie verlaten' }).click();
      await expect(page).toHaveURL(/\/home$|\/$/);
      expect(await opApparaat(page, 'inleveren')).toEqual([]);
      await context.close();
    });

    test(`een verkoper die nog opent, wist het teken niet dat de vrijwilliger intussen kreeg (${breedte} px)`, async ({
      admin,
      browser,
    }) => {
      beurs = await nieuweBeurs(admin);
      const verkoper = await nieuweDeelnemer(admin, 'Karin');
      await artikelenInDatabase(verkoper.nummer, beurs.id, [JAS]);
      const { context, page } = await openBalie(browser, await balie(admin, 'inleveren'), breedte);
      const veld = page.getByLabel('Verkopersnummer');
      await veld.fill(String(verkoper.nummer));
      await veld.press('Enter');
      const sectie = page.getByTestId('verkoper');
      await expect(sectie.getByRole('heading', { name: `Verkoper ${verkoper.nummer} – Karin` })).toBeVisible();
      // The seller stays on the screen while the server is slow to answer for them again (a
      // school's Wi-Fi): the volunteer goes on and hands the item in before the answer comes.
      let laatGaan: () => void = () => undefined;
      const poort = new Promise<void>((resolve) => (laatGaan = resolve));
      await page.route(`**/api/balie/inlevering/verkopers/${verkoper.nummer}`, async (route) => {
        await poort;
        await route.continue();
      });
      await veld.fill(String(verkoper.nummer));
      await veld.press('Enter');
      await expect(page.getByTestId('teken')).toHaveText(`Verkoper ${verkoper.nummer} openen…`);
      await sectie.getByRole('button', { name: 'Alles ingeleverd' }).click();
      await expect(page.getByTestId('teken')).toHaveText('✓ 1 artikel ingeleverd');
      const antwoord = page.waitForResponse(`**/api/balie/inlevering/verkopers/${verkoper.nummer}`);
      laatGaan();
      await antwoord;
      // The answer shows the seller; the sign of what the volunteer did stays.
      await expect(sectie.getByTestId('artikel').first()).toHaveAttribute('data-status', 'ingeleverd');
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r))));
      await expect(page.getByTestId('teken')).toHaveText('✓ 1 artikel ingeleverd');
      await context.close();
    });

    test(`ophalen: niet-afgevinkte artikelen staan open bij de beheerder; na "rest naar goed doel" is de balie dicht en legt de beheerder een late ophaling vast (${breedte} px)`, async ({
      admin,
      browser,
      page: beheer,
    }) => {
      test.slow();
      beurs = await nieuweBeurs(admin);
      const karin = await nieuweDeelnemer(admin, 'Karin');
      const lars = await nieuweDeelnemer(admin, 'Lars');
      await artikelenInDatabase(karin.nummer, beurs.id, [JAS, LAARZEN]);
      await artikelenInDatabase(lars.nummer, beurs.id, [LAARZEN]);
      await admin.post('/api/inlevering/stappen', {
        stappen: [
          { id: randomUUID(), verkopersnummer: karin.nummer, stap: { soort: 'ingeleverd', artikelnummers: [1, 2] } },
          { id: randomUUID(), verkopersnummer: lars.nummer, stap: { soort: 'ingeleverd', artikelnummers: [1] } },
        ],
      });
      await admin.post('/api/afrekening/sluiten');

      // The desk: Karin collects, nothing ticked, "Toch opgehaald".
      const { context, page } = await openBalie(browser, await balie(admin, 'ophalen'), breedte);
      const veld = page.getByLabel('Verkopersnummer');
      await veld.fill(String(karin.nummer));
      await veld.press('Enter');
      await page.getByRole('button', { name: /^Opgehaald/ }).click();
      await page.getByRole('button', { name: 'Toch opgehaald' }).click();
      await expect(page.getByTestId('stappen-wachtrij')).toHaveText('Alles is verzonden.', { timeout: 20_000 });
      await expect
        .poll(async () =>
          (await admin.get<OutboxMail[]>('/api/mail')).some(
            (m) => m.to === karin.email && /Niet afgevinkt\n- 1\. Winterjas/.test(m.text),
          ),
        )
        .toBe(true);

      // The administrator sees Karin's two items open, and settles one.
      await beheer.setViewportSize({ width: breedte, height: 800 });
      await loginInBrowser(beheer);
      await beheer.goto('/ophalen');
      const open = beheer.getByTestId('open-artikelen');
      await expect(open).toContainText('Opgehaald, maar niet alles afgevinkt.');
      await expect(open).toContainText(`${karin.nummer} Karin`);
      await expect(open).toContainText('2 artikelen');
      expect(await beheer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(breedte);
      await beheer.screenshot({
        path: test.info().outputPath(`ophalen-open-artikelen-${breedte}.png`),
        fullPage: true,
      });
      await open.getByRole('button', { name: `Verkoper ${karin.nummer} openen` }).click();
      const artikelen = beheer.getByTestId('verkoper').getByTestId('artikel');
      await artikelen
        .nth(0)
        .getByRole('button', { name: /^Terug/ })
        .click();
      await artikelen
        .nth(1)
        .getByRole('button', { name: /^Niet gevonden/ })
        .click();
      await expect(open).toHaveCount(0, { timeout: 20_000 });

      // The end of pick-up: Lars did not come. The desk is told pick-up is closed for him.
      await beheer.getByRole('button', { name: 'Ophalen afsluiten: rest naar goed doel' }).click();
      await beheer.getByRole('button', { name: 'Rest naar goed doel' }).click();
      await expect(beheer.getByText('1 verkoper(s) niet opgehaald')).toBeVisible();
      await veld.fill(String(lars.nummer));
      await veld.press('Enter');
      await expect(page.getByTestId('teken')).toHaveText(MELDING_OPHALEN_AFGESLOTEN);
      await page.screenshot({ path: test.info().outputPath(`ophalen-afgesloten-${breedte}.png`) });
      await context.close();

      // Lars comes after all: the administrator hands back his boots and records it.
      const beheerVeld = beheer.getByLabel('Verkopersnummer');
      await beheerVeld.fill(String(lars.nummer));
      await beheerVeld.press('Enter');
      await expect(beheer.getByText('Komt de verkoper toch?')).toBeVisible();
      await beheer
        .getByTestId('verkoper')
        .getByRole('button', { name: /^Terug/ })
        .click();
      await beheer.getByRole('button', { name: 'Toch opgehaald – late ophaling vastleggen' }).click();
      await geenAxeFouten(beheer);
      await expect
        .poll(async () =>
          (await admin.get<OutboxMail[]>('/api/mail')).some(
            (m) => m.to === lars.email && /Terug\n- 1\. Regenlaarzen/.test(m.text),
          ),
        )
        .toBe(true);
    });
  });
}
