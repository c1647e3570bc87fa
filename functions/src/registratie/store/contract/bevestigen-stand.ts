/**
 * Store contract: what a released or confirmed place is afterwards (issue 53). The
 * administrator's Actief switch confirms; a table saved from before a release does not bring the
 * seller back; a released seller is no registration (they may register or wait again); items
 * that confirm a place are marked at the deadline and never read again.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BevestigenInstelling, Deelnemer, MailBericht } from '../../../kern/types';
import { bevestigenVan, koppelingVoor, vrijTeGeven } from '../../domein/bevestigen';
import { GEEN_TOEWIJZING } from '../../domein/toewijzing';
import type { BevestigenStore, DeelnemersStore, InstellingenStore, ReservelijstStore } from '../port';
import type { ContractUse } from '../../../platform/testing/contract';
import type { AfleveringenStore, PubliekStore } from '../../../seizoen/store/port';
import type { OutboxStore } from '../../../mail/store/port';
import { bevestiging, persoon, reserveMail, vanDeLijst, wachter } from './fixtures';

const VOOR = new Date('2026-10-01T18:00:00.000Z');
const UUR = 3_600_000;
const na = (ms: number) => new Date(VOOR.getTime() + ms);
const INSTELLING: BevestigenInstelling = {
  voor: VOOR.toISOString(),
  artikelen: null,
  herinneringDagen: 3,
  termijnUren: 48,
};
const puzzel = { omschrijving: 'Puzzel', soort: 'Speelgoed' as const, maat: null, prijsCent: 100, retour: false };
const vrijMail = (d: Deelnemer): MailBericht => ({ to: d.email, subject: 'Vrijgegeven', text: 'x', html: '<p>x</p>' });

/** What this suite does with the items (the items' store, named here: registratie imports no area above it). */
interface ArtikelenVoorDezeTest {
  voegArtikelToe(
    verkopersnummer: number,
    invoer: typeof puzzel,
    options: { afleveringId: string; maxArtikelen: number; now: Date },
  ): Promise<{ artikelnummer: number }>;
  leesArtikelenVanVerkoper(verkopersnummer: number): Promise<readonly { artikelnummer: number }[]>;
  verwijderArtikel(sleutel: { verkopersnummer: number; artikelnummer: number }): Promise<unknown>;
}

type S = DeelnemersStore &
  InstellingenStore &
  ReservelijstStore &
  BevestigenStore &
  PubliekStore &
  AfleveringenStore &
  ArtikelenVoorDezeTest &
  OutboxStore;

export function bevestigenStandContract(use: ContractUse<S>): void {
  const { store } = use;

  /** The fair open with `maximum` places all taken before the deadline, `wachtenden` waiting. */
  async function beurs(maximum: number, wachtenden = 0, eenPerHuishouden = false) {
    const [fair] = await store.bewaarAflevering({ volgnummer: 1, datum: '2026-10-10' });
    await store.wijzigInstellingen({
      inschrijvingGeopend: true,
      inschrijvingGesloten: false,
      maximumAantalDeelnemers: maximum,
      toewijzing: { ...GEEN_TOEWIJZING, bevestigen: { ...INSTELLING, afleveringId: fair!.id }, eenPerHuishouden },
    });
    const vroeg = na(-10 * 24 * UUR);
    const verkopers: Deelnemer[] = [];
    for (let i = 1; i <= maximum; i++)
      verkopers.push(await store.schrijfIn(persoon(i), { bypassGate: false, now: vroeg }));
    for (let i = 1; i <= wachtenden; i++) await store.zetOpReservelijst(wachter(i), { now: vroeg, mail: reserveMail });
    return verkopers;
  }

  /** One run of the clock's release, as the use case asks it (`artikelen`: items confirm, that many). */
  async function geefVrij(now: Date, artikelen: number | null = null) {
    const huidige = (await store.leesLaatsteAflevering())!;
    const deelnames = (await store.leesDeelnemersVan(huidige.id)).map((deelnemer) => ({
      deelnemer,
      link: koppelingVoor(deelnemer, huidige.id)!,
    }));
    const ids = vrijTeGeven(deelnames, bevestigenVan(await store.leesInstellingen(), huidige), now).map(
      (d) => d.deelnemer.id,
    );
    if (ids.length === 0) return { vrijgegeven: [], bevorderd: [] };
    return store.geefPlaatsenVrij(ids, { now, mail: vrijMail, bevorder: { now, mail: vanDeLijst }, artikelen });
  }

  const link = async (id: string) => {
    const huidige = (await store.leesLaatsteAflevering())!;
    return koppelingVoor((await store.leesDeelnemer(id))!, huidige.id)!;
  };

  /** The row as a table loaded at `rij` shows it, with its Actief switched to `actief`. */
  const alsTabel = (rij: Deelnemer, actief: boolean, afleveringId: string) => ({
    ...rij,
    actief,
    afleveringen: rij.afleveringen.map((a) => (a.id === afleveringId ? { ...a, actief } : a)),
  });

  describe('bevestigen: de stand van een plek', () => {
    it('Actief aangezet door de beheerder na de deadline telt als bevestigd: de klok geeft niets vrij', async () => {
      const [a] = await beurs(2);
      const huidige = (await store.leesLaatsteAflevering())!;
      await store.wijzigDeelnemer(alsTabel(a!, false, huidige.id), { now: na(-UUR), mail: vanDeLijst });
      const later = na(2 * UUR);
      await store.wijzigDeelnemer(alsTabel((await store.leesDeelnemer(a!.id))!, true, huidige.id), {
        now: later,
        mail: vanDeLijst,
      });
      assert.equal((await link(a!.id)).bevestigd, later.toISOString());
      assert.deepEqual(
        (await geefVrij(na(3 * UUR))).vrijgegeven.map((d) => d.id),
        [(await store.leesDeelnemers()).find((d) => d.naam === 'Verkoper 2')!.id],
      );
      assert.equal((await link(a!.id)).actief, true);
    });

    it('een verouderde rij zet een vrijgegeven verkoper niet terug; de beheerder die de vrijgave zag wel', async () => {
      const [a, b] = await beurs(2, 1);
      await store.bevestigPlaats(a!.id, na(-UUR), { ookTeLaat: false });
      const huidige = (await store.leesLaatsteAflevering())!;
      const oudeRij = (await store.leesDeelnemer(b!.id))!;
      const ronde = await geefVrij(VOOR);
      assert.deepEqual(
        ronde.vrijgegeven.map((d) => d.id),
        [b!.id],
      );
      assert.equal(await store.telActief(), 2, 'Wachter 1 kreeg de plek');

      // A table loaded before the release saves a typo in the name: the seller stays released.
      const bewaard = await store.wijzigDeelnemer(
        { ...oudeRij, naam: 'Verkoper Twee' },
        { now: na(UUR), mail: vanDeLijst },
      );
      assert.equal(bewaard.actief, false);
      assert.equal(bewaard.naam, 'Verkoper Twee');
      assert.equal((await link(b!.id)).actief, false);
      assert.equal((await link(b!.id)).vrijgegeven, VOOR.toISOString());
      assert.equal(await store.telActief(), 2);
      assert.equal((await store.leesPubliekeStaat()).aantalActief, 2);

      // The administrator sees the release and switches Actief on: that is meant.
      const getoond = (await store.leesDeelnemer(b!.id))!;
      const terug = await store.wijzigDeelnemer(alsTabel(getoond, true, huidige.id), {
        now: na(2 * UUR),
        mail: vanDeLijst,
      });
      assert.equal(terug.actief, true);
      assert.equal((await link(b!.id)).actief, true);
      assert.equal((await link(b!.id)).bevestigd, na(2 * UUR).toISOString());
      assert.equal(await store.telActief(), 3);
      const later = await geefVrij(na(100 * UUR));
      assert.ok(!later.vrijgegeven.some((d) => d.id === b!.id), 'nooit twee keer vrijgegeven');
    });

    it('wie vrijgegeven is, schrijft zich opnieuw in met het eigen nummer, zonder "al ingeschreven"', async () => {
      const [a, b] = await beurs(2);
      await store.bevestigPlaats(a!.id, na(-UUR), { ookTeLaat: false });
      await geefVrij(VOOR);
      const mails = (await store.leesMails()).length;
      const later = na(UUR);
      const weer = await store.schrijfIn(persoon(2), { bypassGate: false, now: later, mail: bevestiging });
      assert.equal(weer.id, b!.id);
      assert.equal(weer.nummer, b!.nummer);
      const nu = await link(b!.id);
      assert.equal(nu.actief, true);
      assert.equal(nu.vrijgegeven, undefined);
      assert.equal(nu.termijnTot, na(49 * UUR).toISOString(), 'een eigen termijn na de deadline');
      const nieuw = (await store.leesMails()).slice(mails);
      assert.deepEqual(
        nieuw.map((m) => m.subject),
        [`Je verkopersnummer is ${b!.nummer}`],
      );
      assert.equal(await store.telActief(), 2);
    });

    it('wie vrijgegeven is, mag op de reservelijst', async () => {
      const [a, b] = await beurs(2, 1);
      await store.bevestigPlaats(a!.id, na(-UUR), { ookTeLaat: false });
      await geefVrij(VOOR);
      // Full again (Wachter 1 took the place): the released seller may wait like anyone.
      const plaats = await store.zetOpReservelijst(persoon(2), { now: na(UUR), mail: reserveMail });
      assert.equal(plaats.email, b!.email);
    });

    it('een vrijgegeven verkoper houdt het huishouden niet tegen', async () => {
      const [a, b] = await beurs(2, 0, true);
      await store.bevestigPlaats(b!.id, na(-UUR), { ookTeLaat: false });
      assert.deepEqual(
        (await geefVrij(VOOR)).vrijgegeven.map((d) => d.id),
        [a!.id],
      );
      // Someone else with the released seller's phone number takes the free place.
      const huisgenoot = { naam: 'Huisgenoot', email: 'huisgenoot@voorbeeld.nl', telefoon: a!.telefoon };
      assert.notEqual(huisgenoot.telefoon, '');
      const d = await store.schrijfIn(huisgenoot, { bypassGate: false, now: na(UUR) });
      assert.equal((await link(d.id)).actief, true);
    });

    it('artikelen van deze beurs bevestigen op de deadline, voorgoed; restjes van een eerdere beurs niet', async () => {
      const [a, b, c] = await beurs(3);
      const huidige = (await store.leesLaatsteAflevering())!;
      const opties = (afleveringId: string) => ({ afleveringId, maxArtikelen: 50, now: na(-UUR) });
      await store.voegArtikelToe(a!.nummer, puzzel, opties(huidige.id));
      await store.voegArtikelToe(b!.nummer, puzzel, opties(huidige.id));
      // c's item is a leftover of an earlier fair: it says nothing about coming to this one.
      await store.voegArtikelToe(c!.nummer, puzzel, opties('eerdere-beurs'));
      const ronde = await geefVrij(VOOR, 1);
      assert.deepEqual(
        ronde.vrijgegeven.map((d) => d.id),
        [c!.id],
      );
      assert.equal((await link(a!.id)).bevestigd, VOOR.toISOString(), 'door de artikelen bevestigd');
      // An item deleted after the deadline does not undo it: the place is confirmed for good.
      const [artikel] = await store.leesArtikelenVanVerkoper(b!.nummer);
      await store.verwijderArtikel({ verkopersnummer: b!.nummer, artikelnummer: artikel!.artikelnummer });
      assert.equal((await geefVrij(na(2 * 24 * UUR), 1)).vrijgegeven.length, 0);
      assert.equal((await link(b!.id)).actief, true);
      assert.equal(await store.telActief(), 2);
    });

    it('de notitie van de klok: bewaard zoals gegeven; een stempel (waar die er is) verandert met elk item', async () => {
      assert.equal(await store.leesBevestigenRust(), null);
      const rust = { stempel: 's1', regels: '{"voor":"x"}', tot: VOOR.toISOString() };
      await store.bewaarBevestigenRust(rust);
      assert.deepEqual(await store.leesBevestigenRust(), rust);
      await store.bewaarBevestigenRust({ ...rust, tot: null });
      assert.deepEqual(await store.leesBevestigenRust(), { ...rust, tot: null });

      // Null where every run looks (SQLite); otherwise a new value after a registration and after an item.
      const stempels = [await store.bevestigenStempel()];
      const [a] = await beurs(1);
      stempels.push(await store.bevestigenStempel());
      await store.voegArtikelToe(a!.nummer, puzzel, {
        afleveringId: a!.afleveringen[0]!.id,
        maxArtikelen: 50,
        now: VOOR,
      });
      stempels.push(await store.bevestigenStempel());
      if (stempels[0] === null) assert.deepEqual(stempels, [null, null, null]);
      else assert.equal(new Set(stempels).size, 3, `stempels: ${stempels.join(', ')}`);
    });
  });
}
