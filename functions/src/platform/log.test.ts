/**
 * Every path that logs scrubs personal data: the API, the mail worker and the retention timer.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSqliteStore } from '../app/store/sqlite';
import { startHarness } from '../app/testing/harness';
import { startMailWorker } from '../mail/worker';
import { startBewaarTimer } from '../privacy/bewaren';
import { zonderPersoonsgegevens } from './log';

/** A log sink that keeps each line with its error's message and stack. */
function opvanger() {
  const regels: string[] = [];
  const log = (message: string, error?: unknown) =>
    regels.push(`${message} ${error instanceof Error ? `${error.message}\n${error.stack}` : String(error ?? '')}`);
  return { regels, log };
}

describe('logs zonder e-mailadressen en telefoonnummers', () => {
  it('haalt adressen en telefoonnummers weg, datums en verkopersnummers blijven', () => {
    assert.equal(
      zonderPersoonsgegevens('Fout voor anne@voorbeeld.nl, 06-12345678 en +31 6 1234 5678 op 2026-03-14, nummer 12'),
      'Fout voor [adres], [telefoon] en [telefoon] op 2026-03-14, nummer 12',
    );
    assert.equal(
      zonderPersoonsgegevens('550 5.1.1 <anne.de-vries@voorbeeld.nl>: Recipient address rejected (bob@x.org)'),
      '550 5.1.1 <[adres]>: Recipient address rejected ([adres])',
    );
  });

  it('een onverwachte fout van de API wordt gelogd zonder de gegevens die erin staan', async () => {
    const store = createSqliteStore(':memory:');
    await store.init();
    const { regels, log } = opvanger();
    const lekkend = {
      ...store,
      telActief: async () => {
        throw new Error('UNIQUE constraint: anne@voorbeeld.nl / 0612345678');
      },
    };
    const h = await startHarness(lekkend, { log });
    try {
      const res = await h.client().get('/api/geregistreerde/aantalactievedeelnemers');
      assert.equal(res.status, 500);
      assert.equal(regels.length, 1);
      assert.match(regels[0]!, /UNIQUE constraint: \[adres\] \/ \[telefoon\]/);
      assert.ok(!regels[0]!.includes('anne@') && !regels[0]!.includes('0612345678'), regels[0]);
    } finally {
      await h.close();
      await store.close();
    }
  });

  it('een mislukte bezorging logt de fout van de mailserver zonder het adres van de ontvanger', async () => {
    const store = createSqliteStore(':memory:');
    await store.init();
    const { regels, log } = opvanger();
    await store.zetMailInWachtrij({ to: 'anne@voorbeeld.nl', subject: 'Je nummer', text: 'x', html: 'x' }, new Date());
    const worker = startMailWorker({
      store,
      log,
      send: async (mail) => {
        throw new Error(`550 5.1.1 <${mail.to}>: Recipient address rejected`);
      },
    });
    try {
      while ((await store.leesMails('wachtend'))[0]?.attempts !== 1) await new Promise((r) => setTimeout(r, 10));
      await worker.stop();
      const regel = regels.find((r) => r.includes('niet verzonden'));
      assert.ok(regel, regels.join('\n'));
      assert.match(regel, /550 5\.1\.1 <\[adres\]>: Recipient address rejected/);
      assert.ok(
        regels.every((r) => !r.includes('anne@')),
        regels.join('\n'),
      );
    } finally {
      await worker.stop();
      await store.close();
    }
  });

  it('een mislukte ronde van de bewaartermijn logt de fout zonder adres of telefoonnummer', async () => {
    const store = createSqliteStore(':memory:');
    await store.init();
    const { regels, log } = opvanger();
    const lekkend = {
      ...store,
      pasBewaartermijnToe: async () => {
        throw new Error('Verwijderen van anne@voorbeeld.nl, 06-12345678 mislukt');
      },
    };
    try {
      await startBewaarTimer({ store: lekkend, log }).stop();
      assert.equal(regels.length, 1, regels.join('\n'));
      assert.match(regels[0]!, /Bewaartermijn toepassen mislukt.*Verwijderen van \[adres\], \[telefoon\] mislukt/);
      assert.ok(!regels[0]!.includes('anne@') && !regels[0]!.includes('12345678'), regels[0]);
    } finally {
      await store.close();
    }
  });
});
