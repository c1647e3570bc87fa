import { useCallback, useEffect, useRef } from 'react';

/**
 * Loads a screen's data from the server when it opens, and again on every call of the
 * returned `laad` (after a save or a failed call, so the screen matches the server).
 * A failed load shows its Dutch toast through `fout`. Pass stable functions.
 *
 * Only the newest load's answer is shown: after two quick saves, the reload of the first can
 * arrive after that of the second and would put back what the second had changed.
 */
export function useLaden<T>(
  haal: () => Promise<T>,
  zet: (data: T) => void,
  fout: (error: unknown) => void,
): () => Promise<void> {
  const nieuwste = useRef(0);
  const laad = useCallback(async () => {
    const deze = ++nieuwste.current;
    try {
      const data = await haal();
      if (deze === nieuwste.current) zet(data);
    } catch (error) {
      if (deze === nieuwste.current) fout(error);
    }
  }, [haal, zet, fout]);

  useEffect(() => {
    void laad();
  }, [laad]);

  return laad;
}
