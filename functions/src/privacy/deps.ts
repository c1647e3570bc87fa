/**
 * What privacy's use cases and routes may be given (platform/poorten.ts): the ports of the
 * store they draw from and the tools they use. A use case takes the part it uses.
 */
import type { Gereedschap } from '../platform/poorten';
import type { ArtikelenStore } from '../artikelen';
import type { BeheerStore, MetaStore } from '../beheer';
import type { PrivacyStore } from './store/port';
import type { AfrekeningStore } from '../afrekening';
import type { DeelnemersStore, PrivacyTokens } from '../registratie';
import type { AfleveringenStore, PubliekStore } from '../seizoen';
import type { MailContextMetBeurs } from '../mail';

export interface PrivacyDeps extends Gereedschap {
  store: PrivacyStore &
    MetaStore &
    DeelnemersStore &
    AfleveringenStore &
    ArtikelenStore &
    BeheerStore &
    Pick<PubliekStore, 'leesInstellingen'> &
    Pick<AfrekeningStore, 'leesAfrekeningGeslotenOp' | 'leesAfrekeningInstellingen'>;
  mailContext: () => Promise<MailContextMetBeurs>;
  privacyTokens: () => Promise<PrivacyTokens>;
}
