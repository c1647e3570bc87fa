/**
 * The network under a unit test of the device calls (metToken), for each test afresh: `fetch`
 * answers `antwoord` and keeps the request it got (`verzoek`); `AbortSignal.timeout` keeps each
 * wait asked for (`gevraagd`) and gives a signal the test cuts off itself (`snijAf`), as the
 * browser would when the time is up. After each test the real ones are back.
 */
import { afterEach, beforeEach, mock } from 'node:test';

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

/**
 * A network on which every call hangs (no answer, no error), as on a school's Wi-Fi that lets
 * nothing through, until its wait (`AbortSignal.timeout`) is up. The wait runs on node:test's
 * fake clock: a test moves time with `mock.timers.tick` and sees after how long a call gives up.
 */
export function hangendNetwerk() {
  const echteFetch = globalThis.fetch;
  const echteTimeout = AbortSignal.timeout;
  beforeEach(() => {
    mock.timers.enable({ apis: ['setTimeout'] });
    AbortSignal.timeout = (ms: number) => {
      const c = new AbortController();
      setTimeout(() => c.abort(new DOMException('De tijd is om', 'TimeoutError')), ms);
      return c.signal;
    };
    globalThis.fetch = ((_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_klaar, mislukt) => {
        init?.signal?.addEventListener('abort', () => mislukt(init.signal!.reason));
      })) as typeof fetch;
  });
  afterEach(() => {
    mock.timers.reset();
    globalThis.fetch = echteFetch;
    AbortSignal.timeout = echteTimeout;
  });
}
