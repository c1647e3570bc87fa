/**
 * One place per household (issue 53) in the browser: the administrator switches 'Eén plek per
 * huishouden' on under Instellingen → Toewijzing; a second registration with the phone number of
 * someone registered, in another spelling, shows the server's 409 at the Telefoon field. At 1280
 * and 360 px; screenshots in screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openBeheer, toast } from './admin-helpers';
import { expect, geenAxeFouten, OPEN, test } from './fixtures';

const MAP = join(import.meta.dirname, '..', '..', 'screenshots');
mkdirSync(MAP, { recursive: true });

const GEEN = { opentOp: null, voorrang: { vrijwilligers: null, terugkerend: null } };
const MELDING = 'Met dit telefoonnummer is al ingeschreven voor deze beurs. Per huishouden is er één plek.';
let n = 0;
const adres = (naam: string) => `${naam}.${Date.now()}.${n++}@voorbeeld.nl`;

test.describe('één plek per huishouden', () => {
  test.beforeEach(async ({ admin }) => {
    await admin.setSettings(OPEN);
  });
  test.afterEach(async ({ admin }) => {
    await admin.put('/api/toewijzing', { ...GEEN, eenPerHuishouden: false });
    await admin.setSettings(OPEN);
  });

  test('de schakelaar bij Toewijzing, en de weigering bij het telefoonnummer (1280 en 360 px)', async ({
    page,
    browser,
    admin,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openBeheer(page, '/instellingen');
    const sectie = page.getByRole('form', { name: 'Toewijzing' });
    const schakelaar = sectie.getByLabel('Eén plek per huishouden (e-mailadres en telefoonnummer)');
    await expect(schakelaar).not.toBeChecked();
    await schakelaar.check();
    await sectie.getByRole('button', { name: 'Opslaan' }).click();
    await expect(toast(page)).toContainText('Toewijzing opgeslagen');
    await page.reload();
    await expect(
      page
        .getByRole('form', { name: 'Toewijzing' })
        .getByLabel('Eén plek per huishouden (e-mailadres en telefoonnummer)'),
    ).toBeChecked();
    await geenAxeFouten(page);
    await page.getByTestId('toewijzing-eenPerHuishouden').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(MAP, 'huishouden-instellingen-1280.png') });

    // Someone of the household is registered with the number.
    const cijfers = String(10_000_000 + (Date.now() % 89_999_999));
    await admin.post('/api/geregistreerde/save', {
      naam: 'Eerste Gezinslid',
      email: adres('eerste'),
      telefoon: `06-${cijfers}`,
    });

    for (const breedte of [1280, 360]) {
      const context = await browser.newContext({ viewport: { width: breedte, height: 900 } });
      const bezoeker = await context.newPage();
      if (breedte === 360) {
        // In a context of its own: with the administrator's session, a registration is theirs.
        const beheerContext = await browser.newContext({ viewport: { width: breedte, height: 900 } });
        const beheer = await beheerContext.newPage();
        await openBeheer(beheer, '/instellingen');
        await beheer.getByTestId('toewijzing-eenPerHuishouden').scrollIntoViewIfNeeded();
        await beheer.screenshot({ path: join(MAP, 'huishouden-instellingen-360.png') });
        await beheerContext.close();
      }
      await bezoeker.goto('/registreren');
      const formulier = bezoeker.getByRole('form', { name: 'Registreren als verkoper' });
      await formulier.getByLabel('Naam').fill(`Tweede Gezinslid ${breedte}`);
      await formulier.getByLabel('E-mail').fill(adres(`tweede${breedte}`));
      await formulier.getByLabel('Telefoon').fill(`+31 6 ${cijfers}`);
      await formulier.getByRole('button', { name: 'Opslaan' }).click();
      const telefoon = formulier.getByLabel('Telefoon');
      await expect(telefoon).toHaveAttribute('aria-invalid', 'true');
      await expect(formulier).toContainText(MELDING);
      await expect(telefoon).toBeFocused();
      await geenAxeFouten(bezoeker);
      await bezoeker.screenshot({ path: join(MAP, `huishouden-registreren-${breedte}.png`), fullPage: true });
      await context.close();
    }
  });
});
