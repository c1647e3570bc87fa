import assert from 'node:assert/strict';
import { it } from 'node:test';
import { DomainError } from '../../kern/errors';
import { MELDING_NIEUWS_TE_LANG, NIEUWS_MAX_BYTES, controleerNieuwsLengte } from './nieuws';

it('neemt nieuws tot en met de grens aan, en weigert één byte meer als te groot (413)', () => {
  assert.doesNotThrow(() => controleerNieuwsLengte('a'.repeat(NIEUWS_MAX_BYTES)));
  assert.throws(
    () => controleerNieuwsLengte('a'.repeat(NIEUWS_MAX_BYTES + 1)),
    (e: unknown) => e instanceof DomainError && e.soort === 'te-groot' && e.message === MELDING_NIEUWS_TE_LANG,
  );
});

it('telt bytes zoals ze bewaard worden, niet tekens: een é is er twee', () => {
  const helft = NIEUWS_MAX_BYTES / 2;
  assert.doesNotThrow(() => controleerNieuwsLengte('é'.repeat(helft)));
  assert.throws(() => controleerNieuwsLengte(`${'é'.repeat(helft)}a`), DomainError);
});
