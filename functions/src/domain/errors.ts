/** An expected refusal: carries the HTTP status and the Dutch message the user sees. */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** For a 429: when to try again, sent as Retry-After so a client need not guess. */
    readonly opnieuwNaSeconden?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (what: string) => new DomainError(404, `${what} niet gevonden`);
