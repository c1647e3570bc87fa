/** Store contract: the outbox. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, T0, type ContractUse } from '../../../platform/testing/contract';
import type { OutboxStore } from '../port';
import { bericht, wachtend } from './fixtures';

export function outboxContract({ store }: ContractUse<OutboxStore>): void {
  describe('outbox', () => {
    it('zetMailInWachtrij zet een wachtende mail klaar, nu te versturen', async () => {
      const mail = await store.zetMailInWachtrij(bericht(1), T0);
      assert.deepEqual(mail, wachtend(mail.id, bericht(1), T0));
      assert.deepEqual(await store.leesMails(), [mail]);
    });

    it('reserveerMails geeft alleen wat aan de beurt is, oudste eerst, tot de limiet', async () => {
      const a = await store.zetMailInWachtrij(bericht(1), at(0));
      const b = await store.zetMailInWachtrij(bericht(2), at(1000));
      await store.zetMailInWachtrij(bericht(3), at(3_600_000));
      const geclaimd = await store.reserveerMails(at(2000), 10, 60_000);
      assert.deepEqual(
        geclaimd.map((m) => m.id),
        [a.id, b.id],
      );
      assert.deepEqual(
        geclaimd.map((m) => m.to),
        [bericht(1).to, bericht(2).to],
      );
      assert.deepEqual(
        geclaimd.map((m) => m.html),
        [bericht(1).html, bericht(2).html],
      );
    });

    it('reserveerMails respecteert de limiet', async () => {
      const a = await store.zetMailInWachtrij(bericht(1), at(0));
      const b = await store.zetMailInWachtrij(bericht(2), at(1000));
      assert.deepEqual(
        (await store.reserveerMails(at(2000), 1, 60_000)).map((m) => m.id),
        [a.id],
      );
      assert.deepEqual(
        (await store.reserveerMails(at(2000), 1, 60_000)).map((m) => m.id),
        [b.id],
      );
    });

    it('een geclaimde mail wordt binnen de lease niet nog eens gegeven, daarna wel', async () => {
      const a = await store.zetMailInWachtrij(bericht(1), at(0));
      assert.deepEqual(
        (await store.reserveerMails(at(1000), 10, 60_000)).map((m) => m.id),
        [a.id],
      );
      assert.deepEqual(await store.reserveerMails(at(2000), 10, 60_000), []);
      assert.deepEqual(await store.reserveerMails(at(60_000), 10, 60_000), []);
      assert.deepEqual(
        (await store.reserveerMails(at(61_001), 10, 60_000)).map((m) => m.id),
        [a.id],
      );
    });

    it('markeerMailVerzonden: verzonden, en niet meer te claimen', async () => {
      const a = await store.zetMailInWachtrij(bericht(1), at(0));
      await store.reserveerMails(at(0), 10, 60_000);
      await store.markeerMailVerzonden(a.id, at(500));
      const [verzonden] = await store.leesMails('verzonden');
      assert.equal(verzonden?.id, a.id);
      assert.equal(verzonden?.status, 'verzonden');
      assert.equal(verzonden?.sent, at(500).toISOString());
      assert.deepEqual(await store.reserveerMails(at(3_600_000), 10, 60_000), []);
      assert.deepEqual(await store.leesMails('wachtend'), []);
      assert.equal(await store.telMails('wachtend'), 0);
      assert.equal(await store.telMails('verzonden'), 1);
    });

    it('markeerMailMislukt met een volgende poging: opnieuw zodra die aan de beurt is', async () => {
      const a = await store.zetMailInWachtrij(bericht(1), at(0));
      await store.reserveerMails(at(0), 10, 60_000);
      await store.markeerMailMislukt(a.id, 'SMTP 451: probeer later', at(30_000));
      const [wachtend] = await store.leesMails('wachtend');
      assert.equal(wachtend?.id, a.id);
      assert.equal(wachtend?.attempts, 1);
      assert.equal(wachtend?.error, 'SMTP 451: probeer later');
      assert.equal(wachtend?.nextAttempt, at(30_000).toISOString());
      assert.deepEqual(await store.reserveerMails(at(29_999), 10, 60_000), []);
      assert.deepEqual(
        (await store.reserveerMails(at(30_000), 10, 60_000)).map((m) => m.id),
        [a.id],
      );
      await store.markeerMailMislukt(a.id, 'nog steeds niet', at(90_000));
      assert.equal((await store.leesMails())[0]?.attempts, 2);
    });

    it('markeerMailMislukt zonder volgende poging: mislukt, en zetMailOpnieuwInWachtrij zet hem terug', async () => {
      const a = await store.zetMailInWachtrij(bericht(1), at(0));
      const b = await store.zetMailInWachtrij(bericht(2), at(0));
      await store.reserveerMails(at(0), 10, 60_000);
      await store.markeerMailMislukt(a.id, '550 onbekende ontvanger', null);
      await store.markeerMailVerzonden(b.id, at(100));

      const mislukt = await store.leesMails('mislukt');
      assert.deepEqual(
        [await store.telMails('wachtend'), await store.telMails('verzonden'), await store.telMails('mislukt')],
        [0, 1, 1],
      );
      assert.deepEqual(
        mislukt.map((m) => [m.id, m.status, m.error, m.nextAttempt]),
        [[a.id, 'mislukt', '550 onbekende ontvanger', null]],
      );
      assert.deepEqual((await store.leesMails()).map((m) => m.id).sort(), [a.id, b.id].sort());
      assert.deepEqual(
        (await store.leesMails('verzonden')).map((m) => m.id),
        [b.id],
      );
      assert.deepEqual(await store.reserveerMails(at(3_600_000), 10, 60_000), []);

      const terug = await store.zetMailOpnieuwInWachtrij(a.id, at(4_000_000));
      assert.equal(terug?.id, a.id);
      assert.equal(terug?.status, 'wachtend');
      assert.equal(terug?.nextAttempt, at(4_000_000).toISOString());
      assert.deepEqual(await store.leesMails('mislukt'), []);
      assert.deepEqual(
        (await store.reserveerMails(at(4_000_000), 10, 60_000)).map((m) => m.id),
        [a.id],
      );
      assert.equal(await store.zetMailOpnieuwInWachtrij('bestaat-niet', at(4_000_000)), null);
    });
  });
}
