/** The confirmation mail with the person's own link, as registration and the mail button send it. */
import { wijzigMelding } from '../domein/artikellijst';
import { bevestigenVan, koppelingVoor, vrijgevenOp } from '../domein/bevestigen';
import { deadlineVan } from '../../kern/deadline';
import type { Deelnemer, MailBericht, Settings } from '../../kern/types';
import { bevestigingsMail } from '../../mail';
import { artikelenLink, gegevensLink } from '../links';
import type { BevorderOptions } from '../store/port';
import type { Poorten } from '../../platform/poorten';
import type { RegistratieDeps } from '../deps';

type Deps = Poorten<
  RegistratieDeps,
  'leesArtikelInstellingen' | 'leesInstellingen',
  'clock' | 'mailContext' | 'privacyTokens'
>;

/**
 * What an action through a person's own link that mails this confirmation reads: the person
 * behind the link (persoonUitLink) and the mail. Taking part again, and an erasure whose free
 * place goes to the reserve list.
 */
export type LinkMetBevestiging = Deps & Poorten<RegistratieDeps, 'leesDeelnemer'>;

export async function bevestigingVoor(
  deps: Deps,
  opties: { vanReservelijst?: boolean; instellingen?: Settings } = {},
): Promise<(deelnemer: Deelnemer) => MailBericht> {
  const { instellingen: gelezen, ...mailOpties } = opties;
  const [context, tokens, settings] = await Promise.all([
    deps.mailContext(),
    deps.privacyTokens(),
    gelezen ?? deps.store.leesInstellingen(),
  ]);
  const beurs = context.aflevering;
  const instellingen = beurs && (await deps.store.leesArtikelInstellingen(beurs.id));
  const nu = deps.clock();
  return (d) => {
    const token = tokens.maak(d.id, 'gegevens');
    // While this seller can enter items for the current fair, the mail says so instead of
    // explaining hand-written labels (issue 25: sellers never learnt they could).
    const online = beurs && instellingen && wijzigMelding(nu, d, beurs, instellingen) === null;
    // The fair asks to confirm (issue 53): the mail names this person's deadline.
    const link = koppelingVoor(d, beurs?.id);
    const bevestigVoor = (link && vrijgevenOp(link, bevestigenVan(settings, beurs))) ?? undefined;
    const mail = bevestigingsMail(d, context, gegevensLink(context.publicUrl, token), {
      ...mailOpties,
      bevestigVoor,
      artikelen: online
        ? { link: artikelenLink(context.publicUrl, token), deadline: deadlineVan(instellingen, beurs) }
        : undefined,
    });
    return online ? { ...mail, artikelLinkVoor: beurs.id } : mail;
  };
}

/**
 * What a change that can free a place gives the store: people promoted from the reserve list
 * get the confirmation that says so.
 */
export async function bevorderOpties(deps: Deps): Promise<BevorderOptions> {
  return { now: deps.clock(), mail: await bevestigingVoor(deps, { vanReservelijst: true }) };
}
