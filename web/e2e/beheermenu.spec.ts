/**
 * The administrator's own navigation: one Beheer tab in the header (which stays on one line),
 * and on the admin screens the grouped list of screens, beside the content at 1280 px and as a
 * drawer at 360 px, usable with the keyboard. Admin tables keep their controls on a phone.
 */
import type { Page } from '@playwright/test';
import { BEHEER_MENU } from '../src/app/menu';
import { expect, loginInBrowser, test } from './fixtures';
import { nieuweDeelnemer, zoekDeelnemer } from './admin-helpers';

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

/** The element lies within the window, left to right. */
async function binnenBeeld(page: Page, locator: ReturnType<Page['locator']>) {
  const vak = await locator.boundingBox();
  const breedte = page.viewportSize()!.width;
  expect(vak, 'niet zichtbaar').not.toBeNull();
  expect(vak!.x).toBeGreaterThanOrEqual(0);
  expect(vak!.x + vak!.width).toBeLessThanOrEqual(breedte);
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
