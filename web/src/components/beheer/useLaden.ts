import { useCallback, useEffect } from 'react';

/**
 * Loads a screen's data from the server when it opens, and again on every call of the
 * returned `laad` (after a save or a failed call, so the screen matches the server).
 * A failed load shows its Dutch toast through `fout`. Pass stable functions.
 */
export function useLaden<T>(
  haal: () => Promise<T>,
  zet: (data: T) => void,
  fout: (error: unknown) => void,
): () => Promise<void> {
  const laad = useCallback(async () => {
    try {
      zet(await haal());
    } catch (error) {
      fout(error);
    }
  }, [haal, zet, fout]);

  useEffect(() => {
    void laad();
  }, [laad]);

  return laad;
}
