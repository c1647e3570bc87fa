import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MELDING_GERESERVEERD } from '../registratie/domein/registratie';
import { AANGENOMEN, GELDIG, GEWEIGERD, LIJKT_OP_KLEDINGMAAT } from './testing/veldvoorbeelden';
import { nieuweDeelnemerSchema } from '../registratie/domein/schemas';
import { controleerVelden, normaliseer } from './velden';
import { controleerDeelnemer, DEELNEMER_VELDEN } from '../registratie/domein/deelnemer-velden';

/** Test names show invisible characters as escapes. */
const zichtbaar = (invoer: object) =>
  JSON.stringify(invoer).replace(
    /[\p{C}\p{Zl}\p{Zp}]/gu,
    (t) => `\\u${t.codePointAt(0)!.toString(16).padStart(4, '0')}`,
  );

describe('de regels van de velden: server en formulier zijn het eens', () => {
  for (const { invoer, veld, melding } of GEWEIGERD) {
    it(`weigert ${zichtbaar(invoer)} bij ${veld}`, () => {
      const waarden = { ...GELDIG, ...invoer };
      const server = nieuweDeelnemerSchema.safeParse(waarden);
      assert.equal(server.success, false);
      assert.deepEqual(
        server.error?.issues.map((i) => [i.path.join('.'), i.message]),
        [[veld, melding]],
      );
      assert.deepEqual(controleerDeelnemer(waarden).fouten, { [veld]: melding });
    });
  }

  for (const { invoer, opgeslagen } of AANGENOMEN) {
    it(`neemt ${zichtbaar(invoer)} aan, genormaliseerd`, () => {
      const waarden = { ...GELDIG, ...invoer };
      const server = nieuweDeelnemerSchema.safeParse(waarden);
      assert.equal(server.success, true, JSON.stringify(server.error?.issues));
      const formulier = controleerDeelnemer(waarden);
      assert.deepEqual(formulier.fouten, {});
      assert.deepEqual(server.data, { ...GELDIG, ...opgeslagen });
      assert.deepEqual(formulier.waarden, server.data);
    });
  }

  it('het formulier weigert ook wat de registratie als gereserveerde naam weigert', () => {
    for (const naam of ['Kledingmaat', ...LIJKT_OP_KLEDINGMAAT]) {
      assert.deepEqual(controleerDeelnemer({ ...GELDIG, naam }).fouten, { naam: MELDING_GERESERVEERD }, naam);
    }
  });

  it('verplichte velden en lengtes geven dezelfde melding als de server', () => {
    for (const waarden of [
      { ...GELDIG, naam: '   ' },
      { ...GELDIG, email: '' },
      { ...GELDIG, naam: 'x'.repeat(101) },
      { ...GELDIG, telefoon: 'bel me' },
    ]) {
      const server = nieuweDeelnemerSchema.safeParse(waarden);
      const fouten = Object.values(controleerVelden(DEELNEMER_VELDEN, waarden).fouten);
      assert.deepEqual(
        fouten,
        server.error?.issues.map((i) => i.message),
      );
      assert.equal(fouten.length, 1);
    }
  });
});

describe('normaliseren', () => {
  it('maakt van gelijk ogende vormen één (NFKC) en haalt spaties aan de randen weg', () => {
    assert.equal(normaliseer('\u00A0 Ｊａｎ\u00A0Ĳsselmeer '), 'Jan IJsselmeer');
  });
});
