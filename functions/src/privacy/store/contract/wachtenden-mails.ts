/**
 * Store contract: the outbox mails to the people who never got a place (privacy/domein/wachtenden.ts
 * mailAdressenWeg). When the retention run deletes a fair's reserve-list places and draw
 * applications, the mails the software sent to their addresses go in the same transaction(s),
 * sent or still waiting; those to an address that a row that stays holds (a seller, a volunteer
 * sign-up, a place on a later fair's list) stay, compared exactly as the mails are addressed. A
 * second run changes nothing. A person who asks to be forgotten takes the mails to their places
 * and applications with them.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lijstHashVan, lotingVolgorde, zaadHashVan } from '../../../registratie/domein/loting';
import { GEEN_TOEWIJZING } from '../../../registratie/domein/toewijzing';
import { ALS_BEHEERDER } from '../../../registratie/store/contract/fixtures';
import type { MailBericht, NieuweDeelnemer } from '../../../kern/types';
import type {
  DeelnemersStore,
  InstellingenStore,
  LotingStore,
  ReservelijstStore,
} from '../../../registratie/store/port';
import type { AfleveringenStore, PubliekStore } from '../../../seizoen/store/port';
import type { OutboxStore } from '../../../mail/store/port';
import type { VrijwilligersStore } from '../../../vrijwilligers/store/port';
import type { PrivacyStore } from '../port';
import { at, type ContractUse } from '../../../platform/testing/contract';

type Poorten = PrivacyStore &
  DeelnemersStore &
  InstellingenStore &
  ReservelijstStore &
  LotingStore &
  AfleveringenStore &
  PubliekStore &
  OutboxStore &
  VrijwilligersStore;

const UUR = 60 * 60 * 1000;
const SLUIT_OP = at(2 * UUR);
const ZAAD = 'e'.repeat(64);
const dag = (datum: string) => new Date(`${datum}T06:00:00.000Z`);
const mail = (x: { email: string; naam?: string }): MailBericht => ({
  to: x.email,
  subject: 'Bericht',
  text: `Beste ${x.naam ?? ''}`,
  html: '',
});
const wie = (naam: string, i: number, email = `${naam}${i}@voorbeeld.nl`): NieuweDeelnemer => ({
  naam: `Wachtende ${naam} ${i}`,
  email,
  telefoon: `06-3000${naam.length}00${i}`,
});

export function wachtendenMailsContract({ store }: ContractUse<Poorten>): void {
  const lotingOpen = async () => {
    await store.wijzigInstellingen({
      inschrijvingGeopend: true,
      inschrijvingGesloten: false,
      maximumAantalDeelnemers: 1,
      toewijzing: { ...GEEN_TOEWIJZING, wijze: 'loting', loting: { sluitOp: SLUIT_OP.toISOString() } },
    });
    await store.maakLoting(ZAAD, await zaadHashVan(ZAAD));
  };
  const vraagAan = (n: NieuweDeelnemer, ms = 1) => store.vraagAan(n, { now: at(ms), mail });
  const opLijst = async (n: NieuweDeelnemer) => {
    await store.wijzigInstellingen({ inschrijvingGesloten: true });
    return store.zetOpReservelijst(n, { now: at(3 * UUR), mail });
  };
  const trek = async () => {
    const { staat, aanvragen } = await store.leesLoting();
    const ids = aanvragen.map((a) => a.id);
    const lijstHash = await lijstHashVan(ids);
    await store.legLotingVast({ lijstHash, volgorde: await lotingVolgorde(staat!.zaad, lijstHash, ids) }, SLUIT_OP);
    const opties = { now: SLUIT_OP, max: 50, mail, reserveMail: mail };
    while (!(await store.pasLotingToe(opties)).klaar);
  };
  const aan = async () => (await store.leesMails()).map((m) => m.to).sort();
  const uniek = (adressen: string[]) => [...new Set(adressen)].sort();

  describe('privacy: de mails aan wie op de reservelijst stond of meeloot', () => {
    it('gaan mee na de beurs, verzonden of niet; wie blijft houdt ze (exact adres); nog eens draaien doet niets', async () => {
      const maart = (await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' })).at(-1)!;
      await lotingOpen();
      for (let i = 1; i <= 3; i++) await vraagAan(wie('maart', i), i);
      await trek();
      await opLijst(wie('maart', 4));
      await opLijst(wie('maart', 5, 'MAART5@voorbeeld.nl'));
      // Half of the mails went out before the fair; the others still wait.
      for (const m of await store.reserveerMails(at(4 * UUR), 4, 60_000)) {
        await store.markeerMailVerzonden(m.id, at(4 * UUR));
      }
      const geplaatst = (await store.leesDeelnemers()).map((d) => d.email);
      assert.equal(geplaatst.length, 1, 'de loting plaatste er één');

      const september = (await store.bewaarAflevering({ volgnummer: 2, datum: '2026-09-12' })).at(-1)!;
      await lotingOpen();
      await vraagAan(wie('september', 1), 1);
      // Who stays with the address of someone of March: a place on September's list, a volunteer.
      await opLijst(wie('maart', 4));
      await opLijst(wie('maart', 5));
      await store.meldAan(september.id, { ...wie('maart', 2), diensten: ['zaterdagTijdens'] }, { now: at(5 * UUR) });
      assert.ok(maart.id !== september.id);

      const voor = await store.leesMails();
      assert.ok(voor.some((m) => m.status === 'verzonden') && voor.some((m) => m.status === 'wachtend'));
      const blijvend = uniek([
        ...geplaatst,
        'maart2@voorbeeld.nl',
        'maart4@voorbeeld.nl',
        'maart5@voorbeeld.nl',
        'september1@voorbeeld.nl',
      ]);
      const weg = ['maart1@voorbeeld.nl', 'maart3@voorbeeld.nl', 'MAART5@voorbeeld.nl'].filter(
        (a) => !blijvend.includes(a),
      );
      assert.deepEqual(uniek(voor.map((m) => m.to)), uniek([...blijvend, ...weg]));

      const regel = await store.pasBewaartermijnToe(dag('2026-03-22'), 7);
      assert.deepEqual([regel?.reservelijst, regel?.aanvragen], [4, 3]);
      const na = await store.leesMails();
      assert.deepEqual(uniek(na.map((m) => m.to)), blijvend, 'de mails aan wie gaat zijn weg, de rest blijft');
      assert.deepEqual(
        na.map((m) => m.id).sort(),
        voor
          .filter((m) => !weg.includes(m.to))
          .map((m) => m.id)
          .sort(),
        'geen enkele mail aan wie blijft ging mee',
      );

      assert.equal(await store.pasBewaartermijnToe(dag('2026-03-23'), 7), null, 'een tweede ronde: niets meer');
      assert.deepEqual(await store.leesMails(), na);
      const tekst = JSON.stringify(await store.leesWislog(10));
      assert.ok(!tekst.includes('@') && !tekst.includes('Wachtende'), tekst);
    });

    it('gaan de plaatsen van de latere beurs ook, dan gaan hun mails alsnog', async () => {
      await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      await opLijst(wie('anna', 1));
      await store.bewaarAflevering({ volgnummer: 2, datum: '2026-09-12' });
      await opLijst(wie('anna', 1));
      assert.ok(await store.pasBewaartermijnToe(dag('2026-03-22'), 7));
      assert.deepEqual(await aan(), ['anna1@voorbeeld.nl', 'anna1@voorbeeld.nl'], 'haar septemberplaats houdt ze');
      assert.equal((await store.pasBewaartermijnToe(dag('2026-09-20'), 7))?.reservelijst, 1);
      assert.deepEqual(await aan(), []);
    });
  });

  describe('privacy: wissen op verzoek neemt de mails aan haar plaatsen en aanvragen mee', () => {
    it('ook aan haar adres anders geschreven; die van anderen blijven', async () => {
      await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      const anne = await store.schrijfIn(wie('anne', 1), ALS_BEHEERDER);
      await store.bewaarAflevering({ volgnummer: 2, datum: '2026-09-12' });
      await lotingOpen();
      await vraagAan(wie('anne', 1, ' Anne1@Voorbeeld.nl'), 1);
      await vraagAan(wie('bas', 2), 2);
      await opLijst(wie('anne', 1, 'ANNE1@voorbeeld.nl'));
      await opLijst(wie('carla', 3));
      assert.equal((await aan()).length, 4);

      const gewist = await store.wisOpVerzoek(anne.id, at(6 * UUR));
      assert.deepEqual([gewist?.regel.reservelijst, gewist?.regel.aanvragen], [1, 1]);
      assert.deepEqual(await aan(), ['bas2@voorbeeld.nl', 'carla3@voorbeeld.nl']);
      assert.equal(await store.wisOpVerzoek(anne.id, at(7 * UUR)), null);
      assert.deepEqual(await aan(), ['bas2@voorbeeld.nl', 'carla3@voorbeeld.nl']);
    });
  });
}
