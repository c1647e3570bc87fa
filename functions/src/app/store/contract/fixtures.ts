/** What the parts of the Store contract share: the store under test and the test data. */
import assert from 'node:assert/strict';
import { DomainError, type FoutSoort } from '../../../kern/errors';
import type { Beurs, Deelnemer, MailBericht, NieuweDeelnemer, OutboxMail } from '../../../kern/types';
import type { RegisterOptions } from '../../../registratie/store/port';
import type { Store } from '../port';

export interface ContractOptions {
  /**
   * False for a backend whose transactions do not isolate concurrent writers (the
   * in-process Firestore stand-in): the capacity race test is then skipped, visibly.
   */
  isolatesConcurrentTransactions: boolean;
}

/** One adapter under test. */
export interface ContractUse {
  name: string;
  options: ContractOptions;
  /** Always the running test's own fresh, initialised store. */
  store: Store;
}

export const T0 = new Date('2026-03-01T10:00:00.000Z');
export const at = (ms: number) => new Date(T0.getTime() + ms);

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

export const bericht = (i: number): MailBericht => ({
  to: `ontvanger${i}@voorbeeld.nl`,
  subject: `Onderwerp ${i}`,
  text: `Tekst ${i}`,
  html: `<p>Tekst ${i}</p>`,
});

/** A mail as the outbox answers it right after it was written at `now`. */
export const wachtend = (id: string, mail: MailBericht, now: Date): OutboxMail => ({
  id,
  ...mail,
  status: 'wachtend',
  attempts: 0,
  error: null,
  created: now.toISOString(),
  nextAttempt: now.toISOString(),
  sent: null,
});

export const ALS_BEHEERDER: RegisterOptions = { bypassGate: true, now: T0 };
export const ALS_BEZOEKER: RegisterOptions = { bypassGate: false, now: T0 };

export async function weigert(promise: Promise<unknown>, soort: FoutSoort, message: string) {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof DomainError, `verwacht een DomainError, kreeg ${String(error)}`);
    assert.equal(error.soort, soort);
    assert.equal(error.message, message);
    return true;
  });
}

/** Aflevering rows compared on their data, whether or not an adapter sets an empty naam. */
export const kern = (a: { id: string; volgnummer: number; datum: string }) => ({
  id: a.id,
  volgnummer: a.volgnummer,
  datum: a.datum,
});

export const EIGEN_BEURS: Beurs = {
  organisatie: 'Stichting De Vlinder',
  organisatoren: ['Anne', 'Marieke', 'Sanne'],
  socialMediaUrl: 'https://www.facebook.com/devlinder',
  locatie: 'Schoolstraat 12, Utrecht',
  locatieOmschrijving: 'naast basisschool De Regenboog',
  omschrijving: 'de kinderkledingbeurs in de gymzaal',
  email: 'reservelijst@devlinder.example',
};
