/**
 * Store contract, the live settlement kept between views (issue 55), on the floor of erasure:
 * a person erased on request, or by the retention rules, is out of the next view at once
 * (inlevering/store/contract/actueel.ts has every other write of the settlement's inputs).
 */
import { describe, it } from 'node:test';
import { at, type ContractUse } from '../../../platform/testing/contract';
import { controleer, opzet, type ActueelStore } from '../../../inlevering/store/contract/actueel';
import type { PrivacyStore } from '../port';

export function actueleAfrekeningNaWissenContract({ store }: ContractUse<ActueelStore & PrivacyStore>): void {
  describe('de actuele afrekening na wissen (issue 55)', () => {
    it('een deelnemer gewist op verzoek', async () => {
      const o = await opzet(store);
      await controleer(store, o, () => store.wisOpVerzoek(o.bas.id, at(60_000)), true);
    });
    it('herinneringen afgemeld (een veld van de persoon dat de afrekening niet leest)', async () => {
      const o = await opzet(store);
      await controleer(store, o, () => store.zetHerinneringAfgemeld(o.bas.id), false);
    });
  });
}
