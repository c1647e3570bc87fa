/**
 * Whether the page still loads content of its own (the contact persons): the news panel and the
 * footer wait for it. On a phone they sit below the page's content; shown first, they would be
 * pushed down when that content arrives (a layout shift), and on a short page the news would be
 * the largest text painted late.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const InhoudLaadtContext = createContext<{ laadt: boolean; zet: (laadt: boolean) => void }>({
  laadt: false,
  zet: () => undefined,
});

export function InhoudLaadtProvider({ children }: { children: ReactNode }) {
  const [laadt, zet] = useState(false);
  return <InhoudLaadtContext.Provider value={{ laadt, zet }}>{children}</InhoudLaadtContext.Provider>;
}

/** A page says that its own content is still on its way; leaving the page ends it. */
export function useInhoudLaadt(bezig: boolean) {
  const { zet } = useContext(InhoudLaadtContext);
  useEffect(() => {
    zet(bezig);
    return () => zet(false);
  }, [bezig, zet]);
}

/** For what sits below the page's content: wait while the page loads its own. */
export function useWachtOpInhoud(): boolean {
  return useContext(InhoudLaadtContext).laadt;
}
