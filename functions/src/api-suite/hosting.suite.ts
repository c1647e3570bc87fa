/**
 * What a browser gets besides the API's JSON: the files of the web app, the paths that belong to
 * the API in any spelling, and the headers of pages and of API answers. Standalone the Node server
 * answers all of it; on Firebase, Hosting serves web/dist with firebase.json's headers and sends
 * the rest to the function.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MELDING_BESTAND_BESTAAT_NIET } from '../platform/http/errors';
import { bezoeker, opElkeRuntime, runtimes, type Runtime } from './runtimes';

/** The headers that protect a page, as helmet sets them on the standalone server. */
const PAGINA_KOPPEN = [
  'cache-control',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** A Content-Security-Policy as directive → sources, in any order and spacing. */
function richtlijnen(csp: string): Map<string, string> {
  return new Map(
    csp
      .split(';')
      .map((r) => r.trim().split(/\s+/))
      .filter(([naam]) => naam)
      .map(([naam, ...bronnen]) => [naam!, bronnen.join(' ')]),
  );
}

async function koppen(rt: Runtime, pad: string): Promise<Headers> {
  const res = await fetch(rt.url + pad);
  await res.arrayBuffer();
  assert.equal(res.status, 200, `${rt.naam} ${pad}`);
  return res.headers;
}

opElkeRuntime('bestanden en paden', (rt) => {
  it('beantwoordt een ontbrekend bestand onder /assets/ met 404, niet met de app, en nooit voor een jaar gecachet', async () => {
    const res = await fetch(`${rt.url}/assets/bestaat-niet.js`);
    assert.equal(res.status, 404);
    assert.match(res.headers.get('content-type') ?? '', /application\/json/);
    assert.deepEqual(await res.json(), { message: MELDING_BESTAND_BESTAAT_NIET });
    assert.doesNotMatch(res.headers.get('cache-control') ?? '', /immutable|max-age=[1-9]/);
  });

  it('geeft een bestaand asset wel (uit de gebouwde app)', async () => {
    const html = await (await fetch(`${rt.url}/home`)).text();
    const asset = /(\/assets\/[\w.-]+\.js)/.exec(html)?.[1];
    assert.ok(asset, 'de pagina noemt geen script onder /assets/');
    const res = await fetch(rt.url + asset);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /javascript/);
  });

  for (const pad of ['/api', '/api/bestaat-niet', '/API/bestaat-niet']) {
    it(`beantwoordt ${pad} met de JSON-404 van de API, niet met de app`, async () => {
      const res = await bezoeker(rt).get<{ message: string }>(pad);
      assert.equal(res.status, 404, res.text);
      assert.match(res.headers.get('content-type') ?? '', /application\/json/);
      assert.match(res.body.message, /^Onbekend adres: GET \/api/i);
    });
  }

  it('beantwoordt /API/session (andere hoofdletters) zoals /api/session: 200 met JSON', async () => {
    const res = await bezoeker(rt).get<{ loggedIn: boolean; csrfToken: string }>('/API/session');
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.loggedIn, false);
    assert.equal(typeof res.body.csrfToken, 'string');
  });

  it('geeft API-antwoorden geen pagina-CSP en geen X-Powered-By, wel nosniff en private, no-store', async () => {
    for (const pad of ['/api/session', '/api/public', '/api/bestaat-niet']) {
      const res = await fetch(rt.url + pad);
      await res.arrayBuffer();
      assert.equal(res.headers.get('content-security-policy'), null, `${pad}: CSP`);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', pad);
      assert.equal(res.headers.get('cache-control'), 'private, no-store', pad);
      if (rt.naam === 'firebase') continue;
      // Behind the emulators the Functions emulator's own Express (its hub, firebase-tools
      // lib/emulator/functionsEmulator.js) adds X-Powered-By to every function's answer; the
      // function itself sends none (firebase.test.ts), as on Cloud Functions (docs/API.md).
      assert.equal(res.headers.get('x-powered-by'), null, `${pad}: X-Powered-By`);
    }
  });
});

describe('de koppen van een pagina zijn op Firebase dezelfde als standalone', () => {
  const [standalone, ...anderen] = runtimes();
  for (const rt of anderen) {
    for (const pad of ['/home', '/registreren', '/kassa']) {
      it(`${pad} op ${rt.naam}: kop voor kop als standalone`, async () => {
        const verwacht = await koppen(standalone!, pad);
        const echt = await koppen(rt, pad);
        for (const kop of PAGINA_KOPPEN) assert.equal(echt.get(kop), verwacht.get(kop), `${pad}: ${kop}`);
        const a = richtlijnen(verwacht.get('content-security-policy') ?? '');
        const b = richtlijnen(echt.get('content-security-policy') ?? '');
        // connect-src differs by the live source: the server's own events standalone, Firestore on Firebase.
        assert.match(
          b.get('connect-src') ?? '',
          /^'self' https:\/\/firestore\.googleapis\.com( http:\/\/127\.0\.0\.1:\d+)?$/,
        );
        a.delete('connect-src');
        b.delete('connect-src');
        assert.deepEqual(b, a);
      });
    }
  }
});
