/**
 * Store contract, the settlement and the desks: an item handed in after the settlement was
 * computed changes it, so closing is refused until it is computed again. Beside the other
 * changes of the settlement's own suite (afrekening/store/contract/afrekening.ts), on the floor
 * of the desks that record it.
 */
import { STANDAARD_ARTIKEL_INSTELLINGEN } from '../../../artikelen/domein/instellingen';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STANDAARD_AFREKENING_INSTELLINGEN } from '../../../kern/afrekening-instellingen';
import { MELDING_AFREKENING_VERANDERD } from '../../../afrekening/domein/invoer';
import {
  berekendUit,
  bonVan,
  eersteBeurs,
  type AfrekeningSuiteStore,
} from '../../../afrekening/store/contract/berekend';
import { ALS_BEHEERDER, persoon } from '../../../registratie/store/contract/fixtures';
import { T0, weigert, type ContractUse } from '../../../platform/testing/contract';
import type { InleveringStore } from '../port';

export function afrekeningNaInleverenContract({ store }: ContractUse<AfrekeningSuiteStore & InleveringStore>): void {
  const uitDeStore = (afleveringId: string) => berekendUit(store, afleveringId);

  describe('afrekening en kassa: na afsluiten komt er geen bon meer bij', () => {
    const beurs = () => eersteBeurs(store);
    const bon = bonVan;
    it('de bronnen van de afrekening zijn wat elk gebied bewaart: beurs, deelnemers, artikelen, kassa’s, bonnen, inlevering, aantekeningen en instellingen', async () => {
      const id = await beurs();
      const anna = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      await store.schrijfIn(persoon(2), ALS_BEHEERDER);
      const jas = { omschrijving: 'Jas', soort: 'Kleding', maat: '110', prijsCent: 500, retour: true } as const;
      await store.voegArtikelToe(anna.nummer, jas, { afleveringId: id, maxArtikelen: 48, now: T0 });
      const kassa = await store.maakKassa(id, { naam: 'Kleding 1', ruimte: 'Kleding' }, T0);
      await store.bewaarBon(bon(kassa, 500, anna.nummer));
      await store.zetInleverStap(
        id,
        anna.nummer,
        { soort: 'ingeleverd', artikelnummers: [1] },
        { door: 'Balie 1', now: T0 },
      );
      await store.zetRetourBijAfgifte(id, anna.nummer, true);
      await store.zetGeteld(id, kassa.id, 500);
      const halvePrijs = { vanaf: '2026-09-12T14:00', procent: 40, afrondingCent: 5, standaard: true };
      await store.bewaarArtikelInstellingen(id, { ...STANDAARD_ARTIKEL_INSTELLINGEN, halvePrijs });
      assert.deepEqual(await store.leesAfrekenBronnen(id), {
        beurs: { id },
        deelnemers: await store.leesDeelnemersVan(id),
        artikelen: await store.leesArtikelenVoorBeurs(id),
        kassas: await store.leesKassas(id),
        bonnen: await store.leesBonnen(id),
        ingeleverd: { [anna.nummer]: [1] },
        retourBijAfgifte: [anna.nummer],
        geteld: { [kassa.id]: 500 },
        besluiten: [],
        instellingen: await store.leesAfrekeningInstellingen(),
        halvePrijs: { vanaf: '2026-09-12T14:00', procent: 40, afrondingCent: 5, minimumPrijsCent: 50 },
      });
      const elders = await store.leesAfrekenBronnen('bestaat-niet');
      assert.deepEqual([elders.beurs, elders.deelnemers, elders.bonnen], [null, [], []]);
    });
    it('een retourmarkering, geteld bedrag, instelling of deelnemer die na het berekenen veranderde: afsluiten geweigerd, opnieuw berekend zit het erin', async () => {
      const id = await beurs();
      const anna = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      const kassa = await store.maakKassa(id, { naam: 'Kleding 1', ruimte: 'Kleding' }, T0);
      await store.bewaarBon(bon(kassa, 500, anna.nummer));
      const wijzigingen: [string, () => Promise<unknown>][] = [
        ['retourmarkering', () => store.zetRetourBijAfgifte(id, anna.nummer, true)],
        [
          'artikel ingeleverd',
          () =>
            store.zetInleverStap(
              id,
              anna.nummer,
              { soort: 'ingeleverd', artikelnummers: [1] },
              { door: 'Balie 1', now: T0 },
            ),
        ],
        ['geteld bedrag', () => store.zetGeteld(id, kassa.id, 500)],
        [
          'instellingen',
          () => store.bewaarAfrekeningInstellingen({ ...STANDAARD_AFREKENING_INSTELLINGEN, commissiePercentage: 25 }),
        ],
        ['deelnemer', () => store.wijzigDeelnemer({ ...anna, vrijwilligerZaterdag: true })],
        [
          'halve prijs',
          () =>
            store.bewaarArtikelInstellingen(id, {
              ...STANDAARD_ARTIKEL_INSTELLINGEN,
              halvePrijs: { vanaf: '2026-09-12T14:00', procent: 50, afrondingCent: 10, standaard: true },
            }),
        ],
        [
          'besluit over een regel',
          async () => {
            const [eerste] = await store.leesBonnen(id);
            const sleutel = { bonId: eerste!.id, regel: 0 };
            return store.zetRegelBesluit(id, sleutel, {
              ...sleutel,
              besluit: 'akkoord',
              reden: '',
              door: 'admin',
              op: T0.toISOString(),
            });
          },
        ],
      ];
      for (const [wat, wijzig] of wijzigingen) {
        const berekend = await uitDeStore(id);
        await wijzig();
        await weigert(store.sluitAfrekening(id, berekend, T0), 'conflict', MELDING_AFREKENING_VERANDERD);
        assert.equal((await store.leesAfrekeningStaat(id)).gesloten, null, `na: ${wat}`);
      }

      const berekend = await uitDeStore(id);
      await store.sluitAfrekening(id, berekend, T0);
      const bevroren = (await store.leesAfrekeningStaat(id)).gesloten?.afrekening;
      assert.deepEqual(bevroren, berekend.afrekening);
      const verkoper = bevroren?.verkopers.find((v) => v.nummer === anna.nummer);
      assert.equal(verkoper?.retourReden, 'afgifte');
      assert.equal(verkoper?.vrijwilliger, true);
      assert.equal(verkoper?.commissieCent, 125);
      assert.equal(bevroren?.kassa.find((k) => k.kassaId === kassa.id)?.geteldCent, 500);
    });
  });
}
