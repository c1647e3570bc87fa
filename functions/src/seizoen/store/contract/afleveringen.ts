/** Store contract: the afleveringen. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nietGevonden } from '../../../kern/errors';
import { kern } from './fixtures';
import { weigert, type ContractUse } from '../../../platform/testing/contract';
import type { AfleveringenStore } from '../port';

export function afleveringenContract({ store }: ContractUse<AfleveringenStore>): void {
  describe('afleveringen', () => {
    it('bewaarAflevering voegt toe en geeft de hele lijst op volgnummer', async () => {
      const na1 = await store.bewaarAflevering({ volgnummer: 2, datum: '2026-03-14' });
      assert.equal(na1.length, 1);
      const lijst = await store.bewaarAflevering({ volgnummer: 1, datum: '2025-09-13' });
      assert.deepEqual(
        lijst.map((a) => [a.volgnummer, a.datum]),
        [
          [1, '2025-09-13'],
          [2, '2026-03-14'],
        ],
      );
      assert.ok(lijst.every((a) => typeof a.id === 'string' && a.id.length > 0));
      assert.ok(lijst.every((a) => (a.naam ?? null) === null));
      assert.equal(lijst[1]!.id, na1[0]!.id);
      assert.deepEqual((await store.leesAfleveringen()).map(kern), lijst.map(kern));
    });

    it('bewaarAflevering met id wijzigt die rij', async () => {
      const [eerste] = await store.bewaarAflevering({ volgnummer: 1, datum: '2025-09-13' });
      await store.bewaarAflevering({ volgnummer: 2, datum: '2026-03-14' });
      const lijst = await store.bewaarAflevering({ id: eerste!.id, volgnummer: 1, datum: '2025-09-20' });
      assert.deepEqual(
        lijst.map((a) => [a.id === eerste!.id, a.volgnummer, a.datum]),
        [
          [true, 1, '2025-09-20'],
          [false, 2, '2026-03-14'],
        ],
      );
      const verschoven = await store.bewaarAflevering({ id: eerste!.id, volgnummer: 5, datum: '2025-09-20' });
      assert.deepEqual(
        verschoven.map((a) => a.volgnummer),
        [2, 5],
      );
      assert.equal((await store.leesLaatsteAflevering())!.id, eerste!.id);
    });

    it('weigert een dubbel volgnummer met 409', async () => {
      const [eerste] = await store.bewaarAflevering({ volgnummer: 1, datum: '2025-09-13' });
      await store.bewaarAflevering({ volgnummer: 2, datum: '2026-03-14' });
      await weigert(
        store.bewaarAflevering({ volgnummer: 2, datum: '2026-09-12' }),
        'conflict',
        'Er bestaat al een aflevering met volgnummer 2',
      );
      await weigert(
        store.bewaarAflevering({ id: eerste!.id, volgnummer: 2, datum: '2025-09-13' }),
        'conflict',
        'Er bestaat al een aflevering met volgnummer 2',
      );
      assert.deepEqual(
        (await store.leesAfleveringen()).map((a) => [a.volgnummer, a.datum]),
        [
          [1, '2025-09-13'],
          [2, '2026-03-14'],
        ],
      );
    });

    it('bewaarAflevering met een onbekend id geeft 404', async () => {
      await weigert(
        store.bewaarAflevering({ id: 'bestaat-niet', volgnummer: 1, datum: '2025-09-13' }),
        'niet-gevonden',
        nietGevonden('Aflevering').message,
      );
      assert.deepEqual(await store.leesAfleveringen(), []);
    });

    it('leesLaatsteAflevering is die met het hoogste volgnummer, niet de laatst toegevoegde', async () => {
      await store.bewaarAflevering({ volgnummer: 7, datum: '2026-09-12' });
      await store.bewaarAflevering({ volgnummer: 3, datum: '2024-09-14' });
      assert.deepEqual(
        [(await store.leesLaatsteAflevering())!.volgnummer, (await store.leesLaatsteAflevering())!.datum],
        [7, '2026-09-12'],
      );
    });

    it('verwijderAflevering geeft de verwijderde rij, daarna null', async () => {
      await store.bewaarAflevering({ volgnummer: 1, datum: '2025-09-13' });
      const lijst = await store.bewaarAflevering({ volgnummer: 2, datum: '2026-03-14' });
      const tweede = lijst[1]!;
      assert.deepEqual(kern((await store.verwijderAflevering(tweede.id))!), kern(tweede));
      assert.equal(await store.verwijderAflevering(tweede.id), null);
      assert.deepEqual(
        (await store.leesAfleveringen()).map((a) => a.volgnummer),
        [1],
      );
      assert.equal((await store.leesLaatsteAflevering())!.volgnummer, 1);
      const opnieuw = await store.bewaarAflevering({ volgnummer: 2, datum: '2026-03-21' });
      assert.deepEqual(
        opnieuw.map((a) => a.volgnummer),
        [1, 2],
      );
    });
  });
}
