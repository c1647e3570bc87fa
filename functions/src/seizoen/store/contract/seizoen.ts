/**
 * Store contract: from one fair to the next (issue 12). Taking part is per fair: how the links
 * count and the gate per fair are registratie's (registratie/store/contract/deelname.ts,
 * terugkerend.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ALS_BEHEERDER, persoon, type ContractUse } from '../../../app/store/contract/fixtures';

export function seizoenContract({ store }: ContractUse): void {
  const openInschrijving = (maximumAantalDeelnemers: number) =>
    store.wijzigInstellingen({ inschrijvingGeopend: true, inschrijvingGesloten: false, maximumAantalDeelnemers });
  const aantal = async () => {
    const publiek = (await store.leesPubliekeStaat()).aantalActief;
    const geteld = await store.telActief();
    assert.equal(publiek, geteld, 'het publieke aantal is dat van de telling');
    return geteld;
  };

  describe('van beurs naar beurs', () => {
    it('de volgende aflevering begint met de inschrijving dicht en zonder het nieuws van de vorige beurs', async () => {
      await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      const derde = (await store.bewaarAflevering({ volgnummer: 3, datum: '2026-03-21' })).at(-1)!;
      await openInschrijving(120);
      await store.bewaarNieuws('<p>De inschrijving is open!</p>');

      // A date correction and an aflevering in between start nothing.
      await store.bewaarAflevering({ id: derde.id, volgnummer: 3, datum: '2026-03-28' });
      await store.bewaarAflevering({ volgnummer: 2, datum: '2026-03-21' });
      assert.equal((await store.leesInstellingen()).inschrijvingGeopend, true);
      assert.equal((await store.leesNieuws()).tekst, '<p>De inschrijving is open!</p>');

      await store.bewaarAflevering({ volgnummer: 4, datum: '2026-10-10' });
      const publiek = await store.leesPubliekeStaat();
      assert.deepEqual(publiek.settings, {
        maximumAantalDeelnemers: 120,
        inschrijvingGeopend: false,
        inschrijvingGesloten: false,
      });
      assert.deepEqual(await store.leesInstellingen(), publiek.settings);
      assert.deepEqual(publiek.nieuws, { tekst: '' });
      assert.equal(publiek.datum, '2026-10-10');
    });

    it('de volgende aflevering begint op 0 actief, zonder iemand te verwijderen', async () => {
      const [voorjaar] = await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      const anne = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      await store.schrijfIn(persoon(2), ALS_BEHEERDER);
      assert.equal(await aantal(), 2);

      await store.bewaarAflevering({ volgnummer: 2, datum: '2026-10-10' });
      assert.equal(await aantal(), 0, 'de nieuwe beurs begint leeg');
      const lijst = await store.leesDeelnemers();
      assert.equal(lijst.length, 2, 'niemand is verwijderd');
      const bewaard = await store.leesDeelnemer(anne.id);
      assert.deepEqual(
        bewaard?.afleveringen.map((a) => [a.id, a.actief]),
        [[voorjaar!.id, true]],
        'de deelname aan de vorige beurs blijft zichtbaar',
      );

      const bas = await store.schrijfIn(persoon(3), ALS_BEHEERDER);
      assert.equal(await aantal(), 1);
      assert.equal(bas.afleveringen[0]?.volgnummer, 2, 'een nieuwe inschrijving hoort bij de nieuwe beurs');
    });

    it('een aflevering wijzigen zonder dat de huidige beurs verandert laat het aantal staan', async () => {
      const [voorjaar] = await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      await store.bewaarAflevering({ id: voorjaar!.id, volgnummer: 1, datum: '2026-03-21' });
      assert.equal(await aantal(), 1);
    });

    it('de laatste aflevering verwijderen maakt de vorige weer de huidige, met haar aantal', async () => {
      await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      await store.schrijfIn(persoon(2), ALS_BEHEERDER);
      const lijst = await store.bewaarAflevering({ volgnummer: 2, datum: '2026-10-10' });
      await store.schrijfIn(persoon(3), ALS_BEHEERDER);
      assert.equal(await aantal(), 1);

      await store.verwijderAflevering(lijst[1]!.id);
      assert.equal(await aantal(), 2);
      assert.equal((await store.leesPubliekeStaat()).datum, '2026-03-14');
    });
  });
}
