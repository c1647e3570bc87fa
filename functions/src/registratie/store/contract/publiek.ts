/**
 * Store contract, the public documents with the people in them: an empty store's defaults, a
 * restart that keeps the data, and the public state with its count of who takes part.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STANDAARD_AFREKENING_INSTELLINGEN } from '../../../kern/afrekening-instellingen';
import { BESCHERMDE_NAAM } from '../../domein/registratie';
import { STANDAARD_BEURS, STANDAARD_SETTINGS } from '../../../seizoen/domein/publiek';
import { EIGEN_BEURS } from '../../../seizoen/store/contract/fixtures';
import type { AfleveringenStore, ContactpersonenStore, PubliekStore } from '../../../seizoen/store/port';
import type { OutboxStore } from '../../../mail/store/port';
import type { BeheerStore, MetaStore } from '../../../beheer/store/port';
import type { DeelnemersStore, InstellingenStore } from '../port';
import { ALS_BEHEERDER, ALS_BEZOEKER, persoon } from './fixtures';
import { type ContractUse } from '../../../platform/testing/contract';

/** The ports an empty store is read through, and the start that must keep the data. */
type Poorten = PubliekStore &
  DeelnemersStore &
  InstellingenStore &
  AfleveringenStore &
  ContactpersonenStore &
  OutboxStore &
  BeheerStore &
  MetaStore & { init(): Promise<void> };

export function publiekeStaatContract({ store }: ContractUse<Poorten>): void {
  describe('instellingen', () => {
    it('wijzigInstellingen voegt samen met wat er al stond', async () => {
      assert.deepEqual(await store.wijzigInstellingen({ inschrijvingGeopend: true }), {
        maximumAantalDeelnemers: 250,
        inschrijvingGeopend: true,
        inschrijvingGesloten: false,
      });
      assert.deepEqual(await store.wijzigInstellingen({ maximumAantalDeelnemers: 10 }), {
        maximumAantalDeelnemers: 10,
        inschrijvingGeopend: true,
        inschrijvingGesloten: false,
      });
      await store.wijzigInstellingen({ inschrijvingGesloten: true, inschrijvingGeopend: false });
      assert.deepEqual(await store.leesInstellingen(), {
        maximumAantalDeelnemers: 10,
        inschrijvingGeopend: false,
        inschrijvingGesloten: true,
      });
    });
  });

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

  describe('leesPubliekeStaat', () => {
    it('bundelt instellingen, aantal actief, nieuws, beurs en de datum van de laatste aflevering', async () => {
      const settings = { maximumAantalDeelnemers: 120, inschrijvingGeopend: true, inschrijvingGesloten: false };
      await store.wijzigInstellingen(settings);
      await store.bewaarNieuws('<p>Welkom</p>');
      await store.bewaarBeurs(EIGEN_BEURS);
      await store.bewaarAflevering({ volgnummer: 2, datum: '2026-09-12' });
      await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      await store.schrijfIn({ naam: BESCHERMDE_NAAM, email: 'maat@voorbeeld.nl', telefoon: '' }, ALS_BEHEERDER);
      await store.schrijfIn(persoon(1), ALS_BEZOEKER);
      const uit = await store.schrijfIn(persoon(2), ALS_BEZOEKER);
      // Taking part is per fair: the link to the current one says it (registratie/domein/registratie.ts).
      await store.wijzigDeelnemer({
        ...uit,
        actief: false,
        afleveringen: uit.afleveringen.map((a) => ({ ...a, actief: false })),
      });
      await store.schrijfIn(persoon(3), ALS_BEZOEKER);
      assert.deepEqual(await store.leesPubliekeStaat(), {
        settings,
        aantalActief: 2,
        nieuws: { tekst: '<p>Welkom</p>' },
        beurs: EIGEN_BEURS,
        datum: '2026-09-12',
        kosten: STANDAARD_AFREKENING_INSTELLINGEN,
      });
    });
  });
}
