/**
 * Whether the page still loads content of its own (the contact persons): the news panel and the
 * footer wait for it the first time they would appear. On a phone they sit below the page's
 * content; shown first, they would be pushed down when that content arrives (a layout shift), and
 * on a short page the news would be the largest text painted late. Once shown they stay, also
 * when the visitor moves on to such a page.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** However long the page's own content takes, the news and the footer wait no longer than this. */
const HOOGSTENS_WACHTEN_MS = 5_000;

const InhoudLaadtContext = createContext<{ laadt: boolean; zet: (laadt: boolean) => void }>({
  laadt: false,
  zet: () => undefined,
});

export function InhoudLaadtProvider({ children }: { children: ReactNode }) {
  const [laadt, zet] = useState(false);
  const waarde = useMemo(() => ({ laadt, zet }), [laadt]);
  return <InhoudLaadtContext.Provider value={waarde}>{children}</InhoudLaadtContext.Provider>;
}

/** A page says that its own content is still on its way; leaving the page ends it. */
export function useInhoudLaadt(bezig: boolean) {
  const { zet } = useContext(InhoudLaadtContext);
  useEffect(() => {
    zet(bezig);
    const klaar = () => zet(false);
    const t = bezig ? setTimeout(klaar, HOOGSTENS_WACHTEN_MS) : undefined;
    return () => {
      clearTimeout(t);
      klaar();
    };
  }, [bezig, zet]);
}

/**
 * For what sits below the page's content: whether to show it now that it `kan` (its own data is
 * there). The first time, it also waits while the page loads its own content; after that it stays.
 */
export function useTonenOnderInhoud(kan: boolean): boolean {
  const { laadt } = useContext(InhoudLaadtContext);
  const [getoond, setGetoond] = useState(false);
  const tonen = kan && (getoond || !laadt);
  // Derived state, set during render as React allows: no extra frame without the panel.
  if (tonen && !getoond) setGetoond(true);
  return tonen;
}
