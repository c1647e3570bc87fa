/**
 * Store contract, issue 50: the organisation's account frozen at closing, and the sellers owed a
 * transfer after "Uitbetaald" whom the administrator marks as paid another way.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STANDAARD_AFREKENING_INSTELLINGEN } from '../../../kern/afrekening-instellingen';
import { meldingNietTeBetalen } from '../../domein/nabetalen';
import { ALS_BEHEERDER, persoon } from '../../../registratie/store/contract/fixtures';
import { at, geenMail, isoleert, T0, weigert, type ContractUse } from '../../../platform/testing/contract';
import { berekendUit, bonVan, eersteBeurs, type AfrekeningSuiteStore } from './berekend';

const ORGANISATIE = { iban: 'NL18RABO0123459876', tenaamstelling: 'Stichting De Vlinder' };
const NIEUW = { iban: 'NL02RABO0123456789', tenaamstelling: 'Stichting De Rups' };
const bank = (iban: string) => ({ wijze: 'bank' as const, iban, tenaamstelling: 'A. de Vries' });
const BETALING = { wijze: 'contant' as const, door: 'penningmeester' };
const metRekening = (rekening: typeof ORGANISATIE) => ({
  ...STANDAARD_AFREKENING_INSTELLINGEN,
  bankUitbetaling: true,
  ...rekening,
});

export function nabetalingContract(use: ContractUse<AfrekeningSuiteStore>): void {
  const { store } = use;
  describe('de rekening bij het afsluiten en nabetalen (issue 50)', () => {
    it('het afsluiten houdt de rekening van de organisatie vast; een latere wijziging verandert die niet', async () => {
      const id = await eersteBeurs(store);
      await store.bewaarAfrekeningInstellingen(metRekening(ORGANISATIE));
      assert.equal(await store.leesRekeningBijAfsluiten(id), null, 'nog open');
      await store.sluitAfrekening(id, await berekendUit(store, id), T0);
      await store.bewaarAfrekeningInstellingen(metRekening(NIEUW));
      assert.deepEqual(await store.leesRekeningBijAfsluiten(id), ORGANISATIE);
      assert.deepEqual(await store.leesBankrekening(), NIEUW);
      assert.doesNotMatch(JSON.stringify(await store.leesAfrekeningStaat(id)), /RABO|Vlinder/);
      assert.equal(await store.leesRekeningBijAfsluiten('onbekend'), null);
    });

    it('zonder rekening afgesloten: geen vaste rekening', async () => {
      const id = await eersteBeurs(store);
      await store.sluitAfrekening(id, await berekendUit(store, id), T0);
      assert.equal(await store.leesRekeningBijAfsluiten(id), null);
    });

    /** A closed fair whose batch held only Anna: Bram and Dirk (by bank) are still owed, Chris was paid in cash. */
    async function naUitbetaald() {
      const id = await eersteBeurs(store);
      const a = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      const b = await store.schrijfIn(persoon(2), ALS_BEHEERDER);
      const c = await store.schrijfIn(persoon(3), ALS_BEHEERDER);
      const d = await store.schrijfIn(persoon(4), ALS_BEHEERDER);
      await store.bewaarAfrekeningInstellingen(metRekening(ORGANISATIE));
      for (const p of [a, b, d]) await store.zetUitbetaling(p.id, id, bank('NL91ABNA0417164300'), geenMail, T0);
      const kassa = await store.maakKassa(id, { naam: 'Kleding 1', ruimte: 'Kleding' }, T0);
      for (const [p, cent] of [
        [a, 1234],
        [b, 1000],
        [c, 500],
        [d, 800],
      ] as const)
        await store.bewaarBon(bonVan(kassa, cent, p.nummer));
      await weigert(store.markeerAndersBetaald(id, b.nummer, BETALING, T0), 'conflict', meldingNietTeBetalen(b.nummer));
      const berekend = await berekendUit(store, id);
      await store.sluitAfrekening(id, berekend, T0);
      const bedrag = (nummer: number) => berekend.afrekening.verkopers.find((v) => v.nummer === nummer)!.overmakenCent;
      assert.ok(bedrag(b.nummer) > 0 && bedrag(d.nummer) > 0);
      await weigert(store.markeerAndersBetaald(id, b.nummer, BETALING, T0), 'conflict', meldingNietTeBetalen(b.nummer));
      // Only Anna was in the batch (Bram's and Dirk's data erased after closing, say).
      const batch = [{ nummer: a.nummer, bedragCent: bedrag(a.nummer), laatsteVier: '4300' }];
      await store.markeerUitbetaald(id, { door: 'p', op: T0.toISOString(), overboekingen: batch }, [], [], at(1000));
      return { id, a, b, c, d, bedrag };
    }

    it('na "Uitbetaald" markeert de beheerder wie niet in de batch zat als anders betaald, één keer', async () => {
      const { id, a, b, c, bedrag } = await naUitbetaald();
      assert.deepEqual((await store.leesAfrekeningStaat(id)).andersBetaald, []);
      const staat = await store.markeerAndersBetaald(id, b.nummer, BETALING, at(2000));
      const mark = {
        nummer: b.nummer,
        bedragCent: bedrag(b.nummer),
        wijze: 'contant',
        door: 'penningmeester',
        op: at(2000).toISOString(),
      };
      assert.deepEqual(staat.andersBetaald, [mark]);
      assert.deepEqual((await store.leesAfrekeningStaat(id)).andersBetaald, [mark]);
      // Marked already, in the batch, paid in cash, unknown: not on the list.
      for (const nummer of [b.nummer, a.nummer, c.nummer, 9999]) {
        await weigert(
          store.markeerAndersBetaald(id, nummer, { wijze: 'anders', door: 'p' }, at(3000)),
          'conflict',
          meldingNietTeBetalen(nummer),
        );
      }
      const na = await store.leesAfrekeningStaat(id);
      assert.deepEqual([na.andersBetaald.length, na.uitbetaald?.overboekingen.length], [1, 1], 'de batch blijft');
    });

    it('twee beheerders tegelijk: één markering, één weigering', async (t) => {
      if (!isoleert(use, t)) return;
      const { id, d } = await naUitbetaald();
      const uitkomsten = await Promise.allSettled([
        store.markeerAndersBetaald(id, d.nummer, { wijze: 'anders', door: 'een' }, at(4000)),
        store.markeerAndersBetaald(id, d.nummer, { wijze: 'contant', door: 'twee' }, at(4000)),
      ]);
      assert.equal(uitkomsten.filter((u) => u.status === 'fulfilled').length, 1);
      assert.deepEqual(
        (await store.leesAfrekeningStaat(id)).andersBetaald.map((m) => m.nummer),
        [d.nummer],
      );
    });
  });
}
