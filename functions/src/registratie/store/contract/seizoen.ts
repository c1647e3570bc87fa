/**
 * Store contract: from one fair to the next (issue 12), the people's side. Taking part is per
 * fair: the count starts at 0, a returning seller keeps one row and one number.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MELDING_AL_INGESCHREVEN } from '../../domein/dubbel';
import { nietGevonden } from '../../../kern/errors';
import { MELDING_MAXIMUM, meldingGesloten } from '../../domein/registratie';
import { meldingNummerBezet } from '../../domein/verkopersnummer';
import { STANDAARD_BEURS } from '../../../seizoen/domein/publiek';
import type { AfleveringenStore, PubliekStore } from '../../../seizoen/store/port';
import type { OutboxStore } from '../../../mail/store/port';
import type { DeelnemersStore, InstellingenStore } from '../port';
import { ALS_BEHEERDER, ALS_BEZOEKER, bevestiging, koppelingen, persoon } from './fixtures';
import { weigert, type ContractUse } from '../../../platform/testing/contract';

/** The ports these suites use: the people, the fair they take part in, and their mail. */
type Poorten = DeelnemersStore & InstellingenStore & PubliekStore & AfleveringenStore & OutboxStore;

export function beurswisselContract({ store }: ContractUse<Poorten>): void {
  const openInschrijving = (maximumAantalDeelnemers: number) =>
    store.wijzigInstellingen({ inschrijvingGeopend: true, inschrijvingGesloten: false, maximumAantalDeelnemers });
  const aantal = async () => {
    const publiek = (await store.leesPubliekeStaat()).aantalActief;
    const geteld = await store.telActief();
    assert.equal(publiek, geteld, 'het publieke aantal is dat van de telling');
    return geteld;
  };

  describe('van beurs naar beurs', () => {
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
export function terugkerendeVerkopersContract({ store }: ContractUse<Poorten>): void {
  const openInschrijving = (maximumAantalDeelnemers: number) =>
    store.wijzigInstellingen({ inschrijvingGeopend: true, inschrijvingGesloten: false, maximumAantalDeelnemers });

  /** Anne, registered at the spring fair, and the autumn fair open: both with room for `plaatsen`. */
  const uitHetVoorjaar = async (plaatsen: number) => {
    await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
    await openInschrijving(plaatsen);
    const anne = await store.schrijfIn(persoon(1), ALS_BEZOEKER);
    await store.bewaarAflevering({ volgnummer: 2, datum: '2026-10-10' });
    await openInschrijving(plaatsen);
    return anne;
  };

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
      assert.deepEqual(koppelingen(terug), [
        [2, true],
        [1, true],
      ]);
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
      const anne = await uitHetVoorjaar(1);
      await store.schrijfIn(persoon(2), ALS_BEZOEKER);
      await weigert(store.schrijfIn(persoon(1), ALS_BEZOEKER), 'conflict', MELDING_MAXIMUM);
      await weigert(store.weerMeedoen(anne.id, ALS_BEZOEKER), 'conflict', MELDING_MAXIMUM);
      assert.equal((await store.leesDeelnemer(anne.id))?.afleveringen.length, 1, 'niets half geschreven');
      assert.equal(await store.telActief(), 1);
    });

    it('de persoonlijke link doet hetzelfde in één keer, en een tweede keer verandert niets', async () => {
      const anne = await uitHetVoorjaar(10);

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
