/**
 * What inlevering's use cases and routes may be given (platform/poorten.ts): the ports of the
 * store they draw from and the tools they use. A use case takes the part it uses.
 */
import type { Gereedschap } from '../platform/poorten';
import type { AfrekeningStore } from '../afrekening';
import type { ArtikelenStore } from '../artikelen';
import type { InleveringStore } from './store/port';
import type { KassaStore, KassaLimiet, KassaTokens } from '../kassa';
import type { DeelnemersStore, ReservelijstStore } from '../registratie';
import type { AfleveringenStore } from '../seizoen';
import type { MailContextMetBeurs } from '../mail';

export interface InleveringDeps extends Gereedschap {
  store: InleveringStore &
    KassaStore &
    AfrekeningStore &
    AfleveringenStore &
    DeelnemersStore &
    ArtikelenStore &
    ReservelijstStore;
  kassaLimiet: KassaLimiet;
  kassaTokens: () => Promise<KassaTokens>;
  mailContext: () => Promise<MailContextMetBeurs>;
}
