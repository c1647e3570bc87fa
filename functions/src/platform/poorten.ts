/**
 * What a use case is given (issue 37): only the ports it uses. Each area says in its deps.ts
 * which ports and tools its use cases may draw from; a use case takes the part it uses,
 * `Poorten<KassaDeps, 'leesKassa', 'clock'>`: the store's leesKassa and the clock, and the
 * compiler holds it to that. The composition (app/deps.ts) gives every area all of it.
 */
import type { LivePublisher } from './http/deps';
import type { Log } from './log';

/** What any area's use cases may ask for besides the store: none of it belongs to an area. */
export interface Gereedschap {
  clock: () => Date;
  /** Tell the live channel that a public document changed. */
  live: LivePublisher;
  /** Tell the mail worker there is mail to deliver. */
  mailQueued: () => void;
  /** The site's address, for the links the administrator hands out. */
  publicUrl: string;
  log: Log;
}

/** Of an area's dependencies `A`: the store methods `S` and the other dependencies `D`. */
export type Poorten<
  A extends { store: object },
  S extends keyof A['store'] = never,
  D extends Exclude<keyof A, 'store'> = never,
> = Pick<A, D> & { store: Pick<A['store'], S> };
