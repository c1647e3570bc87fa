/** Store contract: the reserve list, and the promotion from it inside every change that frees a place. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError } from '../../../kern/errors';
import { MELDING_MAXIMUM } from '../../domein/registratie';
import { MELDING_AL_OP_RESERVELIJST, MELDING_NOG_PLEK } from '../../domein/reservelijst';
import type { DeelnemersStore, InstellingenStore, ReservelijstStore } from '../port';
import { LAATSTE_NUMMER } from '../sleutels';
import { at, T0, weigert, type ContractUse } from '../../../platform/testing/contract';
import type { AfleveringenStore, PubliekStore } from '../../../seizoen/store/port';
import type { OutboxStore } from '../../../mail/store/port';
import type { MetaStore } from '../../../beheer/store/port';
import { bevorder, koppelingen, metReservelijst, persoon, reserveMail, wachter } from './fixtures';

export function reservelijstContract({
  store,
  name,
  options,
}: ContractUse<
  DeelnemersStore & InstellingenStore & ReservelijstStore & PubliekStore & AfleveringenStore & OutboxStore & MetaStore
>): void {
  const { volMetLijst, namenOpLijst, bevorderdeNamen } = metReservelijst(store);

  describe('reservelijst', () => {
    it('neemt alleen aanmeldingen aan als de inschrijving vol of gesloten is, één per adres', async () => {
      await store.wijzigInstellingen({ inschrijvingGeopend: true, maximumAantalDeelnemers: 1 });
      await weigert(store.zetOpReservelijst(wachter(1), { now: T0, mail: reserveMail }), 'conflict', MELDING_NOG_PLEK);
      await store.schrijfIn(persoon(1), { bypassGate: false, now: T0 });
      const plaats = await store.zetOpReservelijst(wachter(1), { now: T0, mail: reserveMail });
      assert.equal(plaats.naam, 'Wachter 1');
      const zelfde = { ...wachter(9), email: ' WACHTER1@voorbeeld.NL ' };
      await weigert(
        store.zetOpReservelijst(zelfde, { now: T0, mail: reserveMail }),
        'conflict',
        MELDING_AL_OP_RESERVELIJST,
      );
      await store.wijzigInstellingen({ inschrijvingGesloten: true });
      await store.zetOpReservelijst(wachter(2), { now: T0, mail: reserveMail });
      assert.deepEqual(await namenOpLijst(), ['Wachter 1', 'Wachter 2']);
      const mails = await store.leesMails();
      assert.deepEqual(
        mails.filter((m) => m.subject === 'Je staat op de reservelijst').map((m) => m.to),
        ['wachter1@voorbeeld.nl', 'wachter2@voorbeeld.nl'],
      );
    });

    it('wie bekend is van een eerdere beurs, komt van de lijst terug met het oude nummer', async () => {
      await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      await store.wijzigInstellingen({ inschrijvingGeopend: true, maximumAantalDeelnemers: 5 });
      const oud = await store.schrijfIn(wachter(1), { bypassGate: false, now: T0 });
      await store.bewaarAflevering({ volgnummer: 2, datum: '2026-10-10' });
      const verkopers = await volMetLijst(1, 0);
      await store.zetOpReservelijst({ ...wachter(1), telefoon: '06-11111111' }, { now: T0, mail: reserveMail });
      await store.verwijderDeelnemer(verkopers[0]!.id, bevorder);

      const terug = (await store.leesDeelnemer(oud.id))!;
      assert.equal(terug.nummer, oud.nummer);
      assert.equal(terug.telefoon, '06-11111111');
      assert.deepEqual(koppelingen(terug), [
        [2, true],
        [1, true],
      ]);
      assert.deepEqual(await bevorderdeNamen(), ['Wachter 1'], 'geen tweede rij');
      assert.equal(await store.telActief(), 1);
      assert.equal((await store.leesPubliekeStaat()).aantalActief, 1);
      const nieuw = await store.schrijfIn(persoon(9), { bypassGate: true, now: T0 });
      assert.equal(nieuw.nummer, verkopers[0]!.nummer + 1, 'geen nummer verbruikt');
    });

    it('zonder nummers meer blijft wie nieuw is op de lijst; wie bekend is, komt terug met het eigen nummer', async () => {
      await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      await store.wijzigInstellingen({ inschrijvingGeopend: true, maximumAantalDeelnemers: 5 });
      const oud = await store.schrijfIn(wachter(2), { bypassGate: false, now: T0 });
      await store.bewaarAflevering({ volgnummer: 2, datum: '2026-10-10' });
      await store.zetMeta(LAATSTE_NUMMER, '9998');
      const verkopers = await volMetLijst(1, 0);
      assert.equal(verkopers[0]!.nummer, 9999);
      await store.zetOpReservelijst(wachter(2), { now: at(1), mail: reserveMail });
      await store.zetOpReservelijst(wachter(1), { now: at(2), mail: reserveMail });
      await store.wijzigInstellingen({ maximumAantalDeelnemers: 3 }, bevorder);
      const terug = (await store.leesDeelnemer(oud.id))!;
      assert.equal(terug.nummer, oud.nummer);
      assert.equal(terug.afleveringen[0]!.actief, true);
      assert.deepEqual(await bevorderdeNamen(), ['Wachter 2']);
      assert.deepEqual(await namenOpLijst(), ['Wachter 1']);
      assert.equal(await store.telActief(), 2);
    });

    it('schrijft niemand in zonder vrijgekomen plaats of zonder de opties', async () => {
      const verkopers = await volMetLijst(2, 2);
      await store.wijzigDeelnemer({ ...verkopers[0]!, naam: 'Nieuwe naam' }, bevorder);
      await store.verwijderDeelnemer(verkopers[1]!.id);
      assert.deepEqual(await bevorderdeNamen(), []);
      assert.deepEqual(await namenOpLijst(), ['Wachter 1', 'Wachter 2']);
    });

    it('schrijft niemand in zolang de inschrijving gesloten is, en vult bij heropenen de vrije plaatsen', async () => {
      const verkopers = await volMetLijst(3, 3);
      await store.wijzigInstellingen({ inschrijvingGesloten: true }, bevorder);
      await store.verwijderDeelnemer(verkopers[0]!.id, bevorder);
      await store.verwijderDeelnemer(verkopers[1]!.id, bevorder);
      assert.deepEqual(await bevorderdeNamen(), []);
      assert.equal(await store.telActief(), 1);
      await store.wijzigInstellingen({ inschrijvingGesloten: false }, bevorder);
      assert.deepEqual(await bevorderdeNamen(), ['Wachter 1', 'Wachter 2']);
      assert.deepEqual(await namenOpLijst(), ['Wachter 3']);
      assert.equal(await store.telActief(), 3);
    });

    it('schrijft niemand in als automatisch inschrijven uit staat, en vult bij aanzetten de vrije plaatsen', async () => {
      const verkopers = await volMetLijst(2, 2);
      assert.equal(await store.leesAutomatischBevorderen(), true);
      assert.deepEqual(await store.zetAutomatischBevorderen(false, bevorder), []);
      assert.equal(await store.leesAutomatischBevorderen(), false);
      await store.verwijderDeelnemer(verkopers[0]!.id, bevorder);
      assert.deepEqual(await bevorderdeNamen(), []);
      const bevorderd = await store.zetAutomatischBevorderen(true, bevorder);
      assert.deepEqual(
        bevorderd.map((d) => d.naam),
        ['Wachter 1'],
      );
      assert.deepEqual(await namenOpLijst(), ['Wachter 2']);
      assert.equal(await store.telActief(), 2);
    });

    it('slaat wie intussen al ingeschreven is over', async () => {
      const verkopers = await volMetLijst(2, 2);
      await store.schrijfIn(wachter(1), { bypassGate: true, now: T0 });
      await store.wijzigInstellingen({ maximumAantalDeelnemers: 4 });
      await store.verwijderDeelnemer(verkopers[0]!.id, bevorder);
      assert.deepEqual(await bevorderdeNamen(), ['Wachter 1', 'Wachter 2']);
      assert.deepEqual(await namenOpLijst(), []);
    });

    it('hoort bij één beurs: de volgende aflevering begint met een lege lijst en telt haar eigen plaatsen', async () => {
      await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      await volMetLijst(2, 1);
      await store.bewaarAflevering({ volgnummer: 2, datum: '2026-10-10' });
      assert.deepEqual(await namenOpLijst(), []);
      assert.equal(await store.telActief(), 0);
      await store.wijzigInstellingen({
        inschrijvingGeopend: true,
        inschrijvingGesloten: false,
        maximumAantalDeelnemers: 2,
      });
      const nieuw = [];
      for (let i = 11; i <= 12; i++) nieuw.push(await store.schrijfIn(persoon(i), { bypassGate: false, now: T0 }));
      await store.zetOpReservelijst(wachter(2), { now: T0, mail: reserveMail });
      assert.deepEqual(await namenOpLijst(), ['Wachter 2']);
      await store.verwijderDeelnemer(nieuw[0]!.id, bevorder);
      assert.deepEqual(await bevorderdeNamen(), ['Wachter 2']);
      assert.equal(await store.telActief(), 2);
    });

    it('verwijdert en verplaatst mensen op de lijst', async () => {
      await volMetLijst(1, 3);
      const [een, twee, drie] = await store.leesReservelijst();
      const lijst = await store.verplaatsOpReservelijst(drie!.id, 'omhoog');
      assert.deepEqual(
        lijst.map((p) => p.naam),
        ['Wachter 1', 'Wachter 3', 'Wachter 2'],
      );
      await store.verplaatsOpReservelijst(een!.id, 'omlaag');
      assert.deepEqual(await namenOpLijst(), ['Wachter 3', 'Wachter 1', 'Wachter 2']);
      assert.equal((await store.verwijderVanReservelijst(twee!.id))?.naam, 'Wachter 2');
      assert.equal(await store.verwijderVanReservelijst(twee!.id), null);
      assert.deepEqual(await namenOpLijst(), ['Wachter 3', 'Wachter 1']);
      await weigert(
        store.verplaatsOpReservelijst('bestaat-niet', 'omhoog'),
        'niet-gevonden',
        'Reservering niet gevonden',
      );
    });

    it('bij de opening: 200 aanmeldingen tegelijk voor een volle inschrijving, elk een eigen plaats, één per adres', async () => {
      await volMetLijst(2, 0);
      const uitkomsten = await Promise.allSettled(
        Array.from({ length: 220 }, (_, i) =>
          // The last 20 are the first 20 addresses once more.
          store.zetOpReservelijst(wachter(i % 200), { now: at(i), mail: reserveMail }),
        ),
      );
      const plaatsen = uitkomsten.flatMap((u) => (u.status === 'fulfilled' ? [u.value] : []));
      assert.equal(plaatsen.length, 200);
      assert.deepEqual(
        plaatsen.map((p) => p.positie).sort((a, b) => a - b),
        Array.from({ length: 200 }, (_, i) => i + 1),
      );
      for (const u of uitkomsten) {
        if (u.status === 'rejected') {
          assert.ok(u.reason instanceof DomainError, String(u.reason));
          assert.equal(u.reason.message, MELDING_AL_OP_RESERVELIJST);
        }
      }
      assert.equal((await store.leesReservelijst()).length, 200);
      assert.equal((await store.leesMails()).filter((m) => m.subject === 'Je staat op de reservelijst').length, 200);
    });

    if (options.isolatesConcurrentTransactions) {
      it('100 vrijgaven en inschrijvingen tegelijk: nooit boven het maximum', async () => {
        const verkopers = await volMetLijst(50, 60);
        const uitkomsten = await Promise.allSettled([
          ...verkopers.map((d) => store.verwijderDeelnemer(d.id, bevorder)),
          ...Array.from({ length: 50 }, (_, i) => store.schrijfIn(persoon(100 + i), { bypassGate: false, now: T0 })),
        ]);
        for (const u of uitkomsten) {
          if (u.status === 'rejected') {
            assert.ok(u.reason instanceof DomainError, String(u.reason));
            assert.equal(u.reason.message, MELDING_MAXIMUM);
          }
        }
        const actief = (await store.leesDeelnemers()).filter((d) => d.actief);
        assert.equal(actief.length, 50);
        assert.equal(await store.telActief(), 50);
        const nieuw = actief.filter((d) => d.naam.startsWith('Verkoper')).length;
        const bevorderd = actief.filter((d) => d.naam.startsWith('Wachter')).length;
        assert.equal((await store.leesReservelijst()).length, 60 - bevorderd);
        assert.equal(nieuw + bevorderd, 50);
        assert.equal(new Set(actief.map((d) => d.nummer)).size, 50);
      });
    } else {
      it('100 vrijgaven en inschrijvingen tegelijk: nooit boven het maximum', (t) => {
        t.skip(
          `${name} isoleert gelijktijdige transacties niet; deze test draait tegen SQLite en de officiële Firestore-emulator`,
        );
      });
    }
  });
}
