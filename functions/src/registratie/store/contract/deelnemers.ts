/** Store contract: registration (gate, numbers, mail) and managing deelnemers; one per address is dubbel.ts. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError, nietGevonden } from '../../../kern/errors';
import { BESCHERMDE_NAAM, MELDING_MAXIMUM, MELDING_NIET_GEOPEND, meldingGesloten } from '../../domein/registratie';
import type { Deelnemer } from '../../../kern/types';
import { MELDING_NUMMERS_OP } from '../../domein/verkopersnummer';
import { LAATSTE_NUMMER } from '../sleutels';
import { ALS_BEHEERDER, ALS_BEZOEKER, bevestiging, persoon } from './fixtures';
import { at, T0, weigert, type ContractUse } from '../../../platform/testing/contract';
import type { DeelnemersStore, InstellingenStore } from '../port';
import type { AfleveringenStore, PubliekStore } from '../../../seizoen/store/port';
import type { OutboxStore } from '../../../mail/store/port';
import type { MetaStore } from '../../../beheer/store/port';
import { EIGEN_BEURS } from '../../../seizoen/store/contract/fixtures';
import { wachtend } from '../../../mail/store/contract/fixtures';

export function deelnemersContract({
  store,
}: ContractUse<
  DeelnemersStore & InstellingenStore & PubliekStore & AfleveringenStore & OutboxStore & MetaStore
>): void {
  const openInschrijving = (maximumAantalDeelnemers = 250) =>
    store.wijzigInstellingen({ inschrijvingGeopend: true, inschrijvingGesloten: false, maximumAantalDeelnemers });

  describe('schrijfIn', () => {
    it('geeft oplopende nummers vanaf 1 en een actieve deelnemer', async () => {
      const eerste = await store.schrijfIn(persoon(1), { bypassGate: true, now: at(0) });
      const tweede = await store.schrijfIn(persoon(2), { bypassGate: true, now: at(1000) });
      const derde = await store.schrijfIn(persoon(3), { bypassGate: true, now: at(2000) });
      assert.deepEqual([eerste.nummer, tweede.nummer, derde.nummer], [1, 2, 3]);
      assert.equal(typeof eerste.id, 'string');
      assert.ok(eerste.id.length > 0);
      assert.equal(new Set([eerste.id, tweede.id, derde.id]).size, 3);
      assert.deepEqual(eerste, {
        id: eerste.id,
        nummer: 1,
        naam: 'Verkoper 1',
        email: 'verkoper1@voorbeeld.nl',
        telefoon: '06-12345671',
        actief: true,
        vrijwilligerVrijdag: false,
        vrijwilligerZaterdag: false,
        afleveringen: [],
        aangemeld: at(0).toISOString(),
      });
      assert.deepEqual(await store.leesDeelnemer(eerste.id), eerste);
      assert.deepEqual(await store.leesDeelnemer(tweede.id), tweede);
      assert.equal(await store.telActief(), 3);
    });

    it('gebruikt een nummer nooit opnieuw, ook niet na verwijderen van het hoogste', async () => {
      await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      await store.schrijfIn(persoon(2), ALS_BEHEERDER);
      const derde = await store.schrijfIn(persoon(3), ALS_BEHEERDER);
      await store.verwijderDeelnemer(derde.id);
      assert.equal((await store.schrijfIn(persoon(4), ALS_BEHEERDER)).nummer, 4);
      for (const d of await store.leesDeelnemers()) await store.verwijderDeelnemer(d.id);
      assert.equal((await store.schrijfIn(persoon(5), ALS_BEHEERDER)).nummer, 5);
    });

    it('geeft nooit een bestaand nummer, ook niet als de teller achterloopt', async () => {
      await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      await store.schrijfIn(persoon(2), ALS_BEHEERDER);
      await store.schrijfIn(persoon(3), ALS_BEHEERDER);
      // As after restoring an older counter, or importing people with their own numbers.
      await store.zetMeta(LAATSTE_NUMMER, '1');
      assert.equal((await store.schrijfIn(persoon(4), ALS_BEHEERDER)).nummer, 4);
      assert.equal((await store.schrijfIn(persoon(5), ALS_BEHEERDER)).nummer, 5);
      assert.deepEqual(
        (await store.leesDeelnemers()).map((d) => d.nummer),
        [1, 2, 3, 4, 5],
      );
    });

    it('geeft 9999 als laatste nummer en weigert daarna, ook een beheerder, zonder iets op te slaan', async () => {
      await store.zetMeta(LAATSTE_NUMMER, '9998');
      const laatste = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      assert.equal(laatste.nummer, 9999);
      await weigert(store.schrijfIn(persoon(2), ALS_BEHEERDER), 'conflict', MELDING_NUMMERS_OP);
      await openInschrijving();
      await weigert(
        store.schrijfIn(persoon(3), { ...ALS_BEZOEKER, mail: bevestiging }),
        'conflict',
        MELDING_NUMMERS_OP,
      );
      assert.deepEqual(await store.leesDeelnemers(), [laatste]);
      assert.equal(await store.telActief(), 1);
      assert.deepEqual(await store.leesMails(), []);
    });

    it('koppelt aan de laatste aflevering (hoogste volgnummer), met een eigen actief-vlag', async () => {
      await store.bewaarAflevering({ volgnummer: 3, datum: '2026-09-12' });
      await store.bewaarAflevering({ volgnummer: 1, datum: '2025-09-13' });
      const laatste = (await store.leesLaatsteAflevering())!;
      assert.equal(laatste.volgnummer, 3);
      const d = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      assert.deepEqual(d.afleveringen, [{ id: laatste.id, volgnummer: 3, datum: '2026-09-12', actief: true }]);
      assert.deepEqual((await store.leesDeelnemer(d.id))!.afleveringen, d.afleveringen);
    });

    it('weigert als de inschrijving nog niet geopend is', async () => {
      await weigert(store.schrijfIn(persoon(1), ALS_BEZOEKER), 'conflict', MELDING_NIET_GEOPEND);
      assert.deepEqual(await store.leesDeelnemers(), []);
    });

    it('weigert als de inschrijving gesloten is, met het e-mailadres van de beurs', async () => {
      await store.bewaarBeurs(EIGEN_BEURS);
      await store.wijzigInstellingen({ inschrijvingGeopend: true, inschrijvingGesloten: true });
      await weigert(
        store.schrijfIn(persoon(1), ALS_BEZOEKER),
        'conflict',
        meldingGesloten('reservelijst@devlinder.example'),
      );
      assert.deepEqual(await store.leesDeelnemers(), []);
    });

    it('weigert als het maximum bereikt is; alleen actieve deelnemers tellen', async () => {
      await openInschrijving(2);
      await store.schrijfIn(persoon(1), ALS_BEZOEKER);
      const tweede = await store.schrijfIn(persoon(2), ALS_BEZOEKER);
      await weigert(store.schrijfIn(persoon(3), ALS_BEZOEKER), 'conflict', MELDING_MAXIMUM);
      assert.equal((await store.leesDeelnemers()).length, 2);

      await store.wijzigDeelnemer({ ...tweede, actief: false });
      assert.equal(await store.telActief(), 1);
      const derde = await store.schrijfIn(persoon(3), ALS_BEZOEKER);
      assert.equal(derde.nummer > tweede.nummer, true);
      await weigert(store.schrijfIn(persoon(4), ALS_BEZOEKER), 'conflict', MELDING_MAXIMUM);
    });

    it('een beheerder schrijft in langs alle drie de weigeringen', async () => {
      await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      await store.wijzigInstellingen({ inschrijvingGeopend: true, maximumAantalDeelnemers: 1 });
      await store.schrijfIn(persoon(2), ALS_BEHEERDER);
      await store.wijzigInstellingen({ inschrijvingGesloten: true });
      await store.schrijfIn(persoon(3), ALS_BEHEERDER);
      assert.equal(await store.telActief(), 3);
    });

    it("de rij 'Kledingmaat' telt nooit mee als actief", async () => {
      await openInschrijving(1);
      const maat = await store.schrijfIn(
        { naam: BESCHERMDE_NAAM, email: 'maat@voorbeeld.nl', telefoon: '' },
        ALS_BEHEERDER,
      );
      assert.equal(maat.actief, true);
      assert.equal(await store.telActief(), 0);
      await store.schrijfIn(persoon(1), ALS_BEZOEKER);
      assert.equal(await store.telActief(), 1);
      await store.wijzigDeelnemer({ ...maat, naam: 'kledingmaat ', actief: true });
      assert.equal(await store.telActief(), 1);
      assert.equal((await store.leesPubliekeStaat()).aantalActief, 1);
    });

    it('schrijft de bevestigingsmail in dezelfde transactie naar de outbox', async () => {
      await openInschrijving();
      const gezien: Deelnemer[] = [];
      const d = await store.schrijfIn(persoon(1), {
        bypassGate: false,
        now: T0,
        mail: (deelnemer) => {
          gezien.push(deelnemer);
          return bevestiging(deelnemer);
        },
      });
      assert.equal(gezien.at(-1)?.nummer, 1);
      assert.equal(gezien.at(-1)?.naam, 'Verkoper 1');
      const mails = await store.leesMails();
      assert.equal(mails.length, 1);
      assert.deepEqual(mails[0], wachtend(mails[0]!.id, bevestiging(d), T0));
      assert.deepEqual(
        (await store.reserveerMails(T0, 10, 60_000)).map((m) => m.id),
        [mails[0]!.id],
      );
    });

    it('schrijft geen mail en geen deelnemer als de poort weigert', async () => {
      await weigert(
        store.schrijfIn(persoon(1), { bypassGate: false, now: T0, mail: bevestiging }),
        'conflict',
        MELDING_NIET_GEOPEND,
      );
      await openInschrijving(0);
      await weigert(
        store.schrijfIn(persoon(1), { bypassGate: false, now: T0, mail: bevestiging }),
        'conflict',
        MELDING_MAXIMUM,
      );
      assert.deepEqual(await store.leesMails(), []);
      assert.deepEqual(await store.leesDeelnemers(), []);
      assert.equal(await store.telActief(), 0);
    });

    /*
     * The opening rush. Both adapters decide registrations first come, first served with one
     * writer at a time (SQLite: one synchronous transaction per call; Firestore: one assigner
     * with a lease, registratie/store/firestore/toewijzer.ts), so these run on the stand-in too.
     */
    const isVol = (fout: unknown) => {
      assert.ok(fout instanceof DomainError, `verwacht een DomainError, kreeg ${String(fout)}`);
      assert.equal(fout.soort, 'conflict');
      assert.equal(fout.message, MELDING_MAXIMUM);
    };

    it('1.000 gelijktijdige inschrijvingen bij maximum 300: precies 300 geaccepteerd', async () => {
      await openInschrijving(300);
      const uitkomsten = await Promise.allSettled(
        Array.from({ length: 1000 }, (_, i) =>
          store.schrijfIn(persoon(i), { bypassGate: false, now: T0, mail: bevestiging }),
        ),
      );
      const gelukt = uitkomsten.flatMap((u) => (u.status === 'fulfilled' ? [u.value] : []));
      const mislukt = uitkomsten.flatMap((u) => (u.status === 'rejected' ? [u.reason as unknown] : []));
      assert.equal(gelukt.length, 300);
      assert.deepEqual(
        gelukt.map((d) => d.nummer).sort((a, b) => a - b),
        Array.from({ length: 300 }, (_, i) => i + 1),
      );
      assert.equal(mislukt.length, 700);
      for (const fout of mislukt) isVol(fout);
      assert.equal(await store.telActief(), 300);
      assert.equal((await store.leesDeelnemers()).length, 300);
      assert.equal((await store.leesMails()).length, 300);
    });

    it('1.000 aanvragen bij maximum 300: wie eerst binnenkomt, krijgt een plaats en het lagere nummer', async () => {
      await openInschrijving(300);
      // Each request is sent once the one before has its place in the arrival order; all of
      // them then wait for their decision at the same time.
      const uitkomsten: Promise<Deelnemer>[] = [];
      for (let i = 0; i < 1000; i++) {
        await new Promise<void>((binnen) => {
          const uitkomst = store.schrijfIn(persoon(i), {
            bypassGate: false,
            now: T0,
            mail: bevestiging,
            ontvangen: binnen,
          });
          uitkomsten.push(uitkomst);
          uitkomst.catch(() => binnen());
        });
      }
      const besluiten = await Promise.allSettled(uitkomsten);
      besluiten.forEach((besluit, i) => {
        if (i < 300) {
          assert.equal(besluit.status, 'fulfilled', `aanvraag ${i + 1} krijgt een plaats`);
          assert.equal(besluit.value.nummer, i + 1);
          assert.equal(besluit.value.email, persoon(i).email);
        } else {
          assert.equal(besluit.status, 'rejected', `aanvraag ${i + 1} is te laat`);
          isVol(besluit.reason);
        }
      });
      assert.equal(await store.telActief(), 300);
      assert.equal((await store.leesMails()).length, 300);
    });
  });

  describe('deelnemers beheren', () => {
    it('leesDeelnemers is gesorteerd op nummer', async () => {
      for (let i = 1; i <= 5; i++) await store.schrijfIn(persoon(i), ALS_BEHEERDER);
      const lijst = await store.leesDeelnemers();
      assert.deepEqual(
        lijst.map((d) => [d.nummer, d.naam]),
        [1, 2, 3, 4, 5].map((i) => [i, `Verkoper ${i}`]),
      );
    });

    it('wijzigDeelnemer vervangt de bewerkbare velden en houdt nummer en aangemeld', async () => {
      await store.bewaarAflevering({ volgnummer: 1, datum: '2025-09-13' });
      await store.bewaarAflevering({ volgnummer: 2, datum: '2026-03-14' });
      const [oud, nieuw] = await store.leesAfleveringen();
      const d = await store.schrijfIn(persoon(1), { bypassGate: true, now: at(0) });
      const afleveringen = [
        { id: nieuw!.id, volgnummer: 2, datum: '2026-03-14', actief: false },
        { id: oud!.id, volgnummer: 1, datum: '2025-09-13', actief: true },
      ];
      const poging = {
        id: d.id,
        nummer: 99,
        aangemeld: at(5000).toISOString(),
        naam: 'Anne de Vries',
        email: 'anne@voorbeeld.nl',
        telefoon: '06-99999999',
        actief: false,
        vrijwilligerVrijdag: true,
        vrijwilligerZaterdag: true,
        afleveringen,
      };
      const verwacht: Deelnemer = { ...poging, nummer: 1, aangemeld: at(0).toISOString() };
      assert.deepEqual(await store.wijzigDeelnemer(poging), verwacht);
      assert.deepEqual(await store.leesDeelnemer(d.id), verwacht);
      assert.deepEqual(await store.leesDeelnemers(), [verwacht]);
      assert.equal(await store.telActief(), 0);

      const terug = await store.wijzigDeelnemer({ ...verwacht, telefoon: '', afleveringen: [] });
      assert.equal(terug.telefoon, '');
      assert.deepEqual(terug.afleveringen, []);
    });

    it('wijzigDeelnemer van een onbekend id geeft 404', async () => {
      await weigert(
        store.wijzigDeelnemer({
          id: 'bestaat-niet',
          naam: 'X',
          email: 'x@voorbeeld.nl',
          telefoon: '',
          actief: true,
          vrijwilligerVrijdag: false,
          vrijwilligerZaterdag: false,
          afleveringen: [],
        }),
        'niet-gevonden',
        nietGevonden('Deelnemer').message,
      );
      assert.deepEqual(await store.leesDeelnemers(), []);
    });

    it('verwijderDeelnemer geeft de verwijderde rij, daarna null', async () => {
      const eerste = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      const tweede = await store.schrijfIn(persoon(2), ALS_BEHEERDER);
      assert.deepEqual(await store.verwijderDeelnemer(eerste.id), eerste);
      assert.equal(await store.leesDeelnemer(eerste.id), null);
      assert.equal(await store.verwijderDeelnemer(eerste.id), null);
      assert.deepEqual(await store.leesDeelnemers(), [tweede]);
      assert.equal(await store.telActief(), 1);
    });

    it('leesDeelnemerMetNummer vindt op nummer', async () => {
      await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      const tweede = await store.schrijfIn(persoon(2), ALS_BEHEERDER);
      assert.deepEqual(await store.leesDeelnemerMetNummer(2), tweede);
      assert.equal(await store.leesDeelnemerMetNummer(3), null);
      assert.equal(await store.leesDeelnemer('bestaat-niet'), null);
    });
  });
}
