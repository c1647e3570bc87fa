/**
 * What kassa's use cases and routes may be given (platform/poorten.ts): the ports of the
 * store they draw from and the tools they use. A use case takes the part it uses.
 */
import type { Gereedschap } from '../platform/poorten';
import type { ArtikelenStore } from '../artikelen';
import type { AfrekeningVoorKassa, KassaStore } from './store/port';
import type { DeelnemersStore } from '../registratie';
import type { AfleveringenStore } from '../seizoen';
import type { KassaLimiet } from './limiet';
import type { KassaTokens } from './token';

export interface KassaDeps extends Gereedschap {
  store: KassaStore & AfrekeningVoorKassa & AfleveringenStore & ArtikelenStore & DeelnemersStore;
  kassaLimiet: KassaLimiet;
  kassaTokens: () => Promise<KassaTokens>;
}
