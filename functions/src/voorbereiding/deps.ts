/**
 * What voorbereiding's use cases and routes may be given (platform/poorten.ts): the ports of the
 * store they draw from and the tools they use. A use case takes the part it uses.
 *
 * voorbereiding is the administrator's getting the next fair going: the settings that open and
 * close the registration, and the checklist of what is done. Both reach across the areas (opening
 * promotes from registratie's reserve list and sends privacy's reminder; the checklist reads
 * items, desks and reminders), so this area stands on the top floor, above the ones it reads.
 */
import type { Gereedschap } from '../platform/poorten';
import type { ArtikelenStore } from '../artikelen';
import type { KassaStore } from '../kassa';
import type { PrivacyStore } from '../privacy';
import type { AfleveringenStore, PubliekStore } from '../seizoen';
import type { MailContextMetBeurs } from '../mail';
import type { PrivacyTokens, InstellingenStore, LotingStore } from '../registratie';

export interface VoorbereidingDeps extends Gereedschap {
  store: AfleveringenStore &
    PubliekStore &
    InstellingenStore &
    LotingStore &
    ArtikelenStore &
    KassaStore &
    PrivacyStore;
  mailContext: () => Promise<MailContextMetBeurs>;
  privacyTokens: () => Promise<PrivacyTokens>;
}
