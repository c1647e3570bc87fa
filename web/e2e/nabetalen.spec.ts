/**
 * Issue 50, points 4 to 6, in the browser at 360 and 1280 px, each on a fair of its own:
 * - a pin receipt closed after pin was switched off waits under Nakijken, and the treasurer
 *   decides it ("Contant ontvangen");
 * - before the bank file, the warnings: two sellers on one account;
 * - after closing, the organisation's account changes: the settings say the closed fair pays from
 *   the account as it was at closing, masked;
 * - a seller erases their data after closing: the settlement says they are not in the file, the
 *   count and sum to check and confirm are the file's own, and after "Uitbetaald" they stay under
 *   "Niet overgemaakt" until marked paid in cash.
 * Screenshots of each screen in screenshots/; no screen shows a seller's full IBAN.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { Aflevering, OutboxMail } from '../../functions/src/kern/types';
import { nieuweBeurs, nieuweDeelnemer, openBeheer, zetBankUitbetalingTerug } from './admin-helpers';
import { expect, geenAxeFouten, test, type AdminApi } from './fixtures';

const require = createRequire(import.meta.url);
const { euro } = require('../../functions/src/kern/geld') as typeof import('../../functions/src/kern/geld');

const MAP = join(import.meta.dirname, '..', '..', 'screenshots');
mkdirSync(MAP, { recursive: true });

const GEDEELD = 'NL44RABO0123456789';
const EIGEN = 'BE68539007547034';
const ORGANISATIE = 'NL20INGB0001234567';
const NIEUW = 'NL18RABO0123459876';
/** The sellers' accounts written out in full (the organisation's own stands in its settings field). */
const VOLUIT = /NL44\s?RABO|BE68\s?5390/;

/** The screen as a person sees it with `deel` scrolled into view (the settlement page is long). */
async function foto(page: Page, naam: string, deel: Locator) {
  await page.waitForLoadState('networkidle');
  await deel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(MAP, `${naam}.png`) });
}

async function nietBreder(page: Page, breedte: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(breedte);
}

async function geenVolledigIban(page: Page) {
  const tekst = await page.evaluate(
    () => document.body.innerText + [...document.querySelectorAll('input')].map((i) => i.value).join(' '),
  );
  expect(tekst, `de pagina ${page.url()} toont het IBAN van een verkoper voluit`).not.toMatch(VOLUIT);
}

/** The personal link's token from the seller's confirmation mail. */
async function tokenVan(admin: AdminApi, email: string): Promise<string> {
  const mail = (await admin.get<OutboxMail[]>('/api/mail')).filter((m) => m.to === email).at(-1)!;
  return decodeURIComponent(mail.text.match(/\/mijn-gegevens\?token=([^\s&]+)/)![1]!);
}

const organisatie = async (admin: AdminApi, iban: string, tenaamstelling: string) => {
  const i = await admin.get<Record<string, unknown>>('/api/afrekening/instellingen');
  await admin.put('/api/afrekening/instellingen', { ...i, bankUitbetaling: true, iban, tenaamstelling });
};

for (const breedte of [360, 1280]) {
  test.describe(`na het afsluiten nog te betalen (${breedte} px)`, () => {
    let beurs: Aflevering | null = null;
    test.afterEach(async ({ admin }) => {
      await zetBankUitbetalingTerug(admin, beurs);
      beurs = null;
    });

    test(`pin na het uitzetten nakijken, waarschuwingen, de vaste rekening en wie niet in de batch zat (${breedte} px)`, async ({
      admin,
      page,
    }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width: breedte, height: 800 });
      beurs = await nieuweBeurs(admin);
      await organisatie(admin, ORGANISATIE, 'Stichting De Vlinder');
      const anna = await nieuweDeelnemer(admin, 'Anna');
      const bram = await nieuweDeelnemer(admin, 'Bram');
      const dirk = await nieuweDeelnemer(admin, 'Dirk');
      const tokens = new Map<number, string>();
      for (const [d, iban] of [
        [anna, GEDEELD],
        [bram, GEDEELD],
        [dirk, EIGEN],
      ] as const) {
        const token = await tokenVan(admin, d.email);
        tokens.set(d.nummer, token);
        const res = await page.request.fetch('/api/mijn-gegevens/uitbetaling', {
          method: 'PUT',
          headers: { 'X-XSRF-TOKEN': await csrf(page) },
          data: { token, wijze: 'bank', iban, tenaamstelling: d.naam },
        });
        expect(res.status(), await res.text()).toBe(200);
      }

      // The till sells for all three in cash. Pin goes on and off again; a receipt paid by pin and
      // closed after that (a device that did not hear it) waits for the treasurer's decision.
      await admin.put('/api/kassas/instellingen', { pinnen: true });
      const kassa = await admin.post<{ id: string; link: string }>('/api/kassas', {
        naam: `Kleding ${randomUUID().slice(0, 4)}`,
        ruimte: 'Kleding',
      });
      await admin.put('/api/kassas/instellingen', { pinnen: false });
      const na = new Date(Date.now() + 1_000).toISOString();
      const verkoop = await page.request.post('/api/kassa/bonnen', {
        headers: { Authorization: `Bearer ${kassa.link.split('#')[1]}` },
        data: {
          bonnen: [
            {
              id: randomUUID(),
              regels: [anna, bram, dirk].map((d) => ({
                verkopersnummer: d.nummer,
                artikelnummer: null,
                prijsCent: 1200,
              })),
              ontvangenCent: 5000,
              gesloten: na,
            },
            {
              id: randomUUID(),
              regels: [{ verkopersnummer: dirk.nummer, artikelnummer: null, prijsCent: 750 }],
              ontvangenCent: 750,
              betaalwijze: 'pin',
              gesloten: na,
            },
          ],
          wachtend: 0,
          oudsteWachtend: null,
        },
      });
      expect(verkoop.status(), await verkoop.text()).toBe(200);

      // Nakijken: the pin receipt, undecided; the treasurer had the cash.
      await openBeheer(page, '/afrekening');
      const punt = page.getByTestId('pin-nakijkpunt');
      await expect(punt).toHaveCount(1);
      await expect(punt).toContainText('€ 7,50');
      await expect(punt.getByText('Nog beslissen')).toBeVisible();
      await nietBreder(page, breedte);
      await foto(page, `nabetalen-pin-nakijken-${breedte}`, punt);
      await punt.getByRole('button', { name: 'Contant ontvangen' }).click();
      await expect(punt.getByText('Nog beslissen')).toHaveCount(0);
      await expect(punt.getByRole('button', { name: 'Besluit terugnemen' })).toBeVisible();

      // Closed; then Dirk erases his data, and the organisation's account changes.
      await admin.post('/api/afrekening/sluiten');
      const wis = await page.request.fetch(`/api/mijn-gegevens?token=${encodeURIComponent(tokens.get(dirk.nummer)!)}`, {
        method: 'DELETE',
        headers: { 'X-XSRF-TOKEN': await csrf(page) },
      });
      expect(wis.status(), await wis.text()).toBe(200);
      await organisatie(admin, NIEUW, 'Stichting De Rups');

      // What Dirk is owed, as the settlement computed it (the fair's own commission and costs).
      const { afrekening } = await admin.get<{
        afrekening: { verkopers: { nummer: number; overmakenCent: number }[] };
      }>('/api/afrekening');
      const cent = (d: { nummer: number }) => afrekening.verkopers.find((v) => v.nummer === d.nummer)!.overmakenCent;
      const teGoed = euro(cent(dirk));
      expect(teGoed).not.toBe('€ 0,00');
      // The file pays Anna and Bram: the count and sum the treasurer checks and confirms are its own.
      const bestand = `2 overboekingen in het bestand, samen ${euro(cent(anna) + cent(bram))}.`;

      // The settings: the closed fair pays from the account as it was, masked.
      await page.reload();
      const vast = page.getByTestId('rekening-bij-afsluiten');
      await expect(vast).toContainText(
        `Beurs ${beurs.volgnummer} is afgesloten en betaalt uit van NL** **** **** 4567`,
      );
      await expect(vast).toContainText('Stichting De Vlinder');
      await foto(page, `nabetalen-vaste-rekening-${breedte}`, vast);

      // Before the bank file: Anna and Bram on one account; Dirk not in the file.
      const waarschuwing = page.getByTestId('waarschuwing');
      await expect(waarschuwing).toHaveCount(1);
      await expect(waarschuwing).toContainText(
        `Verkopers ${anna.nummer} en ${bram.nummer} krijgen hun geld op hetzelfde rekeningnummer (NL** **** **** 6789)`,
      );
      await expect(page.getByTestId('zonder-rekening')).toContainText(
        `${dirk.nummer} (${teGoed}, gegevens verwijderd)`,
      );
      await geenVolledigIban(page);
      await nietBreder(page, breedte);
      await geenAxeFouten(page);
      await foto(page, `nabetalen-voor-uitbetaald-${breedte}`, waarschuwing);

      // "Uitbetaald": what the treasurer checks and confirms is the file's own count and sum; Dirk
      // stays on the list, until marked paid in cash (asked first).
      await expect(page.getByTestId('overmaken-aantal')).toHaveText(bestand);
      await page.getByRole('button', { name: 'Uitbetaald' }).click();
      const bevestig = page.getByRole('dialog', { name: 'Alles overgemaakt?' });
      await expect(bevestig).toContainText(`de ${euro(cent(anna) + cent(bram))} aan 2 verkopers heeft overgemaakt`);
      await bevestig.getByRole('button', { name: 'Uitbetaald' }).click();
      await expect(page.getByTestId('uitbetaald')).toBeVisible();
      const open = page.getByTestId(`nog-te-betalen-${dirk.nummer}`);
      await expect(open).toContainText(`Verkoper ${dirk.nummer}: ${teGoed}`);
      await nietBreder(page, breedte);
      await foto(page, `nabetalen-nog-te-betalen-${breedte}`, open);
      await open.getByRole('button', { name: 'Contant betaald' }).click();
      await page
        .getByRole('dialog', { name: `Verkoper ${dirk.nummer} betaald?` })
        .getByRole('button', { name: 'Contant betaald' })
        .click();
      await expect(page.getByTestId('nog-te-betalen')).toHaveCount(0);
      await expect(page.getByTestId('anders-betaald')).toContainText(`Verkoper ${dirk.nummer}: ${teGoed}`);
      await expect(page.getByTestId('anders-betaald')).toContainText('gemarkeerd door');
      await expect(page.getByTestId('overmaken-aantal')).toHaveText(bestand);
      await geenVolledigIban(page);
      await geenAxeFouten(page);
      await foto(page, `nabetalen-anders-betaald-${breedte}`, page.getByTestId('anders-betaald'));
    });
  });
}

test.describe('niemand meer in het bestand', () => {
  let beurs: Aflevering | null = null;
  test.afterEach(async ({ admin }) => {
    await zetBankUitbetalingTerug(admin, beurs);
    beurs = null;
  });

  test('wist de enige verkoper per bank zijn gegevens, dan geen bestand maar wel afronden (360 px)', async ({
    admin,
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 800 });
    beurs = await nieuweBeurs(admin);
    await organisatie(admin, ORGANISATIE, 'Stichting De Vlinder');
    const eva = await nieuweDeelnemer(admin, 'Eva');
    const token = await tokenVan(admin, eva.email);
    const keuze = await page.request.fetch('/api/mijn-gegevens/uitbetaling', {
      method: 'PUT',
      headers: { 'X-XSRF-TOKEN': await csrf(page) },
      data: { token, wijze: 'bank', iban: EIGEN, tenaamstelling: eva.naam },
    });
    expect(keuze.status(), await keuze.text()).toBe(200);
    const kassa = await admin.post<{ id: string; link: string }>('/api/kassas', {
      naam: `Kleding ${randomUUID().slice(0, 4)}`,
      ruimte: 'Kleding',
    });
    const regels = [{ verkopersnummer: eva.nummer, artikelnummer: null, prijsCent: 1200 }];
    const verkoop = await page.request.post('/api/kassa/bonnen', {
      headers: { Authorization: `Bearer ${kassa.link.split('#')[1]}` },
      data: {
        bonnen: [{ id: randomUUID(), regels, ontvangenCent: 1200, gesloten: new Date().toISOString() }],
        wachtend: 0,
        oudsteWachtend: null,
      },
    });
    expect(verkoop.status(), await verkoop.text()).toBe(200);
    await admin.post('/api/afrekening/sluiten');
    const wis = await page.request.fetch(`/api/mijn-gegevens?token=${encodeURIComponent(token)}`, {
      method: 'DELETE',
      headers: { 'X-XSRF-TOKEN': await csrf(page) },
    });
    expect(wis.status(), await wis.text()).toBe(200);

    // No file to offer (the server would refuse an empty one): the page says why and what to do.
    await openBeheer(page, '/afrekening');
    await expect(page.getByTestId('overmaken-aantal')).toHaveText(
      'Niemand in het bestand: wie koos voor overmaken, heeft geen rekeningnummer meer.',
    );
    await expect(page.getByRole('button', { name: 'SEPA-bestand (pain.001)' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'GiroCodes (PDF)' })).toHaveCount(0);
    await expect(page.getByTestId('zonder-rekening')).toContainText(`${eva.nummer} (`);
    await nietBreder(page, 360);
    await geenAxeFouten(page);
    await foto(page, 'nabetalen-leeg-bestand-360', page.getByTestId('overmaken-aantal'));

    await page.getByRole('button', { name: 'Uitbetaald' }).click();
    const bevestig = page.getByRole('dialog', { name: 'Alles overgemaakt?' });
    await expect(bevestig).toContainText('De bank maakt niets over: niemand staat in het bestand.');
    await foto(page, 'nabetalen-leeg-bestand-bevestig-360', bevestig);
    await bevestig.getByRole('button', { name: 'Uitbetaald' }).click();
    await expect(page.getByTestId('uitbetaald')).toBeVisible();
    await expect(page.getByTestId(`nog-te-betalen-${eva.nummer}`)).toContainText(`Verkoper ${eva.nummer}:`);
  });
});

/** The page's own CSRF token (the cookie the API set), for the visitor's requests it makes. */
async function csrf(page: Page): Promise<string> {
  await page.request.get('/api/session');
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
}
