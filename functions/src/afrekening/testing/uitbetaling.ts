/** The seller's payout for tests: what every seller sees while the fair pays in cash only. */
import { MELDING_GEEN_BANK, type EigenUitbetaling } from '../domein/uitbetaling';

/** Cash in the envelope, bank not offered (the fair's default), nothing to choose. */
export const CONTANT_NIET_AANGEBODEN: EigenUitbetaling = {
  wijze: 'contant',
  iban: null,
  tenaamstelling: null,
  aangeboden: false,
  wijzigbaar: false,
  bankMogelijk: false,
  melding: MELDING_GEEN_BANK,
};
