/**
 * Settlements closed before charity items were marked: their charity lists are marked once, at
 * the start, so what was given away no longer comes back on the sellers' lists.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { Store } from '../../app/store/port';
import { createSqliteStore } from '../../app/store/sqlite';
import { markeerEerderGoedDoel, sluitAfrekening } from './afrekening';

const NU = new Date('2026-09-12T15:00:00Z');

describe('eerder afgesloten beurzen: wat naar een goed doel ging, alsnog gemarkeerd', () => {
  let store: Store;
  const logregels: string[] = [];
  const log = (regel: string) => void logregels.push(regel);

  beforeEach(async () => {
    store = createSqliteStore(':memory:');
    await store.init();
    logregels.length = 0;
  });
  afterEach(() => store.close());

  it('markeert de goede-doelenlijsten van een afrekening die zonder markering werd afgesloten, één keer', async () => {
    const [beurs] = await store.bewaarAflevering({ volgnummer: 1, datum: '2026-09-12' });
    const anne = await store.schrijfIn(
      { naam: 'Anne', email: 'anne@voorbeeld.nl', telefoon: '' },
      { bypassGate: true, now: NU },
    );
    const opties = { afleveringId: beurs!.id, maxArtikelen: 48, now: NU };
    await store.voegArtikelToe(
      anne.nummer,
      { omschrijving: 'Trui', soort: 'Kleding', maat: '110-116', prijsCent: 300, retour: false },
      opties,
    );
    await store.voegArtikelToe(
      anne.nummer,
      { omschrijving: 'Jas', soort: 'Kleding', maat: '110-116', prijsCent: 900, retour: true },
      opties,
    );
    // Closed as the earlier version did: without marking the charity lists.
    const zonderMarkering: Store = { ...store, markeerGoedDoel: async () => 0 };
    await sluitAfrekening({ store: zonderMarkering, clock: () => NU, log });
    assert.equal((await store.leesArtikelenVanVerkoper(anne.nummer)).length, 2, 'de trui kwam terug op de lijst');

    assert.equal(await markeerEerderGoedDoel({ store, log }), 1);
    assert.deepEqual(
      (await store.leesArtikelenVanVerkoper(anne.nummer)).map((a) => a.omschrijving),
      ['Jas'],
    );
    assert.equal((await store.leesArtikel({ verkopersnummer: anne.nummer, artikelnummer: 1 }))?.goedDoelIn, beurs!.id);
    assert.match(logregels.at(-1)!, /^1 artikel\(en\) van eerder afgesloten beurzen/);
    assert.equal(await markeerEerderGoedDoel({ store, log }), 0, 'bij de volgende start niets meer');
  });

  it('een nieuwe database: niets te doen', async () => {
    assert.equal(await markeerEerderGoedDoel({ store, log }), 0);
    assert.deepEqual(logregels, []);
  });
});
