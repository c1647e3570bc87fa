/** Store contract, items: numbers for good, the maximum in the transaction, and the offer per fair. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MELDING_GOED_DOEL, MELDING_VERKOCHT, meldingMaximum, type ArtikelInvoer } from '../../domein/artikelen';
import { STANDAARD_ARTIKEL_INSTELLINGEN } from '../../domein/instellingen';
import { ALS_BEHEERDER, persoon } from '../../../registratie/store/contract/fixtures';
import { isoleert, T0, weigert, type ContractUse } from '../../../platform/testing/contract';
import type { ArtikelenStore } from '../port';
import type { DeelnemersStore } from '../../../registratie/store/port';
import type { AfleveringenStore } from '../../../seizoen/store/port';
import type { OutboxStore } from '../../../mail/store/port';

const jas: ArtikelInvoer = {
  omschrijving: 'Winterjas',
  soort: 'Kleding',
  maat: '98-104',
  prijsCent: 450,
  retour: true,
};
const puzzel: ArtikelInvoer = { omschrijving: 'Puzzel', soort: 'Speelgoed', maat: null, prijsCent: 100, retour: false };

export function artikelenContract(
  use: ContractUse<ArtikelenStore & DeelnemersStore & AfleveringenStore & OutboxStore>,
): void {
  const { store } = use;
  describe('artikelen', () => {
    const beurs = async (volgnummer = 1, datum = '2026-09-12') =>
      (await store.bewaarAflevering({ volgnummer, datum })).find((a) => a.volgnummer === volgnummer)!;
    const toe = (nummer: number, afleveringId: string, invoer = jas, maxArtikelen = 48) =>
      store.voegArtikelToe(nummer, invoer, { afleveringId, maxArtikelen, now: T0 });

    it('instellingen per beurs: eerst de standaard, daarna wat de beheerder bewaarde', async () => {
      const eerste = await beurs(1);
      const tweede = await beurs(2, '2027-03-13');
      assert.deepEqual(await store.leesArtikelInstellingen(eerste.id), STANDAARD_ARTIKEL_INSTELLINGEN);
      const eigen = {
        ...STANDAARD_ARTIKEL_INSTELLINGEN,
        onlineInvoeren: true,
        maxArtikelen: 24,
        deadline: '2027-03-10T20:00',
      };
      assert.deepEqual(await store.bewaarArtikelInstellingen(tweede.id, eigen), eigen);
      assert.deepEqual(await store.leesArtikelInstellingen(tweede.id), eigen);
      assert.deepEqual(await store.leesArtikelInstellingen(eerste.id), STANDAARD_ARTIKEL_INSTELLINGEN);
      assert.deepEqual(await store.leesArtikelInstellingen('bestaat/niet'), STANDAARD_ARTIKEL_INSTELLINGEN);
      assert.deepEqual(
        [
          await store.leesArtikelInstellingenBewaard(eerste.id),
          await store.leesArtikelInstellingenBewaard(tweede.id),
          await store.leesArtikelInstellingenBewaard('bestaat/niet'),
        ],
        [false, true, false],
        'bewaard voor de tweede beurs, niet voor de eerste',
      );
    });

    it('mailt de link om artikelen in te voeren één keer per beurs, via de outbox, aan wie `wie` kiest', async () => {
      const f = await beurs();
      const anne = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      const bas = await store.schrijfIn(persoon(2), ALS_BEHEERDER);
      const cor = await store.schrijfIn(persoon(3), ALS_BEHEERDER);
      const voor = (await store.leesMails()).length;
      const link = (d: { naam: string; email: string }) => ({
        to: d.email,
        subject: 'Voer je artikelen online in',
        text: `Hallo ${d.naam}`,
        html: `<p>Hallo ${d.naam}</p>`,
      });
      const opties = { now: T0, wie: (d: { id: string }) => d.id !== cor.id, mail: link };
      assert.equal(await store.mailArtikelLinks(f.id, opties), 2);
      const nieuw = await store.leesMails();
      assert.equal(nieuw.length, voor + 2);
      assert.deepEqual(
        nieuw
          .filter((m) => m.subject === 'Voer je artikelen online in')
          .map((m) => m.to)
          .sort(),
        [anne.email, bas.email].sort(),
      );
      // The administrator saving a person keeps the mark.
      await store.wijzigDeelnemer({ ...(await store.leesDeelnemer(anne.id))!, naam: 'Anne B.' });
      assert.equal(await store.mailArtikelLinks(f.id, opties), 0, 'tweede keer: niemand');
      const alle = { ...opties, wie: () => true };
      assert.equal(await store.mailArtikelLinks(f.id, alle), 1, 'alleen wie nog niets kreeg');
      assert.equal((await store.leesMails()).length, voor + 3);
      const volgende = await beurs(2, '2027-03-13');
      assert.equal(await store.mailArtikelLinks(volgende.id, alle), 3, 'een volgende beurs wel');
    });

    it('wie de link al in de bevestiging kreeg, krijgt hem niet nog eens; ook na een nieuwe aanmelding of het adres nog eens', async () => {
      const f = await beurs();
      const metLink = (d: { naam: string; email: string }) => ({
        to: d.email,
        subject: 'Bevestiging met link',
        text: `Hallo ${d.naam}`,
        html: `<p>Hallo ${d.naam}</p>`,
        artikelLinkVoor: f.id,
      });
      const zonder = (d: { naam: string; email: string }) => ({ ...metLink(d), artikelLinkVoor: undefined });
      await store.schrijfIn(persoon(1), { ...ALS_BEHEERDER, mail: metLink });
      const bas = await store.schrijfIn(persoon(2), { ...ALS_BEHEERDER, mail: zonder });
      const gemaild: string[] = [];
      const opties = {
        now: T0,
        wie: () => true,
        mail: (d: { naam: string; email: string }) => (gemaild.push(d.email), { ...metLink(d), subject: 'Link' }),
      };
      assert.equal(await store.mailArtikelLinks(f.id, opties), 1);
      assert.deepEqual(gemaild, [bas.email], 'alleen wie de link nog niet had');
      // The mail itself carries nothing of the mark.
      assert.ok((await store.leesMails()).every((m) => !('artikelLinkVoor' in m)));
    });

    it('geeft per verkoper oplopende artikelnummers en bewaart het artikel', async () => {
      const f = await beurs();
      const een = await toe(7, f.id);
      const twee = await toe(7, f.id, puzzel);
      const ander = await toe(8, f.id);
      assert.deepEqual([een.artikelnummer, twee.artikelnummer, ander.artikelnummer], [1, 2, 1]);
      assert.deepEqual(een, {
        verkopersnummer: 7,
        artikelnummer: 1,
        ...jas,
        magAfgeprijsd: true,
        labelAfgeprijsd: null,
        aangemaakt: T0.toISOString(),
        eersteAfleveringId: f.id,
        verkochtIn: null,
        goedDoelIn: null,
      });
      assert.deepEqual(await store.leesArtikelenVanVerkoper(7), [een, twee]);
      assert.deepEqual(await store.leesArtikel({ verkopersnummer: 7, artikelnummer: 2 }), twee);
      assert.equal(await store.leesArtikel({ verkopersnummer: 7, artikelnummer: 3 }), null);
    });

    it('geeft een artikelnummer nooit opnieuw, ook niet na verwijderen van het hoogste', async () => {
      const f = await beurs();
      await toe(3, f.id);
      const tweede = await toe(3, f.id);
      assert.deepEqual(await store.verwijderArtikel(tweede), tweede);
      assert.equal(await store.verwijderArtikel(tweede), null);
      assert.equal(await store.leesArtikel(tweede), null);
      assert.equal((await toe(3, f.id)).artikelnummer, 3);
      assert.deepEqual(
        (await store.leesArtikelenVanVerkoper(3)).map((a) => a.artikelnummer),
        [1, 3],
      );
    });

    it('weigert boven het maximum (verwijderde en verkochte artikelen tellen niet) en schrijft dan niets', async () => {
      const f = await beurs();
      await toe(4, f.id, jas, 2);
      const tweede = await toe(4, f.id, jas, 2);
      await weigert(toe(4, f.id, jas, 2), 'conflict', meldingMaximum(2));
      assert.equal((await store.leesArtikelenVanVerkoper(4)).length, 2);
      await store.verwijderArtikel(tweede);
      const derde = await toe(4, f.id, jas, 2);
      assert.equal(derde.artikelnummer, 3);
      await store.markeerVerkocht(f.id, [derde]);
      assert.equal((await toe(4, f.id, jas, 2)).artikelnummer, 4);
    });

    it('wijzigen vervangt de velden; onbekend geeft 404, verkocht 409', async () => {
      const f = await beurs();
      const a = await toe(6, f.id);
      const gewijzigd = await store.wijzigArtikel(a, puzzel);
      assert.deepEqual(gewijzigd, { ...a, ...puzzel });
      assert.deepEqual(await store.leesArtikel(a), gewijzigd);
      await weigert(
        store.wijzigArtikel({ verkopersnummer: 6, artikelnummer: 99 }, jas),
        'niet-gevonden',
        'Artikel niet gevonden',
      );
      assert.equal(await store.markeerVerkocht(f.id, [a, a, { verkopersnummer: 6, artikelnummer: 99 }]), 1);
      assert.equal(await store.markeerVerkocht(f.id, [a]), 0, 'een tweede keer verandert niets');
      await weigert(store.wijzigArtikel(a, jas), 'conflict', MELDING_VERKOCHT);
      await weigert(store.verwijderArtikel(a), 'conflict', MELDING_VERKOCHT);
      assert.equal((await store.leesArtikel(a))!.verkochtIn, f.id);
      assert.deepEqual(await store.leesArtikelenVanVerkoper(6), []);
    });

    it('mag afgeprijsd (issue 54): bewaard en gewijzigd; labels printen legt vast wat het label toont, het label wint', async () => {
      const f = await beurs();
      const met = await toe(8, f.id, { ...jas, magAfgeprijsd: true });
      const zonder = await toe(8, f.id, { ...puzzel, magAfgeprijsd: false });
      assert.deepEqual([met.magAfgeprijsd, met.labelAfgeprijsd], [true, null]);
      assert.deepEqual([zonder.magAfgeprijsd, zonder.labelAfgeprijsd], [false, null]);
      // A change without the field keeps the item's own choice.
      assert.equal((await store.wijzigArtikel(met, jas)).magAfgeprijsd, true);
      assert.equal((await store.wijzigArtikel(zonder, { ...puzzel, magAfgeprijsd: true })).magAfgeprijsd, true);
      const labels = [
        { ...met, magAfgeprijsd: true },
        { ...zonder, magAfgeprijsd: true },
        { verkopersnummer: 8, artikelnummer: 99, magAfgeprijsd: true },
      ];
      assert.equal(await store.markeerLabelsGeprint(labels), 2, 'onbekend wordt overgeslagen');
      assert.equal(await store.markeerLabelsGeprint(labels), 0, 'nog eens printen verandert niets');
      const na = await store.wijzigArtikel(zonder, { ...puzzel, magAfgeprijsd: false });
      assert.deepEqual([na.magAfgeprijsd, na.labelAfgeprijsd], [false, true], 'het geprinte label blijft staan');
      assert.deepEqual(await store.leesArtikel(zonder), na);
      assert.deepEqual(
        (await store.leesArtikelenVanVerkoper(8)).map((a) => [a.magAfgeprijsd, a.labelAfgeprijsd]),
        [
          [true, true],
          [false, true],
        ],
      );
      assert.equal(await store.markeerLabelsGeprint([{ ...zonder, magAfgeprijsd: false }]), 1, 'nieuwe labels');
      assert.equal((await store.leesArtikel(zonder))!.labelAfgeprijsd, false);
    });

    it('naar een goed doel: gemarkeerd één keer, niet meer van de verkoper en niet op de volgende beurs; retour blijft', async () => {
      const eerste = await beurs(1);
      const anne = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      const weg = await toe(anne.nummer, eerste.id);
      const terug = await toe(anne.nummer, eerste.id, puzzel);
      const verkocht = await toe(anne.nummer, eerste.id);
      const verwijderd = await toe(anne.nummer, eerste.id);
      await store.verwijderArtikel(verwijderd);
      await store.markeerVerkocht(eerste.id, [verkocht]);
      const onbekend = { verkopersnummer: anne.nummer, artikelnummer: 99 };

      assert.equal(await store.markeerGoedDoel(eerste.id, [weg, weg, verkocht, verwijderd, onbekend]), 1);
      assert.equal(await store.markeerGoedDoel(eerste.id, [weg]), 0, 'een tweede keer verandert niets');
      const gegeven = { ...weg, goedDoelIn: eerste.id };
      assert.deepEqual(await store.leesArtikel(weg), gegeven);
      assert.equal((await store.leesArtikel(verkocht))!.goedDoelIn, null, 'verkocht blijft verkocht');
      assert.deepEqual(
        await store.leesArtikelenVanVerkoper(anne.nummer),
        [terug],
        'alleen wat terugging blijft op de lijst',
      );
      await weigert(store.wijzigArtikel(weg, jas), 'conflict', MELDING_GOED_DOEL);
      await weigert(store.verwijderArtikel(weg), 'conflict', MELDING_GOED_DOEL);
      assert.deepEqual(
        await store.leesArtikelenVoorBeurs(eerste.id),
        [gegeven, terug, { ...verkocht, verkochtIn: eerste.id }],
        'bij de beurs zelf hoort het er nog bij',
      );

      const tweede = await beurs(2, '2027-03-13');
      await store.wijzigDeelnemer({
        ...anne,
        afleveringen: [{ id: tweede.id, volgnummer: 2, datum: tweede.datum, actief: true }, ...anne.afleveringen],
      });
      assert.deepEqual(await store.leesArtikelenVoorBeurs(tweede.id), [terug], 'niet meer op de volgende beurs');
      // Its place counts no more against the maximum, and its number is never given again.
      assert.equal((await toe(anne.nummer, tweede.id, jas, 2)).artikelnummer, 5);
    });

    it('het aanbod van een beurs: alle verkopers die meedoen; onverkochte artikelen gaan mee naar de volgende beurs', async () => {
      const eerste = await beurs(1);
      const anne = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      const bas = await store.schrijfIn(persoon(2), ALS_BEHEERDER);
      const a1 = await toe(anne.nummer, eerste.id);
      const a2 = await toe(anne.nummer, eerste.id, puzzel);
      const b1 = await toe(bas.nummer, eerste.id);
      // Someone who does not take part: their items are not on offer.
      await toe(999, eerste.id);
      assert.deepEqual(await store.leesArtikelenVoorBeurs(eerste.id), [a1, a2, b1]);

      await store.markeerVerkocht(eerste.id, [a1]);
      const verkochtA1 = { ...a1, verkochtIn: eerste.id };
      assert.deepEqual(
        await store.leesArtikelenVoorBeurs(eerste.id),
        [verkochtA1, a2, b1],
        'verkocht hoort bij die beurs',
      );

      const tweede = await beurs(2, '2027-03-13');
      // Anne takes part again, Bas does not.
      await store.wijzigDeelnemer({
        ...anne,
        afleveringen: [{ id: tweede.id, volgnummer: 2, datum: tweede.datum, actief: true }, ...anne.afleveringen],
      });
      const a3 = await toe(anne.nummer, tweede.id);
      assert.deepEqual(await store.leesArtikelenVoorBeurs(tweede.id), [a2, a3]);
      assert.deepEqual(
        await store.leesArtikelenVoorBeurs(eerste.id),
        [verkochtA1, a2, b1],
        'een later toegevoegd artikel hoort niet bij de vorige beurs',
      );
      assert.deepEqual(await store.leesArtikelenVoorBeurs('onbekend'), []);
      // What a till opens with: the same items and the fair's people, read once (issue 55).
      for (const f of [eerste, tweede]) {
        assert.deepEqual(await store.leesAanbodEnDeelnemers(f.id), {
          artikelen: await store.leesArtikelenVoorBeurs(f.id),
          deelnemers: await store.leesDeelnemersVan(f.id),
        });
      }
      assert.deepEqual(await store.leesAanbodEnDeelnemers('onbekend'), { artikelen: [], deelnemers: [] });
    });

    it('gelijktijdig toevoegen: nooit boven het maximum, nooit twee keer hetzelfde nummer', async (t) => {
      if (!isoleert(use, t)) return;
      const f = await beurs();
      const uitkomsten = await Promise.allSettled(Array.from({ length: 20 }, () => toe(9, f.id, jas, 10)));
      assert.equal(uitkomsten.filter((u) => u.status === 'fulfilled').length, 10);
      assert.deepEqual(
        (await store.leesArtikelenVanVerkoper(9)).map((a) => a.artikelnummer),
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      );
    });
  });
}
