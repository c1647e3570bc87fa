/**
 * Privacy: the seller's own data through their personal link (no login), the reminder's
 * opt-out, and for the administrator the retention plan and its grace period.
 */
import { Router, type Request } from 'express';
import { z } from 'zod';
import { DomainError } from '../../domain/errors';
import { MAX_GRACE_DAGEN } from '../../domain/bewaren';
import { BESCHERMDE_NAAM, isBeschermd } from '../../domain/registratie';
import type { Deelnemer } from '../../domain/types';
import { nieuweDeelnemerSchema } from '../../domain/validatie';
import { bewaarOverzicht, GRACE_SLEUTEL, leesGraceDagen } from '../../privacy/bewaren';
import { MELDING_VERWIJDERD, type TokenDoel } from '../../privacy/token';
import { parse } from '../errors';
import type { RouteContext } from '../context';

const graceSchema = z.object({
  graceDagen: z
    .number({ error: 'Het aantal dagen moet een getal zijn' })
    .int({ error: 'Het aantal dagen moet een geheel getal zijn' })
    .min(0, { error: 'Het aantal dagen kan niet negatief zijn' })
    .max(MAX_GRACE_DAGEN, { error: `Het aantal dagen mag hoogstens ${MAX_GRACE_DAGEN} zijn` }),
});

/** What the seller sees of themselves: the spec's fields, nothing of the admin's notes. */
const eigenGegevens = (d: Deelnemer, herinnering: boolean) => ({
  naam: d.naam,
  email: d.email,
  telefoon: d.telefoon,
  nummer: d.nummer,
  aangemeld: d.aangemeld,
  herinnering,
});

export function privacyRoutes(ctx: RouteContext) {
  const { store, security, live, clock, privacyTokens } = ctx;
  const router = Router();

  const tokenUit = (req: Request): unknown => (req.body as { token?: unknown } | undefined)?.token ?? req.query.token;

  /** The person behind a link; 404 once they are deleted. */
  async function persoon(req: Request, doel: TokenDoel): Promise<Deelnemer> {
    const id = (await privacyTokens()).lees(tokenUit(req), doel);
    const deelnemer = await store.getDeelnemer(id);
    if (!deelnemer || isBeschermd(deelnemer)) throw new DomainError(404, MELDING_VERWIJDERD);
    return deelnemer;
  }

  /** Public: the privacy page shows the grace period that is in force. */
  router.get('/privacy', async (_req, res) => {
    res.json({ graceDagen: await leesGraceDagen(store) });
  });

  router.get('/mijn-gegevens', async (req, res) => {
    const d = await persoon(req, 'gegevens');
    res.json(eigenGegevens(d, !(await store.isHerinneringAfgemeld(d.id))));
  });

  router.put('/mijn-gegevens', async (req, res) => {
    const d = await persoon(req, 'gegevens');
    const invoer = parse(nieuweDeelnemerSchema, req.body ?? {});
    if (isBeschermd(invoer)) {
      throw new DomainError(400, `De naam '${BESCHERMDE_NAAM}' is gereserveerd. Kies een andere naam.`);
    }
    const nieuw = await store.updateDeelnemer({
      ...d,
      naam: invoer.naam,
      email: invoer.email,
      telefoon: invoer.telefoon,
    });
    res.json(eigenGegevens(nieuw, !(await store.isHerinneringAfgemeld(d.id))));
  });

  router.delete('/mijn-gegevens', async (req, res) => {
    const d = await persoon(req, 'gegevens');
    const weg = await store.deleteDeelnemer(d.id);
    if (!weg) throw new DomainError(404, MELDING_VERWIJDERD);
    await store.deleteMailsTo(weg.email);
    await store.logErasure({
      tijd: clock().toISOString(),
      reden: 'op verzoek',
      telefoonGewist: [],
      verwijderd: [weg.nummer],
    });
    live.changed();
    res.json({ verwijderd: true });
  });

  /** The one click from the reminder mail: the web page posts it (CSRF header included). */
  router.post('/afmelden', async (req, res) => {
    const d = await persoon(req, 'afmelden');
    await store.setHerinneringAfgemeld(d.id);
    res.json({ naam: d.naam });
  });

  router.get('/bewaren', security.requireAdmin, async (_req, res) => {
    res.json(await bewaarOverzicht(store));
  });

  router.put('/bewaren', security.requireAdmin, async (req, res) => {
    const { graceDagen } = parse(graceSchema, req.body ?? {});
    await store.setMeta(GRACE_SLEUTEL, String(graceDagen));
    res.json(await bewaarOverzicht(store));
  });

  return router;
}
