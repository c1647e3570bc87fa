/** The people of the Store contract, and how they register: shared by every suite that needs a seller. */
import type { Deelnemer, MailBericht, NieuweDeelnemer } from '../../../kern/types';
import { at, T0 } from '../../../platform/testing/contract';
import type { ReservePlaats } from '../../domein/reservelijst';
import type { BevorderOptions, DeelnemersStore, InstellingenStore, RegisterOptions, ReservelijstStore } from '../port';

export const persoon = (i: number): NieuweDeelnemer => ({
  naam: `Verkoper ${i}`,
  email: `verkoper${i}@voorbeeld.nl`,
  telefoon: i % 2 === 0 ? '' : `06-1234567${i % 10}`,
});

export const bevestiging = (d: Deelnemer): MailBericht => ({
  to: d.email,
  subject: `Je verkopersnummer is ${d.nummer}`,
  text: `Beste ${d.naam}, je nummer is ${d.nummer}.`,
  html: `<p>Beste ${d.naam}, je nummer is <b>${d.nummer}</b>.</p>`,
});

/** A person's links as the suites compare them: each fair's volgnummer with the link's active flag, newest first. */
export const koppelingen = (d: Deelnemer) => d.afleveringen.map((a) => [a.volgnummer, a.actief]);

export const ALS_BEHEERDER: RegisterOptions = { bypassGate: true, now: T0 };
export const ALS_BEZOEKER: RegisterOptions = { bypassGate: false, now: T0 };

/** The reserve list's suites (here and in privacy, which erases from it): who waits, and their mails. */
export const reserveMail = (p: ReservePlaats): MailBericht => ({
  to: p.email,
  subject: 'Je staat op de reservelijst',
  text: `Beste ${p.naam}`,
  html: `<p>Beste ${p.naam}</p>`,
});
export const vanDeLijst = (d: Deelnemer): MailBericht => ({
  to: d.email,
  subject: `Van de reservelijst: nummer ${d.nummer}`,
  text: `Beste ${d.naam}, je nummer is ${d.nummer}.`,
  html: `<p>${d.nummer}</p>`,
});
export const bevorder: BevorderOptions = { now: T0, mail: vanDeLijst };
export const wachter = (i: number) => ({ naam: `Wachter ${i}`, email: `wachter${i}@voorbeeld.nl`, telefoon: '' });

/** A fair full with a reserve list behind it, and who is where afterwards. */
export function metReservelijst(store: DeelnemersStore & InstellingenStore & ReservelijstStore) {
  return {
    /** Open with `maximum` places, all taken; then `wachtenden` people on the list, in order. */
    async volMetLijst(maximum: number, wachtenden: number) {
      await store.wijzigInstellingen({
        inschrijvingGeopend: true,
        inschrijvingGesloten: false,
        maximumAantalDeelnemers: maximum,
      });
      const verkopers: Deelnemer[] = [];
      for (let i = 1; i <= maximum; i++)
        verkopers.push(await store.schrijfIn(persoon(i), { bypassGate: false, now: T0 }));
      for (let i = 1; i <= wachtenden; i++)
        await store.zetOpReservelijst(wachter(i), { now: at(i), mail: reserveMail });
      return verkopers;
    },
    namenOpLijst: async () => (await store.leesReservelijst()).map((p) => p.naam),
    bevorderdeNamen: async () =>
      (await store.leesDeelnemers()).filter((d) => d.naam.startsWith('Wachter')).map((d) => d.naam),
  };
}
