/**
 * The domain rules, for the tests' expectations. `functions` is a CommonJS package and this
 * one is ESM, so its modules are loaded through require (Playwright transpiles them).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const { langeDatum, seizoenTekst, vrijdagVoor } =
  require('../../functions/src/kern/datums') as typeof import('../../functions/src/kern/datums');
export const { MELDING_GERESERVEERD, MELDING_MAXIMUM, MELDING_NIET_GEOPEND, meldingGesloten } =
  require('../../functions/src/registratie/domein/registratie') as typeof import('../../functions/src/registratie/domein/registratie');
export const { DOOR_HET_FORMULIER_GEGLIPT, GELDIG, LIJKT_OP_KLEDINGMAAT } =
  require('../../functions/src/kern/testing/veldvoorbeelden') as typeof import('../../functions/src/kern/testing/veldvoorbeelden');
