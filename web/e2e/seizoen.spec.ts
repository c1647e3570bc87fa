import type { Deelnemer } from '../../functions/src/domain/types';
import { expect, test } from './fixtures';
import {
  afleveringen,
  datumZonderDag,
  laatsteAflevering,
  nieuweDeelnemer,
  openBeheer,
  plusDagen,
  ruimOp,
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
      test.skip(!vorige, 'de demo-inhoud heeft altijd een aflevering');
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
      await page
        .getByRole('option', { name: `Beurs ${vorige!.volgnummer} (${datumZonderDag(vorige!.datum)})` })
        .click();
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
});
