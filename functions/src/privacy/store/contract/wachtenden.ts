/**
 * Store contract: the people who never got a place (privacy/domein/wachtenden.ts). Once a fair
 * is over (the day after it plus the grace period) the retention run deletes its reserve-list
 * places and draw applications, with the draw's index documents (on Firestore
 * lotingAdressen/lotingTelefoons, whose ids are the address and the number: an application
 * with the same address and number is taken again afterwards); a later fair's stay, and a
 * second run changes nothing. The draw's public check still holds. A person who asks to be
 * forgotten takes their places and applications with them.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { controleerLoting, lijstHashVan, lotingVolgorde, zaadHashVan } from '../../../registratie/domein/loting';
import { uitslagVan, type LotingAanvraag } from '../../../registratie/domein/lotingbeslissing';
import { GEEN_TOEWIJZING } from '../../../registratie/domein/toewijzing';
import type { ReservePlaats } from '../../../registratie/domein/reservelijst';
import { ALS_BEHEERDER } from '../../../registratie/store/contract/fixtures';
import type { Deelnemer, MailBericht, NieuweDeelnemer } from '../../../kern/types';
import type {
  DeelnemersStore,
  InstellingenStore,
  LotingStore,
  ReservelijstStore,
} from '../../../registratie/store/port';
import type { AfleveringenStore, PubliekStore } from '../../../seizoen/store/port';
import type { OutboxStore } from '../../../mail/store/port';
import type { PrivacyStore } from '../port';
import { at, type ContractUse } from '../../../platform/testing/contract';

type Poorten = PrivacyStore &
  DeelnemersStore &
  InstellingenStore &
  ReservelijstStore &
  LotingStore &
  AfleveringenStore &
  PubliekStore &
  OutboxStore;

const UUR = 60 * 60 * 1000;
const SLUIT_OP = at(2 * UUR);
const ZAAD = 'd'.repeat(64);
const dag = (datum: string) => new Date(`${datum}T06:00:00.000Z`);
const mail = (x: { email: string }): MailBericht => ({ to: x.email, subject: 'Bericht', text: '', html: '' });
const reserveMail = (p: ReservePlaats) => mail(p);
const aanvraagMail = (a: LotingAanvraag) => mail(a);
const geplaatstMail = (d: Deelnemer) => mail(d);
const wie = (beurs: string, i: number): NieuweDeelnemer => ({
  naam: `Wachtende ${beurs} ${i}`,
  email: `${beurs}${i}@voorbeeld.nl`,
  telefoon: `06-2000${beurs === 'maart' ? 1 : 2}00${i}`,
});

export function wachtendenContract({ store }: ContractUse<Poorten>): void {
  /** The current fair in a draw for `plaatsen` places, one place per household, open until SLUIT_OP. */
  const lotingOpen = async (plaatsen = 1) => {
    await store.wijzigInstellingen({
      inschrijvingGeopend: true,
      inschrijvingGesloten: false,
      maximumAantalDeelnemers: plaatsen,
      toewijzing: {
        ...GEEN_TOEWIJZING,
        wijze: 'loting',
        loting: { sluitOp: SLUIT_OP.toISOString() },
        eenPerHuishouden: true,
      },
    });
    await store.maakLoting(ZAAD, await zaadHashVan(ZAAD));
  };
  const vraagAan = (n: NieuweDeelnemer, ms = 1) => store.vraagAan(n, { now: at(ms), mail: aanvraagMail });
  const opLijst = async (n: NieuweDeelnemer) => {
    await store.wijzigInstellingen({ inschrijvingGesloten: true });
    return store.zetOpReservelijst(n, { now: at(3 * UUR), mail: reserveMail });
  };
  /** What the draw use case does: the order by the formula, fixed once, carried out. */
  const trek = async () => {
    const { staat, aanvragen } = await store.leesLoting();
    const ids = aanvragen.map((a) => a.id);
    const lijstHash = await lijstHashVan(ids);
    const vast = await store.legLotingVast(
      { lijstHash, volgorde: await lotingVolgorde(staat!.zaad, lijstHash, ids) },
      SLUIT_OP,
    );
    const opties = { now: SLUIT_OP, max: 50, mail: geplaatstMail, reserveMail };
    while (!(await store.pasLotingToe(opties)).klaar);
    return vast;
  };
  const ids = (rijen: { id: string }[]) => rijen.map((r) => r.id).sort();

  /**
   * March: a draw of three for one place (two to the reserve list) and one more on its list.
   * September, the current fair: two applications not yet drawn, and one on its list.
   */
  async function tweeBeurzen() {
    const maart = (await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' })).find(
      (a) => a.volgnummer === 1,
    )!;
    await lotingOpen();
    for (let i = 1; i <= 3; i++) await vraagAan(wie('maart', i), i);
    await trek();
    await opLijst(wie('maart', 4));
    const september = (await store.bewaarAflevering({ volgnummer: 2, datum: '2026-09-12' })).find(
      (a) => a.volgnummer === 2,
    )!;
    await lotingOpen();
    for (let i = 1; i <= 2; i++) await vraagAan(wie('september', i), i);
    await opLijst(wie('september', 3));
    return { maart, september };
  }

  describe('privacy: de reservelijst en de loting na de beurs', () => {
    it('gaan de dag na de beurs plus de wachttijd; een latere beurs blijft; nog eens draaien doet niets', async () => {
      const { maart, september } = await tweeBeurzen();
      const voor = await store.leesWachtenden();
      const vanMaart = (rijen: { afleveringId: string }[]) => rijen.filter((r) => r.afleveringId === maart.id).length;
      assert.deepEqual([vanMaart(voor.reservelijst), vanMaart(voor.aanvragen)], [3, 3]);
      const vanSeptember = {
        reservelijst: ids(voor.reservelijst.filter((r) => r.afleveringId === september.id)),
        aanvragen: ids(voor.aanvragen.filter((r) => r.afleveringId === september.id)),
      };
      assert.deepEqual([vanSeptember.reservelijst.length, vanSeptember.aanvragen.length], [1, 2]);

      assert.equal(await store.pasBewaartermijnToe(dag('2026-03-21'), 7), null, 'een dag te vroeg');
      assert.equal((await store.leesWachtenden()).aanvragen.length, 5);

      const regel = await store.pasBewaartermijnToe(dag('2026-03-22'), 7);
      assert.deepEqual([regel?.reservelijst, regel?.aanvragen], [3, 3]);
      // The one placed by the draw took part in March: their phone number goes at the same moment.
      assert.equal(regel?.telefoonGewist.length, 1);
      const na = await store.leesWachtenden();
      assert.deepEqual({ reservelijst: ids(na.reservelijst), aanvragen: ids(na.aanvragen) }, vanSeptember);
      assert.deepEqual(
        (await store.leesReservelijst()).map((p) => p.naam),
        ['Wachtende september 3'],
      );
      assert.equal((await store.leesLoting()).aanvragen.length, 2);

      assert.equal(await store.pasBewaartermijnToe(dag('2026-03-23'), 7), null, 'een tweede ronde: niets meer');
      assert.deepEqual(await store.leesWachtenden(), na);
      const log = await store.leesWislog(10);
      assert.deepEqual(log, [regel]);
      const tekst = JSON.stringify(log);
      assert.ok(!tekst.includes('@') && !tekst.includes('Wachtende') && !tekst.includes('06-2'), tekst);
    });

    it('de indexdocumenten gaan mee, en de publieke controle van de loting klopt daarna nog', async () => {
      await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      await lotingOpen();
      for (let i = 1; i <= 3; i++) await vraagAan(wie('maart', i), i);
      const regel = await store.pasBewaartermijnToe(dag('2026-03-22'), 7);
      assert.deepEqual([regel?.reservelijst, regel?.aanvragen], [undefined, 3]);
      assert.deepEqual(await store.leesLoting().then((l) => l.aanvragen), []);
      // The address's and the number's index are gone: the same address and number apply again.
      // (A clock before the window closes: the store decides on the `now` it is given.)
      const weer = await vraagAan(wie('maart', 1), 10);
      assert.equal(weer.email, wie('maart', 1).email);

      // A drawn fair: what the public check uses is no one's data, and stays.
      const vast = await trek();
      assert.equal((await store.pasBewaartermijnToe(dag('2026-03-23'), 7))?.aanvragen, 1);
      const { staat, aanvragen } = await store.leesLoting();
      assert.deepEqual(aanvragen, []);
      assert.deepEqual(staat, { ...vast, toegepast: vast.volgorde!.length });
      const controle = await controleerLoting({
        zaad: staat!.zaad,
        zaadHash: staat!.zaadHash,
        lijstHash: staat!.lijstHash!,
        uitslag: uitslagVan(staat!),
      });
      assert.deepEqual(controle, { klopt: true, fouten: [] });
    });
  });

  describe('privacy: wissen op verzoek neemt de reservelijst en de loting mee', () => {
    it('haar plaatsen en aanvragen gaan, met de indexdocumenten; die van anderen blijven', async () => {
      await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      const anne = await store.schrijfIn(wie('anne', 1), ALS_BEHEERDER);
      await store.bewaarAflevering({ volgnummer: 2, datum: '2026-09-12' });
      await lotingOpen();
      await vraagAan(wie('anne', 1), 1);
      const bas = await vraagAan(wie('bas', 2), 2);
      await opLijst(wie('anne', 1));
      const carla = await opLijst(wie('carla', 3));

      const gewist = await store.wisOpVerzoek(anne.id, at(4 * UUR));
      assert.deepEqual(gewist?.regel, {
        tijd: at(4 * UUR).toISOString(),
        reden: 'op verzoek',
        telefoonGewist: [],
        verwijderd: [anne.nummer],
        reservelijst: 1,
        aanvragen: 1,
      });
      assert.deepEqual(ids(await store.leesReservelijst()), [carla.id]);
      assert.deepEqual(ids((await store.leesLoting()).aanvragen), [bas.id]);
      assert.deepEqual(await store.leesWislog(10), [gewist!.regel]);
      // Her address's and number's index documents went too: she could apply again.
      await store.wijzigInstellingen({ inschrijvingGesloten: false });
      assert.equal((await vraagAan(wie('anne', 1), 5)).email, anne.email);
    });
  });
}
