import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { nieuweDeelnemer, openBeheer, ruimOp, zoekDeelnemer } from './admin-helpers';

const MAP = join(import.meta.dirname, '..', '..', 'screenshots');
mkdirSync(MAP, { recursive: true });

const SCHERMEN = [
  { pad: '/geregistreerden', naam: 'geregistreerden' },
  { pad: '/afleveringen', naam: 'afleveringen' },
  { pad: '/instellingen', naam: 'instellingen' },
  { pad: '/nieuws-edit', naam: 'nieuws' },
];

async function foto(page: Page, naam: string) {
  // Fonts and the grid's measurements settle after the data arrives.
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(MAP, `${naam}.png`), fullPage: true });
}

test.describe('Schermafdrukken van de beheerschermen', () => {
  ruimOp();

  for (const breedte of [1280, 360]) {
    test(`alle beheerschermen op ${breedte} px: niet breder dan het scherm, geen axe-fouten`, async ({
      page,
      admin,
    }) => {
      // Six screens, each photographed and checked by axe: on a busy 2-core machine that took over 30 s.
      test.slow();
      await page.setViewportSize({ width: breedte, height: breedte > 600 ? 900 : 780 });
      await nieuweDeelnemer(admin, 'Marieke Voorbeeld');
      await openBeheer(page, '/home');
      for (const { pad, naam } of SCHERMEN) {
        await page.goto(pad);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await foto(page, `admin-${naam}-${breedte}`);
        const overloop = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overloop, `${pad} is breder dan het scherm`).toBeLessThanOrEqual(0);
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(violations.map((v) => `${pad}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
          [],
        );
      }
    });
  }

  test('uitgeklapte rij, toevoegvenster en rij bewerken, zonder axe-fouten', async ({ page, admin }) => {
    // Three screens, each with an axe analysis: more than the default 30 s on a loaded machine.
    test.slow();
    const p = await nieuweDeelnemer(admin, 'Sanne Uitgeklapt');
    await openBeheer(page, '/geregistreerden');
    await zoekDeelnemer(page, p.naam);
    await page.getByRole('button', { name: `Afleveringen van ${p.naam} tonen` }).click();
    await foto(page, 'admin-geregistreerden-uitgeklapt-1280');
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.goto('/afleveringen');
    await page.getByRole('button', { name: 'Aflevering toevoegen' }).click();
    await expect(page.getByRole('dialog', { name: 'Aflevering toevoegen' })).toBeVisible();
    await foto(page, 'admin-afleveringen-toevoegen-1280');
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Annuleren' }).click();

    await page
      .getByRole('button', { name: /^Aflevering \d+ bewerken$/ })
      .first()
      .click();
    await page.getByRole('button', { name: /^Kies datum/ }).click();
    await expect(page.getByRole('button', { name: 'Wissen' })).toBeVisible();
    await foto(page, 'admin-afleveringen-bewerken-1280');
  });
});
