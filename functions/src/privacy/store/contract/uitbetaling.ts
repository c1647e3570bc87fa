/** Store contract, the bank accounts of paying out by bank (issue 36) under retention and erasure. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AfrekeningStore } from '../../../afrekening/store/port';
import type { DeelnemersStore } from '../../../registratie/store/port';
import type { AfleveringenStore } from '../../../seizoen/store/port';
import { ALS_BEHEERDER, persoon } from '../../../registratie/store/contract/fixtures';
import { geenMail, T0, type ContractUse } from '../../../platform/testing/contract';
import type { PrivacyStore } from '../port';

export function uitbetalingWissenContract({
  store,
}: ContractUse<AfrekeningStore & DeelnemersStore & AfleveringenStore & PrivacyStore>): void {
  describe('uitbetalen per bank (issue 36)', () => {
    const IBAN = 'NL91ABNA0417164300';
    const beurs = async () => (await store.bewaarAflevering({ volgnummer: 1, datum: '2026-11-28' }))[0]!.id;
    const bank = (iban = IBAN) => ({ wijze: 'bank' as const, iban, tenaamstelling: 'A. de Vries' });

    it('de bewaartermijn wist het IBAN zes weken na de beurs, ook als er nooit uitbetaald is gemarkeerd', async () => {
      const id = await beurs();
      const anna = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      await store.zetUitbetaling(anna.id, id, bank(), geenMail, T0);
      // 28 November + 42 days: 9 January. The day before, only the phone number has gone.
      await store.pasBewaartermijnToe(new Date('2027-01-08T12:00:00Z'), 7);
      assert.equal((await store.leesDeelnemer(anna.id))?.telefoon, '');
      assert.deepEqual(
        (await store.leesBankgegevens()).map((r) => r.nummer),
        [anna.nummer],
      );
      await store.pasBewaartermijnToe(new Date('2027-01-09T12:00:00Z'), 7);
      assert.deepEqual(await store.leesBankgegevens(), []);
      const daarna = await store.leesDeelnemer(anna.id);
      assert.deepEqual([daarna?.uitbetaling, daarna?.telefoon, daarna?.naam], [undefined, '', anna.naam]);
    });

    it('wie zijn gegevens laat wissen, neemt het IBAN mee', async () => {
      const id = await beurs();
      const anna = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      await store.zetUitbetaling(anna.id, id, bank(), geenMail, T0);
      await store.wisOpVerzoek(anna.id, T0);
      assert.deepEqual(await store.leesBankgegevens(), []);
    });
  });
}
