/**
 * Helpers for the admin browser tests: unique test data through the admin API, and
 * finding things on the admin screens the way a user does (by role and label).
 */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { Aflevering, Deelnemer, PublicState, Registratie } from '../../functions/src/kern/types';
import { createAdminApi, expect, loginInBrowser, test, type AdminApi } from './fixtures';
import { artikelenInDatabase } from './kassa-helpers';

// `functions` is CommonJS and this package ESM: its domain rules are loaded through require.
const require = createRequire(import.meta.url);
export const { langeDatum, plusDagen, tabelDatum } =
  require('../../functions/src/kern/datums') as typeof import('../../functions/src/kern/datums');
export const { laatsteAflevering, nieuweAfleveringStandaard } =
  require('../../functions/src/seizoen/domein/aflevering') as typeof import('../../functions/src/seizoen/domein/aflevering');
export const { MELDING_MAXIMUM, MELDING_NIET_GEOPEND, meldingGesloten, isActieveDeelnemer } =
  require('../../functions/src/registratie/domein/registratie') as typeof import('../../functions/src/registratie/domein/registratie');

let teller = 0;

/** Online item entry open until far ahead (the default deadline depends on the weekday the tests run). */
export const ARTIKELEN_AAN = {
  onlineInvoeren: true,
  prijsStapCent: 50,
  minimumPrijsCent: 50,
  maxArtikelen: 48,
  deadline: '2099-12-31T23:59',
};
/** Online item entry closed, as a fair starts. */
export const ARTIKELEN_UIT = { ...ARTIKELEN_AAN, onlineInvoeren: false, deadline: null };

/** A name no other test (or earlier run on the same server) uses. */
export function uniek(prefix: string): string {
  teller += 1;
  return `${prefix} ${Date.now().toString(36)}${teller}`;
}

/** Registers a person as the administrator does (past the open/closed/capacity gate). */
export async function nieuweDeelnemer(admin: AdminApi, prefix = 'Deelnemer'): Promise<Registratie & { email: string }> {
  const naam = uniek(prefix);
  const email = `${naam
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '')}@example.org`;
  const registratie = await admin.post<Registratie>('/api/geregistreerde/save', {
    naam,
    email,
    telefoon: '06-12345678',
  });
  return { ...registratie, email };
}

/**
 * A seller of the fair with one item per price, put straight into the server's database (the
 * items' own API is the seller's screen; see e2e/omgeving.ts). The item codes by item number.
 */
export async function verkoperMetArtikelen(
  admin: AdminApi,
  beurs: Aflevering,
  prijzen: number[],
): Promise<{ nummer: number; naam: string; codes: string[] }> {
  const { nummer, naam } = await nieuweDeelnemer(admin, 'Kassaverkoper');
  const codes = await artikelenInDatabase(
    nummer,
    beurs.id,
    prijzen.map((prijsCent, i) => ({
      omschrijving: `Broek ${i + 1}`,
      soort: 'Kleding',
      maat: '110-116',
      prijsCent,
      retour: false,
    })),
  );
  return { nummer, naam, codes };
}

export async function deelnemer(admin: AdminApi, id: string): Promise<Deelnemer | undefined> {
  return (await admin.get<Deelnemer[]>('/api/geregistreerde/all')).find((d) => d.id === id);
}

export async function afleveringen(admin: AdminApi): Promise<Aflevering[]> {
  return admin.get<Aflevering[]>('/api/aflevering/all');
}

/** A fair of the test's own, half a year after the last one; the test removes it afterwards. */
/**
 * After a test that paid by bank: its fair deleted, and the fair's default again for the next
 * test file (everyone in cash, no organisation's account, no pin at the tills).
 */
export async function zetBankUitbetalingTerug(admin: AdminApi, beurs: Aflevering | null): Promise<void> {
  if (beurs) await admin.delete(`/api/aflevering/delete/${beurs.id}`);
  const i = await admin.get<Record<string, unknown>>('/api/afrekening/instellingen');
  await admin.put('/api/afrekening/instellingen', { ...i, bankUitbetaling: false, iban: '', tenaamstelling: '' });
  await admin.put('/api/kassas/instellingen', { pinnen: false });
}

export async function nieuweBeurs(admin: AdminApi): Promise<Aflevering> {
  const vorige = laatsteAflevering(await afleveringen(admin))!;
  await admin.post('/api/aflevering', { volgnummer: vorige.volgnummer + 1, datum: plusDagen(vorige.datum, 26 * 7) });
  return laatsteAflevering(await afleveringen(admin))!;
}

/**
 * For a till spec's beforeAll: one seller per list of prices, each with an item per price, in
 * the current fair (made when the server has none yet).
 */
export async function kassaverkopers(...prijzen: number[][]): Promise<{ nummer: number; codes: string[] }[]> {
  const admin = await createAdminApi();
  try {
    let beurs = await admin.get<Aflevering | null>('/api/aflevering/last');
    if (!beurs) {
      await admin.post('/api/aflevering', { volgnummer: 1, datum: '2027-03-13' });
      beurs = (await admin.get<Aflevering | null>('/api/aflevering/last'))!;
    }
    const verkopers = [];
    for (const lijst of prijzen) verkopers.push(await verkoperMetArtikelen(admin, beurs, lijst));
    return verkopers;
  } finally {
    await admin.dispose();
  }
}

/** Logs in through the login page and opens an admin screen. */
export async function openBeheer(page: Page, pad: string): Promise<void> {
  await loginInBrowser(page);
  await page.goto(pad);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Narrows the Geregistreerden table to one person, however many there are. */
export async function zoekDeelnemer(page: Page, naam: string): Promise<void> {
  await page.getByLabel('Zoeken').fill(naam);
  await expect(page.getByRole('gridcell', { name: naam, exact: true })).toBeVisible();
}

/** Waits for the answer to the admin's save of one person. */
export const opgeslagen = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/geregistreerde/save') && r.request().method() === 'PUT');

/** The toast area: MUI Alerts inside Snackbars. */
export const toast = (page: Page) => page.locator('.MuiSnackbar-root [role="alert"]');

async function inGroepen(ids: string[], actie: (id: string) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < ids.length; i += 25) await Promise.all(ids.slice(i, i + 25).map(actie));
}

/**
 * Leaves the shared server as the test found it: the people and afleveringen a test adds
 * are deleted afterwards, so other test files (the public pages' capacity checks, the next
 * fair date) do not see them.
 */
export function ruimOp(): void {
  let deelnemers = new Set<string>();
  let rondes = new Set<string>();
  let publiek: PublicState | undefined;
  test.beforeEach(async ({ admin }) => {
    deelnemers = new Set((await admin.get<Deelnemer[]>('/api/geregistreerde/all')).map((d) => d.id));
    rondes = new Set((await afleveringen(admin)).map((a) => a.id));
    publiek = await admin.publicState();
  });
  test.afterEach(async ({ admin }) => {
    const nieuweDeelnemers = (await admin.get<Deelnemer[]>('/api/geregistreerde/all')).filter(
      (d) => !deelnemers.has(d.id),
    );
    await inGroepen(
      nieuweDeelnemers.map((d) => d.id),
      (id) => admin.delete(`/api/geregistreerde/delete/${id}`),
    );
    const nieuweRondes = (await afleveringen(admin)).filter((a) => !rondes.has(a.id));
    await inGroepen(
      nieuweRondes.map((a) => a.id),
      (id) => admin.delete(`/api/aflevering/delete/${id}`),
    );
    // Adding the next aflevering closed registration and cleared the news: as it was for the next file.
    const nu = await admin.publicState();
    if (publiek && nu.nieuws.tekst !== publiek.nieuws.tekst) await admin.saveNieuws(publiek.nieuws.tekst);
    const { inschrijvingGeopend, inschrijvingGesloten } = publiek?.settings ?? nu.settings;
    if (
      nu.settings.inschrijvingGeopend !== inschrijvingGeopend ||
      nu.settings.inschrijvingGesloten !== inschrijvingGesloten
    )
      await admin.setSettings({ inschrijvingGeopend, inschrijvingGesloten });
  });
}
