/**
 * The request body, read by our own parsers on both runtimes.
 *
 * Standalone, Express's parsers read the request stream. On Cloud Functions (and in its
 * emulator) the functions framework has read that stream before the function runs: it parsed
 * the body with its own rules (JSON, any text, form-encoded, raw; limits of 32 MB and more) and
 * kept the bytes in `req.rawBody`. Taking its `req.body` would accept what the API refuses
 * (a form-encoded registration), skip our limits (64 kB, news that fits one Firestore document)
 * and miss the spec's `plain/text`. So the framework's parse is thrown away and the same bytes
 * are fed to the same parsers as standalone: one set of rules, one set of answers.
 *
 * What stays out of reach: a body the framework itself cannot parse (broken JSON, a bare `null`,
 * an unknown charset or Content-Encoding) is answered by the framework before the function runs
 * (docs/API.md, "Where the runtimes differ").
 */
import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import express, { type Request, type RequestHandler } from 'express';

/** What the functions framework leaves on a request whose body it read. */
interface VoorgelezenVerzoek extends Request {
  rawBody?: unknown;
}

/**
 * A stand-in for the request that the body parsers can read: the bytes the framework kept, with
 * the request's headers. The framework already undid any Content-Encoding (the bytes are what
 * its decoder gave), so the stand-in has none and its own length. body-parser asks on-finished
 * whether a request was read already (a stream that is not `complete`, on a socket that is still
 * readable, is not) and, after a refusal, waits on it for the rest of the body: on-finished
 * listens to the request's socket for that. The stand-in has a socket of its own that stays
 * readable, so the replay does not depend on the connection and leaves no listener on it.
 */
function herhaling(req: Request, bytes: Buffer): Readable {
  const headers = { ...req.headers, 'content-length': String(bytes.length) };
  delete headers['content-encoding'];
  delete headers['transfer-encoding'];
  return Object.assign(Readable.from(bytes.length > 0 ? [bytes] : []), {
    headers,
    method: req.method,
    url: req.url,
    complete: false,
    socket: Object.assign(new EventEmitter(), { readable: true }),
  });
}

/** Marks a request whose framework-parsed body was thrown away (once, before the first parser). */
const WEGGEGOOID = Symbol('lichaam van het framework weggegooid');

/**
 * Wraps a body parser (express.json, express.text) so that it reads the framework's bytes when
 * the framework read the stream: what the framework parsed from a body never reaches a route.
 * (A request without a body keeps the framework's empty `{}` where standalone has none; every
 * route reads `req.body ?? {}`.)
 */
export function lichaam(parser: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const bytes = (req as VoorgelezenVerzoek).rawBody;
    if (!Buffer.isBuffer(bytes) || !req.readableEnded) return parser(req, res, next);
    const gemarkeerd = req as Request & { [WEGGEGOOID]?: true };
    if (!gemarkeerd[WEGGEGOOID]) {
      gemarkeerd[WEGGEGOOID] = true;
      req.body = undefined;
    }
    // An earlier parser (json before text) took the body: as standalone, the next one skips it.
    if (req.body !== undefined) return next();
    const kopie = herhaling(req, bytes) as Readable & { body?: unknown };
    parser(kopie as unknown as Request, res, (fout?: unknown) => {
      req.body = kopie.body;
      next(fout);
    });
  };
}

/** The JSON a request may carry unless its route declares otherwise: 64 kB. */
export const JSON_LIMIET = 64 * 1024;

/**
 * The JSON body reader (express.json behind `lichaam`), up to `limiet`. The /api router reads
 * JSON with one of these for every route after the ones that declare their own: a route that
 * must answer before the body is read (the registration's door) puts its reader after that
 * guard. Reading twice is harmless: a body that was read is skipped.
 */
export const jsonLezer = (limiet: string | number = JSON_LIMIET): RequestHandler =>
  lichaam(express.json({ limit: limiet }));

/** A text body ('text/plain', and the spec's 'plain/text') up to `limiet`, for the route that declares it. */
export const tekstLezer = (limiet: string): RequestHandler =>
  lichaam(express.text({ type: ['text/plain', 'plain/text'], limit: limiet }));

/**
 * Whether a body is the plain JSON the registration's early path (registratie/api/vooraan.ts)
 * reads itself, without Express's parser: `application/json` with at most `charset=utf-8`, no
 * Content-Encoding, a Content-Length within the limit (what every browser's fetch sends). Any
 * other request goes to the route and its parser (other charsets, compressed or chunked bodies,
 * too large ones), so those keep their one set of answers.
 */
const EENVOUDIG_JSON = /^application\/json[ \t]*(?:;[ \t]*charset[ \t]*=[ \t]*(?:utf-8|"utf-8")[ \t]*)?$/i;

export function isEenvoudigeJson(req: IncomingMessage, limiet: number = JSON_LIMIET): boolean {
  const { headers } = req;
  if (headers['transfer-encoding'] !== undefined) return false;
  const codering = headers['content-encoding'];
  if (codering !== undefined && codering.toLowerCase() !== 'identity') return false;
  const type = headers['content-type'];
  if (type === undefined || !EENVOUDIG_JSON.test(type)) return false;
  const lengte = headers['content-length'];
  return lengte !== undefined && /^\d{1,9}$/.test(lengte) && Number(lengte) <= limiet;
}

/** A body-parser error of this type, answered by the one error handler (errors.ts BODY_ERRORS) as the parser's would be. */
const lichaamFout = (type: 'entity.parse.failed' | 'request.aborted') =>
  Object.assign(new Error(type), { type, status: 400, expose: true });

/** The bytes of a body: the framework's when it read the stream (Cloud Functions), else read here. */
function bytesVan(req: IncomingMessage): Promise<Buffer> {
  const voorgelezen = (req as IncomingMessage & { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(voorgelezen) && req.readableEnded) return Promise.resolve(voorgelezen);
  return new Promise((resolve, reject) => {
    // Gone while the door read: no event will come any more.
    if (req.destroyed && !req.readableEnded) return reject(lichaamFout('request.aborted'));
    const delen: Buffer[] = [];
    // A connection that goes before the body is whole rejects once; the answer has nowhere to go.
    const weg = () => reject(lichaamFout('request.aborted'));
    req.on('data', (deel: Buffer) => delen.push(deel));
    req.once('end', () => resolve(delen.length === 1 ? delen[0]! : Buffer.concat(delen)));
    req.once('aborted', weg);
    req.once('error', weg);
  });
}

/**
 * The body of a request isEenvoudigeJson accepted, parsed as express.json parses it (its
 * `strict` mode: an empty body is `{}`, anything but an object or array at the top is broken JSON,
 * a leading byte-order mark is dropped as its decoder drops it), with its errors.
 */
export async function leesJson(req: IncomingMessage): Promise<unknown> {
  let tekst = (await bytesVan(req)).toString('utf8');
  if (tekst.charCodeAt(0) === 0xfeff) tekst = tekst.slice(1);
  if (tekst.length === 0) return {};
  // JSON's own whitespace (space, tab, line feed, carriage return) before the first character.
  const eerste = /^[ \t\n\r]*([^ \t\n\r]|$)/.exec(tekst)?.[1];
  if (eerste !== '{' && eerste !== '[') throw lichaamFout('entity.parse.failed');
  try {
    return JSON.parse(tekst) as unknown;
  } catch {
    throw lichaamFout('entity.parse.failed');
  }
}
