/**
 * What artikelen's use cases and routes may be given (platform/poorten.ts): the ports of the
 * store they draw from and the tools they use. A use case takes the part it uses.
 */
import type { Gereedschap } from '../platform/poorten';
import type { AfrekeningStore } from '../afrekening/store/port';
import type { ArtikelenStore } from './store/port';
import type { MetaStore } from '../beheer/store/port';
import type { OutboxStore } from '../mail/store/port';
import type { PrivacyStore } from '../privacy/store/port';
import type { DeelnemersStore, ReservelijstStore } from '../registratie/store/port';
import type { AfleveringenStore, PubliekStore } from '../seizoen/store/port';
import type { LabelsCache } from './labels/cache';
import type { MailContextMetBeurs } from '../mail';
import type { PrivacyTokens } from '../privacy';

export interface ArtikelenDeps extends Gereedschap {
  store: ArtikelenStore &
    AfleveringenStore &
    DeelnemersStore &
    AfrekeningStore &
    PrivacyStore &
    MetaStore &
    ReservelijstStore &
    PubliekStore &
    OutboxStore;
  labelsCache: LabelsCache;
  mailContext: () => Promise<MailContextMetBeurs>;
  privacyTokens: () => Promise<PrivacyTokens>;
}
