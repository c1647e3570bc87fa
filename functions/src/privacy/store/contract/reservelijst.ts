/**
 * Store contract: an erasure on request frees a place like every other change, and the reserve
 * list fills it in the same transaction (registratie/store/contract/reservelijst.ts holds the rest).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DeelnemersStore, InstellingenStore, ReservelijstStore } from '../../../registratie/store/port';
import { bevorder, metReservelijst } from '../../../registratie/store/contract/fixtures';
import type { OutboxStore } from '../../../mail/store/port';
import type { PubliekStore } from '../../../seizoen/store/port';
import type { PrivacyStore } from '../port';
import { T0, type ContractUse } from '../../../platform/testing/contract';

/** The ports of the people, the list, the settings and the outbox, and the erasure. */
type Poorten = DeelnemersStore & ReservelijstStore & InstellingenStore & PubliekStore & OutboxStore & PrivacyStore;

export function vrijgekomenPlaatsContract({ store }: ContractUse<Poorten>): void {
  const { volMetLijst, namenOpLijst, bevorderdeNamen } = metReservelijst(store);

  describe('reservelijst', () => {
    it('schrijft precies zoveel mensen in als er plaatsen vrijkwamen, in volgorde, met nummer en mail', async () => {
      const verkopers = await volMetLijst(3, 5);
      await store.verwijderDeelnemer(verkopers[0]!.id, bevorder);
      assert.deepEqual(await bevorderdeNamen(), ['Wachter 1']);
      const tweede = verkopers[1]!;
      await store.wijzigDeelnemer({ ...tweede, actief: false }, bevorder);
      assert.deepEqual(await bevorderdeNamen(), ['Wachter 1', 'Wachter 2']);
      await store.wisOpVerzoek(verkopers[2]!.id, T0, bevorder);
      await store.wijzigInstellingen({ maximumAantalDeelnemers: 4 }, bevorder);
      assert.deepEqual(await bevorderdeNamen(), ['Wachter 1', 'Wachter 2', 'Wachter 3', 'Wachter 4']);
      assert.deepEqual(await namenOpLijst(), ['Wachter 5']);
      assert.equal(await store.telActief(), 4);
      const bevorderd = (await store.leesDeelnemers()).filter((d) => d.naam.startsWith('Wachter'));
      assert.deepEqual(
        bevorderd.map((d) => d.nummer),
        [4, 5, 6, 7],
      );
      const mails = (await store.leesMails()).filter((m) => m.subject.startsWith('Van de reservelijst'));
      assert.deepEqual(
        mails.map((m) => m.subject),
        [4, 5, 6, 7].map((n) => `Van de reservelijst: nummer ${n}`),
      );
    });
  });
}
