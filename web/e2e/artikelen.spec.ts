/**
 * Items and labels in the browser: the seller's 'Mijn artikelen' through the personal link
 * (phone first) and the administrator's overview, at 360 and 1280 px, with screenshots.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { OutboxMail } from '../../functions/src/kern/types';
import { ARTIKELEN_AAN as AAN, ARTIKELEN_UIT as UIT, nieuweDeelnemer, openBeheer, ruimOp } from './admin-helpers';
import { expect, test, type AdminApi } from './fixtures';

const MAP = join(import.meta.dirname, '..', '..', 'screenshots');
mkdirSync(MAP, { recursive: true });

async function linkUitMail(admin: AdminApi, email: string): Promise<string> {
  const mail = (await admin.get<OutboxMail[]>('/api/mail')).filter((m) => m.to === email).at(-1);
  const match = mail!.text.match(/\/mijn-gegevens\?token=(\S+)/);
  expect(match, mail!.text).toBeTruthy();
  return `/mijn-gegevens?token=${match![1]}`;
}

async function controleer(page: Page, naam: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(MAP, `${naam}.png`), fullPage: true });
  const overloop = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overloop, `${naam} is breder dan het scherm`).toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test.describe('Artikelen en labels', () => {
  ruimOp();
  test.afterEach(async ({ admin }) => {
    await admin.put('/api/artikelen/instellingen', UIT);
  });

  for (const breedte of [360, 1280]) {
    test(`een verkoper voert artikelen in en downloadt labels (${breedte} px)`, async ({ page, admin }) => {
      test.slow();
      await page.setViewportSize({ width: breedte, height: breedte > 600 ? 900 : 780 });
      await admin.put('/api/artikelen/instellingen', AAN);
      const verkoper = await nieuweDeelnemer(admin, 'Sanne Artikel');
      await page.goto(await linkUitMail(admin, verkoper.email));
      await page.getByRole('link', { name: 'Mijn artikelen' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Mijn artikelen' })).toBeVisible();
      await expect(page.getByTestId('verkopersnummer')).toHaveText(String(verkoper.nummer));

      const form = page.getByRole('form', { name: 'Artikel toevoegen' });
      // The form refuses what the server refuses, at the field.
      await form.getByRole('button', { name: 'Toevoegen' }).click();
      await expect(form.getByLabel('Omschrijving')).toHaveAccessibleDescription('Omschrijving is verplicht');
      await form.getByLabel('Omschrijving').fill('Winterjas blauw');
      await form.getByLabel('Prijs (euro)').fill('0,50');
      await form.getByLabel(/^Retour/).check();
      await form.getByRole('button', { name: 'Toevoegen' }).click();
      await expect(form.getByLabel('Maat')).toHaveAccessibleDescription('Maat is verplicht voor kleding');
      await expect(page.getByTestId('retour-hulp')).toContainText('goed doel');
      await form.getByLabel('Maat').selectOption('98-104');
      await form.getByLabel('Prijs (euro)').fill('4,75');
      await form.getByRole('button', { name: 'Toevoegen' }).click();
      await expect(form.getByLabel('Prijs (euro)')).toHaveAccessibleDescription(/stappen van € 0,50/);
      // 1000 for 10: above the fair's maximum (€ 250 unless the administrator sets another).
      await form.getByLabel('Prijs (euro)').fill('1000');
      await form.getByRole('button', { name: 'Toevoegen' }).click();
      await expect(form.getByLabel('Prijs (euro)')).toHaveAccessibleDescription('Prijs mag hoogstens € 250,00 zijn');
      await form.getByLabel('Prijs (euro)').fill('4,50');
      await form.getByRole('button', { name: 'Toevoegen' }).click();
      await expect(page.getByTestId('melding')).toHaveText("'Winterjas blauw' is toegevoegd.");

      await form.getByLabel('Omschrijving').fill('Houten puzzel');
      await form.getByRole('radio', { name: 'Speelgoed' }).check();
      await form.getByLabel('Prijs (euro)').fill('2');
      await form.getByRole('button', { name: 'Toevoegen' }).click();
      const artikelen = page.getByTestId('artikel');
      await expect(artikelen).toHaveCount(2);
      await expect(artikelen.first()).toContainText('retour');
      await expect(artikelen.nth(1)).toContainText('speelgoedzaal');
      await controleer(page, `mijn-artikelen-${breedte}`);

      await page.getByRole('button', { name: 'Artikel 2 wijzigen' }).click();
      const wijzig = page.getByRole('form', { name: 'Artikel 2 wijzigen' });
      await wijzig.getByLabel('Prijs (euro)').fill('2,50');
      await wijzig.getByRole('button', { name: 'Opslaan' }).click();
      await expect(artikelen.nth(1)).toContainText('€ 2,50');

      await page.getByRole('button', { name: 'Artikel 1 verwijderen' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
      await expect(artikelen).toHaveCount(1);

      await page.getByLabel('Beginnen bij label (1-24)').fill('30');
      await expect(page.getByTestId('labels-downloaden')).toHaveAttribute('aria-disabled', 'true');
      await page.getByLabel('Beginnen bij label (1-24)').fill('4');
      const href = await page.getByTestId('labels-downloaden').getAttribute('href');
      expect(href).toMatch(/start=4$/);
      const pdf = await page.request.get(href!);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    });
  }

  test('staat de optie uit, dan ziet de verkoper waarom en geen formulier', async ({ page, admin }) => {
    const verkoper = await nieuweDeelnemer(admin, 'Sanne Uit');
    await page.goto((await linkUitMail(admin, verkoper.email)).replace('/mijn-gegevens', '/mijn-artikelen'));
    await expect(page.getByTestId('gesloten')).toHaveText('Artikelen online invoeren staat voor deze beurs niet aan.');
    await expect(page.getByRole('form', { name: 'Artikel toevoegen' })).toHaveCount(0);
  });

  for (const breedte of [360, 1280]) {
    test(`de beheerder ziet per verkoper aantal en totaal en opent een lijst (${breedte} px)`, async ({
      page,
      admin,
    }) => {
      test.slow();
      await page.setViewportSize({ width: breedte, height: breedte > 600 ? 900 : 780 });
      await admin.put('/api/artikelen/instellingen', AAN);
      const verkoper = await nieuweDeelnemer(admin, 'Bram Beheer');
      const token = (await linkUitMail(admin, verkoper.email)).split('token=')[1]!;
      for (const [omschrijving, prijsCent] of [
        ['Regenjas', 350],
        ['Laarzen', 600],
      ] as const) {
        await admin.post('/api/mijn-gegevens/artikelen', {
          token: decodeURIComponent(token),
          artikel: { omschrijving, soort: 'Overig', maat: null, prijsCent, retour: false },
        });
      }
      await openBeheer(page, '/artikelen');
      await expect(page.getByLabel('Artikelen online invoeren')).toBeChecked();
      const rij = page.getByTestId('verkoper-rij').filter({ hasText: verkoper.naam });
      await expect(rij).toContainText('€ 9,50');
      await expect(rij.getByRole('cell').nth(2)).toHaveText('2');
      await controleer(page, `admin-artikelen-${breedte}`);
      await rij.getByRole('button', { name: `Lijst van verkoper ${verkoper.nummer}` }).click();
      const dialoog = page.getByRole('dialog');
      await expect(dialoog).toContainText('Regenjas');
      await expect(dialoog.getByRole('link', { name: 'Labels printen (pdf)' })).toHaveAttribute(
        'href',
        `/api/artikelen/verkopers/${verkoper.nummer}/labels.pdf?start=1`,
      );
      await controleer(page, `admin-artikelen-lijst-${breedte}`);
      await dialoog.getByRole('button', { name: 'Sluiten' }).click();

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'CSV exporteren' }).click();
      expect((await download).suggestedFilename()).toMatch(/^artikelen-\d{4}-\d{2}-\d{2}\.csv$/);
    });
  }
});
