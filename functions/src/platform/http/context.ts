import type { Gereedschap } from '../poorten';
import type { AppConfig } from './deps';
import type { Security } from './security';

/**
 * What a route module gets, built once in createApp: the dependencies of its area's use cases
 * (`D`, the area's deps.ts), plus the session guard and config.
 */
export type RouteContext<D = Gereedschap> = D & {
  security: Security;
  config: AppConfig;
};
