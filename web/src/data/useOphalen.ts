import { useCallback, useState } from 'react';
import { foutTekst } from './http';

/**
 * What `haal` answers, fetched again on every call of `laad`: a failure keeps the last answer and
 * gives its Dutch message in `fout` until the next answer. Pass a stable `haal`.
 */
export function useOphalen<T>(haal: () => Promise<T>) {
  const [data, setData] = useState<T | null>(null);
  const [fout, setFout] = useState<string | null>(null);
  const laad = useCallback(async () => {
    try {
      setData(await haal());
      setFout(null);
    } catch (e) {
      setFout(foutTekst(e));
    }
  }, [haal]);
  return { data, fout, laad };
}
