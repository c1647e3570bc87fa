/**
 * What registratie's use cases and routes may be given (platform/poorten.ts): the ports of the
 * store they draw from and the tools they use. A use case takes the part it uses.
 */
import type { Gereedschap } from '../platform/poorten';
import type { OutboxStore, MailContextMetBeurs } from '../mail';
import type { ArtikelenVoorRegistratie, DeelnemersStore, ReservelijstStore } from './store/port';
import type { PubliekStore } from '../seizoen';
import type { PrivacyTokens } from './links';

export interface RegistratieDeps extends Gereedschap {
  store: DeelnemersStore & ReservelijstStore & PubliekStore & ArtikelenVoorRegistratie & OutboxStore;
  mailContext: () => Promise<MailContextMetBeurs>;
  privacyTokens: () => Promise<PrivacyTokens>;
}
