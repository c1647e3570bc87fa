/**
 * The till (issue 14): scanned and typed entries with their warnings, Afrekenen with the
 * 5-cent rounding; selling offline, reloading offline and every receipt arriving exactly once;
 * two desks in two browser contexts with a double sale flagged; the administrator's /kassa
 * (adding a desk, its QR code, the live overview, revoking). At 360 and 1280 px.
 */
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { KassaBeheerOverzicht, KassaVoorBeheer } from '../../functions/src/kassa/domein/overzicht';
import { expect, loginInBrowser, test, type AdminApi } from './fixtures';
import { kassaverkopers } from './admin-helpers';
import { allesVerzonden, bonnenVan, openKassa, scan, typPrijs } from './kassa-helpers';
import { zetOffline } from './netwerk';

const require = createRequire(import.meta.url);
const { euro } = require('../../functions/src/kern/geld') as typeof import('../../functions/src/kern/geld');
const { meldingAndereRuimte, meldingOnbekendeVerkoper } =
  require('../../functions/src/kassa/domein/scherm') as typeof import('../../functions/src/kassa/domein/scherm');
// The Node build of bwip-js (the web app's TypeScript resolves its browser build, without toBuffer).
const bwipjs = require('bwip-js') as { toBuffer(opties: Record<string, unknown>): Promise<Buffer> };

const MAP = join(import.meta.dirname, '..', '..', 'screenshots');
mkdirSync(MAP, { recursive: true });

interface Verkoper {
  nummer: number;
  /** Item codes, by item number (1-based). */
  codes: string[];
}

const PRIJZEN = [750, 1_249, 300, 500, 425, 1_000, 250, 600];
let verkoper: Verkoper;
let tweede: Verkoper;
let teller = 0;

test.beforeAll(async () => {
  [verkoper, tweede] = (await kassaverkopers(PRIJZEN, PRIJZEN)) as [Verkoper, Verkoper];
});
async function nieuweKassa(admin: AdminApi, naam: string, ruimte: 'Kleding' | 'Speelgoed' = 'Kleding') {
  return admin.post<KassaVoorBeheer>('/api/kassas', { naam: `${naam} ${Date.now().toString(36)}${++teller}`, ruimte });
}

async function afrekenen(page: Page, ontvangen: string) {
  await page.getByRole('button', { name: 'Afrekenen' }).click();
  await page.getByLabel('Ontvangen').fill(ontvangen);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Bon gesloten\./)).toBeVisible();
  await expect(page.getByLabel('Verkopersnummer')).toBeFocused();
}

test('gescand en getypt: regels, waarschuwingen, verwijderen, afronden op 5 cent en wisselgeld', async ({
  admin,
  browser,
}) => {
  const kassa = await nieuweKassa(admin, 'Kleding');
  const { context, page } = await openKassa(browser, kassa);
  const regels = page.getByTestId('bonregel');

  await scan(page, verkoper.codes[1]!);
  await expect(regels).toHaveCount(1);
  await expect(regels.first()).toContainText('Broek 2');
  await expect(regels.first()).toContainText(euro(1_249));
  await expect(page.getByLabel('Verkopersnummer')).toBeFocused();

  await typPrijs(page, tweede.nummer, '2,03');
  await expect(regels).toHaveCount(2);
  await expect(regels.nth(1)).toContainText(`Verkoper ${tweede.nummer}`);

  await scan(page, '9998');
  await expect(page.getByRole('alert')).toHaveText(meldingOnbekendeVerkoper(9998));
  const fout = `${verkoper.codes[2]!.slice(0, 7)}${(Number(verkoper.codes[2]![7]) + 1) % 10}`;
  await scan(page, fout);
  await expect(page.getByRole('alert')).toContainText('controlecijfer');
  await expect(regels).toHaveCount(2);

  await scan(page, verkoper.codes[2]!);
  await expect(regels).toHaveCount(3);
  // A good scan is the end of the warning.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Verwijder Broek 3' }).click();
  await expect(regels).toHaveCount(2);
  await expect(page.getByLabel('Verkopersnummer')).toBeFocused();

  // 12,49 + 2,03 = 14,52: cash rounds down to 14,50.
  await expect(page.getByTestId('totaal')).toHaveText(`Totaal ${euro(1_452)}`);
  await expect(page.getByText(`Afgerond op 5 cent: ${euro(1_450)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Afrekenen' }).click();
  await expect(page.getByTestId('te-betalen')).toHaveText(`Te betalen ${euro(1_450)}`);
  await page.getByLabel('Ontvangen').fill('10');
  await expect(page.getByTestId('wisselgeld')).toHaveText(`Nog ${euro(450)} te weinig`);
  await expect(page.getByRole('button', { name: 'Bon sluiten' })).toBeDisabled();
  await page.getByLabel('Ontvangen').fill('20');
  await expect(page.getByTestId('wisselgeld')).toHaveText(`Wisselgeld ${euro(550)}`);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Bon gesloten\./)).toContainText(`wisselgeld ${euro(550)}`);
  await expect(regels).toHaveCount(0);
  await allesVerzonden(page, admin, kassa, 1);

  const bonnen = await bonnenVan(admin, kassa);
  expect(bonnen.map((b) => [b.totaalCent, b.teBetalenCent, b.ontvangenCent, b.wisselgeldCent])).toEqual([
    [1_452, 1_450, 2_000, 550],
  ]);
  expect(bonnen[0]!.regels).toEqual([
    // The label's price beside the price paid (issue 54): the same without halve prijs.
    { verkopersnummer: verkoper.nummer, artikelnummer: 2, prijsCent: 1_249, lijstprijsCent: 1_249 },
    { verkopersnummer: tweede.nummer, artikelnummer: null, prijsCent: 203, lijstprijsCent: 203 },
  ]);

  for (const breedte of [360, 1280]) {
    await page.setViewportSize({ width: breedte, height: 800 });
    await scan(page, verkoper.codes[7]!);
    // The change of the last receipt stays in view while the next buyer's items are scanned.
    await expect(page.getByText(/^Bon gesloten\./)).toContainText(`wisselgeld ${euro(550)}`);
    await expect(page.getByRole('button', { name: 'Afrekenen' })).toBeEnabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(breedte);
    // Finished transitions: the button turns from disabled to enabled in 250 ms.
    await page.screenshot({ path: join(MAP, `kassa-${breedte}.png`), fullPage: true, animations: 'disabled' });
    await page.getByRole('button', { name: 'Verwijder Broek 8' }).click();
  }
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  await context.close();
});

for (const [breedte, hoogte] of [
  [1280, 800],
  [360, 740],
] as const) {
  test(`de laatst gescande regel en het totaal blijven naast het veld in beeld (${breedte} × ${hoogte})`, async ({
    admin,
    browser,
  }) => {
    const kassa = await nieuweKassa(admin, 'Laatste');
    const { context, page } = await openKassa(browser, kassa, breedte);
    await page.setViewportSize({ width: breedte, height: hoogte });
    const laatste = page.getByTestId('laatste-regel');
    let totaal = 0;
    for (let i = 0; i < PRIJZEN.length; i++) {
      await scan(page, tweede.codes[i]!);
      totaal += PRIJZEN[i]!;
      await expect(page.getByTestId('bonregel')).toHaveCount(i + 1);
      await expect(laatste).toContainText(`Broek ${i + 1} ${euro(PRIJZEN[i]!)}`);
      await expect(laatste).toContainText(`${i + 1} ${i === 0 ? 'regel' : 'regels'} · Totaal ${euro(totaal)}`);
      // In view after every scan, also when the receipt's own total is long below the fold.
      await expect(laatste).toBeInViewport();
      await expect(page.getByLabel('Verkopersnummer')).toBeInViewport();
    }
    await page.screenshot({ path: join(MAP, `kassa-laatste-regel-${breedte}.png`) });
    await context.close();
  });
}

for (const breedte of [1280, 360]) {
  test(`kleding aan de speelgoedkassa: op de bon, met een hint naast het veld (${breedte} px)`, async ({
    admin,
    browser,
  }) => {
    const kassa = await nieuweKassa(admin, 'Speelgoed', 'Speelgoed');
    const { context, page } = await openKassa(browser, kassa, breedte);
    // Broek 7 is clothing; the buyer stands at the toy desk with it: sold here all the same.
    await scan(page, verkoper.codes[6]!);
    await expect(page.getByTestId('bonregel')).toHaveCount(1);
    await expect(page.getByText(meldingAndereRuimte('Broek 7', 'Kleding'))).toBeVisible();
    await page.screenshot({ path: join(MAP, `kassa-andere-ruimte-${breedte}.png`) });
    await context.close();
  });
}

for (const breedte of [1280, 360]) {
  test(`het label Online volgt het netwerk meteen, niet pas bij de volgende poging (${breedte} px)`, async ({
    admin,
    browser,
  }) => {
    const kassa = await nieuweKassa(admin, 'Netwerk');
    const { context, page } = await openKassa(browser, kassa, breedte);
    const online = page.getByText('Online', { exact: true });
    await expect(online).toBeVisible();
    // Nothing waits to be sent and the next heartbeat is up to 15 s away: only the browser's
    // offline event can change the label this soon.
    await zetOffline(context, true);
    await expect(page.getByText('Geen verbinding – de kassa werkt door')).toBeVisible({ timeout: 3_000 });
    await page.screenshot({ path: join(MAP, `kassa-offline-${breedte}.png`), animations: 'disabled' });
    await zetOffline(context, false);
    await expect(online).toBeVisible();
    await page.screenshot({ path: join(MAP, `kassa-weer-online-${breedte}.png`), animations: 'disabled' });
    await context.close();
  });
}

test('offline verkopen, offline herladen, weer online: elke bon komt precies één keer aan', async ({
  admin,
  browser,
}) => {
  // Several browser contexts, a service worker and waits for the network: slow on a busy machine.
  test.slow();
  const kassa = await nieuweKassa(admin, 'Offline');
  const { context, page } = await openKassa(browser, kassa);
  // The service worker takes over the page, so a reload without network finds the app.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await zetOffline(context, true);
  await expect(page.getByText('Geen verbinding – de kassa werkt door')).toBeVisible({ timeout: 20_000 });
  await scan(page, verkoper.codes[3]!);
  await afrekenen(page, '5');
  await typPrijs(page, tweede.nummer, '1');
  await afrekenen(page, '1');
  await scan(page, verkoper.codes[4]!);
  await afrekenen(page, '10');
  await expect(page.getByTestId('wachtrij')).toContainText('3 bonnen wachten op verzending (oudste');
  // An open receipt survives the reload too.
  await typPrijs(page, tweede.nummer, '0,50');
  await expect(page.getByTestId('bonregel')).toHaveCount(1);

  await page.reload();
  await expect(page.getByRole('heading', { name: `Kassa ${kassa.naam}` })).toBeVisible();
  await expect(page.getByTestId('wachtrij')).toContainText('3 bonnen wachten op verzending');
  await expect(page.getByTestId('bonregel')).toHaveCount(1);
  expect(await bonnenVan(admin, kassa)).toEqual([]);

  await zetOffline(context, false);
  await expect(page.getByTestId('wachtrij')).toHaveText('Alle bonnen zijn verzonden.', { timeout: 20_000 });
  const bonnen = await bonnenVan(admin, kassa);
  expect(bonnen).toHaveLength(3);
  expect(new Set(bonnen.map((b) => b.id)).size).toBe(3);
  expect(bonnen.map((b) => b.teBetalenCent)).toEqual([500, 100, 425]);
  // Once more online: nothing is sent twice.
  await page.reload();
  await expect(page.getByTestId('wachtrij')).toHaveText('Alle bonnen zijn verzonden.');
  expect(await bonnenVan(admin, kassa)).toHaveLength(3);
  await context.close();
});

test('de server vraagt te wachten (429): de kassa toont de melding, wacht Retry-After af en verstuurt dan alles (issue #24)', async ({
  admin,
  browser,
}) => {
  test.slow();
  const kassa = await nieuweKassa(admin, 'Wachten');
  // Without the service worker, so the page's calls to /api pass page.route.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const pogingen: number[] = [];
  const melding = 'Deze kassa stuurt in korte tijd te veel bonnen. Even wachten.';
  await page.route('**/api/kassa/bonnen', async (route) => {
    pogingen.push(Date.now());
    if (pogingen.length === 1) {
      await route.fulfill({ status: 429, headers: { 'Retry-After': '8' }, json: { message: melding } });
    } else await route.continue();
  });
  await page.goto(`/kassa#${kassa.link.split('#')[1]}`);
  await expect(page.getByLabel('Verkopersnummer')).toBeFocused();
  await scan(page, tweede.codes[5]!);
  await afrekenen(page, '10');
  await expect(page.getByText(melding)).toBeVisible();
  await expect(page.getByTestId('wachtrij')).toContainText('1 bon wacht op verzending');
  // The till tries every 3 s; asked to wait 8 s, it does not try again before then.
  await page.waitForTimeout(6_000);
  expect(pogingen).toHaveLength(1);
  await expect(page.getByTestId('wachtrij')).toHaveText('Alle bonnen zijn verzonden.', { timeout: 20_000 });
  expect(pogingen[1]! - pogingen[0]!).toBeGreaterThanOrEqual(8_000);
  await expect(page.getByText(melding)).toBeHidden();
  const bonnen = await bonnenVan(admin, kassa);
  expect(bonnen.map((b) => b.teBetalenCent)).toEqual([PRIJZEN[5]]);
  await context.close();
});

test('twee kassa’s in twee browsers: een dubbele verkoop wordt bewaard en gemarkeerd; al verkocht vraagt bevestiging', async ({
  admin,
  browser,
}) => {
  // Several browser contexts, a service worker and waits for the network: slow on a busy machine.
  test.slow();
  const k1 = await nieuweKassa(admin, 'Kleding');
  const k2 = await nieuweKassa(admin, 'Kleding');
  const een = await openKassa(browser, k1);
  const twee = await openKassa(browser, k2);
  const code = verkoper.codes[5]!;

  // Desk 2 is offline, so it cannot know what desk 1 sells.
  await zetOffline(twee.context, true);
  await scan(een.page, code);
  await afrekenen(een.page, '10');
  await scan(twee.page, code);
  await expect(twee.page.getByTestId('bonregel')).toHaveCount(1);
  await afrekenen(twee.page, '10');
  await zetOffline(twee.context, false);
  await allesVerzonden(twee.page, admin, k2, 1);
  await allesVerzonden(een.page, admin, k1, 1);

  const overzicht = await admin.get<KassaBeheerOverzicht>('/api/kassas');
  const dubbel = overzicht.bonnen.filter((b) => b.kassaId === k1.id || b.kassaId === k2.id);
  expect(dubbel.map((b) => [b.dubbeleVerkoop, b.dubbeleArtikelen])).toEqual([
    [true, [`${verkoper.nummer}-6`]],
    [true, [`${verkoper.nummer}-6`]],
  ]);

  // Desk 1 knows the item is sold: scanning it again asks first.
  await scan(een.page, code);
  await expect(een.page.getByRole('dialog', { name: 'Al verkocht' })).toBeVisible();
  await een.page.getByRole('button', { name: 'Niet toevoegen' }).click();
  await expect(een.page.getByTestId('bonregel')).toHaveCount(0);
  await expect(een.page.getByLabel('Verkopersnummer')).toBeFocused();
  await scan(een.page, code);
  await een.page.getByRole('button', { name: 'Toch toevoegen' }).click();
  await expect(een.page.getByTestId('bonregel')).toHaveCount(1);
  await een.context.close();
  await twee.context.close();
});

test('camera: zonder BarcodeDetector leest de eigen zxing-wasm de streepjescode, binnen de CSP', async ({
  admin,
  browser,
}) => {
  const kassa = await nieuweKassa(admin, 'Telefoon');
  const code = verkoper.codes[6]!;
  const png = (
    await bwipjs.toBuffer({
      bcid: 'code128',
      text: code,
      scale: 3,
      height: 12,
      paddingwidth: 12,
      paddingheight: 12,
      backgroundcolor: 'FFFFFF',
    })
  ).toString('base64');
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const csp: string[] = [];
  // A phone's camera pointed at a label: a canvas with the barcode as the video stream.
  await context.addInitScript((data: string) => {
    delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
    navigator.mediaDevices.getUserMedia = async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 360;
      const ctx = canvas.getContext('2d')!;
      const img = new Image();
      img.src = `data:image/png;base64,${data}`;
      await img.decode();
      const teken = () => {
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, canvas.width, canvas.height);
        ctx.drawImage(img, (canvas.width - img.width) / 2, (canvas.height - img.height) / 2);
      };
      teken();
      setInterval(teken, 100);
      return canvas.captureStream(10);
    };
  }, png);
  const page = await context.newPage();
  page.on('console', (m) => m.text().includes('Content Security Policy') && csp.push(m.text()));
  await page.goto(`/kassa#${kassa.link.split('#')[1]}`);
  await expect(page.getByRole('heading', { name: `Kassa ${kassa.naam}` })).toBeVisible();
  const wasm = page.waitForResponse((r) => r.url().endsWith('.wasm'));
  await page.getByRole('button', { name: 'Camera' }).click();
  const antwoord = await wasm;
  expect(new URL(antwoord.url()).origin).toBe(new URL(page.url()).origin);
  expect(antwoord.headers()['content-type']).toBe('application/wasm');
  await expect(page.getByTestId('bonregel')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByTestId('bonregel')).toContainText('Broek 7');
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(csp).toEqual([]);
  await context.close();
});

test('de service worker geldt alleen voor /kassa: de site en de live-gegevens gaan er niet langs', async ({
  admin,
  browser,
}) => {
  const kassa = await nieuweKassa(admin, 'Bereik');
  const { context, page } = await openKassa(browser, kassa);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const bereik = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  expect(bereik).toMatch(/\/kassa$/);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await page.goto('/verkopen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await context.close();
});

for (const breedte of [1280, 360]) {
  test(`fouten staan bij het veld en verdwijnen als ze niet meer kloppen (${breedte} px)`, async ({
    page,
    admin,
    browser,
  }) => {
    const kassa = await nieuweKassa(admin, 'Fouten');
    await page.setViewportSize({ width: breedte, height: 800 });
    await loginInBrowser(page);
    await page.goto('/kassa');
    let verzonden = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/kassas')) verzonden++;
    });
    await page.getByRole('button', { name: 'Kassa toevoegen' }).click();
    const dialoog = page.getByRole('dialog');
    await dialoog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialoog.getByLabel('Naam')).toHaveAccessibleDescription('Naam is verplicht');
    expect(verzonden, 'niets naar de server zolang het veld niet klopt').toBe(0);
    await dialoog.getByLabel('Naam').fill('Kleding 3');
    await expect(dialoog.getByLabel('Naam')).not.toHaveAccessibleDescription('Naam is verplicht');
    await dialoog.getByRole('button', { name: 'Annuleren' }).click();

    // At the till: a price that is no price, then Esc: the warning goes with the price.
    const apparaat = await openKassa(browser, kassa, breedte);
    await scan(apparaat.page, String(tweede.nummer));
    await apparaat.page.keyboard.type('abc');
    await apparaat.page.keyboard.press('Enter');
    const waarschuwing = apparaat.page.getByText('Vul de prijs in euro in, bijvoorbeeld 2,50');
    await expect(waarschuwing).toBeVisible();
    await apparaat.page.keyboard.press('Escape');
    await expect(waarschuwing).toHaveCount(0);
    await expect(apparaat.page.getByLabel('Verkopersnummer')).toBeFocused();
    await apparaat.context.close();
  });
}

test('de beheerder voegt een kassa toe, ziet QR-code en overzicht, en trekt de kassa in', async ({
  page,
  admin,
  browser,
}) => {
  // Several browser contexts, a service worker and waits for the network: slow on a busy machine.
  test.slow();
  await loginInBrowser(page);
  await page.goto('/kassa');
  await expect(page.getByRole('heading', { name: 'Kassa', level: 1 })).toBeVisible();
  const naam = `Speelgoed ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Kassa toevoegen' }).click();
  await page.getByLabel('Naam').fill(naam);
  await page.getByLabel('Speelgoed').check();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(`Kassa ${naam} is toegevoegd.`)).toBeVisible();
  const kaart = page.getByTestId('kassakaart').filter({ hasText: naam });
  const qr = kaart.getByRole('img', { name: `QR-code van de link van kassa ${naam}` });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  const kassa = (await admin.get<KassaBeheerOverzicht>('/api/kassas')).kassas.find((k) => k.naam === naam)!;
  const apparaat = await openKassa(browser, kassa);
  await scan(apparaat.page, verkoper.codes[0]!);
  await afrekenen(apparaat.page, '7,50');
  await expect(apparaat.page.getByTestId('wachtrij')).toHaveText('Alle bonnen zijn verzonden.');
  const rij = page.getByTestId('kassarij').filter({ hasText: naam });
  await expect(rij).toContainText(euro(750), { timeout: 10_000 });
  await expect(page.getByTestId('ruimte-Speelgoed')).toContainText(euro(750));
  // Named for where it was paid, so it is not mistaken for the items' room on Afrekening.
  await expect(page.getByTestId('ruimte-Speelgoed').getByRole('heading')).toHaveText('Kassa’s Speelgoed');

  for (const breedte of [360, 1280]) {
    await page.setViewportSize({ width: breedte, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(breedte);
    await page.screenshot({ path: join(MAP, `kassa-beheer-${breedte}.png`), fullPage: true });
  }
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);

  await kaart.getByRole('button', { name: 'Intrekken' }).click();
  await expect(kaart).toContainText('deze link werkt niet meer');
  await apparaat.page.getByRole('button', { name: 'Gegevens vernieuwen' }).click();
  // The refresh says so; the heartbeat, if it ran meanwhile, says the same in its own alert.
  await expect(apparaat.page.getByRole('alert').filter({ hasText: 'Deze kassa is ingetrokken' }).first()).toBeVisible();
  await apparaat.context.close();
});
