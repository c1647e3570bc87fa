/**
 * Someone signs up as a volunteer for shifts of the current fair (the latest aflevering). The
 * capacity check, the sign-ups, the volunteer flags of a registered seller and the
 * confirmation mail are one store transaction (VrijwilligersStore.meldAan).
 */
import { conflict } from '../../kern/errors';
import type { Aflevering, MailBericht } from '../../kern/types';
import { DIENSTEN, MELDING_GEEN_BEURS, type Aanmelding, type VrijwilligerInvoer } from '../domein/vrijwilligers';
import { vrijwilligerBevestigMail, vrijwilligerMail } from '../../mail';
import { gegevensLink } from '../../registratie';
import type { Poorten } from '../../platform/poorten';
import type { VrijwilligersDeps } from '../deps';

/**
 * The fair volunteers sign up for: the latest aflevering; 409 while there is none, with the
 * words for who asks (`melding`: a volunteer by default, the administrator's own for their screens).
 */
export async function huidigeBeurs(
  store: Pick<VrijwilligersDeps['store'], 'leesLaatsteAflevering'>,
  melding = MELDING_GEEN_BEURS,
): Promise<Aflevering> {
  const laatste = await store.leesLaatsteAflevering();
  if (!laatste) throw conflict(melding);
  return laatste;
}

export type AanmeldDeps = Poorten<
  VrijwilligersDeps,
  'leesDiensten' | 'leesLaatsteAflevering' | 'meldAan',
  'clock' | 'mailQueued' | 'mailContext'
>;

export async function meldAanVoorDiensten(
  deps: AanmeldDeps,
  invoer: VrijwilligerInvoer & { deelnemerId?: string },
  verkoperMail?: (deelnemerId: string) => MailBericht,
): Promise<Aanmelding[]> {
  const beurs = await huidigeBeurs(deps.store);
  const [context, diensten] = await Promise.all([deps.mailContext(), deps.store.leesDiensten(beurs.id)]);
  const aanmeldingen = await deps.store.meldAan(beurs.id, invoer, {
    now: deps.clock(),
    verkoperMail,
    mail: (nieuw) =>
      vrijwilligerMail(
        invoer,
        nieuw.map((a) => ({
          naam: DIENSTEN[a.dienst].naam,
          tijd: diensten.find((d) => d.dienst === a.dienst)!.tijd,
        })),
        context,
      ),
  });
  deps.mailQueued();
  return aanmeldingen;
}

/**
 * A visitor signs up on the Vrijwilligers page. The form proves nothing about the address, so
 * a registered seller with it is not made a volunteer here (that waives their fee): they are
 * mailed their own link, where choosing the same shifts confirms it.
 */
export async function meldAanAlsVrijwilliger(
  deps: AanmeldDeps & Pick<VrijwilligersDeps, 'privacyTokens' | 'publicUrl'>,
  invoer: VrijwilligerInvoer,
): Promise<Aanmelding[]> {
  const [tokens, context] = await Promise.all([deps.privacyTokens(), deps.mailContext()]);
  return meldAanVoorDiensten(deps, invoer, (deelnemerId) =>
    vrijwilligerBevestigMail(invoer, gegevensLink(deps.publicUrl, tokens.maak(deelnemerId, 'gegevens')), context),
  );
}
