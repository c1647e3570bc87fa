/**
 * Store contract: the active count is kept beside the participations (issue 23), so it must
 * follow every kind of change. After each one it is compared with a count by hand over every
 * person (registratie/domein/registratie.ts isActieveDeelnemer), for the current fair and, through deleting
 * the latest aflevering, for the one before it. The changes include erasure and retention, so
 * the suite is privacy's, on the floor above the people it counts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BESCHERMDE_NAAM, isActieveDeelnemer } from '../../../registratie/domein/registratie';
import type { ReservePlaats } from '../../../registratie/domein/reservelijst';
import type { Aflevering, Deelnemer, MailBericht } from '../../../kern/types';
import type {
  BevorderOptions,
  DeelnemersStore,
  InstellingenStore,
  ReservelijstStore,
} from '../../../registratie/store/port';
import type { AfleveringenStore, PubliekStore } from '../../../seizoen/store/port';
import type { PrivacyStore } from '../port';
import {
  ALS_BEHEERDER,
  ALS_BEZOEKER,
  bevestiging,
  persoon,
  wachter,
} from '../../../registratie/store/contract/fixtures';
import { at, T0, type ContractUse } from '../../../platform/testing/contract';

const reserveMail = (p: ReservePlaats): MailBericht => ({
  to: p.email,
  subject: 'Je staat op de reservelijst',
  text: p.naam,
  html: `<p>${p.naam}</p>`,
});
const bevorder: BevorderOptions = { now: T0, mail: bevestiging };
const link = (a: Aflevering, actief: boolean) => ({ id: a.id, volgnummer: a.volgnummer, datum: a.datum, actief });

/** The ports whose changes the count must follow. */
type Poorten = DeelnemersStore &
  ReservelijstStore &
  InstellingenStore &
  PubliekStore &
  AfleveringenStore &
  PrivacyStore;

export function tellingContract({ store }: ContractUse<Poorten>): void {
  /** The stored count, the public one and the count by hand agree after `wat`. */
  async function klopt(wat: string): Promise<number> {
    const laatste = await store.leesLaatsteAflevering();
    const geteld = (await store.leesDeelnemers()).filter((d) => isActieveDeelnemer(d, laatste)).length;
    assert.equal(await store.telActief(), geteld, `telActief na: ${wat}`);
    assert.equal((await store.leesPubliekeStaat()).aantalActief, geteld, `het publieke aantal na: ${wat}`);
    return geteld;
  }
  const open = (maximumAantalDeelnemers: number, b?: BevorderOptions) =>
    store.wijzigInstellingen({ inschrijvingGeopend: true, inschrijvingGesloten: false, maximumAantalDeelnemers }, b);
  const lees = async (d: Deelnemer) => (await store.leesDeelnemer(d.id))!;

  describe('de telling van actieven loopt niet uit de pas', () => {
    it('na elke soort wijziging is het aantal dat van een telling over iedereen', async () => {
      assert.equal(await klopt('een lege store'), 0);

      // Before any aflevering the person's own flag counts; the protected row never does.
      await store.schrijfIn({ naam: BESCHERMDE_NAAM, email: 'maat@voorbeeld.nl', telefoon: '' }, ALS_BEHEERDER);
      await store.schrijfIn(persoon(90), ALS_BEHEERDER);
      const oud2 = await store.schrijfIn(persoon(91), ALS_BEHEERDER);
      assert.equal(await klopt('inschrijven zonder aflevering'), 2);
      await store.wijzigDeelnemer({ ...(await lees(oud2)), actief: false });
      assert.equal(await klopt('de eigen vlag uit, zonder aflevering'), 1);

      const [voorjaar] = await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      await klopt('de eerste aflevering');
      await open(3);
      const anne = await store.schrijfIn(persoon(1), ALS_BEZOEKER);
      const bas = await store.schrijfIn(persoon(2), ALS_BEZOEKER);
      const cor = await store.schrijfIn(persoon(3), ALS_BEZOEKER);
      assert.equal(await klopt('inschrijven tot het maximum'), 3);
      await store.zetOpReservelijst(wachter(1), { now: at(1), mail: reserveMail });
      await store.zetOpReservelijst(wachter(2), { now: at(2), mail: reserveMail });
      await store.zetOpReservelijst(wachter(3), { now: at(3), mail: reserveMail });
      await klopt('op de reservelijst');

      await store.verwijderDeelnemer(anne.id, bevorder);
      assert.equal(await klopt('verwijderen, met bevordering'), 3);
      await store.wijzigDeelnemer({ ...(await lees(bas)), actief: false }, bevorder);
      assert.equal(await klopt('de vlag uit, met bevordering'), 3);
      await store.wijzigDeelnemer({ ...(await lees(bas)), actief: true });
      await klopt('de vlag weer aan');
      await store.wisOpVerzoek(bas.id, T0, bevorder);
      await klopt('wissen op verzoek, met bevordering');

      // A name decides whether someone is the protected row, which never counts.
      const corNu = await lees(cor);
      await store.wijzigDeelnemer({ ...corNu, naam: BESCHERMDE_NAAM });
      await klopt('hernoemd tot de beschermde rij');
      await store.wijzigDeelnemer({ ...corNu, naam: 'Cor' });
      await klopt('de naam terug');

      // Two active links to one fair: the person counts once, and still once with one left.
      await store.wijzigDeelnemer({
        ...corNu,
        naam: 'Cor',
        afleveringen: [link(voorjaar!, true), link(voorjaar!, true)],
      });
      await klopt('twee actieve koppelingen met dezelfde beurs');
      await store.wijzigDeelnemer({
        ...corNu,
        naam: 'Cor',
        afleveringen: [link(voorjaar!, true), link(voorjaar!, false)],
      });
      await klopt('een van de twee uit');
      await store.geefNummer(cor.id, 500);
      await klopt('een ander nummer');

      const [, najaar] = await store.bewaarAflevering({ volgnummer: 2, datum: '2026-10-10' });
      assert.equal(await klopt('de volgende beurs'), 0);
      await store.bewaarAflevering({ id: voorjaar!.id, volgnummer: 1, datum: '2026-03-21' });
      await klopt('een oudere aflevering gewijzigd');
      // The next fair starts closed (seizoen/domein/aflevering.ts); the administrator opens it.
      await open(3);
      await store.weerMeedoen(cor.id, { now: T0 });
      assert.equal(await klopt('Ik doe weer mee'), 1);
      await store.schrijfIn({ ...persoon(2), naam: 'Bas' }, ALS_BEZOEKER);
      await klopt('inschrijven met een bekend adres (wissen hield het adres niet)');
      await store.schrijfIn(persoon(90), ALS_BEZOEKER);
      await klopt('een bekende van voor de eerste aflevering schrijft zich in');
      await store.wijzigDeelnemer({
        ...(await lees(cor)),
        afleveringen: [link(najaar!, false), link(voorjaar!, true)],
      });
      await klopt('de koppeling met de huidige beurs uit, de oude aan');

      await open(2);
      await store.zetOpReservelijst(wachter(4), { now: at(4), mail: reserveMail });
      await store.zetOpReservelijst(wachter(5), { now: at(5), mail: reserveMail });
      await store.zetAutomatischBevorderen(false, bevorder);
      await open(4);
      await klopt('meer plaatsen, bevorderen staat uit');
      await store.zetAutomatischBevorderen(true, bevorder);
      await klopt('bevorderen weer aan');
      await open(6, bevorder);
      await klopt('meer plaatsen, met bevordering');

      await store.pasBewaartermijnToe(new Date('2027-12-01T06:00:00.000Z'), 7);
      await klopt('de bewaartermijn');
      const lijst = await store.leesAfleveringen();
      await store.verwijderAflevering(lijst.at(-1)!.id);
      await klopt('de laatste aflevering verwijderd: de vorige is weer de huidige');
      await store.verwijderAflevering(lijst[0]!.id);
      await klopt('geen aflevering meer');
    });
  });
}
