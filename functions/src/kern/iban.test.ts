import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ibanInGroepen,
  laatsteVier,
  leesIban,
  maskeerIban,
  MELDING_IBAN_GEEN_SEPA,
  MELDING_IBAN_LEEG,
  MELDING_IBAN_ONGELDIG,
} from './iban';

describe('IBAN: what the fair can pay to, and how it is shown', () => {
  it('takes an IBAN as people type it, and stores it without spaces in capitals', () => {
    assert.deepEqual(leesIban('nl91 abna 0417 1643 00'), { ok: true, iban: 'NL91ABNA0417164300' });
    assert.deepEqual(leesIban(' NL91-ABNA-0417-1643-00 '), { ok: true, iban: 'NL91ABNA0417164300' });
    assert.deepEqual(leesIban('BE68 5390 0754 7034'), { ok: true, iban: 'BE68539007547034' });
  });

  it('refuses a wrong check digit, a wrong length and an empty field, in Dutch', () => {
    assert.deepEqual(leesIban('NL91ABNA0417164301'), { ok: false, melding: MELDING_IBAN_ONGELDIG });
    assert.deepEqual(leesIban('NL91ABNA041716430'), { ok: false, melding: MELDING_IBAN_ONGELDIG });
    assert.deepEqual(leesIban('hallo'), { ok: false, melding: MELDING_IBAN_ONGELDIG });
    assert.deepEqual(leesIban('   '), { ok: false, melding: MELDING_IBAN_LEEG });
  });

  it('refuses a valid account outside the SEPA area', () => {
    assert.deepEqual(leesIban('BR1800360305000010009795493C1'), { ok: false, melding: MELDING_IBAN_GEEN_SEPA });
  });

  it('shows it masked everywhere but the export', () => {
    assert.equal(maskeerIban('NL91ABNA0417164300'), 'NL** **** **** 4300');
    assert.equal(laatsteVier('NL91ABNA0417164300'), '4300');
    assert.equal(ibanInGroepen('NL91ABNA0417164300'), 'NL91 ABNA 0417 1643 00');
  });
});
