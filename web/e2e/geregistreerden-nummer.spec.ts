/**
 * Geregistreerden and the reserve list (issue 12): a specific free number on request, and the
 * table that shows by itself who came from the reserve list when a place freed up.
 */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { ReservelijstOverzicht } from '../../functions/src/registratie/domein/reservelijst';
import type { Deelnemer } from '../../functions/src/kern/types';
import { deelnemer, nieuweDeelnemer, openBeheer, toast, uniek, zoekDeelnemer } from './admin-helpers';
import { expect, OPEN, test, type AdminApi } from './fixtures';

const require = createRequire(import.meta.url);
const { MELDING_VERKOPERSNUMMER } =
  require('../../functions/src/kern/verkopersnummer') as typeof import('../../functions/src/kern/verkopersnummer');
const { meldingNummerBezet } =
  require('../../functions/src/registratie/domein/verkopersnummer') as typeof import('../../functions/src/registratie/domein/verkopersnummer');

const adres = (naam: string) => `${naam.toLowerCase().replace(/\W+/g, '.')}@voorbeeld.nl`;

/** Open, with exactly as many places as there are active sellers: a freed place goes to the list. */
async function vol(admin: AdminApi) {
  const { aantalActief } = await admin.publicState();
  await admin.setSettings({ ...OPEN, maximumAantalDeelnemers: aantalActief });
}

async function opDeReservelijst(admin: AdminApi): Promise<string> {
  const naam = uniek('Reserve');
  await admin.post('/api/reservelijst', { naam, email: adres(naam), telefoon: '' });
  return naam;
}

/** On a phone the row's buttons are to the right: the user swipes the table there. */
async function naarRijknoppen(page: Page) {
  await page.locator('.MuiDataGrid-virtualScroller').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
}

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
]) {
  test.describe(`Geregistreerden: nummer en reservelijst (${viewport.width} px)`, () => {
    test.use({ viewport });
    let bekend = new Set<string>();
    test.beforeEach(async ({ admin }) => {
      bekend = new Set((await admin.get<Deelnemer[]>('/api/geregistreerde/all')).map((d) => d.id));
    });
    // The list first: deleting the test's people must promote no one.
    test.afterEach(async ({ admin }) => {
      for (const p of (await admin.get<ReservelijstOverzicht>('/api/reservelijst')).plaatsen) {
        await admin.delete(`/api/reservelijst/${p.id}`);
      }
      await admin.setSettings(OPEN);
      for (const d of await admin.get<Deelnemer[]>('/api/geregistreerde/all')) {
        if (!bekend.has(d.id)) await admin.delete(`/api/geregistreerde/delete/${d.id}`);
      }
    });

    test('de beheerder geeft iemand op verzoek een ander vrij nummer; een bezet nummer wordt bij het veld geweigerd', async ({
      page,
      admin,
    }, info) => {
      const eerder = await nieuweDeelnemer(admin, 'Eerder');
      const p = await nieuweDeelnemer(admin, 'Nummer');
      await openBeheer(page, '/geregistreerden');
      await zoekDeelnemer(page, p.naam);

      await naarRijknoppen(page);
      await page.getByRole('button', { name: `Ander nummer geven aan ${p.naam}` }).click();
      const dialoog = page.getByRole('dialog', { name: 'Ander nummer geven' });
      await expect(dialoog).toContainText(`${p.naam} heeft nu nummer ${p.nummer}.`);
      const veld = dialoog.getByLabel('Nieuw nummer');
      await expect(veld).toBeFocused();
      await veld.fill(String(eerder.nummer));
      await veld.press('Enter');
      await expect(veld).toHaveAttribute('aria-invalid', 'true');
      await expect(dialoog.getByText(meldingNummerBezet(eerder.nummer))).toBeVisible();
      await page.screenshot({ path: info.outputPath(`ander-nummer-${viewport.width}.png`) });
      expect((await deelnemer(admin, p.id))?.nummer).toBe(p.nummer);

      await veld.fill('twaalf');
      await dialoog.getByRole('button', { name: 'Nummer geven' }).click();
      // The seller-number rule's one message (kern/verkopersnummer.ts).
      await expect(dialoog.getByText(MELDING_VERKOPERSNUMMER)).toBeVisible();

      const gekozen = p.nummer + 7;
      await veld.fill(String(gekozen));
      await dialoog.getByRole('button', { name: 'Nummer geven' }).click();
      await expect(dialoog).toBeHidden();
      await expect(toast(page)).toContainText(`${p.naam} heeft nu nummer ${gekozen}`);
      await page.locator('.MuiDataGrid-virtualScroller').evaluate((el) => el.scrollTo({ left: 0 }));
      const rij = page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: p.naam, exact: true }) });
      await expect(rij.getByRole('gridcell', { name: String(gekozen), exact: true })).toBeVisible();
      // The same person, the same id: links sent earlier keep working.
      expect((await deelnemer(admin, p.id))?.nummer).toBe(gekozen);
      const breedte = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(breedte).toBeLessThanOrEqual(viewport.width);
    });

    test('na verwijderen staat wie van de reservelijst kwam meteen in de tabel, zonder Vernieuwen', async ({
      page,
      admin,
    }) => {
      const weg = await nieuweDeelnemer(admin, 'Weg');
      await vol(admin);
      const reserve = await opDeReservelijst(admin);
      await openBeheer(page, '/geregistreerden');
      await page.getByLabel('Zoeken').fill(`${weg.naam}`);
      await expect(page.getByRole('gridcell', { name: weg.naam, exact: true })).toBeVisible();

      await naarRijknoppen(page);
      await page.getByRole('button', { name: `${weg.naam} verwijderen` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
      await expect(page.getByRole('gridcell', { name: weg.naam, exact: true })).toBeHidden();
      await zoekDeelnemer(page, reserve);
      await expect(page.getByRole('checkbox', { name: `Actief: ${reserve}` })).toBeChecked();
    });

    test('na inactief zetten staat wie van de reservelijst kwam meteen in de tabel', async ({ page, admin }) => {
      const stopt = await nieuweDeelnemer(admin, 'Stopt');
      await vol(admin);
      const reserve = await opDeReservelijst(admin);
      await openBeheer(page, '/geregistreerden');
      await zoekDeelnemer(page, stopt.naam);

      await page.getByRole('checkbox', { name: `Actief: ${stopt.naam}` }).click();
      await expect(page.getByRole('checkbox', { name: `Actief: ${stopt.naam}` })).not.toBeChecked();
      await zoekDeelnemer(page, reserve);
      await expect(page.getByRole('checkbox', { name: `Actief: ${reserve}` })).toBeChecked();
    });

    test('een hoger maximum, ook vanuit een ander tabblad, toont de bevorderde persoon vanzelf', async ({
      page,
      admin,
    }) => {
      await vol(admin);
      const reserve = await opDeReservelijst(admin);
      // The first list must have arrived before the maximum goes up: otherwise it could already
      // hold the promoted person, and the test would pass without the screen following by itself.
      const eersteLijst = page.waitForResponse((r) => r.url().endsWith('/api/geregistreerde/all'));
      await openBeheer(page, '/geregistreerden');
      await eersteLijst;
      await page.getByLabel('Zoeken').fill(reserve);
      await expect(page.getByRole('gridcell', { name: reserve, exact: true })).toBeHidden();

      await admin.setSettings({ maximumAantalDeelnemers: (await admin.publicState()).aantalActief + 1 });
      await expect(page.getByRole('gridcell', { name: reserve, exact: true })).toBeVisible();
    });
  });
}
