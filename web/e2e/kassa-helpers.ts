/**
 * The till in the browser tests: a desk's device opening its link, a scanner's keystrokes, a
 * hand-written label typed in, and a fair's items put straight into the server's database
 * (omgeving.ts: the items' own API belongs to another screen).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { ArtikelInvoer } from '../../functions/src/artikelen/domein/artikelen';
import type { KassaBeheerOverzicht, KassaVoorBeheer } from '../../functions/src/kassa/domein/overzicht';
import { type AdminApi, expect } from './fixtures';
import { DATA_DIR } from './omgeving';

const require = createRequire(import.meta.url);
const { artikelcode } =
  require('../../functions/src/artikelen/domein/artikelcode') as typeof import('../../functions/src/artikelen/domein/artikelcode');
const { createSqliteStore } =
  require('../../functions/lib/app/store/sqlite') as typeof import('../../functions/src/app/store/sqlite');

/** Adds a seller's items to a fair, straight into the database; answers their codes, by item number. */
export async function artikelenInDatabase(
  verkopersnummer: number,
  afleveringId: string,
  artikelen: ArtikelInvoer[],
): Promise<string[]> {
  const store = createSqliteStore(join(DATA_DIR, 'beurs.sqlite'));
  await store.init();
  const codes: string[] = [];
  try {
    for (const artikel of artikelen) {
      const a = await store.voegArtikelToe(verkopersnummer, artikel, {
        afleveringId,
        maxArtikelen: 48,
        now: new Date(),
      });
      codes.push(artikelcode(a));
    }
  } finally {
    await store.close();
  }
  return codes;
}

/** A drop-off or pick-up desk's device: its link in a fresh browser context. */
export async function openBalie(browser: Browser, balie: Pick<KassaVoorBeheer, 'link'>, breedte: number) {
  const context = await browser.newContext({ viewport: { width: breedte, height: 800 } });
  const page = await context.newPage();
  const url = new URL(balie.link);
  await page.goto(`${url.pathname}${url.hash}`);
  return { context, page };
}

/** Opens the desk's link in a fresh browser context (another device), ready to sell. */
export async function openKassa(browser: Browser, kassa: KassaVoorBeheer, breedte = 1280) {
  const context = await browser.newContext({ viewport: { width: breedte, height: 800 } });
  const page = await context.newPage();
  await page.goto(`/kassa#${kassa.link.split('#')[1]}`);
  await expect(page.getByRole('heading', { name: `Kassa ${kassa.naam}` })).toBeVisible();
  await expect(page.getByLabel('Verkopersnummer')).toBeFocused();
  return { context, page };
}

/** A scanner: the code's keystrokes and Enter, into whatever has the focus. */
export async function scan(page: Page, code: string) {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

/** A hand-written label: the seller number, Enter, the price, Enter. */
export async function typPrijs(page: Page, nummer: number, prijs: string) {
  await scan(page, String(nummer));
  await expect(page.getByLabel(`Prijs voor verkoper ${nummer}`)).toBeFocused();
  await page.keyboard.type(prijs);
  await page.keyboard.press('Enter');
}

/** The receipts the server has stored from this desk. */
export async function bonnenVan(admin: AdminApi, kassa: Pick<KassaVoorBeheer, 'id'>) {
  return (await admin.get<KassaBeheerOverzicht>('/api/kassas')).bonnen.filter((b) => b.kassaId === kassa.id);
}

/**
 * Waits until the server holds `aantal` receipts from this desk and the desk's queue is empty.
 * The label "Alle bonnen zijn verzonden." alone proves nothing right after a sale: it already
 * said so before the receipt was closed, and the send may not have started yet.
 */
export async function allesVerzonden(page: Page, admin: AdminApi, kassa: Pick<KassaVoorBeheer, 'id'>, aantal: number) {
  await expect.poll(async () => (await bonnenVan(admin, kassa)).length, { timeout: 20_000 }).toBe(aantal);
  await expect(page.getByTestId('wachtrij')).toHaveText('Alle bonnen zijn verzonden.', { timeout: 20_000 });
}
