import type { Deelnemer, OutboxMail } from '../../functions/src/kern/types';
import { expect, OPEN, registreerViaApi, test, type AdminApi } from './fixtures';
import {
  afleveringen,
  laatsteAflevering,
  nieuweDeelnemer,
  openBeheer,
  plusDagen,
  ruimOp,
  tabelDatum,
  zoekDeelnemer,
} from './admin-helpers';

test.describe('Van beurs naar beurs', () => {
  ruimOp();

  for (const breedte of [1280, 360]) {
    test(`de volgende aflevering begint op Actief 0 en de vorige beurs blijft te zien (${breedte} px)`, async ({
      page,
      admin,
    }) => {
      await page.setViewportSize({ width: breedte, height: breedte > 600 ? 900 : 780 });
      const vorige = laatsteAflevering(await afleveringen(admin));
      expect(vorige, 'de demo-inhoud heeft altijd een aflevering').toBeTruthy();
      const p = await nieuweDeelnemer(admin, 'Seizoen');

      await openBeheer(page, '/geregistreerden');
      await zoekDeelnemer(page, p.naam);
      await expect(page.getByRole('checkbox', { name: `Actief: ${p.naam}` })).toBeChecked();

      // The administrator adds the next aflevering on the Afleveringen screen.
      await page.goto('/afleveringen');
      await page.getByRole('button', { name: 'Aflevering toevoegen' }).click();
      const dialoog = page.getByRole('dialog', { name: 'Aflevering toevoegen' });
      await dialoog.getByRole('button', { name: 'Opslaan' }).click();
      await expect(dialoog).toBeHidden();
      const volgende = laatsteAflevering(await afleveringen(admin))!;
      expect(volgende.volgnummer).toBe(vorige!.volgnummer + 1);
      expect(volgende.datum).toBe(plusDagen(vorige!.datum, 26 * 7));

      await page.goto('/geregistreerden');
      await expect(page.getByTestId('actief')).toHaveText('Actief: 0');
      await expect(page.getByTestId('aantal')).toHaveText('Aantal: 0');
      expect(await admin.get<number>('/api/geregistreerde/aantalactievedeelnemers')).toBe(0);
      expect((await admin.publicState()).aantalActief).toBe(0);
      await page.screenshot({ path: test.info().outputPath('nieuwe-beurs.png'), fullPage: true });

      // Nobody was deleted: the earlier fair is still there, with its sellers and count.
      const alle = await admin.get<Deelnemer[]>('/api/geregistreerde/all');
      expect(alle.some((d) => d.id === p.id)).toBe(true);
      const vorigeActief = alle.filter(
        (d) => d.naam !== 'Kledingmaat' && d.afleveringen.some((a) => a.id === vorige!.id && a.actief),
      ).length;
      await page.getByRole('combobox', { name: 'Beurs' }).click();
      await page.getByRole('option', { name: `Beurs ${vorige!.volgnummer} (${tabelDatum(vorige!.datum)})` }).click();
      await expect(page.getByTestId('actief')).toHaveText(`Actief: ${vorigeActief}`);
      await zoekDeelnemer(page, p.naam);
      await expect(page.getByRole('checkbox', { name: `Actief: ${p.naam}` })).toBeChecked();
      await page.screenshot({ path: test.info().outputPath('vorige-beurs.png'), fullPage: true });

      await page.getByRole('combobox', { name: 'Beurs' }).click();
      await page.getByRole('option', { name: 'Alle personen' }).click();
      await expect(page.getByRole('gridcell', { name: p.naam, exact: true })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: `Actief: ${p.naam}` })).not.toBeChecked();
    });
  }

  /** The next fair, opened: the reminder goes to last fair's sellers. */
  async function volgendeBeursOpen(admin: AdminApi) {
    const vorige = laatsteAflevering(await afleveringen(admin));
    await admin.post('/api/aflevering', {
      volgnummer: vorige!.volgnummer + 1,
      datum: plusDagen(vorige!.datum, 26 * 7),
    });
    await admin.setSettings({ inschrijvingGeopend: false });
    await admin.setSettings(OPEN);
  }

  for (const breedte of [1280, 360]) {
    test(`een terugkerende verkoper houdt het nummer, via het formulier en via "Ik doe weer mee" (${breedte} px)`, async ({
      page,
      admin,
    }) => {
      await page.setViewportSize({ width: breedte, height: breedte > 600 ? 900 : 780 });
      await admin.setSettings(OPEN);
      expect(laatsteAflevering(await afleveringen(admin)), 'de demo-inhoud heeft altijd een aflevering').toBeTruthy();
      const stempel = `${Date.now()}.${breedte}`;
      const formulierAdres = `terug.formulier.${stempel}@voorbeeld.nl`;
      const linkAdres = `terug.link.${stempel}@voorbeeld.nl`;
      const viaFormulier = await registreerViaApi('Fleur Terug', formulierAdres);
      const viaLink = await registreerViaApi('Bram Terug', linkAdres);
      await volgendeBeursOpen(admin);

      // Through the form: the same number, and the page says so.
      await page.goto('/registreren');
      await page.getByLabel('Naam').fill('Fleur Terug');
      await page.getByLabel('E-mail').fill(formulierAdres);
      await page.getByLabel('Telefoon').fill('06-11112222');
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page.getByTestId('nummer')).toHaveText(String(viaFormulier.nummer));
      await page.screenshot({ path: test.info().outputPath('terug-formulier.png'), fullPage: true });

      // Through the link in the reminder.
      const herinnering = (await admin.get<OutboxMail[]>('/api/mail')).filter((m) => m.to === linkAdres).at(-1);
      const link = herinnering?.text.match(/\/weer-meedoen\?token=(\S+)/);
      expect(link, herinnering?.text).toBeTruthy();
      await page.goto(`/weer-meedoen?token=${link![1]}`);
      await expect(page.getByTestId('weer-meedoen')).toHaveText(
        `Bram Terug, je doet weer mee! Je houdt je verkopersnummer: ${viaLink.nummer}. De bevestiging staat in je mail.`,
      );
      await page.screenshot({ path: test.info().outputPath('terug-link.png'), fullPage: true });
      const breedte2 = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(breedte2).toBeLessThanOrEqual(breedte);

      const alle = await admin.get<Deelnemer[]>('/api/geregistreerde/all');
      expect(alle.filter((d) => d.email === formulierAdres || d.email === linkAdres)).toHaveLength(2);
      const bevestiging = (await admin.get<OutboxMail[]>('/api/mail')).filter((m) => m.to === linkAdres).at(-1);
      expect(bevestiging?.text).toContain('Welkom terug! Je houdt je verkopersnummer van de vorige keer.');
      expect((await admin.publicState()).aantalActief).toBe(2);
    });
  }
});
