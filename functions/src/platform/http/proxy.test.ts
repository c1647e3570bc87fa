/**
 * Behind a reverse proxy (TRUST_PROXY=true): the proxy appends the address it saw to
 * X-Forwarded-For, and only that entry is trusted. A client that writes its own entries to the
 * left of it cannot choose the address its limits count by.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { leesTrustProxy } from '../config';
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
});
