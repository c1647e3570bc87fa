/**
 * Issue 50 in the browser, at 360 and 1280 px: a seller types a name in another script and sees,
 * at the field, the name as the bank will read it; a name with no Latin letter left is refused at
 * the field; the change is mailed with the account masked. The treasurer corrects a seller's name
 * under "Naam bij een rekening aanpassen", sees what the bank will read, and the seller gets a
 * mail. Screenshots of both screens in screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Aflevering, OutboxMail } from '../../functions/src/kern/types';
import { nieuweBeurs, nieuweDeelnemer, openBeheer, zetBankUitbetalingTerug } from './admin-helpers';
import { expect, geenAxeFouten, test, type AdminApi } from './fixtures';

const MAP = join(import.meta.dirname, '..', '..', 'screenshots');
mkdirSync(MAP, { recursive: true });

async function foto(page: Page, naam: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(MAP, `${naam}.png`), fullPage: true });
}

async function nietBreder(page: Page, breedte: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(breedte);
}

async function mailsAan(admin: AdminApi, email: string, onderwerp: RegExp) {
  return (await admin.get<OutboxMail[]>('/api/mail')).filter((m) => m.to === email && onderwerp.test(m.subject));
}

const GEWIJZIGD = /^Je uitbetaling bij de kinderkledingbeurs is gewijzigd/;
const ONLEESBAAR =
  'Ten name van moet in Latijnse letters staan, zoals de bank de naam kent (bijvoorbeeld Wang Xiaoming)';

for (const breedte of [360, 1280]) {
  test.describe(`namen voor de bank (${breedte} px)`, () => {
    let beurs: Aflevering | null = null;
    test.afterEach(async ({ admin }) => {
      await zetBankUitbetalingTerug(admin, beurs);
      beurs = null;
    });

    test(`de verkoper ziet de naam zoals de bank hem leest, de penningmeester past een naam aan; beide gemaild (${breedte} px)`, async ({
      admin,
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: breedte, height: 800 });
      beurs = await nieuweBeurs(admin);
      const i = await admin.get<Record<string, unknown>>('/api/afrekening/instellingen');
      await admin.put('/api/afrekening/instellingen', {
        ...i,
        bankUitbetaling: true,
        iban: 'NL20INGB0001234567',
        tenaamstelling: 'Stichting Kinderkledingbeurs',
      });
      const ivan = await nieuweDeelnemer(admin, 'Ivan');
      const mail = (await admin.get<OutboxMail[]>('/api/mail')).filter((m) => m.to === ivan.email).at(-1)!;
      await page.goto(mail.text.match(/\/mijn-gegevens\?token=(\S+)/)![0]);

      const uitbetaling = page.getByRole('form', { name: 'Uitbetaling' });
      await uitbetaling.getByRole('radio', { name: 'Overmaken' }).check();
      await uitbetaling.getByLabel('IBAN').fill('NL44 RABO 0123 4567 89');
      const naam = uitbetaling.getByLabel('Ten name van');
      // A name the bank cannot read: refused at the field before anything is sent.
      await naam.fill('王小明');
      await uitbetaling.getByRole('button', { name: 'Opslaan' }).click();
      await expect(naam).toHaveAccessibleDescription(ONLEESBAAR);
      await expect(naam).toHaveAttribute('aria-invalid', 'true');
      // A name in Cyrillic: beside the field, as the bank will read it.
      await naam.fill('Иван Петров');
      await expect(naam).toHaveAccessibleDescription('De bank ziet: Ivan Petrov');
      await uitbetaling.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page.getByTestId('uitbetaling-melding')).toHaveText('Opgeslagen: je geld wordt overgemaakt.');
      await expect(page.getByTestId('uitbetaling-nu')).toHaveText(
        'Je geld wordt overgemaakt naar NL** **** **** 6789 ten name van Иван Петров (voor de bank: Ivan Petrov).',
      );
      await naam.fill('Ævar Þór');
      await expect(naam).toHaveAccessibleDescription('De bank ziet: AEvar THor');
      await nietBreder(page, breedte);
      await geenAxeFouten(page);
      await page.getByRole('heading', { name: 'Uitbetaling' }).scrollIntoViewIfNeeded();
      await foto(page, `uitbetalen-naam-voor-de-bank-${breedte}`);
      const [gemaild] = await mailsAan(admin, ivan.email, GEWIJZIGD);
      expect(gemaild?.text).toContain('Nu: overmaken naar NL** **** **** 6789 ten name van Иван Петров.');
      expect(gemaild?.text).not.toContain('0123456789');

      // The treasurer corrects the name (also possible after closing, until "Uitbetaald").
      await openBeheer(page, '/afrekening');
      const aanpassen = page.getByRole('form', { name: 'Naam bij een rekening aanpassen' });
      await aanpassen.getByLabel('Verkopersnummer').fill(String(ivan.nummer));
      const nieuweNaam = aanpassen.getByLabel('Ten name van');
      await nieuweNaam.fill('王');
      await aanpassen.getByRole('button', { name: 'Aanpassen' }).click();
      await expect(nieuweNaam).toHaveAccessibleDescription(ONLEESBAAR);
      await nieuweNaam.fill('Ivan Petrov-Smit');
      await aanpassen.getByRole('button', { name: 'Aanpassen' }).click();
      const gelukt = page.getByText(
        `De naam bij de rekening van verkoper ${ivan.nummer} is aangepast. De verkoper krijgt een mail.`,
      );
      await expect(gelukt).toBeVisible();
      await expect(nieuweNaam).toHaveValue('');
      const mails = await mailsAan(admin, ivan.email, GEWIJZIGD);
      expect(mails).toHaveLength(2);
      expect(mails.at(-1)!.text).toContain('De organisatie heeft de naam bij je rekening aangepast');
      expect(mails.at(-1)!.text).toContain('ten name van Ivan Petrov-Smit.');
      // Before closing the seller can still change it: the mail gives the link.
      expect(mails.at(-1)!.text).toMatch(/pas het dan aan via je persoonlijke link[\s\S]*\/mijn-gegevens\?token=/);
      await nieuweNaam.fill('Đorđe Ørsted');
      await expect(nieuweNaam).toHaveAccessibleDescription('De bank ziet: Dorde Orsted');
      await nietBreder(page, breedte);
      await geenAxeFouten(page);
      await aanpassen.scrollIntoViewIfNeeded();
      // The message goes by itself (3 s); the picture shows the form, not the message over it.
      await expect(gelukt).toBeHidden({ timeout: 10_000 });
      await foto(page, `uitbetalen-naam-aanpassen-${breedte}`);
    });
  });
}
