/**
 * What one scan renders (issue 38, point 2), at the till and at the drop-off desk, counted in the
 * built app (renders.ts), not timed: timing is bench:kassa's and bench:inlevering-scan's. A scan
 * renders the new line or the marked row and the few plain parts that show the scan (the last
 * line and total, the sign, the queue's count); not the other lines or rows, and no MUI or
 * Emotion component (the field, the panels, the button, the frame), whose styles are built
 * again each time one renders: that is what made a scan slow on a slow phone. What the connection
 * reports (a receipt or a step sent, the server's answer, online or offline) lands in the middle of
 * the next scan, so it renders only the part that shows it.
 */
import { randomUUID } from 'node:crypto';
import type { InleverVerkoper } from '../../functions/src/inlevering/domein/balie';
import type { KassaVoorBeheer } from '../../functions/src/kassa/domein/overzicht';
import type { Aflevering } from '../../functions/src/kern/types';
import { nieuweBeurs, nieuweDeelnemer, verkoperMetArtikelen } from './admin-helpers';
import type { Browser } from '@playwright/test';
import { expect, test, type AdminApi } from './fixtures';
import { artikelenInDatabase, bonnenVan, scan } from './kassa-helpers';
import { zetOffline } from './netwerk';
import { rendersTijdens, rendersVanEnter, telRenders, type Render } from './renders';

const PRIJZEN = [750, 1_249, 300, 500, 425, 1_000];

/** The commit that rendered `testid` (a line, a row): the scan's own, whatever else came by. */
function commitMet(commits: Render[][], testid: string): Render[] {
  const met = commits.filter((c) => c.some((r) => r.testid === testid));
  expect(met, `één commit met een ${testid}`).toHaveLength(1);
  return met[0]!;
}

/** A till at 360 px with renders counted, and a seller of the current fair with an item per price. */
async function kassaMetVerkoper(admin: AdminApi, browser: Browser, prijzen: number[], naam: string) {
  let beurs = await admin.get<Aflevering | null>('/api/aflevering/last');
  if (!beurs) {
    await admin.post('/api/aflevering', { volgnummer: 1, datum: '2027-03-13' });
    beurs = (await admin.get<Aflevering | null>('/api/aflevering/last'))!;
  }
  const verkoper = await verkoperMetArtikelen(admin, beurs, prijzen);
  const kassa = await admin.post<KassaVoorBeheer>('/api/kassas', {
    naam: `${naam} ${randomUUID().slice(0, 4)}`,
    ruimte: 'Kleding',
  });
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  await telRenders(context);
  const page = await context.newPage();
  await page.goto(`/kassa#${kassa.link.split('#')[1]}`);
  await expect(page.getByLabel('Verkopersnummer')).toBeFocused();
  return { verkoper, kassa, context, page };
}

/** A drop-off desk at 360 px with renders counted, one seller of `beurs` open with an item per price. */
async function balieMetVerkoper(admin: AdminApi, browser: Browser, beurs: Aflevering, naam: string) {
  const verkoper = await nieuweDeelnemer(admin, naam);
  const codes = await artikelenInDatabase(
    verkoper.nummer,
    beurs.id,
    PRIJZEN.map((prijsCent, i) => ({
      omschrijving: `Trui ${i + 1}`,
      soort: 'Kleding' as const,
      maat: '110-116',
      prijsCent,
      retour: false,
    })),
  );
  const balie = await admin.post<KassaVoorBeheer>('/api/kassas', {
    naam: `Tafel ${randomUUID().slice(0, 4)}`,
    ruimte: 'Kleding',
    taak: 'inleveren',
  });
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  await telRenders(context);
  const page = await context.newPage();
  const url = new URL(balie.link);
  await page.goto(`${url.pathname}${url.hash}`);
  await expect(page.getByLabel('Verkopersnummer')).toBeFocused();
  await scan(page, String(verkoper.nummer));
  const rijen = page.getByTestId('verkoper').getByTestId('artikel');
  await expect(rijen).toHaveCount(PRIJZEN.length);
  return { verkoper, codes, balie, context, page, rijen };
}

test('een scan aan de kassa rendert alleen de nieuwe regel en de kale delen die hem tonen', async ({
  admin,
  browser,
}) => {
  const { verkoper, context, page } = await kassaMetVerkoper(admin, browser, PRIJZEN, 'Renders');

  // A receipt with some lines already, so a scan could render them all again.
  for (const code of verkoper.codes.slice(0, 3)) await scan(page, code);
  await expect(page.getByTestId('bonregel')).toHaveCount(3);

  for (const [i, code] of verkoper.codes.slice(3).entries()) {
    const commits = await rendersVanEnter(page, code, () => expect(page.getByTestId('bonregel')).toHaveCount(4 + i));
    const scanCommit = commitMet(commits, 'bonregel');
    expect(
      scanCommit.filter((r) => r.testid === 'bonregel'),
      'alleen de nieuwe regel',
    ).toHaveLength(1);
    expect(
      scanCommit.filter((r) => r.soort === 'forwardRef'),
      'geen MUI- of Emotion-onderdeel (veld, bon, knop, regio onder het veld)',
    ).toEqual([]);
    // The line, the total and what sits under the field: a handful, however long the receipt.
    expect(scanCommit.length).toBeLessThanOrEqual(6);
  }
  // What the scans show is all there.
  await expect(page.getByTestId('laatste-regel')).toContainText(`6 regels · Totaal`);
  await expect(page.getByTestId('totaal')).toHaveText('Totaal € 42,24');
  await expect(page.getByText('Afgerond op 5 cent: € 42,25')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Afrekenen' })).toBeEnabled();
  await context.close();
});

test('een bon die verzonden wordt, rendert alleen wat de verbinding toont, niet de kassa', async ({
  admin,
  browser,
}) => {
  // The sender reports (online, the queue's count, an error) while the cashier may be scanning
  // the next buyer's first item: that report must not render the till with its MUI parts again.
  const { verkoper, kassa, context, page } = await kassaMetVerkoper(admin, browser, PRIJZEN.slice(0, 2), 'Verbinding');
  for (const code of verkoper.codes) await scan(page, code);
  await expect(page.getByTestId('bonregel')).toHaveCount(2);

  const offline = await rendersTijdens(page, async () => {
    await context.setOffline(true);
    await expect(page.getByText('Geen verbinding – de kassa werkt door')).toBeVisible();
  });
  await page.getByRole('button', { name: 'Afrekenen' }).click();
  await page.getByRole('button', { name: 'Gepast' }).click();
  await page.getByRole('button', { name: 'Bon sluiten' }).click();
  await expect(page.getByTestId('wachtrij')).toContainText('1 bon wacht op verzending');
  const online = await rendersTijdens(page, async () => {
    await context.setOffline(false);
    await expect(page.getByTestId('wachtrij')).toHaveText('Alle bonnen zijn verzonden.', { timeout: 20_000 });
    await expect(page.getByText('Online', { exact: true })).toBeVisible();
  });
  expect(await bonnenVan(admin, kassa)).toHaveLength(1);
  for (const commits of [offline, online]) {
    expect(commits.length, 'de melding rendert iets').toBeGreaterThan(0);
    for (const commit of commits) {
      // The label Online or the queue's line, with the MUI part it is drawn in: a few, not the till's dozens.
      expect(commit.length, JSON.stringify(commit)).toBeLessThanOrEqual(6);
      expect(commit.filter((r) => r.testid === 'kassaveld' || r.testid === 'bonregel')).toEqual([]);
    }
  }
  await context.close();
});

test('een scan aan de inleverbalie rendert alleen de rij van het artikel en de kale delen die hem tonen', async ({
  admin,
  browser,
}) => {
  const beurs = await nieuweBeurs(admin);
  try {
    const { codes, balie, context, page, rijen } = await balieMetVerkoper(admin, browser, beurs, 'Rende');
    await scan(page, codes[0]!);
    await expect(rijen.nth(0)).toHaveAttribute('data-status', 'ingeleverd');

    for (const i of [1, 2, 3]) {
      const commits = await rendersVanEnter(page, codes[i]!, () =>
        expect(rijen.nth(i)).toHaveAttribute('data-status', 'ingeleverd'),
      );
      const scanCommit = commitMet(commits, 'artikel');
      expect(
        scanCommit.filter((r) => r.testid === 'artikel'),
        'alleen de rij van het artikel',
      ).toHaveLength(1);
      expect(
        scanCommit.filter((r) => r.soort === 'forwardRef'),
        'geen MUI- of Emotion-onderdeel (veld, teken, kader, telling)',
      ).toEqual([]);
      expect(scanCommit.length).toBeLessThanOrEqual(6);
    }
    // What the scans show is all there.
    await expect(page.getByTestId('teken')).toHaveText('✓ 4. Trui 4 ingeleverd');
    await expect(page.getByTestId('telling')).toHaveText(`4 van ${PRIJZEN.length} artikelen met label ingeleverd`);
    await expect(page.getByTestId('stappen-wachtrij')).toHaveText('Alles is verzonden.', { timeout: 20_000 });
    await expect(page.getByText(`Balie ${balie.naam}`)).toBeVisible();
    await context.close();
  } finally {
    await admin.delete(`/api/aflevering/delete/${beurs.id}`);
  }
});

test('een stap die de inleverbalie verzendt en de server bevestigt, rendert alleen de regel van de wachtrij', async ({
  admin,
  browser,
}) => {
  // The server's answer to a step (and online, offline, the queue's count) lands while the
  // volunteer may be scanning the next label: it must not render the screen with its rows again
  // when the screen already shows what the server says (the step applied on the device).
  const beurs = await nieuweBeurs(admin);
  try {
    const { verkoper, codes, context, page, rijen } = await balieMetVerkoper(admin, browser, beurs, 'Stap');
    const stand = page.getByTestId('stappen-wachtrij');
    await scan(page, codes[0]!);
    await expect(stand).toHaveText('Alles is verzonden.', { timeout: 20_000 });

    // A step under way, its answer held back until counted.
    let laatGaan: () => void = () => undefined;
    const poort = new Promise<void>((resolve) => (laatGaan = resolve));
    await page.route('**/stappen', async (route) => {
      await poort;
      await route.continue();
    });
    await scan(page, codes[1]!);
    await expect(rijen.nth(1)).toHaveAttribute('data-status', 'ingeleverd');
    await expect(stand).toHaveText('1 stap wacht op verzending.');
    const antwoord = await rendersTijdens(page, async () => {
      laatGaan();
      await expect(stand).toHaveText('Alles is verzonden.');
    });
    await page.unroute('**/stappen');

    // The network goes, two labels wait on the device, the network comes back and they go.
    const offline = await rendersTijdens(page, async () => {
      await zetOffline(context, true);
      await expect(stand).toContainText('Geen verbinding');
    });
    await scan(page, codes[2]!);
    await scan(page, codes[3]!);
    await expect(stand).toContainText('2 stappen wachten op verzending.');
    const online = await rendersTijdens(page, async () => {
      await zetOffline(context, false);
      await expect(stand).toHaveText('Alles is verzonden.', { timeout: 20_000 });
    });

    for (const commits of [antwoord, offline, online]) {
      expect(commits.length, 'de melding rendert iets').toBeGreaterThan(0);
      for (const commit of commits) {
        // The queue's line (plain markup): not the screen, its section, rows or field.
        expect(commit.length, JSON.stringify(commit)).toBeLessThanOrEqual(2);
        expect(commit.filter((r) => r.testid === 'stappen-wachtrij')).toHaveLength(1);
        expect(commit.filter((r) => r.testid === 'verkoper' || r.testid === 'artikel')).toEqual([]);
      }
    }
    // What the steps did is all there, on the screen and on the server.
    await expect(page.getByTestId('telling')).toHaveText(`4 van ${PRIJZEN.length} artikelen met label ingeleverd`);
    const statussen = await rijen.evaluateAll((li) => li.map((l) => l.getAttribute('data-status')));
    expect(statussen).toEqual(['ingeleverd', 'ingeleverd', 'ingeleverd', 'ingeleverd', 'aangemeld', 'aangemeld']);
    const opServer = await admin.get<InleverVerkoper>(`/api/inlevering/verkopers/${verkoper.nummer}`);
    expect(opServer.inlevering.ingeleverd).toHaveLength(4);

    // A step the server refuses (as when the settlement closed meanwhile) leaves the queue with
    // no record: the screen shows the row open again, and the refusal.
    await page.route('**/stappen', async (route) => {
      const { stappen } = route.request().postDataJSON() as { stappen: { id: string; verkopersnummer: number }[] };
      await route.fulfill({
        json: {
          uitkomsten: stappen.map((s) => ({ ...s, inlevering: null, gewijzigd: false, fout: 'Geweigerd in de test.' })),
        },
      });
    });
    await scan(page, codes[4]!);
    await expect(page.getByRole('alert').filter({ hasText: 'Geweigerd in de test.' })).toBeVisible({ timeout: 20_000 });
    await expect(rijen.nth(4)).toHaveAttribute('data-status', 'aangemeld');
    await expect(page.getByTestId('telling')).toHaveText(`4 van ${PRIJZEN.length} artikelen met label ingeleverd`);
    await expect(stand).toHaveText('Alles is verzonden.');
    await context.close();
  } finally {
    await admin.delete(`/api/aflevering/delete/${beurs.id}`);
  }
});
