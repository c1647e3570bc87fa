/**
 * "Halve prijs aan het eind" (issue 54) in the browser, at 360 and 1280 px, on a fair of its own
 * (removed afterwards): a seller marks items "mag afgeprijsd" on 'Mijn artikelen'; the labels PDF,
 * read back with pdftotext and scanned with zbarimg, shows ½ on the marked ones and still scans;
 * a change after printing asks for new labels (the printed label wins). An offline till with its
 * clock set before the start sells a marked and an unmarked item at the label's price; after the
 * start the marked one at the reduced price with the old price struck through, the unmarked one
 * (and the one whose printed label has no ½) at full price, and a hand-written label with the
 * one-tap ½. Back online, the settlement, the CSV, the envelope slip, the charts and the seller's
 * own statement show full-price and reduced sales apart, to the cent.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { AfrekeningInstellingen } from '../../functions/src/kern/afrekening-instellingen';
import type { Aflevering, OutboxMail } from '../../functions/src/kern/types';
import type { KassaVoorBeheer } from '../../functions/src/kassa/domein/overzicht';
import type { VerkoperArtikelen } from '../../functions/src/artikelen/domein';
import {
  afleveringen,
  ARTIKELEN_AAN,
  ARTIKELEN_UIT,
  laatsteAflevering,
  nieuweDeelnemer,
  plusDagen,
  uniek,
} from './admin-helpers';
import { expect, loginInBrowser, test, type AdminApi } from './fixtures';
import { allesVerzonden, scan, typPrijs } from './kassa-helpers';

const MAP = join(import.meta.dirname, '..', '..', 'screenshots');
mkdirSync(MAP, { recursive: true });
const MINUUT = 60_000;

/** The Amsterdam wall-clock minute of an instant, 'yyyy-MM-ddTHH:mm' (as the setting is written). */
function amsterdams(moment: Date): string {
  const delen = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(moment);
  return delen.replace(' ', 'T');
}

async function linkUitMail(admin: AdminApi, email: string): Promise<string> {
  const mail = (await admin.get<OutboxMail[]>('/api/mail')).filter((m) => m.to === email).at(-1);
  const match = mail!.text.match(/\/mijn-gegevens\?token=(\S+)/);
  expect(match, mail!.text).toBeTruthy();
  return `/mijn-gegevens?token=${match![1]}`;
}

/** The labels PDF as text (pdftotext) and the codes its pages scan as (pdftoppm, zbarimg). */
function leesLabels(pdf: Buffer): { tekst: string; codes: string[] } {
  const map = mkdtempSync(join(tmpdir(), 'halve-prijs-'));
  const bestand = join(map, 'labels.pdf');
  writeFileSync(bestand, pdf);
  const tekst = spawnSync('pdftotext', ['-layout', bestand, '-'], { encoding: 'utf8' });
  expect(tekst.status, tekst.stderr).toBe(0);
  expect(spawnSync('pdftoppm', ['-r', '200', '-png', bestand, join(map, 'vel')]).status).toBe(0);
  const codes: string[] = [];
  for (const vel of readdirSync(map).filter((f) => f.endsWith('.png'))) {
    const uit = spawnSync('zbarimg', ['-q', '--raw', '-Sdisable', '-Scode128.enable', join(map, vel)], {
      encoding: 'utf8',
    });
    codes.push(...uit.stdout.split('\n').filter(Boolean));
  }
  return { tekst: tekst.stdout, codes: codes.sort() };
}

async function foto(page: Page, naam: string) {
  await page.screenshot({ path: join(MAP, `${naam}.png`), fullPage: true });
  const overloop = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overloop, `${naam} is breder dan het scherm`).toBeLessThanOrEqual(0);
}

test.describe('Halve prijs aan het eind', () => {
  let beurs: Aflevering | null = null;
  let instellingen: AfrekeningInstellingen | null = null;
  test.afterEach(async ({ admin }) => {
    await admin.put('/api/artikelen/instellingen', ARTIKELEN_UIT);
    if (instellingen) await admin.put('/api/afrekening/instellingen', instellingen);
    if (beurs) await admin.delete(`/api/aflevering/delete/${beurs.id}`);
    beurs = null;
    instellingen = null;
  });

  for (const breedte of [360, 1280]) {
    test(`een verkoper kiest per artikel, de labels tonen ½, een offline kassa prijst af, de afrekening splitst (${breedte} px)`, async ({
      page,
      admin,
      browser,
    }) => {
      test.slow();
      await page.setViewportSize({ width: breedte, height: breedte > 600 ? 900 : 780 });
      instellingen = await admin.get<AfrekeningInstellingen>('/api/afrekening/instellingen');
      await admin.put('/api/afrekening/instellingen', {
        commissiePercentage: 20,
        administratiekostenCent: 100,
        retourkostenCent: 200,
      });
      const vorige = laatsteAflevering(await afleveringen(admin))!;
      await admin.post('/api/aflevering', {
        volgnummer: vorige.volgnummer + 1,
        datum: plusDagen(vorige.datum, 26 * 7),
      });
      beurs = laatsteAflevering(await afleveringen(admin))!;
      // Halve prijs from ten minutes ago on the fair's clock: the till's clock is set back for "before".
      const vanaf = amsterdams(new Date(Date.now() - 10 * MINUUT));
      await admin.put('/api/artikelen/instellingen', {
        ...ARTIKELEN_AAN,
        halvePrijs: { vanaf, procent: 50, afrondingCent: 10, standaard: true },
      });

      // The seller enters five items on their phone: new items are marked by default.
      const verkoper = await nieuweDeelnemer(admin, 'Halve Prijs');
      await page.goto((await linkUitMail(admin, verkoper.email)).replace('/mijn-gegevens', '/mijn-artikelen'));
      const form = page.getByRole('form', { name: 'Artikel toevoegen' });
      const voegToe = async (omschrijving: string, prijs: string, mag: boolean) => {
        await form.getByLabel('Omschrijving').fill(omschrijving);
        await form.getByRole('radio', { name: 'Speelgoed' }).check();
        await form.getByLabel('Prijs (euro)').fill(prijs);
        // The next item starts with the choice of the one before (as its kind and size).
        await form.getByRole('checkbox', { name: /^Mag afgeprijsd/ }).setChecked(mag);
        await form.getByRole('button', { name: 'Toevoegen' }).click();
        await expect(page.getByTestId('melding')).toHaveText(`'${omschrijving}' is toegevoegd.`);
      };
      await expect(form.getByRole('checkbox', { name: /^Mag afgeprijsd/ })).toBeChecked();
      await voegToe('Blokken vroeg', '4,50', true);
      await voegToe('Puzzel vroeg', '3', false);
      await voegToe('Blokken laat', '4,50', true);
      await voegToe('Puzzel laat', '3', false);
      await expect(page.getByTestId('afgeprijsd-hulp')).toContainText('voor 50 % van de prijs');
      const artikelen = page.getByTestId('artikel');
      await expect(artikelen).toHaveCount(4);
      await expect(artikelen.first()).toContainText('½ mag afgeprijsd');
      await expect(artikelen.nth(1)).toContainText('niet afprijzen');
      await foto(page, `halve-prijs-verkoper-${breedte}`);

      // The labels: ½ on the two marked items, and every label still scans as its own item.
      const href = await page.getByTestId('labels-downloaden').getAttribute('href');
      const pdf = await page.request.get(href!);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const { tekst, codes } = leesLabels(await pdf.body());
      expect(tekst.match(/½/g)?.length).toBe(2);
      const lijst = await admin.get<VerkoperArtikelen>(`/api/artikelen/verkopers/${verkoper.nummer}`);
      expect(codes).toEqual(lijst.artikelen.map((a) => a.code).sort());

      // After printing the seller marks 'Puzzel laat' after all: the page asks for new labels, and
      // until then the printed label (no ½) is what the till goes by.
      await page.getByRole('button', { name: 'Artikel 4 wijzigen' }).click();
      const wijzig = page.getByRole('form', { name: 'Artikel 4 wijzigen' });
      await wijzig.getByRole('checkbox', { name: /^Mag afgeprijsd/ }).check();
      await wijzig.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page.getByTestId('nieuwe-labels')).toContainText('Print nieuwe labels: bij artikel 4');
      await foto(page, `halve-prijs-nieuwe-labels-${breedte}`);

      // The administrator's section on /artikelen.
      await loginInBrowser(page);
      await page.goto('/artikelen');
      const sectie = page.getByTestId('halve-prijs');
      await expect(sectie.getByRole('switch', { name: 'Halve prijs aan het eind' })).toBeChecked();
      await expect(sectie.getByLabel('Korting (%)')).toHaveValue('50');
      await expect(sectie).toContainText(`Een label van € 4,50 kost dan € 2,20.`);
      await sectie.scrollIntoViewIfNeeded();
      await foto(page, `halve-prijs-beheer-${breedte}`);

      // The till: a device that learned the server's clock, then went offline.
      const kassa = await admin.post<KassaVoorBeheer>('/api/kassas', {
        naam: uniek('Halve prijs'),
        ruimte: 'Speelgoed',
      });
      const context = await browser.newContext({ viewport: { width: breedte, height: 800 } });
      const till = await context.newPage();
      await till.clock.install();
      await till.goto(`/kassa#${kassa.link.split('#')[1]}`);
      await expect(till.getByLabel('Verkopersnummer')).toBeFocused();
      await context.setOffline(true);
      const code = (n: number) => lijst.artikelen.find((a) => a.artikelnummer === n)!.code;
      const regels = till.getByTestId('bonregel');
      const sluit = async (totaal: string) => {
        await expect(till.getByTestId('totaal')).toHaveText(`Totaal ${totaal}`);
        await till.getByRole('button', { name: 'Afrekenen' }).click();
        await till.getByRole('button', { name: 'Gepast' }).click();
        await till.getByRole('button', { name: 'Bon sluiten' }).click();
        await expect(regels).toHaveCount(0);
      };

      // Before the start (the device's clock half an hour back): the labels' prices.
      await till.clock.setSystemTime(new Date(Date.now() - 30 * MINUUT));
      await scan(till, code(1));
      await scan(till, code(2));
      await expect(regels.nth(0)).toContainText('€ 4,50');
      await expect(regels.nth(1)).toContainText('€ 3,00');
      await expect(till.locator('.bonregel-lijstprijs')).toHaveCount(0);
      await sluit('€ 7,50');

      // After the start: the marked item reduced with the old price struck through; the unmarked
      // one, and the one whose printed label has no ½, at full price; a hand-written ½ by one tap.
      await till.clock.setSystemTime(new Date());
      await scan(till, code(3));
      await scan(till, code(4));
      await typPrijs(till, verkoper.nummer, '2');
      await expect(regels).toHaveCount(3);
      await expect(regels.nth(0).locator('.bonregel-lijstprijs')).toHaveText('€ 4,50');
      await expect(regels.nth(0).locator('.bonregel-prijs')).toHaveText('€ 2,20');
      await expect(regels.nth(1).locator('.bonregel-prijs')).toHaveText('€ 3,00');
      await expect(regels.nth(1).locator('.bonregel-lijstprijs')).toHaveCount(0);
      await regels
        .nth(2)
        .getByRole('button', { name: /^Halve prijs voor/ })
        .click();
      await expect(regels.nth(2).locator('.bonregel-lijstprijs')).toHaveText('€ 2,00');
      await expect(regels.nth(2).locator('.bonregel-prijs')).toHaveText('€ 1,00');
      await till.screenshot({ path: join(MAP, `halve-prijs-kassa-${breedte}.png`), fullPage: true });
      await sluit('€ 6,20');

      await context.setOffline(false);
      await allesVerzonden(till, admin, kassa, 2);
      await context.close();

      // The settlement: 7,50 + 3,00 at full price, 2,20 + 1,00 reduced; nothing under Nakijken.
      await page.goto('/afrekening');
      await expect(page.getByRole('heading', { name: 'Afrekening', level: 1 })).toBeVisible();
      await expect(page.getByTestId('totaal-omzet')).toHaveText('€ 13,70');
      await page.getByRole('gridcell', { name: verkoper.naam }).click();
      const detail = page.getByRole('dialog');
      await expect(detail.getByTestId('verkoper-split')).toHaveText(
        'Volle prijs € 10,50 · afgeprijsd (½, 2) € 3,20 · samen € 13,70',
      );
      await expect(detail).toContainText('€ 2,20 (½, label € 4,50)');
      await foto(page, `halve-prijs-afrekening-detail-${breedte}`);
      await detail.getByRole('button', { name: 'Sluiten' }).click();
      // The charts: the last hour from the start, its sales and discount (the figure's table says the amounts).
      const laatsteUur = page.getByRole('figure', { name: /^Het laatste uur \(vanaf/ });
      await expect(laatsteUur).toContainText('3 verkocht, 2 afgeprijsd');
      // Labels 4,50 + 3,00 + 2,00 = 9,50; paid 2,20 + 3,00 + 1,00 = 6,20; discount 3,30.
      await expect(laatsteUur.getByRole('row', { name: /Korting/, includeHidden: true })).toContainText('€ 3,30');
      await expect(laatsteUur.getByRole('row', { name: /Betaald/, includeHidden: true })).toContainText('€ 6,20');
      await laatsteUur.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(MAP, `halve-prijs-grafiek-${breedte}.png`) });

      // The CSV and the envelope slip, to the cent: 13,70 − 2,74 commission − 1,00 = 9,96 → 9,95.
      const csv = await (await admin.request.get('/api/afrekening/export.csv')).body();
      const rij = csv
        .toString('utf8')
        .split('\r\n')
        .find((r) => r.startsWith(`"${verkoper.nummer}"`))!;
      expect(rij).toBe(
        `"${verkoper.nummer}";"${verkoper.naam}";"5";"13,70";"2,74";"1,00";"0,00";"9,96";"9,95";"2";"3,20";"10,50"`,
      );
      const slips = spawnSync('pdftotext', ['-layout', '-', '-'], {
        input: await (await admin.request.get('/api/afrekening/enveloppen.pdf')).body(),
      }).stdout.toString();
      expect(slips).toMatch(/waarvan volle prijs\s+€ 10,50/);
      expect(slips).toMatch(/waarvan afgeprijsd \(½, 2\)\s+€ 3,20/);

      // "Mijn verkopen" while the fair is on, then the seller's own statement once it is closed.
      const persoonlijk = await linkUitMail(admin, verkoper.email);
      await page.goto(persoonlijk);
      await expect(page.getByTestId('mijn-verkopen')).toContainText(
        '5 verkocht, samen € 13,70 (volle prijs € 10,50, afgeprijsd € 3,20)',
      );
      await admin.post('/api/afrekening/sluiten');
      await page.goto(persoonlijk);
      const eigen = page.getByTestId('eigen-afrekening');
      await expect(eigen).toContainText('waarvan volle prijs€ 10,50');
      await expect(eigen).toContainText('waarvan afgeprijsd (½, 2)€ 3,20');
      await expect(eigen).toContainText('€ 9,95');
      await foto(page, `halve-prijs-eigen-afrekening-${breedte}`);
    });
  }
});
