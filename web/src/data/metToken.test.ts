import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError } from './http';
import { metToken, WACHT_OP_ANTWOORD_MS, WACHT_OP_DOWNLOAD_MS } from './metToken';
import { nepNetwerk } from './testing/nepNetwerk';

// The real limit is 20 s: the test cuts the signal off itself, as the browser would then.
const net = nepNetwerk({ ok: true });

/** A server that never answers: the call ends only when its signal is aborted, as fetch does. */
const hangt = (_: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_klaar, mislukt) => {
    init?.signal?.addEventListener('abort', () => mislukt(init.signal!.reason));
  });

describe('metToken: een apparaat wacht niet eindeloos op een antwoord', () => {
  it('een vraag zonder antwoord wordt na de wachttijd afgebroken en telt als geen verbinding', async () => {
    globalThis.fetch = hangt as typeof fetch;
    const vraag = metToken('t', 'POST', '/api/kassa/contact', { wachtend: 0 });
    await new Promise((klaar) => setTimeout(klaar, 10));
    assert.deepEqual(net.gevraagd, [WACHT_OP_ANTWOORD_MS]);
    net.snijAf[0]!();
    await assert.rejects(vraag, (e: unknown) => {
      assert.ok(e instanceof ApiError);
      assert.equal(e.status, 0);
      assert.match(e.message, /^Geen verbinding met de server/);
      return true;
    });
  });

  it('een antwoord dat halverwege afbreekt, telt ook als geen verbinding (geen Engelse foutmelding op het scherm)', async () => {
    globalThis.fetch = (async (_: RequestInfo | URL, init?: RequestInit) => {
      const body = new ReadableStream({
        start(stroom) {
          stroom.enqueue(new TextEncoder().encode('{"verkocht":['));
          init?.signal?.addEventListener('abort', () => stroom.error(init.signal!.reason));
        },
      });
      return new Response(body, { status: 200 });
    }) as typeof fetch;
    const vraag = metToken('t', 'GET', '/api/inlevering/verkopers');
    await new Promise((klaar) => setTimeout(klaar, 10));
    net.snijAf[0]!();
    await assert.rejects(vraag, (e: unknown) => e instanceof ApiError && e.status === 0);
  });

  it('een antwoord op tijd komt gewoon door, met het token en zonder cookies', async () => {
    assert.deepEqual(await metToken('geheim', 'GET', '/api/kassa/gegevens'), { ok: true });
    assert.equal((net.verzoek?.headers as Record<string, string>).Authorization, 'Bearer geheim');
    assert.equal(net.verzoek?.credentials, 'omit');
    assert.ok(net.verzoek?.signal instanceof AbortSignal);
  });

  it('wie een langere wachttijd vraagt (een hele beurs downloaden), krijgt die', async () => {
    await metToken('t', 'GET', '/api/balie/inlevering/verkopers', undefined, { wachtMs: WACHT_OP_DOWNLOAD_MS });
    assert.deepEqual(net.gevraagd, [WACHT_OP_DOWNLOAD_MS]);
    assert.ok(WACHT_OP_DOWNLOAD_MS > WACHT_OP_ANTWOORD_MS);
  });

  it('een browser zonder AbortSignal.timeout vraagt gewoon, zonder tijdslimiet', async () => {
    (AbortSignal as { timeout?: unknown }).timeout = undefined;
    assert.deepEqual(await metToken('t', 'GET', '/api/kassa/gegevens'), { ok: true });
    assert.equal(net.verzoek?.signal, undefined);
  });
});
