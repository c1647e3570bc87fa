/**
 * The public registration's own work, after its guards, shared by its two paths: the route
 * (deelnemers.ts registratieRoutes) and the early path before Express (vooraan.ts).
 */
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { isLoting } from '../domein/lotingbeslissing';
import { nieuweDeelnemerSchema } from '../domein/schemas';
import { vraagLotingAan } from '../usecases/loting';
import { registreerDeelnemer } from '../usecases/registreerDeelnemer';
import { parse } from '../../platform/http/errors';
import { schijnNaam, type Schijnantwoord } from '../../platform/http/limits';
import type { Settings } from '../../kern/types';
import type { RouteContext } from '../../platform/http/context';
import type { RegistratieDeps } from '../deps';

/** What the registration answers: a status and its JSON. */
export interface Inschrijfantwoord {
  status: number;
  body: unknown;
}

/**
 * The registration itself, after its guards, for both of its paths (the route below and the
 * early path, vooraan.ts): the form validated, then in a draw (issue 52) a visitor's
 * application, answered 202, or else the registration. `instellingen` are the settings the door
 * read in this request, when it let a visitor through.
 */
export async function beantwoordInschrijving(
  ctx: RouteContext<RegistratieDeps>,
  body: unknown,
  { beheerder, instellingen }: { beheerder: boolean; instellingen?: Settings },
): Promise<Inschrijfantwoord> {
  const invoer = parse(nieuweDeelnemerSchema, body ?? {});
  // In a draw a visitor applies (202); the administrator still registers someone directly.
  if (!beheerder && isLoting(instellingen ?? (await ctx.store.leesInstellingen()))) {
    return { status: 202, body: await vraagLotingAan(ctx, invoer) };
  }
  const deelnemer = await registreerDeelnemer(ctx, invoer, { doorBeheerder: beheerder, instellingen });
  return { status: 200, body: { id: deelnemer.id, naam: deelnemer.naam, nummer: deelnemer.nummer } };
}

/** What a filled honeypot gets: a number no one holds, for the look-alike must not tell a script it was caught. */
export const schijnInschrijving = (body: Record<string, unknown>): Schijnantwoord => ({
  status: 200,
  body: { id: randomUUID(), naam: schijnNaam(body), nummer: 100 + Math.floor(Math.random() * 400) },
});

/**
 * Requests the early path let through its door (an attempt whose body it leaves to the route's
 * parser), with the settings the door read: the route's own door need not read again.
 */
const doorgelaten = new WeakMap<IncomingMessage, Settings>();

export const laatDoor = (req: IncomingMessage, instellingen: Settings) => void doorgelaten.set(req, instellingen);
export const doorDeDeur = (req: IncomingMessage): Settings | undefined => doorgelaten.get(req);
