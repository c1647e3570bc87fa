/** Store contract, the public documents: defaults, settings, nieuws, beurs and the public state. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BESCHERMDE_NAAM } from '../../../registratie/domein/registratie';
import { STANDAARD_BEURS, STANDAARD_SETTINGS } from '../../domein/publiek';
import { ALS_BEHEERDER, ALS_BEZOEKER, EIGEN_BEURS, persoon, type ContractUse } from '../../../store/contract/fixtures';

export function publiekContract({ store }: ContractUse): void {
  describe('een lege store', () => {
    it('geeft de standaardwaarden', async () => {
      assert.deepEqual(await store.getSettings(), STANDAARD_SETTINGS);
      assert.deepEqual(await store.getSettings(), {
        maximumAantalDeelnemers: 250,
        inschrijvingGeopend: false,
        inschrijvingGesloten: false,
      });
      assert.deepEqual(await store.getNieuws(), { tekst: '' });
      assert.deepEqual(await store.getBeurs(), STANDAARD_BEURS);
      assert.equal(await store.countActief(), 0);
      assert.deepEqual(await store.listDeelnemers(), []);
      assert.deepEqual(await store.listAfleveringen(), []);
      assert.equal(await store.lastAflevering(), null);
      assert.deepEqual(await store.listContactpersonen(), []);
      assert.deepEqual(await store.listMails(), []);
      assert.equal(await store.countAdmins(), 0);
      assert.equal(await store.getMeta('sessionSecret'), null);
      assert.deepEqual(await store.getPublicState(), {
        settings: STANDAARD_SETTINGS,
        aantalActief: 0,
        nieuws: { tekst: '' },
        beurs: STANDAARD_BEURS,
        datum: null,
      });
    });

    it('init() is veilig bij elke start: de gegevens blijven', async () => {
      await store.saveNieuws('<p>Hallo</p>');
      await store.register(persoon(1), ALS_BEHEERDER);
      await store.init();
      assert.deepEqual(await store.getNieuws(), { tekst: '<p>Hallo</p>' });
      assert.equal((await store.listDeelnemers()).length, 1);
      assert.equal((await store.register(persoon(2), ALS_BEHEERDER)).nummer, 2);
    });
  });

  describe('instellingen, nieuws en beurs', () => {
    it('updateSettings voegt samen met wat er al stond', async () => {
      assert.deepEqual(await store.updateSettings({ inschrijvingGeopend: true }), {
        maximumAantalDeelnemers: 250,
        inschrijvingGeopend: true,
        inschrijvingGesloten: false,
      });
      assert.deepEqual(await store.updateSettings({ maximumAantalDeelnemers: 10 }), {
        maximumAantalDeelnemers: 10,
        inschrijvingGeopend: true,
        inschrijvingGesloten: false,
      });
      await store.updateSettings({ inschrijvingGesloten: true, inschrijvingGeopend: false });
      assert.deepEqual(await store.getSettings(), {
        maximumAantalDeelnemers: 10,
        inschrijvingGeopend: false,
        inschrijvingGesloten: true,
      });
    });

    it('bewaart het nieuws', async () => {
      assert.deepEqual(await store.saveNieuws('<h2>Nieuws</h2><p>Eerste</p>'), {
        tekst: '<h2>Nieuws</h2><p>Eerste</p>',
      });
      await store.saveNieuws('<p>Tweede</p>');
      assert.deepEqual(await store.getNieuws(), { tekst: '<p>Tweede</p>' });
    });

    it('bewaart de gegevens van de beurs, met de lijst organisatoren', async () => {
      assert.deepEqual(await store.saveBeurs(EIGEN_BEURS), EIGEN_BEURS);
      assert.deepEqual(await store.getBeurs(), EIGEN_BEURS);
      const minder = { ...EIGEN_BEURS, organisatoren: ['Anne'] };
      await store.saveBeurs(minder);
      assert.deepEqual(await store.getBeurs(), minder);
    });
  });

  describe('getPublicState', () => {
    it('bundelt instellingen, aantal actief, nieuws, beurs en de datum van de laatste aflevering', async () => {
      const settings = { maximumAantalDeelnemers: 120, inschrijvingGeopend: true, inschrijvingGesloten: false };
      await store.updateSettings(settings);
      await store.saveNieuws('<p>Welkom</p>');
      await store.saveBeurs(EIGEN_BEURS);
      await store.saveAflevering({ volgnummer: 2, datum: '2026-09-12' });
      await store.saveAflevering({ volgnummer: 1, datum: '2026-03-14' });
      await store.register({ naam: BESCHERMDE_NAAM, email: 'maat@voorbeeld.nl', telefoon: '' }, ALS_BEHEERDER);
      await store.register(persoon(1), ALS_BEZOEKER);
      const uit = await store.register(persoon(2), ALS_BEZOEKER);
      // Taking part is per fair: the link to the current one says it (domain/registratie.ts).
      await store.updateDeelnemer({
        ...uit,
        actief: false,
        afleveringen: uit.afleveringen.map((a) => ({ ...a, actief: false })),
      });
      await store.register(persoon(3), ALS_BEZOEKER);
      assert.deepEqual(await store.getPublicState(), {
        settings,
        aantalActief: 2,
        nieuws: { tekst: '<p>Welkom</p>' },
        beurs: EIGEN_BEURS,
        datum: '2026-09-12',
      });
    });
  });
}
