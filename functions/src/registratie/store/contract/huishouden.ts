/**
 * Store contract: one place per household (issue 53, registratie/domein/huishouden.ts). With the
 * fair's rule on, one place per phone number too, whatever its spelling: in the race (also 20
 * at once), "Ik doe weer mee", the reserve list and its promotion, and the draw's applications
 * and placements. A returning seller is never refused for their own number, an administrator
 * is never refused, and the administrator's change of a number moves the index with it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  MELDING_HUISHOUDEN,
  MELDING_HUISHOUDEN_LOTING,
  MELDING_HUISHOUDEN_RESERVELIJST,
} from '../../domein/huishouden';
import { lijstHashVan, lotingVolgorde, zaadHashVan } from '../../domein/loting';
import type { LotingAanvraag } from '../../domein/lotingbeslissing';
import { GEEN_TOEWIJZING } from '../../domein/toewijzing';
import { DomainError } from '../../../kern/errors';
import type { Deelnemer, MailBericht, NieuweDeelnemer, Toewijzing } from '../../../kern/types';
import type { OutboxStore } from '../../../mail/store/port';
import type { AfleveringenStore, PubliekStore } from '../../../seizoen/store/port';
import type { DeelnemersStore, InstellingenStore, LotingStore, ReservelijstStore } from '../port';
import { ALS_BEHEERDER, bevestiging, bevorder, reserveMail } from './fixtures';
import { at, type ContractUse } from '../../../platform/testing/contract';

type Poorten = DeelnemersStore &
  InstellingenStore &
  PubliekStore &
  AfleveringenStore &
  ReservelijstStore &
  LotingStore &
  OutboxStore;

/** One mobile number in the spellings parents type. */
const SPELLINGEN = ['06-12345678', '0612345678', '+31 6 12345678', '0031612345678', '06 12 34 56 78'];
const lid = (i: number, telefoon = SPELLINGEN[i % SPELLINGEN.length]!): NieuweDeelnemer => ({
  naam: `Gezinslid ${i}`,
  email: `gezinslid${i}@voorbeeld.nl`,
  telefoon,
});
const ander = (i: number): NieuweDeelnemer => ({
  naam: `Buur ${i}`,
  email: `buur${i}@voorbeeld.nl`,
  telefoon: `06-8765432${i % 10}`,
});
/** The administrator's save of a person (PUT /api/geregistreerde/save) with another number. */
const metTelefoon = (d: Deelnemer, telefoon: string) => ({
  id: d.id,
  naam: d.naam,
  email: d.email,
  telefoon,
  actief: d.actief,
  vrijwilligerVrijdag: d.vrijwilligerVrijdag,
  vrijwilligerZaterdag: d.vrijwilligerZaterdag,
  afleveringen: d.afleveringen,
});
const alsBezoeker = (ms = 0) => ({ bypassGate: false, now: at(ms), mail: bevestiging });

/** Refused with 409 and the message at the phone number's field. */
async function weigertAanTelefoon(promise: Promise<unknown>, melding: string) {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof DomainError, `verwacht een DomainError, kreeg ${String(error)}`);
    assert.deepEqual([error.soort, error.message, error.veld], ['conflict', melding, 'telefoon']);
    return true;
  });
}

const UUR = 60 * 60 * 1000;
const SLUIT_OP = at(2 * UUR);
const ZAAD = 'c'.repeat(64);
const aanvraagMail = (a: LotingAanvraag): MailBericht => ({ to: a.email, subject: 'Aanvraag', text: a.id, html: a.id });
const geplaatstMail = (d: Deelnemer): MailBericht => ({ to: d.email, subject: 'Ingeloot', text: '', html: '' });
const lotingReserveMail = reserveMail;

export function huishoudenContract({ store }: ContractUse<Poorten>): void {
  const zetOpen = (eenPerHuishouden: boolean, maximumAantalDeelnemers = 250, extra: Partial<Toewijzing> = {}) =>
    store.wijzigInstellingen({
      inschrijvingGeopend: true,
      inschrijvingGesloten: false,
      maximumAantalDeelnemers,
      toewijzing: { ...GEEN_TOEWIJZING, ...extra, eenPerHuishouden },
    });
  const zetRegel = async (eenPerHuishouden: boolean) => {
    const { toewijzing } = await store.leesInstellingen();
    await store.wijzigInstellingen({ toewijzing: { ...GEEN_TOEWIJZING, ...toewijzing, eenPerHuishouden } });
  };

  describe('één plek per huishouden: de inschrijving', () => {
    it('weigert een tweede inschrijving met hetzelfde nummer in een andere schrijfwijze, aan het veld telefoon', async () => {
      await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      await zetOpen(true);
      const eerste = await store.schrijfIn(lid(0), alsBezoeker());
      for (let i = 1; i < SPELLINGEN.length; i++) {
        await weigertAanTelefoon(store.schrijfIn(lid(i), alsBezoeker(i)), MELDING_HUISHOUDEN);
      }
      assert.deepEqual(await store.leesDeelnemers(), [eerste]);
      assert.equal(await store.telActief(), 1);
      // Another number, and no number at all, are other households.
      await store.schrijfIn(ander(1), alsBezoeker(10));
      await store.schrijfIn({ ...ander(2), telefoon: '' }, alsBezoeker(11));
      await store.schrijfIn({ ...ander(3), telefoon: '' }, alsBezoeker(12));
      // The same address is refused as always (its own message), not as a household.
      await assert.rejects(store.schrijfIn({ ...lid(0), naam: 'Nogmaals' }, alsBezoeker(13)), (e: DomainError) => {
        assert.equal(e.veld, undefined);
        return true;
      });
      // An administrator registers a household's second seller.
      await store.schrijfIn(lid(1), ALS_BEHEERDER);
      assert.equal(await store.telActief(), 5);
    });

    it('zonder de regel: één plek per e-mailadres, hetzelfde nummer mag', async () => {
      await zetOpen(false);
      await store.schrijfIn(lid(0), alsBezoeker());
      await store.schrijfIn(lid(1), alsBezoeker(1));
      assert.equal(await store.telActief(), 2);
      // Switched on later: the numbers stored before count.
      await zetRegel(true);
      await weigertAanTelefoon(store.schrijfIn(lid(2), alsBezoeker(2)), MELDING_HUISHOUDEN);
    });

    it('20 gelijktijdige inschrijvingen met één nummer in verschillende schrijfwijzen: precies één krijgt een plek', async () => {
      await zetOpen(true);
      const uitkomsten = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => store.schrijfIn(lid(i), alsBezoeker())),
      );
      assert.equal(uitkomsten.filter((u) => u.status === 'fulfilled').length, 1);
      for (const u of uitkomsten) {
        if (u.status === 'rejected') {
          assert.ok(u.reason instanceof DomainError, String(u.reason));
          assert.deepEqual([u.reason.message, u.reason.veld], [MELDING_HUISHOUDEN, 'telefoon']);
        }
      }
      assert.equal((await store.leesDeelnemers()).length, 1);
      assert.equal(await store.telActief(), 1);
    });

    it('een terugkerende verkoper met het eigen nummer krijgt de plek; een ander van het huishouden daarna niet', async () => {
      await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      await zetOpen(false);
      const oud = await store.schrijfIn(lid(0), alsBezoeker());
      const broer = await store.schrijfIn(lid(1), alsBezoeker(1));
      await store.bewaarAflevering({ volgnummer: 2, datum: '2026-09-12' });
      await zetOpen(true);
      const terug = await store.schrijfIn(lid(0, '+31612345678'), alsBezoeker(2));
      assert.equal(terug.nummer, oud.nummer);
      await weigertAanTelefoon(store.weerMeedoen(broer.id, { now: at(3) }), MELDING_HUISHOUDEN);
      await weigertAanTelefoon(store.schrijfIn(lid(1), alsBezoeker(4)), MELDING_HUISHOUDEN);
      assert.equal(await store.telActief(), 1);
      // Their own link again: already taking part, answered unchanged.
      assert.equal((await store.weerMeedoen(oud.id, { now: at(5) })).nummer, oud.nummer);
    });

    it('een gewijzigd nummer door de beheerder wordt niet geweigerd en telt daarna met het nieuwe nummer', async () => {
      await zetOpen(true);
      const a = await store.schrijfIn(lid(0), alsBezoeker());
      const b = await store.schrijfIn(ander(1), alsBezoeker(1));
      // The administrator gives b a's number (allowed), and a another one.
      await store.wijzigDeelnemer(metTelefoon(b, '0612345678'));
      await store.wijzigDeelnemer(metTelefoon(a, '06-11112222'));
      // The index follows both changes: a's old number is b's now, a's new one is taken, b's old one is free.
      await weigertAanTelefoon(store.schrijfIn(lid(2), alsBezoeker(2)), MELDING_HUISHOUDEN);
      await weigertAanTelefoon(
        store.schrijfIn({ ...ander(8), telefoon: '+31 6 1111 2222' }, alsBezoeker(3)),
        MELDING_HUISHOUDEN,
      );
      await store.schrijfIn({ ...ander(7), telefoon: ander(1).telefoon }, alsBezoeker(4));
      assert.equal(await store.telActief(), 3);
    });
  });

  describe('één plek per huishouden: de reservelijst', () => {
    const volMet = async (mensen: NieuweDeelnemer[]) => {
      await zetOpen(false, mensen.length);
      for (const [i, m] of mensen.entries()) await store.schrijfIn(m, alsBezoeker(i));
    };

    it('weigert een plaats voor een nummer dat al een plek heeft of al op de lijst staat', async () => {
      await volMet([lid(0), ander(1)]);
      await zetRegel(true);
      await weigertAanTelefoon(store.zetOpReservelijst(lid(1), { now: at(10), mail: reserveMail }), MELDING_HUISHOUDEN);
      await store.zetOpReservelijst(ander(2), { now: at(11), mail: reserveMail });
      await weigertAanTelefoon(
        store.zetOpReservelijst(
          { ...lid(3), telefoon: ander(2).telefoon.replace('-', ' ') },
          { now: at(12), mail: reserveMail },
        ),
        MELDING_HUISHOUDEN_RESERVELIJST,
      );
      assert.deepEqual(
        (await store.leesReservelijst()).map((p) => p.email),
        [ander(2).email],
      );
    });

    it('bij een vrije plek verlaat wie zijn huishouden al een plek heeft de lijst; één per huishouden wordt bevorderd', async () => {
      const [eerste, tweede] = [lid(0), ander(1)];
      await volMet([eerste, tweede]);
      // On the list while the rule was off: a household member of the first seller, then two of one other household.
      const wachters = [
        { ...lid(5), naam: 'Wachter A' },
        { ...ander(5), naam: 'Wachter B', email: 'b1@voorbeeld.nl', telefoon: '06-55555555' },
        { ...ander(6), naam: 'Wachter C', email: 'b2@voorbeeld.nl', telefoon: '0655555555' },
        { ...ander(7), naam: 'Wachter D' },
      ];
      for (const [i, w] of wachters.entries()) await store.zetOpReservelijst(w, { now: at(20 + i), mail: reserveMail });
      await zetRegel(true);
      // Two places free (a higher maximum): A's household has a place and C's is promoted with B.
      await store.wijzigInstellingen({ maximumAantalDeelnemers: 4 }, bevorder);
      const namen = (await store.leesDeelnemers()).map((d) => d.naam).filter((n) => n.startsWith('Wachter'));
      assert.deepEqual(namen.sort(), ['Wachter B', 'Wachter D']);
      assert.deepEqual(
        (await store.leesReservelijst()).map((p) => p.naam),
        [],
      );
      assert.equal(await store.telActief(), 4);
    });
  });

  describe('één plek per huishouden: de loting', () => {
    const metLoting = async (plaatsen: number, eenPerHuishouden: boolean) => {
      await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      await zetOpen(eenPerHuishouden, plaatsen, { wijze: 'loting', loting: { sluitOp: SLUIT_OP.toISOString() } });
      await store.maakLoting(ZAAD, await zaadHashVan(ZAAD));
    };
    const vraagAan = (p: NieuweDeelnemer, ms = 1) => store.vraagAan(p, { now: at(ms), mail: aanvraagMail });
    const trek = async () => {
      const { staat, aanvragen } = await store.leesLoting();
      const ids = aanvragen.map((a) => a.id);
      const lijstHash = await lijstHashVan(ids);
      await store.legLotingVast({ lijstHash, volgorde: await lotingVolgorde(staat!.zaad, lijstHash, ids) }, SLUIT_OP);
      const opties = { now: SLUIT_OP, max: 2, mail: geplaatstMail, reserveMail: lotingReserveMail };
      while (!(await store.pasLotingToe(opties)).klaar);
      return (await store.leesLoting()).aanvragen;
    };

    it('één aanvraag per nummer; geen aanvraag voor een nummer met een plek', async () => {
      await metLoting(5, true);
      await vraagAan(lid(0));
      await weigertAanTelefoon(vraagAan(lid(1), 2), MELDING_HUISHOUDEN_LOTING);
      await store.schrijfIn(ander(1), ALS_BEHEERDER);
      await weigertAanTelefoon(vraagAan({ ...ander(2), telefoon: '0031 6 8765 4321' }, 3), MELDING_HUISHOUDEN);
      await vraagAan(ander(3), 4);
      assert.equal((await store.leesLoting()).aanvragen.length, 2);
    });

    it('de loting plaatst een huishouden één keer, en niet als het intussen al een plek heeft', async () => {
      await metLoting(10, false);
      // Applied while the rule was off: two of one household, and one whose household got a place since.
      await vraagAan(lid(0), 1);
      await vraagAan(lid(1), 2);
      await vraagAan(ander(1), 3);
      await vraagAan(ander(2), 4);
      await store.schrijfIn({ ...ander(9), telefoon: ander(1).telefoon }, ALS_BEHEERDER);
      await zetRegel(true);
      const aanvragen = await trek();
      const uitkomst = (email: string) => aanvragen.find((a) => a.email === email)!.uitkomst;
      assert.deepEqual([lid(0), lid(1)].map((p) => uitkomst(p.email)).sort(), ['alIngeschreven', 'geplaatst']);
      assert.equal(uitkomst(ander(1).email), 'alIngeschreven');
      assert.equal(uitkomst(ander(2).email), 'geplaatst');
      assert.equal(await store.telActief(), 3);
    });
  });
}
