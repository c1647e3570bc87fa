/**
 * The settlement's settings as the administrator reads and changes them: the commission and the
 * rounding, and paying sellers by bank with the organisation's account (issue 36), kept apart
 * from the public settings.
 */
import type { AfrekeningInstellingen } from '../../kern/afrekening-instellingen';
import type { Poorten } from '../../platform/poorten';
import type { AfrekeningDeps } from '../deps';
import { nieuweInstellingen, publiekeInstellingen, type InstellingenWijziging } from '../domein/uitbetaling';

/** The settings as the administrator sees and edits them: with the organisation's account (issue 36). */
export interface BeheerInstellingen extends AfrekeningInstellingen {
  bankUitbetaling: boolean;
  iban: string;
  tenaamstelling: string;
}

const voorBeheer = (i: AfrekeningInstellingen): BeheerInstellingen => ({
  ...publiekeInstellingen(i),
  bankUitbetaling: i.bankUitbetaling ?? false,
  iban: i.iban ?? '',
  tenaamstelling: i.tenaamstelling ?? '',
});

export async function leesBeheerInstellingen(
  deps: Poorten<AfrekeningDeps, 'leesAfrekeningInstellingen' | 'leesBankrekening'>,
): Promise<BeheerInstellingen> {
  const [instellingen, rekening] = await Promise.all([
    deps.store.leesAfrekeningInstellingen(),
    deps.store.leesBankrekening(),
  ]);
  return voorBeheer({ ...instellingen, ...rekening });
}

/**
 * The bounds are checked on the way in (afrekening/domein/schemas.ts); what the bank part needs
 * (both fields with the switch on) by the domain (nieuweInstellingen). The public Verkopen page
 * follows live.
 */
export async function bewaarAfrekeningInstellingen(
  deps: Poorten<
    AfrekeningDeps,
    'bewaarAfrekeningInstellingen' | 'leesAfrekeningInstellingen' | 'leesBankrekening',
    'live' | 'log'
  >,
  wijziging: InstellingenWijziging,
): Promise<BeheerInstellingen> {
  const [huidig, rekening] = await Promise.all([
    deps.store.leesAfrekeningInstellingen(),
    deps.store.leesBankrekening(),
  ]);
  const nieuw = nieuweInstellingen(huidig, rekening, wijziging);
  const bewaard = await deps.store.bewaarAfrekeningInstellingen(nieuw);
  deps.live.changed();
  if ((huidig.bankUitbetaling ?? false) !== nieuw.bankUitbetaling)
    deps.log(`Uitbetalen per bank ${nieuw.bankUitbetaling ? 'aangezet' : 'uitgezet'}`);
  return voorBeheer(bewaard);
}
