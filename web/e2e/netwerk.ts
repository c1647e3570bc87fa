/**
 * A device losing its network and getting it back, as the desks' tests need it.
 *
 * `context.setOffline` alone is not airtight for a page that a service worker controls: now and
 * then a request that falls through the desk's service worker (it answers navigations only) still
 * reached the server while the context was "offline", right after an offline reload
 * (microsoft/playwright#2311; about 1 run in 12-24 of the till's offline test). The route below
 * refuses every API call as a network without a connection does, so "offline" means offline.
 */
import type { BrowserContext, Route } from '@playwright/test';

const geenVerbinding = (route: Route) => route.abort('internetdisconnected');

export async function zetOffline(context: BrowserContext, offline: boolean) {
  if (offline) {
    await context.route('**/api/**', geenVerbinding);
    await context.setOffline(true);
  } else {
    await context.unroute('**/api/**', geenVerbinding);
    await context.setOffline(false);
  }
}
