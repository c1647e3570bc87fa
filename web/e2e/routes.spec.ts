import { langeDatum, seizoenTekst, vrijdagVoor } from './domein';
import type { Aflevering, Contactpersoon } from '../../functions/src/kern/types';
import { expect, test } from './fixtures';

const PUBLIEK = ['Home', 'Verkopen', 'Kopen', 'Labelen', 'Vrijwilligers', 'Registreren', 'Contact', 'Privacy'];

test.describe('publieke routes', () => {
  test('menu, paginatitel en favicon zoals de specificatie zegt', async ({ page }) => {
    await page.goto('/home');
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(menu.getByRole('link')).toHaveText([...PUBLIEK, 'Inloggen']);
    await expect(menu.getByRole('button', { name: 'Uitloggen' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Geregistreerden' })).toHaveCount(0);
    await expect(page).toHaveTitle(/Kinderkledingbeurs in het dorp/);
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBe('/favicon.svg');
    const favicon = await page.request.get(icon!);
    expect(favicon.headers()['content-type']).toContain('image/svg+xml');
    await menu.getByRole('link', { name: 'Kopen', exact: true }).click();
    await expect(page).toHaveURL(/\/kopen$/);
    await expect(menu.getByRole('link', { name: 'Kopen', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('/ en /home noemen de zaterdag; alleen / heeft de omschrijving', async ({ page, admin }) => {
    const { datum, beurs } = await admin.publicState();
    expect(datum).not.toBeNull();
    await page.goto('/');
    const aankondiging = page.getByTestId('aankondiging');
    await expect(aankondiging).toContainText(`Op ${langeDatum(datum!)} is er weer ${seizoenTekst(datum)}`);
    await expect(aankondiging).toContainText(beurs.omschrijving);
    await expect(page.getByRole('heading', { name: 'Kleding', exact: true })).toBeVisible();
    await expect(page.getByText('maten 74 tot en met 176')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Speelgoed', exact: true })).toBeVisible();
    await expect(page.getByText('kinderboeken')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Locatie', exact: true })).toBeVisible();
    await expect(page.getByText(beurs.locatie)).toBeVisible();
    await expect(page.getByText(/pinnen is niet mogelijk/).first()).toBeVisible();
    await expect(page.getByTestId('organisatoren')).toHaveText('Anne, Marieke en Sanne');
    await expect(page.getByRole('link', { name: 'Volg ons op social media' })).toHaveAttribute(
      'href',
      beurs.socialMediaUrl,
    );

    await page.goto('/home');
    await expect(aankondiging).toContainText(`Op ${langeDatum(datum!)} is er weer ${seizoenTekst(datum)}.`);
    await expect(aankondiging).not.toContainText(beurs.omschrijving);
  });

  test('datums voluit in het Nederlands, de vrijdag ervoor, de seizoenstekst uit de maand', async ({ page, admin }) => {
    const laatste = await admin.get<Aflevering | null>('/api/aflevering/last');
    const lijst = await admin.post<Aflevering[]>('/api/aflevering', {
      volgnummer: (laatste?.volgnummer ?? 0) + 1,
      datum: '2027-03-13',
    });
    const lente = lijst.find((a) => a.datum === '2027-03-13')!;
    try {
      await page.goto('/home');
      await expect(page.getByTestId('aankondiging')).toHaveText(
        'Op zaterdag 13 maart 2027 is er weer een lente- en zomerbeurs.',
      );
      await page.goto('/verkopen');
      await expect(page.getByTestId('inleverdatum')).toHaveText('vrijdag 12 maart 2027');
      expect(langeDatum(vrijdagVoor('2027-03-13'))).toBe('vrijdag 12 maart 2027');
    } finally {
      await admin.delete(`/api/aflevering/delete/${lente.id}`);
    }
    const herfst = await admin.post<Aflevering[]>('/api/aflevering', {
      volgnummer: (laatste?.volgnummer ?? 0) + 1,
      datum: '2027-09-25',
    });
    try {
      await page.goto('/home');
      await expect(page.getByTestId('aankondiging')).toHaveText(
        'Op zaterdag 25 september 2027 is er weer een herfst- en winterbeurs.',
      );
    } finally {
      await admin.delete(`/api/aflevering/delete/${herfst.find((a) => a.datum === '2027-09-25')!.id}`);
    }
  });

  test('/verkopen: inbrengen op vrijdag, maten, kosten, ophalen', async ({ page, admin }) => {
    const { datum } = await admin.publicState();
    await page.goto('/verkopen');
    await expect(page.getByRole('heading', { level: 1, name: 'Verkopen' })).toBeVisible();
    await expect(page.getByTestId('inleveren')).toContainText('van 16.30 - 17.30 uur');
    await expect(page.getByTestId('inleverdatum')).toHaveText(langeDatum(vrijdagVoor(datum!)));
    for (const maat of ['74-80', '86-92', '98-104', '110-116', '122-128', '134-140', '146-152', '158-164', '170-176']) {
      await expect(page.getByText(maat, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('De organisatie houdt 20% van de opbrengst.')).toBeVisible();
    await expect(page.getByText('€ 1 per verkoper', { exact: false })).toBeVisible();
    await expect(page.getByText(/€ 2 extra \(€ 3 in totaal\)/)).toBeVisible();
    await expect(page.getByText(/16\.30 - 17\.00 uur/)).toBeVisible();
    await expect(page.getByText('Knuffels en make-up worden niet verkocht.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Registreren' }).last()).toHaveAttribute('href', '/registreren');
  });

  test('/kopen: openingstijden en alleen contant', async ({ page }) => {
    await page.goto('/kopen');
    await expect(page.getByText('De kledingzaal is voor iedereen open van 10.30 tot 12.00 uur.')).toBeVisible();
    await expect(page.getByText(/speelgoedzaal is al open vanaf 10\.00 uur/)).toBeVisible();
    await expect(page.getByText('Om 12.00 uur sluit de beurs.')).toBeVisible();
    await expect(page.getByText(/elk met een eigen kassa/)).toBeVisible();
    await expect(page.getByText(/alleen contant/)).toBeVisible();
    await expect(page.getByText(/gratis parkeren/)).toBeVisible();
  });

  test('/labelen: het labelvel downloadt als pdf van het datapad', async ({ page }) => {
    await page.goto('/labelen');
    await expect(page.getByText(/rode stip/)).toBeVisible();
    await expect(page.getByText(/veiligheidsspeld, niet met een punaise/)).toBeVisible();
    const link = page.getByRole('link', { name: 'Labels downloaden (pdf)' });
    await expect(link).toHaveAttribute('href', '/data/labels.pdf');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('labels-kinderkledingbeurs.pdf');
    const pdf = await page.request.get('/data/labels.pdf');
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('/vrijwilligers: de drie momenten en wat je ervoor krijgt', async ({ page }) => {
    await page.goto('/vrijwilligers');
    await expect(page.getByText(/vrijdagavond/)).toBeVisible();
    await expect(page.getByText(/zaterdagochtend/)).toBeVisible();
    await expect(page.getByText(/Tijdens en na de beurs/)).toBeVisible();
    await expect(page.getByText('Je mag als eerste de kleding bekijken.')).toBeVisible();
    await expect(page.getByText('Je betaalt geen administratiekosten.')).toBeVisible();
  });

  test('/contact: contactpersonen uit de API met tel:- en mailto:-links', async ({ page, admin }) => {
    const personen = await admin.get<Contactpersoon[]>('/api/contactpersonen/all');
    const { beurs } = await admin.publicState();
    expect(personen.length).toBeGreaterThan(0);
    await page.goto('/contact');
    await expect(page.getByText('Bel of mail naar:')).toBeVisible();
    for (const p of personen) {
      await expect(page.getByRole('heading', { name: p.naam, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: p.telefoon, exact: true })).toHaveAttribute(
        'href',
        `tel:${p.telefoon.replace(/[^\d+]/g, '')}`,
      );
      await expect(page.getByRole('link', { name: p.email, exact: true })).toHaveAttribute('href', `mailto:${p.email}`);
    }
    await expect(page.getByTestId('organisatie')).toContainText(beurs.organisatie);
  });

  test('/privacy: de verklaring en haar onderdelen', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Algemene privacy verklaring' })).toBeVisible();
    for (const kop of [
      'Hoe komen wij aan je gegevens?',
      'Wat doen we met je gegevens?',
      'Hoe lang bewaren we je gegevens?',
      'Met wie delen we je gegevens?',
      'Contact, mailing en reclame',
      'Inzage in je gegevens',
    ]) {
      await expect(page.getByRole('heading', { name: kop })).toBeVisible();
    }
    await expect(page.getByText(/e-mailadres bewaren we 1 jaar/)).toBeVisible();
    await expect(page.getByTestId('vrijwilliger-termijn')).toContainText('1 jaar na die beurs');
    await expect(page.getByText(/niet met derden/)).toBeVisible();
  });

  test('/login: het formulier', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Gebruikersnaam')).toBeVisible();
    await expect(page.getByLabel('Wachtwoord')).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  });

  test('beheerroutes tonen de startpagina als je niet bent ingelogd', async ({ page }) => {
    for (const pad of ['/geregistreerden', '/afleveringen', '/instellingen', '/nieuws-edit']) {
      await page.goto(pad);
      await expect(page.getByRole('heading', { level: 1, name: 'Welkom bij de kinderkledingbeurs' })).toBeVisible();
      await expect(page.getByTestId('aankondiging')).toBeVisible();
    }
  });

  test('een onbekende route krijgt een Nederlandse niet-gevonden-pagina; diepe links overleven herladen', async ({
    page,
  }) => {
    await page.goto('/bestaat-niet');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
    await page.getByRole('link', { name: 'Naar de homepagina' }).click();
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/vrijwilligers');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Vrijwilligers' })).toBeVisible();
  });

  test('het nieuwspaneel toont opgemaakte HTML en werkt live bij', async ({ page, admin }) => {
    const { nieuws } = await admin.publicState();
    await page.goto('/kopen');
    const paneel = page.getByRole('complementary', { name: 'Nieuws' });
    await page.evaluate(() => ((window as unknown as { zelfdePagina: boolean }).zelfdePagina = true));
    try {
      await admin.saveNieuws('<h2>Live bericht</h2><p>De beurs is <strong>vol</strong> gezellig.</p>');
      await expect(paneel.getByRole('heading', { name: 'Live bericht' })).toBeVisible();
      await expect(paneel.locator('strong', { hasText: 'vol' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { zelfdePagina?: boolean }).zelfdePagina)).toBe(true);
    } finally {
      await admin.saveNieuws(nieuws.tekst);
    }
  });
});
