/**
 * The registration's use case and its door: a refusal at the door costs no reads of what the
 * mail needs (at the opening rush most attempts are refusals) and says what the transaction
 * would say; the transaction still refuses whoever the door let through once the places went.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { DomainError } from '../../kern/errors';
import { MELDING_MAXIMUM, MELDING_NIET_GEOPEND } from '../domein/registratie';
import { createPrivacyTokens } from '../links';
import { mailContextUit } from '../../app/deps';
import { createSqliteStore } from '../../app/store/sqlite';
import type { Store } from '../../app/store/port';
import { registreerDeelnemer, weigerAlsDeDeurDichtIs } from './registreerDeelnemer';

const ouder = (n: number) => ({ naam: `Ouder ${n}`, email: `ouder${n}@voorbeeld.nl`, telefoon: '06-12345678' });

describe('registreerDeelnemer', () => {
  let store: Store;
  let contextGelezen: number;
  const deps = () => {
    const context = mailContextUit(store, 'http://localhost');
    return {
      store,
      clock: () => new Date('2026-03-01T10:00:00Z'),
      live: { changed: () => undefined },
      mailQueued: () => undefined,
      mailContext: () => {
        contextGelezen++;
        return context();
      },
      privacyTokens: async () => createPrivacyTokens('geheim-voor-de-test-0123456789abcdef', () => new Date()),
    };
  };

  beforeEach(async () => {
    store = createSqliteStore(':memory:');
    await store.init();
    contextGelezen = 0;
  });
  afterEach(() => store.close());

  it('weigert als het vol is met de melding van de transactie, zonder te lezen wat de mail nodig heeft', async () => {
    await store.wijzigInstellingen({
      inschrijvingGeopend: true,
      inschrijvingGesloten: false,
      maximumAantalDeelnemers: 1,
    });
    await weigerAlsDeDeurDichtIs(deps(), { doorBeheerder: false });
    const eerste = await registreerDeelnemer(deps(), ouder(1), { doorBeheerder: false });
    assert.equal(eerste.naam, 'Ouder 1');
    assert.equal(contextGelezen, 1);
    assert.equal((await store.leesMails()).length, 1);

    await assert.rejects(
      weigerAlsDeDeurDichtIs(deps(), { doorBeheerder: false }),
      (e: unknown) => e instanceof DomainError && e.soort === 'conflict' && e.message === MELDING_MAXIMUM,
    );
    assert.equal(contextGelezen, 1, 'de weigering las de mailcontext niet');
    assert.equal(await store.telActief(), 1);
    assert.equal((await store.leesMails()).length, 1);

    // Let through by the door just before the last place went: the transaction refuses with the same message.
    await assert.rejects(
      registreerDeelnemer(deps(), ouder(2), { doorBeheerder: false }),
      (e: unknown) => e instanceof DomainError && e.soort === 'conflict' && e.message === MELDING_MAXIMUM,
    );
    assert.equal(await store.telActief(), 1);
    assert.equal((await store.leesMails()).length, 1);

    // The administrator is not held by the door or the gate, and gets the mail.
    await weigerAlsDeDeurDichtIs(deps(), { doorBeheerder: true });
    await registreerDeelnemer(deps(), ouder(3), { doorBeheerder: true });
    assert.equal(await store.telActief(), 2);
    assert.equal((await store.leesMails()).length, 2);
  });

  it('weigert voor de opening met de melding dat de inschrijving nog niet open is', async () => {
    await store.wijzigInstellingen({ inschrijvingGeopend: false, inschrijvingGesloten: false });
    await assert.rejects(
      weigerAlsDeDeurDichtIs(deps(), { doorBeheerder: false }),
      (e: unknown) => e instanceof DomainError && e.message === MELDING_NIET_GEOPEND,
    );
    assert.equal(contextGelezen, 0);
    assert.equal(await store.telActief(), 0);
  });
});
