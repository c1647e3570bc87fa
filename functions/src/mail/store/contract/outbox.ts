/** Store contract: the outbox. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, bericht, T0, wachtend, type ContractUse } from '../../../store/contract/fixtures';

export function outboxContract({ store }: ContractUse): void {
  describe('outbox', () => {
    it('enqueueMail zet een wachtende mail klaar, nu te versturen', async () => {
      const mail = await store.enqueueMail(bericht(1), T0);
      assert.deepEqual(mail, wachtend(mail.id, bericht(1), T0));
      assert.deepEqual(await store.listMails(), [mail]);
    });

    it('claimMails geeft alleen wat aan de beurt is, oudste eerst, tot de limiet', async () => {
      const a = await store.enqueueMail(bericht(1), at(0));
      const b = await store.enqueueMail(bericht(2), at(1000));
      await store.enqueueMail(bericht(3), at(3_600_000));
      const geclaimd = await store.claimMails(at(2000), 10, 60_000);
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

    it('claimMails respecteert de limiet', async () => {
      const a = await store.enqueueMail(bericht(1), at(0));
      const b = await store.enqueueMail(bericht(2), at(1000));
      assert.deepEqual(
        (await store.claimMails(at(2000), 1, 60_000)).map((m) => m.id),
        [a.id],
      );
      assert.deepEqual(
        (await store.claimMails(at(2000), 1, 60_000)).map((m) => m.id),
        [b.id],
      );
    });

    it('een geclaimde mail wordt binnen de lease niet nog eens gegeven, daarna wel', async () => {
      const a = await store.enqueueMail(bericht(1), at(0));
      assert.deepEqual(
        (await store.claimMails(at(1000), 10, 60_000)).map((m) => m.id),
        [a.id],
      );
      assert.deepEqual(await store.claimMails(at(2000), 10, 60_000), []);
      assert.deepEqual(await store.claimMails(at(60_000), 10, 60_000), []);
      assert.deepEqual(
        (await store.claimMails(at(61_001), 10, 60_000)).map((m) => m.id),
        [a.id],
      );
    });

    it('markMailSent: verzonden, en niet meer te claimen', async () => {
      const a = await store.enqueueMail(bericht(1), at(0));
      await store.claimMails(at(0), 10, 60_000);
      await store.markMailSent(a.id, at(500));
      const [verzonden] = await store.listMails('verzonden');
      assert.equal(verzonden?.id, a.id);
      assert.equal(verzonden?.status, 'verzonden');
      assert.equal(verzonden?.sent, at(500).toISOString());
      assert.deepEqual(await store.claimMails(at(3_600_000), 10, 60_000), []);
      assert.deepEqual(await store.listMails('wachtend'), []);
      assert.equal(await store.countMails('wachtend'), 0);
      assert.equal(await store.countMails('verzonden'), 1);
    });

    it('markMailFailed met een volgende poging: opnieuw zodra die aan de beurt is', async () => {
      const a = await store.enqueueMail(bericht(1), at(0));
      await store.claimMails(at(0), 10, 60_000);
      await store.markMailFailed(a.id, 'SMTP 451: probeer later', at(30_000));
      const [wachtend] = await store.listMails('wachtend');
      assert.equal(wachtend?.id, a.id);
      assert.equal(wachtend?.attempts, 1);
      assert.equal(wachtend?.error, 'SMTP 451: probeer later');
      assert.equal(wachtend?.nextAttempt, at(30_000).toISOString());
      assert.deepEqual(await store.claimMails(at(29_999), 10, 60_000), []);
      assert.deepEqual(
        (await store.claimMails(at(30_000), 10, 60_000)).map((m) => m.id),
        [a.id],
      );
      await store.markMailFailed(a.id, 'nog steeds niet', at(90_000));
      assert.equal((await store.listMails())[0]?.attempts, 2);
    });

    it('markMailFailed zonder volgende poging: mislukt, en retryMail zet hem terug', async () => {
      const a = await store.enqueueMail(bericht(1), at(0));
      const b = await store.enqueueMail(bericht(2), at(0));
      await store.claimMails(at(0), 10, 60_000);
      await store.markMailFailed(a.id, '550 onbekende ontvanger', null);
      await store.markMailSent(b.id, at(100));

      const mislukt = await store.listMails('mislukt');
      assert.deepEqual(
        [await store.countMails('wachtend'), await store.countMails('verzonden'), await store.countMails('mislukt')],
        [0, 1, 1],
      );
      assert.deepEqual(
        mislukt.map((m) => [m.id, m.status, m.error, m.nextAttempt]),
        [[a.id, 'mislukt', '550 onbekende ontvanger', null]],
      );
      assert.deepEqual((await store.listMails()).map((m) => m.id).sort(), [a.id, b.id].sort());
      assert.deepEqual(
        (await store.listMails('verzonden')).map((m) => m.id),
        [b.id],
      );
      assert.deepEqual(await store.claimMails(at(3_600_000), 10, 60_000), []);

      const terug = await store.retryMail(a.id, at(4_000_000));
      assert.equal(terug?.id, a.id);
      assert.equal(terug?.status, 'wachtend');
      assert.equal(terug?.nextAttempt, at(4_000_000).toISOString());
      assert.deepEqual(await store.listMails('mislukt'), []);
      assert.deepEqual(
        (await store.claimMails(at(4_000_000), 10, 60_000)).map((m) => m.id),
        [a.id],
      );
      assert.equal(await store.retryMail('bestaat-niet', at(4_000_000)), null);
    });
  });
}
