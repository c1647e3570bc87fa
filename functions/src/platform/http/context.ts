import type { Gereedschap } from '../poorten';
import type { Limieten } from '../config';
import type { AppConfig } from './deps';
import type { Security } from './security';

/**
 * What a route module gets, built once in createApp: the dependencies of its area's use cases
 * (`D`, the area's deps.ts), plus the session guard, config, and the limits its routes' guards
 * count against (platform/http/limits.ts), read once.
 */
export type RouteContext<D = Gereedschap> = D & {
  security: Security;
  config: AppConfig;
  limieten: Limieten;
};
