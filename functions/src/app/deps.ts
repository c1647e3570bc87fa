/**
 * What the use cases need, given to them explicitly: built once in createApp, and by hand in
 * a test. Every area's deps.ts names its part; this is all of it, with the whole Store.
 */
import type { Gereedschap } from '../platform/poorten';
import type { MailContextMetBeurs } from '../mail';
import type { KassaLimiet } from '../kassa/limiet';
import type { LabelsCache } from '../artikelen/labels/cache';
import type { KassaTokens } from '../kassa/token';
import { createPrivacyTokens, type PrivacyTokens } from '../registratie/links';
import type { Store } from './store/port';
import type { AppConfig, LiveKanaal } from '../platform/http/deps';
import { createLog, type Log } from '../platform/log';

export interface UseCaseDeps extends Gereedschap {
  store: Store;
  /** What a mail needs besides the person; with the current fair, which it is read for anyway. */
  mailContext: () => Promise<MailContextMetBeurs>;
  /** Signs and reads the sellers' personal links (needs the app secret, loaded once). */
  privacyTokens: () => Promise<PrivacyTokens>;
  /** Signs and reads the desks' links (needs the app secret, loaded once). */
  kassaTokens: () => Promise<KassaTokens>;
  /** What one desk may send per minute; counts kept for the app's lifetime. */
  kassaLimiet: KassaLimiet;
  /** The sellers' labels PDFs, until their items change. */
  labelsCache: LabelsCache;
}

/** The mail context from the store: the fair, its date and contact persons, the site's address. */
export function mailContextUit(store: Store, publicUrl: string): () => Promise<MailContextMetBeurs> {
  return async () => {
    const [beurs, laatste, contactpersonen] = await Promise.all([
      store.leesBeurs(),
      store.leesLaatsteAflevering(),
      store.leesContactpersonen(),
    ]);
    return { beurs, datum: laatste?.datum ?? null, contactpersonen, publicUrl, aflevering: laatste };
  };
}

/** What createApp is given by an entry (standalone.ts, firebase.ts) or a test. */
export interface AppDeps {
  store: Store;
  config: AppConfig;
  /** Secret for CSRF tokens; loaded once (standalone: DATA_DIR, Firebase: the store). */
  secret: () => Promise<string>;
  clock?: () => Date;
  live?: LiveKanaal;
  /** Called after a mail was written to the outbox, so the worker delivers it now. */
  mailQueued?: () => void;
  /** Where log lines go (scrubbed of personal data on the way); the console when absent. */
  log?: Log;
  /**
   * Told each time the registration's early path (registratie/api/vooraan.ts) answered a request
   * before Express took it: the tests count them, to know which path answered.
   */
  naVooraan?: () => void;
}

/**
 * The tools every use case gets, built from what an entry gives: by createApp for the routes,
 * and by app/gepland.ts for the work a clock starts, so both run the use cases alike.
 */
export function gereedschapUit(
  deps: Pick<AppDeps, 'store' | 'secret' | 'clock' | 'live' | 'mailQueued' | 'log'>,
  publicUrl: string,
) {
  const clock = deps.clock ?? (() => new Date());
  let tokens: Promise<PrivacyTokens> | null = null;
  return {
    store: deps.store,
    clock,
    log: createLog(deps.log),
    live: deps.live ?? { changed: () => undefined },
    mailQueued: deps.mailQueued ?? (() => undefined),
    mailContext: mailContextUit(deps.store, publicUrl),
    privacyTokens: () => (tokens ??= deps.secret().then((secret) => createPrivacyTokens(secret, clock))),
  };
}
