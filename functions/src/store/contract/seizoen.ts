/** Store contract: from one fair to the next (issue 12). Taking part is per fair. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MELDING_MAXIMUM } from '../../domain/registratie';
import { ALS_BEHEERDER, ALS_BEZOEKER, persoon, weigert, type ContractUse } from './fixtures';

export function seizoenContract({ store }: ContractUse): void {
  const openInschrijving = (maximumAantalDeelnemers: number) =>
    store.updateSettings({ inschrijvingGeopend: true, inschrijvingGesloten: false, maximumAantalDeelnemers });
  const aantal = async () => {
    const publiek = (await store.getPublicState()).aantalActief;
    const geteld = await store.countActief();
    assert.equal(publiek, geteld, 'het publieke aantal is dat van de telling');
    return geteld;
  };

  describe('van beurs naar beurs', () => {
    it('de volgende aflevering begint op 0 actief, zonder iemand te verwijderen', async () => {
      const [voorjaar] = await store.saveAflevering({ volgnummer: 1, datum: '2026-03-14' });
      const anne = await store.register(persoon(1), ALS_BEHEERDER);
      await store.register(persoon(2), ALS_BEHEERDER);
      assert.equal(await aantal(), 2);

      await store.saveAflevering({ volgnummer: 2, datum: '2026-10-10' });
      assert.equal(await aantal(), 0, 'de nieuwe beurs begint leeg');
      const lijst = await store.listDeelnemers();
      assert.equal(lijst.length, 2, 'niemand is verwijderd');
      const bewaard = await store.getDeelnemer(anne.id);
      assert.deepEqual(
        bewaard?.afleveringen.map((a) => [a.id, a.actief]),
        [[voorjaar!.id, true]],
        'de deelname aan de vorige beurs blijft zichtbaar',
      );

      const bas = await store.register(persoon(3), ALS_BEHEERDER);
      assert.equal(await aantal(), 1);
      assert.equal(bas.afleveringen[0]?.volgnummer, 2, 'een nieuwe inschrijving hoort bij de nieuwe beurs');
    });

    it('een aflevering wijzigen zonder dat de huidige beurs verandert laat het aantal staan', async () => {
      const [voorjaar] = await store.saveAflevering({ volgnummer: 1, datum: '2026-03-14' });
      await store.register(persoon(1), ALS_BEHEERDER);
      await store.saveAflevering({ id: voorjaar!.id, volgnummer: 1, datum: '2026-03-21' });
      assert.equal(await aantal(), 1);
    });

    it('de laatste aflevering verwijderen maakt de vorige weer de huidige, met haar aantal', async () => {
      await store.saveAflevering({ volgnummer: 1, datum: '2026-03-14' });
      await store.register(persoon(1), ALS_BEHEERDER);
      await store.register(persoon(2), ALS_BEHEERDER);
      const lijst = await store.saveAflevering({ volgnummer: 2, datum: '2026-10-10' });
      await store.register(persoon(3), ALS_BEHEERDER);
      assert.equal(await aantal(), 1);

      await store.deleteAflevering(lijst[1]!.id);
      assert.equal(await aantal(), 2);
      assert.equal((await store.getPublicState()).datum, '2026-03-14');
    });

    it('alleen de koppeling met de huidige beurs telt, met haar eigen vlag', async () => {
      const [voorjaar] = await store.saveAflevering({ volgnummer: 1, datum: '2026-03-14' });
      const anne = await store.register(persoon(1), ALS_BEHEERDER);
      const [, najaar] = await store.saveAflevering({ volgnummer: 2, datum: '2026-10-10' });
      const link = (a: typeof voorjaar, actief: boolean) => ({
        id: a!.id,
        volgnummer: a!.volgnummer,
        datum: a!.datum,
        actief,
      });
      await store.updateDeelnemer({ ...anne, afleveringen: [link(najaar, true), link(voorjaar, true)] });
      assert.equal(await aantal(), 1);
      await store.updateDeelnemer({ ...anne, afleveringen: [link(najaar, false), link(voorjaar, true)] });
      assert.equal(await aantal(), 0, 'de koppeling met de huidige beurs staat uit');
      await store.updateDeelnemer({ ...anne, afleveringen: [link(najaar, true), link(voorjaar, false)] });
      assert.equal(await aantal(), 1);
      await store.deleteDeelnemer(anne.id);
      assert.equal(await aantal(), 0);
    });

    it('de poort telt de deelnemers van de huidige beurs', async () => {
      await store.saveAflevering({ volgnummer: 1, datum: '2026-03-14' });
      await openInschrijving(2);
      await store.register(persoon(1), ALS_BEZOEKER);
      await store.register(persoon(2), ALS_BEZOEKER);
      await weigert(store.register(persoon(3), ALS_BEZOEKER), 409, MELDING_MAXIMUM);

      await store.saveAflevering({ volgnummer: 2, datum: '2026-10-10' });
      await store.register(persoon(3), ALS_BEZOEKER);
      await store.register(persoon(4), ALS_BEZOEKER);
      await weigert(store.register(persoon(5), ALS_BEZOEKER), 409, MELDING_MAXIMUM);
      assert.equal((await store.listDeelnemers()).length, 4);
    });
  });
}
