import { type AcceptatieLimiet, limietOpAcceptaties, MELDING_TE_VEEL_REGISTRATIES } from '../../platform/http/limits';
import type { RouteContext } from '../../platform/http/context';

const perApp = new WeakMap<RouteContext<object>, AcceptatieLimiet>();

/**
 * The limit on the public forms of registratie: the registration and joining the reserve list
 * share one allowance per address (a parent who finds the fair full joins the list instead;
 * a script must not get twice the tries). Each app (createApp's one RouteContext) has its own
 * count, so two apps in one process (tests) do not share it.
 */
export function inschrijfLimiet(ctx: RouteContext<object>): AcceptatieLimiet {
  let limiet = perApp.get(ctx);
  if (!limiet) {
    limiet = limietOpAcceptaties(ctx.security, ctx.limieten.registratie, MELDING_TE_VEEL_REGISTRATIES);
    perApp.set(ctx, limiet);
  }
  return limiet;
}
