import type { UseCaseDeps } from '../usecase-deps';
import type { AppConfig } from './deps';
import type { Security } from './security';

/** What every route module gets, built once in createApp: the use cases' dependencies, plus the session guard and config. */
export interface RouteContext extends UseCaseDeps {
  security: Security;
  config: AppConfig;
}
