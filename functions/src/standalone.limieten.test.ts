/**
 * The standalone server under a script's load (issue 11): live streams capped per address and
 * in all, and a request body that trickles in is cut off, while a live stream is not.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it, mock } from 'node:test';
import { loopbackAdres } from './platform/testing/client';
import { loadConfig } from './platform/config';
import { startStandalone } from './standalone';

const root = mkdtempSync(join(tmpdir(), 'standalone-limieten-'));

interface Stream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body of a refusal; for an open stream, what arrived so far. */
  text(): string;
  /** Resolves with the next chunk that contains `part`. */
  next(part: string): Promise<void>;
  /** Resolves when the connection ended, from either side. */
  closed: Promise<void>;
  close(): void;
}

/**
 * GET /api/live from a given source address. An open stream resolves when its headers are in;
 * a refusal once its whole body is.
 */
function openStream(base: string, localAddress: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/live`, { localAddress, agent: false }, (res) => {
      let text = '';
      const waiting: { part: string; done: () => void }[] = [];
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        for (const w of waiting.splice(0)) {
          if (chunk.includes(w.part)) w.done();
          else waiting.push(w);
        }
      });
      res.on('error', () => undefined);
      const stream: Stream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: () => text,
        next: (part) => new Promise((done) => waiting.push({ part, done })),
        closed: new Promise((done) => res.on('close', () => done())),
        close: () => req.destroy(),
      };
      if (res.statusCode === 200) resolve(stream);
      else res.on('end', () => resolve(stream));
    });
    req.on('error', reject);
  });
}

describe('de standalone server tegen misbruik', () => {
  let server: Awaited<ReturnType<typeof startStandalone>>;
  const streams: Stream[] = [];

  before(async () => {
    mock.method(console, 'log', () => undefined);
    server = await startStandalone(
      loadConfig({
        PORT: '0',
        DATA_DIR: join(root, 'data'),
        WEB_DIST: join(root, 'geen-web'),
        SEED_DEMO: 'false',
        LIVE_MAXIMUM: '30',
        VERZOEK_TIMEOUT_SECONDEN: '1',
      }),
    );
  });
  after(async () => {
    for (const s of streams) s.close();
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('heeft als standaard 20 live-verbindingen per adres, 5.000 in totaal en 30 s voor een verzoek', () => {
    const config = loadConfig({});
    assert.deepEqual(config.live, { perAdres: 20, maximum: 5000 });
    assert.equal(config.verzoekTimeoutMs, 30_000);
    // npm start serves the web app built in web/dist of the repository, wherever config.ts sits.
    assert.equal(config.webDist, join(__dirname, '..', '..', 'web', 'dist'));
    assert.throws(() => loadConfig({ LIVE_PER_ADRES: 'twintig' }), /Ongeldige instelling LIVE_PER_ADRES/);
  });

  it('weigert de 21e live-verbinding van één adres met 429, een ander adres komt er nog in', async () => {
    const adres = loopbackAdres(0);
    for (let i = 0; i < 20; i++) {
      const s = await openStream(server.url, adres);
      streams.push(s);
      assert.equal(s.status, 200);
    }
    const te = await openStream(server.url, adres);
    assert.equal(te.status, 429);
    assert.match(te.headers['retry-after'] ?? '', /^\d+$/);
    assert.match(JSON.parse(te.text()).message, /te veel pagina’s open/);

    const ander = await openStream(server.url, loopbackAdres(1));
    streams.push(ander);
    assert.equal(ander.status, 200);

    // A page that closes gives its place back.
    const weg = streams.shift()!;
    weg.close();
    await weg.closed;
    // The server learns of the close a moment later.
    let weer = await openStream(server.url, adres);
    for (let poging = 0; weer.status === 429 && poging < 100; poging++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      weer = await openStream(server.url, adres);
    }
    streams.push(weer);
    assert.equal(weer.status, 200);
  });

  it('weigert boven het totaal met 503 en een Retry-After', async () => {
    for (let i = streams.length; i < 30; i++) {
      const s = await openStream(server.url, loopbackAdres(2 + Math.floor(i / 10)));
      streams.push(s);
      assert.equal(s.status, 200);
    }
    const vol = await openStream(server.url, loopbackAdres(20));
    assert.equal(vol.status, 503);
    assert.match(vol.headers['retry-after'] ?? '', /^\d+$/);
  });

  /**
   * A POST to the registration whose body trickles in, a space every 100 ms: what arrived on the
   * socket until the server closed it. `koppen`: extra header lines.
   */
  async function druppel(koppen: string, adres: string): Promise<string> {
    const { hostname, port } = new URL(server.url);
    const socket = connect({ host: hostname, port: Number(port), localAddress: adres });
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      'POST /api/geregistreerde/save HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `${koppen}Content-Length: 1000\r\n\r\n{`,
    );
    const drip = setInterval(() => socket.write(' '), 100);
    try {
      await closed;
    } finally {
      clearInterval(drip);
    }
    return answer;
  }

  it('sluit een verzoek waarvan de inhoud druppelsgewijs binnenkomt', { timeout: 15_000 }, async () => {
    // Open, and with a session and its token, so the registration reads the body: otherwise
    // CSRF or the door answers before it (the next test).
    await server.store.wijzigInstellingen({ inschrijvingGeopend: true, inschrijvingGesloten: false });
    const sessie = await fetch(`${server.url}/api/session`);
    const cookie = sessie.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { csrfToken } = (await sessie.json()) as { csrfToken: string };
    const answer = await druppel(`Cookie: ${cookie}\r\nX-XSRF-TOKEN: ${csrfToken}\r\n`, loopbackAdres(30));
    assert.match(answer, /^HTTP\/1\.1 408/);
  });

  it(
    'sluit ook een druppelende verbinding die al antwoord kreeg vóór de inhoud gelezen werd',
    { timeout: 15_000 },
    async () => {
      // No token: 403 at once; Node then reads the rest of the body to reuse the connection, and
      // the time for a request still ends it.
      const answer = await druppel('', loopbackAdres(31));
      assert.match(answer, /^HTTP\/1\.1 403/);
    },
  );

  it('laat een live-verbinding langer open dan de tijd voor een verzoek', async () => {
    const s = streams[streams.length - 1];
    let cut = false;
    void s.closed.then(() => (cut = true));
    // Longer than VERZOEK_TIMEOUT_SECONDEN plus Node's check interval.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    assert.equal(cut, false);
    const frame = s.next('event: state');
    await server.store.wijzigInstellingen({ maximumAantalDeelnemers: 123 });
    server.hub.changed();
    await frame;
  });
});
