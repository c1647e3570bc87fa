/**
 * What nieuws's use cases and routes may be given (platform/poorten.ts): the ports of the
 * store they draw from and the tools they use. A use case takes the part it uses.
 */
import type { Gereedschap } from '../platform/poorten';
import type { PubliekStore } from '../seizoen';

export interface NieuwsDeps extends Gereedschap {
  store: PubliekStore;
}
