import type { Nieuws } from '../../functions/src/kern/types';
import { expect, test } from './fixtures';
import { openBeheer, toast, uniek } from './admin-helpers';

test.describe('Nieuws', () => {
  test('opgeslagen nieuws verschijnt zonder herladen bij een bezoeker', async ({ page, admin, browser }) => {
    const origineel = await admin.get<Nieuws>('/api/nieuws/all');
    const bezoekContext = await browser.newContext();
    try {
      const bezoek = await bezoekContext.newPage();
      await bezoek.goto('/home');
      await expect(bezoek.getByTestId('nieuws')).toBeVisible();

      await admin.post('/api/nieuws/save', { tekst: '<h2>Vorige kop</h2><p>Vorige <strong>tekst</strong></p>' });
      await openBeheer(page, '/nieuws-edit');
      const editor = page.getByRole('textbox', { name: 'Nieuws' });
      // The stored news is loaded into the editor, formatting included.
      await expect(editor.getByRole('heading', { name: 'Vorige kop' })).toBeVisible();
      await expect(editor.locator('strong, b').filter({ hasText: 'tekst' }).first()).toBeVisible();
      await expect(page.getByText('Niet opgeslagen wijzigingen')).toBeHidden();

      await editor.click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('Delete');
      await expect(page.getByText('Begin met typen ...')).toBeVisible();

      const kop = uniek('Kop');
      const zin = uniek('Nieuwe tekst');
      await page.getByRole('button', { name: 'Kop H2' }).click();
      await page.keyboard.type(kop);
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Vet' }).click();
      await page.keyboard.type(zin);
      await expect(page.getByText('Niet opgeslagen wijzigingen')).toBeVisible();

      const antwoord = page.waitForResponse((r) => r.url().endsWith('/api/nieuws/save'));
      await page.getByRole('button', { name: 'Opslaan' }).click();
      expect((await antwoord).ok()).toBe(true);
      await expect(toast(page)).toContainText('Nieuws opgeslagen');

      const opgeslagen = (await admin.get<Nieuws>('/api/nieuws/all')).tekst;
      expect(opgeslagen).toMatch(new RegExp(`<h2[^>]*>(<[^>]+>)*${kop}`));
      expect(opgeslagen).toMatch(new RegExp(`<(b|strong)[^>]*>(<[^>]+>)*${zin}`));

      // The visitor's page was open all along: the live stream brings the new text.
      const paneel = bezoek.getByTestId('nieuws');
      await expect(paneel.getByRole('heading', { name: kop })).toBeVisible();
      await expect(paneel.locator('strong, b').filter({ hasText: zin }).first()).toBeVisible();
    } finally {
      await bezoekContext.close();
      await admin.post('/api/nieuws/save', { tekst: origineel.tekst });
    }
  });

  test('het nieuws kan ook leeg worden opgeslagen en de editor toont dan de placeholder', async ({ page, admin }) => {
    const origineel = await admin.get<Nieuws>('/api/nieuws/all');
    try {
      await openBeheer(page, '/nieuws-edit');
      const editor = page.getByRole('textbox', { name: 'Nieuws' });
      await editor.click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('Delete');
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await expect(toast(page)).toContainText('Nieuws opgeslagen');
      await page.reload();
      await expect(page.getByText('Begin met typen ...')).toBeVisible();
    } finally {
      await admin.post('/api/nieuws/save', { tekst: origineel.tekst });
    }
  });
});
