/**
 * The administrator's own navigation: one Beheer tab in the header (which stays on one line),
 * and on the admin screens the grouped list of screens, beside the content at 1280 px and as a
 * drawer at 360 px, usable with the keyboard. Every admin screen with a table keeps its
 * controls on a phone (issue 17), and its table with column headers at 1280 px.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import type { ReservelijstOverzicht } from '../../functions/src/registratie/domein/reservelijst';
import type { KassaVoorBeheer } from '../../functions/src/kassa/domein/overzicht';
import type { Aflevering, OutboxMail } from '../../functions/src/kern/types';
import { BEHEER_MENU } from '../src/app/menu';
import { expect, geenAxeFouten, loginInBrowser, meldAanViaApi, OPEN, test, type AdminApi } from './fixtures';
import { nieuweDeelnemer, ruimOp, uniek, verkoperMetArtikelen, zoekDeelnemer } from './admin-helpers';

/** The tabs of the header menu all on one line. */
async function tabRegels(page: Page): Promise<number> {
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' }).first();
  const tops = await menu.locator('li').evaluateAll((items) => items.map((li) => li.getBoundingClientRect().top));
  return new Set(tops).size;
}

async function geenOverloop(page: Page) {
  const overloop = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overloop, `${page.url()} is breder dan het scherm`).toBeLessThanOrEqual(0);
}

/**
 * The element lies within the window, left to right, and no box around it that scrolls or
 * clips sideways (a table's or grid's) hides a part of it.
 */
async function binnenBeeld(page: Page, locator: Locator) {
  const vak = await locator.boundingBox();
  const breedte = page.viewportSize()!.width;
  const wat = await locator.evaluate((e) => e.outerHTML.slice(0, 160));
  expect(vak, `niet zichtbaar: ${wat}`).not.toBeNull();
  expect(vak!.x, wat).toBeGreaterThanOrEqual(0);
  expect(vak!.x + vak!.width, wat).toBeLessThanOrEqual(breedte);
  const afgeknipt = await locator.evaluate((e) => {
    const { left, right } = e.getBoundingClientRect();
    for (let ouder = e.parentElement; ouder; ouder = ouder.parentElement) {
      if (getComputedStyle(ouder).overflowX === 'visible') continue;
      const rand = ouder.getBoundingClientRect();
      const binnen = rand.left + ouder.clientLeft;
      if (left < binnen - 0.5 || right > binnen + ouder.clientWidth + 0.5) return ouder.className || ouder.tagName;
    }
    return null;
  });
  expect(afgeknipt, `${wat} valt deels buiten`).toBeNull();
}

/**
 * Buttons, links, check boxes, switches and fields: what a row (or the screen) offers to use.
 * A switch's own input is three times as wide as the switch drawn: the switch counts.
 */
const BEDIENING =
  'button, a[href], input:not([type="hidden"]):not(.MuiSwitch-input), textarea, [role="checkbox"], .MuiSwitch-root';

/** `gebied` and every control in it that is shown lie within the window. */
async function bedieningBinnenBeeld(page: Page, gebied: Locator) {
  await binnenBeeld(page, gebied);
  for (const element of await gebied.locator(BEDIENING).filter({ visible: true }).all()) {
    await binnenBeeld(page, element);
  }
}

test.describe('Het beheermenu', () => {
  test('op 1280 px: één regel tabs met Beheer, en naast elk beheerscherm de schermen per groep', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginInBrowser(page);
    expect(await tabRegels(page)).toBe(1);
    const hoofdmenu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    for (const item of BEHEER_MENU) await expect(hoofdmenu.getByRole('link', { name: item.label })).toHaveCount(0);

    await hoofdmenu.getByRole('link', { name: 'Beheer' }).click();
    await expect(page).toHaveURL(/\/geregistreerden$/);
    await expect(hoofdmenu.getByRole('link', { name: 'Beheer' })).toHaveAttribute('aria-current', 'page');
    const beheermenu = page.getByRole('navigation', { name: 'Beheermenu' });
    for (const groep of new Set(BEHEER_MENU.map((i) => i.groep))) {
      await expect(beheermenu.getByRole('list', { name: groep, exact: true })).toBeVisible();
    }
    for (const item of BEHEER_MENU) {
      await expect(beheermenu.getByRole('link', { name: item.label, exact: true })).toBeVisible();
    }
    await expect(beheermenu.getByRole('link', { name: 'Geregistreerden' })).toHaveAttribute('aria-current', 'page');
    expect(await tabRegels(page)).toBe(1);

    // Room to grow: sixteen screens in four groups still fit beside the content, in the window.
    const maat = await beheermenu.evaluate((nav) => ({
      top: nav.getBoundingClientRect().top,
      item: nav.querySelector('a')!.getBoundingClientRect().height,
      groep: nav.querySelector('li[id^="beheergroep-"]')!.getBoundingClientRect().height,
    }));
    expect(maat.top + 16 * maat.item + 4 * maat.groep).toBeLessThanOrEqual(800);

    // With the keyboard: Tab to an entry (visible focus), Enter opens it.
    const afleveringen = beheermenu.getByRole('link', { name: 'Afleveringen' });
    await afleveringen.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(afleveringen).toBeFocused();
    const outline = await afleveringen.evaluate((a) => getComputedStyle(a).outlineStyle);
    expect(outline).toBe('solid');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/afleveringen$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Afleveringen' })).toBeVisible();
    await geenOverloop(page);
  });

  test('op 360 px: de knop Beheermenu opent een lade, Escape sluit haar, een keuze opent het scherm', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await loginInBrowser(page);
    await page.goto('/geregistreerden');
    await expect(page.getByRole('navigation', { name: 'Beheermenu' })).toHaveCount(0);
    const knop = page.getByRole('button', { name: 'Beheermenu' });
    await knop.focus();
    await page.keyboard.press('Enter');
    const lade = page.getByRole('navigation', { name: 'Beheermenu' });
    for (const item of BEHEER_MENU)
      await expect(lade.getByRole('link', { name: item.label, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lade).toHaveCount(0);
    await expect(knop).toBeFocused();

    await knop.click();
    await lade.getByRole('link', { name: 'Afleveringen' }).click();
    await expect(page).toHaveURL(/\/afleveringen$/);
    await expect(lade).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Afleveringen' })).toBeVisible();
    await geenOverloop(page);
  });

  test('op 360 px staan bewerken en verwijderen van Afleveringen en Geregistreerden op het scherm', async ({
    page,
    admin,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const p = await nieuweDeelnemer(admin, 'Smalle Telefoon');
    await loginInBrowser(page);
    await page.goto('/afleveringen');
    const bewerken = page.getByRole('button', { name: /^Aflevering \d+ bewerken$/ }).first();
    await binnenBeeld(page, bewerken);
    await binnenBeeld(page, page.getByRole('button', { name: /^Aflevering \d+ verwijderen$/ }).first());
    await bewerken.click();
    await binnenBeeld(page, page.getByRole('button', { name: /^Aflevering \d+ opslaan$/ }).first());
    await binnenBeeld(page, page.getByRole('button', { name: /^Bewerken van aflevering \d+ annuleren$/ }).first());
    await geenOverloop(page);

    await page.goto('/geregistreerden');
    await zoekDeelnemer(page, p.naam);
    const rij = page.getByRole('row').filter({ hasText: p.naam });
    await binnenBeeld(page, rij.getByRole('checkbox').first());
    for (const knop of await rij.getByRole('button').all()) await binnenBeeld(page, knop);
    await geenOverloop(page);
  });
});

const EURO = /€\s?\d+,\d\d/;

/** The current fair, made if there is none yet. */
async function huidigeBeurs(admin: AdminApi): Promise<Aflevering> {
  const beurs = await admin.get<Aflevering | null>('/api/aflevering/last');
  if (beurs) return beurs;
  await admin.post('/api/aflevering', { volgnummer: 1, datum: '2027-03-13' });
  return (await admin.get<Aflevering | null>('/api/aflevering/last'))!;
}

/**
 * A seller of the current fair with one item, and a desk with a receipt that sold it, sent
 * as the desk's device does.
 */
async function verkoopOpKassa(admin: AdminApi, page: Page) {
  const verkoper = await verkoperMetArtikelen(admin, await huidigeBeurs(admin), [750]);
  const kassa = await admin.post<KassaVoorBeheer>('/api/kassas', { naam: uniek('Smal'), ruimte: 'Kleding' });
  const res = await page.request.post('/api/kassa/bonnen', {
    headers: { Authorization: `Bearer ${kassa.link.split('#')[1]}` },
    data: {
      bonnen: [
        {
          id: randomUUID(),
          regels: [{ verkopersnummer: verkoper.nummer, artikelnummer: 1, prijsCent: 750 }],
          ontvangenCent: 1_000,
          gesloten: new Date().toISOString(),
        },
      ],
      wachtend: 0,
      oudsteWachtend: null,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { verkoper, kassa };
}

/**
 * Every admin screen with a table, with the table (or list) to check once it shows data, and
 * the name of a column header the table has at 1280 px. Seeded through the API, and the
 * till's items straight into the database (see e2e/omgeving.ts).
 */
interface Scherm {
  pad: string;
  /** Puts data on the screen; returns the rows (or list items) to check. */
  voorbereid: (admin: AdminApi, page: Page) => Promise<(page: Page) => Locator[]>;
  /** A column header of the table as the desktop shows it. */
  kolom: string;
  /** What the screen shows when it is done loading. */
  klaar?: (page: Page) => Locator;
}

const SCHERMEN: Scherm[] = [
  {
    pad: '/artikelen',
    kolom: 'Artikelen',
    voorbereid: async (admin) => {
      const v = await verkoperMetArtikelen(admin, await huidigeBeurs(admin), [750, 1_249]);
      return (page) => [
        page.getByRole('table', { name: 'Artikelen per verkoper' }).getByRole('row').filter({ hasText: v.naam }),
      ];
    },
  },
  {
    pad: '/kassa',
    kolom: 'Te betalen',
    voorbereid: async (admin, page) => {
      const { kassa } = await verkoopOpKassa(admin, page);
      return (p) => [
        p.getByRole('table', { name: 'Bonnen' }).getByRole('row').filter({ hasText: kassa.naam }),
        p.getByRole('table', { name: 'Kassa’s' }).getByRole('row').filter({ hasText: kassa.naam }),
        p.getByTestId('kassakaart').filter({ hasText: kassa.naam }),
      ];
    },
  },
  {
    pad: '/afrekening',
    kolom: 'Retour bij inleveren',
    voorbereid: async (admin, page) => {
      const { verkoper: v, kassa } = await verkoopOpKassa(admin, page);
      return (p) => [
        p.getByRole('grid', { name: 'Afrekening per verkoper' }).getByRole('row').filter({ hasText: v.naam }),
        p.getByRole('table', { name: 'Kas per kassa' }).getByRole('row').filter({ hasText: kassa.naam }),
      ];
    },
  },
  {
    pad: '/geregistreerden',
    kolom: 'Pogingen',
    voorbereid: async (admin, page) => {
      const p = await nieuweDeelnemer(admin, 'Mislukte Mail');
      // Without SMTP a mail waits; the list of failed mails is taken from a real waiting mail.
      const mail = (await admin.get<OutboxMail[]>('/api/mail')).find((m) => m.to === p.email)!;
      await page.route('**/api/mail?status=mislukt', (route) =>
        route.fulfill({
          json: [{ ...mail, status: 'mislukt', attempts: 8, error: 'Verbinding met de mailserver geweigerd' }],
        }),
      );
      return (pagina) => [
        pagina.getByRole('table', { name: 'Mislukte mails' }).getByRole('row').filter({ hasText: p.email }),
      ];
    },
  },
  {
    pad: '/instellingen',
    kolom: 'Wat',
    voorbereid: async (admin) => {
      // Every registered person has a place in the plan of what is erased when.
      const p = await nieuweDeelnemer(admin, 'Bewaar Plan');
      return (page) => [page.getByTestId('bewaarplan').getByRole('row').filter({ hasText: p.naam }).first()];
    },
  },
  {
    pad: '/rooster',
    kolom: 'Telefoon',
    voorbereid: async (admin) => {
      await huidigeBeurs(admin);
      const naam = uniek('Smalle Vrijwilliger');
      const rooster = await admin.get<{
        diensten: { dienst: string; tijd: string; bezet: number; capaciteit: number }[];
      }>('/api/vrijwilligers/rooster');
      const dienst = rooster.diensten.find((d) => d.dienst === 'opbouw') ?? rooster.diensten[0]!;
      await admin.put(`/api/vrijwilligers/diensten/${dienst.dienst}`, {
        tijd: dienst.tijd,
        capaciteit: dienst.bezet + 1,
      });
      naderhand.push(() =>
        admin.put(`/api/vrijwilligers/diensten/${dienst.dienst}`, { tijd: dienst.tijd, capaciteit: dienst.capaciteit }),
      );
      await meldAanViaApi(naam, `${naam.replace(/\W+/g, '.').toLowerCase()}@voorbeeld.nl`, [dienst.dienst as never]);
      return (page) => [page.getByRole('row').filter({ hasText: naam })];
    },
  },
  {
    pad: '/reservelijst',
    kolom: '',
    voorbereid: async (admin) => {
      // The list takes people once the fair is full.
      const { aantalActief } = await admin.publicState();
      await admin.setSettings({ ...OPEN, maximumAantalDeelnemers: aantalActief });
      const naam = uniek('Smalle Reserve');
      await admin.post('/api/reservelijst', {
        naam,
        email: `${naam.replace(/\W+/g, '.').toLowerCase()}@voorbeeld.nl`,
        telefoon: '',
      });
      return (page) => [page.getByTestId('reserveplaats').filter({ hasText: naam })];
    },
  },
];

/** What a screen's preparation changed in the shared settings, put back after its test. */
const naderhand: (() => Promise<unknown>)[] = [];

test.describe('Beheertabellen op een telefoon (360 px) en op 1280 px', () => {
  // The sellers, volunteers and fairs a test adds are deleted afterwards (other files count them).
  ruimOp();
  test.afterEach(async ({ admin }) => {
    for (const terug of naderhand.splice(0)) await terug();
    for (const p of (await admin.get<ReservelijstOverzicht>('/api/reservelijst')).plaatsen) {
      await admin.delete(`/api/reservelijst/${p.id}`);
    }
    await admin.setSettings(OPEN);
  });

  for (const scherm of SCHERMEN) {
    test(`${scherm.pad}: elke knop, elk vinkje en veld van de rijen op het scherm, zonder zijwaarts scrollen`, async ({
      page,
      admin,
    }, info) => {
      // Two widths, each with a full axe run: on a busy machine that passes the 30 s default.
      test.slow();
      const rijen = await scherm.voorbereid(admin, page);
      await page.setViewportSize({ width: 360, height: 740 });
      await loginInBrowser(page);
      await page.goto(scherm.pad);
      for (const rij of rijen(page)) {
        await expect(rij).toBeVisible();
        await bedieningBinnenBeeld(page, rij);
      }
      // The phone's blocks: a table row's cells under each other (rows of a data grid and cards
      // have their own phone layout; their controls are checked above).
      const cellen = (rij: Locator) =>
        rij.evaluate((e) => ({
          tabelrij: e.tagName === 'TR',
          boven: [...e.querySelectorAll('td')].map((td) => td.getBoundingClientRect().top),
        }));
      for (const rij of rijen(page)) {
        const { tabelrij, boven } = await cellen(rij);
        if (!tabelrij) continue;
        expect(boven.length, 'een tabelrij met cellen').toBeGreaterThan(1);
        expect(new Set(boven).size, 'de cellen onder elkaar').toBeGreaterThan(1);
      }
      await bedieningBinnenBeeld(page, page.getByRole('main'));
      await geenOverloop(page);
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
      );
      await geenAxeFouten(page);
      const naam = scherm.pad.slice(1);
      await page.screenshot({ path: info.outputPath(`${naam}-360.png`), fullPage: true });

      await page.setViewportSize({ width: 1280, height: 800 });
      for (const rij of rijen(page)) {
        await expect(rij).toBeVisible();
        // The desktop's table: a row's cells side by side on one line.
        const { tabelrij, boven } = await cellen(rij);
        if (tabelrij) expect(new Set(boven).size, 'de cellen naast elkaar').toBe(1);
      }
      if (scherm.kolom) await expect(page.getByRole('columnheader', { name: scherm.kolom }).first()).toBeVisible();
      await bedieningBinnenBeeld(page, page.getByRole('main'));
      await geenOverloop(page);
      await page.screenshot({ path: info.outputPath(`${naam}-1280.png`), fullPage: true });
    });
  }

  test('de lijst van een verkoper (dialoog) past op 360 px', async ({ page, admin }, info) => {
    const v = await verkoperMetArtikelen(admin, await huidigeBeurs(admin), [750, 1_249]);
    await page.setViewportSize({ width: 360, height: 740 });
    await loginInBrowser(page);
    await page.goto('/artikelen');
    await page.getByRole('button', { name: `Lijst van verkoper ${v.nummer}` }).click();
    const dialoog = page.getByRole('dialog');
    const tabel = dialoog.getByRole('table', { name: `Artikelen van verkoper ${v.nummer}` });
    await expect(tabel.getByRole('row')).toHaveCount(3);
    await expect(tabel.getByRole('row').nth(1)).toContainText(EURO);
    await expect(tabel.getByRole('row').nth(1)).toContainText(v.codes[0]!);
    for (const rij of await tabel.locator('tbody tr').all()) await binnenBeeld(page, rij);
    await bedieningBinnenBeeld(page, dialoog);
    await geenOverloop(page);
    await page.screenshot({ path: info.outputPath('artikelen-lijst-360.png') });
  });
});
