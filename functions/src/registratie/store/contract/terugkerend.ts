/**
 * Store contract: returning sellers (issue 12): one person, one row, one number for life; a
 * known address or the personal link "Ik doe weer mee" takes part in the new fair, within the gate.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MELDING_AL_INGESCHREVEN } from '../../domein/dubbel';
import { nietGevonden } from '../../../kern/errors';
import { MELDING_MAXIMUM, meldingGesloten } from '../../domein/registratie';
import { meldingNummerBezet } from '../../domein/verkopersnummer';
import { STANDAARD_BEURS } from '../../../seizoen/domein/publiek';
import {
  ALS_BEHEERDER,
  ALS_BEZOEKER,
  bevestiging,
  persoon,
  weigert,
  type ContractUse,
} from '../../../app/store/contract/fixtures';

export function terugkerendeVerkopersContract({ store }: ContractUse): void {
  const openInschrijving = (maximumAantalDeelnemers: number) =>
    store.wijzigInstellingen({ inschrijvingGeopend: true, inschrijvingGesloten: false, maximumAantalDeelnemers });

  describe('terugkerende verkopers: één persoon, één rij, één nummer', () => {
    it('wie zich met een bekend adres inschrijft, doet mee aan de nieuwe beurs met het oude nummer', async () => {
      await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      await openInschrijving(10);
      const anne = await store.schrijfIn(persoon(1), ALS_BEZOEKER);
      await store.schrijfIn(persoon(2), ALS_BEZOEKER);
      const [, najaar] = await store.bewaarAflevering({ volgnummer: 2, datum: '2026-10-10' });
      await openInschrijving(10);

      const terug = await store.schrijfIn(
        { ...persoon(1), email: ' VERKOPER1@voorbeeld.nl', telefoon: '06-99999999' },
        { ...ALS_BEZOEKER, mail: bevestiging },
      );
      assert.equal(terug.id, anne.id);
      assert.equal(terug.nummer, anne.nummer);
      assert.equal(terug.telefoon, '06-99999999');
      assert.deepEqual(
        terug.afleveringen.map((a) => [a.volgnummer, a.actief]),
        [
          [2, true],
          [1, true],
        ],
      );
      assert.equal(terug.afleveringen[0]?.id, najaar!.id);
      assert.equal((await store.leesDeelnemers()).length, 2, 'geen tweede rij');
      assert.equal(await store.telActief(), 1);
      assert.equal((await store.leesPubliekeStaat()).aantalActief, 1);
      assert.deepEqual(
        (await store.leesMails()).map((m) => m.subject),
        [`Je verkopersnummer is ${anne.nummer}`],
      );

      await weigert(store.schrijfIn(persoon(1), ALS_BEZOEKER), 'conflict', MELDING_AL_INGESCHREVEN);
      const nieuw = await store.schrijfIn(persoon(3), ALS_BEZOEKER);
      assert.equal(nieuw.nummer, 3, 'het volgende nummer blijft het volgende');
    });

    it('ook een terugkerende verkoper past alleen binnen het maximum', async () => {
      await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      await openInschrijving(1);
      const anne = await store.schrijfIn(persoon(1), ALS_BEZOEKER);
      await store.bewaarAflevering({ volgnummer: 2, datum: '2026-10-10' });
      await openInschrijving(1);
      await store.schrijfIn(persoon(2), ALS_BEZOEKER);
      await weigert(store.schrijfIn(persoon(1), ALS_BEZOEKER), 'conflict', MELDING_MAXIMUM);
      await weigert(store.weerMeedoen(anne.id, ALS_BEZOEKER), 'conflict', MELDING_MAXIMUM);
      assert.equal((await store.leesDeelnemer(anne.id))?.afleveringen.length, 1, 'niets half geschreven');
      assert.equal(await store.telActief(), 1);
    });

    it('de persoonlijke link doet hetzelfde in één keer, en een tweede keer verandert niets', async () => {
      await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      await openInschrijving(10);
      const anne = await store.schrijfIn(persoon(1), ALS_BEZOEKER);
      await store.bewaarAflevering({ volgnummer: 2, datum: '2026-10-10' });
      await openInschrijving(10);

      const terug = await store.weerMeedoen(anne.id, { ...ALS_BEZOEKER, mail: bevestiging });
      assert.equal(terug.nummer, anne.nummer);
      assert.equal(terug.afleveringen[0]?.volgnummer, 2);
      assert.equal(await store.telActief(), 1);
      assert.equal((await store.leesPubliekeStaat()).aantalActief, 1);
      const nogEens = await store.weerMeedoen(anne.id, { ...ALS_BEZOEKER, mail: bevestiging });
      assert.deepEqual(nogEens, terug);
      assert.equal((await store.leesMails()).length, 1, 'één bevestiging');
      await weigert(store.schrijfIn(persoon(1), ALS_BEZOEKER), 'conflict', MELDING_AL_INGESCHREVEN);
    });

    it('de link volgt de poort: gesloten is gesloten', async () => {
      await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      const anne = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      await store.bewaarAflevering({ volgnummer: 2, datum: '2026-10-10' });
      await store.wijzigInstellingen({ inschrijvingGeopend: true, inschrijvingGesloten: true });
      await weigert(store.weerMeedoen(anne.id, ALS_BEZOEKER), 'conflict', meldingGesloten(STANDAARD_BEURS.email));
      await weigert(
        store.weerMeedoen('bestaat-niet', ALS_BEZOEKER),
        'niet-gevonden',
        nietGevonden('Deelnemer').message,
      );
    });

    it('de beheerder geeft een vrij nummer op verzoek; een ooit uitgegeven nummer nooit aan een ander', async () => {
      const anne = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      const bas = await store.schrijfIn(persoon(2), ALS_BEHEERDER);
      await store.verwijderDeelnemer(bas.id);
      await weigert(store.geefNummer(anne.id, 2), 'conflict', meldingNummerBezet(2));
      await weigert(store.geefNummer(anne.id, bas.nummer), 'conflict', meldingNummerBezet(bas.nummer));
      assert.equal((await store.geefNummer(anne.id, anne.nummer)).nummer, anne.nummer, 'het eigen nummer mag');

      const gekozen = await store.geefNummer(anne.id, 40);
      assert.equal(gekozen.nummer, 40);
      assert.equal(gekozen.naam, anne.naam);
      assert.equal((await store.leesDeelnemerMetNummer(40))?.email, anne.email);
      assert.equal(await store.leesDeelnemerMetNummer(anne.nummer), null);
      assert.equal((await store.leesDeelnemers()).length, 1);
      await store.verwijderDeelnemer(gekozen.id);
      assert.equal((await store.schrijfIn(persoon(3), ALS_BEHEERDER)).nummer, 41, '40 gaat nooit naar een ander');
      await weigert(store.geefNummer('bestaat-niet', 50), 'niet-gevonden', nietGevonden('Deelnemer').message);
    });

    it('een ander nummer laat het id staan: de persoonlijke link van eerder blijft werken', async () => {
      await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      const anne = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      await store.bewaarAflevering({ volgnummer: 2, datum: '2026-10-10' });
      await openInschrijving(10);

      const gekozen = await store.geefNummer(anne.id, 40);
      assert.equal(gekozen.id, anne.id, 'hetzelfde id');
      assert.equal((await store.leesDeelnemer(anne.id))?.nummer, 40, 'het id van de link vindt de persoon');
      // The mail's link "Ik doe weer mee" carries the id from before the new number.
      const terug = await store.weerMeedoen(anne.id, { ...ALS_BEZOEKER, mail: bevestiging });
      assert.equal(terug.nummer, 40);
      assert.equal(terug.id, anne.id);
      assert.deepEqual(
        (await store.leesDeelnemers()).map((d) => [d.id, d.nummer]),
        [[anne.id, 40]],
      );
    });
  });
}
