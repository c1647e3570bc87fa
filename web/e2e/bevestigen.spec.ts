/**
 * Issue 53 in the browser, at 360 and 1280 px: the administrator switches "Bevestigen" on under
 * Instellingen → Toewijzing; a seller confirms with "Ik kom" on their personal page; the other,
 * unconfirmed, is released at the deadline by the server's own clock (the standalone server runs
 * it every few seconds), and the next one on the reserve list gets the place with a term of their
 * own, which the administrator extends. Screenshots and the mails in screenshots/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { request, type Page } from '@playwright/test';
import type { DeelnemerMetBevestiging } from '../../functions/src/kern/api-types';
import type { OutboxMail } from '../../functions/src/kern/types';
import { openBeheer, toast } from './admin-helpers';
import { BASE_URL, expect, geenAxeFouten, OPEN, registreerViaApi, test, type AdminApi } from './fixtures';

const require = createRequire(import.meta.url);
const { naarBeursklokVeld } =
  require('../../functions/src/kern/datums') as typeof import('../../functions/src/kern/datums');
const { inleverenBegintOp } =
  require('../../functions/src/kern/deadline') as typeof import('../../functions/src/kern/deadline');
const UUR = 3600_000;
/** A whole minute, `deel` of the way from now to `tot` (the screen takes whole minutes). */
const tussen = (tot: number, deel: number) => {
  const moment = new Date(Date.now() + (tot - Date.now()) * deel);
  moment.setSeconds(0, 0);
  return moment;
};

const MAP = join(import.meta.dirname, '..', '..', 'screenshots');
mkdirSync(MAP, { recursive: true });

const GEEN = { opentOp: null, voorrang: { vrijwilligers: null, terugkerend: null }, bevestigen: null };
let n = 0;
const adres = (naam: string) => `${naam}.${Date.now()}.${n++}@voorbeeld.nl`;

/** Someone joining the reserve list on their own phone. */
async function opReservelijst(naam: string, email: string) {
  const ctx = await request.newContext({ baseURL: BASE_URL });
  try {
    const { csrfToken } = (await (await ctx.get('/api/session')).json()) as { csrfToken: string };
    const res = await ctx.post('/api/reservelijst', {
      data: { naam, email, telefoon: '' },
      headers: { 'X-XSRF-TOKEN': csrfToken },
    });
    expect(res.status(), await res.text()).toBe(201);
  } finally {
    await ctx.dispose();
  }
}

const mailsAan = async (admin: AdminApi, email: string) =>
  (await admin.get<OutboxMail[]>('/api/mail')).filter((m) => m.to === email);

async function persoonlijkeLink(admin: AdminApi, email: string) {
  const mail = (await mailsAan(admin, email)).filter((m) => /\/mijn-gegevens\?token=/.test(m.text)).at(-1)!;
  return `/mijn-gegevens?token=${/\/mijn-gegevens\?token=(\S+)/.exec(mail.text)![1]}`;
}

const alle = (admin: AdminApi) => admin.get<DeelnemerMetBevestiging[]>('/api/geregistreerde/all');

/** The grid's row of a person, by their name. */
const rij = (page: Page, naam: string) => page.getByRole('row').filter({ hasText: naam });

for (const breedte of [360, 1280]) {
  test.describe(`bevestigen (${breedte} px)`, () => {
    test.beforeEach(async ({ admin }) => {
      await admin.put('/api/toewijzing', GEEN);
      await admin.setSettings(OPEN);
    });
    test.afterEach(async ({ admin }) => {
      await admin.put('/api/toewijzing', GEEN);
      await admin.setSettings(OPEN);
    });

    test(`Ik kom, vrijgeven op de deadline en de volgende van de lijst (${breedte} px)`, async ({
      page,
      browser,
      admin,
    }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width: breedte, height: 900 });

      // Full with two new sellers, one waiting on the reserve list.
      // Every deadline lies before the current fair's drop-off (the Friday before it, 16:30).
      const inleveren = inleverenBegintOp(await admin.get<{ datum: string }>('/api/aflevering/last')).getTime();
      test.skip(inleveren - Date.now() < 60 * UUR, 'het inleveren is te dichtbij voor een termijn van 48 uur');
      const { aantalActief } = await admin.publicState();
      await admin.setSettings({ maximumAantalDeelnemers: aantalActief + 2 });
      const anne = { naam: `Anne Komt ${breedte}`, email: adres('anne') };
      const bert = { naam: `Bert Vergeet ${breedte}`, email: adres('bert') };
      const cor = { naam: `Cor Wacht ${breedte}`, email: adres('cor') };
      await registreerViaApi(anne.naam, anne.email);
      await registreerViaApi(bert.naam, bert.email);
      await opReservelijst(cor.naam, cor.email);

      // The administrator switches it on, with the defaults the screen offers.
      await openBeheer(page, '/instellingen');
      const sectie = page.getByRole('form', { name: 'Toewijzing' });
      await sectie.getByLabel('Verkopers bevestigen hun plek').check();
      await expect(sectie.getByLabel('Herinnering … dagen vooraf')).toHaveValue('3');
      await expect(sectie.getByLabel('Bevestigtermijn na een plek van de reservelijst (uren)')).toHaveValue('48');
      await sectie.getByLabel('Bevestigen vóór').fill(naarBeursklokVeld(new Date(Date.now() - 60 * 60_000)));
      await sectie.getByRole('button', { name: 'Opslaan' }).click();
      await expect(sectie.getByText('Kies een tijd in de toekomst.')).toBeVisible();
      const ver = tussen(inleveren, 1 / 2);
      await sectie.getByLabel('Bevestigen vóór').fill(naarBeursklokVeld(ver));
      await sectie.getByRole('button', { name: 'Opslaan' }).click();
      await expect(toast(page)).toContainText('Toewijzing opgeslagen');
      await sectie.getByLabel('Bevestigen vóór').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(MAP, `bevestigen-instellingen-${breedte}.png`) });
      await geenAxeFouten(page);

      // The demo's sellers confirmed on their behalf: only Anne and Bert are open.
      for (const d of await alle(admin)) {
        if (d.vrijgevenOp && d.email !== anne.email && d.email !== bert.email) {
          await admin.post(`/api/geregistreerde/${d.id}/bevestigen`);
        }
      }

      // Anne: "Ik kom" on her personal page.
      const context = await browser.newContext({ viewport: { width: breedte, height: 900 } });
      const verkoper = await context.newPage();
      await verkoper.goto(await persoonlijkeLink(admin, anne.email));
      await expect(verkoper.getByTestId('bevestig-voor')).toContainText('Bevestig vóór');
      await verkoper.screenshot({ path: join(MAP, `bevestigen-ik-kom-${breedte}.png`) });
      await geenAxeFouten(verkoper);
      await verkoper.getByRole('button', { name: 'Ik kom' }).click();
      await expect(verkoper.getByTestId('bevestigd')).toHaveText('Je hebt je plek bevestigd. Tot op de beurs!');
      await verkoper.screenshot({ path: join(MAP, `bevestigen-bevestigd-${breedte}.png`) });

      // The deadline, some seconds from now (the API takes seconds; the screen whole minutes).
      const deadline = new Date(Date.now() + 8_000);
      await admin.put('/api/toewijzing', {
        ...GEEN,
        bevestigen: { voor: deadline.toISOString(), artikelen: 1, herinneringDagen: 3, termijnUren: 48 },
      });
      await page.goto('/geregistreerden');
      await page.getByLabel('Zoeken').fill('Vergeet');
      await expect(rij(page, bert.naam).getByTestId(/^bevestiging-/)).toContainText('Vrij ');
      await page.screenshot({ path: join(MAP, `bevestigen-geregistreerden-voor-${breedte}.png`) });

      // The server's clock releases Bert's place within seconds of the deadline; Cor gets it.
      await expect
        .poll(
          async () => (await alle(admin)).find((d) => d.email === bert.email)?.afleveringen[0]?.vrijgegeven ?? null,
          {
            timeout: 45_000,
          },
        )
        .not.toBeNull();
      const nu = await alle(admin);
      const corNu = nu.find((d) => d.email === cor.email)!;
      expect(corNu, 'Cor is van de reservelijst ingeschreven').toBeTruthy();
      expect(corNu.vrijgevenOp, 'een eigen termijn van 48 uur').not.toBeNull();
      expect(Date.parse(corNu.vrijgevenOp!) - Date.now()).toBeGreaterThan(47 * UUR);
      expect(nu.find((d) => d.email === anne.email)!.bevestigd).toBe(true);
      expect((await admin.publicState()).aantalActief).toBe(aantalActief + 2);

      // The mails: Bert's says why; Cor's names his own deadline.
      const bertMail = (await mailsAan(admin, bert.email)).at(-1)!;
      expect(bertMail.subject).toBe('Je plek op de kinderkledingbeurs is vrijgegeven');
      expect(bertMail.text).toContain('Je hebt je plek niet op tijd bevestigd.');
      const corMail = (await mailsAan(admin, cor.email)).at(-1)!;
      expect(corMail.text).toContain('Er is een plaats vrijgekomen');
      expect(corMail.text).toContain('Bevestig vóór');
      writeFileSync(
        join(MAP, `bevestigen-mails-${breedte}.txt`),
        [bertMail, corMail].map((m) => `Aan: ${m.to}\nOnderwerp: ${m.subject}\n\n${m.text}`).join('\n\n-----\n\n'),
      );

      // Bert's own page says so; the administrator extends Cor's term.
      await verkoper.goto(await persoonlijkeLink(admin, bert.email));
      await expect(verkoper.getByTestId('vrijgegeven')).toContainText('Je plek is vrijgegeven');
      await verkoper.screenshot({ path: join(MAP, `bevestigen-vrijgegeven-${breedte}.png`) });

      await page.reload();
      await page.getByLabel('Zoeken').fill('Wacht');
      await expect(rij(page, cor.naam).getByTestId(/^bevestiging-/)).toContainText('Vrij ');
      await page.screenshot({ path: join(MAP, `bevestigen-geregistreerden-na-${breedte}.png`) });
      await rij(page, cor.naam)
        .getByRole('button', { name: `Termijn verlengen van ${cor.naam}` })
        .click();
      const dialoog = page.getByRole('dialog', { name: 'Termijn verlengen' });
      const later = tussen(inleveren, 0.9);
      await dialoog.getByLabel('Bevestigen vóór').fill(naarBeursklokVeld(later));
      await page.screenshot({ path: join(MAP, `bevestigen-termijn-${breedte}.png`) });
      await geenAxeFouten(page);
      await dialoog.getByRole('button', { name: 'Verlengen' }).click();
      await expect(toast(page)).toContainText(`De termijn van ${cor.naam} is verlengd`);
      expect((await alle(admin)).find((d) => d.email === cor.email)!.vrijgevenOp).toBe(later.toISOString());
      await context.close();
    });
  });
}
