/**
 * Store contract: who takes part in one fair (leesDeelnemersVan), as every kind of change leaves
 * it; only the link with the current fair counts, and the gate counts the current fair's people.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MELDING_MAXIMUM } from '../../domein/registratie';
import {
  ALS_BEHEERDER,
  ALS_BEZOEKER,
  at,
  persoon,
  weigert,
  type ContractUse,
} from '../../../app/store/contract/fixtures';

export function deelnameContract({ store }: ContractUse): void {
  const openInschrijving = (maximumAantalDeelnemers = 250) =>
    store.wijzigInstellingen({ inschrijvingGeopend: true, inschrijvingGesloten: false, maximumAantalDeelnemers });
  const aantal = async () => {
    const publiek = (await store.leesPubliekeStaat()).aantalActief;
    const geteld = await store.telActief();
    assert.equal(publiek, geteld, 'het publieke aantal is dat van de telling');
    return geteld;
  };

  describe('deelname per beurs', () => {
    it('leesDeelnemersVan geeft wie aan die beurs meedoet, op nummer, en volgt elke wijziging van de koppeling', async () => {
      await store.bewaarAflevering({ volgnummer: 1, datum: '2025-09-13' });
      const eerste = (await store.leesLaatsteAflevering())!;
      const a = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      const b = await store.schrijfIn(persoon(2), ALS_BEHEERDER);
      await store.bewaarAflevering({ volgnummer: 2, datum: '2026-03-14' });
      const tweede = (await store.leesLaatsteAflevering())!;
      const nummers = async (id: string) => (await store.leesDeelnemersVan(id)).map((d) => d.nummer);
      assert.deepEqual(await nummers(eerste.id), [a.nummer, b.nummer]);
      assert.deepEqual(await nummers(tweede.id), []);
      // A new seller, and one from before returning by registering with the same address.
      const c = await store.schrijfIn(persoon(3), ALS_BEHEERDER);
      await openInschrijving();
      await store.schrijfIn(persoon(2), ALS_BEZOEKER);
      assert.deepEqual(await nummers(tweede.id), [b.nummer, c.nummer]);
      // "Ik doe weer mee" links the person too.
      await store.weerMeedoen(a.id, { now: at(5000) });
      assert.deepEqual(await nummers(tweede.id), [a.nummer, b.nummer, c.nummer]);
      // The administrator switches a link off: no longer taking part in that fair, still in the first.
      const metB = (await store.leesDeelnemer(b.id))!;
      await store.wijzigDeelnemer({
        ...metB,
        afleveringen: metB.afleveringen.map((k) => (k.id === tweede.id ? { ...k, actief: false } : k)),
      });
      assert.deepEqual(await nummers(tweede.id), [a.nummer, c.nummer]);
      assert.deepEqual(await nummers(eerste.id), [a.nummer, b.nummer]);
      const [metA] = await store.leesDeelnemersVan(tweede.id);
      assert.deepEqual(metA, await store.leesDeelnemer(a.id), 'each with all their links');
      await store.verwijderDeelnemer(c.id);
      assert.deepEqual(await nummers(tweede.id), [a.nummer]);
      assert.deepEqual(await nummers('bestaat-niet'), []);
    });

    it('alleen de koppeling met de huidige beurs telt, met haar eigen vlag', async () => {
      const [voorjaar] = await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      const anne = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      const [, najaar] = await store.bewaarAflevering({ volgnummer: 2, datum: '2026-10-10' });
      const link = (a: typeof voorjaar, actief: boolean) => ({
        id: a!.id,
        volgnummer: a!.volgnummer,
        datum: a!.datum,
        actief,
      });
      await store.wijzigDeelnemer({ ...anne, afleveringen: [link(najaar, true), link(voorjaar, true)] });
      assert.equal(await aantal(), 1);
      await store.wijzigDeelnemer({ ...anne, afleveringen: [link(najaar, false), link(voorjaar, true)] });
      assert.equal(await aantal(), 0, 'de koppeling met de huidige beurs staat uit');
      await store.wijzigDeelnemer({ ...anne, afleveringen: [link(najaar, true), link(voorjaar, false)] });
      assert.equal(await aantal(), 1);
      await store.verwijderDeelnemer(anne.id);
      assert.equal(await aantal(), 0);
    });

    it('de poort telt de deelnemers van de huidige beurs', async () => {
      await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      await openInschrijving(2);
      await store.schrijfIn(persoon(1), ALS_BEZOEKER);
      await store.schrijfIn(persoon(2), ALS_BEZOEKER);
      await weigert(store.schrijfIn(persoon(3), ALS_BEZOEKER), 'conflict', MELDING_MAXIMUM);

      await store.bewaarAflevering({ volgnummer: 2, datum: '2026-10-10' });
      await openInschrijving(2);
      await store.schrijfIn(persoon(3), ALS_BEZOEKER);
      await store.schrijfIn(persoon(4), ALS_BEZOEKER);
      await weigert(store.schrijfIn(persoon(5), ALS_BEZOEKER), 'conflict', MELDING_MAXIMUM);
      assert.equal((await store.leesDeelnemers()).length, 4);
    });
  });
}
