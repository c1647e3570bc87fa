/**
 * The Firebase half as a whole, in Chromium: Hosting (the site, firebase.json's headers and
 * its /api rewrite), the `api` function, and the official Firestore emulator with its rules,
 * which the browser reads the live documents from (playwright.firebase.config.ts).
 *
 * What failed here before: no Set-Cookie came through Hosting (nobody could log in or
 * register), the function crashed on an undefined client address, and the CSP blocked the
 * browser's connection to Firestore. Every page is watched for console errors, CSP violations
 * among them, and none may occur.
 */
import type { BrowserContext, ConsoleMessage, Page } from '@playwright/test';
import type { KassaBeheerOverzicht } from '../../functions/src/kassa/domein/overzicht';
import type { Deelnemer } from '../../functions/src/kern/types';
import { MELDING_MAXIMUM, MELDING_NIET_GEOPEND, uniek } from '../e2e/admin-helpers';
import {
  BASE_URL,
  createAdminApi,
  expect,
  loginInBrowser,
  registreerViaApi,
  test,
  type AdminApi,
} from '../e2e/fixtures';
import { openKassa, typPrijs } from '../e2e/kassa-helpers';
import { apiDocsRendert } from '../e2e/api-docs';

/** Console errors and uncaught exceptions of every page in `context`, as they come. */
function fouten(context: BrowserContext): string[] {
  const lijst: string[] = [];
  const volg = (page: Page) => {
    page.on('console', (m: ConsoleMessage) => {
      if (m.type() === 'error') lijst.push(`${page.url()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => lijst.push(`${page.url()}: ${e.message}`));
  };
  context.pages().forEach(volg);
  context.on('page', volg);
  return lijst;
}

const nuActief = (n: number) => `Nu ${n} actieve ${n === 1 ? 'deelnemer' : 'deelnemers'}.`;

const antwoordVan = (page: Page, pad: string) =>
  page.waitForResponse((r) => r.url().includes(pad) && r.request().method() !== 'GET');

test.describe.configure({ mode: 'serial' });

test.describe('Firebase: Hosting, de functie en de officiële Firestore-emulator samen', () => {
  let beginInstellingen: Awaited<ReturnType<AdminApi['publicState']>>['settings'];

  test.beforeAll(async () => {
    // The demo fair (SEED_DEMO) is the current fair; registration starts not yet open.
    const admin = await createAdminApi();
    beginInstellingen = (await admin.publicState()).settings;
    await admin.setSettings({ inschrijvingGeopend: false, inschrijvingGesloten: false });
    await admin.dispose();
  });

  test.afterAll(async () => {
    const admin = await createAdminApi();
    await admin.setSettings(beginInstellingen);
    await admin.dispose();
  });

  test('inloggen, de inschrijving openen, inschrijven, en het aantal en "vol" komen live binnen', async ({
    page,
    browser,
    admin,
  }) => {
    const beheerFouten = fouten(page.context());
    const bezoekContext = await browser.newContext();
    const bezoekFouten = fouten(bezoekContext);
    const bezoek = await bezoekContext.newPage();
    // A second visitor who keeps the page open: the "full" state must reach them without reload.
    const wachtendeContext = await browser.newContext();
    const wachtendeFouten = fouten(wachtendeContext);
    const wachtende = await wachtendeContext.newPage();

    await bezoek.goto('/registreren');
    await expect(bezoek.getByText(MELDING_NIET_GEOPEND)).toBeVisible();
    await wachtende.goto('/registreren');
    await expect(wachtende.getByText(MELDING_NIET_GEOPEND)).toBeVisible();

    // The administrator logs in through Hosting: the session cookie must come back through it.
    await loginInBrowser(page);
    await page.goto('/instellingen');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const actief = (await admin.publicState()).aantalActief;
    await expect(page.getByTestId('aantal-actief')).toHaveText(nuActief(actief));
    // One way of saving (issue 25): the form changes, Opslaan saves each changed setting.
    const formulier = page.getByRole('form', { name: 'Inschrijving' });
    await formulier.getByLabel('Maximum aantal deelnemers').fill(String(actief + 1));
    await formulier.getByRole('checkbox', { name: 'Inschrijving geopend' }).check();
    const opgeslagen = antwoordVan(page, '/api/settings/');
    await formulier.getByRole('button', { name: 'Opslaan' }).click();
    expect((await opgeslagen).status()).toBe(200);
    await expect(formulier.getByTestId('opslaan-status')).toHaveText('Alles is opgeslagen');
    await expect
      .poll(async () => (await admin.publicState()).settings)
      .toMatchObject({ inschrijvingGeopend: true, maximumAantalDeelnemers: actief + 1 });

    // Both visitors get the form live, through Firestore.
    await expect(bezoek.getByLabel('Naam')).toBeVisible();
    await expect(wachtende.getByLabel('Naam')).toBeVisible();

    const naam = uniek('Firebase Ouder');
    const email = `firebase.${Date.now().toString(36)}@example.org`;
    await bezoek.getByLabel('Naam').fill(naam);
    await bezoek.getByLabel('E-mail').fill(email);
    await bezoek.getByLabel('Telefoon').fill('06-12121212');
    await bezoek.getByRole('button', { name: 'Opslaan' }).click();
    await expect(bezoek.getByTestId('bevestiging').getByRole('heading')).toHaveText(`Bedankt, ${naam}!`);
    const nummer = Number(await bezoek.getByTestId('nummer').textContent());
    expect(nummer).toBeGreaterThan(0);
    const opgeslagenDeelnemer = (await admin.get<Deelnemer[]>('/api/geregistreerde/all')).find(
      (d) => d.email === email,
    );
    expect(opgeslagenDeelnemer).toMatchObject({ naam, nummer, actief: true });

    // The count moves live on the administrator's screen, and the last place is gone for the
    // visitor who kept the page open.
    await expect(page.getByTestId('aantal-actief')).toHaveText(nuActief(actief + 1));
    await expect(wachtende.getByText(MELDING_MAXIMUM)).toBeVisible();
    // And the server agrees: one more registration is refused with the same message.
    await expect(registreerViaApi(uniek('Te Laat'), `te.laat.${Date.now()}@example.org`)).rejects.toThrow(
      /409.*Maximum aantal inschrijvingen bereikt/,
    );

    // News saved by the administrator appears on the open page without reload.
    const kop = uniek('Nieuws van Firebase');
    const nieuwsVoor = await admin.get<{ tekst: string }>('/api/nieuws/all');
    await admin.post('/api/nieuws/save', { tekst: `<h2>${kop}</h2><p>Live uit Firestore.</p>` });
    await expect(wachtende.getByTestId('nieuws')).toContainText(kop);
    await admin.post('/api/nieuws/save', { tekst: nieuwsVoor.tekst });

    expect(beheerFouten, 'consolefouten bij de beheerder').toEqual([]);
    expect(bezoekFouten, 'consolefouten bij de bezoeker').toEqual([]);
    expect(wachtendeFouten, 'consolefouten bij de wachtende bezoeker').toEqual([]);
    await bezoekContext.close();
    await wachtendeContext.close();
  });

  test('een verkoop aan de kassa en de afrekening, door de rewrite naar de functie', async ({
    page,
    browser,
    admin,
  }) => {
    const beheerFouten = fouten(page.context());
    await loginInBrowser(page);
    // A seller of this fair, entered by the administrator (past the gate).
    const verkoper = await admin.post<{ nummer: number }>('/api/geregistreerde/save', {
      naam: uniek('Kassaverkoper'),
      email: `kassa.${Date.now().toString(36)}@example.org`,
      telefoon: '',
    });

    await page.goto('/kassa');
    const kassaNaam = uniek('Firebasekassa');
    await page.getByRole('button', { name: 'Kassa toevoegen' }).click();
    const toevoegen = page.getByRole('dialog');
    await toevoegen.getByLabel('Naam').fill(kassaNaam);
    await toevoegen.getByLabel('Kleding').check();
    await toevoegen.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText(`Kassa ${kassaNaam} is toegevoegd.`)).toBeVisible();
    const kassa = (await admin.get<KassaBeheerOverzicht>('/api/kassas')).kassas.find((k) => k.naam === kassaNaam)!;

    const apparaat = await openKassa(browser, kassa);
    const kassaFouten = fouten(apparaat.context);
    await typPrijs(apparaat.page, verkoper.nummer, '7,50');
    await expect(apparaat.page.getByTestId('bonregel')).toHaveCount(1);
    await apparaat.page.getByRole('button', { name: 'Afrekenen' }).click();
    await expect(apparaat.page.getByTestId('te-betalen')).toHaveText('Te betalen € 7,50');
    await apparaat.page.getByRole('button', { name: 'Gepast' }).click();
    await apparaat.page.getByRole('button', { name: 'Bon sluiten' }).click();
    await expect(apparaat.page.getByTestId('wachtrij')).toHaveText('Alle bonnen zijn verzonden.', {
      timeout: 30_000,
    });
    await apparaat.context.close();

    // The administrator's settlement counts the sale for the seller, stored in Firestore.
    await page.goto('/afrekening');
    await expect(page.getByRole('heading', { name: 'Afrekening', level: 1 })).toBeVisible();
    const { afrekening } = await admin.get<{ afrekening: { verkopers: { nummer: number; omzetCent: number }[] } }>(
      '/api/afrekening',
    );
    expect(afrekening.verkopers.find((v) => v.nummer === verkoper.nummer)?.omzetCent).toBe(750);

    // Closing freezes it in Firestore; the envelopes come through Hosting as a PDF.
    await admin.post('/api/afrekening/sluiten');
    const gesloten = await admin.get<{ geslotenOp: string | null }>('/api/afrekening');
    expect(gesloten.geslotenOp).not.toBeNull();
    const enveloppen = await admin.request.get('/api/afrekening/enveloppen.pdf');
    expect(enveloppen.status()).toBe(200);
    expect(enveloppen.headers()['content-type']).toBe('application/pdf');
    expect((await enveloppen.body()).subarray(0, 5).toString()).toBe('%PDF-');

    expect(beheerFouten, 'consolefouten bij de beheerder').toEqual([]);
    expect(kassaFouten, 'consolefouten aan de kassa').toEqual([]);
  });
});

test('de API-referentie op /api/docs door Hosting en de functie: alleen van deze site, op 1280 en 360 px', async ({
  page,
}) => {
  await apiDocsRendert(page, BASE_URL, 'api-docs-firebase');
});
