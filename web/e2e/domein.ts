/**
 * The domain rules, for the tests' expectations. `functions` is a CommonJS package and this
 * one is ESM, so its modules are loaded through require (Playwright transpiles them).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const { langeDatum, seizoenTekst, vrijdagVoor } =
  require('../../functions/src/domain/datums') as typeof import('../../functions/src/domain/datums');
export const { MELDING_GERESERVEERD, MELDING_MAXIMUM, MELDING_NIET_GEOPEND, meldingGesloten } =
  require('../../functions/src/domain/registratie') as typeof import('../../functions/src/domain/registratie');
export const { DOOR_HET_FORMULIER_GEGLIPT, GELDIG, LIJKT_OP_KLEDINGMAAT } =
  require('../../functions/src/domain/testing/veldvoorbeelden') as typeof import('../../functions/src/domain/testing/veldvoorbeelden');
