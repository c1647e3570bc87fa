/** One error handler: a Dutch `message` (with `veld` for invalid input) and the right status, never a stack trace. */
import type { ServerResponse } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { API_CACHE } from './headers';
import { z } from 'zod';
import { DomainError, ongeldig, type FoutSoort } from '../../kern/errors';
import { eersteFout } from '../../kern/validatie';

/** The one place a kind of refusal becomes an HTTP status (bench/baseline.ts answers with it too). */
export const HTTP_STATUS: Record<FoutSoort, number> = {
  ongeldig: 400,
  'niet-herkend': 401,
  verboden: 403,
  'niet-gevonden': 404,
  conflict: 409,
  'te-groot': 413,
  'te-veel': 429,
  'niet-beschikbaar': 503,
};

/** What a refusal answers: the Dutch message, and for invalid input the field it concerns. */
export interface FoutAntwoord {
  message: string;
  veld?: string;
}

/**
 * Parses input with a schema; a mismatch is `ongeldig` with the first Dutch message and, when
 * it concerns a field of an object, that field: the first key of the first issue's path.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const veld = result.error.issues[0]?.path[0];
    throw ongeldig(eersteFout(result.error, input), typeof veld === 'string' ? veld : undefined);
  }
  return result.data;
}

/** A file of the web app that is not there (an old build's chunk): JSON, as every API refusal. */
export const MELDING_BESTAND_BESTAAT_NIET = 'Dit bestand bestaat niet.';

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `Onbekend adres: ${req.method} ${req.originalUrl.split('?')[0]}`.slice(0, 200) });
};

interface HttpError {
  status?: number;
  statusCode?: number;
  type?: string;
}

const BODY_ERRORS: Record<string, [number, string]> = {
  'entity.parse.failed': [400, 'De verstuurde gegevens zijn geen geldige JSON.'],
  'entity.too.large': [413, 'De verstuurde gegevens zijn te groot.'],
  'encoding.unsupported': [415, 'Deze tekenset wordt niet ondersteund. Gebruik UTF-8.'],
  'charset.unsupported': [415, 'Deze tekenset wordt niet ondersteund. Gebruik UTF-8.'],
  'request.aborted': [400, 'Het verzoek is afgebroken.'],
};

/** The body of a refusal: the message, and the field when there is one. */
function antwoordVan(error: DomainError): FoutAntwoord {
  const antwoord: FoutAntwoord = { message: error.message };
  if (error.veld !== undefined) antwoord.veld = error.veld;
  return antwoord;
}

/** What an error is answered with: its status, the JSON body, and for a limit when to try again. */
export interface Foutafhandeling {
  status: number;
  body: FoutAntwoord;
  opnieuwNaSeconden?: number;
}

/**
 * The one mapping of an error to its answer, for the error handler below and for the
 * registration's early path (registratie/api/vooraan.ts), which answers before Express takes the
 * request: a refusal's Dutch message and status, a body the parsers refused, a client error, or
 * (logged) the server's own failure, never a stack trace.
 */
export function foutafhandeling(error: unknown, log: (message: string, error: unknown) => void): Foutafhandeling {
  if (error instanceof DomainError) {
    const antwoord: Foutafhandeling = { status: HTTP_STATUS[error.soort], body: antwoordVan(error) };
    if (error.opnieuwNaSeconden !== undefined) antwoord.opnieuwNaSeconden = error.opnieuwNaSeconden;
    return antwoord;
  }
  const http = error as HttpError;
  const known = http?.type ? BODY_ERRORS[http.type] : undefined;
  if (known) return { status: known[0], body: { message: known[1] } };
  const status = http?.status ?? http?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return { status, body: { message: 'Ongeldig verzoek.' } };
  log('Onverwachte fout in de API', error);
  return { status: 500, body: { message: 'Er is iets misgegaan op de server. Probeer het later opnieuw.' } };
}

/**
 * A JSON answer written on the bare response, with the headers every /api answer has (app/app.ts
 * apiKoppen) and those Express's `res.json` gives, for the registration's early path
 * (registratie/api/vooraan.ts). A test compares them, header for header, with the route's.
 */
export function schrijfJson(res: ServerResponse, status: number, body: unknown, opnieuwNaSeconden?: number): void {
  const tekst = JSON.stringify(body);
  // Written at once, as a flat list: Node then keeps no header map for the answer.
  const koppen = ['Cache-Control', API_CACHE, 'X-Content-Type-Options', 'nosniff'];
  if (opnieuwNaSeconden !== undefined) koppen.push('Retry-After', String(opnieuwNaSeconden));
  koppen.push('Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(Buffer.byteLength(tekst)));
  // Under the Functions emulator its own Express announces itself before this app runs; the
  // route's answers go without it (app/app.ts apiKoppen), and so do these.
  res.removeHeader('X-Powered-By');
  res.writeHead(status, koppen);
  res.end(tekst);
}

/** An error answered on the bare response, as the error handler answers it. */
export function schrijfFout(res: ServerResponse, error: unknown, log: (message: string, error: unknown) => void): void {
  const { status, body, opnieuwNaSeconden } = foutafhandeling(error, log);
  schrijfJson(res, status, body, opnieuwNaSeconden);
}

export function errorHandler(log: (message: string, error: unknown) => void): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    const { status, body, opnieuwNaSeconden } = foutafhandeling(error, log);
    if (opnieuwNaSeconden !== undefined) res.set('Retry-After', String(opnieuwNaSeconden));
    res.status(status).json(body);
  };
}
