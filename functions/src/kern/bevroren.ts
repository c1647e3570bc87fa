/** Deeply frozen: a value shared between readers that must never change (a closed settlement). */
export function diepBevroren<T>(waarde: T): T {
  if (waarde && typeof waarde === 'object' && !Object.isFrozen(waarde)) {
    Object.freeze(waarde);
    for (const deel of Object.values(waarde)) diepBevroren(deel);
  }
  return waarde;
}
