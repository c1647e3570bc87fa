/**
 * Store contract: what keeps a free seller number from being reused at the top (issue 53 part 3).
 * A number waits while an item of it can still be in circulation: unsold and not handed back,
 * or on a label printed at one of the last two fairs. Here, on the privacy floor, because the
 * suite erases people and uses the items, the till's settlement and the pick-up.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MELDING_NUMMERS_OP } from '../../../registratie/domein/verkopersnummer';
import { ALS_BEHEERDER, persoon } from '../../../registratie/store/contract/fixtures';
import { at, weigert, type ContractUse } from '../../../platform/testing/contract';
import { berekendUit, type AfrekeningSuiteStore } from '../../../afrekening/store/contract/berekend';
import type { PrivacyStore } from '../port';
import type { MetaStore } from '../../../beheer/store/port';
import type { InleveringStore } from '../../../inlevering/store/port';
import type { ArtikelInvoer } from '../../../artikelen/domein/artikelen';

const TOP = '9999';
/** The meta key of the seller-number counter (registratie/store/sleutels.ts LAATSTE_NUMMER). */
const LAATSTE_NUMMER = 'laatsteNummer';
const speelgoed: ArtikelInvoer = {
  omschrijving: 'Puzzel',
  soort: 'Speelgoed',
  maat: null,
  prijsCent: 500,
  retour: true,
};

export function nummerGrenzenContract({
  store,
}: ContractUse<AfrekeningSuiteStore & InleveringStore & PrivacyStore & MetaStore>): void {
  const beurs = async (volgnummer: number, datum: string) =>
    (await store.bewaarAflevering({ volgnummer, datum })).find((a) => a.volgnummer === volgnummer)!.id;
  const artikel = (nummer: number, afleveringId: string) =>
    store.voegArtikelToe(nummer, speelgoed, { afleveringId, maxArtikelen: 10, now: at(0) });

  describe('verkopersnummers hergebruiken: artikelen en labels in omloop', () => {
    it('een onverkocht artikel houdt het nummer vast, een verkocht artikel niet', async () => {
      const id = await beurs(1, '2026-03-14');
      const een = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      const twee = await store.schrijfIn(persoon(2), ALS_BEHEERDER);
      await artikel(een.nummer, id);
      const verkocht = await artikel(twee.nummer, id);
      await store.markeerVerkocht(id, [verkocht]);
      await store.zetMeta(LAATSTE_NUMMER, TOP);
      await store.verwijderDeelnemer(een.id);
      await store.verwijderDeelnemer(twee.id);
      assert.deepEqual(await store.leesNummerStand(), { over: 0, herbruikbaar: 1 });
      assert.equal((await store.schrijfIn(persoon(3), ALS_BEHEERDER)).nummer, twee.nummer);
      await weigert(store.schrijfIn(persoon(4), ALS_BEHEERDER), 'conflict', MELDING_NUMMERS_OP);
    });

    it('een artikel dat bij het ophalen terugging houdt het nummer niet vast en komt niet bij de nieuwe verkoper', async () => {
      const id = await beurs(1, '2026-03-14');
      const een = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      const teruggegeven = await artikel(een.nummer, id);
      await store.sluitAfrekening(id, await berekendUit(store, id), at(3_600_000));
      await store.zetInleverStap(
        id,
        een.nummer,
        { soort: 'terug', artikelnummer: teruggegeven.artikelnummer },
        { door: 'Balie 1', now: at(3_700_000), terugTeGeven: [teruggegeven.artikelnummer] },
      );
      await store.zetMeta(LAATSTE_NUMMER, TOP);
      await store.verwijderDeelnemer(een.id);
      const nieuw = await store.schrijfIn(persoon(2), ALS_BEHEERDER);
      assert.equal(nieuw.nummer, een.nummer);
      assert.deepEqual(await store.leesArtikelenVanVerkoper(nieuw.nummer), []);
    });

    it('een label geprint op een van de laatste twee beurzen houdt het nummer vast, een ouder label niet', async () => {
      const oud = await beurs(1, '2025-03-15');
      await beurs(2, '2025-09-13');
      const een = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      const twee = await store.schrijfIn(persoon(2), ALS_BEHEERDER);
      await store.noteerLabelsVanBeurs(oud, een.nummer);
      const vorige = (await store.leesLaatsteAflevering())!.id;
      await store.noteerLabelsVanBeurs(vorige, twee.nummer);
      await store.zetMeta(LAATSTE_NUMMER, TOP);
      await store.verwijderDeelnemer(een.id);
      await store.verwijderDeelnemer(twee.id);
      // Fair 1 is now one of the last two: its label still counts.
      assert.deepEqual(await store.leesNummerStand(), { over: 0, herbruikbaar: 0 });
      await weigert(store.schrijfIn(persoon(3), ALS_BEHEERDER), 'conflict', MELDING_NUMMERS_OP);
      // A third fair: fair 1 is no longer one of the last two, fair 2 still is.
      await beurs(3, '2026-03-14');
      assert.deepEqual(await store.leesNummerStand(), { over: 0, herbruikbaar: 1 });
      assert.equal((await store.schrijfIn(persoon(4), ALS_BEHEERDER)).nummer, een.nummer);
      await weigert(store.schrijfIn(persoon(5), ALS_BEHEERDER), 'conflict', MELDING_NUMMERS_OP);
    });

    it('wie de bewaartermijn wist, geeft het nummer vrij; op verzoek gewist ook', async () => {
      await beurs(1, '2025-09-13');
      const een = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      const twee = await store.schrijfIn(persoon(2), ALS_BEHEERDER);
      await store.zetMeta(LAATSTE_NUMMER, TOP);
      await store.pasBewaartermijnToe(new Date('2027-03-05T10:00:00Z'), 7);
      assert.equal(await store.leesDeelnemer(een.id), null);
      assert.deepEqual(await store.leesNummerStand(), { over: 0, herbruikbaar: 2 });
      const nieuw = await store.schrijfIn(persoon(3), ALS_BEHEERDER);
      assert.equal(nieuw.nummer, 1);
      await store.wisOpVerzoek(nieuw.id, at(0));
      assert.deepEqual(await store.leesNummerStand(), { over: 0, herbruikbaar: 2 });
      assert.equal((await store.schrijfIn(persoon(4), ALS_BEHEERDER)).nummer, 1);
      assert.equal((await store.schrijfIn(persoon(5), ALS_BEHEERDER)).nummer, twee.nummer);
    });
  });
}
