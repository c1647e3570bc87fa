/**
 * A corpus of malformed and hostile requests against the whole standalone server (API, static
 * files, web app fallback): each gets a 4xx with a Dutch message, none a 5xx or a stack trace,
 * and afterwards the data is exactly what it was.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ADMIN, Client, loopbackAdres } from '../../platform/testing/client';
import { loadConfig } from '../../platform/config';
import { STANDAARD_ARTIKEL_INSTELLINGEN } from '../../artikelen/domein/instellingen';
import { MELDING_AL_INGESCHREVEN } from '../../registratie/domein/dubbel';
import { GEWEIGERD, LIJKT_OP_KLEDINGMAAT } from '../../kern/testing/veldvoorbeelden';
import type { Deelnemer } from '../../kern/types';
import { startStandalone } from '../../standalone';

const root = mkdtempSync(join(tmpdir(), 'hostile-'));
let server: Awaited<ReturnType<typeof startStandalone>>;
let admin: Client;
let visitor: Client;
let bekende: Deelnemer;

before(async () => {
  mkdirSync(join(root, 'web', 'assets'), { recursive: true });
  writeFileSync(join(root, 'web', 'app.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(root, 'web', 'assets', 'app.js'), 'console.log(1)');
  const quiet = console.log;
  console.log = () => undefined;
  try {
    server = await startStandalone(
      loadConfig({
        PORT: '0',
        DATA_DIR: join(root, 'data'),
        WEB_DIST: join(root, 'web'),
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
      }),
    );
  } finally {
    console.log = quiet;
  }
  admin = new Client(server.url);
  assert.equal((await admin.login()).body, true);
  await admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: true });
  await admin.put('/api/settings/maximumaantaldeelnemers', { maximumAantalDeelnemers: 300 });
  visitor = new Client(server.url);
  const res = await visitor.post<{ id: string }>('/api/geregistreerde/save', {
    naam: 'Zoë Ĳsselmeer-Çelik 👩‍👧',
    email: 'zoe@voorbeeld.nl',
    telefoon: '+31 (0)6-12345678',
  });
  assert.equal(res.status, 200, res.text);
  bekende = (await admin.get<Deelnemer[]>('/api/geregistreerde/all')).body.find((d) => d.id === res.body.id)!;
});
after(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

interface Raw {
  status: number;
  type: string;
  text: string;
}

/** Sends the path exactly as written (fetch would resolve the dots) and any bytes as the body. */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer): Promise<Raw> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          text: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', reject);
    // As bytes: Node would encode the headers together with a string body as UTF-8, and the
    // odd CSRF tokens below must reach the server byte for byte (as latin1).
    req.end(typeof body === 'string' ? Buffer.from(body) : body);
  });
}

const DUTCH =
  /\b(de|het|een|is|moet|mag|niet|geen|je|van|verplicht|ongeldig\w*|onbekend|te|bevat|vul|verwacht|stuur)\b/i;
const ENGLISH_OR_TRACE =
  /invalid input|expected|received|unexpected|syntaxerror|forbidden|not found|error:|at \w+ \(|node_modules/i;

function assertRefused(label: string, res: Raw, status?: number) {
  assert.ok(res.status >= 400 && res.status < 500, `${label}: status ${res.status} ${res.text.slice(0, 200)}`);
  if (status !== undefined) assert.equal(res.status, status, `${label}: ${res.text.slice(0, 200)}`);
  assert.match(res.type, /application\/json/, `${label}: JSON answer`);
  const { message } = JSON.parse(res.text) as { message: unknown };
  assert.equal(typeof message, 'string', label);
  assert.match(message as string, DUTCH, `${label}: Dutch message, got ${String(message)}`);
  assert.doesNotMatch(message as string, ENGLISH_OR_TRACE, `${label}: ${String(message)}`);
}

/** A browser's first visit: its session cookie and CSRF token, as raw headers. */
async function freshSession() {
  const res = await fetch(`${server.url}/api/session`);
  const sid = /__session=([^;]+)/.exec(res.headers.getSetCookie().join(';'))![1];
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return { Cookie: `__session=${sid}`, 'X-XSRF-TOKEN': csrfToken, 'Content-Type': 'application/json' };
}

async function adminSession() {
  const h = await freshSession();
  const login = await fetch(`${server.url}/api/login`, { method: 'POST', headers: h, body: JSON.stringify(ADMIN) });
  const cookies = login.headers.getSetCookie().join(';');
  const sid = /__session=([^;]+)/.exec(cookies)![1];
  const csrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookies)![1]);
  return { Cookie: `__session=${sid}`, 'X-XSRF-TOKEN': csrf, 'Content-Type': 'application/json' };
}

const XSS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '<svg/onload=alert(document.cookie)>',
  "'><iframe src=javascript:alert(1)>",
  '<a href="javascript:alert(1)">klik</a>',
];
const UNICODE = [
  'a\u0000b',
  'Jan\u202Egnp.exe',
  'x\ud800y',
  '\udc00',
  'een\u0007bel',
  'kapot \uFFFD teken',
  'nul\u2066isolaat',
  // Issue 11, item 8: line breaks in a single-line field, names of invisible characters only.
  'Jan\r\nBcc: iemand@voorbeeld.nl',
  'tab\there',
  '\u200B\u200C\u200D',
  '\u2060\uFEFF',
  'Kleding\u200Bmaat',
  // Issue #24: a soft hyphen at the start, or hiding in the protected name.
  '\u00ADAnne',
  'Kleding\u00ADmaat',
];

async function snapshot() {
  const [deelnemers, openbaar, contact, afleveringen, mails, artikelen] = await Promise.all([
    admin.get('/api/geregistreerde/all'),
    admin.get('/api/public'),
    admin.get('/api/contactpersonen/all'),
    admin.get('/api/aflevering/all'),
    admin.get('/api/mail'),
    admin.get('/api/artikelen'),
  ]);
  return JSON.stringify([deelnemers.body, openbaar.body, contact.body, afleveringen.body, mails.body, artikelen.body]);
}

describe('misvormde en vijandige verzoeken', () => {
  it('worden geweigerd met 4xx en een Nederlandse melding, en laten de gegevens heel', async () => {
    const voor = await snapshot();
    const v = await freshSession();
    const a = await adminSession();
    const register = '/api/geregistreerde/save';
    const geldig = { naam: 'Piet', email: 'piet@voorbeeld.nl', telefoon: '' };
    const cases: [string, string, string, Record<string, string>, string | Buffer | undefined, number?][] = [];
    const add = (
      label: string,
      method: string,
      path: string,
      headers: Record<string, string>,
      body?: string | Buffer,
      status?: number,
    ) => cases.push([label, method, path, headers, body, status]);

    // Bad JSON and wrong shapes.
    for (const body of [
      '{"naam": ',
      "{naam:'x'}",
      '{"naam":"x",}',
      '[]',
      '"tekst"',
      '12',
      'null x',
      '['.repeat(30_000) + ']'.repeat(30_000),
    ]) {
      add(`bad JSON ${body.slice(0, 20)}`, 'POST', register, v, body);
    }
    add(
      'text/plain body',
      'POST',
      register,
      { ...v, 'Content-Type': 'text/plain' },
      JSON.stringify(geldig).replace('Piet', 'Piet<'),
    );
    add(
      'latin1 charset',
      'POST',
      register,
      { ...v, 'Content-Type': 'application/json; charset=latin1' },
      JSON.stringify(geldig),
    );
    add('gzip claimed', 'POST', register, { ...v, 'Content-Encoding': 'gzip' }, 'geen gzip');
    add(
      'invalid UTF-8 bytes',
      'POST',
      register,
      v,
      Buffer.concat([
        Buffer.from('{"naam":"a'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('b","email":"x@voorbeeld.nl"}'),
      ]),
    );
    // Wrong types in every field.
    for (const wrong of [42, true, null, ['Piet'], { naam: 'Piet' }]) {
      for (const veld of ['naam', 'email', 'telefoon']) {
        add(`${veld} = ${JSON.stringify(wrong)}`, 'POST', register, v, JSON.stringify({ ...geldig, [veld]: wrong }));
      }
    }
    // Huge strings: over the field limits, and over the body limit.
    add('huge naam', 'POST', register, v, JSON.stringify({ ...geldig, naam: 'x'.repeat(10_000) }));
    add('huge email', 'POST', register, v, JSON.stringify({ ...geldig, email: `${'x'.repeat(300)}@voorbeeld.nl` }));
    add('huge telefoon', 'POST', register, v, JSON.stringify({ ...geldig, telefoon: '0'.repeat(5000) }));
    add('body over the limit', 'POST', register, v, JSON.stringify({ ...geldig, extra: 'x'.repeat(100_000) }));
    // Unicode edge cases and XSS payloads in every text field a visitor can send.
    for (const tekst of [...UNICODE, ...XSS]) {
      for (const veld of ['naam', 'email', 'telefoon']) {
        const waarde = veld === 'email' ? `${tekst}@voorbeeld.nl` : tekst;
        add(`${veld} = ${JSON.stringify(tekst)}`, 'POST', register, v, JSON.stringify({ ...geldig, [veld]: waarde }));
      }
    }
    // Missing or forged CSRF, no session at all.
    add(
      'no CSRF header',
      'POST',
      register,
      { Cookie: v.Cookie, 'Content-Type': 'application/json' },
      JSON.stringify(geldig),
    );
    add('forged CSRF', 'POST', register, { ...v, 'X-XSRF-TOKEN': 'x'.repeat(43) }, JSON.stringify(geldig));
    // Odd tokens. The server reads a header's bytes as latin1, so a token of the right length
    // in characters can be longer in UTF-8; each string here is the bytes sent, one per char.
    const echt = v['X-XSRF-TOKEN'];
    for (const [soort, token] of [
      ['empty', ''],
      ['very long', 'x'.repeat(4000)],
      ['non-ASCII, right length', `é${echt.slice(1)}`],
      ['all non-ASCII', 'ÿ'.repeat(echt.length)],
      [
        'emoji bytes, right length',
        Buffer.from(`👩‍👧${echt.slice(4)}`)
          .toString('latin1')
          .slice(0, echt.length),
      ],
      ['emoji bytes', Buffer.from('🍪🍪🍪').toString('latin1')],
      ['valid token with a tail', `${echt}é`],
    ]) {
      add(`CSRF ${soort}`, 'POST', register, { ...v, 'X-XSRF-TOKEN': token }, JSON.stringify(geldig), 403);
      add(`admin CSRF ${soort}`, 'PUT', '/api/beurs', { ...a, 'X-XSRF-TOKEN': token }, '{}', 403);
    }
    add(
      "another session's CSRF",
      'POST',
      register,
      { ...v, 'X-XSRF-TOKEN': a['X-XSRF-TOKEN'] },
      JSON.stringify(geldig),
    );
    add(
      'no cookie',
      'POST',
      register,
      { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': v['X-XSRF-TOKEN'] },
      JSON.stringify(geldig),
    );
    add('admin route as visitor', 'PUT', '/api/beurs', v, JSON.stringify({ organisatie: XSS[0] }));
    add('news as visitor', 'POST', '/api/nieuws/save', { ...v, 'Content-Type': 'text/plain' }, XSS[0]);
    add('admin list as visitor', 'GET', '/api/geregistreerde/all', v, undefined);
    // XSS in every text field the administrator can send.
    const beurs = {
      organisatie: 'Beurs',
      organisatoren: ['A'],
      socialMediaUrl: '',
      locatie: '',
      locatieOmschrijving: '',
      omschrijving: '',
      email: 'b@voorbeeld.nl',
    };
    for (const payload of XSS) {
      for (const veld of ['organisatie', 'socialMediaUrl', 'locatie', 'locatieOmschrijving', 'omschrijving', 'email']) {
        add(`beurs.${veld} XSS`, 'PUT', '/api/beurs', a, JSON.stringify({ ...beurs, [veld]: payload }));
      }
      add('beurs.organisatoren XSS', 'PUT', '/api/beurs', a, JSON.stringify({ ...beurs, organisatoren: [payload] }));
      for (const veld of ['naam', 'telefoon', 'email']) {
        add(
          `contactpersoon.${veld} XSS`,
          'POST',
          '/api/contactpersonen',
          a,
          JSON.stringify({ naam: 'An', telefoon: '', email: 'an@voorbeeld.nl', [veld]: payload }),
        );
        add(`deelnemer.${veld} XSS`, 'PUT', register, a, JSON.stringify({ ...bekende, [veld]: payload }));
      }
      add('aflevering.datum XSS', 'POST', '/api/aflevering', a, JSON.stringify({ volgnummer: 9, datum: payload }));
    }
    add(
      'javascript: link',
      'PUT',
      '/api/beurs',
      a,
      JSON.stringify({ ...beurs, socialMediaUrl: 'javascript:alert(1)' }),
    );
    add(
      'deelnemer with wrong types',
      'PUT',
      register,
      a,
      JSON.stringify({ ...bekende, afleveringen: [{ id: 1, volgnummer: 'x' }] }),
    );
    add(
      'settings with wrong types',
      'PUT',
      '/api/settings/inschrijvinggeopend',
      a,
      JSON.stringify({ maximumAantalDeelnemers: '300; DROP TABLE deelnemers' }),
    );
    add(
      'login with wrong types',
      'POST',
      '/api/login',
      v,
      JSON.stringify({ username: { $ne: null }, password: ['x'] }),
    );
    // Items and labels (issue 13): hostile bodies, item numbers, start positions and admin routes.
    const artikel = { omschrijving: 'Jas', soort: 'Kleding', maat: '98-104', prijsCent: 450, retour: false };
    for (const payload of [...XSS, ...UNICODE]) {
      add(
        'artikel.omschrijving hostile',
        'POST',
        '/api/mijn-gegevens/artikelen',
        v,
        JSON.stringify({ token: 'x', artikel: { ...artikel, omschrijving: payload } }),
      );
    }
    for (const fout of [
      { ...artikel, prijsCent: '4,50' },
      { ...artikel, prijsCent: 1e308 * 10 },
      { ...artikel, soort: { $ne: null } },
      { ...artikel, maat: ['98-104'] },
      { ...artikel, retour: 'ja' },
      'geen object',
    ]) {
      add(
        'artikel with wrong types',
        'POST',
        '/api/mijn-gegevens/artikelen',
        v,
        JSON.stringify({ token: 'x', artikel: fout }),
      );
    }
    for (const nummer of ['0', '-1', '1e3', '1000', '..%2f1', '%00', 'abc']) {
      add(
        `artikelnummer ${nummer}`,
        'PUT',
        `/api/mijn-gegevens/artikelen/${nummer}`,
        v,
        JSON.stringify({ token: 'x', artikel }),
      );
    }
    for (const start of ['0', '25', '-1', '1e1', '%00', 'x'.repeat(500)]) {
      add(
        `labels start ${start.slice(0, 10)}`,
        'GET',
        `/api/mijn-gegevens/labels.pdf?token=x&start=${start}`,
        v,
        undefined,
      );
    }
    add(
      'labels with a forged token',
      'GET',
      '/api/mijn-gegevens/labels.pdf?token=eyJkIjoiZ2VnZXZlbnMifQ.AAAA',
      v,
      undefined,
    );
    add('item overview as visitor', 'GET', '/api/artikelen', v, undefined);
    add('item CSV as visitor', 'GET', '/api/artikelen/export.csv', v, undefined);
    add('item settings as visitor', 'PUT', '/api/artikelen/instellingen', v, JSON.stringify({ onlineInvoeren: true }));
    add(
      'item settings with wrong types',
      'PUT',
      '/api/artikelen/instellingen',
      a,
      JSON.stringify({
        onlineInvoeren: true,
        prijsStapCent: '50',
        minimumPrijsCent: 50,
        maxArtikelen: 48,
        deadline: null,
      }),
    );
    for (const nummer of ['..%2f..%2fsettings', '1e3', '%00', '99999']) {
      add(`verkoper ${nummer}`, 'GET', `/api/artikelen/verkopers/${nummer}`, a, undefined);
    }
    // The settlement: every field checked before anything is read or written.
    for (const [pad, body] of [
      [
        '/api/afrekening/instellingen',
        { commissiePercentage: 12.5, administratiekostenCent: 100, retourkostenCent: 200 },
      ],
      [
        '/api/afrekening/instellingen',
        { commissiePercentage: 101, administratiekostenCent: 100, retourkostenCent: 200 },
      ],
      ['/api/afrekening/instellingen', { commissiePercentage: '20', administratiekostenCent: -1, retourkostenCent: 0 }],
      ['/api/afrekening/instellingen', {}],
      ['/api/afrekening/retour/abc', { retour: true }],
      ['/api/afrekening/retour/0', { retour: true }],
      ['/api/afrekening/retour/10000', { retour: true }],
      ['/api/afrekening/retour/1', { retour: 'ja' }],
      ['/api/afrekening/geteld/k1', { cent: -5 }],
      ['/api/afrekening/geteld/k1', { cent: '100' }],
      ['/api/afrekening/geteld/k1', { cent: 1.5 }],
      ['/api/afrekening/geteld/k1', { cent: 1e12 }],
      [`/api/afrekening/geteld/${'k'.repeat(300)}`, { cent: 100 }],
      // a decision on one receipt line: the receipt id, the line and the decision checked first
      ['/api/afrekening/regels/geen-uuid/0', { besluit: 'akkoord' }],
      ['/api/afrekening/regels/3f2b8c1e-7d4a-4e9b-9c0d-2a6b5e8f1c3d/-1', { besluit: 'akkoord' }],
      ['/api/afrekening/regels/3f2b8c1e-7d4a-4e9b-9c0d-2a6b5e8f1c3d/1e9', { besluit: 'akkoord' }],
      ['/api/afrekening/regels/3f2b8c1e-7d4a-4e9b-9c0d-2a6b5e8f1c3d/0', { besluit: 'akkoord' }],
      ['/api/afrekening/regels/3f2b8c1e-7d4a-4e9b-9c0d-2a6b5e8f1c3d/0', { besluit: 'verwijderen' }],
      ['/api/afrekening/regels/3f2b8c1e-7d4a-4e9b-9c0d-2a6b5e8f1c3d/0', { besluit: 'vervalt', reden: 'x'.repeat(201) }],
      ['/api/afrekening/regels/3f2b8c1e-7d4a-4e9b-9c0d-2a6b5e8f1c3d/0', { besluit: 'vervalt', reden: '\u0000' }],
      ['/api/afrekening/regels/3f2b8c1e-7d4a-4e9b-9c0d-2a6b5e8f1c3d/0', { reden: ['a'] }],
    ] as const) {
      add(`afrekening ${pad.slice(0, 40)} ${JSON.stringify(body)}`, 'PUT', pad, a, JSON.stringify(body));
    }
    add('eigen afrekening zonder geldige link', 'GET', '/api/mijn-gegevens/afrekening?token=x.y', v, undefined);
    // Path tricks, sent literally.
    for (const path of [
      '/api/../../etc/passwd',
      '/api/%2e%2e/%2e%2e/etc/passwd',
      '/api/geregistreerde/delete/..%2F..%2Fsettings',
      '/api/geregistreerde/delete/%E0%A4%A',
      '/api/aflevering/delete/%00',
      '/api/geregistreerde/mail/..%2f1',
      '/api/geregistreerde/mail/1e3',
      `/api/${'a'.repeat(8000)}`,
      '/assets/../../../../etc/passwd',
      '/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%5c..%5cpackage.json',
      '/assets/app.js%00.html',
      '/assets/bestaat-niet.js',
    ]) {
      add(`path ${path.slice(0, 60)}`, path.includes('delete') ? 'DELETE' : 'GET', path, a, undefined);
    }
    add('unknown method', 'PATCH', register, v, JSON.stringify(geldig));

    for (const [label, method, path, headers, body, status] of cases)
      assertRefused(label, await raw(method, path, headers, body), status);
    assert.ok(cases.length > 150, `corpus of ${cases.length} requests`);
    assert.equal(await snapshot(), voor, 'nothing was stored, changed or deleted');
  });

  it('weigert regeleinden, onzichtbare namen en namen die op Kledingmaat lijken met 400, en bewaart niets', async () => {
    const voor = await snapshot();
    const v = await freshSession();
    const a = await adminSession();
    const bodies = [
      ...GEWEIGERD.map(({ invoer }) => ({ naam: 'Piet', email: 'piet@voorbeeld.nl', telefoon: '', ...invoer })),
      ...LIJKT_OP_KLEDINGMAAT.map((naam) => ({ naam, email: 'piet@voorbeeld.nl', telefoon: '' })),
    ];
    for (const body of bodies) {
      const label = JSON.stringify(body);
      for (const [method, headers, verzonden] of [
        ['POST', v, body],
        ['PUT', a, { ...bekende, ...body }],
      ] as const) {
        const res = await raw(method, '/api/geregistreerde/save', headers, JSON.stringify(verzonden));
        assert.equal(res.status, 400, `${method} ${label}: ${res.text}`);
        assertRefused(`${method} ${label}`, res);
      }
    }
    assert.equal(await snapshot(), voor, 'nothing was stored, changed or deleted');
  });

  it('geeft nooit een bestand van buiten de web-app, welk pad ook', async () => {
    for (const path of [
      '/../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc%2fpasswd',
      '/%2e%2e%2f%2e%2e%2fpackage.json',
      '//etc/passwd',
    ]) {
      const res = await raw('GET', path);
      assert.ok(res.status < 500, `${path}: ${res.status}`);
      assert.doesNotMatch(res.text, /root:|"dependencies"/, path);
    }
  });

  it('bewaart opgemaakt nieuws van de beheerder pas na het schonen', async () => {
    const admin2 = new Client(server.url);
    await admin2.login();
    const res = await admin2.call('POST', '/api/nieuws/save', undefined, {
      raw: `<p>Welkom</p>${XSS.join('')}<p onclick="alert(1)">x</p>`,
      contentType: 'text/plain',
    });
    assert.equal(res.status, 200);
    const { tekst } = (await visitor.get<{ tekst: string }>('/api/nieuws/all')).body;
    assert.match(tekst, /<p>Welkom<\/p>/);
    assert.doesNotMatch(tekst, /<script|onerror|onload|onclick|javascript:|<iframe|<svg/i);
  });

  it('laat een stortvloed van één adres niet meer dan 5 inschrijvingen doen, met 429 en een Nederlandse melding', async () => {
    const aantal = async () => (await admin.get<number>('/api/geregistreerde/aantalactievedeelnemers')).body;
    const voor = await aantal();
    const script = new Client(server.url, loopbackAdres(100));
    const antwoorden = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        script.post<{ message?: string }>('/api/geregistreerde/save', {
          naam: `Verzonnen ${i}`,
          email: `verzonnen${i}@vreemde.example`,
          telefoon: '',
        }),
      ),
    );
    assert.equal(antwoorden.filter((a) => a.status === 200).length, 5);
    for (const a of antwoorden.filter((x) => x.status !== 200)) {
      assertRefused('stortvloed', { status: a.status, type: a.headers.get('content-type') ?? '', text: a.text });
      assert.equal(a.status, 429);
    }
    assert.equal(await aantal(), voor + 5);
  });

  it('slaat bij een ingevulde honingpot niets op en zet geen mail klaar', async () => {
    const voor = await snapshot();
    const headers = await freshSession();
    for (const website of ['https://spam.example', 'x', ' a ']) {
      const res = await raw(
        'POST',
        '/api/geregistreerde/save',
        headers,
        JSON.stringify({ naam: 'Robot', email: 'robot@vreemde.example', telefoon: '', website }),
      );
      assert.equal(res.status, 200, res.text);
    }
    assert.equal(await snapshot(), voor);
  });

  it('weigert hetzelfde e-mailadres met andere hoofdletters of spaties met 409, zonder iets over de persoon te zeggen', async () => {
    const ouder = new Client(server.url, loopbackAdres(101));
    const eerste = await ouder.post<{ nummer: number }>('/api/geregistreerde/save', {
      naam: 'Fenna Dubbel',
      email: 'Fenna.Dubbel@Voorbeeld.nl',
      telefoon: '',
    });
    assert.equal(eerste.status, 200, eerste.text);
    const voor = await snapshot();
    const headers = await freshSession();
    for (const email of ['fenna.dubbel@voorbeeld.nl', '  FENNA.DUBBEL@VOORBEELD.NL ', '\tFenna.Dubbel@voorbeeld.NL']) {
      const res = await raw(
        'POST',
        '/api/geregistreerde/save',
        headers,
        JSON.stringify({ naam: 'Iemand Anders', email, telefoon: '06-12345678' }),
      );
      assertRefused(`dubbel adres ${JSON.stringify(email)}`, res);
      assert.equal(res.status, 409);
      assert.equal((JSON.parse(res.text) as { message: string }).message, MELDING_AL_INGESCHREVEN);
      assert.doesNotMatch(res.text, /Fenna|Dubbel|@/);
      assert.ok(!res.text.includes(String(eerste.body.nummer)));
    }
    // Within the hour of the first confirmation nothing is sent again, so nothing changed.
    assert.equal(await snapshot(), voor);
  });

  it('accepteert echte namen met accenten, emoji en niet-Latijns schrift, en bewaart ze exact', () => {
    // NFKC: the one-character ligature Ĳ is stored as the two letters it looks like.
    assert.equal(bekende.naam, 'Zoë IJsselmeer-Çelik 👩‍👧');
    assert.equal(bekende.telefoon, '+31 (0)6-12345678');
  });
});

/** The last character of a base64url signature with other spare bits: the same bytes to Node. */
function andereLaatste(teken: string) {
  const alfabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const i = alfabet.indexOf(teken);
  return alfabet[(i & ~3) | ((i + 1) & 3)]!;
}

describe('misvormde en vijandige verzoeken aan de kassa', () => {
  it('worden geweigerd met 4xx en een Nederlandse melding, en bewaren geen bon', async () => {
    if (!(await admin.get<unknown>('/api/aflevering/last')).body) {
      await admin.post('/api/aflevering', { volgnummer: 1, datum: '2027-03-13' });
    }
    const kassa = (
      await admin.post<{ id: string; link: string }>('/api/kassas', { naam: 'Kleding 1', ruimte: 'Kleding' })
    ).body;
    const token = kassa.link.split('#')[1]!;
    const bonnen = async () => (await admin.get<{ bonnen: unknown[] }>('/api/kassas')).body.bonnen.length;
    const voor = await bonnen();
    const k = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const a = await adminSession();
    const regel = { verkopersnummer: 1, artikelnummer: null, prijsCent: 100 };
    const geldig = {
      id: '6f1c1a8e-3f0a-4c4e-9a57-2b1f4c1d2e3f',
      regels: [regel],
      ontvangenCent: 100,
      gesloten: '2027-03-13T10:00:00.000Z',
    };
    const verzending = (bon: unknown) => JSON.stringify({ bonnen: [bon], wachtend: 0, oudsteWachtend: null });
    const cases: [string, string, string, Record<string, string>, string | undefined, number?][] = [];
    const add = (
      label: string,
      method: string,
      path: string,
      headers: Record<string, string>,
      body?: string,
      status?: number,
    ) => cases.push([label, method, path, headers, body, status]);

    for (const [soort, header] of [
      ['geen token', {}],
      ['leeg token', { Authorization: 'Bearer ' }],
      ['ander schema', { Authorization: `Basic ${token}` }],
      ['vervalst', { Authorization: `Bearer ${token.slice(0, -3)}abc` }],
      ['te lang', { Authorization: `Bearer ${'a'.repeat(600)}.${'b'.repeat(43)}` }],
      ['tekens', { Authorization: 'Bearer <script>.x' }],
      ['als cookie', { Cookie: `kassa=${token}` }],
      // Issue #24: the same token in another base64 spelling.
      ['standaard-base64', { Authorization: `Bearer ${token.replaceAll('-', '+').replaceAll('_', '/')}=` }],
      ['andere laatste letter', { Authorization: `Bearer ${token.slice(0, -1)}${andereLaatste(token.at(-1)!)}` }],
    ] as const) {
      add(`kassa ${soort}`, 'GET', '/api/kassa/gegevens', header, undefined, 401);
      add(
        `kassa ${soort} bonnen`,
        'POST',
        '/api/kassa/bonnen',
        { ...header, 'Content-Type': 'application/json' },
        verzending(geldig),
        401,
      );
    }
    for (const body of ['{"bonnen": ', '[]', '"tekst"', 'null', '['.repeat(30_000) + ']'.repeat(30_000)]) {
      add(`kassa bad JSON ${body.slice(0, 12)}`, 'POST', '/api/kassa/bonnen', k, body, 400);
    }
    const fout: [string, unknown][] = [
      ['id geen UUID', { ...geldig, id: 'bon-1' }],
      ['id XSS', { ...geldig, id: '<script>alert(1)</script>' }],
      ['id ontbreekt', { ...geldig, id: undefined }],
      ['regels geen lijst', { ...geldig, regels: 'x' }],
      ['lege bon', { ...geldig, regels: [] }],
      ['te veel regels', { ...geldig, regels: Array.from({ length: 201 }, () => regel) }],
      ['prijs negatief', { ...geldig, regels: [{ ...regel, prijsCent: -100 }] }],
      ['prijs nul', { ...geldig, regels: [{ ...regel, prijsCent: 0 }] }],
      ['prijs kommagetal', { ...geldig, regels: [{ ...regel, prijsCent: 1.5 }] }],
      ['prijs tekst', { ...geldig, regels: [{ ...regel, prijsCent: '100' }] }],
      ['prijs enorm', { ...geldig, regels: [{ ...regel, prijsCent: 1e12 }] }],
      ['verkopersnummer 0', { ...geldig, regels: [{ ...regel, verkopersnummer: 0 }] }],
      ['verkopersnummer 10000', { ...geldig, regels: [{ ...regel, verkopersnummer: 10_000 }] }],
      ['artikelnummer 1000', { ...geldig, regels: [{ ...regel, artikelnummer: 1000 }] }],
      ['te weinig ontvangen', { ...geldig, ontvangenCent: 95 }],
      ['ontvangen negatief', { ...geldig, ontvangenCent: -1 }],
      ['gesloten geen tijd', { ...geldig, gesloten: 'gisteren' }],
      ['gesloten XSS', { ...geldig, gesloten: '<img src=x onerror=alert(1)>' }],
    ];
    for (const [label, bon] of fout) add(`kassa ${label}`, 'POST', '/api/kassa/bonnen', k, verzending(bon), 400);
    add(
      'kassa te veel bonnen',
      'POST',
      '/api/kassa/bonnen',
      k,
      JSON.stringify({ bonnen: Array.from({ length: 26 }, () => geldig), wachtend: 0, oudsteWachtend: null }),
      400,
    );
    add(
      'kassa wachtend negatief',
      'POST',
      '/api/kassa/contact',
      k,
      JSON.stringify({ wachtend: -1, oudsteWachtend: null }),
      400,
    );
    add('kassa body te groot', 'POST', '/api/kassa/bonnen', k, JSON.stringify({ x: 'x'.repeat(100_000) }), 413);
    add('kassa annuleert', 'POST', `/api/kassas/bonnen/${geldig.id}/annuleren`, k, undefined);
    // Issue #24: a receipt id that is not a UUID, and deadlines that do not exist.
    add('bon-id geen UUID', 'POST', '/api/kassas/bonnen/bon-1/annuleren', a, undefined, 400);
    for (const deadline of ['2026-13-01T10:00', '2026-11-31T23:59', '9999-99-99T23:59']) {
      add(
        `deadline ${deadline}`,
        'PUT',
        '/api/artikelen/instellingen',
        a,
        JSON.stringify({ ...STANDAARD_ARTIKEL_INSTELLINGEN, deadline }),
        400,
      );
    }
    add(
      'kassa naam XSS',
      'POST',
      '/api/kassas',
      a,
      JSON.stringify({ naam: '<script>x</script>', ruimte: 'Kleding' }),
      400,
    );
    add('kassa naam leeg', 'POST', '/api/kassas', a, JSON.stringify({ naam: '  ', ruimte: 'Kleding' }), 400);
    add(
      'kassa ruimte onbekend',
      'POST',
      '/api/kassas',
      a,
      JSON.stringify({ naam: 'Kleding 2', ruimte: 'kelder' }),
      400,
    );
    add('kassa onbekend intrekken', 'POST', '/api/kassas/bestaat-niet/intrekken', a, undefined, 404);
    add('kassa pad-truc', 'POST', '/api/kassas/..%2F..%2Fsettings/intrekken', a, undefined);

    for (const [label, method, path, headers, body, status] of cases)
      assertRefused(label, await raw(method, path, headers, body), status);
    assert.equal(await bonnen(), voor, 'geen bon bewaard');
  });
});

describe('misvormde en vijandige verzoeken aan de balies voor inleveren en ophalen', () => {
  it('worden geweigerd met 4xx en een Nederlandse melding, en bewaren niets', async () => {
    if (!(await admin.get<unknown>('/api/aflevering/last')).body) {
      await admin.post('/api/aflevering', { volgnummer: 1, datum: '2027-03-13' });
    }
    const balie = (
      await admin.post<{ link: string }>('/api/kassas', { naam: 'Tafel 1', ruimte: 'Kleding', taak: 'inleveren' })
    ).body;
    const token = balie.link.split('#')[1]!;
    const b = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const a = await adminSession();
    const stappen = (stap: unknown, extra: object = {}) =>
      JSON.stringify({ stappen: [{ id: 'x1', verkopersnummer: bekende.nummer, stap, ...extra }] });
    const cases: [string, string, string, Record<string, string>, string | undefined, number?][] = [
      ['geen token', 'GET', `/api/balie/inlevering/verkopers/${bekende.nummer}`, {}, undefined, 401],
      [
        'vervalst token',
        'GET',
        '/api/balie/inlevering/voortgang',
        { Authorization: `Bearer ${token.slice(0, -3)}abc` },
        undefined,
        401,
      ],
      ['token als cookie', 'GET', '/api/balie/inlevering/voortgang', { Cookie: `balie=${token}` }, undefined, 401],
      ['andere taak', 'GET', '/api/balie/ophalen/voortgang', b, undefined, 403],
      [
        'ophalen-stap aan inleverbalie',
        'POST',
        '/api/balie/inlevering/stappen',
        b,
        stappen({ soort: 'opgehaald' }),
        403,
      ],
      ['nummer geen getal', 'GET', '/api/balie/inlevering/verkopers/1e3', b, undefined, 400],
      ['nummer te groot', 'GET', '/api/balie/inlevering/verkopers/100000', b, undefined, 400],
      ['nummer negatief', 'GET', '/api/balie/inlevering/verkopers/-1', b, undefined, 400],
      ['nummer pad-truc', 'GET', '/api/balie/inlevering/verkopers/..%2F..%2Fsettings', b, undefined, 400],
      ['onbekende verkoper', 'GET', '/api/balie/inlevering/verkopers/9999', b, undefined, 404],
      ['geen JSON', 'POST', '/api/balie/inlevering/stappen', b, '{"stappen": [', 400],
      ['geen lijst', 'POST', '/api/balie/inlevering/stappen', b, JSON.stringify({ stappen: 'alles' }), 400],
      ['lege lijst', 'POST', '/api/balie/inlevering/stappen', b, JSON.stringify({ stappen: [] }), 400],
      [
        'te veel stappen',
        'POST',
        '/api/balie/inlevering/stappen',
        b,
        JSON.stringify({
          stappen: Array.from({ length: 101 }, (_, i) => ({
            id: `s${i}`,
            verkopersnummer: 1,
            stap: { soort: 'afgerond' },
          })),
        }),
        400,
      ],
      ['onbekende stap', 'POST', '/api/balie/inlevering/stappen', b, stappen({ soort: '__proto__' }), 400],
      [
        'artikelnummer 0',
        'POST',
        '/api/balie/inlevering/stappen',
        b,
        stappen({ soort: 'ingeleverd', artikelnummers: [0] }),
        400,
      ],
      [
        'artikelnummers leeg',
        'POST',
        '/api/balie/inlevering/stappen',
        b,
        stappen({ soort: 'ingeleverd', artikelnummers: [] }),
        400,
      ],
      [
        'handgeschreven tekst',
        'POST',
        '/api/balie/inlevering/stappen',
        b,
        stappen({ soort: 'handgeschreven', aantal: '3' }),
        400,
      ],
      [
        'handgeschreven te veel',
        'POST',
        '/api/balie/inlevering/stappen',
        b,
        stappen({ soort: 'handgeschreven', aantal: 1e9 }),
        400,
      ],
      [
        'retour geen boolean',
        'POST',
        '/api/balie/inlevering/stappen',
        b,
        stappen({ soort: 'retour', retour: 'ja' }),
        400,
      ],
      [
        'stap-id te lang',
        'POST',
        '/api/balie/inlevering/stappen',
        b,
        stappen({ soort: 'afgerond' }, { id: 'x'.repeat(101) }),
        400,
      ],
      [
        'verkopersnummer 0',
        'POST',
        '/api/balie/inlevering/stappen',
        b,
        stappen({ soort: 'afgerond' }, { verkopersnummer: 0 }),
        400,
      ],
      ['body te groot', 'POST', '/api/balie/inlevering/stappen', b, JSON.stringify({ x: 'x'.repeat(100_000) }), 413],
      ['beheer zonder sessie', 'POST', '/api/ophalen/rest-naar-goed-doel', {}, undefined],
      ['balie als beheerder', 'POST', '/api/ophalen/rest-naar-goed-doel', b, undefined],
      [
        'taak onbekend',
        'POST',
        '/api/kassas',
        a,
        JSON.stringify({ naam: 'Tafel 2', ruimte: 'Kleding', taak: 'stelen' }),
        400,
      ],
    ];
    for (const [label, method, path, headers, body, status] of cases)
      assertRefused(label, await raw(method, path, headers, body), status);
    const inleveringen = (
      await admin.get<{ stapels: unknown[]; afgerond: number; bezig: number }>('/api/inlevering/voortgang')
    ).body;
    assert.deepEqual([inleveringen.afgerond, inleveringen.bezig], [0, 0], 'niets ingeleverd');
  });
});
