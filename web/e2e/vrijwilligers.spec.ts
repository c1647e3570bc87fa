/**
 * Volunteers: the sign-up on the Vrijwilligers page (places left, full shifts), signing up and
 * withdrawing through the personal link (the volunteer flags follow), and the administrator's
 * roster (time and capacity, removing, mailing one shift, printing). At 360 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Aflevering, Deelnemer, OutboxMail } from '../../functions/src/kern/types';
import type { DienstSoort, Rooster } from '../../functions/src/vrijwilligers/domein/vrijwilligers';
import {
  expect,
  geenAxeFouten,
  loginInBrowser,
  meldAanViaApi,
  OPEN,
  registreerViaApi,
  test,
  type AdminApi,
} from './fixtures';

const MAP = join(import.meta.dirname, '..', '..', 'screenshots');
mkdirSync(MAP, { recursive: true });

let teller = 0;
const adres = (naam: string) => `${naam}.${Date.now().toString(36)}${teller++}@voorbeeld.nl`;

/** A current fair to sign up for, and each shift set to `vrij` places left (0: full). */
async function dienstenMetPlaatsen(admin: AdminApi, vrij: Record<DienstSoort, number>): Promise<Rooster> {
  if (!(await admin.get<Aflevering | null>('/api/aflevering/last'))) {
    await admin.post('/api/aflevering', { volgnummer: 1, datum: '2027-03-13' });
  }
  const rooster = await admin.get<Rooster>('/api/vrijwilligers/rooster');
  for (const d of rooster.diensten) {
    await admin.put(`/api/vrijwilligers/diensten/${d.dienst}`, { tijd: d.tijd, capaciteit: d.bezet + vrij[d.dienst] });
  }
  return admin.get<Rooster>('/api/vrijwilligers/rooster');
}

async function pastInScherm(page: Page, breedte: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(breedte);
}

async function foto(page: Page, naam: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(MAP, `${naam}.png`), fullPage: true });
}

test.describe('Vrijwilligers', () => {
  for (const breedte of [360, 1280]) {
    test(`aanmelden op de Vrijwilligers-pagina op ${breedte} px: plaatsen over, volle dienst niet te kiezen`, async ({
      page,
      admin,
    }) => {
      await page.setViewportSize({ width: breedte, height: 900 });
      await dienstenMetPlaatsen(admin, { vrijdagSorteren: 3, zaterdagOpbouwen: 0, zaterdagTijdens: 1 });
      await page.goto('/vrijwilligers');
      await expect(page.getByRole('heading', { level: 1, name: 'Vrijwilligers' })).toBeVisible();
      await expect(page.getByText('Je betaalt geen administratiekosten.')).toBeVisible();

      const formulier = page.getByRole('form', { name: 'Aanmelden als vrijwilliger' });
      await expect(formulier.getByTestId('plaatsen-vrijdagSorteren')).toHaveText('Nog 3 plaatsen');
      await expect(formulier.getByTestId('plaatsen-zaterdagTijdens')).toHaveText('Nog 1 plaats');
      await expect(formulier.getByTestId('plaatsen-zaterdagOpbouwen')).toHaveText('Vol');
      await expect(formulier.getByRole('checkbox', { name: /Zaterdagochtend opbouwen/ })).toBeDisabled();

      await formulier.getByRole('button', { name: 'Aanmelden' }).click();
      await expect(formulier.getByLabel('Naam')).toHaveAccessibleDescription('Naam is verplicht');
      await expect(formulier.getByText('Kies minstens één dienst')).toBeVisible();
      await pastInScherm(page, breedte);
      await foto(page, `vrijwilligers-aanmelden-${breedte}`);
      await geenAxeFouten(page);

      const email = adres('vera');
      await formulier.getByLabel('Naam').fill('Vera Vrijwilliger');
      await formulier.getByLabel('E-mail').fill(email);
      await formulier.getByLabel('Telefoon').fill('06-11112222');
      await formulier.getByRole('checkbox', { name: /Vrijdagavond sorteren/ }).check();
      await formulier.getByRole('checkbox', { name: /Zaterdag tijdens en na de beurs/ }).check();
      await formulier.getByRole('button', { name: 'Aanmelden' }).click();
      await expect(page.getByTestId('aangemeld')).toContainText('Bedankt, Vera Vrijwilliger!');
      await expect(page.getByTestId('aangemeld')).toContainText('Vrijdagavond sorteren');
      await foto(page, `vrijwilligers-aangemeld-${breedte}`);

      const rooster = await admin.get<Rooster>('/api/vrijwilligers/rooster');
      expect(rooster.aanmeldingen.filter((a) => a.email === email).map((a) => a.dienst)).toEqual([
        'vrijdagSorteren',
        'zaterdagTijdens',
      ]);
      expect(rooster.diensten.find((d) => d.dienst === 'zaterdagTijdens')!.plaatsenOver).toBe(0);
      const mail = (await admin.get<OutboxMail[]>('/api/mail')).find((m) => m.to === email);
      expect(mail?.subject).toBe('Je aanmelding als vrijwilliger voor de kinderkledingbeurs');

      // The last Saturday place is gone now: the next visitor cannot choose it.
      await page.getByRole('button', { name: 'Nog iemand aanmelden' }).click();
      await expect(formulier.getByTestId('plaatsen-zaterdagTijdens')).toHaveText('Vol');
      await expect(formulier.getByRole('checkbox', { name: /Zaterdag tijdens en na de beurs/ })).toBeDisabled();
    });
  }

  test('een verkoper meldt zich aan en af via de persoonlijke link; het vinkje bij Geregistreerden volgt', async ({
    page,
    admin,
  }) => {
    await admin.setSettings(OPEN);
    await dienstenMetPlaatsen(admin, { vrijdagSorteren: 2, zaterdagOpbouwen: 2, zaterdagTijdens: 2 });
    const email = adres('sanne');
    const { id } = await registreerViaApi('Sanne Verkoper', email);
    const mail = (await admin.get<OutboxMail[]>('/api/mail')).filter((m) => m.to === email).at(-1)!;
    const token = mail.text.match(/\/mijn-gegevens\?token=(\S+)/)![1];
    await page.setViewportSize({ width: 360, height: 900 });
    await page.goto(`/mijn-gegevens?token=${token}`);

    const sectie = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Vrijwilliger', exact: true }) });
    await sectie.getByRole('checkbox', { name: /Vrijdagavond sorteren/ }).check();
    await sectie.getByRole('button', { name: 'Aanmelden als vrijwilliger' }).click();
    await expect(page.getByTestId('diensten-melding')).toContainText('Je bent aangemeld');
    await expect(page.getByTestId('mijn-diensten')).toContainText('Vrijdagavond sorteren');
    await expect(sectie.getByRole('checkbox', { name: /Vrijdagavond sorteren/ })).toBeDisabled();
    await pastInScherm(page, 360);
    await foto(page, 'vrijwilligers-mijn-gegevens-360');

    const persoon = async () => (await admin.get<Deelnemer[]>('/api/geregistreerde/all')).find((d) => d.id === id)!;
    expect((await persoon()).vrijwilligerVrijdag).toBe(true);

    await page.getByTestId('mijn-diensten').getByRole('button', { name: 'Afmelden' }).click();
    await expect(page.getByTestId('diensten-melding')).toContainText('Je bent afgemeld');
    await expect(page.getByTestId('mijn-diensten')).toHaveCount(0);
    expect((await persoon()).vrijwilligerVrijdag).toBe(false);
  });

  for (const breedte of [1280, 360]) {
    test(`het rooster van de beheerder op ${breedte} px: tijd en plaatsen, verwijderen, mailen, afdrukken`, async ({
      page,
      admin,
    }) => {
      await page.setViewportSize({ width: breedte, height: 900 });
      await dienstenMetPlaatsen(admin, { vrijdagSorteren: 4, zaterdagOpbouwen: 4, zaterdagTijdens: 4 });
      const email = adres('rob');
      await meldAanViaApi('Rob Rooster', email, ['zaterdagOpbouwen']);

      await loginInBrowser(page);
      if (breedte > 600) {
        await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Beheer' }).click();
        await page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link', { name: 'Rooster' }).click();
      } else {
        await page.goto('/rooster');
      }
      await expect(page.getByRole('heading', { level: 1, name: 'Vrijwilligersrooster' })).toBeVisible();
      const opbouwen = page.getByTestId('dienst-zaterdagOpbouwen');
      const rij = opbouwen.getByRole('row').filter({ hasText: email });
      await expect(rij).toContainText('06-87654321');
      await expect(rij).toContainText(email);

      await opbouwen.getByLabel('Tijd').fill('Zaterdag van 7.30 tot 9.30 uur');
      await opbouwen.getByLabel('Aantal plaatsen').fill('12');
      await opbouwen.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'is opgeslagen' })).toBeVisible();
      await expect(opbouwen).toContainText('Zaterdag van 7.30 tot 9.30 uur');
      await expect(opbouwen).toContainText('van 12 plaatsen bezet');
      await pastInScherm(page, breedte);
      await foto(page, `vrijwilligers-rooster-${breedte}`);
      await geenAxeFouten(page);

      await opbouwen.getByRole('button', { name: 'Mail deze dienst' }).click();
      const dialoog = page.getByRole('dialog', { name: /Mail aan Zaterdagochtend opbouwen/ });
      await dialoog.getByLabel('Onderwerp').fill('Opbouwen');
      await dialoog.getByLabel('Tekst').fill('We beginnen om half acht.');
      await dialoog.getByRole('button', { name: 'Versturen' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'klaar om te versturen' })).toBeVisible();
      const mails = (await admin.get<OutboxMail[]>('/api/mail')).filter(
        (m) => m.to === email && m.subject === 'Opbouwen',
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('We beginnen om half acht.');

      // On paper: the roster only, without the menu, the fields or the buttons.
      await page.emulateMedia({ media: 'print' });
      await expect(rij).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeHidden();
      await expect(opbouwen.getByRole('button', { name: 'Opslaan' })).toBeHidden();
      await foto(page, `vrijwilligers-rooster-print-${breedte}`);
      await page.emulateMedia({ media: 'screen' });

      await rij.getByRole('button', { name: /verwijderen/ }).click();
      await page
        .getByRole('dialog', { name: 'Aanmelding verwijderen' })
        .getByRole('button', { name: 'Verwijderen' })
        .click();
      await expect(opbouwen.getByRole('row').filter({ hasText: email })).toHaveCount(0);
    });
  }
});
