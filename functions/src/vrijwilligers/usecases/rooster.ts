/** The shifts of the current fair: for the sign-up form (places left), and the administrator's roster. */
import type { DienstenOverzicht, Rooster } from '../domein/vrijwilligers';
import type { Poorten } from '../../platform/poorten';
import type { VrijwilligersDeps } from '../deps';

/** What the sign-up form shows: the current fair's date and its shifts with the places left. */
export async function dienstenOverzicht(
  deps: Poorten<VrijwilligersDeps, 'leesDiensten' | 'leesLaatsteAflevering'>,
): Promise<DienstenOverzicht> {
  const laatste = await deps.store.leesLaatsteAflevering();
  return { datum: laatste?.datum ?? null, diensten: laatste ? await deps.store.leesDiensten(laatste.id) : [] };
}

/** The administrator's screen: every sign-up of the current fair, by shift. */
export async function rooster(
  deps: Poorten<VrijwilligersDeps, 'leesAanmeldingen' | 'leesDiensten' | 'leesLaatsteAflevering'>,
): Promise<Rooster> {
  const overzicht = await dienstenOverzicht(deps);
  const laatste = await deps.store.leesLaatsteAflevering();
  return { ...overzicht, aanmeldingen: laatste ? await deps.store.leesAanmeldingen(laatste.id) : [] };
}
