import type { Browser, Page } from '@playwright/test';
import type { Beurs, Contactpersoon, Settings } from '../../functions/src/kern/types';
import { expect, OPEN, test } from './fixtures';
import { MELDING_MAXIMUM, MELDING_NIET_GEOPEND, meldingGesloten, openBeheer, toast, uniek } from './admin-helpers';

/** A visitor on another device, not logged in. */
async function bezoeker(browser: Browser, pad: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(pad);
  return page;
}

const opgeslagenInstelling = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/settings/') && r.request().method() === 'PUT');

test.describe('Instellingen', () => {
  let voorDeTest: Settings;
  test.beforeEach(async ({ admin }) => {
    voorDeTest = (await admin.publicState()).settings;
  });
  test.afterEach(async ({ admin }) => {
    await admin.setSettings(voorDeTest);
  });

  test('de twee vinkjes gelden meteen bij een klik, met Ongedaan maken; een getypt maximum wacht op Opslaan', async ({
    page,
    admin,
    browser,
  }) => {
    await admin.setSettings({
      inschrijvingGeopend: false,
      inschrijvingGesloten: false,
      maximumAantalDeelnemers: 100_000,
    });
    const { beurs } = await admin.publicState();
    const bezoek = await bezoeker(browser, '/registreren');
    await expect(bezoek.getByText(MELDING_NIET_GEOPEND)).toBeVisible();

    await openBeheer(page, '/instellingen');
    const formulier = page.getByRole('form', { name: 'Inschrijving' });
    const geopend = formulier.getByRole('checkbox', { name: 'Inschrijving geopend' });
    const gesloten = formulier.getByRole('checkbox', { name: 'Inschrijving gesloten' });
    const status = formulier.getByTestId('opslaan-status');
    await expect(geopend).not.toBeChecked();
    await expect(status).toHaveText('Alles is opgeslagen');

    // SPEC.md section 4 (issue 38): a click acts at once, no Opslaan; the organiser who ticks the
    // box at the opening minute and walks away has opened the registration.
    let antwoord = opgeslagenInstelling(page);
    await geopend.check();
    await antwoord;
    expect((await admin.publicState()).settings.inschrijvingGeopend).toBe(true);
    await expect(bezoek.getByLabel('Naam')).toBeVisible();
    await expect(status).toHaveText('Alles is opgeslagen');
    await expect(formulier.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    const melding = page.getByRole('alert').filter({ hasText: 'Inschrijving geopend: aan' });
    await expect(melding).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('instellingen-direct.png'), fullPage: true });

    // Undo puts it back, on the server too.
    antwoord = opgeslagenInstelling(page);
    await melding.getByRole('button', { name: 'Ongedaan maken' }).click();
    await antwoord;
    await expect(geopend).not.toBeChecked();
    expect((await admin.publicState()).settings.inschrijvingGeopend).toBe(false);
    await expect(bezoek.getByText(MELDING_NIET_GEOPEND)).toBeVisible();

    // A maximum being typed is not sent by a click on a checkbox, and not lost either.
    const veld = formulier.getByLabel('Maximum aantal deelnemers');
    await veld.fill('99999');
    await expect(status).toHaveText('Niet opgeslagen wijzigingen');
    antwoord = opgeslagenInstelling(page);
    await geopend.check();
    await antwoord;
    antwoord = opgeslagenInstelling(page);
    await gesloten.check();
    await antwoord;
    expect((await admin.publicState()).settings).toEqual({
      inschrijvingGeopend: true,
      inschrijvingGesloten: true,
      maximumAantalDeelnemers: 100_000,
    });
    await expect(bezoek.getByTestId('melding')).toHaveText(meldingGesloten(beurs.email));
    await expect(veld).toHaveValue('99999');
    await expect(status).toHaveText('Niet opgeslagen wijzigingen');
    await formulier.getByRole('button', { name: 'Opslaan' }).click();
    await expect.poll(async () => (await admin.publicState()).settings.maximumAantalDeelnemers).toBe(99_999);
    await expect(status).toHaveText('Alles is opgeslagen');

    antwoord = opgeslagenInstelling(page);
    await gesloten.uncheck();
    await antwoord;
    await expect(bezoek.getByLabel('Naam')).toBeVisible();
    await bezoek.context().close();
  });

  test('de stapper voor het maximum; Opslaan bewaart, ook met Enter', async ({ page, admin, browser }) => {
    await admin.setSettings({ ...OPEN, maximumAantalDeelnemers: 5000 });
    await openBeheer(page, '/instellingen');
    const formulier = page.getByRole('form', { name: 'Inschrijving' });
    const veld = formulier.getByLabel('Maximum aantal deelnemers');
    await expect(veld).toHaveValue('5000');

    await formulier.getByRole('button', { name: 'Maximum verhogen' }).click();
    await formulier.getByRole('button', { name: 'Maximum verhogen' }).click();
    await formulier.getByRole('button', { name: 'Maximum verlagen' }).click();
    await expect(veld).toHaveValue('5001');
    await expect(formulier.getByTestId('opslaan-status')).toHaveText('Niet opgeslagen wijzigingen');
    expect((await admin.publicState()).settings.maximumAantalDeelnemers).toBe(5000);
    await formulier.getByRole('button', { name: 'Opslaan' }).click();
    await expect.poll(async () => (await admin.publicState()).settings.maximumAantalDeelnemers).toBe(5001);
    await expect(formulier.getByTestId('opslaan-status')).toHaveText('Alles is opgeslagen');

    // No number: the message at the field, and nothing is sent.
    await veld.fill('veel');
    await expect(veld).toHaveAccessibleDescription('Vul een geheel getal van 0 of hoger in');

    // At the active count the registration page is full; one more and the form is back.
    const bezoek = await bezoeker(browser, '/registreren');
    await expect(bezoek.getByLabel('Naam')).toBeVisible();
    const actief = (await admin.publicState()).aantalActief;
    await expect(formulier.getByTestId('aantal-actief')).toHaveText(
      `Nu ${actief} actieve ${actief === 1 ? 'deelnemer' : 'deelnemers'}.`,
    );
    await veld.fill(String(actief));
    await formulier.getByRole('button', { name: 'Opslaan' }).click();
    await expect.poll(async () => (await admin.publicState()).settings.maximumAantalDeelnemers).toBe(actief);
    await expect(bezoek.getByText(MELDING_MAXIMUM)).toBeVisible();
    await veld.fill(String(actief + 1));
    await veld.press('Enter');
    await expect.poll(async () => (await admin.publicState()).settings.maximumAantalDeelnemers).toBe(actief + 1);
    await expect(bezoek.getByLabel('Naam')).toBeVisible();
    const settings: Settings = (await admin.publicState()).settings;
    expect(settings).toMatchObject({ inschrijvingGeopend: true, inschrijvingGesloten: false });
    await bezoek.context().close();
  });

  test('de gegevens van de beurs aanpassen; de publieke pagina’s tonen ze', async ({ page, admin, browser }) => {
    const origineel = await admin.get<Beurs>('/api/beurs');
    try {
      await openBeheer(page, '/instellingen');
      const formulier = page.getByRole('form', { name: 'Gegevens van de beurs' });
      await expect(formulier.getByLabel('Naam van de organisatie')).toHaveValue(origineel.organisatie);

      const organisatie = uniek('Stichting Test');
      await formulier.getByLabel('Naam van de organisatie').fill(organisatie);
      await formulier.getByLabel('Organisatoren').fill('Ans, Bep, Cor');
      await formulier.getByLabel('Link naar social media').fill('https://example.org/beurs');
      await formulier.getByLabel('Adres van de beurs').fill('Dorpsstraat 1, Ergens');
      await formulier.getByRole('button', { name: 'Opslaan' }).click();
      await expect(toast(page)).toContainText('Gegevens van de beurs opgeslagen');
      expect(await admin.get<Beurs>('/api/beurs')).toMatchObject({
        organisatie,
        organisatoren: ['Ans', 'Bep', 'Cor'],
        socialMediaUrl: 'https://example.org/beurs',
        locatie: 'Dorpsstraat 1, Ergens',
      });

      const bezoek = await bezoeker(browser, '/contact');
      await expect(bezoek.getByTestId('organisatie')).toContainText(organisatie);
      await bezoek.goto('/home');
      await expect(bezoek.getByText('Dorpsstraat 1, Ergens')).toBeVisible();
      await expect(bezoek.locator('a[href="https://example.org/beurs"]')).toBeVisible();
      await bezoek.context().close();

      // A link without http(s) is refused with the server's Dutch message; the form shows the stored data again.
      await formulier.getByLabel('Link naar social media').fill('facebook.com/beurs');
      await formulier.getByRole('button', { name: 'Opslaan' }).click();
      await expect(toast(page)).toContainText('De link moet beginnen met http:// of https://');
      await expect(formulier.getByLabel('Link naar social media')).toHaveValue('https://example.org/beurs');
    } finally {
      await admin.put('/api/beurs', origineel);
    }
  });

  test('contactpersonen toevoegen, bewerken en verwijderen; de contactpagina toont ze', async ({
    page,
    admin,
    browser,
  }) => {
    const naam = uniek('Contact');
    await openBeheer(page, '/instellingen');
    const sectie = page.getByRole('region', { name: 'Contactpersonen' });
    await sectie.getByRole('button', { name: 'Contactpersoon toevoegen' }).click();
    const dialoog = page.getByRole('dialog', { name: 'Contactpersoon toevoegen' });
    await expect(dialoog.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    await dialoog.getByLabel('Naam').fill(naam);
    await dialoog.getByLabel('Telefoon').fill('06-11112222');
    await dialoog.getByLabel('E-mail').fill('contact@example.org');
    await dialoog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(toast(page)).toContainText(`${naam} opgeslagen`);
    await expect(sectie.getByRole('listitem').filter({ hasText: naam })).toBeVisible();
    const persoon = (await admin.get<Contactpersoon[]>('/api/contactpersonen/all')).find((c) => c.naam === naam);
    expect(persoon).toMatchObject({ telefoon: '06-11112222', email: 'contact@example.org' });

    const bezoek = await bezoeker(browser, '/contact');
    await expect(bezoek.getByTestId('contactpersonen')).toContainText(naam);
    await bezoek.context().close();

    await sectie.getByRole('button', { name: `${naam} bewerken` }).click();
    const bewerk = page.getByRole('dialog', { name: 'Contactpersoon bewerken' });
    await bewerk.getByLabel('Telefoon').fill('06-33334444');
    await bewerk.getByRole('button', { name: 'Opslaan' }).click();
    await expect(sectie.getByRole('listitem').filter({ hasText: naam })).toContainText('06-33334444');
    expect(
      (await admin.get<Contactpersoon[]>('/api/contactpersonen/all')).find((c) => c.id === persoon!.id)?.telefoon,
    ).toBe('06-33334444');

    await sectie.getByRole('button', { name: `${naam} verwijderen` }).click();
    await page
      .getByRole('dialog', { name: 'Contactpersoon verwijderen' })
      .getByRole('button', { name: 'Verwijderen' })
      .click();
    await expect(toast(page)).toContainText(`${naam} verwijderd`);
    await expect(sectie.getByRole('listitem').filter({ hasText: naam })).toBeHidden();
    expect((await admin.get<Contactpersoon[]>('/api/contactpersonen/all')).some((c) => c.id === persoon!.id)).toBe(
      false,
    );
  });
});
