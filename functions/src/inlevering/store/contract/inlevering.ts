/**
 * Store contract, drop-off and pick-up: one record per seller per fair, changed a step at a
 * time; each step atomic and idempotent, refused on the wrong side of the settlement's closing,
 * and its mail queued exactly once, in the same transaction.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MELDING_AFREKENING_GESLOTEN } from '../../../afrekening/domein/weergave';
import { berekendUit, type AfrekeningSuiteStore } from '../../../afrekening/store/contract/berekend';
import type { OutboxStore } from '../../../mail/store/port';
import type { InleveringStore } from '../port';
import type { MailBericht } from '../../../kern/types';
import { at, isoleert, T0, weigert, type ContractUse } from '../../../platform/testing/contract';
import { legeInlevering, type InleverStap } from '../../domein/inlevering';
import {
  MELDING_AL_OPGEHAALD,
  MELDING_NIET_TERUG_TE_GEVEN,
  MELDING_NOG_NIET_GESLOTEN,
  MELDING_TE_VEEL_HANDGESCHREVEN,
} from '../../domein/meldingen';
import { MELDING_STAP_ID_HERGEBRUIKT } from '../../domein/stapboek';

const mail = (onderwerp: string): MailBericht => ({ to: 'anna@example.org', subject: onderwerp, text: 'x', html: 'x' });

export function inleveringContract(use: ContractUse<InleveringStore & AfrekeningSuiteStore & OutboxStore>): void {
  const { store } = use;
  describe('inleveren en ophalen', () => {
    const beurs = async () => (await store.bewaarAflevering({ volgnummer: 1, datum: '2026-09-12' }))[0]!.id;
    const stap = (id: string, nummer: number, s: InleverStap, ms = 0, extra = {}) =>
      store.zetInleverStap(id, nummer, s, { door: 'Balie 1', now: at(ms), ...extra });
    const mails = async () => (await store.leesMails()).map((m) => m.subject);
    const sluit = async (id: string) => store.sluitAfrekening(id, await berekendUit(store, id), at(3_600_000));

    it('een verkoper zonder gegevens heeft de lege inlevering; de lijst van de beurs is leeg', async () => {
      const id = await beurs();
      assert.deepEqual(await store.leesInlevering(id, 7), legeInlevering(id, 7));
      assert.deepEqual(await store.leesInleveringen(id), []);
    });

    it('inleveren: gesorteerd, eenmaal; dubbel scannen verandert niets; ongedaan maken haalt het weg; per beurs apart', async () => {
      const id = await beurs();
      const volgende = (await store.bewaarAflevering({ volgnummer: 2, datum: '2027-03-13' })).at(-1)!.id;
      assert.equal((await stap(id, 7, { soort: 'ingeleverd', artikelnummers: [3, 1] })).gewijzigd, true);
      const twee = await stap(id, 7, { soort: 'ingeleverd', artikelnummers: [1] });
      assert.equal(twee.gewijzigd, false);
      assert.deepEqual(twee.inlevering.ingeleverd, [1, 3]);
      await stap(id, 7, { soort: 'ingeleverd', artikelnummers: [2] });
      await stap(id, 7, { soort: 'nietIngeleverd', artikelnummer: 3 });
      assert.deepEqual((await store.leesInlevering(id, 7)).ingeleverd, [1, 2]);
      await stap(id, 9, { soort: 'ingeleverd', artikelnummers: [5] });
      assert.deepEqual(
        (await store.leesInleveringen(id)).map((i) => [i.verkopersnummer, i.ingeleverd]),
        [
          [7, [1, 2]],
          [9, [5]],
        ],
      );
      assert.deepEqual(await store.leesInlevering(volgende, 7), legeInlevering(volgende, 7));
      assert.deepEqual(await store.leesInleveringen(volgende), []);
    });

    it('handgeschreven labels: het laatst getelde aantal geldt; een onzinnig aantal wordt geweigerd en niets bewaard', async () => {
      const id = await beurs();
      await stap(id, 7, { soort: 'handgeschreven', aantal: 4 });
      assert.equal((await stap(id, 7, { soort: 'handgeschreven', aantal: 3 })).inlevering.handgeschreven, 3);
      await weigert(stap(id, 7, { soort: 'handgeschreven', aantal: -1 }), 'ongeldig', MELDING_TE_VEEL_HANDGESCHREVEN);
      assert.equal((await store.leesInlevering(id, 7)).handgeschreven, 3);
    });

    it('afronden legt tijd en balie vast en zet de mail in dezelfde transactie in de wachtrij, eenmaal', async () => {
      const id = await beurs();
      await stap(id, 7, { soort: 'ingeleverd', artikelnummers: [1] });
      const opties = { mail: (_na: unknown, moment: string) => mail(`mail ${moment}`) };
      const eerste = await stap(id, 7, { soort: 'afgerond' }, 1000, opties);
      assert.deepEqual(eerste.inlevering.afgerond, { op: at(1000).toISOString(), door: 'Balie 1' });
      assert.equal(eerste.mail, true);
      const tweede = await stap(id, 7, { soort: 'afgerond' }, 5000, opties);
      assert.equal(tweede.gewijzigd, false);
      assert.equal(tweede.mail, false);
      assert.deepEqual(tweede.inlevering.afgerond, { op: at(1000).toISOString(), door: 'Balie 1' });
      assert.deepEqual(await mails(), ['mail afgerond']);
    });

    it('inleveren na het afsluiten wordt geweigerd; ophalen vóór het afsluiten ook', async () => {
      const id = await beurs();
      await weigert(
        stap(id, 7, { soort: 'opgehaald' }, 0, { terugTeGeven: [1] }),
        'conflict',
        MELDING_NOG_NIET_GESLOTEN,
      );
      await sluit(id);
      await weigert(stap(id, 7, { soort: 'ingeleverd', artikelnummers: [1] }), 'conflict', MELDING_AFREKENING_GESLOTEN);
      await weigert(stap(id, 7, { soort: 'handgeschreven', aantal: 1 }), 'conflict', MELDING_AFREKENING_GESLOTEN);
      assert.deepEqual(await store.leesInleveringen(id), []);
    });

    it('ophalen: alleen wat terug moet, eenmaal; niet gevonden is vermist, gevonden weer terug', async () => {
      const id = await beurs();
      await sluit(id);
      const terugTeGeven = [2, 4];
      await weigert(
        stap(id, 7, { soort: 'terug', artikelnummer: 3 }, 0, { terugTeGeven }),
        'conflict',
        MELDING_NIET_TERUG_TE_GEVEN(3),
      );
      assert.equal((await stap(id, 7, { soort: 'terug', artikelnummer: 2 }, 0, { terugTeGeven })).gewijzigd, true);
      assert.equal((await stap(id, 7, { soort: 'terug', artikelnummer: 2 }, 0, { terugTeGeven })).gewijzigd, false);
      assert.deepEqual((await store.leesInlevering(id, 7)).terug, [2]);
      await stap(id, 7, { soort: 'vermist', artikelnummer: 4 }, 0, { terugTeGeven });
      // Found after all: handed back, no longer missing.
      const gevonden = await stap(id, 7, { soort: 'terug', artikelnummer: 4 }, 0, { terugTeGeven });
      assert.deepEqual([gevonden.inlevering.terug, gevonden.inlevering.vermist], [[2, 4], []]);
      await stap(id, 7, { soort: 'nietTerug', artikelnummer: 4 }, 0, { terugTeGeven });
      await stap(id, 7, { soort: 'vermist', artikelnummer: 4 }, 0, { terugTeGeven });
      assert.deepEqual((await store.leesInlevering(id, 7)).vermist, [4]);
    });

    it('twee balies scannen tegelijk hetzelfde artikel en ronden tegelijk af: één keer terug, één mail', async (t) => {
      if (!isoleert(use, t)) return;
      const id = await beurs();
      await stap(id, 7, { soort: 'ingeleverd', artikelnummers: [2] });
      const klaar = { mail: () => mail('ingeleverd') };
      const afgerond = await Promise.all([1, 2, 3].map(() => stap(id, 7, { soort: 'afgerond' }, 0, klaar)));
      assert.equal(afgerond.filter((u) => u.gewijzigd).length, 1);
      await sluit(id);
      const opties = { terugTeGeven: [2] };
      const uitkomsten = await Promise.all(
        [1, 2, 3].map(() => stap(id, 7, { soort: 'terug', artikelnummer: 2 }, 0, opties)),
      );
      assert.equal(uitkomsten.filter((u) => u.gewijzigd).length, 1);
      assert.deepEqual((await store.leesInlevering(id, 7)).terug, [2]);
      assert.deepEqual(await mails(), ['ingeleverd']);
    });

    it('opgehaald: eenmaal, met de afrekening per mail; daarna verandert er niets meer aan wat terugging', async () => {
      const id = await beurs();
      await sluit(id);
      const opties = { terugTeGeven: [2], mail: () => mail('afrekening') };
      await stap(id, 7, { soort: 'terug', artikelnummer: 2 }, 0, opties);
      const klaar = await stap(id, 7, { soort: 'opgehaald' }, 2000, opties);
      assert.deepEqual(klaar.inlevering.opgehaald, { op: at(2000).toISOString(), door: 'Balie 1' });
      assert.equal((await stap(id, 7, { soort: 'opgehaald' }, 9000, opties)).gewijzigd, false);
      await weigert(stap(id, 7, { soort: 'nietTerug', artikelnummer: 2 }, 0, opties), 'conflict', MELDING_AL_OPGEHAALD);
      assert.deepEqual(await mails(), ['afrekening']);
    });

    it('niet opgehaald: vastgelegd voor wie nog niets ophaalde, niet voor wie al ophaalde; eenmaal', async () => {
      const id = await beurs();
      await sluit(id);
      await stap(id, 7, { soort: 'opgehaald' }, 0, { terugTeGeven: [] });
      assert.deepEqual(await store.markeerNietOpgehaald(id, [7, 8, 9], 'admin', T0), [8, 9]);
      assert.deepEqual(await store.markeerNietOpgehaald(id, [8, 9], 'admin', at(1)), []);
      const alle = await store.leesInleveringen(id);
      assert.deepEqual(
        alle.map((i) => [i.verkopersnummer, i.opgehaald !== null, i.nietOpgehaald?.op ?? null]),
        [
          [7, true, null],
          [8, false, T0.toISOString()],
          [9, false, T0.toISOString()],
        ],
      );
    });

    it('een stap-id en zijn tijd blijven bij de inlevering, ook na "niet opgehaald": herhaald verandert niets, te laat ook niet', async () => {
      const id = await beurs();
      const handgeschreven = (aantal: number) => ({ soort: 'handgeschreven', aantal }) as const;
      const vijf = { id: 'stap-a', op: at(1_000) };
      assert.equal((await stap(id, 7, handgeschreven(5), 2_000, vijf)).gewijzigd, true);
      await stap(id, 7, handgeschreven(3), 4_000, { id: 'stap-b', op: at(3_000) });
      const herhaald = await stap(id, 7, handgeschreven(5), 5_000, vijf);
      assert.deepEqual([herhaald.gewijzigd, herhaald.inlevering.handgeschreven], [true, 3]);
      await weigert(stap(id, 7, handgeschreven(6), 5_000, vijf), 'conflict', MELDING_STAP_ID_HERGEBRUIKT);
      const teLaat = await stap(id, 7, handgeschreven(8), 6_000, { id: 'stap-c', op: at(2_000) });
      assert.deepEqual([teLaat.gewijzigd, teLaat.inlevering.handgeschreven], [false, 3]);
      // The book is not shown with the record, and survives a write of the record alone.
      assert.deepEqual(
        Object.keys(await store.leesInlevering(id, 7)).sort(),
        Object.keys(legeInlevering(id, 7)).sort(),
      );
      await sluit(id);
      assert.deepEqual(await store.markeerNietOpgehaald(id, [7], 'admin', T0), [7]);
      const naSluiten = await stap(id, 7, handgeschreven(5), 5_000, vijf);
      assert.deepEqual([naSluiten.gewijzigd, naSluiten.inlevering.handgeschreven], [true, 3], 'het boek bleef');
      await weigert(stap(id, 7, handgeschreven(6), 5_000, { id: 'stap-e' }), 'conflict', MELDING_AFREKENING_GESLOTEN);
      const opgehaald = { id: 'stap-d', op: at(7_000), terugTeGeven: [], beheerder: true };
      assert.equal((await stap(id, 7, { soort: 'opgehaald' }, 8_000, opgehaald)).gewijzigd, true);
      assert.equal((await stap(id, 7, { soort: 'opgehaald' }, 9_000, opgehaald)).gewijzigd, true, 'antwoordt als toen');
      await weigert(stap(id, 7, handgeschreven(5), 9_000, { ...opgehaald }), 'conflict', MELDING_STAP_ID_HERGEBRUIKT);
    });
  });
}
