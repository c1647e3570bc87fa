/**
 * Store contract: an erasure on request frees a place like every other change, and the reserve
 * list fills it in the same transaction (registratie/store/contract/reservelijst.ts holds the rest).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ReservePlaats } from '../../../registratie/domein/reservelijst';
import type { Deelnemer, MailBericht } from '../../../kern/types';
import type {
  BevorderOptions,
  DeelnemersStore,
  InstellingenStore,
  ReservelijstStore,
} from '../../../registratie/store/port';
import { persoon } from '../../../registratie/store/contract/fixtures';
import type { OutboxStore } from '../../../mail/store/port';
import type { PubliekStore } from '../../../seizoen/store/port';
import type { PrivacyStore } from '../port';
import { at, T0, type ContractUse } from '../../../platform/testing/contract';

const reserveMail = (p: ReservePlaats): MailBericht => ({
  to: p.email,
  subject: 'Je staat op de reservelijst',
  text: `Beste ${p.naam}`,
  html: `<p>Beste ${p.naam}</p>`,
});
const vanDeLijst = (d: Deelnemer): MailBericht => ({
  to: d.email,
  subject: `Van de reservelijst: nummer ${d.nummer}`,
  text: `Beste ${d.naam}, je nummer is ${d.nummer}.`,
  html: `<p>${d.nummer}</p>`,
});
const bevorder: BevorderOptions = { now: T0, mail: vanDeLijst };
const wachter = (i: number) => ({ naam: `Wachter ${i}`, email: `wachter${i}@voorbeeld.nl`, telefoon: '' });

/** The ports of the people, the list, the settings and the outbox, and the erasure. */
type Poorten = DeelnemersStore & ReservelijstStore & InstellingenStore & PubliekStore & OutboxStore & PrivacyStore;

export function vrijgekomenPlaatsContract({ store }: ContractUse<Poorten>): void {
  /** Open with `maximum` places, all taken; then `wachtenden` people on the list, in order. */
  async function volMetLijst(maximum: number, wachtenden: number) {
    await store.wijzigInstellingen({
      inschrijvingGeopend: true,
      inschrijvingGesloten: false,
      maximumAantalDeelnemers: maximum,
    });
    const verkopers: Deelnemer[] = [];
    for (let i = 1; i <= maximum; i++)
      verkopers.push(await store.schrijfIn(persoon(i), { bypassGate: false, now: T0 }));
    for (let i = 1; i <= wachtenden; i++) await store.zetOpReservelijst(wachter(i), { now: at(i), mail: reserveMail });
    return verkopers;
  }
  const namenOpLijst = async () => (await store.leesReservelijst()).map((p) => p.naam);
  const bevorderdeNamen = async () =>
    (await store.leesDeelnemers()).filter((d) => d.naam.startsWith('Wachter')).map((d) => d.naam);

  describe('reservelijst', () => {
    it('schrijft precies zoveel mensen in als er plaatsen vrijkwamen, in volgorde, met nummer en mail', async () => {
      const verkopers = await volMetLijst(3, 5);
      await store.verwijderDeelnemer(verkopers[0]!.id, bevorder);
      assert.deepEqual(await bevorderdeNamen(), ['Wachter 1']);
      const tweede = verkopers[1]!;
      await store.wijzigDeelnemer({ ...tweede, actief: false }, bevorder);
      assert.deepEqual(await bevorderdeNamen(), ['Wachter 1', 'Wachter 2']);
      await store.wisOpVerzoek(verkopers[2]!.id, T0, bevorder);
      await store.wijzigInstellingen({ maximumAantalDeelnemers: 4 }, bevorder);
      assert.deepEqual(await bevorderdeNamen(), ['Wachter 1', 'Wachter 2', 'Wachter 3', 'Wachter 4']);
      assert.deepEqual(await namenOpLijst(), ['Wachter 5']);
      assert.equal(await store.telActief(), 4);
      const bevorderd = (await store.leesDeelnemers()).filter((d) => d.naam.startsWith('Wachter'));
      assert.deepEqual(
        bevorderd.map((d) => d.nummer),
        [4, 5, 6, 7],
      );
      const mails = (await store.leesMails()).filter((m) => m.subject.startsWith('Van de reservelijst'));
      assert.deepEqual(
        mails.map((m) => m.subject),
        [4, 5, 6, 7].map((n) => `Van de reservelijst: nummer ${n}`),
      );
    });
  });
}
