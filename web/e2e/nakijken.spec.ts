/**
 * Nakijken on /afrekening (issue #24, finding 5) and voiding one receipt line on /kassa (issue
 * #25, missed 2): lines the till took that do not match the fair wait for the administrator's
 * decision, which the close needs; a double scan is voided line by line, with the reason.
 * Runs on a fair of its own, removed afterwards, at 1280 and 360 px.
 */
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { KassaVoorBeheer } from '../../functions/src/kassa/domein/overzicht';
import type { Aflevering } from '../../functions/src/kern/types';
import { afleveringen, laatsteAflevering, nieuweDeelnemer, openBeheer, plusDagen } from './admin-helpers';
import { expect, test } from './fixtures';
import { artikelenInDatabase } from './kassa-helpers';

for (const breedte of [1280, 360]) {
  test.describe(`Nakijken en een regel laten vervallen (${breedte} px)`, () => {
    let beurs: Aflevering | null = null;
    test.afterEach(async ({ admin }) => {
      if (beurs) await admin.delete(`/api/aflevering/delete/${beurs.id}`);
      beurs = null;
    });

    test('de afrekening sluit pas na een besluit over elke regel; een dubbel gescande regel vervalt los', async ({
      page,
      admin,
      request,
    }) => {
      test.slow();
      const vorige = laatsteAflevering(await afleveringen(admin))!;
      await admin.post('/api/aflevering', {
        volgnummer: vorige.volgnummer + 1,
        datum: plusDagen(vorige.datum, 26 * 7),
      });
      beurs = laatsteAflevering(await afleveringen(admin))!;
      const verkoper = await nieuweDeelnemer(admin, `Nakijken Verkoper ${breedte}`);
      await artikelenInDatabase(verkoper.nummer, beurs.id, [
        { omschrijving: 'Regenjas geel', soort: 'Kleding', maat: '98-104', prijsCent: 300, retour: false },
        { omschrijving: 'Knuffelbeer', soort: 'Speelgoed', maat: null, prijsCent: 450, retour: false },
      ]);
      const kassa = await admin.post<KassaVoorBeheer>('/api/kassas', { naam: `Kleding ${breedte}`, ruimte: 'Kleding' });
      const gesloten = Date.now();
      const bonnen = [
        {
          // the raincoat at € 999,99, an item not listed, and a seller number not taking part
          id: randomUUID(),
          regels: [
            { verkopersnummer: verkoper.nummer, artikelnummer: 1, prijsCent: 99_999 },
            { verkopersnummer: verkoper.nummer, artikelnummer: 999, prijsCent: 500 },
            { verkopersnummer: 9999, artikelnummer: null, prijsCent: 250 },
            { verkopersnummer: 9998, artikelnummer: null, prijsCent: 250 },
          ],
          ontvangenCent: 110_000,
          gesloten: new Date(gesloten).toISOString(),
        },
        {
          // the bear, twice: once on its own, once with a hand-written label
          id: randomUUID(),
          regels: [{ verkopersnummer: verkoper.nummer, artikelnummer: 2, prijsCent: 450 }],
          ontvangenCent: 500,
          gesloten: new Date(gesloten + 60_000).toISOString(),
        },
        {
          id: randomUUID(),
          regels: [
            { verkopersnummer: verkoper.nummer, artikelnummer: 2, prijsCent: 450 },
            { verkopersnummer: verkoper.nummer, artikelnummer: null, prijsCent: 200 },
          ],
          ontvangenCent: 700,
          gesloten: new Date(gesloten + 120_000).toISOString(),
        },
      ];
      const verkoop = await request.post('/api/kassa/bonnen', {
        headers: { Authorization: `Bearer ${kassa.link.split('#')[1]}` },
        data: { bonnen, wachtend: 0, oudsteWachtend: null },
      });
      expect(verkoop.status(), await verkoop.text()).toBe(200);

      await page.setViewportSize({ width: breedte, height: 800 });
      // /kassa: every line with its description and seller; the double scan is voided on its own.
      await openBeheer(page, '/kassa');
      const regels = page.getByTestId('bonregel');
      await expect(
        regels.filter({ hasText: `${verkoper.nummer}-2 Knuffelbeer van verkoper ${verkoper.nummer}` }),
      ).toHaveCount(2);
      await expect(regels.filter({ hasText: `${verkoper.nummer}-999 (niet op de lijst)` })).toHaveCount(1);
      await page
        .getByRole('button', { name: new RegExp(`^Laten vervallen: regel 1, ${verkoper.nummer}-2 Knuffelbeer`) })
        .first()
        .click();
      const dialoog = page.getByRole('dialog', { name: 'Regel laten vervallen?' });
      await dialoog.getByRole('button', { name: 'Laten vervallen' }).click();
      // the reason is asked at its field, and nothing is saved without it
      await expect(dialoog.getByText('Schrijf erbij waarom de regel vervalt')).toBeVisible();
      await dialoog.getByLabel('Reden').fill('Twee keer gescand');
      await expect(dialoog.getByText('Schrijf erbij waarom de regel vervalt')).toHaveCount(0);
      await dialoog.getByRole('button', { name: 'Laten vervallen' }).click();
      await expect(dialoog).toBeHidden();
      await expect(page.getByTestId('regel-vervallen')).toHaveText(
        /Vervallen door \S+ om \d\d:\d\d:\d\d: Twee keer gescand/,
      );
      // no double sale is left, on neither receipt
      await expect(page.getByText(/een artikel dat ook op een andere bon staat/)).toHaveCount(0);
      await expect(page.getByText(/Dubbele verkoop:/)).toHaveCount(0);
      // the rest of that receipt still counts: its hand-written line can still be voided
      await expect(
        page.getByRole('button', { name: new RegExp(`^Laten vervallen: regel 2, Handgeschreven label`) }),
      ).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`kassa-regel-vervallen-${breedte}.png`), fullPage: true });

      // /afrekening: three lines to check, the close held back until each has a decision.
      await page.goto('/afrekening');
      const punten = page.getByTestId('nakijkpunt');
      await expect(punten).toHaveCount(5);
      await expect(page.getByTestId('nakijken-stand')).toHaveText(/4 regels wachten op een besluit/);
      await expect(page.getByRole('button', { name: 'Afrekening afsluiten' })).toBeDisabled();
      await expect(page.getByText(/Afsluiten kan pas na een besluit over alle 4 regels/)).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
      const prijs = punten.filter({ hasText: 'Regenjas geel: verkocht voor € 999,99, lijstprijs € 3,00' });
      await expect(prijs).toContainText('Verkocht voor een andere prijs dan de lijstprijs');
      await expect(prijs).toContainText(`Kleding ${breedte}`);
      await prijs.getByRole('button', { name: 'Lijstprijs (€ 3,00)' }).click();
      await expect(prijs.getByTestId('besluit')).toHaveText(/Lijstprijs: € 3,00 voor verkoper/);

      const artikel = punten.filter({ hasText: `${verkoper.nummer}-999` });
      await expect(artikel.getByRole('button', { name: /Lijstprijs/ })).toHaveCount(0);
      await artikel.getByRole('button', { name: 'Akkoord' }).click();
      await expect(artikel.getByTestId('besluit')).toHaveText(/Akkoord: € 5,00/);

      // the two seller numbers not taking part: one decision for both
      const alle = page.getByTestId('nakijken-alle');
      await expect(alle).toContainText('2 open regels: dit verkopersnummer doet niet mee aan deze beurs.');
      await alle.getByRole('button', { name: 'Alle laten vervallen' }).click();
      await page.getByRole('dialog').getByLabel('Reden').fill('Geen verkoper met dit nummer');
      await page.getByRole('dialog').getByRole('button', { name: 'Laten vervallen' }).click();
      for (const nummer of ['9999', '9998'])
        await expect(punten.filter({ hasText: `${nummer} (handgeschreven)` }).getByTestId('besluit')).toHaveText(
          /Vervallen: € 2,50 voor de organisatie .*Geen verkoper met dit nummer/,
        );
      await expect(alle).toBeHidden();

      await expect(page.getByTestId('nakijken-stand')).toHaveText('Over elke regel is beslist.');
      const afsluiten = page.getByRole('button', { name: 'Afrekening afsluiten' });
      await expect(afsluiten).toBeEnabled();
      const scroll = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(scroll, 'de pagina scrolt niet opzij').toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`afrekening-nakijken-${breedte}.png`), fullPage: true });
      await afsluiten.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Afsluiten' }).click();
      await expect(page.getByText(/Afgesloten op/)).toBeVisible();
      // after closing, the decisions stay visible and none can be changed
      await expect(punten).toHaveCount(5);
      await expect(page.getByRole('button', { name: /terugnemen|Laten vervallen|Akkoord/ })).toHaveCount(0);
    });
  });
}
