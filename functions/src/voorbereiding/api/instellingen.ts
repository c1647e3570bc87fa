import { Router } from 'express';
import { ongeldig } from '../../kern/errors';
import type { Schakelaar } from '../../kern/types';
import { settingsSchema } from '../../seizoen/domein/schemas';
import { publiekeSettings } from '../../seizoen/domein';
import { bewaarInstelling } from '../usecases/bewaarInstelling';
import { parse } from '../../platform/http/errors';
import type { RouteContext } from '../../platform/http/context';
import type { VoorbereidingDeps } from '../deps';

/** Each settings path and the one field it reads and changes, with its name on the screen. */
const PADEN: [string, Schakelaar, string][] = [
  ['/settings/inschrijvinggeopend', 'inschrijvingGeopend', 'Inschrijving geopend'],
  ['/settings/inschrijvinggesloten', 'inschrijvingGesloten', 'Inschrijving gesloten'],
  ['/settings/maximumaantaldeelnemers', 'maximumAantalDeelnemers', 'Maximum aantal deelnemers'],
];

/**
 * The three settings GETs are public. Each PUT may be sent the whole settings object (SPEC.md
 * section 7) but changes only the field its path names.
 */
export function instellingenRoutes(ctx: RouteContext<VoorbereidingDeps>) {
  const { store, security } = ctx;
  const router = Router();

  for (const [pad, veld, label] of PADEN) {
    router.get(pad, async (_req, res) => {
      res.json((await store.leesInstellingen())[veld]);
    });

    router.put(pad, security.requireAdmin, async (req, res) => {
      const waarde = parse(settingsSchema, req.body ?? {})[veld];
      if (waarde === undefined) throw ongeldig(`${label} ontbreekt.`, veld);
      // The spec's `Settings` (with the set opening, when there is one), not the gate's own marks.
      res.json(publiekeSettings(await bewaarInstelling(ctx, veld, waarde)));
    });
  }

  return router;
}
