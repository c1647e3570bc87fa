import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSqliteStore } from '../store/sqlite';
import { startHarness } from '../api/testing/harness';
import { zonderPersoonsgegevens } from './log';

describe('logs zonder e-mailadressen en telefoonnummers', () => {
  it('haalt adressen en telefoonnummers weg, datums en verkopersnummers blijven', () => {
    assert.equal(
      zonderPersoonsgegevens('Fout voor anne@voorbeeld.nl, 06-12345678 en +31 6 1234 5678 op 2026-03-14, nummer 12'),
      'Fout voor [adres], [telefoon] en [telefoon] op 2026-03-14, nummer 12',
    );
  });

  it('een onverwachte fout van de API wordt gelogd zonder de gegevens die erin staan', async () => {
    const store = createSqliteStore(':memory:');
    await store.init();
    const regels: string[] = [];
    const lekkend = {
      ...store,
      countActief: async () => {
        throw new Error('UNIQUE constraint: anne@voorbeeld.nl / 0612345678');
      },
    };
    const h = await startHarness(lekkend, {
      log: (message, error) =>
        regels.push(`${message} ${error instanceof Error ? `${error.message}\n${error.stack}` : ''}`),
    });
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
});
