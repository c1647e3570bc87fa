import type { Store } from '../store/port';

/**
 * A store that notes the name of every method called on it, in order: for tests that show what a
 * request costs in reads (a refusal at the door reads two things and writes nothing).
 */
export function geteld(store: Store): { store: Store; aanroepen: string[] } {
  const aanroepen: string[] = [];
  const proxy = new Proxy(store, {
    get(doel, naam, ontvanger) {
      const waarde: unknown = Reflect.get(doel, naam, ontvanger);
      if (typeof waarde !== 'function') return waarde;
      return (...args: unknown[]) => {
        aanroepen.push(String(naam));
        return (waarde as (...a: unknown[]) => unknown).apply(doel, args);
      };
    },
  });
  return { store: proxy, aanroepen };
}
