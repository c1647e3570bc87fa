import { expect, OPEN, test } from './fixtures';
import { PUBLIEKE_PAGINAS } from './omgeving';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test.describe('op een telefoon (360 px)', () => {
  test('het menu klapt in achter een knop en navigeert nog steeds', async ({ page }) => {
    await page.goto('/home');
    // The pre-rendered page shows the button before its script has loaded; the news comes with the script.
    await expect(page.getByRole('complementary', { name: 'Nieuws' })).toBeVisible();
    const knop = page.getByRole('button', { name: 'Menu openen' });
    await expect(knop).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kopen', exact: true })).toBeHidden();

    await knop.click();
    await expect(page.getByRole('button', { name: 'Menu sluiten' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Kopen', exact: true }).click();
    await expect(page).toHaveURL(/\/kopen$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kopen' })).toBeVisible();
    // Choosing a page closes the menu again.
    await expect(page.getByRole('button', { name: 'Menu openen' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Labelen' })).toBeHidden();
  });

  test('het nieuws staat onder de inhoud en niets schuift opzij', async ({ page, admin }) => {
    // The open form shows the longest line: the e-mail address in the red note.
    await admin.setSettings(OPEN);
    for (const pad of PUBLIEKE_PAGINAS) {
      await page.goto(pad);
      const nieuws = page.getByRole('complementary', { name: 'Nieuws' });
      await expect(nieuws.getByTestId('nieuws')).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      const main = await page.getByRole('main').boundingBox();
      const aside = await nieuws.boundingBox();
      expect(aside!.y, pad).toBeGreaterThanOrEqual(main!.y + main!.height);
      expect(aside!.width, pad).toBeGreaterThan(300);
      const breedte = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(breedte, pad).toBeLessThanOrEqual(360);
    }
  });

  test('registreren werkt op een telefoon', async ({ page, admin }) => {
    await admin.setSettings(OPEN);
    await page.goto('/registreren');
    await page.getByLabel('Naam').fill('Mobiele Moeder');
    await page.getByLabel('E-mail').fill(`mobiel.${Date.now()}@voorbeeld.nl`);
    await page.getByRole('button', { name: 'Opslaan' }).tap();
    await expect(page.getByTestId('bevestiging').getByRole('heading')).toHaveText('Bedankt, Mobiele Moeder!');
  });
});
