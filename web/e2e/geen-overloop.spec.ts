/**
 * No admin screen and no dialog scrolls sideways, at 360 and at 1280 px (issue 25, defect 6):
 * every screen of the admin menu is visited and every dialog it has is opened, with data in
 * the tables (sellers with long names, their items, a sale on a desk, a volunteer), and the
 * page, each dialog and each grid or table region is as wide as what it shows, no wider.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import type { AfrekeningOverzicht } from '../../functions/src/afrekening/domein/afrekening';
import type { KassaVoorBeheer } from '../../functions/src/kassa/domein/overzicht';
import type { Aflevering } from '../../functions/src/kern/types';
import { BEHEER_MENU } from '../src/app/menu';
import { expect, loginInBrowser, meldAanViaApi, test, type AdminApi } from './fixtures';
import { nieuweDeelnemer, ruimOp, uniek } from './admin-helpers';
import { artikelenInDatabase } from './kassa-helpers';

const MAP = '/tmp/opmaak';
const LANGE_NAAM = 'Alexandra Wilhelmina van Oldenbarnevelt-Schimmelpenninck';

/**
 * What scrolls sideways: the page, and every box on it that scrolls sideways and holds more
 * than it shows (a dialog, a grid's scroller, a table's region), by class or tag.
 */
async function zijwaarts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fout: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth) fout.push(`de pagina (${doc.scrollWidth} > ${doc.clientWidth})`);
    for (const e of document.querySelectorAll<HTMLElement>('body *')) {
      const stijl = getComputedStyle(e);
      // A box that clips (a cell's ellipsis) does not scroll; one that scrolls, 'auto' or 'scroll', does.
      if (!['auto', 'scroll'].includes(stijl.overflowX) || e.clientWidth === 0) continue;
      // MUI's scrollable tabs have their own arrows; a text field's input scrolls its own text.
      if (e.closest('.MuiTabs-root') || e.tagName === 'INPUT' || e.tagName === 'TEXTAREA') continue;
      if (e.scrollWidth > e.clientWidth + 1) {
        const kader = e.closest('[role="dialog"], [role="grid"], [role="region"], main');
        const waar = kader?.getAttribute('aria-label') ?? kader?.getAttribute('aria-labelledby') ?? '';
        fout.push(`${e.tagName}.${String(e.className).split(' ')[0]} in ${waar} (${e.scrollWidth} > ${e.clientWidth})`);
      }
    }
    return fout;
  });
}

/** Once the screen has settled (a grid sizes its columns after its data arrives). */
async function geenZijwaarts(page: Page, wat: string) {
  await expect.poll(() => zijwaarts(page), { message: `${wat} scrolt zijwaarts` }).toEqual([]);
}

async function beursVanNu(admin: AdminApi): Promise<Aflevering> {
  const beurs = await admin.get<Aflevering | null>('/api/aflevering/last');
  if (beurs) return beurs;
  await admin.post('/api/aflevering', { volgnummer: 1, datum: '2027-03-13' });
  return (await admin.get<Aflevering | null>('/api/aflevering/last'))!;
}

/** Three sellers with long names and items, one item sold on a desk, a volunteer on the roster. */
async function metGegevens(admin: AdminApi, page: Page) {
  const beurs = await beursVanNu(admin);
  const verkopers = [];
  for (let i = 0; i < 3; i++) {
    const v = await nieuweDeelnemer(admin, LANGE_NAAM);
    await artikelenInDatabase(v.nummer, beurs.id, [
      {
        omschrijving: 'Winterjas met capuchon en voering, maat ruim',
        soort: 'Kleding',
        maat: '110-116',
        prijsCent: 1_250,
        retour: true,
      },
      {
        omschrijving: 'Houten treinbaan met brug en tunnel',
        soort: 'Speelgoed',
        maat: null,
        prijsCent: 2_275,
        retour: false,
      },
    ]);
    verkopers.push(v);
  }
  const kassa = await admin.post<KassaVoorBeheer>('/api/kassas', {
    naam: uniek('Kassa Kleding beneden'),
    ruimte: 'Kleding',
  });
  const res = await page.request.post('/api/kassa/bonnen', {
    headers: { Authorization: `Bearer ${kassa.link.split('#')[1]}` },
    data: {
      bonnen: [
        {
          id: randomUUID(),
          regels: verkopers.map((v) => ({ verkopersnummer: v.nummer, artikelnummer: 1, prijsCent: 1_250 })),
          ontvangenCent: 5_000,
          gesloten: new Date().toISOString(),
        },
      ],
      wachtend: 0,
      oudsteWachtend: null,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const rooster = await admin.get<{ diensten: { dienst: string; tijd: string; bezet: number; capaciteit: number }[] }>(
    '/api/vrijwilligers/rooster',
  );
  const dienst = rooster.diensten.find((d) => d.bezet < d.capaciteit);
  const vrijwilliger = uniek(LANGE_NAAM);
  if (dienst) {
    await meldAanViaApi(vrijwilliger, `${vrijwilliger.replace(/\W+/g, '.').toLowerCase()}@voorbeeld.nl`, [
      dienst.dienst as never,
    ]);
  }
  return { verkopers, kassa };
}

type Gegevens = Awaited<ReturnType<typeof metGegevens>>;

/** The dialogs of each screen: how to open each, by the control a user would use. */
const DIALOGEN: Record<string, { naam: string; open: (page: Page, g: Gegevens) => Promise<Locator> }[]> = {
  '/geregistreerden': [
    {
      naam: 'ander-nummer',
      open: async (page, g) => {
        await page.getByLabel('Zoeken').fill(g.verkopers[0]!.naam);
        await page.getByRole('button', { name: `Ander nummer geven aan ${g.verkopers[0]!.naam}` }).click();
        return page.getByRole('dialog', { name: 'Ander nummer geven' });
      },
    },
    {
      naam: 'verwijderen',
      open: async (page, g) => {
        await page.getByLabel('Zoeken').fill(g.verkopers[0]!.naam);
        await page.getByRole('button', { name: `${g.verkopers[0]!.naam} verwijderen` }).click();
        return page.getByRole('dialog');
      },
    },
  ],
  '/afleveringen': [
    {
      naam: 'toevoegen',
      open: async (page) => {
        await page.getByRole('button', { name: 'Aflevering toevoegen' }).click();
        const dialoog = page.getByRole('dialog', { name: 'Aflevering toevoegen' });
        // The calendar's own controls are on the screen, not cut off.
        for (const knop of [
          dialoog.getByRole('button', { name: /volgende maand/i }),
          dialoog.getByRole('button', { name: 'Wissen' }),
        ]) {
          await expect(knop).toBeInViewport({ ratio: 1 });
        }
        return dialoog;
      },
    },
    {
      naam: 'verwijderen',
      open: async (page) => {
        await page
          .getByRole('button', { name: /^Aflevering \d+ verwijderen$/ })
          .first()
          .click();
        return page.getByRole('dialog');
      },
    },
  ],
  '/instellingen': [
    {
      naam: 'contactpersoon',
      open: async (page) => {
        await page.getByRole('button', { name: 'Contactpersoon toevoegen' }).click();
        return page.getByRole('dialog');
      },
    },
  ],
  '/rooster': [
    {
      naam: 'mail',
      open: async (page) => {
        await page.getByRole('button', { name: 'Mail deze dienst' }).and(page.locator(':enabled')).first().click();
        return page.getByRole('dialog');
      },
    },
  ],
  '/artikelen': [
    {
      naam: 'lijst',
      open: async (page, g) => {
        await page.getByRole('button', { name: `Lijst van verkoper ${g.verkopers[0]!.nummer}` }).click();
        return page.getByRole('dialog');
      },
    },
  ],
  '/kassa': [
    {
      naam: 'toevoegen',
      open: async (page) => {
        await page.getByRole('button', { name: 'Kassa toevoegen' }).click();
        return page.getByRole('dialog');
      },
    },
    {
      naam: 'bon-annuleren',
      open: async (page, g) => {
        await page
          .getByRole('table', { name: 'Bonnen' })
          .getByRole('row')
          .filter({ hasText: g.kassa.naam })
          .getByRole('button', { name: 'Annuleren' })
          .click();
        return page.getByRole('dialog');
      },
    },
  ],
  '/afrekening': [
    {
      naam: 'verkoper',
      open: async (page, g) => {
        await page
          .getByRole('grid', { name: 'Afrekening per verkoper' })
          .getByRole('row')
          .filter({ hasText: g.verkopers[0]!.naam })
          .click();
        return page.getByRole('dialog');
      },
    },
    {
      naam: 'afsluiten',
      open: async (page) => {
        await page.getByRole('button', { name: 'Afrekening afsluiten' }).click();
        return page.getByRole('dialog');
      },
    },
  ],
};

test.describe('Geen beheerscherm en geen dialoog scrolt zijwaarts', () => {
  ruimOp();

  for (const breedte of [360, 1280]) {
    test(`op ${breedte} px: elk scherm van het beheermenu en elke dialoog`, async ({ page, admin }) => {
      // Nine screens and eleven dialogs at one width: more than the 30 s default on a busy machine.
      test.setTimeout(180_000);
      const gegevens = await metGegevens(admin, page);
      // Lines under Nakijken that other tests' desks left (seller numbers not taking part) hold the
      // close back; the administrator decides on them, so the close dialog can be opened here.
      const { afrekening } = await admin.get<AfrekeningOverzicht>('/api/afrekening');
      if (afrekening.totalen.nakijkenOpen > 0)
        for (const soort of ['prijs', 'onbekend-artikel', 'onbekende-verkoper']) {
          const { csrfToken } = (await (await admin.request.get('/api/session')).json()) as { csrfToken: string };
          const res = await admin.request.put('/api/afrekening/regels', {
            data: { soort, besluit: 'akkoord' },
            headers: { 'X-XSRF-TOKEN': csrfToken },
          });
          expect([200, 409], await res.text()).toContain(res.status());
        }
      await page.setViewportSize({ width: breedte, height: breedte > 600 ? 900 : 780 });
      await loginInBrowser(page);
      for (const { to } of BEHEER_MENU) {
        await page.goto(to);
        // The admin screens load lazily: on a busy machine the first takes longer than 7 s.
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
        await page.waitForLoadState('networkidle');
        await geenZijwaarts(page, to);
        if (to === '/afrekening') {
          // Every column the grid shows has its whole name in its header (Administratie, Retourkosten).
          const koppen = page
            .getByRole('grid', { name: 'Afrekening per verkoper' })
            .locator('.MuiDataGrid-columnHeaderTitle');
          expect(await koppen.count()).toBeGreaterThan(breedte > 600 ? 7 : 2);
          const afgekapt = await koppen.evaluateAll((titels) =>
            titels.filter((t) => t.scrollWidth > t.clientWidth).map((t) => t.textContent),
          );
          expect(afgekapt, 'afgekapte kolomkoppen').toEqual([]);
        }
        await page.screenshot({ path: `${MAP}/${to.slice(1)}-${breedte}.png`, fullPage: true });
        for (const dialoog of DIALOGEN[to] ?? []) {
          const venster = await dialoog.open(page, gegevens);
          await expect(venster).toBeVisible();
          await page.waitForFunction(() =>
            document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
          );
          await geenZijwaarts(page, `${to}: dialoog ${dialoog.naam}`);
          await page.screenshot({ path: `${MAP}/${to.slice(1)}-${dialoog.naam}-${breedte}.png` });
          await page.keyboard.press('Escape');
          await expect(venster).toBeHidden();
        }
      }
    });
  }
});
