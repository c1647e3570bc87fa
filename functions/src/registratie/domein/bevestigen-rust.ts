/**
 * When the clock's work for confirming places (usecases/bevestigen.ts voerBevestigenUit) may
 * rest. On Firestore it ran every 5 minutes and each run read the fair's people, and the items of
 * everyone a reminder was due for whose items might confirm them: at 300 sellers some 86,000
 * reads a day for the people alone, beyond the free quota of 50,000, for weeks before a fair,
 * while on most runs nothing had changed and nothing had fallen due.
 *
 * So a run that looked at everyone leaves a note (BevestigenRust): the stamp of the inputs it
 * read (platform/firestore/stempel.ts: every commit that writes a person, a fair or an item
 * writes a new one), the rules it applied (the setting for this fair), and the first moment at
 * which something could fall due for the people as it found them (volgendMoment). A later run
 * that finds the same stamp and rules before that moment would find nothing to do, and rests.
 * Anything else (a registration, a confirm, an item saved or removed, the setting changed, the
 * moment come, no note) makes it look again.
 */
import { vrijgevenOp, type Deelname, type GeldendBevestigen } from './bevestigen';

const DAG = 24 * 60 * 60 * 1000;

export interface BevestigenRust {
  /** The inputs' stamp, read before the people were. */
  stempel: string;
  /** The rules the run applied (bevestigenRegels). */
  regels: string;
  /** The first moment something could fall due; null when nothing ever will. */
  tot: string | null;
}

/** The rules a run applies, as one string: the fair and its setting (deadline, reminder, items). */
export const bevestigenRegels = (bevestigen: GeldendBevestigen): string => JSON.stringify(bevestigen);

/**
 * Whether the run at `now` may rest on `rust`. `stempel` null: the store keeps no stamp (SQLite,
 * where reading the people is cheap), so every run looks.
 */
export function magRusten(rust: BevestigenRust | null, stempel: string | null, regels: string, now: Date): boolean {
  if (rust === null || stempel === null || rust.stempel !== stempel || rust.regels !== regels) return false;
  return rust.tot === null || now.getTime() < Date.parse(rust.tot);
}

/**
 * The first moment, from `now` on, at which a run could find something to do for `deelnames` as
 * they stand (moetHerinneren, moetVrijgeven): a reminder's first day, or a deadline. What is due
 * at `now` gives `now` (no rest: the run that does it writes, which renews the stamp anyway; one
 * it could not do is looked at again), except a reminder spared because the person's items
 * confirm them (`doorArtikelen`): they are next looked at on their deadline, or sooner when an
 * item of theirs changes (a new stamp). Null when nothing will ever fall due: no deadline before
 * the drop-off, or all of them confirmed, released or reminded.
 */
export function volgendMoment(
  deelnames: readonly Deelname[],
  bevestigen: GeldendBevestigen,
  now: Date,
  doorArtikelen: ReadonlySet<string> = new Set(),
): string | null {
  const nu = now.getTime();
  let eerste = Infinity;
  for (const { deelnemer, link } of deelnames) {
    const op = vrijgevenOp(link, bevestigen);
    // Past the drop-off's start nothing is released, and a deadline lies before it (vrijgevenOp).
    if (op === null || nu >= Date.parse(bevestigen.inleverenOp)) continue;
    const deadline = Date.parse(op);
    eerste = Math.min(eerste, Math.max(deadline, nu));
    const herinnerd = Boolean(link.herinnerd) && Date.parse(link.herinnerd!) === deadline;
    if (herinnerd || nu >= deadline) continue;
    const vanaf = deadline - bevestigen.herinneringDagen * DAG;
    if (vanaf > nu) eerste = Math.min(eerste, vanaf);
    else if (!doorArtikelen.has(deelnemer.id)) eerste = nu;
  }
  return eerste === Infinity ? null : new Date(eerste).toISOString();
}
