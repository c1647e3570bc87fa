/**
 * The administrator changes one setting: the one its route names, nothing else (SPEC.md's
 * client sends both flags with the toggled value). Opening the registration reminds last
 * year's sellers; the store sends each of them one reminder per aflevering. Raising the
 * maximum or reopening promotes from the reserve list in the same transaction.
 */
import type { Settings } from '../../kern/types';
import { stuurHerinneringen } from '../../privacy';
import { bevorderOpties } from '../../registratie';
import type { Poorten } from '../../platform/poorten';
import type { VoorbereidingDeps } from '../deps';

export async function bewaarInstelling<K extends keyof Settings>(
  deps: Poorten<
    VoorbereidingDeps,
    | 'leesInstellingen'
    | 'wijzigInstellingen'
    | 'leesArtikelInstellingen'
    | 'leesLaatsteAflevering'
    | 'mailHerinneringen',
    'live' | 'clock' | 'log' | 'mailQueued' | 'mailContext' | 'privacyTokens'
  >,
  veld: K,
  waarde: Settings[K],
): Promise<Settings> {
  const { store, live, clock, log, mailQueued } = deps;
  const eerder = await store.leesInstellingen();
  const settings = await store.wijzigInstellingen({ [veld]: waarde }, await bevorderOpties(deps));
  live.changed();
  mailQueued();
  if (!eerder.inschrijvingGeopend && settings.inschrijvingGeopend) {
    const aantal = await stuurHerinneringen(store, await deps.privacyTokens(), await deps.mailContext(), clock());
    if (aantal > 0) {
      log(`Herinnering voor de nieuwe beurs in de outbox gezet voor ${aantal} verkoper(s).`);
      mailQueued();
    }
  }
  return settings;
}
