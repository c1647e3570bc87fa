import type { Store } from '../store/port';
import type { MailContext } from '../mail/templates';
import type { AppConfig, LivePublisher } from './deps';
import type { PrivacyTokens } from '../privacy/token';
import type { Security } from './security';

/** What every route module gets: built once in createApp. */
export interface RouteContext {
  store: Store;
  security: Security;
  config: AppConfig;
  clock: () => Date;
  /** Tell the live channel that a public document changed. */
  live: LivePublisher;
  /** Tell the mail worker there is mail to deliver. */
  mailQueued: () => void;
  /** What a confirmation mail needs besides the person. */
  mailContext: () => Promise<MailContext>;
  /** Signs and reads the sellers' personal links (needs the app secret, loaded once). */
  privacyTokens: () => Promise<PrivacyTokens>;
  log: (message: string, error?: unknown) => void;
}
