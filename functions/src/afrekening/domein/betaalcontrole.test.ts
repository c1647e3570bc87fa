import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { betaalWaarschuwingen, opsomming } from './betaalcontrole';

const ANNA = 'NL91ABNA0417164300';
const BRAM = 'BE68539007547034';
const ORGANISATIE = 'NL18RABO0123459876';
const o = (verkopersnummer: number, iban: string) => ({ verkopersnummer, iban });

describe('waarschuwingen voor de export (issue 50)', () => {
  it('niets bijzonders: geen waarschuwingen', () => {
    assert.deepEqual(betaalWaarschuwingen({ iban: ORGANISATIE }, [o(3, ANNA), o(5, BRAM)]), []);
    assert.deepEqual(betaalWaarschuwingen(null, []), []);
  });

  it('verkopers met één rekeningnummer: hun nummers, het IBAN gemaskeerd', () => {
    const waarschuwingen = betaalWaarschuwingen({ iban: ORGANISATIE }, [
      o(12, BRAM),
      o(7, ANNA),
      o(3, ANNA),
      o(5, BRAM),
      o(20, 'nl91 abna 0417 1643 00'),
    ]);
    assert.deepEqual(waarschuwingen, [
      'Verkopers 3, 7 en 20 krijgen hun geld op hetzelfde rekeningnummer (NL** **** **** 4300). Controleer of dat klopt voordat je het bestand bij de bank inleest.',
      'Verkopers 5 en 12 krijgen hun geld op hetzelfde rekeningnummer (BE** **** **** 7034). Controleer of dat klopt voordat je het bestand bij de bank inleest.',
    ]);
    assert.doesNotMatch(waarschuwingen.join(' '), /0417|5390/);
  });

  it('een verkoper op de rekening van de organisatie zelf', () => {
    assert.deepEqual(betaalWaarschuwingen({ iban: ORGANISATIE }, [o(3, ANNA), o(8, ORGANISATIE)]), [
      'Verkoper 8 krijgt het geld op de rekening van de organisatie zelf (NL** **** **** 9876). Controleer het rekeningnummer voordat je het bestand bij de bank inleest.',
    ]);
    assert.equal(betaalWaarschuwingen({ iban: ORGANISATIE }, [o(8, ORGANISATIE), o(2, ORGANISATIE)]).length, 2);
  });

  it('opsomming', () => {
    assert.deepEqual(
      [opsomming([]), opsomming([1]), opsomming([1, 2]), opsomming([1, 2, 3])],
      ['', '1', '1 en 2', '1, 2 en 3'],
    );
  });
});
