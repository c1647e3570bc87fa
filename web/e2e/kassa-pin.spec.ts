/**
 * Pin at the till (issue 36): the administrator switches "Pinnen aan de kassa" on /kassa (at once,
 * with Ongedaan maken); a desk then offers Contant and Pin at Afrekenen, shows the exact amount
 * large for the fair's own card terminal and records the receipt as pin; the live overview and the
 * settlement's "Kas per kassa" show cash and pin apart, and the counted cash is compared with the
 * cash alone. A pin sale made offline arrives exactly once, also after pin was switched off. At 360
 * and 1280 px, with screenshots of the till's pin screen and the overview.
 */
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { KassaInstellingen } from '../../functions/src/kassa/domein/kassa';
import type { KassaVoorBeheer } from '../../functions/src/kassa/domein/overzicht';
import { createAdminApi, expect, loginInBrowser, test, type AdminApi } from './fixtures';
import { kassaverkopers } from './admin-helpers';
import { allesVerzonden, bonnenVan, openKassa, scan, typPrijs } from './kassa-helpers';
import { zetOffline } from './netwerk';

const require = createRequire(import.meta.url);
const { euro } = require('../../functions/src/kern/geld') as typeof import('../../functions/src/kern/geld');

const MAP = join(import.meta.dirname, '..', '..', 'screenshots');
mkdirSync(MAP, { recursive: true });

// Prices that cash rounds and pin does not: 12,49 and 3,33 by pin; 7,52 (7,50) and 5,00 in cash.
const PRIJZEN = [1_249, 752, 333, 500, 1_001];
let verkoper: { nummer: number; codes: string[] };
let teller = 0;

test.beforeAll(async () => {
  [verkoper] = (await kassaverkopers(PRIJZEN)) as [typeof verkoper];
});
// The other specs share this server: pin goes off again, as the fair's default.
test.afterEach(async () => {
  const admin = await createAdminApi();
  try {
    await admin.put<KassaInstellingen>('/api/kassas/instellingen', { pinnen: false });
  } finally {
    await admin.dispose();
  }
});

const nieuweKassa = (admin: AdminApi, naam: string) =>
  admin.post<KassaVoorBeheer>('/api/kassas', {
    naam: `${naam} ${Date.now().toString(36)}${++teller}`,
    ruimte: 'Kleding',
  });

/** Afrekenen → Pin: the amount large; 'Betaald met pin' once the terminal said yes. */
async function pinnen(page: Page, bedrag: string, screenshot?: string) {
  await page.getByRole('button', { name: 'Afrekenen' }).click();
  const dialoog = page.getByRole('dialog', { name: 'Afrekenen' });
  await expect(dialoog.getByRole('button', { name: 'Contant' })).toHaveAttribute('aria-pressed', 'true');
  await dialoog.getByRole('button', { name: 'Pin', exact: true }).click();
  await expect(dialoog.getByRole('button', { name: 'Pin', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialoog.getByTestId('te-pinnen')).toHaveText(bedrag);
  await expect(dialoog.getByLabel('Ontvangen')).toHaveCount(0);
  if (screenshot) {
    const breedte = page.viewportSize()!.width;
    // Large: readable from a step away, and on one line at 360 px.
    const hoogte = await dialoog.getByTestId('te-pinnen').evaluate((el) => el.getBoundingClientRect().height);
    expect(
      parseFloat(await dialoog.getByTestId('te-pinnen').evaluate((el) => getComputedStyle(el).fontSize)),
    ).toBeGreaterThanOrEqual(40);
    expect(hoogte).toBeLessThan(80);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(breedte);
    await page.screenshot({ path: join(MAP, screenshot), animations: 'disabled' });
  }
  await dialoog.getByRole('button', { name: 'Betaald met pin' }).click();
  await expect(page.getByText(/^Bon gesloten\./)).toHaveText(`Bon gesloten. Betaald met pin: ${bedrag}.`);
  await expect(page.getByLabel('Verkopersnummer')).toBeFocused();
}

async function contant(page: Page, ontvangen: string) {
  await page.getByRole('button', { name: 'Afrekenen' }).click();
  await page.getByLabel('Ontvangen').fill(ontvangen);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Bon gesloten\./)).toContainText('wisselgeld');
  await expect(page.getByLabel('Verkopersnummer')).toBeFocused();
}

test('pin aan de kassa: de beheerder zet het aan, de kassa rekent af met pin en contant, overzicht en afrekening tonen beide apart', async ({
  page,
  admin,
  browser,
}) => {
  test.slow();
  const kassa = await nieuweKassa(admin, 'Pin');

  // A desk opened while pin is off: Afrekenen is cash only, as ever.
  const apparaat = await openKassa(browser, kassa, 360);
  const till = apparaat.page;
  await scan(till, verkoper.codes[1]!);
  await till.getByRole('button', { name: 'Afrekenen' }).click();
  await expect(
    till.getByRole('dialog', { name: 'Afrekenen' }).getByRole('button', { name: 'Pin', exact: true }),
  ).toHaveCount(0);
  await till.getByRole('button', { name: 'Terug' }).click();

  // The administrator switches pin on: at once, with Ongedaan maken.
  await loginInBrowser(page);
  await page.goto('/kassa');
  const schakelaar = page.getByLabel('Pinnen aan de kassa');
  await expect(schakelaar).not.toBeChecked();
  await schakelaar.check();
  const melding = page.getByRole('alert').filter({ hasText: 'Pinnen aan de kassa: aan' });
  await expect(melding).toBeVisible();
  await expect.poll(async () => (await admin.get<KassaInstellingen>('/api/kassas/instellingen')).pinnen).toBe(true);
  await melding.getByRole('button', { name: 'Ongedaan maken' }).click();
  await expect(schakelaar).not.toBeChecked();
  await expect.poll(async () => (await admin.get<KassaInstellingen>('/api/kassas/instellingen')).pinnen).toBe(false);
  await schakelaar.check();
  await expect(page.getByTestId('pin-uitleg')).toHaveText(/^Aan: bij Afrekenen kiest de kassa Contant of Pin/);
  await expect.poll(async () => (await admin.get<KassaInstellingen>('/api/kassas/instellingen')).pinnen).toBe(true);

  // The desk learns it with its data (here: Gegevens vernieuwen; else at its next heartbeat).
  await till.getByRole('button', { name: 'Gegevens vernieuwen' }).click();
  await till.getByLabel('Verkopersnummer').focus();
  // 12,49 + 7,52 = 20,01 by pin: the exact amount, not rounded to 20,00.
  await scan(till, verkoper.codes[0]!);
  await pinnen(till, euro(2_001), 'kassa-pin-360.png');
  await scan(till, verkoper.codes[3]!);
  await contant(till, '10');
  await till.setViewportSize({ width: 1280, height: 800 });
  await scan(till, verkoper.codes[2]!);
  await pinnen(till, euro(333), 'kassa-pin-1280.png');
  await scan(till, verkoper.codes[4]!);
  // 10,01 in cash: 10,00.
  await contant(till, '10');
  await allesVerzonden(till, admin, kassa, 4);
  const bonnen = await bonnenVan(admin, kassa);
  expect(bonnen.map((b) => [b.betaalwijze, b.totaalCent, b.teBetalenCent, b.ontvangenCent, b.wisselgeldCent])).toEqual([
    ['pin', 2_001, 2_001, 2_001, 0],
    ['contant', 500, 500, 1_000, 500],
    ['pin', 333, 333, 333, 0],
    ['contant', 1_001, 1_000, 1_000, 0],
  ]);
  const { violations } = await new AxeBuilder({ page: till }).analyze();
  expect(violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  await apparaat.context.close();

  // The overview: per desk all it took, the cash in its drawer and the pin apart.
  const rij = page.getByTestId('kassarij').filter({ hasText: kassa.naam });
  await expect(rij.getByRole('cell').nth(2)).toHaveText(euro(3_834), { timeout: 10_000 });
  await expect(rij.getByRole('cell').nth(3)).toHaveText(euro(1_500));
  await expect(rij.getByRole('cell').nth(4)).toHaveText(euro(2_334));
  await expect(page.getByTestId('kassa-totaal')).toContainText(/Contant € [\d.,]+ · Pin € [\d.,]+/);
  await expect(page.getByRole('table', { name: 'Bonnen' }).getByText(`${euro(333)} (pin)`)).toBeVisible();
  for (const breedte of [360, 1280]) {
    await page.setViewportSize({ width: breedte, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(breedte);
    await page.screenshot({ path: join(MAP, `kassa-pin-overzicht-${breedte}.png`), fullPage: true });
  }
  const beheer = await new AxeBuilder({ page }).analyze();
  expect(beheer.violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);

  // The settlement: the drawer's cash counted against the cash alone; the pin apart.
  await page.goto('/afrekening');
  const kasRij = page.getByRole('table', { name: 'Kas per kassa' }).getByRole('row').filter({ hasText: kassa.naam });
  await expect(kasRij.getByRole('cell').nth(1)).toHaveText('4');
  await expect(kasRij.getByRole('cell').nth(2)).toHaveText(euro(1_500));
  await expect(kasRij.getByRole('cell').nth(3)).toHaveText(euro(2_334));
  await expect(page.getByText(/Dat is alleen het contante geld: met pin is € [\d.,]+ betaald/)).toBeVisible();
  await page.getByLabel(`Geteld ${kassa.naam}`).fill('15,00');
  await kasRij.getByRole('button', { name: 'Bewaar' }).click();
  await expect(page.getByText('Het getelde bedrag is opgeslagen.')).toBeVisible();
  await expect(kasRij.getByRole('cell').nth(4)).toHaveText(euro(0));
  const sectie = page.getByRole('region', { name: 'Kas per kassa' });
  for (const breedte of [360, 1280]) {
    await page.setViewportSize({ width: breedte, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(breedte);
    await sectie.screenshot({ path: join(MAP, `afrekening-pin-${breedte}.png`) });
  }
});

test('offline met pin afgerekend, pinnen intussen uit: de pinbon komt precies één keer aan en telt als pin', async ({
  admin,
  browser,
}) => {
  test.slow();
  await admin.put<KassaInstellingen>('/api/kassas/instellingen', { pinnen: true });
  const kassa = await nieuweKassa(admin, 'Pin offline');
  const { context, page } = await openKassa(browser, kassa, 360);
  // The service worker takes over the page, so a reload without network finds the app.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await zetOffline(context, true);
  await expect(page.getByText('Geen verbinding – de kassa werkt door')).toBeVisible({ timeout: 20_000 });
  // Hand-written labels: the first test sold the labelled items.
  await typPrijs(page, verkoper.nummer, '3,33');
  await pinnen(page, euro(333));
  await expect(page.getByTestId('wachtrij')).toContainText('1 bon wacht');
  // Offline the device still knows pin is on, also after a reload.
  await page.reload();
  await expect(page.getByTestId('wachtrij')).toContainText('1 bon wacht');
  await typPrijs(page, verkoper.nummer, '1');
  await page.getByRole('button', { name: 'Afrekenen' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Afrekenen' }).getByRole('button', { name: 'Pin', exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Terug' }).click();
  expect(await bonnenVan(admin, kassa)).toEqual([]);

  // Meanwhile the administrator switches pin off: the sale happened, so it still counts.
  await admin.put<KassaInstellingen>('/api/kassas/instellingen', { pinnen: false });
  await zetOffline(context, false);
  await expect(page.getByTestId('wachtrij')).toHaveText('Alle bonnen zijn verzonden.', { timeout: 20_000 });
  let bonnen = await bonnenVan(admin, kassa);
  expect(bonnen.map((b) => [b.betaalwijze, b.teBetalenCent])).toEqual([['pin', 333]]);
  // Once more online: nothing is sent twice; and the heartbeat told the till pin is off.
  await page.reload();
  await expect(page.getByTestId('wachtrij')).toHaveText('Alle bonnen zijn verzonden.');
  bonnen = await bonnenVan(admin, kassa);
  expect(bonnen).toHaveLength(1);
  await page.getByRole('button', { name: 'Afrekenen' }).click();
  await expect(page.getByRole('dialog', { name: 'Afrekenen' }).getByLabel('Ontvangen')).toBeVisible();
  await expect(
    page.getByRole('dialog', { name: 'Afrekenen' }).getByRole('button', { name: 'Pin', exact: true }),
  ).toHaveCount(0);
  await context.close();
});
