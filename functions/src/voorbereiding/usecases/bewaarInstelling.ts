/**
 * The administrator changes one setting: the one its route names, nothing else (SPEC.md's
 * client sends both flags with the toggled value). Opening the registration reminds last
 * year's sellers; the store sends each of them one reminder per aflevering. Raising the
 * maximum or reopening promotes from the reserve list in the same transaction.
 *
 * The opening at a set time (issue 52) is the same change made by the clock: openOpTijd sets
 * the switch once its moment has come, with the same reminders and promotion.
 */
import type { Schakelaar, Settings } from '../../kern/types';
import { stuurHerinneringen } from '../../privacy';
import { bevorderOpties } from '../../registratie';
import { herinneringVoorDeRonde, naSchakelen, voerGeplandeOpeningUit } from '../../registratie/domein';
import type { Poorten } from '../../platform/poorten';
import type { VoorbereidingDeps } from '../deps';

type Deps = Poorten<
  VoorbereidingDeps,
  'leesInstellingen' | 'wijzigInstellingen' | 'leesArtikelInstellingen' | 'leesLaatsteAflevering' | 'mailHerinneringen',
  'live' | 'clock' | 'log' | 'mailQueued' | 'mailContext' | 'privacyTokens'
>;

export async function bewaarInstelling<K extends Schakelaar>(
  deps: Deps,
  veld: K,
  waarde: Settings[K],
): Promise<Settings> {
  const eerder = await deps.store.leesInstellingen();
  // After the set opening's moment the switch acts at once: the moment is consumed with it, so
  // switching off stays off (registratie/domein/toewijzing.ts naSchakelen).
  const ookDeOpening = veld === 'inschrijvingGeopend' ? naSchakelen(eerder, deps.clock()) : null;
  return wijzig(deps, eerder, { [veld]: waarde, ...ookDeOpening });
}

/**
 * The opening at a set time, when its moment has come and it was not carried out yet: the
 * switch goes on, once (the moment is marked in the same write). Run by a timer (standalone)
 * or a scheduled function (Firebase) and at start; until then the gate already counts the
 * registration as open from the moment itself. Answers whether it opened now.
 */
export async function openOpTijd(deps: Deps): Promise<boolean> {
  const eerder = await deps.store.leesInstellingen();
  await herinnerBijDeRonde(deps, eerder);
  const open = voerGeplandeOpeningUit(eerder, deps.clock());
  if (!open) return false;
  await wijzig(deps, eerder, { inschrijvingGeopend: true, toewijzing: open.toewijzing });
  deps.log('De inschrijving is geopend op de ingestelde tijd.');
  return true;
}

/**
 * At the returning sellers' early round, before the public opening: last year's sellers get
 * their reminder with the 'Ik doe weer mee' link now, once (the store sends one per person per
 * fair, so the opening sends them no second one); the round is marked so the next tick reads
 * nothing more.
 */
async function herinnerBijDeRonde(deps: Deps, eerder: Settings): Promise<void> {
  const { store, clock, log, mailQueued } = deps;
  const now = clock();
  const gemarkeerd = herinneringVoorDeRonde(eerder, now);
  if (!gemarkeerd) return;
  const opentOp = gemarkeerd.opentOp;
  const aantal = await stuurHerinneringen(store, await deps.privacyTokens(), await deps.mailContext(), now, opentOp);
  await store.wijzigInstellingen({ toewijzing: gemarkeerd });
  log(`Voorrang voor terugkerende verkopers: herinnering in de outbox gezet voor ${aantal} verkoper(s).`);
  mailQueued();
}

async function wijzig(deps: Deps, eerder: Settings, patch: Partial<Settings>): Promise<Settings> {
  const { store, live, clock, log, mailQueued } = deps;
  const settings = await store.wijzigInstellingen(patch, await bevorderOpties(deps));
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
