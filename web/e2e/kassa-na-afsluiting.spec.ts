/**
 * The till after the settlement is closed (issue 25, defect 2). A desk that was offline closes a
 * receipt and takes the cash while the administrator closes the settlement: when it comes back
 * the receipt is not refused forever but kept apart as cash after closing, it leaves the queue,
 * the till says so and sells no more, and the desk can be left. A desk that sold nothing learns
 * from its heartbeat, before its next sale. The administrator finds the receipt under "Kas na
 * afsluiting" on /afrekening. At 360 and 1280 px, each on a fair of its own, removed afterwards.
 */
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { KassaVoorBeheer } from '../../functions/src/kassa/domein/overzicht';
import type { Aflevering } from '../../functions/src/kern/types';
import { afleveringen, laatsteAflevering, plusDagen, uniek, verkoperMetArtikelen } from './admin-helpers';
import { expect, geenAxeFouten, loginInBrowser, test } from './fixtures';
import { allesVerzonden, openKassa, scan } from './kassa-helpers';
import { zetOffline } from './netwerk';

const require = createRequire(import.meta.url);
const { euro } = require('../../functions/src/kern/geld') as typeof import('../../functions/src/kern/geld');
const { meldingBonnenNaAfsluiting, MELDING_KASSA_AFGESLOTEN } =
  require('../../functions/src/kassa/domein/scherm') as typeof import('../../functions/src/kassa/domein/scherm');

const PRIJZEN = [450, 1_248, 300];

for (const breedte of [360, 1280]) {
  test.describe(`kassa na het afsluiten (${breedte} px)`, () => {
    let beurs: Aflevering | null = null;
    test.afterEach(async ({ admin }) => {
      if (beurs) await admin.delete(`/api/aflevering/delete/${beurs.id}`);
      beurs = null;
    });

    test(`een bon na het afsluiten: apart bewaard, de kassa verkoopt niet meer en kan verlaten worden; de beheerder ziet de kas na afsluiting (${breedte} px)`, async ({
      admin,
      browser,
      page,
    }) => {
      // Two devices, the network dropped and back, and a heartbeat to wait for: slow on a busy machine.
      test.slow();
      const vorige = laatsteAflevering(await afleveringen(admin))!;
      await admin.post('/api/aflevering', {
        volgnummer: vorige.volgnummer + 1,
        datum: plusDagen(vorige.datum, 26 * 7),
      });
      beurs = laatsteAflevering(await afleveringen(admin))!;
      const verkoper = await verkoperMetArtikelen(admin, beurs, PRIJZEN);
      const naam = uniek('Laat');
      const kassa = await admin.post<KassaVoorBeheer>('/api/kassas', { naam, ruimte: 'Kleding' });
      const ander = await admin.post<KassaVoorBeheer>('/api/kassas', { naam: uniek('Stil'), ruimte: 'Kleding' });

      const { context, page: till } = await openKassa(browser, kassa, breedte);
      const stil = await openKassa(browser, ander, breedte);
      // The other desk has a buyer's item on its open receipt, not yet paid.
      await scan(stil.page, verkoper.codes[2]!);
      await expect(stil.page.getByTestId('bonregel')).toHaveCount(1);

      // Sold while the fair is open: an ordinary receipt.
      await scan(till, verkoper.codes[0]!);
      await till.getByRole('button', { name: 'Afrekenen' }).click();
      await till.getByRole('button', { name: 'Gepast' }).click();
      await till.getByRole('button', { name: 'Bon sluiten' }).click();
      await allesVerzonden(till, admin, kassa, 1);

      // The network drops; the desk sells on and takes the cash (12,48 → 12,50 in cash).
      await zetOffline(context, true);
      await expect(till.getByText('Geen verbinding – de kassa werkt door')).toBeVisible({ timeout: 20_000 });
      await scan(till, verkoper.codes[1]!);
      await till.getByRole('button', { name: 'Afrekenen' }).click();
      await till.getByLabel('Ontvangen').fill('20');
      await till.getByRole('button', { name: 'Bon sluiten' }).click();
      await expect(till.getByText(/^Bon gesloten\./)).toContainText('wisselgeld € 7,50.');
      await expect(till.getByTestId('wachtrij')).toContainText('1 bon wacht op verzending');

      // Meanwhile the administrator closes the settlement.
      await admin.post('/api/afrekening/sluiten');

      // Back online: the receipt is confirmed as cash after closing and leaves the queue.
      await zetOffline(context, false);
      await expect(till.getByTestId('wachtrij')).toHaveText('Alle bonnen zijn verzonden.', { timeout: 20_000 });
      await expect(till.getByRole('alert').filter({ hasText: meldingBonnenNaAfsluiting(1) })).toBeVisible();
      await expect(till.getByText(/^Bon gesloten\./)).toHaveCount(0);
      await expect(till.getByText('niet meer opgenomen')).toHaveCount(0);
      // It sells no more: no field to scan into, no camera; told what to do with the cash.
      const dicht = till.getByTestId('kassa-dicht');
      await expect(dicht).toContainText(/Kassa gesloten: de afrekening is om \d\d:\d\d afgesloten/, {
        timeout: 20_000,
      });
      await expect(dicht).toContainText(MELDING_KASSA_AFGESLOTEN);
      await expect(till.getByLabel('Verkopersnummer')).toHaveCount(0);
      await expect(till.getByRole('button', { name: 'Camera' })).toHaveCount(0);
      await expect(till.getByRole('button', { name: 'Afrekenen' })).toBeDisabled();
      await geenAxeFouten(till);
      const breed = await till.evaluate(() => document.documentElement.scrollWidth);
      expect(breed).toBeLessThanOrEqual(breedte);
      await till.screenshot({ path: test.info().outputPath(`kassa-na-afsluiting-${breedte}.png`), fullPage: true });

      // Still closed after a reload (kept on the device).
      await till.reload();
      await expect(till.getByTestId('kassa-dicht')).toBeVisible();
      await expect(till.getByLabel('Verkopersnummer')).toHaveCount(0);

      // The desk can be left now: nothing waits.
      await till.getByRole('button', { name: 'Kassa verlaten' }).click();
      await till.getByRole('dialog').getByRole('button', { name: 'Kassa verlaten' }).click();
      // The device is no desk any more: /kassa opens in the site's shell (with its footer), as for a visitor.
      await expect(till.getByRole('contentinfo')).toBeVisible({ timeout: 20_000 });
      await expect(till.getByRole('heading', { name: `Kassa ${naam}` })).toHaveCount(0);
      expect(await till.evaluate(() => localStorage.getItem('kassa.token'))).toBeNull();
      await context.close();

      // The other desk sent nothing after closing: its heartbeat tells it, before the sale is paid.
      await expect(stil.page.getByTestId('kassa-dicht')).toContainText(MELDING_KASSA_AFGESLOTEN, {
        timeout: 30_000,
      });
      await expect(stil.page.getByLabel('Verkopersnummer')).toHaveCount(0);
      // The open receipt cannot be paid any more, only emptied.
      await expect(stil.page.getByTestId('bonregel')).toHaveCount(1);
      await expect(stil.page.getByRole('button', { name: 'Afrekenen' })).toBeDisabled();
      await stil.page.getByRole('button', { name: 'Verwijder Broek 3' }).click();
      await expect(stil.page.getByTestId('bonregel')).toHaveCount(0);
      await stil.context.close();

      // The administrator: the receipt under "Kas na afsluiting", with desk, time, line and amount.
      await page.setViewportSize({ width: breedte, height: 800 });
      await loginInBrowser(page);
      await page.goto('/afrekening');
      // The admin screens are loaded on demand; on a busy machine that can take a while.
      await expect(page.getByRole('heading', { name: 'Afrekening', level: 1 })).toBeVisible({ timeout: 30_000 });
      const sectie = page.getByRole('region', { name: 'Kas na afsluiting' });
      await expect(sectie.getByTestId('kas-na-afsluiting-totaal')).toHaveText(
        `1 bon, samen ${euro(1_250)} in de kassa’s`,
      );
      const rij = sectie.getByTestId('bon-na-afsluiting');
      await expect(rij).toHaveCount(1);
      await expect(rij).toContainText(`${naam} (Kleding)`);
      await expect(rij).toContainText(/\d\d:\d\d \(binnen \d\d:\d\d\)/);
      await expect(rij).toContainText(`Verkoper ${verkoper.nummer}, artikel 2: ${euro(1_248)}`);
      await expect(rij).toContainText(euro(1_250));
      // The frozen settlement has only the receipt from before closing.
      await expect(page.getByTestId('totaal-omzet')).toHaveText(euro(450));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(breedte);
      const { violations } = await new AxeBuilder({ page })
        .include('section[aria-labelledby="afrekening-na-afsluiting-titel"]')
        .analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
      await sectie.scrollIntoViewIfNeeded();
      await sectie.screenshot({ path: test.info().outputPath(`afrekening-na-afsluiting-${breedte}.png`) });
    });
  });
}
