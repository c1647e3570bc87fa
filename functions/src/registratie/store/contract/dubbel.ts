/** Store contract: one registration per e-mail address per fair (registratie/domein/dubbel.ts). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MELDING_AL_INGESCHREVEN } from '../../domein/dubbel';
import type { DomainError } from '../../../kern/errors';
import { ALS_BEHEERDER, bevestiging, persoon } from './fixtures';
import { at, weigert, type ContractUse } from '../../../platform/testing/contract';
import type { DeelnemersStore, InstellingenStore } from '../port';
import type { AfleveringenStore, PubliekStore } from '../../../seizoen/store/port';
import type { OutboxStore } from '../../../mail/store/port';

export function eenPerAdresContract({
  store,
}: ContractUse<DeelnemersStore & InstellingenStore & PubliekStore & AfleveringenStore & OutboxStore>): void {
  const openInschrijving = (maximumAantalDeelnemers = 250) =>
    store.wijzigInstellingen({ inschrijvingGeopend: true, inschrijvingGesloten: false, maximumAantalDeelnemers });

  describe('één inschrijving per e-mailadres per beurs', () => {
    const MINUUT = 60_000;
    const alsBezoeker = (ms: number) => ({ bypassGate: false, now: at(ms), mail: bevestiging });
    const zelfdeAdres = { naam: 'Iemand Anders', email: '  VERKOPER1@Voorbeeld.NL ', telefoon: '06-99999999' };

    it('weigert een tweede inschrijving (andere hoofdletters en spaties) met 409 en slaat niets nieuws op', async () => {
      await openInschrijving();
      const eerste = await store.schrijfIn(persoon(1), alsBezoeker(0));
      await weigert(store.schrijfIn(zelfdeAdres, alsBezoeker(MINUUT)), 'conflict', MELDING_AL_INGESCHREVEN);
      assert.deepEqual(await store.leesDeelnemers(), [eerste]);
      assert.equal(await store.telActief(), 1);
      // Within the hour of the first confirmation: none again.
      assert.equal((await store.leesMails()).length, 1);
    });

    it('stuurt de bestaande bevestiging opnieuw naar het opgeslagen adres, hooguit eens per uur', async () => {
      await openInschrijving();
      const eerste = await store.schrijfIn(persoon(1), alsBezoeker(0));
      await weigert(store.schrijfIn(zelfdeAdres, alsBezoeker(61 * MINUUT)), 'conflict', MELDING_AL_INGESCHREVEN);
      const mails = await store.leesMails();
      assert.equal(mails.length, 2);
      assert.deepEqual(
        mails.map((m) => ({ to: m.to, subject: m.subject, text: m.text, html: m.html })),
        [bevestiging(eerste), bevestiging(eerste)],
      );
      await weigert(store.schrijfIn(zelfdeAdres, alsBezoeker(120 * MINUUT)), 'conflict', MELDING_AL_INGESCHREVEN);
      assert.equal((await store.leesMails()).length, 2);
      await weigert(store.schrijfIn(zelfdeAdres, alsBezoeker(121 * MINUUT)), 'conflict', MELDING_AL_INGESCHREVEN);
      assert.equal((await store.leesMails()).length, 3);
      assert.deepEqual(await store.leesDeelnemers(), [eerste]);
    });

    it('laat hetzelfde adres toe voor een nieuwe beurs (aflevering), met het eigen nummer', async () => {
      await openInschrijving();
      await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      await store.schrijfIn(persoon(1), alsBezoeker(0));
      await store.bewaarAflevering({ volgnummer: 2, datum: '2026-09-12' });
      // The next fair starts closed; the administrator opens it.
      await openInschrijving();
      const weer = await store.schrijfIn(persoon(1), alsBezoeker(MINUUT));
      assert.equal(weer.nummer, 1);
      await weigert(store.schrijfIn(zelfdeAdres, alsBezoeker(2 * MINUUT)), 'conflict', MELDING_AL_INGESCHREVEN);
    });

    it('volgt een adres dat de beheerder wijzigde', async () => {
      await openInschrijving();
      const eerste = await store.schrijfIn(persoon(1), alsBezoeker(0));
      await store.wijzigDeelnemer({ ...eerste, email: 'Nieuw@Voorbeeld.nl' });
      await weigert(
        store.schrijfIn({ ...zelfdeAdres, email: 'nieuw@voorbeeld.nl' }, alsBezoeker(MINUUT)),
        'conflict',
        MELDING_AL_INGESCHREVEN,
      );
      assert.equal((await store.schrijfIn(zelfdeAdres, alsBezoeker(2 * MINUUT))).nummer, 2);
    });

    it('een beheerder mag hetzelfde adres nogmaals inschrijven (bijvoorbeeld twee verkopers van één gezin)', async () => {
      await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      await store.schrijfIn(zelfdeAdres, ALS_BEHEERDER);
      assert.equal((await store.leesDeelnemers()).length, 2);
    });

    it('20 gelijktijdige inschrijvingen met één adres: precies één geaccepteerd', async () => {
      await openInschrijving();
      const uitkomsten = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          store.schrijfIn(
            { ...zelfdeAdres, email: i % 2 ? 'verkoper1@voorbeeld.nl' : ' Verkoper1@voorbeeld.nl' },
            alsBezoeker(0),
          ),
        ),
      );
      assert.equal(uitkomsten.filter((u) => u.status === 'fulfilled').length, 1);
      for (const u of uitkomsten) {
        if (u.status === 'rejected') assert.equal((u.reason as DomainError).message, MELDING_AL_INGESCHREVEN);
      }
      assert.equal((await store.leesDeelnemers()).length, 1);
    });
  });
}
