/** Store contract, volunteers: shifts, capacity, the volunteer flags and the mails. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MELDING_AL_AANGEMELD, MELDING_DIENST_VOL, type DienstSoort } from '../../domein/vrijwilligers';
import type { MailBericht } from '../../../kern/types';
import { ALS_BEHEERDER, persoon } from '../../../registratie/store/contract/fixtures';
import { isoleert, T0, weigert, type ContractUse } from '../../../platform/testing/contract';
import type { VrijwilligersStore } from '../port';
import type { DeelnemersStore } from '../../../registratie/store/port';
import type { AfleveringenStore } from '../../../seizoen/store/port';
import type { OutboxStore } from '../../../mail/store/port';

const vrijwilliger = (i: number, diensten: DienstSoort[]) => ({
  naam: `Helper ${i}`,
  email: `helper${i}@voorbeeld.nl`,
  telefoon: '06-12345678',
  diensten,
});

const brief = (aanmeldingen: { email: string; dienst: string }[]): MailBericht => ({
  to: aanmeldingen[0]!.email,
  subject: 'Aangemeld',
  text: aanmeldingen.map((a) => a.dienst).join(','),
  html: '<p>Aangemeld</p>',
});

export function vrijwilligersContract(
  use: ContractUse<VrijwilligersStore & DeelnemersStore & AfleveringenStore & OutboxStore>,
): void {
  const { store } = use;
  describe('vrijwilligers', () => {
    const beurs = async () => (await store.bewaarAflevering({ volgnummer: 1, datum: '2026-09-12' }))[0]!.id;

    it('een nieuwe beurs heeft de drie diensten met standaardtijden en 8 plaatsen', async () => {
      const id = await beurs();
      const diensten = await store.leesDiensten(id);
      assert.deepEqual(
        diensten.map((d) => [d.dienst, d.capaciteit, d.plaatsenOver]),
        [
          ['vrijdagSorteren', 8, 8],
          ['zaterdagOpbouwen', 8, 8],
          ['zaterdagTijdens', 8, 8],
        ],
      );
    });

    it('de beheerder stelt tijd en capaciteit per dienst in, per beurs', async () => {
      const id = await beurs();
      const dienst = await store.bewaarDienst(id, 'zaterdagOpbouwen', { tijd: 'Zaterdag 7.30 - 9.30', capaciteit: 3 });
      assert.equal(dienst.tijd, 'Zaterdag 7.30 - 9.30');
      assert.equal(dienst.plaatsenOver, 3);
      const volgende = (await store.bewaarAflevering({ volgnummer: 2, datum: '2027-03-13' })).at(-1)!.id;
      assert.equal((await store.leesDiensten(volgende))[1]!.capaciteit, 8);
    });

    it('aanmelden schrijft een aanmelding per dienst en de mail in dezelfde transactie', async () => {
      const id = await beurs();
      const nieuw = await store.meldAan(id, vrijwilliger(1, ['vrijdagSorteren', 'zaterdagTijdens']), {
        now: T0,
        mail: brief,
      });
      assert.deepEqual(
        nieuw.map((a) => [a.dienst, a.naam, a.deelnemerId]),
        [
          ['vrijdagSorteren', 'Helper 1', null],
          ['zaterdagTijdens', 'Helper 1', null],
        ],
      );
      assert.deepEqual(await store.leesAanmeldingen(id), nieuw);
      const mails = await store.leesMails();
      assert.equal(mails.length, 1);
      assert.equal(mails[0]!.text, 'vrijdagSorteren,zaterdagTijdens');
      assert.equal((await store.leesDiensten(id))[0]!.plaatsenOver, 7);
    });

    it('de capaciteit wordt nooit overschreden: een claim op een volle dienst wordt geweigerd en schrijft niets', async () => {
      const id = await beurs();
      await store.bewaarDienst(id, 'zaterdagOpbouwen', { tijd: 'x', capaciteit: 1 });
      await store.meldAan(id, vrijwilliger(1, ['zaterdagOpbouwen']), { now: T0 });
      await weigert(
        store.meldAan(id, vrijwilliger(2, ['vrijdagSorteren', 'zaterdagOpbouwen']), { now: T0, mail: brief }),
        'conflict',
        MELDING_DIENST_VOL('zaterdagOpbouwen'),
      );
      assert.equal((await store.leesAanmeldingen(id)).length, 1);
      assert.deepEqual(await store.leesMails(), []);
    });

    it('hetzelfde adres kan een dienst maar één keer nemen', async () => {
      const id = await beurs();
      await store.meldAan(id, vrijwilliger(1, ['zaterdagTijdens']), { now: T0 });
      await weigert(
        store.meldAan(id, { ...vrijwilliger(1, ['zaterdagTijdens']), email: ' HELPER1@voorbeeld.nl' }, { now: T0 }),
        'conflict',
        MELDING_AL_AANGEMELD('zaterdagTijdens'),
      );
    });

    it('het formulier met het adres van een verkoper zet geen vlaggen maar mailt die verkoper; via de eigen link telt het (issue #24)', async () => {
      const id = await beurs();
      const verkoper = await store.schrijfIn(persoon(5), ALS_BEHEERDER);
      const verkoperMail = (deelnemerId: string): MailBericht => ({
        to: 'verkoper5@voorbeeld.nl',
        subject: `Bevestig ${deelnemerId}`,
        text: 'bevestig',
        html: '<p>bevestig</p>',
      });
      const diensten: DienstSoort[] = ['zaterdagOpbouwen', 'zaterdagTijdens'];
      const [opbouwen, tijdens] = await store.meldAan(
        id,
        { naam: 'V', email: 'Verkoper5@Voorbeeld.nl', telefoon: '', diensten },
        { now: T0, verkoperMail },
      );
      assert.equal(opbouwen!.deelnemerId, null, 'het formulier bewijst niets over het adres');
      let nu = (await store.leesDeelnemer(verkoper.id))!;
      assert.deepEqual([nu.vrijwilligerVrijdag, nu.vrijwilligerZaterdag], [false, false]);
      assert.deepEqual(
        (await store.leesMails()).map((m) => m.subject),
        [`Bevestig ${verkoper.id}`],
      );

      // The seller's own link, the same shifts: taken over, not refused as taken, not doubled.
      const bevestigd = await store.meldAan(
        id,
        { naam: verkoper.naam, email: verkoper.email, telefoon: '', diensten, deelnemerId: verkoper.id },
        { now: T0 },
      );
      assert.deepEqual(
        bevestigd.map((a) => [a.id, a.deelnemerId]),
        [
          [opbouwen!.id, verkoper.id],
          [tijdens!.id, verkoper.id],
        ],
      );
      assert.equal((await store.leesAanmeldingen(id)).length, 2);
      assert.ok((await store.leesAanmeldingen(id)).every((a) => a.deelnemerId === verkoper.id));
      assert.equal((await store.leesDiensten(id))[2]!.bezet, 1);
      nu = (await store.leesDeelnemer(verkoper.id))!;
      assert.deepEqual([nu.vrijwilligerVrijdag, nu.vrijwilligerZaterdag], [false, true]);
      await weigert(
        store.meldAan(id, { ...vrijwilliger(5, ['zaterdagTijdens']), email: 'verkoper5@voorbeeld.nl' }, { now: T0 }),
        'conflict',
        MELDING_AL_AANGEMELD('zaterdagTijdens'),
      );

      await store.verwijderAanmelding(opbouwen!.id);
      nu = (await store.leesDeelnemer(verkoper.id))!;
      assert.equal(nu.vrijwilligerZaterdag, true, 'de andere zaterdagdienst blijft');
      assert.equal((await store.verwijderAanmelding(tijdens!.id))?.id, tijdens!.id);
      nu = (await store.leesDeelnemer(verkoper.id))!;
      assert.equal(nu.vrijwilligerZaterdag, false);
      assert.equal(await store.verwijderAanmelding(tijdens!.id), null);
      assert.equal((await store.leesDiensten(id))[2]!.bezet, 0);
    });

    it('via de persoonlijke link (deelnemerId) telt de aanmelding voor die verkoper', async () => {
      const id = await beurs();
      const verkoper = await store.schrijfIn(persoon(6), ALS_BEHEERDER);
      await store.meldAan(id, { ...vrijwilliger(9, ['vrijdagSorteren']), deelnemerId: verkoper.id }, { now: T0 });
      assert.equal((await store.leesDeelnemer(verkoper.id))!.vrijwilligerVrijdag, true);
    });

    it('de beheerder mailt één dienst: één mail per vrijwilliger van die dienst', async () => {
      const id = await beurs();
      await store.meldAan(id, vrijwilliger(1, ['vrijdagSorteren']), { now: T0 });
      await store.meldAan(id, vrijwilliger(2, ['vrijdagSorteren', 'zaterdagOpbouwen']), { now: T0 });
      await store.meldAan(id, vrijwilliger(3, ['zaterdagOpbouwen']), { now: T0 });
      const aantal = await store.mailDienst(
        id,
        'vrijdagSorteren',
        (a) => ({ to: a.email, subject: 'Vrijdag', text: a.naam, html: '' }),
        T0,
      );
      assert.equal(aantal, 2);
      assert.deepEqual((await store.leesMails()).map((m) => m.to).sort(), [
        'helper1@voorbeeld.nl',
        'helper2@voorbeeld.nl',
      ]);
    });

    it('50 gelijktijdige claims op 5 plaatsen geven precies 5 aanmeldingen', async (t) => {
      if (!isoleert(use, t)) return;
      const id = await beurs();
      await store.bewaarDienst(id, 'zaterdagTijdens', { tijd: 'x', capaciteit: 5 });
      const uitkomsten = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) => store.meldAan(id, vrijwilliger(i, ['zaterdagTijdens']), { now: T0 })),
      );
      assert.equal(uitkomsten.filter((u) => u.status === 'fulfilled').length, 5);
      assert.equal((await store.leesAanmeldingen(id)).length, 5);
      assert.equal((await store.leesDiensten(id))[2]!.plaatsenOver, 0);
    });
  });
}
