/**
 * Store contract: seller numbers that never run out (issue 53 part 3). At the top (every number
 * up to 9999 handed out) a new seller gets the lowest number nobody holds any more; what blocks
 * a number (items, labels) is in privacy/store/contract/nummers.ts, which may use those areas.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MELDING_NUMMERS_OP } from '../../domein/verkopersnummer';
import { LAATSTE_NUMMER } from '../sleutels';
import { ALS_BEHEERDER, ALS_BEZOEKER, bevorder, metReservelijst, persoon, wachter } from './fixtures';
import { weigert, type ContractUse } from '../../../platform/testing/contract';
import { DomainError } from '../../../kern/errors';
import type { DeelnemersStore, InstellingenStore, ReservelijstStore } from '../port';
import type { AfleveringenStore } from '../../../seizoen/store/port';
import type { MetaStore } from '../../../beheer/store/port';

export function nummersContract(
  use: ContractUse<DeelnemersStore & InstellingenStore & ReservelijstStore & AfleveringenStore & MetaStore>,
): void {
  const { store } = use;
  const nummers = async () => (await store.leesDeelnemers()).map((d) => d.nummer);

  describe('verkopersnummers hergebruiken als 1 tot en met 9999 op zijn', () => {
    it('geeft op de top het laagste vrijgekomen nummer, daarna het volgende, en dan 409', async () => {
      const [een, twee, drie] = [
        await store.schrijfIn(persoon(1), ALS_BEHEERDER),
        await store.schrijfIn(persoon(2), ALS_BEHEERDER),
        await store.schrijfIn(persoon(3), ALS_BEHEERDER),
      ];
      await store.zetMeta(LAATSTE_NUMMER, '9999');
      await store.verwijderDeelnemer(drie.id);
      await store.verwijderDeelnemer(twee.id);
      assert.deepEqual(await store.leesNummerStand(), { over: 0, herbruikbaar: 2 });
      assert.equal((await store.schrijfIn(persoon(4), ALS_BEHEERDER)).nummer, 2);
      assert.equal((await store.schrijfIn(persoon(5), ALS_BEHEERDER)).nummer, 3);
      await weigert(store.schrijfIn(persoon(6), ALS_BEHEERDER), 'conflict', MELDING_NUMMERS_OP);
      assert.deepEqual(await nummers(), [1, 2, 3]);
      // The counter stays at the top: a reused number lies below it.
      assert.equal(await store.leesMeta(LAATSTE_NUMMER), '9999');
      assert.deepEqual(await store.leesNummerStand(), { over: 0, herbruikbaar: 0 });
      assert.equal((await store.leesDeelnemer(een.id))!.nummer, 1);
    });

    it('hergebruikt onder de top niets en telt wat er over is', async () => {
      await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      const twee = await store.schrijfIn(persoon(2), ALS_BEHEERDER);
      await store.verwijderDeelnemer(twee.id);
      assert.deepEqual(await store.leesNummerStand(), { over: 9997, herbruikbaar: 1 });
      assert.equal((await store.schrijfIn(persoon(3), ALS_BEHEERDER)).nummer, 3);
    });

    it('een sprong van de beheerder naar 9999 maakt het oude nummer en de overgeslagen nummers vrij', async () => {
      const een = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      await store.schrijfIn(persoon(2), ALS_BEHEERDER);
      await store.geefNummer(een.id, 9999);
      assert.deepEqual(await store.leesNummerStand(), { over: 0, herbruikbaar: 9997 });
      assert.equal((await store.schrijfIn(persoon(3), ALS_BEHEERDER)).nummer, 1);
      assert.equal((await store.schrijfIn(persoon(4), ALS_BEHEERDER)).nummer, 3);
    });

    it('een terugkerende verkoper houdt op de top het eigen nummer', async () => {
      await store.bewaarAflevering({ volgnummer: 1, datum: '2025-09-13' });
      const een = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      const twee = await store.schrijfIn(persoon(2), ALS_BEHEERDER);
      await store.zetMeta(LAATSTE_NUMMER, '9999');
      await store.verwijderDeelnemer(twee.id);
      await store.bewaarAflevering({ volgnummer: 2, datum: '2026-03-14' });
      await store.wijzigInstellingen({ inschrijvingGeopend: true, inschrijvingGesloten: false });
      const terug = await store.schrijfIn(persoon(1), ALS_BEZOEKER);
      assert.equal(terug.id, een.id);
      assert.equal(terug.nummer, 1);
      assert.deepEqual(await store.leesNummerStand(), { over: 0, herbruikbaar: 1 });
    });

    it('een plek van de reservelijst krijgt op de top het vrijgekomen nummer', async () => {
      const { volMetLijst, namenOpLijst, bevorderdeNamen } = metReservelijst(store);
      const verkopers = await volMetLijst(2, 2);
      await store.zetMeta(LAATSTE_NUMMER, '9999');
      await store.verwijderDeelnemer(verkopers[1]!.id, bevorder);
      assert.deepEqual(await bevorderdeNamen(), [wachter(1).naam]);
      assert.deepEqual(await nummers(), [1, 2]);
      // No number left for the next: they keep their place on the list.
      await store.wijzigInstellingen({ maximumAantalDeelnemers: 3 }, bevorder);
      assert.deepEqual(await namenOpLijst(), [wachter(2).naam]);
    });

    it('een bevordering die halverwege over 9999 gaat, hergebruikt daarna in dezelfde transactie', async () => {
      const { volMetLijst, namenOpLijst, bevorderdeNamen } = metReservelijst(store);
      await volMetLijst(2, 2);
      // Number 3 comes free; then one change frees two places at once.
      const extra = await store.schrijfIn(persoon(3), ALS_BEHEERDER);
      await store.verwijderDeelnemer(extra.id);
      await store.zetMeta(LAATSTE_NUMMER, '9998');
      await store.wijzigInstellingen({ maximumAantalDeelnemers: 4 }, bevorder);
      assert.deepEqual(await namenOpLijst(), []);
      // The first takes the last new number, the second the freed one: none is refused.
      assert.deepEqual(await bevorderdeNamen(), [wachter(2).naam, wachter(1).naam]);
      assert.deepEqual(await nummers(), [1, 2, 3, 9999]);
    });
    it('12 ouders tegelijk op de top met drie vrije nummers: drie krijgen er elk een, de rest hoort dat ze op zijn', async () => {
      await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      const eerst = [];
      for (let i = 1; i <= 5; i++) eerst.push(await store.schrijfIn(persoon(i), ALS_BEHEERDER));
      await store.zetMeta(LAATSTE_NUMMER, '9999');
      for (const d of eerst.slice(1, 4)) await store.verwijderDeelnemer(d.id);
      await store.wijzigInstellingen({
        inschrijvingGeopend: true,
        inschrijvingGesloten: false,
        maximumAantalDeelnemers: 50,
      });
      const uitkomsten = await Promise.allSettled(
        Array.from({ length: 12 }, (_, i) => store.schrijfIn(persoon(20 + i), ALS_BEZOEKER)),
      );
      const gegeven = uitkomsten.flatMap((u) => (u.status === 'fulfilled' ? [u.value.nummer] : []));
      assert.deepEqual(
        gegeven.sort((a, b) => a - b),
        [2, 3, 4],
        'elk vrij nummer precies één keer',
      );
      for (const u of uitkomsten) {
        if (u.status === 'rejected') {
          assert.ok(u.reason instanceof DomainError, String(u.reason));
          assert.equal(u.reason.message, MELDING_NUMMERS_OP);
        }
      }
      assert.deepEqual(
        (await nummers()).sort((a, b) => a - b),
        [1, 2, 3, 4, 5],
      );
      assert.deepEqual(await store.leesNummerStand(), { over: 0, herbruikbaar: 0 });
    });
  });
}
