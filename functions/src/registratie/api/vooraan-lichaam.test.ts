/**
 * The registration's early path (vooraan.ts) with what a browser does not send but a script or a
 * broken network may: bodies of every kind (each compared with the route's own answer, and which
 * path took it), the limit per address it shares with the route, a connection that goes halfway
 * through the body, and a store that fails. vooraan.test.ts has the common cases and the door.
 */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { createSqliteStore } from '../../app/store/sqlite';
import { loopbackAdres, startApi, TEST_CONFIG, type Client, type Harness } from '../../app/testing/harness';
import { loadLimieten } from '../../platform/config';
import { MELDING_TE_VEEL_REGISTRATIES } from '../../platform/http/limits';
import type { Store } from '../../app/store/port';
import { koppen } from '../../platform/testing/koppen';
import { MELDING_INSCHRIJVING_LOTING } from '../domein/beslissing';
import { GEEN_TOEWIJZING } from '../domein/toewijzing';

const VOORAAN = '/api/geregistreerde/save';
const ROUTER = '/api/geregistreerde/save/';
const MELDING_GEEN_JSON = { message: 'De verstuurde gegevens zijn geen geldige JSON.' };

/** A store whose registration fails while `faalt` is set, as a full disk would. */
function wankeleStore(): { store: Store; faal(ja: boolean): void } {
  const echt = createSqliteStore(':memory:');
  let faalt = false;
  const store = new Proxy(echt, {
    get(doel, naam, ontvanger) {
      if (naam === 'schrijfIn' && faalt) return () => Promise.reject(new Error('schijf vol'));
      const waarde: unknown = Reflect.get(doel, naam, ontvanger);
      return typeof waarde === 'function' ? (waarde as (...a: unknown[]) => unknown).bind(doel) : waarde;
    },
  });
  return { store, faal: (ja) => void (faalt = ja) };
}

describe('de vroege weg van de inschrijving, met elk soort body', () => {
  let h: Harness, admin: Client, stop: () => Promise<void>;
  const logboek: unknown[] = [];
  let wankel: ReturnType<typeof wankeleStore>;
  beforeEach(async () => {
    wankel = wankeleStore();
    const limieten = { ...loadLimieten({}), registratie: { aantal: 2, vensterMinuten: 10 } };
    ({ h, admin, stop } = await startApi(
      { config: { ...TEST_CONFIG, limieten }, log: (_m, fout) => void logboek.push(fout) },
      wankel.store,
    ));
    assert.equal((await admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: true })).status, 200);
  });
  afterEach(() => stop());

  let adres = 30;
  /** The same raw body both ways, each from a visitor of its own: the same status and answer. */
  /** `raw` as a function of the visitor's number gives each its own body (a second registration of one address is refused). */
  const beide = async (
    raw: string | ((wie: number) => string),
    headers: Record<string, string> = {},
    contentType?: string,
  ) => {
    const [na, nb] = [adres++, adres++];
    const [a, b] = [h.client(loopbackAdres(na)), h.client(loopbackAdres(nb))];
    const body = (wie: number) => (typeof raw === 'string' ? raw : raw(wie));
    await Promise.all([a.get('/api/session'), b.get('/api/session')]);
    const voor = h.vooraan();
    const vooraan = await a.call('POST', VOORAAN, undefined, { raw: body(na), headers, contentType });
    const alsVooraan = h.vooraan() - voor;
    const route = await b.call('POST', ROUTER, undefined, { raw: body(nb), headers, contentType });
    assert.equal(vooraan.status, route.status, body(na).slice(0, 40));
    if (vooraan.status !== 200) assert.deepEqual(vooraan.body, route.body);
    const zonder = ['date', 'content-length'];
    assert.deepEqual(koppen(vooraan, zonder), koppen(route, zonder), body(na).slice(0, 40));
    return { status: vooraan.status, body: vooraan.body, alsVooraan };
  };

  it('JSON zoals express.json hem leest: leeg, geen object, een BOM, witruimte, utf-8 met en zonder charset', async () => {
    for (const raw of ['"tekst"', '42', 'null', '  {"naam": ', '{"naam":"A",}']) {
      const r = await beide(raw);
      assert.deepEqual([r.status, r.body, r.alsVooraan], [400, MELDING_GEEN_JSON, 1], raw);
    }
    // Parsed, then refused by the form's own check, at the field.
    const lijst = await beide('[]');
    assert.deepEqual([lijst.status, lijst.alsVooraan], [400, 1]);
    for (const raw of ['', '{}', ' \n\t{"naam": ""}']) {
      const r = await beide(raw);
      assert.equal(r.status, 400, raw);
      assert.equal((r.body as { veld?: string }).veld, 'naam', raw);
      assert.equal(r.alsVooraan, 1, raw);
    }
    const persoon = (n: number) => JSON.stringify({ naam: `Ouder ${n}`, email: `o${n}@voorbeeld.nl` });
    const bom = await beide((n) => `\uFEFF${persoon(n)}`);
    assert.deepEqual([bom.status, bom.alsVooraan], [200, 1]);
    assert.match((bom.body as { naam: string }).naam, /^Ouder \d+$/);
    for (const type of ['application/json; charset=utf-8', 'Application/JSON;charset="UTF-8"']) {
      const r = await beide(persoon, {}, type);
      assert.deepEqual([r.status, r.alsVooraan], [200, 1], type);
    }
    const identiteit = await beide(persoon, { 'Content-Encoding': 'identity' });
    assert.deepEqual([identiteit.status, identiteit.alsVooraan], [200, 1]);
    assert.equal((await admin.get<number>('/api/geregistreerde/aantalactievedeelnemers')).body, 8);
  });

  it('een ander soort body gaat naar de parser van de route: andere tekenset, te groot, geen JSON', async () => {
    const latin = await beide('{"naam":"A"}', {}, 'application/json; charset=latin1');
    assert.deepEqual([latin.status, latin.alsVooraan], [415, 0]);
    const groot = await beide(JSON.stringify({ naam: 'x'.repeat(70_000), email: 'g@voorbeeld.nl' }));
    assert.deepEqual([groot.status, groot.alsVooraan], [413, 0]);
    assert.deepEqual(groot.body, { message: 'De verstuurde gegevens zijn te groot.' });
    const formulier = await beide('naam=A', {}, 'application/x-www-form-urlencoded');
    assert.deepEqual([formulier.status, formulier.alsVooraan], [400, 0]);
    assert.equal((await admin.get<number>('/api/geregistreerde/aantalactievedeelnemers')).body, 0);
  });

  it('deelt de limiet per adres met de route: alleen geaccepteerde pogingen tellen, de derde krijgt 429', async () => {
    const c = h.client(loopbackAdres(90));
    const ouder = (n: number) => ({ naam: `Ouder ${n}`, email: `l${n}@voorbeeld.nl` });
    assert.equal((await c.post(VOORAAN, { naam: '', email: 'x' })).status, 400);
    assert.equal((await c.post(VOORAAN, ouder(1))).status, 200);
    assert.equal((await c.post(ROUTER, ouder(2))).status, 200);
    const voor = h.vooraan();
    const derde = await c.post<{ message: string }>(VOORAAN, ouder(3));
    assert.equal(h.vooraan() - voor, 1);
    assert.equal(derde.status, 429);
    assert.equal(derde.body.message, MELDING_TE_VEEL_REGISTRATIES(10));
    assert.ok(Number(derde.headers.get('retry-after')) > 0);
    // The route refuses the same way, header for header (Retry-After counts down: compared apart).
    const viaRoute = await c.post<{ message: string }>(ROUTER, ouder(3));
    assert.equal(viaRoute.status, 429);
    assert.deepEqual(viaRoute.body, derde.body);
    const zonder = ['date', 'retry-after'];
    assert.deepEqual(koppen(derde, zonder), koppen(viaRoute, zonder));
    // Another address has its own allowance.
    assert.equal((await h.client(loopbackAdres(91)).post(VOORAAN, ouder(4))).status, 200);
  });

  /**
   * A registration by the visitor `c` from loopback address `n`, sent by hand: the headers of a
   * body of `lengte` bytes, and the body left to the test to write (or not).
   */
  const kaleInschrijving = (c: Client, n: number, lengte: number) =>
    request(`${h.url}${VOORAAN}`, {
      method: 'POST',
      localAddress: loopbackAdres(n),
      headers: {
        Cookie: c.cookieHeader(),
        'X-XSRF-TOKEN': c.csrf(),
        'Content-Type': 'application/json',
        'Content-Length': String(lengte),
      },
    });

  it('een verbinding die halverwege de body wegvalt: niets opgeslagen, de server antwoordt de volgende', async () => {
    const c = h.client(loopbackAdres(92));
    await c.get('/api/session');
    const voor = h.vooraan();
    await new Promise<void>((resolve) => {
      const req = kaleInschrijving(c, 92, 200);
      req.on('error', () => resolve());
      req.write('{"naam":"Half","email":"h@voorbeeld');
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 100);
    });
    assert.equal((await admin.get<number>('/api/geregistreerde/aantalactievedeelnemers')).body, 0);
    assert.equal(h.vooraan() - voor, 1, 'de vroege weg nam de halve poging');
    const daarna = await c.post(VOORAAN, { naam: 'Heel', email: 'h@voorbeeld.nl' });
    assert.equal(daarna.status, 200);
  });

  it('wie de deur passeert vóór de overstap naar een loting en de rest van de body later stuurt, krijgt geen plaats', async () => {
    const c = h.client(loopbackAdres(94));
    await c.get('/api/session');
    const body = JSON.stringify({ naam: 'Traag', email: 'traag@voorbeeld.nl' });
    const antwoord = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = kaleInschrijving(c, 94, Buffer.byteLength(body));
      req.on('response', (res) => {
        let tekst = '';
        res.on('data', (d: Buffer) => (tekst += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: tekst }));
      });
      req.on('error', reject);
      // The door lets it through with first come, first served; then the fair switches to a draw.
      req.write(body.slice(0, 10));
      setTimeout(() => {
        void h.store
          .wijzigInstellingen({ toewijzing: { ...GEEN_TOEWIJZING, wijze: 'loting', loting: { sluitOp: null } } })
          .then(() => req.end(body.slice(10)));
      }, 100);
    });
    const { status, body: tekst } = await antwoord;
    assert.equal(status, 409);
    assert.deepEqual(JSON.parse(tekst), { message: MELDING_INSCHRIJVING_LOTING });
    assert.equal((await admin.get<number>('/api/geregistreerde/aantalactievedeelnemers')).body, 0);
  });

  it('een store die faalt: 500 met een Nederlandse melding, gelogd, en de poging telt niet voor de limiet', async () => {
    const c = h.client(loopbackAdres(93));
    await c.get('/api/session');
    wankel.faal(true);
    for (let i = 0; i < 3; i++) {
      const voor = h.vooraan();
      const fout = await c.post<{ message: string }>(VOORAAN, { naam: 'Ouder', email: 'f@voorbeeld.nl' });
      assert.equal(h.vooraan() - voor, 1);
      assert.equal(fout.status, 500);
      assert.deepEqual(fout.body, { message: 'Er is iets misgegaan op de server. Probeer het later opnieuw.' });
    }
    assert.ok(logboek.some((f) => f instanceof Error && f.message === 'schijf vol'));
    wankel.faal(false);
    assert.equal((await c.post(VOORAAN, { naam: 'Ouder', email: 'f@voorbeeld.nl' })).status, 200);
    assert.equal((await c.post(VOORAAN, { naam: 'Ouder 2', email: 'f2@voorbeeld.nl' })).status, 200);
  });
});
