import type { Page } from '@playwright/test';
import type { Aflevering } from '../../functions/src/kern/types';
import { expect, test, type AdminApi } from './fixtures';
import {
  afleveringen,
  langeDatum,
  tabelDatum,
  laatsteAflevering,
  nieuweAfleveringStandaard,
  openBeheer,
  plusDagen,
  ruimOp,
  toast,
} from './admin-helpers';

/** Another day in the same month as `datum`, so the calendar needs no paging. */
const andereDag = (datum: string) => (datum.endsWith('-15') ? `${datum.slice(0, 8)}16` : `${datum.slice(0, 8)}15`);
const dag = (datum: string) => String(Number(datum.slice(8)));

const laatsteTekst = (a: Aflevering) => `${a.volgnummer} - ${langeDatum(a.datum)}`;

async function nieuweAflevering(admin: AdminApi): Promise<Aflevering> {
  const laatste = laatsteAflevering(await afleveringen(admin));
  const standaard = nieuweAfleveringStandaard(laatste, '2030-01-05');
  const lijst = await admin.post<Aflevering[]>('/api/aflevering', standaard);
  return lijst.find((a) => a.volgnummer === standaard.volgnummer)!;
}

const kalenderDag = (page: Page, datum: string) =>
  page.locator('.MuiDateCalendar-root').getByRole('gridcell', { name: dag(datum), exact: true });

test.describe('Afleveringen', () => {
  ruimOp();

  test("toont de laatste aflevering als 'volgnummer - datum'", async ({ page, admin }) => {
    const nieuw = await nieuweAflevering(admin);
    await openBeheer(page, '/afleveringen');
    await expect(page.getByTestId('laatste-aflevering')).toHaveText(laatsteTekst(nieuw));
    await expect(page.getByRole('gridcell', { name: tabelDatum(nieuw.datum) })).toBeVisible();
  });

  test('toevoegen: volgend volgnummer, standaard laatste datum + 26 weken, en de gekozen datum wordt opgeslagen', async ({
    page,
    admin,
  }) => {
    const laatste = laatsteAflevering(await afleveringen(admin));
    expect(laatste, 'de demo-inhoud heeft altijd een aflevering').toBeTruthy();
    const standaard = { volgnummer: laatste!.volgnummer + 1, datum: plusDagen(laatste!.datum, 26 * 7) };

    await openBeheer(page, '/afleveringen');
    await page.getByRole('button', { name: 'Aflevering toevoegen' }).click();
    const dialoog = page.getByRole('dialog', { name: 'Aflevering toevoegen' });
    await expect(dialoog.getByLabel('Volgnummer')).toHaveValue(String(standaard.volgnummer));
    await expect(dialoog.getByLabel('Volgnummer')).not.toBeEditable();
    await expect(dialoog.getByTestId('gekozen-datum')).toHaveText(`Datum: ${langeDatum(standaard.datum)}`);
    await expect(kalenderDag(page, standaard.datum)).toHaveAttribute('aria-selected', 'true');

    // Annuleren saves nothing.
    await dialoog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(dialoog).toBeHidden();
    expect((await afleveringen(admin)).some((a) => a.volgnummer === standaard.volgnummer)).toBe(false);

    await page.getByRole('button', { name: 'Aflevering toevoegen' }).click();
    const gekozen = andereDag(standaard.datum);
    await kalenderDag(page, gekozen).click();
    await expect(dialoog.getByTestId('gekozen-datum')).toHaveText(`Datum: ${langeDatum(gekozen)}`);
    await dialoog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialoog).toBeHidden();

    const opgeslagen = (await afleveringen(admin)).find((a) => a.volgnummer === standaard.volgnummer);
    expect(opgeslagen?.datum).toBe(gekozen);
    await expect(page.getByTestId('laatste-aflevering')).toHaveText(`${standaard.volgnummer} - ${langeDatum(gekozen)}`);
    await expect(page.getByRole('gridcell', { name: tabelDatum(gekozen) })).toBeVisible();
  });

  test('de kalender is Nederlands, begint op maandag en heeft Vandaag en Wissen', async ({ page }) => {
    await openBeheer(page, '/afleveringen');
    await page.getByRole('button', { name: 'Aflevering toevoegen' }).click();
    const dialoog = page.getByRole('dialog', { name: 'Aflevering toevoegen' });
    const dagen = dialoog.getByRole('columnheader');
    await expect(dagen.first()).toHaveAttribute('aria-label', 'maandag');
    await expect(dagen.last()).toHaveAttribute('aria-label', 'zondag');
    await expect(
      dialoog.getByText(
        /^(januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}$/,
      ),
    ).toBeVisible();

    await dialoog.getByRole('button', { name: 'Wissen' }).click();
    await expect(dialoog.getByTestId('gekozen-datum')).toHaveText('Datum: kies een datum');
    await expect(dialoog.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    await dialoog.getByRole('button', { name: 'Vandaag' }).click();
    const vandaag = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await expect(dialoog.getByTestId('gekozen-datum')).toHaveText(`Datum: ${langeDatum(vandaag)}`);
    await dialoog.getByRole('button', { name: 'Annuleren' }).click();
  });

  test('een rij bewerken met de kalender en opslaan', async ({ page, admin }) => {
    const nieuw = await nieuweAflevering(admin);
    await openBeheer(page, '/afleveringen');
    await page.getByRole('button', { name: `Aflevering ${nieuw.volgnummer} bewerken` }).click();
    await page.getByRole('button', { name: /^Kies datum/ }).click();
    const gekozen = andereDag(nieuw.datum);
    await kalenderDag(page, gekozen).click();
    const antwoord = page.waitForResponse(
      (r) => r.url().endsWith('/api/aflevering') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: `Aflevering ${nieuw.volgnummer} opslaan` }).click();
    expect((await antwoord).ok()).toBe(true);
    expect((await afleveringen(admin)).find((a) => a.id === nieuw.id)?.datum).toBe(gekozen);
    await expect(page.getByRole('gridcell', { name: tabelDatum(gekozen) })).toBeVisible();
    await expect(page.getByTestId('laatste-aflevering')).toHaveText(`${nieuw.volgnummer} - ${langeDatum(gekozen)}`);
  });

  test('bewerken annuleren laat de datum staan', async ({ page, admin }) => {
    const nieuw = await nieuweAflevering(admin);
    await openBeheer(page, '/afleveringen');
    await page.getByRole('button', { name: `Aflevering ${nieuw.volgnummer} bewerken` }).click();
    await page.getByRole('button', { name: /^Kies datum/ }).click();
    await kalenderDag(page, andereDag(nieuw.datum)).click();
    await page.getByRole('button', { name: `Bewerken van aflevering ${nieuw.volgnummer} annuleren` }).click();
    await expect(page.getByRole('gridcell', { name: tabelDatum(nieuw.datum) })).toBeVisible();
    expect((await afleveringen(admin)).find((a) => a.id === nieuw.id)?.datum).toBe(nieuw.datum);
  });

  test('verwijderen na bevestiging, met de melding', async ({ page, admin }) => {
    const nieuw = await nieuweAflevering(admin);
    await openBeheer(page, '/afleveringen');
    await page.getByRole('button', { name: `Aflevering ${nieuw.volgnummer} verwijderen` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
    await expect(toast(page)).toContainText('Info');
    await expect(toast(page)).toContainText(`${nieuw.volgnummer} verwijderd`);
    await expect(page.getByRole('gridcell', { name: tabelDatum(nieuw.datum) })).toBeHidden();
    expect((await afleveringen(admin)).some((a) => a.id === nieuw.id)).toBe(false);
    const laatste = laatsteAflevering(await afleveringen(admin));
    if (laatste) await expect(page.getByTestId('laatste-aflevering')).toHaveText(laatsteTekst(laatste));
  });

  test('een afgewezen wijziging meldt de fout en toont de lijst van de server', async ({ page, admin }) => {
    const nieuw = await nieuweAflevering(admin);
    await openBeheer(page, '/afleveringen');
    await page.route('**/api/aflevering', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { message: 'Er ging iets mis op de server. Probeer het opnieuw.' } })
        : route.continue(),
    );
    await page.getByRole('button', { name: `Aflevering ${nieuw.volgnummer} bewerken` }).click();
    await page.getByRole('button', { name: /^Kies datum/ }).click();
    await kalenderDag(page, andereDag(nieuw.datum)).click();
    await page.getByRole('button', { name: `Aflevering ${nieuw.volgnummer} opslaan` }).click();
    await expect(toast(page)).toContainText('Er ging iets mis op de server. Probeer het opnieuw.');
    await expect(page.getByRole('gridcell', { name: tabelDatum(nieuw.datum) })).toBeVisible();
  });
});
