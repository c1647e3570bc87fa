/**
 * The reminder use case: when the administrator opens registration, sellers of the past year
 * who did not opt out get one mail for the latest aflevering, through the outbox.
 */
import { krijgtHerinnering } from './domein/bewaren';
import { isTerugkerend } from '../registratie/domein';
import { herinneringsMail } from '../mail';
import type { MailContext } from '../mail';
import type { PrivacyDeps } from './deps';
import { afmeldLink, gegevensLink, weerMeedoenLink, type PrivacyTokens } from '../registratie';

export async function stuurHerinneringen(
  store: Pick<PrivacyDeps['store'], 'leesLaatsteAflevering' | 'mailHerinneringen'>,
  tokens: PrivacyTokens,
  context: MailContext,
  now: Date,
  voorrangTot: string | null = null,
): Promise<number> {
  const aflevering = await store.leesLaatsteAflevering();
  if (!aflevering) return 0;
  const basis = context.publicUrl.replace(/\/+$/, '');
  return store.mailHerinneringen(aflevering.id, {
    now,
    // At the returning sellers' early round only those the round lets in (registratie's
    // isTerugkerend); the others get theirs, with the usual text, at the opening.
    wie: (d) => krijgtHerinnering(d, aflevering, now) && (voorrangTot === null || isTerugkerend(d, aflevering)),
    mail: (d) =>
      herinneringsMail(
        d,
        context,
        {
          registreren: `${basis}/registreren`,
          weerMeedoen: weerMeedoenLink(basis, tokens.maak(d.id, 'weerMeedoen')),
          afmelden: afmeldLink(basis, tokens.maak(d.id, 'afmelden')),
          gegevens: gegevensLink(basis, tokens.maak(d.id, 'gegevens')),
        },
        voorrangTot,
      ),
  });
}
