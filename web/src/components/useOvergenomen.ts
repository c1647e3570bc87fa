import { useSyncExternalStore } from 'react';

const geenWijzigingen = () => () => {};

/**
 * False in the pre-rendered HTML and while React takes that HTML over, true from then on. A
 * form in the pre-rendered page stays disabled until then: submitted before its script runs,
 * the browser would send it itself (the login form: the password in the address).
 */
export function useOvergenomen(): boolean {
  return useSyncExternalStore(
    geenWijzigingen,
    () => true,
    () => false,
  );
}
