/**
 * Store contract: the registration's gate (wijzigInstellingen merges into seizoen's settings; its
 * promotion from the reserve list is in reservelijst.ts and telling.ts), and the public state
 * with the settings and the active count.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STANDAARD_AFREKENING_INSTELLINGEN } from '../../../kern/afrekening-instellingen';
import { BESCHERMDE_NAAM } from '../../domein/registratie';
import {
  ALS_BEHEERDER,
  ALS_BEZOEKER,
  EIGEN_BEURS,
  persoon,
  type ContractUse,
} from '../../../app/store/contract/fixtures';

export function instellingenContract({ store }: ContractUse): void {
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
