/** The people of the Store contract, and how they register: shared by every suite that needs a seller. */
import type { Deelnemer, MailBericht, NieuweDeelnemer } from '../../../kern/types';
import { T0 } from '../../../platform/testing/contract';
import type { RegisterOptions } from '../port';

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

export const ALS_BEHEERDER: RegisterOptions = { bypassGate: true, now: T0 };
export const ALS_BEZOEKER: RegisterOptions = { bypassGate: false, now: T0 };
