/**
 * What seizoen's use cases and routes may be given (platform/poorten.ts): the ports of the
 * store they draw from and the tools they use. A use case takes the part it uses.
 */
import type { Gereedschap } from '../platform/poorten';
import type { AfleveringenStore, ContactpersonenStore, PubliekStore } from './store/port';

export interface SeizoenDeps extends Gereedschap {
  store: AfleveringenStore & ContactpersonenStore & PubliekStore;
}
