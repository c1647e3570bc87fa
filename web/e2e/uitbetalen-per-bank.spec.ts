/**
 * Issue 36's "Done when" in the browser, at 360 and 1280 px, each on a fair of its own: the
 * administrator allows paying by bank with the organisation's account and switches pin on; one
 * seller chooses "Overmaken" on their personal page (a wrong IBAN is refused at the field first),
 * another stays with cash. The till sells for both in cash and once by pin; the settlement shows
 * cash and pin apart and compares the counted cash with the cash alone, and is closed; the SEPA
 * file downloads, validates against the ISO 20022 schema (xmllint) and pays only the bank seller,
 * to the cent; the envelopes PDF says "Wordt overgemaakt" for one and the envelope (rounded down
 * to 5 cents) for the other; the pick-up desk's list and the seller opened say the same, and both
 * collect; the statement mails and "Uitbetaald"'s mail say the right thing to each. No screen
 * shows a full IBAN. Screenshots of every changed screen in screenshots/.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { request, type Browser, type Page } from '@playwright/test';
import type { AfrekeningOverzicht } from '../../functions/src/afrekening/domein/afrekening';
import type { KassaVoorBeheer } from '../../functions/src/kassa/domein/overzicht';
import type { Aflevering, OutboxMail } from '../../functions/src/kern/types';
import type { KassaInstellingen } from '../../functions/src/kassa/domein/kassa';
import { nieuweBeurs, nieuweDeelnemer, openBeheer, zetBankUitbetalingTerug } from './admin-helpers';
import { BASE_URL, expect, geenAxeFouten, test, type AdminApi } from './fixtures';
import { artikelenInDatabase, openBalie, scan } from './kassa-helpers';

const require = createRequire(import.meta.url);
const { euro } = require('../../functions/src/kern/geld') as typeof import('../../functions/src/kern/geld');

const MAP = join(import.meta.dirname, '..', '..', 'screenshots');
mkdirSync(MAP, { recursive: true });
const SCHEMA = join(
  import.meta.dirname,
  '..',
  '..',
  'functions',
  'src',
  'afrekening',
  'testing',
  'pain.001.001.03.xsd',
);

/**
 * The seller's account, and every way a screen could show it in full. Not the usual example
 * NL91 ABNA 0417 1643 00: the hints and messages show that one as an example.
 */
const IBAN = 'NL44RABO0123456789';
const VOLUIT = [IBAN, 'NL44 RABO 0123 4567 89', '0123456789', '0123 4567'];
const GEMASKEERD = 'NL** **** **** 6789';
const ORGANISATIE_IBAN = 'NL20INGB0001234567';
/** The settings form's state once the server has what it shows (components/beheer/Wijzigingen.tsx). */
const ONGEWIJZIGD = 'Alles is opgeslagen';

/** The page's text (and the values of its fields) hold no full IBAN of the seller. */
async function geenVolledigIban(page: Page) {
  const tekst = await page.evaluate(
    () => document.body.innerText + [...document.querySelectorAll('input')].map((i) => i.value).join(' '),
  );
  for (const vorm of VOLUIT) expect(tekst, `de pagina ${page.url()} toont het IBAN voluit`).not.toContain(vorm);
}

async function nietBreder(page: Page, breedte: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(breedte);
}

async function foto(page: Page, naam: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(MAP, `${naam}.png`), fullPage: true });
}

/** The personal link from the seller's confirmation mail. */
async function persoonlijkeLink(admin: AdminApi, email: string) {
  const mail = (await admin.get<OutboxMail[]>('/api/mail')).filter((m) => m.to === email).at(-1)!;
  return mail.text.match(/\/mijn-gegevens\?token=(\S+)/)![0];
}

/** A call from the seller's phone outside the page: its own session and CSRF token; status and body. */
async function alsBezoeker(method: 'PUT', pad: string, data: unknown) {
  const ctx = await request.newContext({ baseURL: BASE_URL });
  try {
    const { csrfToken } = (await (await ctx.get('/api/session')).json()) as { csrfToken: string };
    const res = await ctx.fetch(pad, { method, data, headers: { 'X-XSRF-TOKEN': csrfToken } });
    return { status: res.status(), body: (await res.json()) as unknown };
  } finally {
    await ctx.dispose();
  }
}

/** Another phone: a page in a context of its own (axe needs one). */
async function nieuwePagina(browser: Browser, breedte: number) {
  const context = await browser.newContext({ viewport: { width: breedte, height: 800 } });
  return context.newPage();
}

/** The text of a downloaded PDF, laid out as printed (poppler's pdftotext). */
function pdfTekst(pad: string) {
  const uit = spawnSync('pdftotext', ['-layout', pad, '-'], { encoding: 'utf8' });
  expect(uit.status, uit.stderr).toBe(0);
  return uit.stdout;
}

/** The newest mail to `email` whose subject matches, once the outbox has it. */
async function mailAan(admin: AdminApi, email: string, onderwerp: RegExp) {
  const zoek = async () =>
    (await admin.get<OutboxMail[]>('/api/mail')).filter((m) => m.to === email && onderwerp.test(m.subject)).at(-1);
  await expect.poll(zoek, { timeout: 20_000 }).toBeTruthy();
  return (await zoek())!;
}

for (const breedte of [360, 1280]) {
  test.describe(`uitbetalen per bank (${breedte} px)`, () => {
    let beurs: Aflevering | null = null;
    test.afterEach(async ({ admin }) => {
      await zetBankUitbetalingTerug(admin, beurs);
      beurs = null;
    });

    test(`een verkoper kiest overmaken, een ander contant, een koper pint; afrekening, SEPA-bestand, enveloppen, ophalen, mails en uitbetaald (${breedte} px)`, async ({
      admin,
      browser,
      page,
    }) => {
      // Four screens, three devices, three downloads and xmllint: minutes on a busy machine.
      test.setTimeout(300_000);
      await page.setViewportSize({ width: breedte, height: 800 });
      beurs = await nieuweBeurs(admin);
      const bank = await nieuweDeelnemer(admin, 'Bente Bank');
      const contant = await nieuweDeelnemer(admin, 'Carla Contant');
      // Bente's winter coat is not sold and comes back to her at pick-up (retour).
      const [jas] = await artikelenInDatabase(bank.nummer, beurs.id, [
        { omschrijving: 'Winterjas', soort: 'Kleding', maat: '110-116', prijsCent: 1_500, retour: true },
      ]);

      // While the fair pays in cash only, the seller's page has nothing to choose.
      const bankPagina = await nieuwePagina(browser, breedte);
      await bankPagina.goto(await persoonlijkeLink(admin, bank.email));
      await expect(bankPagina.getByRole('heading', { name: 'Je afrekening' })).toBeVisible();
      await expect(bankPagina.getByRole('heading', { name: 'Uitbetaling' })).toHaveCount(0);

      // The administrator allows bank payout with the organisation's account.
      await openBeheer(page, '/afrekening');
      const instellingen = page.getByRole('form', { name: 'Instellingen van de afrekening' });
      await instellingen.getByLabel('Uitbetalen per bank toestaan').check();
      await instellingen.getByRole('button', { name: 'Opslaan' }).click();
      // Without the account the switch cannot be saved: said at the field.
      await expect(instellingen.getByLabel('IBAN')).toHaveAccessibleDescription('Vul het IBAN van de organisatie in.');
      await instellingen.getByLabel('IBAN').fill('NL20 INGB 0001 2345 67');
      await instellingen.getByLabel('Naam rekeninghouder').fill('Stichting Kinderkledingbeurs');
      await instellingen.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page.getByText('De instellingen van de afrekening zijn opgeslagen.')).toBeVisible();
      await expect(instellingen.getByTestId('opslaan-status')).not.toHaveText('Opslaan…');
      expect(await admin.get('/api/afrekening/instellingen')).toMatchObject({
        bankUitbetaling: true,
        iban: ORGANISATIE_IBAN,
        tenaamstelling: 'Stichting Kinderkledingbeurs',
      });
      await expect(instellingen.getByLabel('IBAN')).toHaveValue('NL20 INGB 0001 2345 67');
      await expect(instellingen.getByTestId('opslaan-status')).toHaveText(ONGEWIJZIGD);
      await nietBreder(page, breedte);
      await geenAxeFouten(page);
      await foto(page, `uitbetalen-afrekening-instellingen-${breedte}`);

      // Bente chooses a transfer on her own page: first a typo in the IBAN, refused at the field.
      await bankPagina.reload();
      const uitbetaling = bankPagina.getByRole('form', { name: 'Uitbetaling' });
      await expect(uitbetaling.getByRole('radio', { name: 'Contant in de envelop' })).toBeChecked();
      await uitbetaling.getByRole('radio', { name: 'Overmaken' }).check();
      await uitbetaling.getByLabel('IBAN').fill('NL44 RABO 0123 4567 88');
      await uitbetaling.getByLabel('Ten name van').fill('B. Bank');
      await uitbetaling.getByRole('button', { name: 'Opslaan' }).click();
      const ibanFout = /Dit IBAN klopt niet/;
      await expect(uitbetaling.getByLabel('IBAN')).toHaveAccessibleDescription(ibanFout);
      await expect(uitbetaling.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true');
      // The server decides, whatever the page checked first: the same refusal, at the same field.
      const token = decodeURIComponent(new URL(bankPagina.url()).searchParams.get('token')!);
      const geweigerd = await alsBezoeker('PUT', '/api/mijn-gegevens/uitbetaling', {
        token,
        wijze: 'bank',
        iban: 'NL44RABO0123456788',
        tenaamstelling: 'B. Bank',
      });
      expect(geweigerd.status).toBe(400);
      expect(geweigerd.body).toMatchObject({ veld: 'iban', message: expect.stringMatching(ibanFout) });

      await uitbetaling.getByLabel('IBAN').fill('nl44 rabo 0123 4567 89');
      await uitbetaling.getByRole('button', { name: 'Opslaan' }).click();
      await expect(bankPagina.getByTestId('uitbetaling-melding')).toHaveText('Opgeslagen: je geld wordt overgemaakt.');
      await expect(bankPagina.getByTestId('uitbetaling-nu')).toHaveText(
        `Je geld wordt overgemaakt naar ${GEMASKEERD} ten name van B. Bank.`,
      );
      await geenVolledigIban(bankPagina);
      await nietBreder(bankPagina, breedte);
      await geenAxeFouten(bankPagina);
      await bankPagina.getByRole('heading', { name: 'Uitbetaling' }).scrollIntoViewIfNeeded();
      await foto(bankPagina, `uitbetalen-mijn-gegevens-${breedte}`);

      // Carla stays with the default: cash in the envelope.
      const contantPagina = await nieuwePagina(browser, breedte);
      await contantPagina.goto(await persoonlijkeLink(admin, contant.email));
      await expect(
        contantPagina.getByRole('form', { name: 'Uitbetaling' }).getByRole('radio', { name: 'Contant in de envelop' }),
      ).toBeChecked();
      await expect(contantPagina.getByTestId('uitbetaling-nu')).toHaveText(
        'Je krijgt je geld contant in de envelop als je je spullen ophaalt.',
      );

      // The fair, with pin at the till (kassa-pin.spec.ts shows the till's own screen for it): a
      // hand-written label for each paid in cash, and one more of Carla's paid by pin, to the cent
      // (amounts that are no multiple of 5 cents).
      await admin.put<KassaInstellingen>('/api/kassas/instellingen', { pinnen: true });
      const kassa = await admin.post<KassaVoorBeheer>('/api/kassas', {
        naam: `Kleding ${randomUUID().slice(0, 4)}`,
        ruimte: 'Kleding',
      });
      const verkoop = await page.request.post('/api/kassa/bonnen', {
        headers: { Authorization: `Bearer ${kassa.link.split('#')[1]}` },
        data: {
          bonnen: [
            {
              id: randomUUID(),
              regels: [
                { verkopersnummer: bank.nummer, artikelnummer: null, prijsCent: 1_235 },
                { verkopersnummer: contant.nummer, artikelnummer: null, prijsCent: 1_010 },
              ],
              ontvangenCent: 2_245,
              gesloten: new Date().toISOString(),
            },
            {
              id: randomUUID(),
              regels: [{ verkopersnummer: contant.nummer, artikelnummer: null, prijsCent: 505 }],
              ontvangenCent: 505,
              betaalwijze: 'pin',
              gesloten: new Date().toISOString(),
            },
          ],
          wachtend: 0,
          oudsteWachtend: null,
        },
      });
      expect(verkoop.status(), await verkoop.text()).toBe(200);

      // The settlement: Bente's exact amount is transferred, Carla's envelope rounded down to 5 cents.
      await page.reload();
      const voor = (await admin.get<AfrekeningOverzicht>('/api/afrekening')).afrekening;
      const bente = voor.verkopers.find((v) => v.nummer === bank.nummer)!;
      const carla = voor.verkopers.find((v) => v.nummer === contant.nummer)!;
      // 12,35 − 2,47 commission − 1,00 administration − 2,00 for the coat back.
      expect(bente).toMatchObject({ uitbetaling: 'bank', overmakenCent: 688, envelopCent: 0 });
      // 10,10 + 5,05 (pin: the sellers' amounts do not change) − 3,03 − 1,00 = 11,12: € 11,10 in coins.
      expect(carla).toMatchObject({
        uitbetaling: 'contant',
        overmakenCent: 0,
        uitbetalingCent: 1_112,
        envelopCent: 1_110,
      });

      // The desk's cash and its pin apart; the counted cash is compared with the cash alone.
      const kasRij = page
        .getByRole('table', { name: 'Kas per kassa' })
        .getByRole('row')
        .filter({ hasText: kassa.naam });
      await expect(kasRij.getByRole('cell').nth(1)).toHaveText('2');
      await expect(kasRij.getByRole('cell').nth(2)).toHaveText(euro(2_245));
      await expect(kasRij.getByRole('cell').nth(3)).toHaveText(euro(505));
      await expect(page.getByText(/Dat is alleen het contante geld: met pin is € 5,05 betaald/)).toBeVisible();
      await page.getByLabel(`Geteld ${kassa.naam}`).fill('22,45');
      await kasRij.getByRole('button', { name: 'Bewaar' }).click();
      const opgeslagen = page.getByRole('alert').filter({ hasText: 'Het getelde bedrag is opgeslagen.' });
      await expect(opgeslagen).toBeVisible();
      // The notice goes, so the screenshot shows the table.
      await opgeslagen.getByRole('button').click();
      await expect(opgeslagen).toHaveCount(0);
      await expect(kasRij.getByRole('cell').nth(4)).toHaveText(euro(0));
      const kas = (await admin.get<AfrekeningOverzicht>('/api/afrekening')).afrekening.kassa.find(
        (k) => k.kassaId === kassa.id,
      );
      expect(kas).toMatchObject({ geregistreerdCent: 2_245, pinCent: 505, geteldCent: 2_245, verschilCent: 0 });
      await nietBreder(page, breedte);
      await page.getByRole('region', { name: 'Kas per kassa' }).scrollIntoViewIfNeeded();
      await page.getByRole('region', { name: 'Kas per kassa' }).screenshot({
        path: join(MAP, `uitbetalen-afrekening-kas-pin-${breedte}.png`),
      });

      await page.getByRole('button', { name: 'Afrekening afsluiten' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Afsluiten' }).click();
      await expect(page.getByText(/Afgesloten op/)).toBeVisible();

      const sectie = page.getByRole('region', { name: 'Overmaken per bank' });
      await expect(sectie.getByTestId('overmaken-aantal')).toHaveText(
        `1 overboeking in het bestand, samen ${euro(688)}.`,
      );
      await expect(page.getByTestId('totaal-overmaken')).toHaveText(euro(688));
      await expect(page.getByRole('row', { name: new RegExp(bank.naam) })).toContainText(
        `wordt overgemaakt ${euro(688)}`,
      );
      await expect(page.getByRole('row', { name: new RegExp(contant.naam) })).toContainText(euro(1_110));

      // The SEPA file: valid pain.001.001.03, one transfer of Bente's exact amount to her account.
      const [sepa] = await Promise.all([
        page.waitForEvent('download'),
        sectie.getByRole('button', { name: 'SEPA-bestand (pain.001)' }).click(),
      ]);
      const sepaPad = test.info().outputPath('sepa.xml');
      await sepa.saveAs(sepaPad);
      const xmllint = spawnSync('xmllint', ['--noout', '--schema', SCHEMA, sepaPad], { encoding: 'utf8' });
      expect(xmllint.status, xmllint.stderr).toBe(0);
      const xml = readFileSync(sepaPad, 'utf8');
      expect([...xml.matchAll(/<CtrlSum>([^<]+)<\/CtrlSum>/g)].map((m) => m[1])).toEqual(['6.88', '6.88']);
      expect([...xml.matchAll(/<NbOfTxs>([^<]+)<\/NbOfTxs>/g)].map((m) => m[1])).toEqual(['1', '1']);
      expect(xml).toContain(`<InstdAmt Ccy="EUR">6.88</InstdAmt>`);
      expect(xml).toContain(`<IBAN>${IBAN}</IBAN>`);
      expect(xml).toContain(`<IBAN>${ORGANISATIE_IBAN}</IBAN>`);
      expect(xml).not.toContain(contant.naam);
      expect(xml.match(/<CdtTrfTxInf>/g)).toHaveLength(1);

      // The envelopes: Bente's slip says the transfer with its exact amount, Carla's the envelope.
      const [enveloppen] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Enveloppen (PDF)' }).click(),
      ]);
      const enveloppenPad = test.info().outputPath('enveloppen.pdf');
      await enveloppen.saveAs(enveloppenPad);
      const slips = pdfTekst(enveloppenPad);
      expect(slips).toMatch(/Wordt overgemaakt\s+€ 6,88/);
      expect(slips).toMatch(/In de envelop\s+€ 11,10/);
      expect(slips).not.toMatch(/In de envelop\s+€ 6,8/);
      expect(slips.match(/Wordt overgemaakt/g)).toHaveLength(1);
      for (const vorm of VOLUIT) expect(slips).not.toContain(vorm);

      const [giro] = await Promise.all([
        page.waitForEvent('download'),
        sectie.getByRole('button', { name: 'GiroCodes (PDF)' }).click(),
      ]);
      const giroPad = test.info().outputPath('girocodes.pdf');
      await giro.saveAs(giroPad);
      expect(readFileSync(giroPad).subarray(0, 5).toString()).toBe('%PDF-');

      await geenVolledigIban(page);
      await nietBreder(page, breedte);
      await geenAxeFouten(page);
      await sectie.scrollIntoViewIfNeeded();
      await foto(page, `uitbetalen-afrekening-gesloten-${breedte}`);

      // The seller's detail says transfer, not envelope.
      await page
        .getByRole('row', { name: new RegExp(bank.naam) })
        .getByRole('gridcell')
        .first()
        .click();
      await expect(page.getByRole('dialog')).toContainText(`Overmaken: ${euro(688)} (per bank, geen envelop)`);
      await geenVolledigIban(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).click();

      // Pick-up: Bente gets her coat back and no envelope; Carla her envelope.
      const ophaalBalie = await admin.post<KassaVoorBeheer>('/api/kassas', {
        naam: `Uitgifte ${randomUUID().slice(0, 4)}`,
        ruimte: 'Kleding',
        taak: 'ophalen',
      });
      const ophalen = await openBalie(browser, ophaalBalie, breedte);
      const balie = ophalen.page;
      await expect(balie.getByRole('heading', { name: 'Ophalen', level: 1 })).toBeVisible();
      // "Nog niet opgehaald": Bente's money is transferred, not an envelope of € 0,00.
      const nogNiet = (nummer: number) =>
        balie.getByTestId('nog-niet').filter({ has: balie.getByRole('button', { name: `Verkoper ${nummer} openen` }) });
      await expect(nogNiet(bank.nummer)).toContainText(`wordt overgemaakt ${euro(688)}`);
      await expect(nogNiet(contant.nummer)).toContainText(euro(1_110));
      await expect(nogNiet(contant.nummer)).not.toContainText('overgemaakt');
      await expect(balie.getByTestId('ophaal-voortgang')).toContainText(`nog 1 envelop, samen ${euro(1_110)}`);
      await geenVolledigIban(balie);
      await nietBreder(balie, breedte);
      await balie.getByRole('table', { name: 'Nog niet opgehaald' }).scrollIntoViewIfNeeded();
      await foto(balie, `uitbetalen-ophalen-lijst-${breedte}`);
      const veld = balie.getByLabel('Verkopersnummer');
      await veld.fill(String(bank.nummer));
      await veld.press('Enter');
      await expect(balie.getByTestId('envelop')).toHaveText(`Wordt overgemaakt ${euro(688)}`);
      await expect(balie.getByTestId('alleen-artikelen')).toBeVisible();
      await expect(balie.getByTestId('verkoper').getByTestId('artikel')).toHaveCount(1);
      await expect(balie.getByRole('button', { name: 'Opgehaald – artikelen meegegeven' })).toBeVisible();
      await geenVolledigIban(balie);
      await expect(balie.getByTestId('verkoper')).not.toContainText(GEMASKEERD);
      await nietBreder(balie, breedte);
      await geenAxeFouten(balie);
      await foto(balie, `uitbetalen-ophalen-bank-${breedte}`);
      // Her coat's label ticks it off; she collects it and no envelope.
      await scan(balie, jas!);
      await expect(balie.getByTestId('verkoper').getByTestId('artikel')).toHaveAttribute('data-status', 'terug');
      await balie.getByRole('button', { name: 'Opgehaald – artikelen meegegeven' }).click();
      await expect(balie.getByTestId('teken')).toContainText(`Verkoper ${bank.nummer} heeft opgehaald.`);
      await veld.fill(String(contant.nummer));
      await veld.press('Enter');
      await expect(balie.getByTestId('envelop')).toHaveText(`Envelop ${euro(1_110)}`);
      await expect(balie.getByTestId('alleen-artikelen')).toHaveCount(0);
      await foto(balie, `uitbetalen-ophalen-contant-${breedte}`);
      await balie.getByRole('button', { name: 'Opgehaald – envelop en artikelen meegegeven' }).click();
      await expect(balie.getByTestId('teken')).toContainText(`Verkoper ${contant.nummer} heeft opgehaald.`);
      await expect(balie.getByTestId('stappen-wachtrij')).toHaveText('Alles is verzonden.', { timeout: 20_000 });
      await expect(nogNiet(bank.nummer)).toHaveCount(0, { timeout: 20_000 });
      await expect(nogNiet(contant.nummer)).toHaveCount(0, { timeout: 20_000 });
      await ophalen.context.close();

      // Each seller's statement mail says what they were handed, and how they are paid.
      const bankAfrekening = await mailAan(admin, bank.email, /afrekening/);
      expect(bankAfrekening.text).toContain(`Wordt overgemaakt naar je rekening: ${euro(688)}`);
      expect(bankAfrekening.text).not.toContain('In je envelop');
      for (const vorm of VOLUIT) expect(bankAfrekening.text).not.toContain(vorm);
      const contantAfrekening = await mailAan(admin, contant.email, /afrekening/);
      expect(contantAfrekening.text).toContain(`In je envelop: ${euro(1_110)}`);
      expect(contantAfrekening.text).not.toContain('overgemaakt');

      // Bente's page after closing: her account, masked, and no more choice; her statement says transfer.
      await bankPagina.reload();
      await expect(bankPagina.getByTestId('uitbetaling-nu')).toHaveText(
        `Je geld wordt overgemaakt naar ${GEMASKEERD} ten name van B. Bank.`,
      );
      await expect(bankPagina.getByRole('radio')).toHaveCount(0);
      await expect(bankPagina.getByTestId('eigen-afrekening')).toContainText(`Wordt overgemaakt${euro(688)}`);
      await geenVolledigIban(bankPagina);
      await nietBreder(bankPagina, breedte);
      await bankPagina.getByRole('heading', { name: 'Uitbetaling' }).scrollIntoViewIfNeeded();
      await foto(bankPagina, `uitbetalen-mijn-gegevens-gesloten-${breedte}`);
      await bankPagina.context().close();
      // Carla's statement: her envelope, rounded down to 5 cents; no choice to show any more.
      await contantPagina.reload();
      await expect(contantPagina.getByTestId('eigen-afrekening')).toContainText(`In de envelop${euro(1_110)}`);
      await expect(contantPagina.getByRole('heading', { name: 'Uitbetaling' })).toHaveCount(0);
      await contantPagina.context().close();

      // The treasurer imported the file: "Uitbetaald", asked first, then who and when.
      await sectie.getByRole('button', { name: 'Uitbetaald' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Uitbetaald' }).click();
      await expect(sectie.getByTestId('uitbetaald')).toContainText('Uitbetaald gemarkeerd door admin op');
      await expect(sectie.getByRole('button', { name: 'SEPA-bestand (pain.001)' })).toHaveCount(0);
      const mail = await mailAan(admin, bank.email, /overgemaakt/);
      expect(mail.text).toContain(euro(688));
      expect(mail.text).toContain('6789');
      for (const vorm of VOLUIT) expect(mail.text).not.toContain(vorm);
      expect(
        (await admin.get<OutboxMail[]>('/api/mail')).some(
          (m) => m.to === contant.email && /overgemaakt/.test(m.subject),
        ),
      ).toBe(false);
      await geenVolledigIban(page);
      await nietBreder(page, breedte);
      await foto(page, `uitbetalen-afrekening-uitbetaald-${breedte}`);
    });
  });
}
