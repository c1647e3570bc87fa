/**
 * A drop-off or pick-up desk's device: /inleveren or /ophalen opened with the desk's link (its
 * token after '#'), or since then (the token is kept on the device). No menu or site around it,
 * as for the till: a volunteer's phone at a table.
 */
import { useMemo } from 'react';
import { balieToken, zetBalieToken, type BalieTaak, type Bron } from './api';
import { InleverenScherm } from './InleverenScherm';
import { OphalenScherm } from './OphalenScherm';

/**
 * Takes the link's token off the address (so it is not bookmarked or shared by accident) and
 * keeps it on the device. True when this device is a desk for the page's task.
 */
export function neemBalieLinkOver(taak: BalieTaak): boolean {
  const token = window.location.hash.slice(1);
  if (/^[\w-]+\.[\w-]+$/.test(token)) {
    zetBalieToken(taak, token);
    history.replaceState(null, '', window.location.pathname);
  }
  return balieToken(taak) !== null;
}

export default function BalieApp({ taak }: { taak: BalieTaak }) {
  const bron: Bron = useMemo(() => ({ taak, token: balieToken(taak) }), [taak]);
  return taak === 'inleveren' ? <InleverenScherm bron={bron} /> : <OphalenScherm bron={bron} />;
}
