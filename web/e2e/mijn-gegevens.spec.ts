/**
 * The seller's own data through the personal link in the confirmation mail (no login), the
 * opt-out page, the privacy page's grace period and the administrator's retention plan.
 */
import type { OutboxMail } from '../../functions/src/kern/types';
import { LIJKT_OP_KLEDINGMAAT, MELDING_GERESERVEERD } from './domein';
import { expect, loginInBrowser, OPEN, registreerViaApi, test, type AdminApi } from './fixtures';

let uniek = 0;
const adres = (naam: string) => `${naam}.${Date.now()}.${uniek++}@voorbeeld.nl`;

/** The link as the seller gets it: from their confirmation mail in the outbox. */
async function linkUitMail(admin: AdminApi, email: string): Promise<string> {
  const mail = (await admin.get<OutboxMail[]>('/api/mail')).filter((m) => m.to === email).at(-1);
  expect(mail, `bevestigingsmail aan ${email}`).toBeTruthy();
  const match = mail!.text.match(/\/mijn-gegevens\?token=(\S+)/);
  expect(match, mail!.text).toBeTruthy();
  return `/mijn-gegevens?token=${match![1]}`;
}

test.describe('Mijn gegevens', () => {
  test.beforeEach(async ({ admin }) => {
    await admin.setSettings(OPEN);
  });

  test('inzien, verbeteren en alles verwijderen; de plek komt live vrij', async ({ page, context, admin }) => {
    const email = adres('petra');
    const { nummer } = await registreerViaApi('Petra Privacy', email);
    await page.goto(await linkUitMail(admin, email));

    await expect(page.getByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeVisible();
    const opgeslagen = page.getByTestId('opgeslagen');
    await expect(opgeslagen).toContainText(String(nummer));
    await expect(opgeslagen).toContainText('Petra Privacy');
    await expect(opgeslagen).toContainText(email);

    const formulier = page.getByRole('form', { name: 'Gegevens verbeteren' });
    let puts = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT') puts++;
    });
    await formulier.getByLabel('E-mail').fill('a..b@voorbeeld.nl');
    await formulier.getByRole('button', { name: 'Opslaan' }).click();
    await expect(formulier.getByLabel('E-mail')).toHaveAccessibleDescription('Vul een geldig e-mailadres in');
    await formulier.getByLabel('E-mail').fill(email);
    await formulier.getByLabel('Naam').fill(LIJKT_OP_KLEDINGMAAT[0]);
    await formulier.getByRole('button', { name: 'Opslaan' }).click();
    await expect(formulier.getByLabel('Naam')).toHaveAccessibleDescription(MELDING_GERESERVEERD);
    await expect(formulier.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'false');
    expect(puts).toBe(0);

    const nieuwAdres = adres('petra.nieuw');
    await formulier.getByLabel('Naam').fill('Petra de Vries');
    await formulier.getByLabel('E-mail').fill(nieuwAdres);
    await formulier.getByLabel('Telefoon').fill('06-12345678');
    await formulier.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByTestId('melding')).toHaveText('Je gegevens zijn opgeslagen.');
    await expect(opgeslagen).toContainText('Petra de Vries');
    await page.reload();
    await expect(opgeslagen).toContainText(nieuwAdres);
    await expect(opgeslagen).toContainText('06-12345678');

    // Full: another visitor sees the maximum message, until this seller frees their place.
    const voor = (await admin.publicState()).aantalActief;
    await admin.setSettings({ maximumAantalDeelnemers: voor });
    const bezoeker = await context.newPage();
    await bezoeker.goto('/registreren');
    await expect(bezoeker.getByTestId('melding')).toHaveText('Maximum aantal inschrijvingen bereikt');

    await page.getByRole('button', { name: 'Alles verwijderen' }).click();
    const dialoog = page.getByRole('dialog', { name: 'Alles verwijderen?' });
    await expect(dialoog).toContainText(`verkopersnummer ${nummer}`);
    await dialoog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(dialoog).toBeHidden();
    expect((await admin.publicState()).aantalActief).toBe(voor);

    await page.getByRole('button', { name: 'Alles verwijderen' }).click();
    await dialoog.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByTestId('verwijderd')).toContainText('Je gegevens zijn verwijderd');
    expect((await admin.publicState()).aantalActief).toBe(voor - 1);
    await expect(bezoeker.getByRole('form', { name: 'Registreren als verkoper' })).toBeVisible();
    const lijst = await admin.get<{ nummer: number }[]>('/api/geregistreerde/all');
    expect(lijst.map((d) => d.nummer)).not.toContain(nummer);

    await page.reload();
    await expect(page.getByTestId('link-fout')).toContainText('Je gegevens zijn verwijderd');
    await admin.setSettings(OPEN);
  });

  test('een aangepaste of onvolledige link geeft een duidelijke melding', async ({ page, admin }) => {
    const email = adres('kees');
    await registreerViaApi('Kees', email);
    const link = await linkUitMail(admin, email);
    // The signature's first character: its last one has bits base64 ignores, so changing it may change nothing.
    await page.goto(link.replace(/\.(.)/, (_, c: string) => `.${c === 'A' ? 'B' : 'A'}`));
    await expect(page.getByTestId('link-fout')).toHaveText(
      'Deze link is ongeldig. Gebruik de volledige link uit je e-mail.',
    );
    await page.goto('/mijn-gegevens');
    await expect(page.getByTestId('link-fout')).toContainText('persoonlijke link uit je e-mail');
    await page.goto('/afmelden?token=onzin');
    await expect(page.getByTestId('afmelden')).toHaveText(
      'Deze link is ongeldig. Gebruik de volledige link uit je e-mail.',
    );
  });

  test('werkt op een telefoon van 360 px breed', async ({ page, admin }) => {
    const email = adres('mobiel.met.een.heel.lang.adres');
    await registreerViaApi('Mobiele Verkoper', email);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(await linkUitMail(admin, email));
    await expect(page.getByTestId('opgeslagen')).toContainText(email);
    const breedte = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(breedte).toBeLessThanOrEqual(360);
  });
});

test.describe('Bewaartermijn', () => {
  test('de privacypagina noemt de ingestelde wachttijd; de beheerder ziet het plan', async ({ page, admin }) => {
    await admin.setSettings(OPEN);
    const { nummer } = await registreerViaApi('Plan Persoon', adres('plan'));
    try {
      await admin.put('/api/bewaren', { graceDagen: 10 });
      await page.goto('/privacy');
      await expect(page.getByTestId('telefoon-termijn')).toContainText(
        'op de dag na de beurs plus een wachttijd van 10 dagen',
      );
      await expect(page.getByTestId('vrijwilliger-termijn')).toContainText(
        'telefoonnummer wissen we op de dag na die beurs plus de wachttijd van 10 dagen',
      );
      await expect(page.getByTestId('wachtenden-termijn')).toContainText(
        'op de dag na de beurs plus de wachttijd van 10 dagen',
      );

      await loginInBrowser(page);
      await page.goto('/instellingen');
      const sectie = page.getByRole('region', { name: 'Bewaartermijnen (privacy)' });
      await expect(sectie.getByLabel('Wachttijd na de beurs (dagen)')).toHaveValue('10');
      await expect(sectie.getByTestId('bewaren-vrijwilligers')).toContainText('Aanmeldingen van vrijwilligers');
      await expect(sectie.getByTestId('bewaren-wachtenden')).toContainText(
        'De reservelijst en de aanvragen voor de loting',
      );
      await expect(sectie.getByTestId('bewaarplan')).toContainText('Plan Persoon');
      await expect(
        sectie
          .getByRole('row')
          .filter({ hasText: 'Plan Persoon' })
          .filter({ hasText: String(nummer) }),
      ).toContainText('alles verwijderen');
    } finally {
      await admin.put('/api/bewaren', { graceDagen: 7 });
    }
  });
});
