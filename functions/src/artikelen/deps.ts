/**
 * What artikelen's use cases and routes may be given (platform/poorten.ts): the ports of the
 * store they draw from and the tools they use. A use case takes the part it uses.
 */
import type { Gereedschap } from '../platform/poorten';
import type { AfrekeningVoorArtikelen, ArtikelenStore } from './store/port';
import type { DeelnemersStore, PrivacyTokens } from '../registratie';
import type { AfleveringenStore } from '../seizoen';
import type { LabelsCache } from './labels/cache';
import type { MailContextMetBeurs } from '../mail';

export interface ArtikelenDeps extends Gereedschap {
  store: ArtikelenStore & AfleveringenStore & DeelnemersStore & AfrekeningVoorArtikelen;
  labelsCache: LabelsCache;
  mailContext: () => Promise<MailContextMetBeurs>;
  privacyTokens: () => Promise<PrivacyTokens>;
}
