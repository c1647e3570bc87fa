/** Store contract: from one fair to the next (issue 12). Taking part is per fair. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MELDING_AL_INGESCHREVEN } from '../../../registratie/domein/dubbel';
import { nietGevonden } from '../../../kern/errors';
import { MELDING_MAXIMUM, meldingGesloten } from '../../../registratie/domein/registratie';
import { meldingNummerBezet } from '../../../registratie/domein/verkopersnummer';
import { STANDAARD_BEURS } from '../../domein/publiek';
import {
  ALS_BEHEERDER,
  ALS_BEZOEKER,
  bevestiging,
  persoon,
  weigert,
  type ContractUse,
} from '../../../store/contract/fixtures';

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
    it('de volgende aflevering begint met de inschrijving dicht en zonder het nieuws van de vorige beurs', async () => {
      await store.saveAflevering({ volgnummer: 1, datum: '2026-03-14' });
      const derde = (await store.saveAflevering({ volgnummer: 3, datum: '2026-03-21' })).at(-1)!;
      await openInschrijving(120);
      await store.saveNieuws('<p>De inschrijving is open!</p>');

      // A date correction and an aflevering in between start nothing.
      await store.saveAflevering({ id: derde.id, volgnummer: 3, datum: '2026-03-28' });
      await store.saveAflevering({ volgnummer: 2, datum: '2026-03-21' });
      assert.equal((await store.getSettings()).inschrijvingGeopend, true);
      assert.equal((await store.getNieuws()).tekst, '<p>De inschrijving is open!</p>');

      await store.saveAflevering({ volgnummer: 4, datum: '2026-10-10' });
      const publiek = await store.getPublicState();
      assert.deepEqual(publiek.settings, {
        maximumAantalDeelnemers: 120,
        inschrijvingGeopend: false,
        inschrijvingGesloten: false,
      });
      assert.deepEqual(await store.getSettings(), publiek.settings);
      assert.deepEqual(publiek.nieuws, { tekst: '' });
      assert.equal(publiek.datum, '2026-10-10');
    });

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
      await weigert(store.register(persoon(3), ALS_BEZOEKER), 'conflict', MELDING_MAXIMUM);

      await store.saveAflevering({ volgnummer: 2, datum: '2026-10-10' });
      await openInschrijving(2);
      await store.register(persoon(3), ALS_BEZOEKER);
      await store.register(persoon(4), ALS_BEZOEKER);
      await weigert(store.register(persoon(5), ALS_BEZOEKER), 'conflict', MELDING_MAXIMUM);
      assert.equal((await store.listDeelnemers()).length, 4);
    });
  });
}

export function terugkerendeVerkopersContract({ store }: ContractUse): void {
  const openInschrijving = (maximumAantalDeelnemers: number) =>
    store.updateSettings({ inschrijvingGeopend: true, inschrijvingGesloten: false, maximumAantalDeelnemers });

  describe('terugkerende verkopers: één persoon, één rij, één nummer', () => {
    it('wie zich met een bekend adres inschrijft, doet mee aan de nieuwe beurs met het oude nummer', async () => {
      await store.saveAflevering({ volgnummer: 1, datum: '2026-03-14' });
      await openInschrijving(10);
      const anne = await store.register(persoon(1), ALS_BEZOEKER);
      await store.register(persoon(2), ALS_BEZOEKER);
      const [, najaar] = await store.saveAflevering({ volgnummer: 2, datum: '2026-10-10' });
      await openInschrijving(10);

      const terug = await store.register(
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
      assert.equal((await store.listDeelnemers()).length, 2, 'geen tweede rij');
      assert.equal(await store.countActief(), 1);
      assert.equal((await store.getPublicState()).aantalActief, 1);
      assert.deepEqual(
        (await store.listMails()).map((m) => m.subject),
        [`Je verkopersnummer is ${anne.nummer}`],
      );

      await weigert(store.register(persoon(1), ALS_BEZOEKER), 'conflict', MELDING_AL_INGESCHREVEN);
      const nieuw = await store.register(persoon(3), ALS_BEZOEKER);
      assert.equal(nieuw.nummer, 3, 'het volgende nummer blijft het volgende');
    });

    it('ook een terugkerende verkoper past alleen binnen het maximum', async () => {
      await store.saveAflevering({ volgnummer: 1, datum: '2026-03-14' });
      await openInschrijving(1);
      const anne = await store.register(persoon(1), ALS_BEZOEKER);
      await store.saveAflevering({ volgnummer: 2, datum: '2026-10-10' });
      await openInschrijving(1);
      await store.register(persoon(2), ALS_BEZOEKER);
      await weigert(store.register(persoon(1), ALS_BEZOEKER), 'conflict', MELDING_MAXIMUM);
      await weigert(store.weerMeedoen(anne.id, ALS_BEZOEKER), 'conflict', MELDING_MAXIMUM);
      assert.equal((await store.getDeelnemer(anne.id))?.afleveringen.length, 1, 'niets half geschreven');
      assert.equal(await store.countActief(), 1);
    });

    it('de persoonlijke link doet hetzelfde in één keer, en een tweede keer verandert niets', async () => {
      await store.saveAflevering({ volgnummer: 1, datum: '2026-03-14' });
      await openInschrijving(10);
      const anne = await store.register(persoon(1), ALS_BEZOEKER);
      await store.saveAflevering({ volgnummer: 2, datum: '2026-10-10' });
      await openInschrijving(10);

      const terug = await store.weerMeedoen(anne.id, { ...ALS_BEZOEKER, mail: bevestiging });
      assert.equal(terug.nummer, anne.nummer);
      assert.equal(terug.afleveringen[0]?.volgnummer, 2);
      assert.equal(await store.countActief(), 1);
      assert.equal((await store.getPublicState()).aantalActief, 1);
      const nogEens = await store.weerMeedoen(anne.id, { ...ALS_BEZOEKER, mail: bevestiging });
      assert.deepEqual(nogEens, terug);
      assert.equal((await store.listMails()).length, 1, 'één bevestiging');
      await weigert(store.register(persoon(1), ALS_BEZOEKER), 'conflict', MELDING_AL_INGESCHREVEN);
    });

    it('de link volgt de poort: gesloten is gesloten', async () => {
      await store.saveAflevering({ volgnummer: 1, datum: '2026-03-14' });
      const anne = await store.register(persoon(1), ALS_BEHEERDER);
      await store.saveAflevering({ volgnummer: 2, datum: '2026-10-10' });
      await store.updateSettings({ inschrijvingGeopend: true, inschrijvingGesloten: true });
      await weigert(store.weerMeedoen(anne.id, ALS_BEZOEKER), 'conflict', meldingGesloten(STANDAARD_BEURS.email));
      await weigert(
        store.weerMeedoen('bestaat-niet', ALS_BEZOEKER),
        'niet-gevonden',
        nietGevonden('Deelnemer').message,
      );
    });

    it('de beheerder geeft een vrij nummer op verzoek; een ooit uitgegeven nummer nooit aan een ander', async () => {
      const anne = await store.register(persoon(1), ALS_BEHEERDER);
      const bas = await store.register(persoon(2), ALS_BEHEERDER);
      await store.deleteDeelnemer(bas.id);
      await weigert(store.geefNummer(anne.id, 2), 'conflict', meldingNummerBezet(2));
      await weigert(store.geefNummer(anne.id, bas.nummer), 'conflict', meldingNummerBezet(bas.nummer));
      assert.equal((await store.geefNummer(anne.id, anne.nummer)).nummer, anne.nummer, 'het eigen nummer mag');

      const gekozen = await store.geefNummer(anne.id, 40);
      assert.equal(gekozen.nummer, 40);
      assert.equal(gekozen.naam, anne.naam);
      assert.equal((await store.getDeelnemerByNummer(40))?.email, anne.email);
      assert.equal(await store.getDeelnemerByNummer(anne.nummer), null);
      assert.equal((await store.listDeelnemers()).length, 1);
      await store.deleteDeelnemer(gekozen.id);
      assert.equal((await store.register(persoon(3), ALS_BEHEERDER)).nummer, 41, '40 gaat nooit naar een ander');
      await weigert(store.geefNummer('bestaat-niet', 50), 'niet-gevonden', nietGevonden('Deelnemer').message);
    });

    it('een ander nummer laat het id staan: de persoonlijke link van eerder blijft werken', async () => {
      await store.saveAflevering({ volgnummer: 1, datum: '2026-03-14' });
      const anne = await store.register(persoon(1), ALS_BEHEERDER);
      await store.saveAflevering({ volgnummer: 2, datum: '2026-10-10' });
      await openInschrijving(10);

      const gekozen = await store.geefNummer(anne.id, 40);
      assert.equal(gekozen.id, anne.id, 'hetzelfde id');
      assert.equal((await store.getDeelnemer(anne.id))?.nummer, 40, 'het id van de link vindt de persoon');
      // The mail's link "Ik doe weer mee" carries the id from before the new number.
      const terug = await store.weerMeedoen(anne.id, { ...ALS_BEZOEKER, mail: bevestiging });
      assert.equal(terug.nummer, 40);
      assert.equal(terug.id, anne.id);
      assert.deepEqual(
        (await store.listDeelnemers()).map((d) => [d.id, d.nummer]),
        [[anne.id, 40]],
      );
    });
  });
}
