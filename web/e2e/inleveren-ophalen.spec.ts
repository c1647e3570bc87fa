/**
 * Drop-off and pick-up in the browser (issue 27), as volunteers do them on a phone and on a
 * laptop: a drop-off desk opens its link, opens a seller by number, scans labels (one twice),
 * loses the network and scans on, counts the hand-written labels and finishes; the seller gets a
 * mail. The till sells one item, the settlement is closed, and a pick-up desk hands back what
 * was brought and wanted back, marks one missing, and the seller collects; the statement is
 * mailed and the seller leaves the "Nog niet opgehaald" list. At 360 and 1280 px, each on a fair
 * of its own, removed afterwards. Screenshots in the test's output.
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { KassaVoorBeheer } from '../../functions/src/kassa/domein/overzicht';
import type { Aflevering, OutboxMail } from '../../functions/src/kern/types';
import type { InleverVerkoper } from '../../functions/src/inlevering/domein/balie';
import { nieuweBeurs, nieuweDeelnemer } from './admin-helpers';
import { BASE_URL, expect, geenAxeFouten, loginInBrowser, test } from './fixtures';
import { artikelenInDatabase, openBalie, scan } from './kassa-helpers';
import { zetOffline } from './netwerk';

const require = createRequire(import.meta.url);
const { halfUur } =
  require('../../functions/src/afrekening/domein/grafieken') as typeof import('../../functions/src/afrekening/domein/grafieken');

const ARTIKELEN = [
  { omschrijving: 'Winterjas', soort: 'Kleding' as const, maat: '110-116', prijsCent: 1_250, retour: true },
  { omschrijving: 'Spijkerbroek', soort: 'Kleding' as const, maat: '110-116', prijsCent: 600, retour: true },
  { omschrijving: 'Regenlaarzen', soort: 'Overig' as const, maat: null, prijsCent: 800, retour: true },
  { omschrijving: 'Knuffelboek', soort: 'Boeken' as const, maat: null, prijsCent: 300, retour: false },
];

for (const breedte of [360, 1280]) {
  test.describe(`inleveren en ophalen (${breedte} px)`, () => {
    let beurs: Aflevering | null = null;
    test.afterEach(async ({ admin }) => {
      if (beurs) await admin.delete(`/api/aflevering/delete/${beurs.id}`);
      beurs = null;
    });

    test(`een balie levert in (ook zonder netwerk), de kassa verkoopt, een balie geeft terug; de verkoper krijgt twee mails (${breedte} px)`, async ({
      admin,
      browser,
      page: beheer,
    }) => {
      // Two devices, a network drop and a settlement: slow on a busy machine.
      test.slow();
      beurs = await nieuweBeurs(admin);
      const verkoper = await nieuweDeelnemer(admin, 'Inge');
      const codes = await artikelenInDatabase(verkoper.nummer, beurs.id, ARTIKELEN);
      const inleverBalie = await admin.post<KassaVoorBeheer>('/api/kassas', {
        naam: `Tafel ${randomUUID().slice(0, 4)}`,
        ruimte: 'Kleding',
        taak: 'inleveren',
      });
      expect(inleverBalie.link).toMatch(/\/inleveren#/);

      // Friday: the desk's phone opens its link and the first seller by number.
      const { context, page: eerste } = await openBalie(browser, inleverBalie, breedte);
      let page = eerste;
      await expect(page.getByRole('heading', { name: 'Inleveren', level: 1 })).toBeVisible();
      await expect(page.getByText(`Balie ${inleverBalie.naam}`)).toBeVisible();
      expect(page.url()).not.toContain('#');
      let veld = page.getByLabel('Verkopersnummer');
      await expect(veld).toBeFocused();
      await veld.fill(String(verkoper.nummer));
      await veld.press('Enter');
      let sectie = page.getByTestId('verkoper');
      await expect(sectie.getByRole('heading', { name: `Verkoper ${verkoper.nummer} – Inge` })).toBeVisible();
      // Said in the sign too (read aloud), which the first scan then replaces.
      await expect(page.getByTestId('teken')).toHaveText(`Verkoper ${verkoper.nummer} staat open.`);
      let artikelen = sectie.getByTestId('artikel');
      await expect(artikelen).toHaveCount(4);
      await expect(sectie).not.toContainText(verkoper.email);

      // Each label scanned is marked, with a sign; the same label twice is said, not counted.
      await scan(page, codes[0]!);
      await expect(page.getByTestId('teken')).toHaveText('✓ 1. Winterjas ingeleverd');
      await expect(artikelen.nth(0)).toHaveAttribute('data-status', 'ingeleverd');
      await scan(page, codes[0]!);
      await expect(page.getByTestId('teken')).toHaveText('Artikel 1 was al ingeleverd.');
      await expect(page.getByTestId('stappen-wachtrij')).toHaveText('Alles is verzonden.');
      // The desk's page is on the device now (its service worker), for a reload without network.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

      // The network drops: scanning goes on, and nothing is lost.
      await zetOffline(context, true);
      await scan(page, codes[1]!);
      await expect(artikelen.nth(1)).toHaveAttribute('data-status', 'ingeleverd');
      await scan(page, codes[2]!);
      await expect(page.getByTestId('stappen-wachtrij')).toContainText('Geen verbinding');
      await expect(page.getByTestId('stappen-wachtrij')).toContainText('2 stappen wachten op verzending.');
      // The phone reloads without a network: the page comes from the device, with the seller as
      // the server last confirmed them and the two waiting steps on top.
      await page.reload();
      await expect(sectie.getByRole('heading', { name: `Verkoper ${verkoper.nummer} – Inge` })).toBeVisible();
      await expect(page.getByTestId('teken')).toContainText(`Geen verbinding: verkoper ${verkoper.nummer} staat`);
      await expect(page.getByText(`Balie ${inleverBalie.naam}`)).toBeVisible();
      for (const i of [0, 1, 2]) await expect(artikelen.nth(i)).toHaveAttribute('data-status', 'ingeleverd');
      await expect(artikelen.nth(3)).toHaveAttribute('data-status', 'aangemeld');
      await expect(page.getByTestId('stappen-wachtrij')).toContainText('2 stappen wachten op verzending.');
      await page.screenshot({ path: test.info().outputPath(`inleveren-offline-herladen-${breedte}.png`) });
      // The phone's browser is closed meanwhile: the steps are on the device, not in the page.
      await page.close();
      await zetOffline(context, false);
      page = await context.newPage();
      await page.goto('/inleveren');
      veld = page.getByLabel('Verkopersnummer');
      sectie = page.getByTestId('verkoper');
      artikelen = sectie.getByTestId('artikel');
      await expect(page.getByTestId('stappen-wachtrij')).toHaveText('Alles is verzonden.', { timeout: 20_000 });
      await expect
        .poll(
          async () =>
            (await admin.get<InleverVerkoper>(`/api/inlevering/verkopers/${verkoper.nummer}`)).inlevering.ingeleverd,
        )
        .toEqual([1, 2, 3]);

      // The book had a hand-written twin: two hand-written labels; then finish.
      await veld.fill(String(verkoper.nummer));
      await veld.press('Enter');
      await expect(artikelen.nth(2)).toHaveAttribute('data-status', 'ingeleverd');
      await expect(artikelen.nth(3)).toHaveAttribute('data-status', 'aangemeld');
      const hand = page.getByLabel('Handgeschreven labels');
      await hand.fill('2');
      await hand.press('Enter');
      await expect(page.getByTestId('telling')).toContainText(
        '3 van 4 artikelen met label ingeleverd, 2 artikelen handgeschreven',
      );
      await page.getByRole('button', { name: 'Inleveren afronden' }).click();
      await expect(page.getByTestId('teken')).toContainText(
        `Verkoper ${verkoper.nummer} afgerond: 5 artikelen ingeleverd.`,
      );
      await expect(page.getByRole('button', { name: 'Inleveren afgerond' })).toBeDisabled();
      await expect(page.getByTestId('stappen-wachtrij')).toHaveText('Alles is verzonden.', { timeout: 20_000 });
      // The progress follows the finishing at once (not at the next poll).
      await expect(page.getByTestId('inlever-voortgang')).toContainText('1 van 1 verkopers afgerond');
      await expect(page.getByTestId('stapel').first()).toBeVisible();
      await geenAxeFouten(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(breedte);
      await page.screenshot({ path: test.info().outputPath(`inleveren-${breedte}.png`), fullPage: true });
      await expect
        .poll(async () =>
          (await admin.get<OutboxMail[]>('/api/mail')).some(
            (m) =>
              m.to === verkoper.email && m.subject.includes('ingeleverd') && m.text.includes('5 artikelen ingeleverd'),
          ),
        )
        .toBe(true);
      await context.close();

      // Saturday: the till sells the trousers (2); then the settlement is closed.
      const kassa = await admin.post<KassaVoorBeheer>('/api/kassas', {
        naam: `Kassa ${randomUUID().slice(0, 4)}`,
        ruimte: 'Kleding',
      });
      const verkocht = new Date().toISOString();
      const bon = await fetch(`${BASE_URL}/api/kassa/bonnen`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${kassa.link.split('#')[1]}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          bonnen: [
            {
              id: randomUUID(),
              regels: [{ verkopersnummer: verkoper.nummer, artikelnummer: 2, prijsCent: 600 }],
              ontvangenCent: 600,
              gesloten: verkocht,
            },
          ],
          wachtend: 0,
          oudsteWachtend: null,
        }),
      });
      expect(bon.status).toBe(200);

      // The seller follows it on their personal page ("Mijn verkopen"), before the settlement.
      const mailMetLink = (await admin.get<OutboxMail[]>('/api/mail')).find(
        (m) => m.to === verkoper.email && /\/mijn-gegevens\?token=/.test(m.text),
      );
      expect(mailMetLink, 'een mail met de persoonlijke link').toBeTruthy();
      const persoonlijk = await browser.newPage({ viewport: { width: breedte, height: 800 } });
      await persoonlijk.goto(mailMetLink!.text.match(/\/mijn-gegevens\?token=\S+/)![0]);
      await expect(persoonlijk.getByTestId('mijn-verkopen')).toContainText('1 verkocht, samen € 6,00');
      await expect(persoonlijk.getByText(/2\. Spijkerbroek: € 6,00/)).toBeVisible();
      await persoonlijk.close();

      await admin.post('/api/afrekening/sluiten');

      // Pick-up: the envelope, the coat (1) and boots (3) to hand back; the book (4) never came.
      const ophaalBalie = await admin.post<KassaVoorBeheer>('/api/kassas', {
        naam: `Uitgifte ${randomUUID().slice(0, 4)}`,
        ruimte: 'Kleding',
        taak: 'ophalen',
      });
      const ophalen = await openBalie(browser, ophaalBalie, breedte);
      const p = ophalen.page;
      await expect(p.getByRole('heading', { name: 'Ophalen', level: 1 })).toBeVisible();
      await expect(p.getByTestId('nog-niet').filter({ hasText: String(verkoper.nummer) })).toHaveCount(1);
      // A label opens its seller and is ticked off at once.
      await scan(p, codes[0]!);
      await expect(p.getByTestId('envelop')).toHaveText(/^Envelop € \d+,\d\d$/);
      // A seller open and the "Nog niet opgehaald" table below: nothing scrolls sideways (issue 38).
      await expect(p.getByTestId('nog-niet').first()).toBeVisible();
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(breedte);
      await p.screenshot({ path: test.info().outputPath(`ophalen-open-${breedte}.png`), fullPage: true });
      const terug = p.getByTestId('verkoper').getByTestId('artikel');
      await expect(terug).toHaveCount(2);
      await expect(terug.nth(0)).toHaveAttribute('data-status', 'terug');
      await terug
        .nth(1)
        .getByRole('button', { name: /^Niet gevonden/ })
        .click();
      await expect(terug.nth(1)).toHaveAttribute('data-status', 'vermist');
      await p.getByRole('button', { name: /^Opgehaald/ }).click();
      await expect(p.getByTestId('teken')).toContainText(`Verkoper ${verkoper.nummer} heeft opgehaald.`);
      await expect(p.getByTestId('stappen-wachtrij')).toHaveText('Alles is verzonden.', { timeout: 20_000 });
      await expect(p.getByTestId('nog-niet').filter({ hasText: String(verkoper.nummer) })).toHaveCount(0, {
        timeout: 20_000,
      });
      await geenAxeFouten(p);
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(breedte);
      await p.screenshot({ path: test.info().outputPath(`ophalen-${breedte}.png`), fullPage: true });
      await expect
        .poll(async () =>
          (await admin.get<OutboxMail[]>('/api/mail')).find(
            (m) => m.to === verkoper.email && m.subject.includes('afrekening'),
          ),
        )
        .toBeTruthy();
      const afrekening = (await admin.get<OutboxMail[]>('/api/mail')).find(
        (m) => m.to === verkoper.email && m.subject.includes('afrekening'),
      )!;
      expect(afrekening.text).toContain('Verkocht\n- 2. Spijkerbroek: € 6,00');
      expect(afrekening.text).toContain('Terug\n- 1. Winterjas: € 12,50');
      expect(afrekening.text).toContain('Niet gevonden\n- 3. Regenlaarzen: € 8,00');
      // The book was entered online but never brought: it stays the seller's, on no list.
      expect(afrekening.text).toContain('Naar een goed doel\nEr ging niets naar een goed doel.');
      expect(afrekening.text).not.toContain('Knuffelboek');
      await ophalen.context.close();

      // The organisers' fair-day view has it all in one place.
      await beheer.setViewportSize({ width: breedte, height: 800 });
      await loginInBrowser(beheer);
      await beheer.goto('/beursdag');
      await expect(beheer.getByRole('heading', { name: 'Beursdag', level: 1 })).toBeVisible({ timeout: 30_000 });
      await expect(beheer.getByTestId('dag-inleveren')).toContainText('1 van 1 verkopers afgerond');
      // In the row of the half hour it was sold in: the previous fair's rows stand beside it, and
      // depending on the time of day before it.
      await expect(
        beheer.getByTestId('halfuur').filter({ hasText: new RegExp(`^${halfUur(verkocht)}`) }),
      ).toContainText('€ 6,00');
      for (const naam of [inleverBalie.naam, ophaalBalie.naam, kassa.naam]) {
        await expect(beheer.getByTestId('balie').filter({ hasText: naam })).toBeVisible();
      }
      // A desk says what waits on it with every call: all was sent.
      await expect(beheer.getByTestId('balie').filter({ hasText: inleverBalie.naam })).toContainText('0 stappen');
      await expect(beheer.getByTestId('dag-ophalen')).toContainText('1 van 1 verkopers opgehaald');
      await geenAxeFouten(beheer);
      expect(await beheer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(breedte);
      await beheer.screenshot({ path: test.info().outputPath(`beursdag-${breedte}.png`), fullPage: true });
    });
  });
}
