/**
 * What vrijwilligers's use cases and routes may be given (platform/poorten.ts): the ports of the
 * store they draw from and the tools they use. A use case takes the part it uses.
 */
import type { Gereedschap } from '../platform/poorten';
import type { DeelnemersStore, PrivacyTokens } from '../registratie';
import type { AfleveringenStore } from '../seizoen';
import type { VrijwilligersStore } from './store/port';
import type { MailContextMetBeurs } from '../mail';

export interface VrijwilligersDeps extends Gereedschap {
  store: VrijwilligersStore & AfleveringenStore & DeelnemersStore;
  mailContext: () => Promise<MailContextMetBeurs>;
  privacyTokens: () => Promise<PrivacyTokens>;
}
