/** Store contract, the till: desks, receipts stored once per id, double sales, voiding. */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  maakBon,
  MELDING_AL_GEANNULEERD,
  MELDING_BON_ID,
  MELDING_PIN_NIET_NAKIJKEN,
  STANDAARD_KASSA_INSTELLINGEN,
  type BonRegel,
  type Kassa,
} from '../../domein/kassa';
import { at, T0, weigert, type ContractUse } from '../../../platform/testing/contract';
import type { KassaStore } from '../port';
import type { AfleveringenStore } from '../../../seizoen/store/port';

const regel = (verkopersnummer: number, artikelnummer: number | null, prijsCent: number): BonRegel => ({
  verkopersnummer,
  artikelnummer,
  prijsCent,
});

export function kassaContract({ store }: ContractUse<KassaStore & AfleveringenStore>): void {
  describe('kassa', () => {
    const beurs = async () => (await store.bewaarAflevering({ volgnummer: 1, datum: '2026-09-12' }))[0]!.id;
    const bon = (kassa: Kassa, regels: BonRegel[], minuut: number, id: string = randomUUID()) =>
      maakBon({ id, regels, ontvangenCent: 10_000, gesloten: at(minuut * 60_000).toISOString() }, kassa, at(0), {
        pinnen: true,
      });
    /** A receipt paid by pin a minute after T0, made while pin was on (`pinnen`) or off. */
    const pinBon = (kassa: Kassa, regels: BonRegel[], pinnen = true) =>
      maakBon(
        { id: randomUUID(), regels, ontvangenCent: 0, gesloten: at(60_000).toISOString(), betaalwijze: 'pin' },
        kassa,
        at(0),
        { pinnen },
      );

    it('een kassa toevoegen, opvragen en per beurs tonen, kleding voor speelgoed', async () => {
      const id = await beurs();
      const speelgoed = await store.maakKassa(id, { naam: 'Speelgoed 1', ruimte: 'Speelgoed' }, T0);
      const kleding = await store.maakKassa(id, { naam: 'Kleding 1', ruimte: 'Kleding' }, T0);
      assert.equal(kleding.ingetrokken, null);
      assert.equal(kleding.wachtend, 0);
      assert.ok(kleding.sleutel.length >= 20);
      assert.deepEqual(await store.leesKassa(kleding.id), kleding);
      assert.deepEqual(await store.leesKassas(id), [kleding, speelgoed]);
      const volgende = (await store.bewaarAflevering({ volgnummer: 2, datum: '2027-03-13' })).at(-1)!.id;
      assert.deepEqual(await store.leesKassas(volgende), []);
      assert.equal(await store.leesKassa('bestaat-niet'), null);
      assert.equal(await store.leesKassa('a/b'), null);
    });

    it('intrekken legt het moment vast; een nieuwe link geeft een andere sleutel en heft het intrekken op', async () => {
      const id = await beurs();
      const kassa = await store.maakKassa(id, { naam: 'Kleding 1', ruimte: 'Kleding' }, T0);
      const ingetrokken = await store.trekKassaIn(kassa.id, at(1000));
      assert.equal(ingetrokken?.ingetrokken, at(1000).toISOString());
      assert.equal((await store.trekKassaIn(kassa.id, at(2000)))?.ingetrokken, at(1000).toISOString());
      const vernieuwd = await store.vernieuwKassaSleutel(kassa.id);
      assert.equal(vernieuwd?.ingetrokken, null);
      assert.notEqual(vernieuwd?.sleutel, kassa.sleutel);
      assert.equal(await store.trekKassaIn('onbekend', T0), null);
      assert.equal(await store.vernieuwKassaSleutel('onbekend'), null);
    });

    it('het contact van een kassa legt tijd en wachtende bonnen vast', async () => {
      const id = await beurs();
      const kassa = await store.maakKassa(id, { naam: 'Kleding 1', ruimte: 'Kleding' }, T0);
      await store.meldKassaContact(kassa.id, at(5000), 3, at(1000).toISOString());
      const na = await store.leesKassa(kassa.id);
      assert.equal(na?.laatsteContact, at(5000).toISOString());
      assert.equal(na?.wachtend, 3);
      assert.equal(na?.oudsteWachtend, at(1000).toISOString());
      await store.meldKassaContact('onbekend', at(5000), 0, null);
    });

    it('een bon tweemaal bewaren slaat hem eenmaal op, de eerste blijft', async () => {
      const id = await beurs();
      const kassa = await store.maakKassa(id, { naam: 'Kleding 1', ruimte: 'Kleding' }, T0);
      const eerste = bon(kassa, [regel(12, 3, 450), regel(40, null, 1_000)], 1);
      assert.deepEqual(await store.bewaarBon(eerste), { bon: eerste, nieuw: true, naAfsluiting: false });
      const nogEens = { ...eerste, ontvangenOp: at(9000).toISOString() };
      assert.deepEqual(await store.bewaarBon(nogEens), { bon: eerste, nieuw: false, naAfsluiting: false });
      const lijst = await store.leesBonnen(id);
      assert.equal(lijst.length, 1);
      assert.deepEqual(lijst[0], { ...eerste, dubbeleVerkoop: false, dubbeleArtikelen: [] });
      assert.equal(lijst[0]!.totaalCent, 1_450);
      assert.equal(lijst[0]!.teBetalenCent, 1_450);
    });

    it('een bonregel bewaart de lijstprijs naast de betaalde prijs; een regel van voor heeft er geen (issue 54)', async () => {
      const id = await beurs();
      const kassa = await store.maakKassa(id, { naam: 'Kleding halve prijs', ruimte: 'Kleding' }, T0);
      const afgeprijsd = { ...regel(12, 3, 220), lijstprijsCent: 450 };
      const b = bon(kassa, [afgeprijsd, regel(12, 4, 300), { ...regel(40, null, 100), lijstprijsCent: 200 }], 2);
      assert.deepEqual((await store.bewaarBon(b)).bon.regels, b.regels);
      const [gelezen] = await store.leesBonnen(id);
      assert.deepEqual(gelezen!.regels, [
        afgeprijsd,
        regel(12, 4, 300),
        { ...regel(40, null, 100), lijstprijsCent: 200 },
      ]);
      assert.equal(gelezen!.totaalCent, 620, 'het totaal is wat betaald is');
      assert.equal('lijstprijsCent' in gelezen!.regels[1]!, false);
    });

    it('een bon-id in hoofdletters is dezelfde bon; een id dat geen UUID is wordt geweigerd (issue #24)', async () => {
      const id = await beurs();
      const kassa = await store.maakKassa(id, { naam: 'Kleding 1', ruimte: 'Kleding' }, T0);
      const eerste = bon(kassa, [regel(12, 3, 450)], 1);
      assert.deepEqual(await store.bewaarBon(eerste), { bon: eerste, nieuw: true, naAfsluiting: false });
      // A replay with the id in capitals and other lines: the first receipt, nothing new.
      const ander = bon(kassa, [regel(12, 4, 9_999)], 2, eerste.id.toUpperCase());
      assert.deepEqual(await store.bewaarBon(ander), { bon: eerste, nieuw: false, naAfsluiting: false });
      assert.deepEqual(
        (await store.leesBonnen(id)).map((b) => b.id),
        [eerste.id],
      );
      const hoofdletters = bon(kassa, [regel(12, 5, 100)], 3, randomUUID().toUpperCase());
      assert.equal((await store.bewaarBon(hoofdletters)).bon.id, hoofdletters.id.toLowerCase());
      const geannuleerd = await store.annuleerBon(hoofdletters.id, { door: 'admin', op: at(5000).toISOString() });
      assert.equal(geannuleerd?.id, hoofdletters.id.toLowerCase());
      await weigert(store.bewaarBon(bon(kassa, [regel(12, 6, 100)], 4, 'bon-1')), 'ongeldig', MELDING_BON_ID);
      assert.equal(await store.annuleerBon('bon-1', { door: 'admin', op: at(5000).toISOString() }), null);
      assert.equal((await store.leesBonnen(id)).length, 2);
    });

    it('een pinbon wordt als pin bewaard en gelezen, tot op de cent; een gewone bon als contant (issue 36)', async () => {
      const id = await beurs();
      const kassa = await store.maakKassa(id, { naam: 'Kleding 1', ruimte: 'Kleding' }, T0);
      const pin = pinBon(kassa, [regel(12, 3, 452)]);
      const contant = bon(kassa, [regel(12, 4, 452)], 2);
      assert.deepEqual(await store.bewaarBon(pin), { bon: pin, nieuw: true, naAfsluiting: false });
      assert.deepEqual(await store.bewaarBon(contant), { bon: contant, nieuw: true, naAfsluiting: false });
      // opnieuw gestuurd als contant: de eerste (pin) blijft
      assert.deepEqual(await store.bewaarBon({ ...pin, betaalwijze: 'contant' }), {
        bon: pin,
        nieuw: false,
        naAfsluiting: false,
      });
      assert.deepEqual(
        (await store.leesBonnen(id)).map((b) => [b.betaalwijze, b.teBetalenCent, b.ontvangenCent, b.wisselgeldCent]),
        [
          ['pin', 452, 452, 0],
          ['contant', 450, 10_000, 9_550],
        ],
      );
    });

    it('een apparaat op 2030: bewaard met de tijd van de server, die van het apparaat ernaast; een herhaling verandert niets (issue 50)', async () => {
      const id = await beurs();
      const kassa = await store.maakKassa(id, { naam: 'Kleding 1', ruimte: 'Kleding' }, T0);
      const invoer = {
        id: randomUUID(),
        regels: [regel(12, 3, 450)],
        ontvangenCent: 500,
        gesloten: '2030-01-01T09:00:00.000Z',
      };
      const eerste = maakBon(invoer, kassa, at(0), { pinnen: false });
      assert.deepEqual(await store.bewaarBon(eerste), { bon: eerste, nieuw: true, naAfsluiting: false });
      // dezelfde bon een uur later nog eens: de eerste tijd blijft, ook als de server nu later is
      const later = maakBon(invoer, kassa, at(3_600_000), { pinnen: false });
      assert.deepEqual(await store.bewaarBon(later), { bon: eerste, nieuw: false, naAfsluiting: false });
      const [gelezen] = await store.leesBonnen(id);
      assert.deepEqual(
        [gelezen!.gesloten, gelezen!.geslotenOpApparaat],
        [at(0).toISOString(), '2030-01-01T09:00:00.000Z'],
      );
      const gewoon = bon(kassa, [regel(12, 4, 100)], 1);
      await store.bewaarBon(gewoon);
      assert.equal('geslotenOpApparaat' in (await store.leesBonnen(id)).find((b) => b.id === gewoon.id)!, false);
    });

    it('een pinbon terwijl pin uit stond: bewaard en gemarkeerd; de penningmeester beslist en neemt terug (issue 50)', async () => {
      const id = await beurs();
      const kassa = await store.maakKassa(id, { naam: 'Kleding 1', ruimte: 'Kleding' }, T0);
      const uit = pinBon(kassa, [regel(12, 3, 452)], false);
      const aan = pinBon(kassa, [regel(12, 3, 452)]);
      assert.deepEqual(await store.bewaarBon(uit), { bon: uit, nieuw: true, naAfsluiting: false });
      await store.bewaarBon(aan);
      // opnieuw gestuurd terwijl pin nu aan staat: de markering van de eerste keer blijft
      assert.deepEqual((await store.bewaarBon({ ...uit, pinTerwijlUit: false })).bon, uit);
      const besluit = { betaalwijze: 'contant' as const, door: 'beheer', op: at(9000).toISOString() };
      assert.deepEqual(await store.zetPinBesluit(uit.id.toUpperCase(), besluit), { ...uit, pinBesluit: besluit });
      const lijst = await store.leesBonnen(id);
      assert.deepEqual(
        lijst.map((b) => [b.id, b.pinTerwijlUit ?? false, b.pinBesluit ?? null]),
        [
          [uit.id, true, besluit],
          [aan.id, false, null],
        ].sort((a, b) => ((a[0] as string) < (b[0] as string) ? -1 : 1)),
      );
      const terug = await store.zetPinBesluit(uit.id, null);
      assert.equal(terug?.pinBesluit ?? null, null);
      assert.equal((await store.leesBonnen(id)).find((b) => b.id === uit.id)?.pinBesluit ?? null, null);
      await weigert(store.zetPinBesluit(aan.id, besluit), 'conflict', MELDING_PIN_NIET_NAKIJKEN);
      assert.equal(await store.zetPinBesluit(randomUUID(), besluit), null);
      assert.equal(await store.zetPinBesluit('bon-1', besluit), null);
    });

    it('pinnen aan de kassa staat uit tot de beheerder het aanzet, en blijft dan aan', async () => {
      assert.deepEqual(await store.leesKassaInstellingen(), STANDAARD_KASSA_INSTELLINGEN);
      assert.equal((await store.leesKassaInstellingen()).pinnen, false);
      assert.deepEqual(await store.bewaarKassaInstellingen({ pinnen: true }), { pinnen: true });
      assert.deepEqual(await store.leesKassaInstellingen(), { pinnen: true });
      await store.bewaarKassaInstellingen({ pinnen: false });
      assert.deepEqual(await store.leesKassaInstellingen(), { pinnen: false });
    });

    it('bonnen per beurs, in volgorde van afsluiten, van alle kassa’s', async () => {
      const id = await beurs();
      const a = await store.maakKassa(id, { naam: 'Kleding 1', ruimte: 'Kleding' }, T0);
      const b = await store.maakKassa(id, { naam: 'Speelgoed 1', ruimte: 'Speelgoed' }, T0);
      const laat = bon(a, [regel(1, 1, 100)], 5);
      const vroeg = bon(b, [regel(2, 1, 200)], 2);
      await store.bewaarBon(laat);
      await store.bewaarBon(vroeg);
      const volgende = (await store.bewaarAflevering({ volgnummer: 2, datum: '2027-03-13' })).at(-1)!.id;
      const elders = await store.maakKassa(volgende, { naam: 'Kleding 1', ruimte: 'Kleding' }, T0);
      await store.bewaarBon(bon(elders, [regel(1, 1, 100)], 1));
      assert.deepEqual(
        (await store.leesBonnen(id)).map((b) => b.id),
        [vroeg.id, laat.id],
      );
    });

    it('hetzelfde artikel op bonnen van twee kassa’s: beide bewaard en gemarkeerd, een handmatige regel niet', async () => {
      const id = await beurs();
      const a = await store.maakKassa(id, { naam: 'Kleding 1', ruimte: 'Kleding' }, T0);
      const b = await store.maakKassa(id, { naam: 'Kleding 2', ruimte: 'Kleding' }, T0);
      const eerste = bon(a, [regel(12, 3, 450), regel(7, null, 200)], 1);
      const tweede = bon(b, [regel(12, 3, 450), regel(7, null, 200)], 2);
      const los = bon(b, [regel(12, 4, 300)], 3);
      for (const x of [eerste, tweede, los]) assert.equal((await store.bewaarBon(x)).nieuw, true);
      const lijst = await store.leesBonnen(id);
      assert.deepEqual(
        lijst.map((b) => [b.id, b.dubbeleVerkoop, b.dubbeleArtikelen]),
        [
          [eerste.id, true, ['12-3']],
          [tweede.id, true, ['12-3']],
          [los.id, false, []],
        ],
      );
    });

    it('de beheerder annuleert een gesloten bon: wie en wanneer blijven, een tweede keer is 409', async () => {
      const id = await beurs();
      const a = await store.maakKassa(id, { naam: 'Kleding 1', ruimte: 'Kleding' }, T0);
      const eerste = bon(a, [regel(12, 3, 450)], 1);
      const tweede = bon(a, [regel(12, 3, 450)], 2);
      await store.bewaarBon(eerste);
      await store.bewaarBon(tweede);
      const geannuleerd = await store.annuleerBon(eerste.id, { door: 'beheer', op: at(7000).toISOString() });
      assert.deepEqual(geannuleerd?.geannuleerd, { door: 'beheer', op: at(7000).toISOString() });
      await weigert(
        store.annuleerBon(eerste.id, { door: 'ander', op: at(8000).toISOString() }),
        'conflict',
        MELDING_AL_GEANNULEERD,
      );
      const lijst = await store.leesBonnen(id);
      assert.deepEqual(lijst[0]!.geannuleerd, { door: 'beheer', op: at(7000).toISOString() });
      assert.equal(lijst[1]!.dubbeleVerkoop, false, 'de geannuleerde bon telt niet meer mee voor dubbel');
      assert.equal(await store.annuleerBon('onbekend', { door: 'beheer', op: T0.toISOString() }), null);
      assert.equal(await store.annuleerBon('a/b', { door: 'beheer', op: T0.toISOString() }), null);
    });
  });
}
