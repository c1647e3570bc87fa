/**
 * Store contract, the live settlement kept between views (issue 55): after every write that
 * changes one of its inputs, leesActueleAfrekening computes again and answers what the inputs
 * now give, to the cent. On SQLite it computes at every view; on Firestore it keeps the result
 * under the stamp of the inputs (platform/firestore/stempel.ts), and this suite is what shows
 * that each write renews that stamp. On the floor of the desks, the highest input (drop-off);
 * erasure, on the floor above, has its own case (privacy/store/contract/actueel.ts).
 *
 * Each case: compute (and keep), view again, make one write through the port, then the next
 * view must compute anew (`bereken` is called) and equal the settlement computed from the inputs
 * as the store reads them now. Where the write changes what the settlement is computed from
 * (grondslagVeranderd), the case says so, so a write that changed nothing proves nothing.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STANDAARD_ARTIKEL_INSTELLINGEN } from '../../../artikelen/domein/instellingen';
import { berekenAfrekening } from '../../../afrekening/domein/afrekening';
import { afrekenInvoer, grondslagVeranderd, type AfrekenBronnen } from '../../../afrekening/domein/invoer';
import { STANDAARD_AFREKENING_INSTELLINGEN } from '../../../kern/afrekening-instellingen';
import { bonVan, eersteBeurs, type AfrekeningSuiteStore } from '../../../afrekening/store/contract/berekend';
import { ALS_BEHEERDER, persoon } from '../../../registratie/store/contract/fixtures';
import { at, geenMail, T0, type ContractUse } from '../../../platform/testing/contract';
import type { Deelnemer } from '../../../kern/types';
import type { Kassa } from '../../../kassa/domein/kassa';
import type { VrijwilligersStore } from '../../../vrijwilligers/store/port';
import type { BevestigenStore } from '../../../registratie/store/port';
import type { InleveringStore } from '../port';

export type ActueelStore = AfrekeningSuiteStore & InleveringStore & VrijwilligersStore & BevestigenStore;

/** The fair of each case: two sellers with an item each, a till, one receipt for Anna's item. */
export interface Opzet {
  id: string;
  anna: Deelnemer;
  bas: Deelnemer;
  kassa: Kassa;
  bonId: string;
}

const JAS = { omschrijving: 'Jas', soort: 'Kleding', maat: '110', prijsCent: 500, retour: true } as const;
const IBAN = 'NL91ABNA0417164300';

/** Counts its calls: a view that computes calls it, a view that answers what was kept does not. */
export function telBerekeningen() {
  let aantal = 0;
  return {
    bereken: (bronnen: AfrekenBronnen) => {
      aantal++;
      return berekenAfrekening(afrekenInvoer(bronnen));
    },
    get aantal() {
      return aantal;
    },
  };
}

export async function opzet(store: ActueelStore): Promise<Opzet> {
  const id = await eersteBeurs(store);
  // Paying by bank allowed, so a seller's choice of it is an input (perBank).
  await store.bewaarAfrekeningInstellingen({ ...STANDAARD_AFREKENING_INSTELLINGEN, bankUitbetaling: true });
  const anna = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
  const bas = await store.schrijfIn(persoon(2), ALS_BEHEERDER);
  for (const d of [anna, bas])
    await store.voegArtikelToe(d.nummer, JAS, { afleveringId: id, maxArtikelen: 48, now: T0 });
  const kassa = await store.maakKassa(id, { naam: 'Kleding 1', ruimte: 'Kleding' }, T0);
  const bon = bonVan(kassa, 500, anna.nummer);
  await store.bewaarBon({ ...bon, regels: [{ ...bon.regels[0]!, artikelnummer: 1 }] });
  return { id, anna, bas, kassa, bonId: bon.id };
}

/**
 * Views, writes with `wijzig`, views again: the second view computes, and answers the settlement
 * of the inputs as they now stand. `verandert`: the write changes what the settlement is
 * computed from (else it only touches a stored input the computing ignores).
 */
export async function controleer(
  store: ActueelStore,
  o: Opzet,
  wijzig: () => Promise<unknown>,
  verandert: boolean,
): Promise<void> {
  const teller = telBerekeningen();
  await store.leesActueleAfrekening(o.id, teller.bereken);
  const eerst = await store.leesActueleAfrekening(o.id, teller.bereken);
  const voor = afrekenInvoer(await store.leesAfrekenBronnen(o.id));
  assert.deepEqual(eerst, berekenAfrekening(voor), 'zonder wijziging: de afrekening van de invoer');
  assert.ok(Object.isFrozen(eerst.verkopers), 'bevroren: een weergave kan het bewaarde niet veranderen');
  await wijzig();
  const na = afrekenInvoer(await store.leesAfrekenBronnen(o.id));
  if (verandert) assert.notEqual(grondslagVeranderd(voor, na), null, 'de wijziging verandert de invoer');
  const tot = teller.aantal;
  const daarna = await store.leesActueleAfrekening(o.id, teller.bereken);
  assert.equal(teller.aantal, tot + 1, 'na de wijziging opnieuw berekend, niet het bewaarde');
  assert.deepEqual(daarna, berekenAfrekening(na), 'de afrekening van de invoer zoals die nu is');
}

/** Each write that changes an input of the settlement, through the port that makes it. */
export const WIJZIGINGEN: [string, boolean, (s: ActueelStore, o: Opzet) => Promise<unknown>][] = [
  // registratie
  ['een inschrijving', true, (s) => s.schrijfIn(persoon(3), ALS_BEHEERDER)],
  ['een deelnemer gewijzigd (naam)', true, (s, o) => s.wijzigDeelnemer({ ...o.bas, naam: 'Bas Anders', actief: true })],
  [
    'een deelnemer doet niet meer mee (Actief uit)',
    true,
    (s, o) =>
      s.wijzigDeelnemer({
        ...o.bas,
        actief: false,
        afleveringen: o.bas.afleveringen.map((a) => (a.id === o.id ? { ...a, actief: false } : a)),
      }),
  ],
  ['een deelnemer verwijderd', true, (s, o) => s.verwijderDeelnemer(o.bas.id)],
  ['een ander verkopersnummer', true, (s, o) => s.geefNummer(o.bas.id, 40)],
  ['een plaats bevestigd', false, (s, o) => s.bevestigPlaats(o.bas.id, T0, { ookTeLaat: true })],
  // vrijwilligers: a volunteer pays no administration fee
  [
    'een vrijwilliger van de verkoper',
    true,
    (s, o) =>
      s.meldAan(
        o.id,
        {
          naam: o.bas.naam,
          email: o.bas.email,
          telefoon: '06-12345678',
          diensten: ['vrijdagSorteren'],
          deelnemerId: o.bas.id,
        },
        { now: T0 },
      ),
  ],
  // afrekening: paid by bank, the settings, the records
  [
    'per bank uitbetaald',
    true,
    (s, o) => s.zetUitbetaling(o.bas.id, o.id, { wijze: 'bank', iban: IBAN, tenaamstelling: 'B. Bos' }, geenMail, T0),
  ],
  [
    'de commissie',
    true,
    (s) =>
      s.bewaarAfrekeningInstellingen({
        ...STANDAARD_AFREKENING_INSTELLINGEN,
        bankUitbetaling: true,
        commissiePercentage: 30,
      }),
  ],
  ['een retourmarkering', true, (s, o) => s.zetRetourBijAfgifte(o.id, o.bas.nummer, true)],
  ['een geteld bedrag', true, (s, o) => s.zetGeteld(o.id, o.kassa.id, 450)],
  [
    'een besluit over een bonregel',
    true,
    (s, o) =>
      s.zetRegelBesluit(
        o.id,
        { bonId: o.bonId, regel: 0 },
        { bonId: o.bonId, regel: 0, besluit: 'vervalt', reden: 'Dubbel', door: 'admin', op: T0.toISOString() },
      ),
  ],
  [
    'besluiten over bonregels in één keer',
    true,
    (s, o) =>
      s.zetRegelBesluiten(o.id, [
        { bonId: o.bonId, regel: 0, besluit: 'vervalt', reden: 'Dubbel', door: 'admin', op: T0.toISOString() },
      ]),
  ],
  // artikelen
  [
    'een artikel erbij',
    true,
    (s, o) =>
      s.voegArtikelToe(o.bas.nummer, { ...JAS, prijsCent: 750 }, { afleveringId: o.id, maxArtikelen: 48, now: T0 }),
  ],
  [
    'een artikel gewijzigd',
    true,
    (s, o) => s.wijzigArtikel({ verkopersnummer: o.bas.nummer, artikelnummer: 1 }, { ...JAS, prijsCent: 900 }),
  ],
  ['een artikel verwijderd', true, (s, o) => s.verwijderArtikel({ verkopersnummer: o.bas.nummer, artikelnummer: 1 })],
  [
    'halve prijs aan het eind',
    true,
    (s, o) =>
      s.bewaarArtikelInstellingen(o.id, {
        ...STANDAARD_ARTIKEL_INSTELLINGEN,
        halvePrijs: { vanaf: '2026-09-12T14:00', procent: 50, afrondingCent: 50, standaard: true },
      }),
  ],
  // kassa
  ['een kassa erbij', true, (s, o) => s.maakKassa(o.id, { naam: 'Speelgoed 1', ruimte: 'Speelgoed' }, T0)],
  ['een bon', true, (s, o) => s.bewaarBon(bonVan(o.kassa, 300, o.bas.nummer))],
  ['een bon geannuleerd', true, (s, o) => s.annuleerBon(o.bonId, { door: 'admin', op: at(120_000).toISOString() })],
  // inlevering
  [
    'een artikel ingeleverd',
    true,
    (s, o) =>
      s.zetInleverStap(o.id, o.bas.nummer, { soort: 'ingeleverd', artikelnummers: [1] }, { door: 'Balie 1', now: T0 }),
  ],
  // seizoen: which fair is the latest decides which items a fair's settlement reads
  ['een volgende beurs', false, (s) => s.bewaarAflevering({ volgnummer: 2, datum: '2027-03-13' })],
  ['de beurs zelf gewijzigd', false, (s, o) => s.bewaarAflevering({ id: o.id, volgnummer: 1, datum: '2026-09-19' })],
];

export function actueleAfrekeningContract({ store }: ContractUse<ActueelStore>): void {
  describe('de actuele afrekening: na elke wijziging van wat erin gaat opnieuw berekend (issue 55)', () => {
    for (const [naam, verandert, wijzig] of WIJZIGINGEN) {
      it(naam, async () => {
        const o = await opzet(store);
        await controleer(store, o, () => wijzig(store, o), verandert);
      });
    }

    it('wat tijdens het berekenen geschreven wordt, zit in de volgende weergave', async () => {
      const o = await opzet(store);
      let schrijven: Promise<unknown> | null = null;
      const teller = telBerekeningen();
      await store.leesActueleAfrekening(o.id, (bronnen) => {
        // Between reading the inputs and keeping the result: the result may not be kept as current.
        schrijven ??= store.zetGeteld(o.id, o.kassa.id, 123);
        return teller.bereken(bronnen);
      });
      await schrijven;
      const na = await store.leesActueleAfrekening(o.id, teller.bereken);
      assert.deepEqual(na, berekenAfrekening(afrekenInvoer(await store.leesAfrekenBronnen(o.id))));
      assert.equal(na.kassa.find((k) => k.kassaId === o.kassa.id)?.geteldCent, 123);
    });

    it('elke beurs apart: de afrekening van de ene is niet die van de andere', async () => {
      const o = await opzet(store);
      const teller = telBerekeningen();
      const [tweede] = (await store.bewaarAflevering({ volgnummer: 2, datum: '2027-03-13' })).slice(-1);
      const eerste = await store.leesActueleAfrekening(o.id, teller.bereken);
      const volgende = await store.leesActueleAfrekening(tweede!.id, teller.bereken);
      assert.deepEqual(volgende, berekenAfrekening(afrekenInvoer(await store.leesAfrekenBronnen(tweede!.id))));
      assert.deepEqual(eerste, berekenAfrekening(afrekenInvoer(await store.leesAfrekenBronnen(o.id))));
      assert.notDeepEqual(eerste, volgende);
    });
  });
}
