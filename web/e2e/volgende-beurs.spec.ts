/**
 * From one fair to the next in the browser (issue 25): adding the next aflevering starts it with
 * registration closed and without the last fair's news, and the Afleveringen screen's checklist
 * shows from the data what is done; opening registration sends the 'Ik doe weer mee' reminder.
 * The seller's 'Mijn artikelen' shows what went to charity once a settlement is closed.
 * At 360 and 1280 px, screenshots in /tmp/seizoen.
 */
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { KassaVoorBeheer } from '../../functions/src/kassa/domein/overzicht';
import type { OutboxMail } from '../../functions/src/kern/types';
import {
  afleveringen,
  ARTIKELEN_AAN,
  ARTIKELEN_UIT,
  laatsteAflevering,
  nieuweDeelnemer,
  openBeheer,
  plusDagen,
  ruimOp,
} from './admin-helpers';
import { expect, test, type AdminApi } from './fixtures';

const require = createRequire(import.meta.url);
const { langeDatum } = require('../../functions/src/kern/datums') as typeof import('../../functions/src/kern/datums');

const MAP = '/tmp/seizoen';
mkdirSync(MAP, { recursive: true });

async function bekijk(page: Page, naam: string, breedte: number) {
  await page.screenshot({ path: `${MAP}/${naam}-${breedte}.png`, fullPage: true });
  const overloop = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overloop, `${naam} is breder dan het scherm`).toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

async function tokenVan(admin: AdminApi, email: string) {
  const mail = (await admin.get<OutboxMail[]>('/api/mail')).filter((m) => m.to === email).at(-1)!;
  return decodeURIComponent(mail.text.match(/\/mijn-gegevens\?token=(\S+)/)![1]!);
}

test.describe('De volgende beurs', () => {
  ruimOp();

  for (const breedte of [1280, 360]) {
    test(`de nieuwe aflevering begint dicht, de checklist laat zien wat klaar is (${breedte} px)`, async ({
      page,
      admin,
    }) => {
      test.slow();
      await page.setViewportSize({ width: breedte, height: breedte > 600 ? 900 : 780 });
      const vorige = laatsteAflevering(await afleveringen(admin))!;
      await admin.setSettings({ inschrijvingGeopend: true, inschrijvingGesloten: false });
      const verkoper = await nieuweDeelnemer(admin, 'Volgende');

      await openBeheer(page, '/afleveringen');
      await expect(page.getByTestId('beurs-checklist')).toContainText(`beurs ${vorige.volgnummer}`);
      await page.getByRole('button', { name: 'Aflevering toevoegen' }).click();
      const dialoog = page.getByRole('dialog', { name: 'Aflevering toevoegen' });
      await expect(dialoog.getByTestId('volgende-beurs-uitleg')).toContainText('de inschrijving gaat dicht');
      await dialoog.getByRole('button', { name: 'Opslaan' }).click();
      await expect(dialoog).toBeHidden();

      const datum = plusDagen(vorige.datum, 26 * 7);
      const lijst = page.getByTestId('beurs-checklist');
      await expect(lijst.getByRole('heading', { level: 2 })).toHaveText(
        `Klaarzetten: beurs ${vorige.volgnummer + 1} op ${langeDatum(datum)}`,
      );
      const stand = async () =>
        Object.fromEntries(
          await Promise.all(
            ['datum', 'artikelen', 'kassas', 'nieuws', 'inschrijving'].map(async (s) => [
              s,
              await lijst.getByTestId(`checklist-${s}`).getAttribute('data-klaar'),
            ]),
          ),
        );
      await expect(page.getByTestId('checklist-stand')).toHaveText('1 van 5 klaar');
      expect(await stand()).toEqual({
        datum: 'ja',
        artikelen: 'nee',
        kassas: 'nee',
        nieuws: 'nee',
        inschrijving: 'nee',
      });
      await expect(lijst.getByTestId('checklist-inschrijving')).toContainText(
        "Dan gaat de herinnering 'Ik doe weer mee' één keer naar de verkopers van het afgelopen jaar",
      );
      const publiek = await admin.publicState();
      expect(publiek.settings.inschrijvingGeopend).toBe(false);
      expect(publiek.nieuws.tekst).toBe('');
      expect((await admin.get<OutboxMail[]>('/api/mail')).filter((m) => m.to === verkoper.email)).toHaveLength(1);
      await bekijk(page, 'checklist-nieuw', breedte);

      // The links lead to the screens where each step is done.
      await lijst.getByTestId('checklist-kassas').getByRole('link', { name: 'Kassa’s' }).click();
      await expect(page).toHaveURL(/\/kassa$/);

      // Each step done on its own screen; then one switch opens registration and sends the reminder.
      await admin.put('/api/artikelen/instellingen', ARTIKELEN_UIT);
      await admin.post<KassaVoorBeheer>('/api/kassas', { naam: `Kleding ${breedte}`, ruimte: 'Kleding' });
      await admin.saveNieuws('<p>De inschrijving voor de volgende beurs is open.</p>');
      await admin.setSettings({ inschrijvingGeopend: true });
      await page.goto('/afleveringen');
      await expect(page.getByTestId('checklist-stand')).toHaveText('5 van 5 klaar');
      expect(Object.values(await stand())).toEqual(['ja', 'ja', 'ja', 'ja', 'ja']);
      await expect(lijst.getByTestId('checklist-inschrijving')).toContainText(
        /De inschrijving is geopend\. De herinnering 'Ik doe weer mee' ging naar \d+ verkopers?\./,
      );
      const herinnering = (await admin.get<OutboxMail[]>('/api/mail')).filter(
        (m) => m.to === verkoper.email && m.text.includes('/weer-meedoen?token='),
      );
      expect(herinnering).toHaveLength(1);
      await bekijk(page, 'checklist-klaar', breedte);
    });

    test(`de verkoper ziet wat na het afsluiten naar een goed doel ging, en niet meer op de lijst staat (${breedte} px)`, async ({
      page,
      admin,
    }) => {
      test.slow();
      await page.setViewportSize({ width: breedte, height: breedte > 600 ? 900 : 780 });
      // A fair of the test's own, so closing its settlement leaves the others' fair alone.
      const vorige = laatsteAflevering(await afleveringen(admin))!;
      await admin.post('/api/aflevering', {
        volgnummer: vorige.volgnummer + 1,
        datum: plusDagen(vorige.datum, 26 * 7),
      });
      const beurs = laatsteAflevering(await afleveringen(admin))!;
      const verkoper = await nieuweDeelnemer(admin, 'Goeddoel');
      const token = await tokenVan(admin, verkoper.email);
      await admin.put('/api/artikelen/instellingen', ARTIKELEN_AAN);
      try {
        for (const artikel of [
          { omschrijving: 'Regenjas', soort: 'Kleding', maat: '98-104', prijsCent: 500, retour: true },
          { omschrijving: 'Knuffelbeer', soort: 'Speelgoed', maat: null, prijsCent: 300, retour: false },
          { omschrijving: 'Sokjes', soort: 'Kleding', maat: '74-80', prijsCent: 50, retour: false },
        ])
          await admin.post('/api/mijn-gegevens/artikelen', { token, artikel });
      } finally {
        await admin.put('/api/artikelen/instellingen', ARTIKELEN_UIT);
      }
      await admin.post('/api/afrekening/sluiten');

      await page.goto(`/mijn-artikelen?token=${encodeURIComponent(token)}`);
      await expect(
        page.getByRole('heading', { name: `Naar een goed doel na de beurs van ${langeDatum(beurs.datum)}` }),
      ).toBeVisible();
      const weg = page.getByTestId('goed-doel-artikel');
      await expect(weg).toHaveCount(2);
      await expect(weg.nth(0)).toContainText('2. Knuffelbeer');
      await expect(weg.nth(0)).toContainText('Naar: Speelgoed-goed doel');
      await expect(weg.nth(1)).toContainText('3. Sokjes');
      await expect(weg.nth(1)).toContainText('Naar: Kringloopwinkel');
      // Only what came back stays on the list for the next fair.
      await expect(page.getByTestId('artikel')).toHaveCount(1);
      await expect(page.getByTestId('artikel')).toContainText('1. Regenjas');
      await page.getByTestId('naar-goed-doel').scrollIntoViewIfNeeded();
      await bekijk(page, 'mijn-artikelen-goed-doel', breedte);
    });
  }
});
