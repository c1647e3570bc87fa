/**
 * The network under a unit test of the device calls (metToken), for each test afresh: `fetch`
 * answers `antwoord` and keeps the request it got (`verzoek`); `AbortSignal.timeout` keeps each
 * wait asked for (`gevraagd`) and gives a signal the test cuts off itself (`snijAf`), as the
 * browser would when the time is up. After each test the real ones are back.
 */
import { afterEach, beforeEach } from 'node:test';

export function nepNetwerk(antwoord: unknown = {}) {
  const net = {
    gevraagd: [] as number[],
    snijAf: [] as (() => void)[],
    verzoek: undefined as RequestInit | undefined,
  };
  const echteFetch = globalThis.fetch;
  const echteTimeout = AbortSignal.timeout;
  beforeEach(() => {
    net.gevraagd = [];
    net.snijAf = [];
    net.verzoek = undefined;
    AbortSignal.timeout = (ms: number) => {
      net.gevraagd.push(ms);
      const c = new AbortController();
      net.snijAf.push(() => c.abort(new DOMException('De tijd is om', 'TimeoutError')));
      return c.signal;
    };
    globalThis.fetch = (async (_: RequestInfo | URL, init?: RequestInit) => {
      net.verzoek = init;
      return Response.json(antwoord);
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = echteFetch;
    AbortSignal.timeout = echteTimeout;
  });
  return net;
}
