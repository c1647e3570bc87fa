/**
 * Someone signs up as a volunteer for shifts of the current fair (the latest aflevering). The
 * capacity check, the sign-ups, the volunteer flags of a registered seller and the
 * confirmation mail are one store transaction (VrijwilligersStore.meldAan).
 */
import { DomainError } from '../domain/errors';
import type { Aflevering } from '../domain/types';
import { DIENSTEN, MELDING_GEEN_BEURS, type Aanmelding, type VrijwilligerInvoer } from '../domain/vrijwilligers';
import { vrijwilligerMail } from '../mail/templates';
import type { Store } from '../store/port';
import type { UseCaseDeps } from './deps';

/** The fair volunteers sign up for: the latest aflevering; 409 while there is none. */
export async function huidigeBeurs(store: Store): Promise<Aflevering> {
  const laatste = await store.lastAflevering();
  if (!laatste) throw new DomainError(409, MELDING_GEEN_BEURS);
  return laatste;
}

export type AanmeldDeps = Pick<UseCaseDeps, 'store' | 'clock' | 'mailQueued' | 'mailContext'>;

export async function meldAanVoorDiensten(
  deps: AanmeldDeps,
  invoer: VrijwilligerInvoer & { deelnemerId?: string },
): Promise<Aanmelding[]> {
  const beurs = await huidigeBeurs(deps.store);
  const [context, diensten] = await Promise.all([deps.mailContext(), deps.store.listDiensten(beurs.id)]);
  const aanmeldingen = await deps.store.meldAan(beurs.id, invoer, {
    now: deps.clock(),
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

/** A visitor signs up on the Vrijwilligers page; a registered seller is found by their address. */
export function meldAanAlsVrijwilliger(deps: AanmeldDeps, invoer: VrijwilligerInvoer): Promise<Aanmelding[]> {
  return meldAanVoorDiensten(deps, invoer);
}
