/**
 * What registratie's use cases and routes may be given (platform/poorten.ts): the ports of the
 * store they draw from and the tools they use. A use case takes the part it uses.
 */
import type { Gereedschap } from '../platform/poorten';
import type { OutboxStore, MailContextMetBeurs } from '../mail';
import type {
  ArtikelenVoorRegistratie,
  BevestigenStore,
  DeelnemersStore,
  LotingStore,
  ReservelijstStore,
  VrijwilligersVoorRegistratie,
} from './store/port';
import type { AfleveringenStore, PubliekStore } from '../seizoen';
import type { PrivacyTokens } from './links';

export interface RegistratieDeps extends Gereedschap {
  store: DeelnemersStore &
    ReservelijstStore &
    LotingStore &
    BevestigenStore &
    PubliekStore &
    Pick<AfleveringenStore, 'leesLaatsteAflevering'> &
    ArtikelenVoorRegistratie &
    VrijwilligersVoorRegistratie &
    OutboxStore;
  mailContext: () => Promise<MailContextMetBeurs>;
  privacyTokens: () => Promise<PrivacyTokens>;
}
