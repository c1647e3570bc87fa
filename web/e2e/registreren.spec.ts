import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { MELDING_MAXIMUM, MELDING_NIET_GEOPEND, meldingGesloten } from './domein';
import type { Deelnemer } from '../../functions/src/domain/types';
import { expect, loginInBrowser, OPEN, registreerViaApi, test } from './fixtures';

const melding = (page: Page) => page.getByTestId('melding');
const formulier = (page: Page) => page.getByRole('form', { name: 'Registreren als verkoper' });

/** Marks the document, so a test can prove the page changed without a reload. */
const markeer = (page: Page) => page.evaluate(() => ((window as unknown as { gemarkeerd: boolean }).gemarkeerd = true));
const nogGemarkeerd = (page: Page) =>
  page.evaluate(() => (window as unknown as { gemarkeerd?: boolean }).gemarkeerd === true);

let uniek = 0;
const email = (naam: string) => `${naam.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}.${uniek++}@voorbeeld.nl`;

test.describe('Registreren', () => {
  test.beforeEach(async ({ admin }) => {
    await admin.setSettings(OPEN);
  });

  test('precedence: closed, then not yet open, then maximum, else the form', async ({ page, admin }) => {
    const { beurs, aantalActief } = await admin.publicState();

    await admin.setSettings({ inschrijvingGesloten: true, inschrijvingGeopend: false });
    await page.goto('/registreren');
    await expect(melding(page)).toHaveText(meldingGesloten(beurs.email));
    await expect(melding(page).getByRole('link', { name: beurs.email })).toHaveAttribute(
      'href',
      `mailto:${beurs.email}`,
    );
    await expect(formulier(page)).toHaveCount(0);

    // Closed wins over open, and over full.
    await admin.setSettings({ inschrijvingGesloten: true, inschrijvingGeopend: true, maximumAantalDeelnemers: 0 });
    await page.reload();
    await expect(melding(page)).toHaveText(meldingGesloten(beurs.email));

    // Not yet open wins over full.
    await admin.setSettings({ inschrijvingGesloten: false, inschrijvingGeopend: false, maximumAantalDeelnemers: 0 });
    await page.reload();
    await expect(melding(page)).toHaveText(MELDING_NIET_GEOPEND);

    await admin.setSettings({ inschrijvingGeopend: true, maximumAantalDeelnemers: aantalActief });
    await page.reload();
    await expect(melding(page)).toHaveText(MELDING_MAXIMUM);

    await admin.setSettings({ maximumAantalDeelnemers: aantalActief + 1 });
    await page.reload();
    await expect(formulier(page)).toBeVisible();
    await expect(melding(page)).toHaveCount(0);
    await expect(page.getByTestId('rode-noot')).toContainText('nummer van vorig jaar');
    await expect(page.getByTestId('rode-noot')).toHaveCSS('color', 'rgb(198, 40, 40)');
  });

  test('switches live, without a reload, when settings or the count change', async ({ page, admin }) => {
    await page.goto('/registreren');
    await expect(formulier(page)).toBeVisible();
    await markeer(page);

    await admin.setSettings({ inschrijvingGesloten: true });
    await expect(melding(page)).toContainText('De inschrijving is gesloten.');

    await admin.setSettings({ inschrijvingGesloten: false, inschrijvingGeopend: false });
    await expect(melding(page)).toHaveText(MELDING_NIET_GEOPEND);

    await admin.setSettings({ inschrijvingGeopend: true });
    await expect(formulier(page)).toBeVisible();

    // Someone else takes the last place.
    const { aantalActief } = await admin.publicState();
    await admin.setSettings({ maximumAantalDeelnemers: aantalActief + 1 });
    await registreerViaApi('Iemand Anders', email('iemand anders'));
    await expect(melding(page)).toHaveText(MELDING_MAXIMUM);

    expect(await nogGemarkeerd(page)).toBe(true);
  });

  test('a registration end to end: confirmation by name and number, back clears the form', async ({ page, admin }) => {
    const adres = email('Fleur de Boer');
    await page.goto('/registreren');
    await page.getByLabel('Naam').fill('  Fleur de Boer ');
    await page.getByLabel('Email').fill(adres);
    await page.getByLabel('Telefoon').fill('06-11112222');
    await page.getByRole('button', { name: 'Opslaan' }).click();

    const bevestiging = page.getByTestId('bevestiging');
    await expect(bevestiging.getByRole('heading')).toHaveText('Bedankt, Fleur de Boer!');
    await expect(bevestiging).toContainText('bevestigingsmail');
    const nummer = Number(await page.getByTestId('nummer').textContent());
    const opgeslagen = (await admin.get<Deelnemer[]>('/api/geregistreerde/all')).find((d) => d.email === adres);
    expect(opgeslagen).toMatchObject({ naam: 'Fleur de Boer', nummer, telefoon: '06-11112222', actief: true });

    // The confirmation stays even when registration closes meanwhile (precedence 1).
    await admin.setSettings({ inschrijvingGesloten: true });
    await page.waitForTimeout(300);
    await expect(bevestiging).toBeVisible();
    await admin.setSettings({ inschrijvingGesloten: false });

    await page.getByRole('button', { name: 'Terug naar Registreren' }).click();
    await expect(formulier(page)).toBeVisible();
    await expect(page.getByLabel('Naam')).toHaveValue('');
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByLabel('Telefoon')).toHaveValue('');
  });

  test('validation with Dutch messages; nothing is sent until it is right', async ({ page }) => {
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/geregistreerde/save')) posts++;
    });
    await page.goto('/registreren');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Naam is verplicht')).toBeVisible();
    await expect(page.getByText('Email is verplicht')).toBeVisible();
    await expect(page.getByLabel('Naam')).toBeFocused();

    await page.getByLabel('Naam').fill('Piet');
    await expect(page.getByText('Naam is verplicht')).toHaveCount(0);
    await page.getByLabel('Email').fill('piet-at-voorbeeld');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Vul een geldig e-mailadres in')).toBeVisible();

    await page.getByLabel('Email').fill('piet@voorbeeld.nl');
    await page.getByLabel('Telefoon').fill('bel me');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText(/Vul een geldig telefoonnummer in/)).toBeVisible();
    expect(posts).toBe(0);
  });

  test("the server's 409 refusal is shown when someone else took the last place", async ({ page, admin }) => {
    const { aantalActief } = await admin.publicState();
    await admin.setSettings({ maximumAantalDeelnemers: aantalActief + 1 });
    // This page misses the live update, as a phone on a slow network would.
    await page.route('**/api/live', (route) => route.abort());
    await page.goto('/registreren');
    await page.getByLabel('Naam').fill('Te Laat');
    await page.getByLabel('Email').fill(email('te laat'));
    await registreerViaApi('Net Op Tijd', email('net op tijd'));

    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByTestId('server-fout')).toHaveText(MELDING_MAXIMUM);
    await expect(page.getByTestId('bevestiging')).toHaveCount(0);
    await expect(page.getByLabel('Naam')).toHaveValue('Te Laat');
  });

  test('a double click registers once', async ({ page, admin }) => {
    const adres = email('Dubbel Klik');
    await page.goto('/registreren');
    await page.getByLabel('Naam').fill('Dubbel Klik');
    await page.getByLabel('Email').fill(adres);
    await page.getByRole('button', { name: 'Opslaan' }).dblclick();
    await expect(page.getByTestId('bevestiging')).toBeVisible();
    await page.waitForTimeout(500);
    const alle = await admin.get<Deelnemer[]>('/api/geregistreerde/all');
    expect(alle.filter((d) => d.email === adres)).toHaveLength(1);
  });

  test('het honingpotveld: onzichtbaar, niet bereikbaar met toetsenbord of schermlezer; een inschrijving werkt', async ({
    page,
    admin,
  }) => {
    await page.goto('/registreren');
    await expect(formulier(page)).toBeVisible();
    const pot = page.locator('input[name="website"]');
    await expect(pot).toHaveAttribute('tabindex', '-1');
    await expect(pot).toHaveAttribute('autocomplete', 'off');
    // Off-screen, and not in the accessibility tree.
    expect((await pot.boundingBox())?.x ?? 0).toBeLessThan(0);
    await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    const adres = email('Sanne Honing');
    await page.getByLabel('Naam').fill('Sanne Honing');
    await page.getByLabel('Email').fill(adres);
    await page.getByLabel('Telefoon').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Opslaan' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('bevestiging').getByRole('heading')).toHaveText('Bedankt, Sanne Honing!');
    const alle = await admin.get<Deelnemer[]>('/api/geregistreerde/all');
    expect(alle.filter((d) => d.email === adres)).toHaveLength(1);
  });

  test('de live-koppeling probeert het opnieuw nadat de server haar weigerde', async ({ page, admin }) => {
    let weigeringen = 0;
    await page.route('**/api/live', (route) => {
      if (weigeringen++ < 2) {
        return route.fulfill({
          status: 429,
          headers: { 'Retry-After': '30' },
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Te veel' }),
        });
      }
      return route.continue();
    });
    await page.goto('/registreren');
    await expect(formulier(page)).toBeVisible();
    await expect.poll(() => weigeringen, { timeout: 15_000 }).toBeGreaterThan(2);
    await admin.setSettings({ inschrijvingGesloten: true });
    await expect(melding(page)).toContainText('De inschrijving is gesloten.');
  });

  test('a logged-in administrator always gets the form', async ({ page, admin }) => {
    await admin.setSettings({ inschrijvingGesloten: true });
    await loginInBrowser(page);
    await page.goto('/registreren');
    await expect(formulier(page)).toBeVisible();
    await expect(melding(page)).toHaveCount(0);
  });
});
