/**
 * What afrekening's use cases and routes may be given (platform/poorten.ts): the ports of the
 * store they draw from and the tools they use. A use case takes the part it uses.
 */
import type { Gereedschap } from '../platform/poorten';
import type { AfrekeningStore, InleveringVoorAfrekening } from './store/port';
import type { ArtikelenStore } from '../artikelen';
import type { MetaStore } from '../beheer';
import type { KassaStore } from '../kassa';
import type { DeelnemersStore, PrivacyTokens } from '../registratie';
import type { AfleveringenStore } from '../seizoen';
import type { MailContextMetBeurs } from '../mail';

export interface AfrekeningDeps extends Gereedschap {
  store: AfrekeningStore &
    AfleveringenStore &
    DeelnemersStore &
    ArtikelenStore &
    KassaStore &
    InleveringVoorAfrekening &
    MetaStore;
  privacyTokens: () => Promise<PrivacyTokens>;
  /** The frame of the mail to sellers paid by bank (afrekening/mail.ts). */
  mailContext: () => Promise<MailContextMetBeurs>;
}
