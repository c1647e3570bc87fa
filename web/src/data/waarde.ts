/**
 * One value outside React's state, for `useSyncExternalStore`: `zet` tells the listeners only when
 * the value is another one, so only the parts that show it render again.
 */
export interface Waarde<T> {
  lees(): T;
  zet(nieuw: T): void;
  abonneer(luisteraar: () => void): () => void;
}

export function maakWaarde<T>(begin: T): Waarde<T> {
  let waarde = begin;
  const luisteraars = new Set<() => void>();
  return {
    lees: () => waarde,
    zet(nieuw) {
      if (nieuw === waarde) return;
      waarde = nieuw;
      for (const luisteraar of luisteraars) luisteraar();
    },
    abonneer(luisteraar) {
      luisteraars.add(luisteraar);
      return () => luisteraars.delete(luisteraar);
    },
  };
}
