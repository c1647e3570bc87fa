import { useEffect, useState } from 'react';

/** The longest wait setTimeout keeps (about 24.8 days); a later moment is waited for in steps. */
const LANGSTE_WACHT = 2 ** 31 - 1;

/**
 * The current time, again at each of `momenten` (ISO instants) when it passes: a screen that
 * changes at a set time (the registration opening, issue 52) shows it then without a reload.
 * The server decides; this only keeps what the page shows in step with the clock.
 */
export function useNu(momenten: readonly (string | null | undefined)[]): Date {
  const [nu, setNu] = useState(() => new Date());
  const sleutel = momenten.join('|');
  useEffect(() => {
    const komend = momenten
      .filter((m): m is string => typeof m === 'string')
      .map((m) => Date.parse(m))
      .filter((t) => t > nu.getTime())
      .sort((a, b) => a - b)[0];
    if (komend === undefined) return;
    // A little after the moment, so the new state is already the server's too.
    const timer = setTimeout(() => setNu(new Date()), Math.min(komend - Date.now() + 250, LANGSTE_WACHT));
    return () => clearTimeout(timer);
    // `momenten` is compared by its text (sleutel): a new array with the same times is the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sleutel, nu]);
  return nu;
}
