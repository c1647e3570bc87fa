import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { volgnummerBezet } from './aflevering';

describe('afleveringen', () => {
  it('een bezet volgnummer is een 409 met het nummer in de melding', () => {
    const fout = volgnummerBezet(2);
    assert.equal(fout.status, 409);
    assert.equal(fout.message, 'Er bestaat al een aflevering met volgnummer 2');
  });
});
