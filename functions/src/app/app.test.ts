import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import type { Deelnemer, OutboxMail, PublicState, Schakelaar, Settings } from '../kern/types';
import { MELDING_MAXIMUM, MELDING_NIET_GEOPEND } from '../registratie/domein/registratie';
import { createSqliteStore } from './store/sqlite';
import { createSseHub } from '../platform/live/sse';
import { ADMIN, loopbackAdres, startApi, startHarness, type Client, type Harness } from './testing/harness';

const nieuw = (n: number) => ({ naam: `Verkoper ${n}`, email: `verkoper${n}@voorbeeld.nl`, telefoon: '06-12345678' });

const PADEN: Record<Schakelaar, string> = {
  inschrijvingGeopend: '/api/settings/inschrijvinggeopend',
  inschrijvingGesloten: '/api/settings/inschrijvinggesloten',
  maximumAantalDeelnemers: '/api/settings/maximumaantaldeelnemers',
};

/** Opens the registration; each setting goes to its own path, as the admin screen sends it. */
async function open(admin: Client, patch: Partial<Settings> = {}) {
  const settings: Settings = {
    inschrijvingGeopend: true,
    inschrijvingGesloten: false,
    maximumAantalDeelnemers: 300,
    ...patch,
  };
  for (const veld of Object.keys(PADEN) as Schakelaar[]) {
    const res = await admin.put(PADEN[veld], settings);
    assert.equal(res.status, 200);
  }
}

describe('het /api-contract op de standalone store', () => {
  let h: Harness, admin: Client, stop: () => Promise<void>;

  beforeEach(async () => ({ h, admin, stop } = await startApi()));
  afterEach(() => stop());

  it('beantwoordt de publieke instellingen-GETs met kale waarden', async () => {
    const c = h.client();
    assert.deepEqual((await c.get('/api/settings/inschrijvinggeopend')).body, false);
    assert.deepEqual((await c.get('/api/settings/inschrijvinggesloten')).body, false);
    assert.deepEqual((await c.get('/api/settings/maximumaantaldeelnemers')).body, 250);
    assert.deepEqual((await c.get('/api/geregistreerde/aantalactievedeelnemers')).body, 0);
  });

  it('logt in met een kale true, zet een HttpOnly SameSite __session-cookie, en logt uit', async () => {
    const c = h.client();
    assert.equal((await c.login(ADMIN.username, 'fout')).body, false);
    assert.equal((await c.get('/api/geregistreerde/all')).status, 401);
    const ok = await c.login();
    assert.equal(ok.status, 200);
    assert.equal(ok.text, 'true');
    const cookie = ok.headers.getSetCookie().find((s) => s.startsWith('__session='));
    assert.ok(cookie, 'a __session cookie is set');
    assert.match(cookie, /HttpOnly/i);
    assert.match(cookie, /SameSite=Lax/i);
    assert.deepEqual((await c.get<{ loggedIn: boolean }>('/api/session')).body.loggedIn, true);
    assert.equal((await c.get('/api/geregistreerde/all')).status, 200);
    assert.equal((await c.post('/api/logout')).status, 204);
    assert.deepEqual((await c.get<{ loggedIn: boolean }>('/api/session')).body.loggedIn, false);
    assert.equal((await c.get('/api/geregistreerde/all')).status, 401);
  });

  it('remt herhaalde mislukte inlogpogingen af met 429 en een Nederlandse melding', async () => {
    const c = h.client();
    let last = await c.login(ADMIN.username, 'fout');
    for (let i = 0; i < 12 && last.status !== 429; i++) last = await c.login(ADMIN.username, 'fout');
    assert.equal(last.status, 429);
    assert.match((last.body as unknown as { message: string }).message, /Te veel mislukte inlogpogingen/);
  });

  it('weigert wijzigende verzoeken zonder passend X-XSRF-TOKEN (403)', async () => {
    const c = h.client();
    await c.get('/api/session');
    const missing = await c.call<{ message: string }>('POST', '/api/geregistreerde/save', nieuw(1), { csrf: null });
    assert.equal(missing.status, 403);
    assert.match(missing.body.message, /sessie/);
    const wrong = await c.call('POST', '/api/login', ADMIN, { csrf: 'bogus-token-that-does-not-match-anything' });
    assert.equal(wrong.status, 403);
    // The token is also handed out by GET /api/session (Firebase passes only __session on).
    const session = await c.get<{ csrfToken: string }>('/api/session');
    assert.equal(session.body.csrfToken, c.csrf());
  });

  it('past de inschrijfpoort op de server toe met de meldingen van het scherm (409)', async () => {
    const c = h.client();
    const nietOpen = await c.post<{ message: string }>('/api/geregistreerde/save', nieuw(1));
    assert.equal(nietOpen.status, 409);
    assert.equal(nietOpen.body.message, MELDING_NIET_GEOPEND);

    await admin.put('/api/beurs', {
      organisatie: 'Beurs',
      organisatoren: [],
      socialMediaUrl: '',
      locatie: '',
      locatieOmschrijving: '',
      omschrijving: '',
      email: 'reserve@voorbeeld.nl',
    });
    await open(admin, { inschrijvingGesloten: true });
    const gesloten = await c.post<{ message: string }>('/api/geregistreerde/save', nieuw(1));
    assert.equal(gesloten.status, 409);
    assert.match(gesloten.body.message, /gesloten.*reserve@voorbeeld\.nl$/);

    await open(admin, { maximumAantalDeelnemers: 1 });
    assert.equal((await c.post('/api/geregistreerde/save', nieuw(1))).status, 200);
    const vol = await c.post<{ message: string }>('/api/geregistreerde/save', nieuw(2));
    assert.equal(vol.status, 409);
    assert.equal(vol.body.message, MELDING_MAXIMUM);

    // An administrator registers past the gate.
    assert.equal((await admin.post('/api/geregistreerde/save', nieuw(3))).status, 200);
  });

  it('schrijft in: antwoordt alleen naam en nummer, telt mee, koppelt de aflevering, schrijft de mail', async () => {
    await admin.post('/api/aflevering', { volgnummer: 1, datum: '2026-03-14' });
    await admin.post('/api/aflevering', { volgnummer: 2, datum: '2026-09-12' });
    await open(admin);
    const c = h.client();
    const res = await c.post<Record<string, unknown>>('/api/geregistreerde/save', nieuw(7));
    assert.equal(res.status, 200);
    assert.deepEqual(Object.keys(res.body).sort(), ['id', 'naam', 'nummer']);
    assert.equal(res.body.naam, 'Verkoper 7');
    assert.equal(typeof res.body.nummer, 'number');
    assert.equal((await c.get('/api/geregistreerde/aantalactievedeelnemers')).body, 1);

    const [d] = (await admin.get<Deelnemer[]>('/api/geregistreerde/all')).body;
    assert.equal(d.actief, true);
    assert.equal(d.afleveringen[0].volgnummer, 2);
    assert.equal(d.afleveringen[0].actief, true);

    const mails = (await admin.get<OutboxMail[]>('/api/mail?status=wachtend')).body;
    assert.equal(mails.length, 1);
    assert.equal(mails[0].to, 'verkoper7@voorbeeld.nl');
    assert.match(mails[0].text, new RegExp(String(res.body.nummer)));
  });

  it('controleert inschrijvingen met Nederlandse meldingen (400) en bewaart niets', async () => {
    await open(admin);
    const c = h.client();
    const cases: [unknown, RegExp][] = [
      [{ email: 'a@b.nl' }, /Naam is verplicht/],
      [{ naam: '   ', email: 'a@b.nl' }, /Naam is verplicht/],
      [{ naam: 'Piet' }, /E-mail is verplicht/],
      [{ naam: 'Piet', email: 'geen-adres' }, /geldig e-mailadres/],
      [{ naam: 'Piet', email: 'a@b.nl', telefoon: '<script>' }, /telefoonnummer/],
      [{ naam: 'x'.repeat(101), email: 'a@b.nl' }, /hoogstens 100/],
      [{ naam: 42, email: 'a@b.nl' }, /Naam moet tekst zijn/],
      [{ naam: 'Kledingmaat', email: 'a@b.nl' }, /gereserveerd/],
    ];
    for (const [body, message] of cases) {
      const res = await c.post<{ message: string }>('/api/geregistreerde/save', body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.match(res.body.message, message);
    }
    assert.equal((await c.get('/api/geregistreerde/aantalactievedeelnemers')).body, 0);
  });

  it('geeft 1.000 gelijktijdige inschrijvingen bij een maximum van 300 precies 300 verschillende nummers', async () => {
    await open(admin, { maximumAantalDeelnemers: 300 });
    // 200 parents, each from its own address, each sending 5: the limit per address is 5.
    const clients = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const c = h.client(loopbackAdres(i));
        await c.get('/api/session');
        return c;
      }),
    );
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        clients[i % clients.length].post<{ nummer: number }>('/api/geregistreerde/save', nieuw(i)),
      ),
    );
    const accepted = answers.filter((a) => a.status === 200);
    assert.equal(accepted.length, 300);
    assert.equal(new Set(accepted.map((a) => a.body.nummer)).size, 300);
    assert.ok(answers.every((a) => a.status === 200 || a.status === 409));
    assert.equal((await admin.get('/api/geregistreerde/aantalactievedeelnemers')).body, 300);
  });

  it('geeft bezoekers nooit namen, e-mailadressen of telefoonnummers', async () => {
    await open(admin);
    const c = h.client();
    await c.post('/api/geregistreerde/save', {
      naam: 'Geheime Naam',
      email: 'geheim@voorbeeld.nl',
      telefoon: '0612345678',
    });
    for (const path of [
      '/api/public',
      '/api/geregistreerde/aantalactievedeelnemers',
      '/api/nieuws/all',
      '/api/beurs',
      '/api/kinderkledingbeurs/nextdate',
    ]) {
      const res = await h.client().get(path);
      assert.doesNotMatch(res.text, /Geheime|geheim@|0612345678/, path);
    }
  });

  it('bewaart nieuws als text/plain of plain/text, geschoond tot een toegestane lijst', async () => {
    const evil =
      '<p onclick="steel()">Hallo <strong>allemaal</strong><script>alert(1)</script>' +
      '<a href="javascript:alert(2)">klik</a><img src=x onerror=alert(3)><a href="https://example.org">ok</a></p>';
    for (const type of ['text/plain', 'plain/text']) {
      const res = await admin.call<{ tekst: string }>('POST', '/api/nieuws/save', undefined, {
        raw: evil,
        contentType: type,
      });
      assert.equal(res.status, 200, type);
      const { tekst } = (await h.client().get<{ tekst: string }>('/api/nieuws/all')).body;
      assert.equal(tekst, res.body.tekst);
      assert.match(tekst, /<strong>allemaal<\/strong>/);
      assert.match(tekst, /href="https:\/\/example.org"/);
      assert.doesNotMatch(tekst, /script|onclick|onerror|javascript:|<img/i);
    }
  });

  it('beschermt de rij Kledingmaat tegen verwijderen, mailen en hernoemen', async () => {
    const rij = await h.store.schrijfIn(
      { naam: 'Kledingmaat', email: 'maat@voorbeeld.nl', telefoon: '' },
      { bypassGate: true, now: new Date() },
    );
    assert.equal((await admin.delete(`/api/geregistreerde/delete/${rij.id}`)).status, 409);
    assert.equal((await admin.get(`/api/geregistreerde/mail/${rij.nummer}`)).status, 409);
    const rename = await admin.put('/api/geregistreerde/save', { ...rij, naam: 'Iemand' });
    assert.equal(rename.status, 400);
    assert.equal((await h.store.leesDeelnemer(rij.id))?.naam, 'Kledingmaat');
    assert.equal((await admin.get('/api/geregistreerde/aantalactievedeelnemers')).body, 0);
  });

  it('wijzigt, verwijdert en mailt een persoon', async () => {
    await open(admin);
    const { body: reg } = await h.client().post<{ id: string; nummer: number }>('/api/geregistreerde/save', nieuw(1));
    const [d] = (await admin.get<Deelnemer[]>('/api/geregistreerde/all')).body;
    const saved = await admin.put<Deelnemer>('/api/geregistreerde/save', {
      ...d,
      naam: 'Nieuwe Naam',
      actief: false,
      vrijwilligerVrijdag: true,
    });
    assert.equal(saved.status, 200);
    assert.equal(saved.body.naam, 'Nieuwe Naam');
    assert.equal(saved.body.nummer, reg.nummer);
    assert.equal((await admin.get('/api/geregistreerde/aantalactievedeelnemers')).body, 0);
    assert.equal((await admin.put('/api/geregistreerde/save', { ...d, naam: '  ' })).status, 400);
    const mail = await admin.get<{ naam: string }>(`/api/geregistreerde/mail/${reg.nummer}`);
    assert.equal(mail.status, 200);
    assert.equal(mail.body.naam, 'Nieuwe Naam');
    assert.equal((await admin.get('/api/geregistreerde/mail/abc')).status, 400);
    assert.equal((await admin.get('/api/geregistreerde/mail/999')).status, 404);
    const del = await admin.delete<Deelnemer>(`/api/geregistreerde/delete/${reg.id}`);
    assert.equal(del.status, 200);
    assert.equal(del.body.naam, 'Nieuwe Naam');
    assert.equal((await admin.delete(`/api/geregistreerde/delete/${reg.id}`)).status, 404);
  });

  it('beheert afleveringen en geeft de volgende datum per product', async () => {
    const lijst = await admin.post<{ id: string; volgnummer: number }[]>('/api/aflevering', {
      volgnummer: 1,
      datum: '2027-03-13',
    });
    assert.equal(lijst.status, 200);
    await admin.post('/api/aflevering', { volgnummer: 2, datum: '2027-09-11' });
    assert.equal((await admin.post('/api/aflevering', { volgnummer: 2, datum: '2027-10-11' })).status, 409);
    assert.equal((await admin.post('/api/aflevering', { volgnummer: 3, datum: '2027-02-30' })).status, 400);
    assert.deepEqual((await admin.get<{ volgnummer: number }>('/api/aflevering/last')).body.volgnummer, 2);
    const c = h.client();
    assert.equal((await c.get('/api/kinderkledingbeurs/nextdate')).body, '2027-09-11');
    const onbekend = await c.get<{ message: string }>('/api/speelgoedbeurs/nextdate');
    assert.equal(onbekend.status, 404);
    assert.match(onbekend.body.message, /Onbekend product/);
    const del = await admin.delete(`/api/aflevering/delete/${lijst.body[0].id}`);
    assert.equal(del.status, 200);
    assert.equal((await admin.get<unknown[]>('/api/aflevering/all')).body.length, 1);
  });

  it('beantwoordt fouten als Nederlandse JSON: onbekend pad 404, ongeldige JSON 400, te groot 413', async () => {
    await open(admin); // While closed, the registration's door answers 409 before it reads the body.
    const c = h.client();
    const unknown = await c.get<{ message: string }>('/api/bestaat/niet/hier');
    assert.equal(unknown.status, 404);
    assert.match(unknown.body.message, /Onbekend adres/);
    const bad = await c.call<{ message: string }>('POST', '/api/geregistreerde/save', undefined, { raw: '{"naam": ' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /geen geldige JSON/);
    const big = await c.call<{ message: string }>('POST', '/api/geregistreerde/save', undefined, {
      raw: JSON.stringify({ naam: 'x'.repeat(200_000), email: 'a@b.nl' }),
    });
    assert.equal(big.status, 413);
    assert.match(big.body.message, /te groot/);
    for (const res of [unknown, bad, big]) assert.doesNotMatch(res.text, /at \w+ \(|node_modules/);
  });

  it('exporteert de deelnemers als CSV voor Excel', async () => {
    await open(admin);
    await h
      .client()
      .post('/api/geregistreerde/save', { naam: 'José "Jos" Müller', email: 'jos@voorbeeld.nl', telefoon: '' });
    const res = await admin.get('/api/geregistreerde/export.csv');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/csv/);
    assert.match(
      res.headers.get('content-disposition') ?? '',
      /attachment; filename="?deelnemers-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const lines = res.text.split('\r\n');
    assert.equal(
      lines[0],
      '"nummer";"naam";"email";"telefoon";"actief";"vrijwilliger vrijdag";"vrijwilliger zaterdag"',
    );
    assert.match(lines[1], /;"José ""Jos"" Müller";"jos@voorbeeld.nl";"";"ja";"nee";"nee"$/);
  });

  it('wijzigt contactpersonen en de beursgegevens, die publiek zijn', async () => {
    const c = await admin.post<{ id: string }>('/api/contactpersonen', {
      naam: 'Anne',
      telefoon: '06-11111111',
      email: 'anne@voorbeeld.nl',
    });
    assert.equal(c.status, 200);
    assert.equal((await h.client().get<unknown[]>('/api/contactpersonen/all')).body.length, 1);
    assert.equal((await admin.post('/api/contactpersonen', { naam: '', email: 'x' })).status, 400);
    assert.equal((await admin.delete(`/api/contactpersonen/delete/${c.body.id}`)).status, 200);
    const beurs = {
      organisatie: 'Stichting X',
      organisatoren: ['A', 'B', 'C'],
      socialMediaUrl: 'javascript:alert(1)',
      locatie: '',
      locatieOmschrijving: '',
      omschrijving: '',
      email: 'a@b.nl',
    };
    assert.equal((await admin.put('/api/beurs', beurs)).status, 400);
    assert.equal((await admin.put('/api/beurs', { ...beurs, socialMediaUrl: 'https://example.org' })).status, 200);
    assert.equal((await h.client().get<PublicState>('/api/public')).body.beurs.organisatie, 'Stichting X');
  });
});

describe('het live-kanaal (Server-Sent Events)', () => {
  let h: Harness;
  before(async () => {
    const store = createSqliteStore(':memory:');
    await store.init();
    const hub = createSseHub({ snapshot: () => store.leesPubliekeStaat(), coalesceMs: 20 });
    h = await startHarness(store, { live: hub });
  });
  after(async () => {
    await h.close();
    await h.store.close();
  });

  it('stuurt de publieke stand bij het verbinden en opnieuw na een wijziging', async () => {
    const controller = new AbortController();
    const res = await fetch(`${h.url}/api/live`, { signal: controller.signal });
    assert.match(res.headers.get('content-type') ?? '', /text\/event-stream/);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const nextState = async (): Promise<PublicState> => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = frame.split('\n').find((l) => l.startsWith('data: '));
          if (frame.includes('event: state') && data) return JSON.parse(data.slice(6)) as PublicState;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    };
    assert.equal((await nextState()).settings.inschrijvingGeopend, false);
    const admin = await h.admin();
    await admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: true });
    assert.equal((await nextState()).settings.inschrijvingGeopend, true);
    controller.abort();
  });
});
