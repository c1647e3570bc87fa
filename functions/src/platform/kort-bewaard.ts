/**
 * One answer shared for a short while: every screen polls the same progress, and on a busy
 * evening a dozen of them asked at once would each compute it (bench:inlevering). Calls while
 * one is under way wait for it (single flight); a result is reused for `ms` unless `vergeet` was
 * called since (something changed: the next call computes afresh); a failure is not kept.
 */
export interface KortBewaard<T> {
  haal(): Promise<T>;
  vergeet(): void;
}

export function kortBewaard<T>(ms: number, nu: () => number, bereken: () => Promise<T>): KortBewaard<T> {
  let bewaard: { tot: number; waarde: Promise<T> } | null = null;
  return {
    haal() {
      if (bewaard && nu() < bewaard.tot) return bewaard.waarde;
      const waarde = bereken();
      const deze = { tot: Number.POSITIVE_INFINITY, waarde };
      bewaard = deze;
      waarde.then(
        () => {
          if (bewaard === deze) deze.tot = nu() + ms;
        },
        () => {
          if (bewaard === deze) bewaard = null;
        },
      );
      return waarde;
    },
    vergeet() {
      // A calculation under way may have read before the change: it is not kept either.
      bewaard = null;
    },
  };
}
