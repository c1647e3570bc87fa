/**
 * Expected refusals as domain facts: what kind of refusal, and the Dutch message the user sees.
 * The domain, the use cases and the store adapters raise them by kind; only the HTTP layer
 * (platform/http/errors.ts) knows which status each kind answers with.
 */

/**
 * - `ongeldig`: the input breaks a rule (with the field it concerns, when it is one field).
 * - `niet-herkend`: who asks is not known: no session, or a link that is invalid, revoked or expired.
 * - `verboden`: known, but not allowed this way (a stale session's form, another site).
 * - `niet-gevonden`: what is asked for does not exist (any more).
 * - `conflict`: allowed in itself, but not in the state things are in now (full, closed, taken).
 * - `te-groot`: the input is too large to keep (news that would not fit in one stored document).
 * - `te-veel`: too many attempts; try again after `opnieuwNaSeconden`.
 * - `niet-beschikbaar`: the server cannot decide now (too busy); try again shortly.
 */
export type FoutSoort =
  'ongeldig' | 'niet-herkend' | 'verboden' | 'niet-gevonden' | 'conflict' | 'te-groot' | 'te-veel' | 'niet-beschikbaar';

export interface FoutDetails {
  /**
   * For `ongeldig` (and a `conflict` one field causes, such as a phone number a household has a
   * place with): the input field it concerns, as the top-level key of the request body ('email', 'prijsCent').
   */
  veld?: string;
  /** For `te-veel`: when to try again, sent as Retry-After so a client need not guess. */
  opnieuwNaSeconden?: number;
}

/** An expected refusal: its kind and the Dutch message the user sees. */
export class DomainError extends Error {
  readonly soort: FoutSoort;
  readonly veld?: string;
  readonly opnieuwNaSeconden?: number;

  constructor(soort: FoutSoort, message: string, details: FoutDetails = {}) {
    // A refusal is an answer, not a fault: no handler or log shows its stack, and capturing
    // one through Express's async frames was a measurable part of the opening rush, where most
    // attempts end in 'Maximum aantal inschrijvingen bereikt' (bench:rush -- --profile).
    const diepte = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = diepte;
    this.soort = soort;
    if (details.veld !== undefined) this.veld = details.veld;
    if (details.opnieuwNaSeconden !== undefined) this.opnieuwNaSeconden = details.opnieuwNaSeconden;
    this.name = 'DomainError';
  }
}

export const ongeldig = (message: string, veld?: string) => new DomainError('ongeldig', message, { veld });
export const nietHerkend = (message: string) => new DomainError('niet-herkend', message);
export const verboden = (message: string) => new DomainError('verboden', message);
/** '<wat> niet gevonden'; a refusal in other words is `new DomainError('niet-gevonden', message)`. */
export const nietGevonden = (wat: string) => new DomainError('niet-gevonden', `${wat} niet gevonden`);
export const conflict = (message: string, veld?: string) => new DomainError('conflict', message, { veld });
export const teGroot = (message: string) => new DomainError('te-groot', message);
export const teVeel = (message: string, opnieuwNaSeconden: number) =>
  new DomainError('te-veel', message, { opnieuwNaSeconden });
export const nietBeschikbaar = (message: string) => new DomainError('niet-beschikbaar', message);
