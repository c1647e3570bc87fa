/**
 * A person's own data through their personal link (no login): who the link opens, and what
 * they see of themselves. The 'Kledingmaat' row has no such link.
 */
import { wijzigMelding } from '../../artikelen/domein';
import type { Deelnemer } from '../../kern/types';
import type { EigenGegevens } from '../../kern/api-types';
import { eigenUitbetaling } from '../../afrekening/domein';
import { persoonUitLink } from '../../registratie';
import { doetMeeAan } from '../../registratie/domein';
import type { Poorten } from '../../platform/poorten';
import type { PrivacyDeps } from '../deps';

/** What the seller sees of themselves: the spec's fields, nothing of the admin's notes (kern/api-types.ts). */
export type { EigenGegevens };

/** The ports of what the seller sees of themselves. */
type EigenDeps = Poorten<
  PrivacyDeps,
  | 'leesAfrekeningGeslotenOp'
  | 'leesAfrekeningInstellingen'
  | 'leesArtikelInstellingen'
  | 'leesHerinneringAfgemeld'
  | 'leesLaatsteAflevering',
  'clock'
>;

export async function eigenGegevensVan(deps: EigenDeps, d: Deelnemer): Promise<EigenGegevens> {
  const { naam, email, telefoon, nummer, aangemeld } = d;
  const [afgemeld, beurs, afrekening] = await Promise.all([
    deps.store.leesHerinneringAfgemeld(d.id),
    deps.store.leesLaatsteAflevering(),
    deps.store.leesAfrekeningInstellingen(),
  ]);
  const [instellingen, geslotenOp] = beurs
    ? await Promise.all([deps.store.leesArtikelInstellingen(beurs.id), deps.store.leesAfrekeningGeslotenOp(beurs.id)])
    : [null, null];
  const artikelenOpen = instellingen !== null && wijzigMelding(deps.clock(), d, beurs, instellingen) === null;
  // The payout can change until the current fair's settlement is closed (afrekening/domein/uitbetaling.ts).
  const uitbetaling = eigenUitbetaling(
    d.uitbetaling,
    afrekening,
    beurs === null || geslotenOp !== null,
    doetMeeAan(d, beurs),
  );
  return { naam, email, telefoon, nummer, aangemeld, herinnering: !afgemeld, artikelenOpen, uitbetaling };
}

export async function bekijkEigenGegevens(
  deps: EigenDeps & Poorten<PrivacyDeps, 'leesDeelnemer', 'privacyTokens'>,
  token: unknown,
): Promise<EigenGegevens> {
  return eigenGegevensVan(deps, await persoonUitLink(deps, token, 'gegevens'));
}
