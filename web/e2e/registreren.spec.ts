import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  DOOR_HET_FORMULIER_GEGLIPT,
  GELDIG,
  LIJKT_OP_KLEDINGMAAT,
  MELDING_GERESERVEERD,
  MELDING_MAXIMUM,
  MELDING_NIET_GEOPEND,
  meldingGesloten,
} from './domein';
import type { Deelnemer } from '../../functions/src/kern/types';
import { expect, loginInBrowser, OPEN, registreerViaApi, test } from './fixtures';

const melding = (page: Page) => page.getByTestId('melding');
const formulier = (page: Page) => page.getByRole('form', { name: 'Registreren als verkoper' });

/** Marks the document, so a test can prove the page changed without a reload. */
const markeer = (page: Page) => page.evaluate(() => ((window as unknown as { gemarkeerd: boolean }).gemarkeerd = true));
const nogGemarkeerd = (page: Page) =>
  page.evaluate(() => (window as unknown as { gemarkeerd?: boolean }).gemarkeerd === true);

const LABELS = { naam: 'Naam', email: 'E-mail', telefoon: 'Telefoon' } as const;

/** Counts the registrations the page sends. */
function telPosts(page: Page) {
  const teller = { posts: 0 };
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/geregistreerde/save')) teller.posts++;
  });
  return teller;
}

let uniek = 0;
const email = (naam: string) => `${naam.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}.${uniek++}@voorbeeld.nl`;

test.describe('Registreren', () => {
  test.beforeEach(async ({ admin }) => {
    await admin.setSettings(OPEN);
  });

  test('voorrang: gesloten, dan nog niet geopend, dan maximum, anders het formulier', async ({ page, admin }) => {
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
    // A returning seller keeps the number by registering with the same address (the mail says
    // "Welkom terug!"); the note no longer sends them away to e-mail instead.
    await expect(page.getByTestId('rode-noot')).toContainText('nummer van vorig jaar');
    await expect(page.getByTestId('rode-noot')).toContainText('met hetzelfde e-mailadres als vorig jaar');
    await expect(page.getByTestId('rode-noot')).not.toContainText('niet hier');
    await expect(page.getByTestId('rode-noot')).toHaveCSS('color', 'rgb(198, 40, 40)');
  });

  test('wisselt live, zonder herladen, als de instellingen of het aantal veranderen', async ({ page, admin }) => {
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

  test('een registratie van begin tot eind: bevestiging met naam en nummer, terug maakt het formulier leeg', async ({
    page,
    admin,
  }) => {
    const adres = email('Fleur de Boer');
    await page.goto('/registreren');
    await page.getByLabel('Naam').fill('  Fleur de Boer ');
    await page.getByLabel('E-mail').fill(adres);
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
    await expect(page.getByLabel('E-mail')).toHaveValue('');
    await expect(page.getByLabel('Telefoon')).toHaveValue('');
  });

  test('controle met Nederlandse meldingen; er gaat niets weg tot het klopt', async ({ page }) => {
    const teller = telPosts(page);
    await page.goto('/registreren');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Naam is verplicht')).toBeVisible();
    await expect(page.getByText('E-mail is verplicht')).toBeVisible();
    await expect(page.getByLabel('Naam')).toBeFocused();

    await page.getByLabel('Naam').fill('Piet');
    await expect(page.getByText('Naam is verplicht')).toHaveCount(0);
    await page.getByLabel('E-mail').fill('piet-at-voorbeeld');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Vul een geldig e-mailadres in')).toBeVisible();

    await page.getByLabel('E-mail').fill('piet@voorbeeld.nl');
    await page.getByLabel('Telefoon').fill('bel me');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText(/Vul een geldig telefoonnummer in/)).toBeVisible();
    expect(teller.posts).toBe(0);
  });

  test('weigert wat de server weigert, met de melding bij het veld, zonder iets te versturen', async ({ page }) => {
    const teller = telPosts(page);
    await page.goto('/registreren');
    const gevallen = [
      ...DOOR_HET_FORMULIER_GEGLIPT,
      ...LIJKT_OP_KLEDINGMAAT.slice(0, 2).map((naam) => ({
        invoer: { naam },
        veld: 'naam' as const,
        melding: MELDING_GERESERVEERD,
      })),
    ];
    for (const { invoer, veld, melding } of gevallen) {
      const waarden = { ...GELDIG, ...invoer };
      for (const [naam, label] of Object.entries(LABELS)) {
        await page.getByLabel(label).fill(waarden[naam as keyof typeof LABELS]);
      }
      await page.getByRole('button', { name: 'Opslaan' }).click();
      const fout = page.getByLabel(LABELS[veld]);
      await expect(fout, JSON.stringify(invoer)).toHaveAccessibleDescription(melding);
      await expect(fout).toHaveAttribute('aria-invalid', 'true');
      await expect(fout).toBeFocused();
      for (const ander of Object.values(LABELS).filter((l) => l !== LABELS[veld])) {
        await expect(page.getByLabel(ander)).toHaveAttribute('aria-invalid', 'false');
      }
    }
    await expect(page.getByTestId('server-fout')).toHaveCount(0);
    expect(teller.posts).toBe(0);
  });

  test('een weigering van de server over één veld staat bij dat veld', async ({ page }) => {
    // A server with a rule this page does not know yet; its answer names the field (veld).
    const melding = 'Telefoon moet een Nederlands nummer zijn';
    await page.route('**/api/geregistreerde/save', (route) =>
      route.fulfill({ status: 400, json: { message: melding, veld: 'telefoon' } }),
    );
    await page.goto('/registreren');
    await page.getByLabel('Naam').fill(GELDIG.naam);
    await page.getByLabel('E-mail').fill(GELDIG.email);
    await page.getByLabel('Telefoon').fill('+32 470 12 34 56');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByLabel('Telefoon')).toHaveAccessibleDescription(melding);
    await expect(page.getByLabel('Telefoon')).toBeFocused();
    await expect(page.getByTestId('server-fout')).toHaveCount(0);
  });

  test('een weigering zonder veld staat boven het formulier, ook als de tekst met een veldnaam begint', async ({
    page,
  }) => {
    // The page never reads the message's text to find a field: without `veld` it is a general refusal.
    const melding = 'Telefoon moet een Nederlands nummer zijn';
    await page.route('**/api/geregistreerde/save', (route) =>
      route.fulfill({ status: 400, json: { message: melding } }),
    );
    await page.goto('/registreren');
    await page.getByLabel('Naam').fill(GELDIG.naam);
    await page.getByLabel('E-mail').fill(GELDIG.email);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByTestId('server-fout')).toHaveText(melding);
    await expect(page.getByLabel('Telefoon')).toHaveAttribute('aria-invalid', 'false');
  });

  test('de weigering (409) van de server staat er als iemand anders de laatste plek nam', async ({ page, admin }) => {
    const { aantalActief } = await admin.publicState();
    await admin.setSettings({ maximumAantalDeelnemers: aantalActief + 1 });
    // This page misses the live update, as a phone on a slow network would.
    await page.route('**/api/live', (route) => route.abort());
    await page.goto('/registreren');
    await page.getByLabel('Naam').fill('Te Laat');
    await page.getByLabel('E-mail').fill(email('te laat'));
    await registreerViaApi('Net Op Tijd', email('net op tijd'));

    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByTestId('server-fout')).toHaveText(MELDING_MAXIMUM);
    await expect(page.getByTestId('bevestiging')).toHaveCount(0);
    await expect(page.getByLabel('Naam')).toHaveValue('Te Laat');
  });

  test('wie verstuurt voordat de eigen sessie-aanvraag van de app antwoord heeft, wordt toch ingeschreven', async ({
    page,
    admin,
  }) => {
    // The app's first GET /api/session (its CSRF token) answers late; the form is already there.
    let eerste = true;
    await page.route('**/api/session', async (route) => {
      if (!eerste) return route.continue();
      eerste = false;
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue().catch(() => undefined);
    });
    const adres = email('Vlugge Verkoper');
    await page.goto('/registreren');
    await page.getByLabel('Naam').fill('Vlugge Verkoper');
    await page.getByLabel('E-mail').fill(adres);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByTestId('bevestiging')).toBeVisible();
    const alle = await admin.get<Deelnemer[]>('/api/geregistreerde/all');
    expect(alle.filter((d) => d.email === adres)).toHaveLength(1);
  });

  test('een dubbelklik registreert één keer', async ({ page, admin }) => {
    const adres = email('Dubbel Klik');
    await page.goto('/registreren');
    await page.getByLabel('Naam').fill('Dubbel Klik');
    await page.getByLabel('E-mail').fill(adres);
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
    await page.getByLabel('E-mail').fill(adres);
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

  test('een ingelogde beheerder krijgt altijd het formulier', async ({ page, admin }) => {
    await admin.setSettings({ inschrijvingGesloten: true });
    await loginInBrowser(page);
    await page.goto('/registreren');
    await expect(formulier(page)).toBeVisible();
    await expect(melding(page)).toHaveCount(0);
  });
});
