import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { artikelcode, controlecijfer, leesArtikelcode } from './artikelcode';

describe('de artikelcode op een label', () => {
  it('is verkopersnummer, artikelnummer en een GS1-controlecijfer in acht cijfers', () => {
    // 0042007: 7·3 + 0 + 0·3 + 2 + 4·3 + 0 + 0·3 = 35 → 5
    assert.equal(artikelcode({ verkopersnummer: 42, artikelnummer: 7 }), '00420075');
    assert.equal(controlecijfer('629104150021'), 3); // a known EAN-13 check digit
  });

  it('leest terug wat hij schrijft, voor elk nummer aan de randen', () => {
    for (const [verkopersnummer, artikelnummer] of [
      [1, 1],
      [9999, 999],
      [123, 48],
    ] as const) {
      const gelezen = leesArtikelcode(artikelcode({ verkopersnummer, artikelnummer }));
      assert.deepEqual(gelezen.soort === 'artikel' && gelezen.sleutel, { verkopersnummer, artikelnummer });
    }
  });

  it('weigert elke code met één verkeerd cijfer', () => {
    const code = artikelcode({ verkopersnummer: 315, artikelnummer: 12 });
    for (let i = 0; i < code.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === code[i]) continue;
        const fout = code.slice(0, i) + d + code.slice(i + 1);
        assert.equal(leesArtikelcode(fout).soort, 'fout', fout);
      }
    }
  });

  it('geeft een Nederlandse melding bij een verkeerde lengte, letters of nummer 0', () => {
    const melding = (invoer: string) => {
      const uit = leesArtikelcode(invoer);
      return uit.soort === 'fout' ? uit.melding : '';
    };
    assert.match(melding('1234'), /8 cijfers, dit zijn er 4/);
    assert.match(melding('12a45678'), /alleen uit cijfers/);
    assert.match(melding('00000000'), /hoort bij geen artikel/);
    assert.equal(leesArtikelcode(' 00420075 ').soort, 'artikel');
  });

  it('kan geen nummer buiten het bereik coderen', () => {
    assert.throws(() => artikelcode({ verkopersnummer: 10000, artikelnummer: 1 }), RangeError);
    assert.throws(() => artikelcode({ verkopersnummer: 1, artikelnummer: 0 }), RangeError);
  });
});
