/** Store contract, privacy: retention, the erasure log, the reminder and its opt-out. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BESCHERMDE_NAAM } from '../../../registratie/domein/registratie';
import type { Deelnemer, MailBericht, NieuweDeelnemer } from '../../../kern/types';
import { ALS_BEHEERDER, bevestiging, persoon } from '../../../registratie/store/contract/fixtures';
import { at, T0, type ContractUse } from '../../../platform/testing/contract';
import type { PrivacyStore } from '../port';
import type { DeelnemersStore } from '../../../registratie/store/port';
import type { VrijwilligersStore } from '../../../vrijwilligers/store/port';
import type { AfleveringenStore, PubliekStore } from '../../../seizoen/store/port';
import type { OutboxStore } from '../../../mail/store/port';

export function privacyContract({
  store,
}: ContractUse<
  PrivacyStore & DeelnemersStore & VrijwilligersStore & PubliekStore & AfleveringenStore & OutboxStore
>): void {
  describe('privacy: bewaartermijn, herinnering en afmelden', () => {
    const dag = (datum: string) => new Date(`${datum}T06:00:00.000Z`);
    const metTelefoon = (i: number): NieuweDeelnemer => ({ ...persoon(i), telefoon: `06-1000000${i}` });

    /** Anne (phone) at the March fair, Bas (phone) at the September fair, and 'Kledingmaat'. */
    async function tweeBeurzen() {
      await store.schrijfIn({ naam: BESCHERMDE_NAAM, email: 'maat@voorbeeld.nl', telefoon: '' }, ALS_BEHEERDER);
      await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      const anne = await store.schrijfIn(metTelefoon(1), ALS_BEHEERDER);
      await store.bewaarAflevering({ volgnummer: 2, datum: '2026-09-12' });
      const bas = await store.schrijfIn(metTelefoon(3), ALS_BEHEERDER);
      return { anne, bas };
    }

    /** `weg` is gone, and so are the mails to them (with name and number); `blijft` still counts. */
    async function isWeg(weg: Deelnemer, blijft: Deelnemer) {
      assert.equal(await store.leesDeelnemer(weg.id), null);
      assert.equal(await store.telActief(), 1);
      assert.equal((await store.leesPubliekeStaat()).aantalActief, 1);
      assert.deepEqual(
        (await store.leesMails()).map((m) => m.to),
        [blijft.email],
        `de mails aan ${weg.naam} zijn weg`,
      );
    }

    it('wist telefoonnummers na de beurs plus de gratieperiode, niet eerder; e-mail blijft', async () => {
      const { anne, bas } = await tweeBeurzen();
      assert.equal(
        await store.pasBewaartermijnToe(dag('2026-03-21'), 7),
        null,
        'de dag voor het einde van de gratieperiode',
      );
      assert.equal((await store.leesDeelnemer(anne.id))!.telefoon, '06-10000001');

      const regel = await store.pasBewaartermijnToe(dag('2026-03-22'), 7);
      assert.deepEqual(regel, {
        tijd: dag('2026-03-22').toISOString(),
        reden: 'bewaartermijn',
        telefoonGewist: [anne.nummer],
        verwijderd: [],
      });
      const na = (await store.leesDeelnemer(anne.id))!;
      assert.equal(na.telefoon, '');
      assert.equal(na.email, anne.email);
      assert.equal((await store.leesDeelnemer(bas.id))!.telefoon, '06-10000003');
      assert.equal(await store.pasBewaartermijnToe(dag('2026-03-23'), 7), null, 'nog eens draaien doet niets');
      assert.equal(await store.telActief(), 1, 'alleen Bas doet mee aan de huidige beurs');
    });

    it('de gratieperiode komt van de aanroeper', async () => {
      const { anne } = await tweeBeurzen();
      assert.deepEqual((await store.pasBewaartermijnToe(dag('2026-03-15'), 0))?.telefoonGewist, [anne.nummer]);
    });

    it('verwijdert wie een jaar niet meedeed, met e-mail en al; het aantal actief van de huidige beurs klopt', async () => {
      const { anne, bas } = await tweeBeurzen();
      await store.zetMailInWachtrij(bevestiging(anne), T0);
      await store.zetMailInWachtrij(bevestiging(bas), T0);
      assert.equal(await store.telActief(), 1, 'Anne deed mee aan een eerdere beurs');
      const regel = await store.pasBewaartermijnToe(dag('2027-03-14'), 7);
      assert.deepEqual(regel?.verwijderd, [anne.nummer]);
      assert.deepEqual(regel?.telefoonGewist, [bas.nummer]);
      await isWeg(anne, bas);
      assert.deepEqual(
        (await store.leesDeelnemers()).map((d) => d.naam),
        [BESCHERMDE_NAAM, bas.naam],
        "'Kledingmaat' blijft altijd",
      );
    });

    it('wist op eigen verzoek in één keer: de persoon, de mails en een logregel met alleen het nummer', async () => {
      const anne = await store.schrijfIn(metTelefoon(1), { ...ALS_BEHEERDER, mail: bevestiging });
      const bas = await store.schrijfIn(metTelefoon(3), { ...ALS_BEHEERDER, mail: bevestiging });
      assert.equal(await store.telActief(), 2);
      const weg = await store.wisOpVerzoek(anne.id, at(60_000));
      const regel = {
        tijd: at(60_000).toISOString(),
        reden: 'op verzoek',
        telefoonGewist: [],
        verwijderd: [anne.nummer],
      };
      assert.deepEqual(weg, { deelnemer: anne, regel });
      await isWeg(anne, bas);
      assert.deepEqual(await store.leesWislog(10), [regel]);
      assert.equal(await store.wisOpVerzoek(anne.id, at(60_000)), null, 'een tweede keer: niets meer');
      assert.equal((await store.leesWislog(10)).length, 1);
    });

    it('wissen op verzoek laat de mails staan als een ander het adres nog heeft', async () => {
      const anne = await store.schrijfIn(persoon(1), { ...ALS_BEHEERDER, mail: bevestiging });
      const zus = await store.schrijfIn({ ...persoon(2), email: anne.email }, ALS_BEHEERDER);
      await store.wijzigDeelnemer({ ...anne, actief: false });
      await store.wisOpVerzoek(anne.id, T0);
      assert.deepEqual(
        (await store.leesMails()).map((m) => m.to),
        [anne.email],
        'haar zus gebruikt het adres nog',
      );
      assert.equal(await store.telActief(), 1, 'Anne was niet actief: het aantal blijft');
      await store.wisOpVerzoek(zus.id, T0);
      assert.deepEqual(await store.leesMails(), []);
      assert.equal(await store.telActief(), 0);
    });

    it('wissen op verzoek van een onbekend id geeft null en logt niets', async () => {
      await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      assert.equal(await store.wisOpVerzoek('bestaat-niet', T0), null);
      assert.equal(await store.wisOpVerzoek('a/b', T0), null);
      assert.deepEqual(await store.leesWislog(10), []);
      assert.equal(await store.telActief(), 1);
    });

    it('logt elke wissing met nummers, zonder de gewiste gegevens; nieuwste eerst', async () => {
      const { anne } = await tweeBeurzen();
      await store.pasBewaartermijnToe(dag('2026-03-22'), 7);
      const wie = await store.schrijfIn(persoon(9), ALS_BEHEERDER);
      await store.wisOpVerzoek(wie.id, dag('2026-04-01'));
      const log = await store.leesWislog(10);
      assert.deepEqual(
        log.map((r) => [r.reden, r.verwijderd, r.telefoonGewist]),
        [
          ['op verzoek', [wie.nummer], []],
          ['bewaartermijn', [], [anne.nummer]],
        ],
      );
      const tekst = JSON.stringify(log);
      assert.ok(!tekst.includes('06-1000000') && !tekst.includes('@'), tekst);
      assert.equal((await store.leesWislog(1)).length, 1);
    });

    it('wissingen op hetzelfde moment staan in het logboek in de volgorde waarin ze gebeurden, nieuwste eerst', async () => {
      const wie: Deelnemer[] = [];
      for (let i = 1; i <= 5; i++) wie.push(await store.schrijfIn(persoon(i), ALS_BEHEERDER));
      // One moment for all: a test clock, or one click that erases several at once.
      for (const d of wie) await store.wisOpVerzoek(d.id, T0);
      const verwacht = wie.map((d) => [d.nummer]).reverse();
      assert.deepEqual(
        (await store.leesWislog(10)).map((r) => r.verwijderd),
        verwacht,
      );
      assert.deepEqual(
        (await store.leesWislog(3)).map((r) => r.verwijderd),
        verwacht.slice(0, 3),
      );
    });

    const helper = (naam: string, email: string, telefoon = '06-20000000') => ({
      naam,
      email,
      telefoon,
      diensten: ['zaterdagTijdens' as const],
    });
    /** The confirmation of a volunteer's sign-up, to their address and with their name. */
    const aanmeldMail = (a: { email: string; naam: string }[]): MailBericht => ({
      to: a[0]!.email,
      subject: 'Je bent aangemeld als vrijwilliger',
      text: `Hallo ${a[0]!.naam}`,
      html: `<p>Hallo ${a[0]!.naam}</p>`,
    });

    it('wissen op verzoek neemt de vrijwilligersaanmeldingen mee: gekoppeld en op hetzelfde adres', async () => {
      const [beurs] = await store.bewaarAflevering({ volgnummer: 1, datum: '2026-09-12' });
      const vooraf = await store.meldAan(beurs!.id, helper('Anne', ' Verkoper1@Voorbeeld.nl'), { now: T0 });
      const anne = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      const viaLink = await store.meldAan(
        beurs!.id,
        { ...helper('Anne', 'ander@voorbeeld.nl'), diensten: ['vrijdagSorteren'], deelnemerId: anne.id },
        { now: T0 },
      );
      const [blijft] = await store.meldAan(beurs!.id, helper('Henk', 'henk@voorbeeld.nl'), { now: T0 });
      assert.equal(vooraf[0]!.deelnemerId, null, 'aangemeld voor de registratie');
      assert.equal(viaLink[0]!.deelnemerId, anne.id);

      const weg = await store.wisOpVerzoek(anne.id, T0);
      assert.deepEqual(weg?.regel.verwijderd, [anne.nummer]);
      assert.deepEqual(await store.leesAanmeldingen(beurs!.id), [blijft]);
      assert.equal((await store.leesDiensten(beurs!.id))[0]!.bezet, 0, 'de plaats is weer vrij');
    });

    it('wissen op verzoek laat een aanmelding op het adres staan als een ander dat adres nog heeft', async () => {
      const [beurs] = await store.bewaarAflevering({ volgnummer: 1, datum: '2026-09-12' });
      const [gezin] = await store.meldAan(beurs!.id, helper('Zus', 'verkoper1@voorbeeld.nl'), { now: T0 });
      const anne = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      const zus = await store.schrijfIn({ ...persoon(2), email: anne.email }, ALS_BEHEERDER);
      await store.wisOpVerzoek(anne.id, T0);
      assert.deepEqual(await store.leesAanmeldingen(beurs!.id), [gezin], 'het kan de aanmelding van haar zus zijn');
      await store.wisOpVerzoek(zus.id, T0);
      assert.deepEqual(await store.leesAanmeldingen(beurs!.id), []);
    });

    it('vrijwilligers volgen de bewaartermijn van hun eigen beurs: telefoon na de gratieperiode, de rij na een jaar', async () => {
      const [maart] = await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      const [, september] = await store.bewaarAflevering({ volgnummer: 2, datum: '2026-09-12' });
      const [voorjaar] = await store.meldAan(maart!.id, helper('Voorjaar', 'v@voorbeeld.nl'), { now: T0 });
      const [najaar] = await store.meldAan(september!.id, helper('Najaar', 'n@voorbeeld.nl'), { now: T0 });

      await store.pasBewaartermijnToe(dag('2026-03-21'), 7);
      assert.equal((await store.leesAanmeldingen(maart!.id))[0]!.telefoon, '06-20000000', 'nog in de gratieperiode');

      await store.pasBewaartermijnToe(dag('2026-03-22'), 7);
      assert.deepEqual(await store.leesAanmeldingen(maart!.id), [{ ...voorjaar!, telefoon: '' }]);
      assert.deepEqual(await store.leesAanmeldingen(september!.id), [najaar], 'de volgende beurs nog niet');
      assert.deepEqual(await store.leesWislog(10), [
        { tijd: dag('2026-03-22').toISOString(), reden: 'bewaartermijn', telefoonGewist: [], verwijderd: [] },
      ]);

      await store.pasBewaartermijnToe(dag('2027-03-13'), 7);
      assert.equal((await store.leesAanmeldingen(maart!.id)).length, 1, 'de dag voor het jaar om is');
      await store.pasBewaartermijnToe(dag('2027-03-14'), 7);
      assert.deepEqual(await store.leesAanmeldingen(maart!.id), []);
      assert.deepEqual(await store.leesAanmeldingen(september!.id), [{ ...najaar!, telefoon: '' }]);
      assert.equal(await store.pasBewaartermijnToe(dag('2027-03-15'), 7), null, 'nog eens draaien doet niets');
    });

    it('wissen op verzoek laat de mails aan het adres van een gekoppelde aanmelding staan als een ander dat adres heeft', async () => {
      const [beurs] = await store.bewaarAflevering({ volgnummer: 1, datum: '2026-09-12' });
      const anne = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      // Anne signed up through her link with the family address, then her own address changed.
      await store.meldAan(
        beurs!.id,
        { ...helper('Anne', 'gezin@voorbeeld.nl'), deelnemerId: anne.id },
        { now: T0, mail: aanmeldMail },
      );
      await store.wijzigDeelnemer({ ...anne, email: 'anne@voorbeeld.nl' });
      // Bas registers with the family address: his confirmation (with his number) is in the outbox.
      await store.schrijfIn({ ...persoon(2), email: 'gezin@voorbeeld.nl' }, { ...ALS_BEHEERDER, mail: bevestiging });

      await store.wisOpVerzoek(anne.id, T0);
      assert.deepEqual(await store.leesAanmeldingen(beurs!.id), [], 'haar aanmelding via de link gaat mee');
      assert.deepEqual(
        (await store.leesMails()).map((m) => m.to),
        ['gezin@voorbeeld.nl', 'gezin@voorbeeld.nl'],
        'Bas heeft het adres: zijn bevestiging (en de mail aan dat adres) blijft',
      );
    });

    it('de mails aan een vrijwilliger gaan mee met zijn aanmelding; een latere aanmelding met het adres houdt ze', async () => {
      const [maart] = await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      const [, september] = await store.bewaarAflevering({ volgnummer: 2, datum: '2026-09-12' });
      await store.meldAan(maart!.id, helper('Voorjaar', 'v@voorbeeld.nl'), { now: T0, mail: aanmeldMail });
      await store.meldAan(maart!.id, helper('Trouw', 't@voorbeeld.nl'), { now: T0, mail: aanmeldMail });
      await store.meldAan(september!.id, helper('Trouw', 't@voorbeeld.nl'), { now: T0, mail: aanmeldMail });
      const aan = async () => (await store.leesMails()).map((m) => m.to).sort();
      assert.deepEqual(await aan(), ['t@voorbeeld.nl', 't@voorbeeld.nl', 'v@voorbeeld.nl']);

      // A year after the March fair both its sign-ups go; Trouw's September sign-up keeps her address's mails.
      await store.pasBewaartermijnToe(dag('2027-03-14'), 7);
      assert.deepEqual(await store.leesAanmeldingen(maart!.id), []);
      assert.deepEqual(await aan(), ['t@voorbeeld.nl', 't@voorbeeld.nl'], 'de mail aan Voorjaar is weg');
      await store.pasBewaartermijnToe(dag('2027-09-12'), 7);
      assert.deepEqual(await aan(), [], 'met haar laatste aanmelding gaan ook die van Trouw');
    });

    it('verwijdert de beheerder een aanmelding, dan gaan de mails aan dat adres mee, tenzij iets anders het adres heeft', async () => {
      const [beurs] = await store.bewaarAflevering({ volgnummer: 1, datum: '2026-09-12' });
      const [alleen] = await store.meldAan(beurs!.id, helper('Alleen', 'alleen@voorbeeld.nl'), {
        now: T0,
        mail: aanmeldMail,
      });
      const [twee, tweede] = await store.meldAan(
        beurs!.id,
        { ...helper('Twee', 'twee@voorbeeld.nl'), diensten: ['vrijdagSorteren', 'zaterdagTijdens'] },
        { now: T0, mail: aanmeldMail },
      );
      const verkoper = await store.schrijfIn(persoon(1), { ...ALS_BEHEERDER, mail: bevestiging });
      const [ook] = await store.meldAan(beurs!.id, helper('Verkoper', verkoper.email), { now: T0, mail: aanmeldMail });
      const aan = async () => (await store.leesMails()).map((m) => m.to).sort();
      const alles = [verkoper.email, verkoper.email, 'alleen@voorbeeld.nl', 'twee@voorbeeld.nl'].sort();
      assert.deepEqual(await aan(), alles);

      await store.verwijderAanmelding(alleen!.id);
      assert.deepEqual(
        await aan(),
        alles.filter((a) => a !== 'alleen@voorbeeld.nl'),
        'haar enige aanmelding',
      );
      await store.verwijderAanmelding(twee!.id);
      assert.ok((await aan()).includes('twee@voorbeeld.nl'), 'haar andere dienst heeft het adres nog');
      await store.verwijderAanmelding(tweede!.id);
      assert.ok(!(await aan()).includes('twee@voorbeeld.nl'), 'met haar laatste dienst');
      await store.verwijderAanmelding(ook!.id);
      assert.deepEqual(await aan(), [verkoper.email, verkoper.email], 'de verkoper heeft het adres nog');
    });

    const herinnering = (d: Deelnemer): MailBericht => ({
      to: d.email,
      subject: 'De inschrijving is open',
      text: `Hallo ${d.naam}`,
      html: `<p>Hallo ${d.naam}</p>`,
    });

    it('stuurt de herinnering één keer per aflevering, via de outbox, alleen aan wie `wie` kiest', async () => {
      const { anne, bas } = await tweeBeurzen();
      const opties = { now: T0, wie: (d: Deelnemer) => d.id !== bas.id, mail: herinnering };
      assert.equal(await store.mailHerinneringen('nieuwe-beurs', opties), 2, "Anne en 'Kledingmaat' (wie kiest)");
      assert.deepEqual((await store.leesMails()).map((m) => m.to).sort(), ['maat@voorbeeld.nl', anne.email].sort());
      assert.equal(await store.mailHerinneringen('nieuwe-beurs', opties), 0, 'tweede keer: niemand');
      assert.equal((await store.leesMails()).length, 2);
      assert.equal(await store.mailHerinneringen('weer-een-beurs', opties), 2, 'een volgende aflevering wel');
    });

    it('telt wie de herinnering voor een aflevering kreeg', async () => {
      const { bas } = await tweeBeurzen();
      const opties = { now: T0, wie: (d: Deelnemer) => d.id !== bas.id, mail: herinnering };
      assert.equal(await store.telHerinnerd('nieuwe-beurs'), 0);
      await store.mailHerinneringen('nieuwe-beurs', opties);
      assert.equal(await store.telHerinnerd('nieuwe-beurs'), 2);
      await store.mailHerinneringen('nieuwe-beurs', opties);
      assert.equal(await store.telHerinnerd('nieuwe-beurs'), 2, 'een tweede keer stuurt niemand iets');
      assert.equal(await store.telHerinnerd('onbekend'), 0);
    });

    it('geen herinnering na afmelden; het afmelden blijft staan als de beheerder de persoon opslaat', async () => {
      const { anne, bas } = await tweeBeurzen();
      assert.equal(await store.leesHerinneringAfgemeld(anne.id), false);
      assert.equal(await store.zetHerinneringAfgemeld(anne.id), true);
      assert.equal(await store.zetHerinneringAfgemeld('bestaat-niet'), false);
      await store.wijzigDeelnemer({ ...(await store.leesDeelnemer(anne.id))!, naam: 'Anne B.' });
      assert.equal(await store.leesHerinneringAfgemeld(anne.id), true);
      const opties = { now: T0, wie: (d: Deelnemer) => d.naam !== BESCHERMDE_NAAM, mail: herinnering };
      assert.equal(await store.mailHerinneringen('nieuwe-beurs', opties), 1);
      assert.deepEqual(
        (await store.leesMails()).map((m) => m.to),
        [bas.email],
      );
    });

    it('de herinneringsmarkering blijft staan als de beheerder de persoon opslaat', async () => {
      const { bas } = await tweeBeurzen();
      const opties = { now: T0, wie: (d: Deelnemer) => d.id === bas.id, mail: herinnering };
      assert.equal(await store.mailHerinneringen('nieuwe-beurs', opties), 1);
      await store.wijzigDeelnemer({ ...(await store.leesDeelnemer(bas.id))!, vrijwilligerVrijdag: true });
      assert.equal(await store.mailHerinneringen('nieuwe-beurs', opties), 0);
    });
  });
}
