/**
 * What the use cases need, given to them explicitly: built once in createApp, and by hand in
 * a test. A use case takes the part it uses (Pick<UseCaseDeps, ...>).
 */
import type { LivePublisher } from './http/deps';
import type { Log } from './log';
import type { MailContext } from '../mail/templates';
import type { KassaLimiet } from '../kassa/limiet';
import type { LabelsCache } from '../artikelen/labels/cache';
import type { KassaTokens } from '../kassa/token';
import type { PrivacyTokens } from '../privacy/token';
import type { Store } from '../store/port';
import type { Aflevering } from '../kern/types';

export interface UseCaseDeps {
  store: Store;
  clock: () => Date;
  /** Tell the live channel that a public document changed. */
  live: LivePublisher;
  /** Tell the mail worker there is mail to deliver. */
  mailQueued: () => void;
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
  /** The site's address, for the links the administrator hands out. */
  publicUrl: string;
  log: Log;
}

/**
 * A use case's dependencies with only the store methods it uses (issue 37): its signature says
 * which part of which port it needs, and the compiler holds it to that. `Poorten<'leesInlevering',
 * 'clock'>` is the store's leesInlevering and the clock.
 */
export type Poorten<S extends keyof Store, D extends Exclude<keyof UseCaseDeps, 'store'> = never> = Pick<
  UseCaseDeps,
  D
> & { store: Pick<Store, S> };

/** The mail context, and the current fair (aflevering) its date comes from. */
export interface MailContextMetBeurs extends MailContext {
  aflevering: Aflevering | null;
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
