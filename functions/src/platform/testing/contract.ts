/**
 * What every area's Store contract shares: the store under test, the clock and how a refusal is
 * checked. An area's suite names the ports it uses, `ContractUse<KassaStore & AfleveringenStore>`,
 * its own and those of areas on lower floors; app/store/contract.ts runs every suite against the
 * whole Store of each adapter. The test data of an area lives in its own store/contract/.
 */
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import { DomainError, type FoutSoort } from '../../kern/errors';

export interface ContractOptions {
  /**
   * False for a backend whose transactions do not isolate concurrent writers (the
   * in-process Firestore stand-in): the capacity race test is then skipped, visibly.
   */
  isolatesConcurrentTransactions: boolean;
}

/** One adapter under test, seen through the ports `S` that a suite uses. */
export interface ContractUse<S> {
  name: string;
  options: ContractOptions;
  /** Always the running test's own fresh, initialised store. */
  store: S;
}

/**
 * Whether test `t`, of concurrent writers, runs on this adapter: on a backend whose transactions do
 * not isolate them (the in-process stand-in) it is skipped, visibly, and this answers false.
 */
export function isoleert({ name, options }: Omit<ContractUse<unknown>, 'store'>, t: TestContext): boolean {
  if (options.isolatesConcurrentTransactions) return true;
  t.skip(
    `${name}: deze backend isoleert gelijktijdige transacties niet (de in-process stand-in); draait op SQLite en op de officiële emulator`,
  );
  return false;
}

/** A store method's mail maker that mails nothing: for the tests about something else. */
export const geenMail = () => null;

export const T0 = new Date('2026-03-01T10:00:00.000Z');
export const at = (ms: number) => new Date(T0.getTime() + ms);

export async function weigert(promise: Promise<unknown>, soort: FoutSoort, message: string) {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof DomainError, `verwacht een DomainError, kreeg ${String(error)}`);
    assert.equal(error.soort, soort);
    assert.equal(error.message, message);
    return true;
  });
}
