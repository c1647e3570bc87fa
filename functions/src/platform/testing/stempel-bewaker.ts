/**
 * The test guard of the settlement's stamp (platform/firestore/stempel.ts, issue 55): refuses
 * every commit that writes a document the settlement is computed from (INVOER) without writing
 * the stamp in the same commit. A missed stamp is a settlement shown from before a change: this
 * finds it in whatever test exercises the write, not only in the settlement's own tests.
 *
 * Hooked where the client talks to the server (`request` of @google-cloud/firestore's Firestore,
 * as the counter in firestore-teller.ts), so a transaction, a batch and a single document's
 * set/update/delete are all seen as the one commit Firestore receives. Refused before it is sent:
 * the write does not happen and the caller gets the error, naming the documents.
 */
import { Firestore } from 'firebase-admin/firestore';
import { isInvoer, NIET_GELEZEN, STEMPEL_PAD } from '../firestore/stempel';

interface Schrijf {
  update?: { name?: string };
  updateMask?: { fieldPaths?: string[] };
  delete?: string;
  transform?: { document?: string };
}
type MetVerzoek = {
  request(methodName: string, request: { writes?: Schrijf[] } | undefined, ...rest: unknown[]): Promise<unknown>;
};

const pad = (naam: string | undefined) => (naam ?? '').replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, '');

/** Whether write `w` of document `p` changes only fields the settlement never reads (NIET_GELEZEN). */
const alleenNietGelezen = (p: string, w: Schrijf) => {
  const velden = w.updateMask?.fieldPaths;
  const vrij = NIET_GELEZEN[p.split('/')[0]!] ?? [];
  return w.update !== undefined && velden !== undefined && velden.every((v) => vrij.includes(v));
};

/** The input documents a commit writes without the stamp; empty when it is fine. */
export function zonderStempel(writes: readonly Schrijf[]): string[] {
  const paden = writes.map((w) => pad(w.update?.name ?? w.delete ?? w.transform?.document));
  if (paden.includes(STEMPEL_PAD)) return [];
  return paden.filter((p, i) => isInvoer(p) && !alleenNietGelezen(p, writes[i]!));
}

let aan = false;
let gepauzeerd = 0;

/**
 * Runs `werk` without the guard: for a test that writes documents as an earlier version of the
 * code left them (a migration's test), which no code of today writes.
 */
export async function alsVroeger<T>(werk: () => Promise<T>): Promise<T> {
  gepauzeerd++;
  try {
    return await werk();
  } finally {
    gepauzeerd--;
  }
}

/** Installs the guard once per process; from then on every commit is checked. */
export function installeerStempelBewaker(): void {
  if (aan) return;
  aan = true;
  const proto = Firestore.prototype as unknown as MetVerzoek;
  const request = proto.request;
  proto.request = function (this: unknown, methodName, verzoek, ...rest) {
    if (gepauzeerd === 0 && (methodName === 'commit' || methodName === 'batchWrite')) {
      const mis = zonderStempel(verzoek?.writes ?? []);
      if (mis.length > 0) {
        return Promise.reject(
          new Error(
            `Een commit schrijft invoer van de afrekening zonder het stempel (${STEMPEL_PAD}): ${mis.slice(0, 5).join(', ')}`,
          ),
        );
      }
    }
    return request.call(this, methodName, verzoek, ...rest);
  };
}
