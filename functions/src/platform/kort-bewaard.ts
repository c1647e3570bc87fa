/**
 * One answer shared for a short while: every screen polls the same progress, and on a busy
 * evening a dozen of them asked at once would each compute it (bench:inlevering). Calls while
 * one is under way wait for it (single flight); a result is reused for `ms`; a failure is not kept.
 */
export function kortBewaard<T>(ms: number, nu: () => number, haal: () => Promise<T>): () => Promise<T> {
  let bewaard: { tot: number; waarde: Promise<T> } | null = null;
  return () => {
    if (bewaard && nu() < bewaard.tot) return bewaard.waarde;
    const waarde = haal();
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
  };
}
