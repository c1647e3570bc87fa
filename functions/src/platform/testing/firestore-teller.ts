/**
 * Counts what Firestore bills, by wrapping the Firestore client (issue 35): every document a
 * read answers (a lookup that finds nothing, and a query that finds nothing, count as one read,
 * as Firestore bills them), and every write and delete a commit carries. Counted where the
 * client talks to the server (`request` and `requestStream` of @google-cloud/firestore's
 * Firestore, which firebase-admin uses), so a read through a transaction, a query, a document
 * or getAll counts once, whichever path asked for it.
 */
import { Firestore } from 'firebase-admin/firestore';

export interface Telling {
  reads: number;
  writes: number;
  deletes: number;
}

const stand: Telling = { reads: 0, writes: 0, deletes: 0 };
/** Reads per collection (the path without document ids), for `--per-collectie`. */
export const perCollectie = new Map<string, number>();
const collectieVan = (naam: unknown) =>
  typeof naam === 'string'
    ? naam
        .replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, '')
        .split('/')
        .filter((_, i) => i % 2 === 0)
        .join('/')
    : '(query)';
const telLees = (naam: unknown) => {
  stand.reads++;
  const c = collectieVan(naam);
  perCollectie.set(c, (perCollectie.get(c) ?? 0) + 1);
};

interface Schrijf {
  delete?: unknown;
}
interface Verzoek {
  writes?: Schrijf[];
}
type MetStroom = {
  request(methodName: string, request: Verzoek, ...rest: unknown[]): Promise<unknown>;
  requestStream(methodName: string, ...rest: unknown[]): Promise<NodeJS.EventEmitter>;
};

function telSchrijven(verzoek: Verzoek | undefined) {
  for (const w of verzoek?.writes ?? []) {
    if (w.delete) stand.deletes++;
    else stand.writes++;
  }
}

let aan = false;

/** Wraps the client once; from then on `meet` counts. */
export function installeerTeller(): void {
  if (aan) return;
  aan = true;
  const proto = Firestore.prototype as unknown as MetStroom;
  const request = proto.request;
  proto.request = function (this: unknown, methodName, verzoek, ...rest) {
    if (methodName === 'commit' || methodName === 'batchWrite') telSchrijven(verzoek);
    return request.call(this, methodName, verzoek, ...rest);
  };
  const requestStream = proto.requestStream;
  proto.requestStream = async function (this: unknown, methodName, ...rest) {
    const stroom = await requestStream.call(this, methodName, ...rest);
    if (methodName !== 'batchGetDocuments' && methodName !== 'runQuery' && methodName !== 'runAggregationQuery') {
      return stroom;
    }
    let gevonden = 0;
    const verzoek = rest[1] as
      { structuredQuery?: { from?: { collectionId?: string }[] }; parent?: string } | undefined;
    const leeg = `(lege query ${verzoek?.structuredQuery?.from?.[0]?.collectionId ?? ''})`;
    // Wrapping emit sees every chunk the consumer gets, without a listener of our own (which
    // would start the paused stream before the consumer is attached).
    const emit = stroom.emit.bind(stroom);
    stroom.emit = (naam: string | symbol, ...args: unknown[]) => {
      if (naam === 'data') {
        const stuk = args[0] as {
          found?: { name?: string };
          missing?: string;
          document?: { name?: string };
          result?: unknown;
        };
        if (methodName === 'batchGetDocuments' && (stuk.found || stuk.missing))
          telLees(stuk.found?.name ?? stuk.missing);
        if (methodName === 'runQuery' && stuk.document) {
          telLees(stuk.document.name);
          gevonden++;
        }
        if (methodName === 'runAggregationQuery' && stuk.result) {
          telLees('(telling)');
          gevonden++;
        }
      }
      // A query that answers no document is billed one read.
      if (naam === 'end' && methodName !== 'batchGetDocuments' && gevonden === 0) telLees(leeg);
      return emit(naam, ...args);
    };
    return stroom;
  };
}

/** What `werk` read and wrote (nothing else should run meanwhile: the count is global). */
export async function meet<T>(werk: () => Promise<T>): Promise<{ uitkomst: T; telling: Telling }> {
  installeerTeller();
  const voor = { ...stand };
  const uitkomst = await werk();
  return {
    uitkomst,
    telling: {
      reads: stand.reads - voor.reads,
      writes: stand.writes - voor.writes,
      deletes: stand.deletes - voor.deletes,
    },
  };
}
