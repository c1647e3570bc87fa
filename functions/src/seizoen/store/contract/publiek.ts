/**
 * Store contract, the public documents: defaults, nieuws and beurs. Changing the settings and the
 * public state with its active count are registratie's (registratie/store/contract/instellingen.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STANDAARD_AFREKENING_INSTELLINGEN } from '../../../kern/afrekening-instellingen';
import { STANDAARD_BEURS, STANDAARD_SETTINGS } from '../../domein/publiek';
import { ALS_BEHEERDER, EIGEN_BEURS, persoon, type ContractUse } from '../../../app/store/contract/fixtures';

export function publiekContract({ store }: ContractUse): void {
  describe('een lege store', () => {
    it('geeft de standaardwaarden', async () => {
      assert.deepEqual(await store.leesInstellingen(), STANDAARD_SETTINGS);
      assert.deepEqual(await store.leesInstellingen(), {
        maximumAantalDeelnemers: 250,
        inschrijvingGeopend: false,
        inschrijvingGesloten: false,
      });
      assert.deepEqual(await store.leesNieuws(), { tekst: '' });
      assert.deepEqual(await store.leesBeurs(), STANDAARD_BEURS);
      assert.equal(await store.telActief(), 0);
      assert.deepEqual(await store.leesDeelnemers(), []);
      assert.deepEqual(await store.leesAfleveringen(), []);
      assert.equal(await store.leesLaatsteAflevering(), null);
      assert.deepEqual(await store.leesContactpersonen(), []);
      assert.deepEqual(await store.leesMails(), []);
      assert.equal(await store.telBeheerders(), 0);
      assert.equal(await store.leesMeta('sessionSecret'), null);
      assert.deepEqual(await store.leesPubliekeStaat(), {
        settings: STANDAARD_SETTINGS,
        aantalActief: 0,
        nieuws: { tekst: '' },
        beurs: STANDAARD_BEURS,
        datum: null,
        kosten: STANDAARD_AFREKENING_INSTELLINGEN,
      });
    });

    it('init() is veilig bij elke start: de gegevens blijven', async () => {
      await store.bewaarNieuws('<p>Hallo</p>');
      await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      await store.init();
      assert.deepEqual(await store.leesNieuws(), { tekst: '<p>Hallo</p>' });
      assert.equal((await store.leesDeelnemers()).length, 1);
      assert.equal((await store.schrijfIn(persoon(2), ALS_BEHEERDER)).nummer, 2);
    });
  });

  describe('nieuws en beurs', () => {
    it('bewaart het nieuws', async () => {
      assert.deepEqual(await store.bewaarNieuws('<h2>Nieuws</h2><p>Eerste</p>'), {
        tekst: '<h2>Nieuws</h2><p>Eerste</p>',
      });
      await store.bewaarNieuws('<p>Tweede</p>');
      assert.deepEqual(await store.leesNieuws(), { tekst: '<p>Tweede</p>' });
    });

    it('bewaart de gegevens van de beurs, met de lijst organisatoren', async () => {
      assert.deepEqual(await store.bewaarBeurs(EIGEN_BEURS), EIGEN_BEURS);
      assert.deepEqual(await store.leesBeurs(), EIGEN_BEURS);
      const minder = { ...EIGEN_BEURS, organisatoren: ['Anne'] };
      await store.bewaarBeurs(minder);
      assert.deepEqual(await store.leesBeurs(), minder);
    });
  });
}
