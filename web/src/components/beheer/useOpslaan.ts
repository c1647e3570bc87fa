import { useState } from 'react';
import type { Meldingen } from './useMeldingen';

/**
 * Saving from an admin screen: `bezig` while it runs; then the toast `gelukt`, or the failure's
 * toast followed by `naFout` (a reload, so the screen shows what the server kept).
 */
export function useOpslaan({ toon, fout }: Pick<Meldingen, 'toon' | 'fout'>) {
  const [bezig, setBezig] = useState(false);
  const opslaan = async (actie: () => Promise<unknown>, gelukt: string, naFout?: () => Promise<void>) => {
    setBezig(true);
    try {
      await actie();
      toon('success', gelukt);
    } catch (error) {
      fout(error);
      await naFout?.();
    } finally {
      setBezig(false);
    }
  };
  return { bezig, opslaan };
}
