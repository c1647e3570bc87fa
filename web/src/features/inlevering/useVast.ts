import { useCallback, useRef } from 'react';

/**
 * A handler that stays the same function and calls the latest one: memoised parts (the field,
 * the rows, the controls) do not render again because their parent did.
 */
export function useVast<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const ref = useRef(fn);
  ref.current = fn;
  return useCallback((...args: A) => ref.current(...args), []);
}
