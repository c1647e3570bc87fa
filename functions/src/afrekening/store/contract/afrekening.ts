/** Store contract, the settlement: settings, drop-off marks, counted cash, closing and freezing. */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { maakBon, MELDING_AL_GEANNULEERD } from '../../../kassa/domein/kassa';
import { berekenAfrekening } from '../../domein/afrekening';
import { STANDAARD_AFREKENING_INSTELLINGEN } from '../../../kern/afrekening-instellingen';
import { MELDING_AFREKENING_GESLOTEN, MELDING_AL_GESLOTEN } from '../../domein/weergave';
import { MELDING_BONNEN_VERANDERD } from '../../domein/invoer';
import type { PubliekStore } from '../../../seizoen/store/port';
import { at, T0, weigert, type ContractUse } from '../../../platform/testing/contract';
import { berekendUit, bonVan, eersteBeurs, type AfrekeningSuiteStore } from './berekend';

/** A settlement large enough to need several parts where documents are limited in size. */
const groteAfrekening = () =>
  berekenAfrekening({
    deelnemers: Array.from({ length: 300 }, (_, i) => ({
      nummer: i + 1,
      naam: `Verkoper ${i + 1} é`,
      vrijwilliger: i % 7 === 0,
    })),
    artikelen: Array.from({ length: 6000 }, (_, i) => ({
      verkopersnummer: (i % 300) + 1,
      artikelnummer: Math.floor(i / 300) + 1,
      omschrijving: `Broek met een lange omschrijving ${i}`,
      soort: 'Kleding' as const,
      maat: '110-116',
      prijsCent: 250 + (i % 40) * 25,
      retour: i % 3 === 0,
    })),
    kassas: [],
    bonnen: [],
    retourBijAfgifte: [],
    ingeleverd: null,
    geteld: {},
    besluiten: [],
    instellingen: STANDAARD_AFREKENING_INSTELLINGEN,
  });

export function afrekeningContract({ store }: ContractUse<AfrekeningSuiteStore & PubliekStore>): void {
  const uitDeStore = (afleveringId: string) => berekendUit(store, afleveringId);

  describe('afrekening', () => {
    it('de instellingen zijn die van SPEC.md tot de beheerder ze wijzigt, en de publieke staat toont ze', async () => {
      assert.deepEqual(await store.leesAfrekeningInstellingen(), STANDAARD_AFREKENING_INSTELLINGEN);
      assert.deepEqual((await store.leesPubliekeStaat()).kosten, STANDAARD_AFREKENING_INSTELLINGEN);
      const nieuw = { commissiePercentage: 25, administratiekostenCent: 150, retourkostenCent: 0 };
      await store.bewaarAfrekeningInstellingen(nieuw);
      assert.deepEqual(await store.leesAfrekeningInstellingen(), nieuw);
      assert.deepEqual((await store.leesPubliekeStaat()).kosten, nieuw);
    });

    it('retourmarkeringen en getelde kassa worden per beurs bewaard, en wissen kan', async () => {
      assert.deepEqual(await store.leesAfrekeningStaat('a1'), {
        afleveringId: 'a1',
        retourBijAfgifte: [],
        geteld: {},
        besluiten: [],
        gesloten: null,
        uitbetaald: null,
        andersBetaald: [],
      });
      await store.zetRetourBijAfgifte('a1', 12, true);
      await store.zetRetourBijAfgifte('a1', 3, true);
      await store.zetRetourBijAfgifte('a1', 3, true);
      await store.zetRetourBijAfgifte('a2', 5, true);
      await store.zetGeteld('a1', 'Kassa kleding', 12345);
      await store.zetGeteld('a1', 'Kassa speelgoed', 500);
      await store.zetGeteld('a1', 'Kassa speelgoed', null);
      const staat = await store.zetRetourBijAfgifte('a1', 12, false);
      assert.deepEqual(staat.retourBijAfgifte, [3]);
      assert.deepEqual(staat.geteld, { 'Kassa kleding': 12345 });
      assert.deepEqual((await store.leesAfrekeningStaat('a2')).retourBijAfgifte, [5]);
    });

    it('een besluit over een bonregel wordt per beurs en regel bewaard, vervangen en gewist', async () => {
      const bonA = randomUUID();
      const bonB = randomUUID();
      const besluit = (bonId: string, regel: number, soort: 'akkoord' | 'lijstprijs' | 'vervalt', reden = '') => ({
        bonId,
        regel,
        besluit: soort,
        reden,
        door: 'admin',
        op: T0.toISOString(),
      });
      await store.zetRegelBesluit('a1', { bonId: bonB, regel: 2 }, besluit(bonB, 2, 'akkoord'));
      await store.zetRegelBesluit('a1', { bonId: bonA, regel: 1 }, besluit(bonA, 1, 'lijstprijs'));
      await store.zetRegelBesluit('a1', { bonId: bonA, regel: 0 }, besluit(bonA, 0, 'akkoord'));
      // replacing the decision on the same line keeps one, the newest
      await store.zetRegelBesluit('a1', { bonId: bonA, regel: 0 }, besluit(bonA, 0, 'vervalt', 'Twee keer gescand'));
      await store.zetRegelBesluit('a2', { bonId: bonA, regel: 0 }, besluit(bonA, 0, 'akkoord'));
      const staat = await store.zetRegelBesluit('a1', { bonId: bonB, regel: 2 }, null);
      assert.deepEqual(staat.besluiten, [
        besluit(bonA, 0, 'vervalt', 'Twee keer gescand'),
        besluit(bonA, 1, 'lijstprijs'),
      ]);
      assert.deepEqual((await store.leesAfrekeningStaat('a2')).besluiten, [besluit(bonA, 0, 'akkoord')]);
    });

    it('veel besluiten tegelijk: in één keer bewaard, een bestaand besluit over dezelfde regel vervangen', async () => {
      const bonId = randomUUID();
      const op = T0.toISOString();
      await store.zetRegelBesluit(
        'a1',
        { bonId, regel: 0 },
        { bonId, regel: 0, besluit: 'akkoord', reden: '', door: 'a', op },
      );
      const besluiten = Array.from({ length: 150 }, (_, regel) => ({
        bonId,
        regel,
        besluit: 'vervalt' as const,
        reden: 'Verkoper doet niet mee',
        door: 'b',
        op,
      }));
      const staat = await store.zetRegelBesluiten('a1', besluiten);
      assert.equal(staat.besluiten.length, 150);
      assert.deepEqual(staat.besluiten[0], besluiten[0]);
      assert.deepEqual(staat.besluiten.at(-1), besluiten.at(-1));
    });

    it('afsluiten bevriest de afrekening zoals hij was, ook een grote; daarna kan er niets meer bij of af', async () => {
      await store.zetRetourBijAfgifte('a1', 4, true);
      // The store checks the input it holds; the settlement is a large one, to need several parts.
      const afrekening = groteAfrekening();
      const berekend = { afrekening, grondslag: (await uitDeStore('a1')).grondslag };
      const staat = await store.sluitAfrekening('a1', berekend, T0);
      assert.equal(staat.gesloten?.op, T0.toISOString());
      assert.deepEqual((await store.leesAfrekeningStaat('a1')).gesloten?.afrekening, afrekening);
      assert.deepEqual(staat.retourBijAfgifte, [4]);

      await weigert(store.zetRetourBijAfgifte('a1', 5, true), 'conflict', MELDING_AFREKENING_GESLOTEN);
      await weigert(store.zetGeteld('a1', 'Kassa kleding', 100), 'conflict', MELDING_AFREKENING_GESLOTEN);
      const bonId = randomUUID();
      await weigert(
        store.zetRegelBesluit(
          'a1',
          { bonId, regel: 0 },
          { bonId, regel: 0, besluit: 'akkoord', reden: '', door: 'admin', op: T0.toISOString() },
        ),
        'conflict',
        MELDING_AFREKENING_GESLOTEN,
      );
      assert.deepEqual((await store.leesAfrekeningStaat('a1')).besluiten, []);
      await weigert(store.sluitAfrekening('a1', berekend, T0), 'conflict', MELDING_AL_GESLOTEN);
      assert.deepEqual((await store.leesAfrekeningStaat('a1')).geteld, {});
      // een andere beurs is niet gesloten
      await store.zetGeteld('a2', 'Kassa kleding', 100);
    });
  });

  describe('afrekening en kassa: na afsluiten komt er geen bon meer bij', () => {
    const beurs = () => eersteBeurs(store);
    const bon = bonVan;
    it('een nieuwe bon wordt apart bewaard als kas na afsluiting, eenmaal per id; een annulering wordt geweigerd', async () => {
      const id = await beurs();
      const kassa = await store.maakKassa(id, { naam: 'Kleding 1', ruimte: 'Kleding' }, T0);
      const eerste = bon(kassa, 500);
      assert.equal((await store.bewaarBon(eerste)).naAfsluiting, false);
      assert.equal(await store.leesAfrekeningGeslotenOp(id), null);
      await store.sluitAfrekening(id, await uitDeStore(id), T0);
      assert.equal(await store.leesAfrekeningGeslotenOp(id), T0.toISOString());

      const laat = bon(kassa, 700);
      assert.deepEqual(await store.bewaarBon(laat), { bon: laat, nieuw: true, naAfsluiting: true });
      // opnieuw gestuurd (het antwoord ging verloren), ook met andere regels: niets nieuws
      const anders = { ...laat, id: laat.id.toUpperCase(), regels: [{ ...laat.regels[0]!, prijsCent: 9 }] };
      assert.deepEqual(await store.bewaarBon(anders), { bon: laat, nieuw: false, naAfsluiting: true });
      assert.deepEqual(await store.leesBonnenNaAfsluiting(id), [laat]);
      await weigert(
        store.annuleerBon(eerste.id, { door: 'admin', op: T0.toISOString() }),
        'conflict',
        MELDING_AFREKENING_GESLOTEN,
      );
      // een bon van vóór het afsluiten opnieuw sturen blijft een no-op, en blijft een gewone bon
      const opnieuw = await store.bewaarBon(eerste);
      assert.deepEqual([opnieuw.nieuw, opnieuw.naAfsluiting], [false, false]);
      assert.deepEqual(
        (await store.leesBonnen(id)).map((b) => [b.id, b.geannuleerd]),
        [[eerste.id, null]],
      );
      // een late pinbon blijft een pinbon (issue 36): de beheerder ziet hem apart van het contante geld
      const laatPin = maakBon(
        {
          id: randomUUID(),
          regels: [{ verkopersnummer: 1, artikelnummer: null, prijsCent: 333 }],
          ontvangenCent: 0,
          gesloten: at(120_000).toISOString(),
          betaalwijze: 'pin',
        },
        kassa,
        at(0),
        { pinnen: true },
      );
      assert.deepEqual(await store.bewaarBon(laatPin), { bon: laatPin, nieuw: true, naAfsluiting: true });
      assert.deepEqual(
        (await store.leesBonnenNaAfsluiting(id)).map((b) => [b.id, b.betaalwijze, b.teBetalenCent]),
        [
          [laat.id, 'contant', 700],
          [laatPin.id, 'pin', 333],
        ],
      );
      // de bevroren afrekening is die van vóór de late bon
      assert.equal((await store.leesAfrekeningStaat(id)).gesloten?.afrekening.totalen.omzetCent, 500);
      // per beurs: een andere beurs heeft geen kas na afsluiting, en neemt zijn bonnen gewoon op
      const volgende = (await store.bewaarAflevering({ volgnummer: 2, datum: '2027-03-13' })).at(-1)!.id;
      assert.deepEqual(await store.leesBonnenNaAfsluiting(volgende), []);
      assert.equal(await store.leesAfrekeningGeslotenOp(volgende), null);
      const andereKassa = await store.maakKassa(volgende, { naam: 'Kleding 1', ruimte: 'Kleding' }, T0);
      assert.equal((await store.bewaarBon(bon(andereKassa, 300))).naAfsluiting, false);
    });

    it('kwam er een bon bij (of werd er een geannuleerd) na het berekenen, dan wordt afsluiten geweigerd', async () => {
      const id = await beurs();
      const kassa = await store.maakKassa(id, { naam: 'Kleding 1', ruimte: 'Kleding' }, T0);
      const eerste = bon(kassa, 500);
      await store.bewaarBon(eerste);
      const berekend = await uitDeStore(id);
      await store.bewaarBon(bon(kassa, 700));
      await weigert(store.sluitAfrekening(id, berekend, T0), 'conflict', MELDING_BONNEN_VERANDERD);

      const opnieuw = await uitDeStore(id);
      await store.annuleerBon(eerste.id, { door: 'admin', op: T0.toISOString() });
      await weigert(store.sluitAfrekening(id, opnieuw, T0), 'conflict', MELDING_BONNEN_VERANDERD);
      assert.equal((await store.leesAfrekeningStaat(id)).gesloten, null);

      await store.sluitAfrekening(id, await uitDeStore(id), T0);
      assert.equal((await store.leesAfrekeningStaat(id)).gesloten?.afrekening.totalen.omzetCent, 700);
      // annuleren van een al geannuleerde bon meldt nog steeds dat eerst
      await weigert(
        store.annuleerBon(eerste.id, { door: 'admin', op: T0.toISOString() }),
        'conflict',
        MELDING_AL_GEANNULEERD,
      );
    });
  });
}
