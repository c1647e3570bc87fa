import { readFile } from 'node:fs/promises';
import type { Deelnemer, OutboxMail } from '../../functions/src/kern/types';
import { expect, test } from './fixtures';
import {
  afleveringen,
  deelnemer,
  isActieveDeelnemer,
  laatsteAflevering,
  nieuweDeelnemer,
  openBeheer,
  opgeslagen,
  ruimOp,
  toast,
  uniek,
  zoekDeelnemer,
} from './admin-helpers';

test.describe('Geregistreerden', () => {
  ruimOp();

  test('toont Aantal en Actief zoals de server ze telt, en de tabel op nummer', async ({ page, admin }) => {
    await nieuweDeelnemer(admin);
    const inactief = await nieuweDeelnemer(admin);
    const d = (await deelnemer(admin, inactief.id))!;
    // Taking part is per fair: the link to the current one (the latest aflevering) counts.
    await admin.put('/api/geregistreerde/save', {
      ...d,
      actief: false,
      afleveringen: d.afleveringen.map((a) => ({ ...a, actief: false })),
    });

    await openBeheer(page, '/geregistreerden');
    const alle = await admin.get<Deelnemer[]>('/api/geregistreerde/all');
    const huidige = laatsteAflevering(await afleveringen(admin));
    const personen = alle.filter(
      (p) => p.naam !== 'Kledingmaat' && (!huidige || p.afleveringen.some((a) => a.id === huidige.id)),
    );
    const actief = personen.filter((p) => isActieveDeelnemer(p, huidige)).length;
    await expect(page.getByTestId('aantal')).toHaveText(`Aantal: ${personen.length}`);
    await expect(page.getByTestId('actief')).toHaveText(`Actief: ${actief}`);
    // The public registration gate counts the same way.
    expect(await admin.get<number>('/api/geregistreerde/aantalactievedeelnemers')).toBe(actief);

    const nummers = await page.locator('[role="gridcell"][data-field="nummer"]').allInnerTexts();
    expect(nummers.length).toBeGreaterThan(1);
    const getallen = nummers.map(Number);
    expect(getallen).toEqual([...getallen].sort((a, b) => a - b));
  });

  test('naam en email inline bewerken; een lege waarde wordt niet opgeslagen', async ({ page, admin }) => {
    const p = await nieuweDeelnemer(admin, 'Bewerk');
    await openBeheer(page, '/geregistreerden');
    await zoekDeelnemer(page, p.naam);

    const nieuweNaam = uniek('Hernoemd');
    await page.getByRole('gridcell', { name: p.naam, exact: true }).dblclick();
    const invoer = page.locator('[data-field="naam"] input');
    await invoer.fill(`  ${nieuweNaam}  `);
    const antwoord = opgeslagen(page);
    await invoer.press('Enter');
    expect((await antwoord).ok()).toBe(true);
    expect((await deelnemer(admin, p.id))?.naam).toBe(nieuweNaam);

    await page.getByLabel('Zoeken').fill(nieuweNaam);
    await page.getByRole('gridcell', { name: p.email, exact: true }).dblclick();
    const email = page.locator('[data-field="email"] input');
    await email.fill('nieuw.adres@example.org');
    const antwoord2 = opgeslagen(page);
    await email.press('Enter');
    expect((await antwoord2).ok()).toBe(true);
    expect((await deelnemer(admin, p.id))?.email).toBe('nieuw.adres@example.org');

    // Only spaces: the edit is cancelled and nothing is sent.
    let verstuurd = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/geregistreerde/save')) verstuurd += 1;
    });
    await page.getByRole('gridcell', { name: nieuweNaam, exact: true }).dblclick();
    await invoer.fill('   ');
    await invoer.press('Enter');
    await expect(page.getByRole('gridcell', { name: nieuweNaam, exact: true })).toBeVisible();
    await page.getByRole('gridcell', { name: 'nieuw.adres@example.org', exact: true }).dblclick();
    await email.fill('');
    await email.press('Enter');
    await expect(page.getByRole('gridcell', { name: 'nieuw.adres@example.org', exact: true })).toBeVisible();
    await page.waitForTimeout(300);
    expect(verstuurd).toBe(0);
    const bewaard = await deelnemer(admin, p.id);
    expect([bewaard?.naam, bewaard?.email]).toEqual([nieuweNaam, 'nieuw.adres@example.org']);
  });

  test('een afgewezen email geeft een Nederlandse foutmelding en de tabel toont weer wat de server heeft', async ({
    page,
    admin,
  }) => {
    const p = await nieuweDeelnemer(admin, 'Fout');
    await openBeheer(page, '/geregistreerden');
    await zoekDeelnemer(page, p.naam);
    await page.getByRole('gridcell', { name: p.email, exact: true }).dblclick();
    const email = page.locator('[data-field="email"] input');
    await email.fill('geen-adres');
    await email.press('Enter');
    await expect(toast(page)).toContainText('Vul een geldig e-mailadres in');
    await expect(page.getByRole('gridcell', { name: p.email, exact: true })).toBeVisible();
    expect((await deelnemer(admin, p.id))?.email).toBe(p.email);
  });

  test('Actief zet de koppeling met de huidige beurs en de vlag van de persoon gelijk; de vrijwilligersvinkjes worden opgeslagen', async ({
    page,
    admin,
  }) => {
    const p = await nieuweDeelnemer(admin, 'Vlaggen');
    const voor = (await deelnemer(admin, p.id))!;
    expect(voor.actief).toBe(true);
    expect(voor.afleveringen.length).toBeGreaterThan(0);

    await openBeheer(page, '/geregistreerden');
    await zoekDeelnemer(page, p.naam);
    const actiefTekst = await page.getByTestId('actief').innerText();

    let antwoord = opgeslagen(page);
    await page.getByRole('checkbox', { name: `Actief: ${p.naam}` }).uncheck();
    await antwoord;
    let na = (await deelnemer(admin, p.id))!;
    expect(na.actief).toBe(false);
    expect(na.afleveringen[0].actief).toBe(false);
    await expect(page.getByTestId('actief')).not.toHaveText(actiefTekst);

    // The expander shows the nested afleveringen; their flag toggles on its own.
    await page.getByRole('button', { name: `Afleveringen van ${p.naam} tonen` }).click();
    const paneel = page.getByRole('table', { name: `Afleveringen van ${p.naam}` });
    await expect(
      paneel.getByRole('cell', { name: String(voor.afleveringen[0].volgnummer), exact: true }),
    ).toBeVisible();
    antwoord = opgeslagen(page);
    await paneel
      .getByRole('checkbox', { name: `Actief in aflevering ${voor.afleveringen[0].volgnummer}: ${p.naam}` })
      .check();
    await antwoord;
    na = (await deelnemer(admin, p.id))!;
    // The link to the current fair is what Actief shows: the person's flag follows it.
    expect([na.actief, na.afleveringen[0].actief]).toEqual([true, true]);
    await expect(page.getByRole('checkbox', { name: `Actief: ${p.naam}` })).toBeChecked();
    await page.getByRole('button', { name: `Afleveringen van ${p.naam} verbergen` }).click();
    await expect(paneel).toBeHidden();

    antwoord = opgeslagen(page);
    await page.getByRole('checkbox', { name: `Vrijwilliger vrijdag: ${p.naam}` }).check();
    await antwoord;
    antwoord = opgeslagen(page);
    await page.getByRole('checkbox', { name: `Vrijwilliger zaterdag: ${p.naam}` }).check();
    await antwoord;
    na = (await deelnemer(admin, p.id))!;
    expect([na.vrijwilligerVrijdag, na.vrijwilligerZaterdag]).toEqual([true, true]);

    antwoord = opgeslagen(page);
    await page.getByRole('checkbox', { name: `Actief: ${p.naam}` }).uncheck();
    await antwoord;
    na = (await deelnemer(admin, p.id))!;
    expect([na.actief, na.afleveringen[0].actief]).toEqual([false, false]);
  });

  test('een mislukte opslag meldt de fout en zet het vinkje terug', async ({ page, admin }) => {
    const p = await nieuweDeelnemer(admin, 'Mislukt');
    await openBeheer(page, '/geregistreerden');
    await zoekDeelnemer(page, p.naam);
    await page.route('**/api/geregistreerde/save', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'De server is even niet bereikbaar.' }),
      }),
    );
    const vinkje = page.getByRole('checkbox', { name: `Vrijwilliger vrijdag: ${p.naam}` });
    await vinkje.check({ force: true });
    await expect(toast(page)).toContainText('De server is even niet bereikbaar.');
    await expect(vinkje).not.toBeChecked();
    expect((await deelnemer(admin, p.id))?.vrijwilligerVrijdag).toBe(false);
  });

  test('verwijderen na bevestiging, met de melding', async ({ page, admin }) => {
    const p = await nieuweDeelnemer(admin, 'Weg');
    await openBeheer(page, '/geregistreerden');
    await zoekDeelnemer(page, p.naam);

    await page.getByRole('button', { name: `${p.naam} verwijderen` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Annuleren' }).click();
    expect(await deelnemer(admin, p.id)).toBeDefined();

    await page.getByRole('button', { name: `${p.naam} verwijderen` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
    await expect(toast(page)).toContainText('Info');
    await expect(toast(page)).toContainText(`${p.naam} verwijderd`);
    await expect(toast(page)).toHaveClass(/MuiAlert-colorError/);
    await expect(page.getByRole('gridcell', { name: p.naam, exact: true })).toBeHidden();
    expect(await deelnemer(admin, p.id)).toBeUndefined();
    // The spec's toast lifetime: 3000 ms.
    await expect(toast(page)).toBeHidden({ timeout: 4000 });
  });

  test('mail sturen toont de melding en zet de mail in de outbox', async ({ page, admin }) => {
    const p = await nieuweDeelnemer(admin, 'Mail');
    const voor = (await admin.get<OutboxMail[]>('/api/mail')).filter((m) => m.to === p.email).length;
    await openBeheer(page, '/geregistreerden');
    await zoekDeelnemer(page, p.naam);
    await page.getByRole('button', { name: `Mail sturen naar ${p.naam}` }).click();
    await expect(toast(page)).toContainText(`Mail gestuurd naar ${p.naam}`);
    await expect(toast(page)).toHaveClass(/MuiAlert-colorSuccess/);
    await expect
      .poll(async () => (await admin.get<OutboxMail[]>('/api/mail')).filter((m) => m.to === p.email).length)
      .toBe(voor + 1);
  });

  for (const breedte of [1280, 360]) {
    test(`de outbox: wachtende mails met de persoonlijke link zijn te zien, en opnieuw te sturen (${breedte} px)`, async ({
      page,
      admin,
    }) => {
      // Without a mail server (as here) every mail waits: the organiser still sees that it is there.
      const p = await nieuweDeelnemer(admin, 'Outbox');
      await page.setViewportSize({ width: breedte, height: 800 });
      await openBeheer(page, '/geregistreerden');
      const mails = page.getByRole('region', { name: 'Mails' });
      await expect(
        mails.getByText('Geen mislukte mails.').or(mails.getByRole('table', { name: 'Mislukte mails' })),
      ).toBeVisible();
      await mails.getByRole('button', { name: 'Wachtend' }).click();
      const wachtend = mails
        .getByRole('table', { name: 'Wachtende mails' })
        .getByRole('row')
        .filter({ hasText: p.email });
      await expect(wachtend).toHaveCount(1);
      await expect(wachtend).toContainText(`Je verkopersnummer voor de kinderkledingbeurs: ${p.nummer}`);
      const overloop = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overloop, 'niet breder dan het scherm').toBeLessThanOrEqual(0);
      // Resending the confirmation (with the personal link) from the list of persons: one more waits.
      await zoekDeelnemer(page, p.naam);
      await page.getByRole('button', { name: `Mail sturen naar ${p.naam}` }).click();
      await expect(toast(page)).toContainText(`Mail gestuurd naar ${p.naam}`);
      await mails.getByRole('button', { name: 'Wachtende mails vernieuwen' }).click();
      await expect(wachtend).toHaveCount(2);
      await mails.screenshot({ path: test.info().outputPath(`outbox-${breedte}.png`) });
    });
  }

  test("de rij 'Kledingmaat' kan niet worden verwijderd, gemaild of hernoemd", async ({ page, admin }) => {
    const alle = await admin.get<Deelnemer[]>('/api/geregistreerde/all');
    expect(
      alle.some((d) => d.naam === 'Kledingmaat'),
      'de demo-inhoud heeft altijd de rij Kledingmaat',
    ).toBe(true);
    await openBeheer(page, '/geregistreerden');
    await zoekDeelnemer(page, 'Kledingmaat');
    await expect(page.getByRole('button', { name: 'Kledingmaat verwijderen' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Mail sturen naar Kledingmaat' })).toBeDisabled();
    await page.getByRole('gridcell', { name: 'Kledingmaat', exact: true }).dblclick();
    await expect(page.locator('[data-field="naam"] input')).toHaveCount(0);
  });

  test('exporteert een CSV die Excel goed opent', async ({ page, admin }) => {
    const p = await nieuweDeelnemer(admin, 'Één Export');
    await openBeheer(page, '/geregistreerden');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporteren (CSV)' }).click();
    const bestand = await download;
    expect(bestand.suggestedFilename()).toMatch(/^deelnemers-\d{4}-\d{2}-\d{2}\.csv$/);
    const tekst = await readFile((await bestand.path())!, 'utf8');
    expect(tekst.charCodeAt(0)).toBe(0xfeff);
    const regels = tekst.slice(1).split('\r\n');
    expect(regels[0]).toBe(
      '"nummer";"naam";"email";"telefoon";"actief";"vrijwilliger vrijdag";"vrijwilliger zaterdag"',
    );
    expect(regels).toContain(`"${p.nummer}";"${p.naam}";"${p.email}";"06-12345678";"ja";"nee";"nee"`);
  });

  test('mislukte mails opnieuw versturen', async ({ page, admin }) => {
    const p = await nieuweDeelnemer(admin, 'Outbox');
    // Without SMTP a mail waits; the list of failed mails is taken from a real waiting mail.
    const mail = (await admin.get<OutboxMail[]>('/api/mail')).find((m) => m.to === p.email)!;
    expect(mail).toBeDefined();
    await page.route('**/api/mail?status=mislukt', (route) =>
      route.fulfill({
        json: [{ ...mail, status: 'mislukt', attempts: 8, error: 'Verbinding met de mailserver geweigerd' }],
      }),
    );
    await openBeheer(page, '/geregistreerden');
    const sectie = page.getByRole('region', { name: 'Mails' });
    await expect(sectie.getByRole('cell', { name: p.email, exact: true })).toBeVisible();
    await expect(sectie.getByText('Verbinding met de mailserver geweigerd')).toBeVisible();
    const retry = page.waitForResponse((r) => r.url().endsWith(`/api/mail/${mail.id}/retry`));
    await sectie.getByRole('button', { name: `Opnieuw versturen aan ${p.email}` }).click();
    expect((await retry).ok()).toBe(true);
    await expect(toast(page)).toContainText(`Mail aan ${p.email} staat weer klaar om te versturen`);
  });
});
