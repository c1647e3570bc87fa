/**
 * What seizoen's use cases and routes may be given (platform/poorten.ts): the ports of the
 * store they draw from and the tools they use. A use case takes the part it uses.
 */
import type { Gereedschap } from '../platform/poorten';
import type { ArtikelenStore } from '../artikelen/store/port';
import type { KassaStore } from '../kassa/store/port';
import type { PrivacyStore } from '../privacy/store/port';
import type { AfleveringenStore, ContactpersonenStore, PubliekStore } from './store/port';
import type { MailContextMetBeurs } from '../mail';
import type { PrivacyTokens } from '../registratie';

export interface SeizoenDeps extends Gereedschap {
  store: AfleveringenStore & ContactpersonenStore & PubliekStore & ArtikelenStore & KassaStore & PrivacyStore;
  mailContext: () => Promise<MailContextMetBeurs>;
  privacyTokens: () => Promise<PrivacyTokens>;
}
