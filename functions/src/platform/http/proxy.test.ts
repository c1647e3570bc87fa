/**
 * Behind a reverse proxy (TRUST_PROXY=true): the proxy appends the address it saw to
 * X-Forwarded-For, and only that entry is trusted. A client that writes its own entries to the
 * left of it cannot choose the address its limits count by.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { leesTrustProxy, loadLimieten } from '../config';
import { ADMIN, startApi, type Api } from '../../app/testing/harness';

describe('TRUST_PROXY', () => {
  it('betekent op beide runtimes een aantal proxy-stappen: true is één, false geen', () => {
    assert.equal(leesTrustProxy('true', 0), 1);
    assert.equal(leesTrustProxy('false', 1), 0);
    assert.equal(leesTrustProxy(undefined, 0), 0);
    assert.equal(leesTrustProxy('', 1), 1);
    assert.equal(leesTrustProxy('2', 0), 2);
    assert.throws(() => leesTrustProxy('alles', 0), /TRUST_PROXY: moet true, false of een aantal/);
  });
});

describe('achter een reverse proxy (TRUST_PROXY=true)', () => {
  let api: Api;
  beforeEach(async () => {
    api = await startApi({
      config: {
        product: 'kinderkledingbeurs',
        publicUrl: 'http://localhost:8080',
        secureCookies: false,
        live: { mode: 'sse' },
        trustProxy: leesTrustProxy('true', 0),
        // One accepted registration per address: the second from an address shows whose it counted.
        limieten: { ...loadLimieten({}), registratie: { aantal: 1, vensterMinuten: 10 } },
      },
    });
  });
  afterEach(() => api.stop());

  /** A failed login as the proxy forwards it: the client's own entries, then the address the proxy saw. */
  const foutAchterProxy = (client: ReturnType<Api['h']['client']>, eigen: string, gezien: string) =>
    client.call(
      'POST',
      '/api/login',
      { username: ADMIN.username, password: 'fout' },
      {
        headers: { 'X-Forwarded-For': `${eigen}, ${gezien}` },
      },
    );

  it('telt de inlogpogingen op het adres dat de proxy zag, niet op wat de bezoeker er zelf voor zette', async () => {
    const aanvaller = api.h.client();
    const statussen: number[] = [];
    for (let i = 1; i <= 11; i++)
      statussen.push((await foutAchterProxy(aanvaller, `203.0.113.${i}`, '198.51.100.7')).status);
    assert.deepEqual(statussen, [...Array<number>(10).fill(200), 429]);
    // Another visitor behind the same proxy is another person.
    const ander = await foutAchterProxy(api.h.client(), '203.0.113.1', '198.51.100.8');
    assert.equal(ander.status, 200);
    assert.equal(ander.body, false);
  });

  it('de vroege weg van de inschrijving telt de limiet op hetzelfde adres als Express (dat de proxy zag)', async () => {
    assert.equal((await api.admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: true })).status, 200);
    /** A visitor behind the proxy, with its own session, registering on the exact path (the early path's). */
    const inschrijving = async (n: number, gezien: string) => {
      const c = api.h.client();
      await c.get('/api/session');
      const voor = api.h.vooraan();
      const antwoord = await c.call(
        'POST',
        '/api/geregistreerde/save',
        { naam: `Ouder ${n}`, email: `o${n}@voorbeeld.nl` },
        { headers: { 'X-Forwarded-For': `203.0.113.${n}, ${gezien}` } },
      );
      assert.equal(api.h.vooraan() - voor, 1, 'de vroege weg antwoordde');
      return antwoord.status;
    };
    // Two parents behind the proxy, each seen from their own address: both get a place.
    assert.equal(await inschrijving(1, '198.51.100.1'), 200);
    assert.equal(await inschrijving(2, '198.51.100.2'), 200);
    // A third from an address already counted, whatever it wrote itself: the limit.
    assert.equal(await inschrijving(3, '198.51.100.1'), 429);
  });
});
