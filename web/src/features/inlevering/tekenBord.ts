/**
 * The sign after a scan at a desk ("✓ 12. Winterjas ingeleverd"), outside React's state: a scan
 * changes its text, and only the text re-renders, not the field, the frame or the Alert around
 * it (bench:inlevering-scan). The Alert renders again only when the sign comes, goes or changes
 * its kind (ernst).
 */
export type Teken = { ernst: 'success' | 'warning' | 'error' | 'info'; tekst: string };

export interface TekenBord {
  lees(): Teken | null;
  zet(teken: Teken | null): void;
  abonneer(luisteraar: () => void): () => void;
}

export function maakTekenBord(): TekenBord {
  let teken: Teken | null = null;
  const luisteraars = new Set<() => void>();
  return {
    lees: () => teken,
    zet(nieuw) {
      if (nieuw === teken) return;
      teken = nieuw;
      for (const luisteraar of luisteraars) luisteraar();
    },
    abonneer(luisteraar) {
      luisteraars.add(luisteraar);
      return () => luisteraars.delete(luisteraar);
    },
  };
}
