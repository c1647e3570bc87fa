/**
 * A registered seller's shifts through their personal link (no login): see them, sign up with
 * the data they registered, withdraw from one of their own.
 */
import { DomainError } from '../../kern/errors';
import { MELDING_AANMELDING_ONBEKEND, type DienstSoort, type EigenDiensten } from '../domein/vrijwilligers';
import type { Poorten } from '../../platform/poorten';
import type { VrijwilligersDeps } from '../deps';
import { persoonUitLink } from '../../registratie';
import { meldAanVoorDiensten, type AanmeldDeps } from './meldAanAlsVrijwilliger';
import { dienstenOverzicht } from './rooster';

async function eigenDiensten(
  deps: Poorten<VrijwilligersDeps, 'leesAanmeldingen' | 'leesDiensten' | 'leesLaatsteAflevering'>,
  deelnemerId: string,
): Promise<EigenDiensten> {
  const overzicht = await dienstenOverzicht(deps);
  const laatste = await deps.store.leesLaatsteAflevering();
  const alle = laatste ? await deps.store.leesAanmeldingen(laatste.id) : [];
  return { ...overzicht, aanmeldingen: alle.filter((a) => a.deelnemerId === deelnemerId) };
}

export async function bekijkEigenDiensten(
  deps: Poorten<
    VrijwilligersDeps,
    'leesAanmeldingen' | 'leesDeelnemer' | 'leesDiensten' | 'leesLaatsteAflevering',
    'privacyTokens'
  >,
  token: unknown,
): Promise<EigenDiensten> {
  const deelnemer = await persoonUitLink(deps, token, 'gegevens');
  return eigenDiensten(deps, deelnemer.id);
}

/** A registered seller signs up through their personal link, with the data they registered. */
export async function meldAanViaLink(
  deps: AanmeldDeps &
    Poorten<
      VrijwilligersDeps,
      'leesAanmeldingen' | 'leesDeelnemer' | 'leesDiensten' | 'leesLaatsteAflevering',
      'privacyTokens'
    >,
  token: unknown,
  diensten: DienstSoort[],
): Promise<EigenDiensten> {
  const { id, naam, email, telefoon } = await persoonUitLink(deps, token, 'gegevens');
  await meldAanVoorDiensten(deps, { naam, email, telefoon, diensten, deelnemerId: id });
  return eigenDiensten(deps, id);
}

/** A registered seller withdraws from one of their own shifts through their personal link. */
export async function meldAfViaLink(
  deps: Poorten<
    VrijwilligersDeps,
    'leesAanmeldingen' | 'leesDeelnemer' | 'leesDiensten' | 'leesLaatsteAflevering' | 'verwijderAanmelding',
    'privacyTokens'
  >,
  token: unknown,
  aanmeldingId: string,
): Promise<EigenDiensten> {
  const deelnemer = await persoonUitLink(deps, token, 'gegevens');
  const { aanmeldingen } = await eigenDiensten(deps, deelnemer.id);
  // Someone else's sign-up answers as if it did not exist: the link opens only one's own.
  if (!aanmeldingen.some((a) => a.id === aanmeldingId))
    throw new DomainError('niet-gevonden', MELDING_AANMELDING_ONBEKEND);
  await deps.store.verwijderAanmelding(aanmeldingId);
  return eigenDiensten(deps, deelnemer.id);
}
