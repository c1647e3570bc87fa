/** The words of a receipt paid by pin while pin was off (PinNakijken.tsx), apart so they are tested below the browser. */
import type { PinNakijkpunt } from '@backend/afrekening/domein';
import { opDeBeursklok } from '@backend/kern/datums';

export const tijd = (iso: string) => opDeBeursklok(iso).tijd;

/** What the administrator decided, in one line; null while it is still open. */
export function pinBesluitTekst(p: Pick<PinNakijkpunt, 'besluit'>): string | null {
  if (!p.besluit) return null;
  const wat = p.besluit.betaalwijze === 'pin' ? 'Gepind: telt als pin' : 'Contant ontvangen: telt als contant';
  return `${wat} (door ${p.besluit.door} om ${tijd(p.besluit.op)})`;
}

/** The device's own closing time, when its clock ran ahead and the server's time was kept (issue 50). */
export function apparaatTijd(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const { datum, tijd: om } = opDeBeursklok(iso);
  return `het apparaat zei ${datum} ${om}`;
}
