import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LABELS_PER_VEL, leesStart, MELDING_START } from './labels';

describe('het etiketvel', () => {
  it('heeft 3 × 8 labels', () => assert.equal(LABELS_PER_VEL, 24));

  it('beginnen bij label n: leeg is 1, daarna 1 tot en met 24', () => {
    assert.deepEqual(leesStart(undefined), { ok: true, start: 1 });
    assert.deepEqual(leesStart(''), { ok: true, start: 1 });
    assert.deepEqual(leesStart(' 7 '), { ok: true, start: 7 });
    assert.deepEqual(leesStart('24'), { ok: true, start: 24 });
    for (const fout of ['0', '25', '-1', '1e1', '2.5', 'x', ['3'], {}]) {
      assert.deepEqual(leesStart(fout), { ok: false, fout: MELDING_START }, JSON.stringify(fout));
    }
  });
});
