/**
 * The /api contract of docs/API.md on both runtimes: sessions and their cookies, CSRF, who may
 * call what, the registration's gate and its Dutch messages, field errors with their field, and
 * the shape of every refusal. The same requests, the same answers.
 */
import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { MELDING_MAXIMUM, MELDING_NIET_GEOPEND } from '../registratie/domein/registratie';
import type { Client } from '../platform/testing/client';
import { GEEN_STACK, beheerder, bezoeker, opElkeRuntime } from './runtimes';
import { aantalActief, openInschrijving, uniek } from './staat';
import { meldingNietPerBank } from '../afrekening/domein/uitbetaling';

interface Fout {
  message: string;
  veld?: string;
}

/** Every route that only an administrator may use, one call each (docs/API.md, "Who: admin"). */
const BEHEER: [string, string][] = [
  ['GET', '/api/geregistreerde/all'],
  ['PUT', '/api/geregistreerde/save'],
  ['PUT', '/api/geregistreerde/nummer'],
  ['DELETE', '/api/geregistreerde/delete/x'],
  ['GET', '/api/verkopersnummers'],
  ['GET', '/api/geregistreerde/mail/1'],
  ['GET', '/api/geregistreerde/export.csv'],
  ['GET', '/api/aflevering/all'],
  ['GET', '/api/aflevering/last'],
  ['GET', '/api/aflevering/checklist'],
  ['POST', '/api/aflevering'],
  ['DELETE', '/api/aflevering/delete/x'],
  ['PUT', '/api/settings/inschrijvinggeopend'],
  ['PUT', '/api/settings/inschrijvinggesloten'],
  ['PUT', '/api/settings/maximumaantaldeelnemers'],
  ['POST', '/api/nieuws/save'],
  ['POST', '/api/contactpersonen'],
  ['DELETE', '/api/contactpersonen/delete/x'],
  ['PUT', '/api/beurs'],
  ['GET', '/api/mail'],
  ['POST', '/api/mail/x/retry'],
  ['GET', '/api/reservelijst'],
  ['PUT', '/api/reservelijst/automatisch'],
  ['DELETE', '/api/reservelijst/x'],
  ['GET', '/api/bewaren'],
  ['PUT', '/api/bewaren'],
  ['GET', '/api/vrijwilligers/rooster'],
  ['PUT', '/api/vrijwilligers/diensten/vrijdagSorteren'],
  ['GET', '/api/artikelen'],
  ['PUT', '/api/artikelen/instellingen'],
  ['GET', '/api/artikelen/export.csv'],
  ['GET', '/api/artikelen/verkopers/1'],
  ['GET', '/api/kassas'],
  ['POST', '/api/kassas'],
  ['GET', '/api/kassas/instellingen'],
  ['PUT', '/api/kassas/instellingen'],
  ['POST', '/api/kassas/bonnen/x/annuleren'],
  ['PUT', '/api/kassas/bonnen/x/pin'],
  ['GET', '/api/inlevering/voortgang'],
  ['GET', '/api/inlevering/verkopers/1'],
  ['GET', '/api/ophalen/voortgang'],
  ['GET', '/api/ophalen/verkopers/1'],
  ['POST', '/api/ophalen/rest-naar-goed-doel'],
  ['GET', '/api/beursdag'],
  ['GET', '/api/afrekening'],
  ['GET', '/api/afrekening/instellingen'],
  ['PUT', '/api/afrekening/instellingen'],
  ['POST', '/api/afrekening/sluiten'],
  ['GET', '/api/afrekening/export.csv'],
  ['GET', '/api/afrekening/enveloppen.pdf'],
  ['GET', '/api/afrekening/overzicht.pdf'],
  ['GET', '/api/afrekening/sepa.xml'],
  ['GET', '/api/afrekening/girocodes.pdf'],
  ['POST', '/api/afrekening/uitbetaald'],
  ['PUT', '/api/afrekening/tenaamstelling/1'],
  ['PUT', '/api/toewijzing'],
  ['POST', '/api/toewijzing/loting/trekken'],
];

opElkeRuntime('het /api-contract', (rt) => {
  let admin: Client;
  before(async () => {
    admin = await beheerder(rt);
  });

  it('geeft een nieuwe bezoeker een sessie: HttpOnly SameSite=Lax __session, en het CSRF-token in cookie en antwoord', async () => {
    const res = await fetch(`${rt.url}/api/session`);
    assert.equal(res.status, 200);
    const body = (await res.json()) as { loggedIn: boolean; username: string | null; csrfToken: string };
    assert.deepEqual({ loggedIn: body.loggedIn, username: body.username }, { loggedIn: false, username: null });
    const cookies = res.headers.getSetCookie();
    const sessie = cookies.find((c) => c.startsWith('__session='));
    assert.ok(sessie, cookies.join(' | '));
    assert.match(sessie, /; HttpOnly/i);
    assert.match(sessie, /; SameSite=Lax/i);
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='));
    assert.equal(decodeURIComponent(xsrf?.split(';')[0]?.split('=')[1] ?? ''), body.csrfToken);
  });

  it('beantwoordt de publieke instellingen-GETs met kale waarden van het juiste type', async () => {
    const c = bezoeker(rt);
    assert.equal(typeof (await c.get('/api/settings/inschrijvinggeopend')).body, 'boolean');
    assert.equal(typeof (await c.get('/api/settings/inschrijvinggesloten')).body, 'boolean');
    assert.equal(typeof (await c.get('/api/settings/maximumaantaldeelnemers')).body, 'number');
    assert.equal(typeof (await c.get('/api/geregistreerde/aantalactievedeelnemers')).body, 'number');
  });

  it('weigert elke beheerroute zonder sessie van een beheerder met 401 en een Nederlandse melding', async () => {
    const c = bezoeker(rt);
    for (const [method, pad] of BEHEER) {
      const res = await c.call<Fout>(method, pad, {});
      assert.equal(res.status, 401, `${method} ${pad}: ${res.text}`);
      assert.match(res.body.message, /niet ingelogd/, `${method} ${pad}`);
    }
  });

  it('weigert wijzigende verzoeken zonder of met een verkeerd X-XSRF-TOKEN met 403', async () => {
    const c = bezoeker(rt);
    const zonder = await c.call<Fout>('POST', '/api/geregistreerde/save', { naam: 'x' }, { csrf: null });
    assert.equal(zonder.status, 403, zonder.text);
    assert.match(zonder.body.message, /sessie/);
    const verkeerd = await c.call<Fout>('PUT', '/api/beurs', {}, { csrf: 'een-token-dat-nergens-bij-hoort' });
    assert.equal(verkeerd.status, 403, verkeerd.text);
  });

  it('laat de beheerder in met de sessie: /api/session noemt hem, beheerroutes antwoorden', async () => {
    const sessie = await admin.get<{ loggedIn: boolean; username: string }>('/api/session');
    assert.deepEqual(
      { loggedIn: sessie.body.loggedIn, username: sessie.body.username },
      { loggedIn: true, username: 'beheerder' },
    );
    const alle = await admin.get('/api/geregistreerde/all');
    assert.equal(alle.status, 200, alle.text);
    assert.ok(Array.isArray(alle.body));
  });

  it('past de inschrijfpoort toe met de meldingen van het scherm (409), en schrijft in zolang er plaats is', async () => {
    const persoon = () => ({ naam: 'Poort Proef', email: `${uniek()}@voorbeeld.nl`, telefoon: '0612345678' });
    try {
      await openInschrijving(admin, { inschrijvingGeopend: false });
      const dicht = await bezoeker(rt).post<Fout>('/api/geregistreerde/save', persoon());
      assert.equal(dicht.status, 409, dicht.text);
      assert.deepEqual(dicht.body, { message: MELDING_NIET_GEOPEND });

      await openInschrijving(admin);
      const nu = await aantalActief(rt);
      const welkom = await bezoeker(rt).post<{ id: string; naam: string; nummer: number }>(
        '/api/geregistreerde/save',
        persoon(),
      );
      assert.equal(welkom.status, 200, welkom.text);
      assert.deepEqual(Object.keys(welkom.body).sort(), ['id', 'naam', 'nummer']);
      assert.equal(welkom.body.naam, 'Poort Proef');
      assert.equal(await aantalActief(rt), nu + 1);

      await openInschrijving(admin, { maximumAantalDeelnemers: nu + 1 });
      const vol = await bezoeker(rt).post<Fout>('/api/geregistreerde/save', persoon());
      assert.equal(vol.status, 409, vol.text);
      assert.deepEqual(vol.body, { message: MELDING_MAXIMUM });
    } finally {
      await openInschrijving(admin);
    }
  });

  it('weigert hetzelfde e-mailadres een tweede keer met 409, en zegt niets over de persoon', async () => {
    await openInschrijving(admin);
    const email = `${uniek()}@voorbeeld.nl`;
    const eerst = await bezoeker(rt).post('/api/geregistreerde/save', {
      naam: 'Eerste Keer',
      email,
      telefoon: '0612345678',
    });
    assert.equal(eerst.status, 200, eerst.text);
    const weer = await bezoeker(rt).post<Fout>('/api/geregistreerde/save', {
      naam: 'Tweede Keer',
      email: `  ${email.toUpperCase()} `,
      telefoon: '0612345678',
    });
    assert.equal(weer.status, 409, weer.text);
    assert.doesNotMatch(weer.body.message, /Eerste Keer|@/);
  });

  it('controleert de velden met een Nederlandse melding bij het veld (400), en bewaart niets', async () => {
    await openInschrijving(admin);
    const voor = await aantalActief(rt);
    const gevallen: [Record<string, unknown>, string][] = [
      [{ email: `${uniek()}@voorbeeld.nl`, telefoon: '0612345678' }, 'naam'],
      [{ naam: 'Geen Mail', email: 'geen-adres', telefoon: '0612345678' }, 'email'],
      [{ naam: 'Geen Telefoon', email: `${uniek()}@voorbeeld.nl`, telefoon: 'bel me' }, 'telefoon'],
    ];
    for (const [body, veld] of gevallen) {
      const res = await bezoeker(rt).post<Fout>('/api/geregistreerde/save', body);
      assert.equal(res.status, 400, `${veld}: ${res.text}`);
      assert.equal(res.body.veld, veld);
      assert.match(res.body.message, /[a-z]/);
      assert.doesNotMatch(res.text, GEEN_STACK);
    }
    assert.equal(await aantalActief(rt), voor);
  });

  it('geeft bezoekers nooit namen, e-mailadressen of telefoonnummers in de publieke stand', async () => {
    const res = await bezoeker(rt).get('/api/public');
    assert.equal(res.status, 200, res.text);
    assert.doesNotMatch(res.text, /@voorbeeld\.nl|0612345678|Poort Proef/);
  });

  it('zegt de browser waar de live gegevens vandaan komen, en alleen standalone stroomt /api/live', async () => {
    const config = await bezoeker(rt).get<{ live: string; product: string }>('/api/config');
    assert.equal(config.status, 200, config.text);
    assert.equal(config.body.live, rt.naam === 'standalone' ? 'sse' : 'firestore');
    assert.equal(config.body.product, 'kinderkledingbeurs');
    const stop = new AbortController();
    const live = await fetch(`${rt.url}/api/live`, { signal: stop.signal });
    try {
      if (rt.naam === 'standalone') {
        assert.equal(live.status, 200);
        assert.match(live.headers.get('content-type') ?? '', /text\/event-stream/);
      } else {
        // On Firebase the browser listens to the public Firestore documents (docs/API.md).
        assert.equal(live.status, 404);
        assert.match(((await live.json()) as Fout).message, /^Onbekend adres/);
      }
    } finally {
      stop.abort();
    }
  });

  it('weigert een kassa- of balieverzoek zonder geldige link met 401, ook zonder sessie of CSRF', async () => {
    for (const [method, pad] of [
      ['GET', '/api/kassa/gegevens'],
      ['POST', '/api/kassa/bonnen'],
      ['GET', '/api/balie/inlevering/balie'],
    ] as const) {
      const res = await bezoeker(rt).call<Fout>(method, pad, method === 'POST' ? {} : undefined, {
        headers: { Authorization: 'Bearer geen.geldig.token' },
        csrf: null,
      });
      assert.equal(res.status, 401, `${method} ${pad}: ${res.text}`);
      assert.equal(typeof res.body.message, 'string');
    }
  });

  it('weigert een fout IBAN van de organisatie aan het veld, en houdt de rekening uit de publieke stand (issue 36)', async () => {
    const kosten = { commissiePercentage: 20, administratiekostenCent: 100, retourkostenCent: 200 };
    const fout = await admin.put<Fout>('/api/afrekening/instellingen', {
      ...kosten,
      bankUitbetaling: true,
      iban: 'NL91ABNA0417164301',
      tenaamstelling: 'Penningmeester',
    });
    assert.equal(fout.status, 400, fout.text);
    assert.equal(fout.body.veld, 'iban');
    assert.match(fout.body.message, /Dit IBAN klopt niet/);
    const instellingen = await admin.get<{ bankUitbetaling: boolean; iban: string }>('/api/afrekening/instellingen');
    assert.equal(instellingen.status, 200, instellingen.text);
    assert.equal(typeof instellingen.body.bankUitbetaling, 'boolean');
    assert.doesNotMatch((await bezoeker(rt).get('/api/public')).text, /NL91ABNA|"iban"/);
    const link = await bezoeker(rt).put<Fout>('/api/mijn-gegevens/uitbetaling', {
      token: 'geen.geldige.link',
      wijze: 'contant',
    });
    assert.equal(link.status, 400, link.text);
  });

  it('weigert een naam die de bank niet kan lezen aan het veld, en past alleen de naam van een bankrekening aan (issue 50)', async () => {
    const onleesbaar = (label: string) =>
      `${label} moet in Latijnse letters staan, zoals de bank de naam kent (bijvoorbeeld Wang Xiaoming)`;
    const kosten = { commissiePercentage: 20, administratiekostenCent: 100, retourkostenCent: 200 };
    const sterren = await admin.put<Fout>('/api/afrekening/instellingen', { ...kosten, tenaamstelling: '***' });
    assert.equal(sterren.status, 400, sterren.text);
    assert.deepEqual(sterren.body, { veld: 'tenaamstelling', message: onleesbaar('Naam rekeninghouder') });

    await openInschrijving(admin);
    const verkoper = await admin.post<{ nummer: number }>('/api/geregistreerde/save', {
      naam: 'Bank Proef',
      email: `${uniek()}@voorbeeld.nl`,
      telefoon: '',
    });
    assert.equal(verkoper.status, 200, verkoper.text);
    const pad = `/api/afrekening/tenaamstelling/${verkoper.body.nummer}`;
    const chinees = await admin.put<Fout>(pad, { tenaamstelling: '王小明' });
    assert.equal(chinees.status, 400, chinees.text);
    assert.deepEqual(chinees.body, { veld: 'tenaamstelling', message: onleesbaar('Ten name van') });
    const contant = await admin.put<Fout>(pad, { tenaamstelling: 'Wang Xiaoming' });
    assert.equal(contant.status, 409, contant.text);
    assert.deepEqual(contant.body, { message: meldingNietPerBank(verkoper.body.nummer) });
  });

  it('weigert een foute keuze van de penningmeester aan het veld, en een pinbesluit over een onbekende bon met 404 (issue 50)', async () => {
    const anders = await admin.post<Fout>('/api/afrekening/anders-betaald/1', { wijze: 'per post' });
    assert.equal(anders.status, 400, anders.text);
    assert.deepEqual(anders.body, {
      veld: 'wijze',
      message: 'Kies hoe de verkoper is betaald: contant of op een andere manier',
    });
    const bon = '6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5';
    const onbekend = await admin.put<Fout>(`/api/kassas/bonnen/${bon}/pin`, { betaalwijze: 'pin' });
    assert.equal(onbekend.status, 404, onbekend.text);
    assert.deepEqual(onbekend.body, { message: 'Bon niet gevonden' });
    const fout = await admin.put<Fout>(`/api/kassas/bonnen/${bon}/pin`, { betaalwijze: 'cheque' });
    assert.equal(fout.status, 400, fout.text);
    assert.deepEqual(fout.body, { veld: 'betaalwijze', message: 'Kies hoe de bon telt: contant of pin' });
  });
});
