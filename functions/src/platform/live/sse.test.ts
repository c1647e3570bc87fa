import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PublicState } from '../../kern/types';
import { startHarness, type Harness } from '../../app/testing/harness';
import { createSqliteStore } from '../../app/store/sqlite';
import { createSseHub, type SseHub, type SseHubOptions } from './sse';

/** One page following GET /api/live: its state frames as they arrive. */
async function volg(url: string, signal: AbortSignal) {
  const res = await fetch(`${url}/api/live`, { signal });
  assert.equal(res.status, 200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function volgendeStand(): Promise<PublicState> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = frame.split('\n').find((l) => l.startsWith('data: '));
        if (frame.startsWith('event: state') && data) return JSON.parse(data.slice(6)) as PublicState;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
}

/**
 * A hub behind the app on a fresh store, whose snapshot reports `telling.aantal` (the test moves
 * it as registrations would, read when the snapshot is asked for, as a store read would see it)
 * and counts itself in `telling.snapshots`.
 */
async function hubMet(opties: Omit<SseHubOptions, 'snapshot'>) {
  const telling = { aantal: 0, snapshots: 0 };
  const store = createSqliteStore(':memory:');
  await store.init();
  const hub = createSseHub({
    snapshot: async () => {
      telling.snapshots++;
      const nu = telling.aantal;
      return { ...(await store.leesPubliekeStaat()), aantalActief: nu };
    },
    ...opties,
  });
  const h = await startHarness(store, { live: hub });
  const stop = async () => {
    hub.close();
    await h.close();
    await h.store.close();
  };
  return { h, hub, telling, stop };
}

describe('live-kanaal: wijzigingen samengevoegd', () => {
  let h: Harness;
  let hub: SseHub;
  let telling: { aantal: number; snapshots: number };
  let stop: () => Promise<void>;
  before(async () => {
    ({ h, hub, telling, stop } = await hubMet({
      coalesceMs: 20,
      rustMs: 20,
      // Two connections per slice: the five pages below are written in three, the event loop free in between.
      perSlag: 2,
    }));
  });
  after(() => stop());

  it('een stoot van 100 wijzigingen geeft elke open pagina één nieuwe stand: de laatste', async () => {
    const controller = new AbortController();
    const paginas = await Promise.all(Array.from({ length: 5 }, () => volg(h.url, controller.signal)));
    for (const volgende of paginas) assert.equal((await volgende()).aantalActief, 0);
    assert.equal(hub.connections, 5);

    // 100 registrations within one turn of the event loop, each telling the hub.
    const voor = telling.snapshots;
    for (let i = 0; i < 100; i++) {
      telling.aantal++;
      hub.changed();
    }
    // The next frame on every page is the final count, not 1, 2, 3, ...: one publication,
    // read once and written to all.
    for (const volgende of paginas) assert.equal((await volgende()).aantalActief, 100);
    assert.equal(telling.snapshots - voor, 1);

    // And a later change is published again (the coalescing does not swallow it).
    telling.aantal = 101;
    hub.changed();
    for (const volgende of paginas) assert.equal((await volgende()).aantalActief, 101);

    // A change while a publication is still being written (between slices) is published after it.
    telling.aantal = 102;
    hub.changed();
    await new Promise((r) => setTimeout(r, 21));
    telling.aantal = 103;
    hub.changed();
    for (const volgende of paginas) {
      let stand = (await volgende()).aantalActief;
      if (stand === 102) stand = (await volgende()).aantalActief;
      assert.equal(stand, 103);
    }
    controller.abort();
  });
});

describe('live-kanaal: een stoot die blijft komen', () => {
  let h: Harness;
  let hub: SseHub;
  let telling: { aantal: number; snapshots: number };
  let stop: () => Promise<void>;
  before(async () => {
    ({ h, hub, telling, stop } = await hubMet({
      // Still for 400 ms, while the changes below come a few ms apart; at most 1 s late.
      coalesceMs: 400,
      maxWachtMs: 1000,
      rustMs: 0,
    }));
  });
  after(() => stop());

  /** Changes every few ms for `ms` (as the places of an opening go), the count rising. */
  const stoot = async (ms: number) => {
    const eind = performance.now() + ms;
    while (performance.now() < eind) {
      telling.aantal++;
      hub.changed();
      await new Promise((r) => setTimeout(r, 2));
    }
  };

  it('publiceert pas als de wijzigingen stil vallen (de stand na de laatste), of na maxWachtMs', async () => {
    const controller = new AbortController();
    const volgende = await volg(h.url, controller.signal);
    assert.equal((await volgende()).aantalActief, 0);

    // 150 ms of changes: nothing goes out while they come, then one frame with the final count.
    const voor = telling.snapshots;
    await stoot(150);
    assert.equal(telling.snapshots - voor, 0, 'geen publicatie terwijl de plaatsen nog gaan');
    assert.equal((await volgende()).aantalActief, telling.aantal);
    assert.equal(telling.snapshots - voor, 1);

    // 2.5 s of changes: the wait is bounded, so frames go out while they still come (every 1 s).
    const daarvoor = telling.snapshots;
    await stoot(2500);
    assert.ok(telling.snapshots - daarvoor >= 1, 'een lange stoot publiceert onderweg');
    assert.ok(telling.snapshots - daarvoor <= 3, `hooguit elke seconde: ${telling.snapshots - daarvoor}`);
    let stand = (await volgende()).aantalActief;
    while (stand < telling.aantal) stand = (await volgende()).aantalActief;
    assert.equal(stand, telling.aantal);
    controller.abort();
  });
});
