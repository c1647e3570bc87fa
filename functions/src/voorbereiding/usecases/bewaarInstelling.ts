/**
 * The administrator changes one setting: the one its route names, nothing else (SPEC.md's
 * client sends both flags with the toggled value). Opening the registration reminds last
 * year's sellers; the store sends each of them one reminder per aflevering. Raising the
 * maximum or reopening promotes from the reserve list in the same transaction.
 *
 * The opening at a set time (issue 52) is the same change made by the clock: openOpTijd sets
 * the switch once its moment has come, with the same reminders and promotion. Each decides on
 * the settings as the store's transaction reads them (a function patch), so a switch and the
 * clock at the same moment cannot undo each other.
 */
import type { Schakelaar, Settings, Toewijzing } from '../../kern/types';
import { stuurHerinneringen } from '../../privacy';
import { bevorderOpties, type InstellingenPatch } from '../../registratie';
import { herinneringVoorDeRonde, schakelGeopend, voerGeplandeOpeningUit } from '../../registratie/domein';
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
  const now = deps.clock();
  // The switch 'Inschrijving geopend' is open from now, and after a set moment it consumes it,
  // so switching off stays off (registratie/domein/toewijzing.ts schakelGeopend).
  const { settings } = await wijzig(deps, (voor) =>
    veld === 'inschrijvingGeopend' ? schakelGeopend(voor, waarde as boolean, now) : { [veld]: waarde },
  );
  return settings;
}

/**
 * The clock's work for the registration (issue 52), run by a timer (standalone) or a scheduled
 * function (Firebase) and at start: at the returning sellers' early round their reminders, and
 * at the set opening the switch, once each. Until then the gate already counts the registration
 * as open from the moment itself. Answers whether it opened now.
 */
export async function openOpTijd(deps: Deps): Promise<boolean> {
  const now = deps.clock();
  await herinnerBijDeRonde(deps, now);
  const { voor, settings } = await wijzig(deps, (v) => voerGeplandeOpeningUit(v, now));
  const geopend = !voor.inschrijvingGeopend && settings.inschrijvingGeopend;
  if (geopend) deps.log('De inschrijving is geopend op de ingestelde tijd.');
  return geopend;
}

/**
 * At the returning sellers' early round, before the public opening: they get their reminder with
 * the 'Ik doe weer mee' link now. The round is marked first, in the settings' transaction, so two
 * instances or ticks never both send; the store sends one reminder per person per fair, and
 * should this stop between the mark and the mails, the opening sends them theirs.
 */
async function herinnerBijDeRonde(deps: Deps, now: Date): Promise<void> {
  const { store, log, mailQueued } = deps;
  // Held in an object: the store calls the decision (on Firestore perhaps more than once).
  const besluit: { ronde: Toewijzing | null } = { ronde: null };
  await store.wijzigInstellingen((voor) => {
    besluit.ronde = herinneringVoorDeRonde(voor, now);
    return besluit.ronde ? { toewijzing: besluit.ronde } : null;
  });
  const { ronde } = besluit;
  if (!ronde) return;
  const context = await deps.mailContext();
  const aantal = await stuurHerinneringen(store, await deps.privacyTokens(), context, now, ronde.opentOp);
  log(`Voorrang voor terugkerende verkopers: herinnering in de outbox gezet voor ${aantal} verkoper(s).`);
  mailQueued();
}

/** A change of the settings, decided in the transaction; then the live pages, the promotion's mails and the opening's reminders. */
async function wijzig(deps: Deps, patch: (voor: Settings) => Partial<Settings> | null) {
  const { store, live, clock, log, mailQueued } = deps;
  const gelezen: { voor: Settings | null } = { voor: null };
  const beslis: InstellingenPatch = (voor) => {
    gelezen.voor = voor;
    return patch(voor);
  };
  const settings = await store.wijzigInstellingen(beslis, await bevorderOpties(deps));
  const eerder: Settings = gelezen.voor ?? settings;
  live.changed();
  mailQueued();
  if (!eerder.inschrijvingGeopend && settings.inschrijvingGeopend) {
    const aantal = await stuurHerinneringen(store, await deps.privacyTokens(), await deps.mailContext(), clock());
    if (aantal > 0) {
      log(`Herinnering voor de nieuwe beurs in de outbox gezet voor ${aantal} verkoper(s).`);
      mailQueued();
    }
  }
  return { voor: eerder, settings };
}
