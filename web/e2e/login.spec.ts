import { ADMIN_PASSWORD, ADMIN_USERNAME, expect, loginInBrowser, test } from './fixtures';

test.describe('Inloggen', () => {
  test('een verkeerd wachtwoord toont de fout en je blijft uitgelogd', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Gebruikersnaam').fill(ADMIN_USERNAME);
    await page.getByLabel('Wachtwoord').fill(`${ADMIN_PASSWORD}-fout`);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('alert')).toHaveText('Er is iets foutgegaan, probeer het opnieuw');
    await expect(page).toHaveURL(/\/login$/);
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(menu.getByRole('link', { name: 'Inloggen' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Geregistreerden' })).toHaveCount(0);
  });

  test('inloggen, ingelogd blijven na herladen, de beheerschermen openen, uitloggen', async ({ page }) => {
    await loginInBrowser(page);
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(menu.getByRole('link', { name: 'Inloggen' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Beheer' })).toBeVisible();

    // The logged-in state is the server session: it survives a reload.
    await page.reload();
    await expect(menu.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
    await menu.getByRole('link', { name: 'Beheer' }).click();
    const beheermenu = page.getByRole('navigation', { name: 'Beheermenu' });
    for (const tab of ['Geregistreerden', 'Reservelijst', 'Afleveringen', 'Instellingen', 'Nieuws']) {
      await expect(beheermenu.getByRole('link', { name: tab, exact: true })).toBeVisible();
    }
    await beheermenu.getByRole('link', { name: 'Instellingen' }).click();
    await expect(page.getByRole('checkbox', { name: 'Inschrijving geopend' })).toBeVisible();

    await menu.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(menu.getByRole('link', { name: 'Inloggen' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Beheer' })).toHaveCount(0);
    const sessie = await (await page.request.get('/api/session')).json();
    expect(sessie.loggedIn).toBe(false);

    await page.goto('/instellingen');
    await expect(page.getByRole('heading', { level: 1, name: 'Welkom bij de kinderkledingbeurs' })).toBeVisible();
  });
});
