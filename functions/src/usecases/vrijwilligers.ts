/**
 * Volunteers (SPEC.md section 2): the shifts of the current fair (the latest aflevering),
 * signing up on the Vrijwilligers page or through the personal link, withdrawing, and the
 * administrator's settings, roster and mail per shift. The capacity check, the sign-ups, the
 * volunteer flags and the mail are one store transaction (VrijwilligersStore.meldAan).
 */
import { DomainError } from '../domain/errors';
import type { Aflevering } from '../domain/types';
import {
  DIENSTEN,
  MELDING_AANMELDING_ONBEKEND,
  MELDING_GEEN_BEURS,
  type Aanmelding,
  type Dienst,
  type DienstInstelling,
  type DienstenOverzicht,
  type DienstSoort,
  type EigenDiensten,
  type Rooster,
  type VrijwilligerInvoer,
} from '../domain/vrijwilligers';
import { dienstBericht, vrijwilligerMail } from '../mail/templates';
import type { Store } from '../store/port';
import type { UseCaseDeps } from './deps';
import { persoonUitLink } from './eigenGegevens';

async function huidigeBeurs(store: Store): Promise<Aflevering> {
  const laatste = await store.lastAflevering();
  if (!laatste) throw new DomainError(409, MELDING_GEEN_BEURS);
  return laatste;
}

export async function dienstenOverzicht(deps: Pick<UseCaseDeps, 'store'>): Promise<DienstenOverzicht> {
  const laatste = await deps.store.lastAflevering();
  return { datum: laatste?.datum ?? null, diensten: laatste ? await deps.store.listDiensten(laatste.id) : [] };
}

type AanmeldDeps = Pick<UseCaseDeps, 'store' | 'clock' | 'mailQueued' | 'mailContext'>;

async function meldAan(
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
  return meldAan(deps, invoer);
}

async function eigenDiensten(deps: Pick<UseCaseDeps, 'store'>, deelnemerId: string): Promise<EigenDiensten> {
  const overzicht = await dienstenOverzicht(deps);
  const laatste = await deps.store.lastAflevering();
  const alle = laatste ? await deps.store.listAanmeldingen(laatste.id) : [];
  return { ...overzicht, aanmeldingen: alle.filter((a) => a.deelnemerId === deelnemerId) };
}

export async function bekijkEigenDiensten(
  deps: Pick<UseCaseDeps, 'store' | 'privacyTokens'>,
  token: unknown,
): Promise<EigenDiensten> {
  const deelnemer = await persoonUitLink(deps, token, 'gegevens');
  return eigenDiensten(deps, deelnemer.id);
}

/** A registered seller signs up through their personal link, with the data they registered. */
export async function meldAanViaLink(
  deps: AanmeldDeps & Pick<UseCaseDeps, 'privacyTokens'>,
  token: unknown,
  diensten: DienstSoort[],
): Promise<EigenDiensten> {
  const { id, naam, email, telefoon } = await persoonUitLink(deps, token, 'gegevens');
  await meldAan(deps, { naam, email, telefoon, diensten, deelnemerId: id });
  return eigenDiensten(deps, id);
}

/** A registered seller withdraws from one of their own shifts through their personal link. */
export async function meldAfViaLink(
  deps: Pick<UseCaseDeps, 'store' | 'privacyTokens'>,
  token: unknown,
  aanmeldingId: string,
): Promise<EigenDiensten> {
  const deelnemer = await persoonUitLink(deps, token, 'gegevens');
  const { aanmeldingen } = await eigenDiensten(deps, deelnemer.id);
  // Someone else's sign-up answers as if it did not exist: the link opens only one's own.
  if (!aanmeldingen.some((a) => a.id === aanmeldingId)) throw new DomainError(404, MELDING_AANMELDING_ONBEKEND);
  await deps.store.verwijderAanmelding(aanmeldingId);
  return eigenDiensten(deps, deelnemer.id);
}

export async function rooster(deps: Pick<UseCaseDeps, 'store'>): Promise<Rooster> {
  const overzicht = await dienstenOverzicht(deps);
  const laatste = await deps.store.lastAflevering();
  return { ...overzicht, aanmeldingen: laatste ? await deps.store.listAanmeldingen(laatste.id) : [] };
}

export async function bewaarDienst(
  deps: Pick<UseCaseDeps, 'store'>,
  dienst: DienstSoort,
  instelling: DienstInstelling,
): Promise<Dienst> {
  const beurs = await huidigeBeurs(deps.store);
  return deps.store.saveDienst(beurs.id, dienst, instelling);
}

export async function verwijderAanmelding(deps: Pick<UseCaseDeps, 'store'>, id: string): Promise<Aanmelding> {
  const weg = await deps.store.verwijderAanmelding(id);
  if (!weg) throw new DomainError(404, MELDING_AANMELDING_ONBEKEND);
  return weg;
}

/** One mail per volunteer of the shift; answers how many were queued. */
export async function mailDienst(
  deps: Pick<UseCaseDeps, 'store' | 'clock' | 'mailQueued'>,
  dienst: DienstSoort,
  { onderwerp, tekst }: { onderwerp: string; tekst: string },
): Promise<number> {
  const beurs = await huidigeBeurs(deps.store);
  const aantal = await deps.store.mailDienst(beurs.id, dienst, (a) => dienstBericht(a, onderwerp, tekst), deps.clock());
  if (aantal > 0) deps.mailQueued();
  return aantal;
}
