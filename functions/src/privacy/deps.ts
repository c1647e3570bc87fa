/**
 * What privacy's use cases and routes may be given (platform/poorten.ts): the ports of the
 * store they draw from and the tools they use. A use case takes the part it uses.
 */
import type { Gereedschap } from '../platform/poorten';
import type { ArtikelenStore } from '../artikelen/store/port';
import type { BeheerStore, MetaStore } from '../beheer/store/port';
import type { PrivacyStore } from './store/port';
import type { AfrekeningStore } from '../afrekening/store/port';
import type { DeelnemersStore } from '../registratie/store/port';
import type { AfleveringenStore } from '../seizoen/store/port';
import type { MailContextMetBeurs } from '../mail';
import type { PrivacyTokens } from '../registratie';

export interface PrivacyDeps extends Gereedschap {
  store: PrivacyStore &
    MetaStore &
    DeelnemersStore &
    AfleveringenStore &
    ArtikelenStore &
    BeheerStore &
    Pick<AfrekeningStore, 'leesAfrekeningGeslotenOp' | 'leesAfrekeningInstellingen'>;
  mailContext: () => Promise<MailContextMetBeurs>;
  privacyTokens: () => Promise<PrivacyTokens>;
}
