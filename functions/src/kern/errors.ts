/** An expected refusal: carries the HTTP status and the Dutch message the user sees. */
export class DomainError extends Error {
  readonly status: number;
  /** For a 429: when to try again, sent as Retry-After so a client need not guess. */
  readonly opnieuwNaSeconden?: number;

  constructor(status: number, message: string, opnieuwNaSeconden?: number) {
    // A refusal is an answer, not a fault: no handler or log shows its stack, and capturing
    // one through Express's async frames was a measurable part of the opening rush, where most
    // attempts end in 'Maximum aantal inschrijvingen bereikt' (bench:rush -- --profile).
    const diepte = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = diepte;
    this.status = status;
    this.opnieuwNaSeconden = opnieuwNaSeconden;
    this.name = 'DomainError';
  }
}

export const notFound = (what: string) => new DomainError(404, `${what} niet gevonden`);
