/**
 * /afrekening: the administrator's settlement of the current fair. The page, the CSV and the
 * envelope PDF (read back with pdftotext) agree to the cent; closing freezes it; the seller sees
 * their own settlement through the personal link. Runs on a fair of its own, removed afterwards.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { AfrekeningOverzicht, VerkoperAfrekening } from '../../functions/src/afrekening/domein/afrekening';
import type { KassaVoorBeheer } from '../../functions/src/kassa/domein/overzicht';
import type { Aflevering, OutboxMail } from '../../functions/src/kern/types';
import { afleveringen, deelnemer, laatsteAflevering, nieuweDeelnemer, openBeheer, plusDagen } from './admin-helpers';
import { expect, test, type AdminApi } from './fixtures';

const regex = (tekst: string) => new RegExp(tekst.replace(/[.*+?^${}()|[\]\\€]/g, '.'));

const require = createRequire(import.meta.url);
// The one formatter of every amount (functions/src/kern/geld.ts), as the pages use it.
const { euro } = require('../../functions/src/kern/geld') as typeof import('../../functions/src/kern/geld');
const envelop = (v: VerkoperAfrekening) =>
  v.nogTeBetalenCent > 0 ? `nog te betalen ${euro(v.nogTeBetalenCent)}` : euro(v.envelopCent);
const csvGeld = (cent: number) => `"${euro(cent).replace('€ ', '')}"`;

async function bytes(request: APIRequestContext, pad: string): Promise<Buffer> {
  const res = await request.get(pad);
  expect(res.status(), pad).toBe(200);
  return res.body();
}

/** A fair of this test's own, with a seller and a volunteer who take part in it. */
async function eigenBeurs(admin: AdminApi) {
  const vorige = laatsteAflevering(await afleveringen(admin))!;
  await admin.post('/api/aflevering', { volgnummer: vorige.volgnummer + 1, datum: plusDagen(vorige.datum, 26 * 7) });
  const beurs = laatsteAflevering(await afleveringen(admin))!;
  const verkoper = await nieuweDeelnemer(admin, 'Afrekening Verkoper');
  const helper = await nieuweDeelnemer(admin, 'Afrekening Helper');
  const d = (await deelnemer(admin, helper.id))!;
  await admin.put('/api/geregistreerde/save', { ...d, vrijwilligerZaterdag: true });
  return { beurs, verkoper, helper };
}

const rij = (page: Page, naam: string) => page.getByRole('row', { name: new RegExp(naam) });

test.describe('Afrekening', () => {
  let beurs: Aflevering | null = null;
  test.afterEach(async ({ admin }) => {
    if (beurs) await admin.delete(`/api/aflevering/delete/${beurs.id}`);
    beurs = null;
  });

  test('op een telefoon van 360 px: totalen, tabel en grafieken zonder dat de pagina breder wordt', async ({
    page,
    admin,
  }) => {
    test.slow();
    const eigen = await eigenBeurs(admin);
    beurs = eigen.beurs;
    await page.setViewportSize({ width: 360, height: 780 });
    await openBeheer(page, '/afrekening');
    await expect(page.getByRole('heading', { name: 'Afrekening', level: 1 })).toBeVisible();
    await expect(page.getByTestId('totaal-verkopers')).toHaveText(/\d+/);
    await expect(rij(page, eigen.verkoper.naam)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cijfers van de beurs' })).toBeVisible();
    const breedte = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(breedte).toBeLessThanOrEqual(360);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('afrekening-360.png'), fullPage: true });
  });

  test('retour bij inleveren, pagina, CSV en PDF gelijk tot op de cent, afsluiten en de eigen afrekening', async ({
    page,
    admin,
  }) => {
    // A full axe run, two downloads and pdftotext: on a busy machine that passes the 30 s default.
    test.slow();
    const eigen = await eigenBeurs(admin);
    beurs = eigen.beurs;
    await openBeheer(page, '/afrekening');
    const verkoperRij = rij(page, eigen.verkoper.naam);
    // Nothing sold: the seller owes the administration fee, the volunteer owes nothing.
    await expect(verkoperRij).toContainText('nog te betalen € 1,00');
    await expect(rij(page, eigen.helper.naam)).toContainText('€ 0,00');

    await page.getByRole('checkbox', { name: `Retour bij inleveren voor verkoper ${eigen.verkoper.nummer}` }).check();
    await expect(verkoperRij).toContainText('nog te betalen € 3,00');

    const overzicht = (await (await page.request.get('/api/afrekening')).json()) as AfrekeningOverzicht;
    const csv = (await bytes(page.request, '/api/afrekening/export.csv')).toString('utf8');
    expect(csv.startsWith('\uFEFF"nummer";"naam";"verkocht";"omzet";"commissie"')).toBe(true);
    const pdf = spawnSync('pdftotext', ['-layout', '-', '-'], {
      input: await bytes(page.request, '/api/afrekening/enveloppen.pdf'),
    });
    expect(pdf.status).toBe(0);
    const pdfTekst = pdf.stdout.toString();
    for (const v of overzicht.afrekening.verkopers) {
      await expect(rij(page, v.naam)).toContainText(envelop(v));
      const bedragen = [
        v.omzetCent,
        v.commissieCent,
        v.administratiekostenCent,
        v.retourkostenCent,
        v.uitbetalingCent,
        v.envelopCent,
      ];
      // Issue 54's columns follow: reduced sales (none here) and the full-price takings.
      const halvePrijs = `"${v.afgeprijsd}";${[v.afgeprijsdCent, v.omzetCent - v.afgeprijsdCent].map(csvGeld).join(';')}`;
      expect(csv).toContain(
        `"${v.nummer}";"${v.naam}";"${v.verkocht}";${bedragen.map(csvGeld).join(';')};${halvePrijs}\r\n`,
      );
      expect(pdfTekst).toMatch(regex(`Verkoper ${v.nummer}`));
      expect(pdfTekst).toMatch(new RegExp(`Verkoper ${v.nummer}\\s+${regex(envelop(v)).source}`));
    }
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    await expect(page.getByTestId('totaal-nog-te-betalen')).toHaveText(
      euro(overzicht.afrekening.totalen.nogTeBetalenCent),
    );
    await page.screenshot({ path: test.info().outputPath('afrekening-1280.png'), fullPage: true });

    await page.getByRole('button', { name: 'Afrekening afsluiten' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Afsluiten' }).click();
    await expect(page.getByText(/Afgesloten op/)).toBeVisible();
    await expect(
      page.getByRole('checkbox', { name: `Retour bij inleveren voor verkoper ${eigen.verkoper.nummer}` }),
    ).toBeDisabled();

    // The seller's own settlement, through the link in their confirmation mail.
    const mail = (await admin.get<OutboxMail[]>('/api/mail')).filter((m) => m.to === eigen.verkoper.email).at(-1)!;
    const link = mail.text.match(/\/mijn-gegevens\?token=(\S+)/)![0];
    await page.goto(link);
    await expect(page.getByTestId('eigen-afrekening')).toContainText('nog te betalen € 3,00');
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: test.info().outputPath('eigen-afrekening-360.png'), fullPage: true });
  });

  for (const breedte of [1280, 360]) {
    test(`na het afsluiten biedt /kassa geen Annuleren of Laten vervallen meer aan (${breedte} px)`, async ({
      page,
      admin,
      request,
    }) => {
      const eigen = await eigenBeurs(admin);
      beurs = eigen.beurs;
      const kassa = await admin.post<KassaVoorBeheer>('/api/kassas', { naam: `Kleding ${breedte}`, ruimte: 'Kleding' });
      const verkoop = await request.post('/api/kassa/bonnen', {
        headers: { Authorization: `Bearer ${kassa.link.split('#')[1]}` },
        data: {
          bonnen: [
            {
              id: randomUUID(),
              regels: [{ verkopersnummer: eigen.verkoper.nummer, artikelnummer: null, prijsCent: 500 }],
              ontvangenCent: 500,
              gesloten: new Date().toISOString(),
            },
          ],
          wachtend: 0,
          oudsteWachtend: null,
        },
      });
      expect(verkoop.status(), await verkoop.text()).toBe(200);
      await page.setViewportSize({ width: breedte, height: 800 });
      await openBeheer(page, '/kassa');
      const bon = page.getByTestId('bonrij');
      await expect(bon).toHaveCount(1);
      await expect(bon.getByRole('button', { name: 'Bon annuleren' })).toBeVisible();
      await expect(bon.getByRole('button', { name: /^Laten vervallen: regel 1,/ })).toBeVisible();

      await admin.post('/api/afrekening/sluiten');
      await page.reload();
      await expect(bon).toHaveCount(1);
      await expect(
        page.getByText(
          'De afrekening is afgesloten: bonnen en regels kunnen niet meer vervallen of geannuleerd worden.',
        ),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: /annuleren|vervallen/i })).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`kassa-na-afsluiten-${breedte}.png`), fullPage: true });
    });
  }
});
