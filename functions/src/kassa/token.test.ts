import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createPrivacyTokens } from '../registratie/links';
import { createKassaTokens } from './token';

const ALFABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * Other spellings of a token that Node's base64url decoder reads as the same bytes: the
 * standard alphabet with padding, a trailing newline, and the last character of the signature
 * with other values in its unused low bits (32 bytes: 43 characters, 2 bits spare).
 */
function herschreven(token: string): string[] {
  const [payload, handtekening] = token.split('.') as [string, string];
  const standaard = (t: string) => Buffer.from(t, 'base64url').toString('base64');
  const laatste = ALFABET.indexOf(handtekening.at(-1)!);
  const andereLaatste = [1, 2, 3].map(
    (d) => `${handtekening.slice(0, -1)}${ALFABET[(laatste & ~3) | ((laatste + d) & 3)]}`,
  );
  return [
    `${payload}.${standaard(handtekening)}`,
    `${standaard(payload)}.${handtekening}`,
    `${payload}.${handtekening}\n`,
    `${payload}\n.${handtekening}`,
    ...andereLaatste.map((h) => `${payload}.${h}`),
  ];
}

describe('links en kassatokens: alleen de canonieke base64url (issue #24)', () => {
  it('een kassatoken in een andere spelling wordt geweigerd', () => {
    const tokens = createKassaTokens('geheim');
    const token = tokens.maak({ id: 'kassa-1', sleutel: 'abc' });
    assert.deepEqual(tokens.lees(token), { k: 'kassa-1', s: 'abc' });
    for (const ander of herschreven(token)) {
      assert.notEqual(ander, token);
      assert.throws(() => tokens.lees(ander), { soort: 'niet-herkend' }, JSON.stringify(ander));
    }
  });

  it('een persoonlijke link in een andere spelling wordt geweigerd', () => {
    const tokens = createPrivacyTokens('geheim', () => new Date('2026-09-01T10:00:00Z'));
    const token = tokens.maak('deelnemer-1', 'gegevens');
    assert.equal(tokens.lees(token, 'gegevens'), 'deelnemer-1');
    for (const ander of herschreven(token)) {
      assert.throws(() => tokens.lees(ander, 'gegevens'), { soort: 'ongeldig' }, JSON.stringify(ander));
    }
  });
});
