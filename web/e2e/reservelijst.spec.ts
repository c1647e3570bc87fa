/**
 * The reserve list in the browser: the form under the maximum message, the page that takes a
 * person off the list, and the administrator's screen (order, remove, the switch), on a phone
 * and on a computer.
 */
import type { ReservelijstOverzicht } from '../../functions/src/registratie/domein/reservelijst';
import { MELDING_MAXIMUM } from './admin-helpers';
import { openBeheer, uniek } from './admin-helpers';
import { expect, OPEN, test, type AdminApi } from './fixtures';

const adres = (naam: string) => `${naam.toLowerCase().replace(/\W+/g, '.')}@voorbeeld.nl`;

/** Open, with exactly as many places as there are active sellers: the maximum message shows. */
async function vol(admin: AdminApi) {
  const { aantalActief } = await admin.publicState();
  await admin.setSettings({ ...OPEN, maximumAantalDeelnemers: aantalActief });
}

/** Leaves the list empty and the switch on for the next test. */
async function ruimOp(admin: AdminApi) {
  await admin.put('/api/reservelijst/automatisch', { automatisch: true });
  for (const p of (await admin.get<ReservelijstOverzicht>('/api/reservelijst')).plaatsen) {
    await admin.delete(`/api/reservelijst/${p.id}`);
  }
  await admin.setSettings(OPEN);
}

for (const [scherm, viewport] of [
  ['telefoon', { width: 360, height: 740 }],
  ['computer', { width: 1280, height: 800 }],
] as const) {
  test.describe(`Reservelijst op een ${scherm} (${viewport.width} px)`, () => {
    test.use({ viewport });
    test.afterEach(async ({ admin }) => ruimOp(admin));

    test('een bezoeker zet zich vanaf de maximum-melding op de reservelijst', async ({ page, admin }, info) => {
      await vol(admin);
      await page.goto('/registreren');
      await expect(page.getByTestId('melding')).toHaveText(MELDING_MAXIMUM);
      await page.getByRole('button', { name: 'Op de reservelijst' }).click();
      const formulier = page.getByRole('form', { name: 'Op de reservelijst' });
      await expect(formulier).toBeVisible();

      const naam = uniek('Wachter');
      await formulier.getByLabel('Naam').fill(naam);
      await formulier.getByLabel('E-mail').fill('geen-adres');
      await formulier.getByRole('button', { name: 'Opslaan' }).click();
      await expect(formulier.getByText('Vul een geldig e-mailadres in')).toBeVisible();
      await formulier.getByLabel('E-mail').fill(adres(naam));
      await formulier.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page.getByTestId('reservelijst-geplaatst')).toContainText(`${naam}, je staat op de reservelijst`);
      await page.screenshot({ path: info.outputPath(`reservelijst-formulier-${viewport.width}.png`), fullPage: true });
      const breedte = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(breedte).toBeLessThanOrEqual(viewport.width);

      const { plaatsen } = await admin.get<ReservelijstOverzicht>('/api/reservelijst');
      expect(plaatsen.map((p) => p.naam)).toEqual([naam]);

      // A second time with the same address is refused, in Dutch, above the form.
      await page.reload();
      await page.getByRole('button', { name: 'Op de reservelijst' }).click();
      await formulier.getByLabel('Naam').fill(naam);
      await formulier.getByLabel('E-mail').fill(adres(naam).toUpperCase());
      await formulier.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page.getByTestId('reservelijst-fout')).toHaveText(
        'Met dit e-mailadres sta je al op de reservelijst voor deze beurs.',
      );
    });

    test('de beheerder ordent de lijst, haalt iemand eraf en zet automatisch inschrijven uit', async ({
      page,
      admin,
    }, info) => {
      await vol(admin);
      const namen = [uniek('Eerste'), uniek('Tweede'), uniek('Derde')];
      for (const naam of namen) await admin.post('/api/reservelijst', { naam, email: adres(naam), telefoon: '' });

      await openBeheer(page, '/reservelijst');
      const rijen = page.getByTestId('reserveplaats');
      await expect(rijen).toHaveCount(3);
      await expect(rijen.nth(0)).toContainText(`1. ${namen[0]}`);

      await page.getByRole('button', { name: `${namen[2]} omhoog` }).click();
      await expect(rijen.nth(1)).toContainText(`2. ${namen[2]}`);
      await expect(rijen.nth(2)).toContainText(`3. ${namen[1]}`);
      await page.getByRole('button', { name: `${namen[0]} omlaag` }).click();
      await expect(rijen.nth(0)).toContainText(namen[2]!);

      await page.getByRole('button', { name: `${namen[1]} verwijderen` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
      await expect(rijen).toHaveCount(2);
      await expect(page.getByTestId('wachtend')).toHaveText('Wachtend: 2');

      const schakelaar = page.getByRole('switch', { name: 'Automatisch inschrijven als er een plaats vrijkomt' });
      await expect(schakelaar).toBeChecked();
      await schakelaar.click();
      await expect(schakelaar).not.toBeChecked();
      await page.screenshot({ path: info.outputPath(`reservelijst-beheer-${viewport.width}.png`), fullPage: true });
      const breedte = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(breedte).toBeLessThanOrEqual(viewport.width);

      const overzicht = await admin.get<ReservelijstOverzicht>('/api/reservelijst');
      expect(overzicht.automatisch).toBe(false);
      expect(overzicht.plaatsen.map((p) => p.naam)).toEqual([namen[2], namen[0]]);

      // A place that frees up now goes to no one; switching back on fills it with the first.
      await admin.setSettings({ maximumAantalDeelnemers: (await admin.publicState()).aantalActief + 1 });
      await page.reload();
      await expect(rijen).toHaveCount(2);
      await schakelaar.click();
      await expect(schakelaar).toBeChecked();
      await expect(rijen).toHaveCount(1);
      await expect(rijen.nth(0)).toContainText(`1. ${namen[0]}`);
      const ingeschreven = await admin.get<{ naam: string; nummer: number }[]>('/api/geregistreerde/all');
      expect(ingeschreven.map((d) => d.naam)).toContain(namen[2]);
    });
  });
}

test('wie de link uit de mail volgt, gaat na een klik van de reservelijst af', async ({ page, admin }) => {
  await vol(admin);
  await page.goto('/reservelijst-verlaten?token=kapot');
  await page.getByRole('button', { name: 'Van de reservelijst af' }).click();
  await expect(page.getByTestId('reservelijst-verlaten')).toHaveText(
    'Deze link is ongeldig. Gebruik de volledige link uit je e-mail.',
  );
  await ruimOp(admin);
});
