import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Aflevering } from '../../kern/types';
import {
  MELDING_MAXIMUM,
  MELDING_NIET_GEOPEND,
  doeWeerMee,
  isActieveDeelnemer,
  zetDeelname,
  isBeschermd,
  registratieToegang,
  toegangMelding,
  vormVan,
  vormVolledig,
} from './registratie';
import { LIJKT_OP_KLEDINGMAAT } from '../../kern/testing/veldvoorbeelden';

const NU = new Date('2027-01-09T19:00:00Z');
const settings = { maximumAantalDeelnemers: 2, inschrijvingGeopend: true, inschrijvingGesloten: false };

describe('registratieToegang (SPEC.md sectie 4)', () => {
  it('toont het formulier als de inschrijving open is en onder het maximum', () => {
    assert.equal(registratieToegang(settings, 1, false, NU), 'formulier');
  });
  it('gesloten gaat voor nog-niet-geopend en voor het maximum', () => {
    const s = { ...settings, inschrijvingGesloten: true, inschrijvingGeopend: false };
    assert.equal(registratieToegang(s, 99, false, NU), 'gesloten');
  });
  it('nog-niet-geopend gaat voor het maximum', () => {
    assert.equal(registratieToegang({ ...settings, inschrijvingGeopend: false }, 99, false, NU), 'nietGeopend');
  });
  it('het maximum is bereikt bij het maximum, niet pas erboven', () => {
    assert.equal(registratieToegang(settings, 2, false, NU), 'maximum');
  });
  it('beheerders krijgen altijd het formulier', () => {
    const s = { maximumAantalDeelnemers: 0, inschrijvingGeopend: false, inschrijvingGesloten: true };
    assert.equal(registratieToegang(s, 5, true, NU), 'formulier');
  });
  it('heeft precies de Nederlandse meldingen', () => {
    assert.equal(toegangMelding('nietGeopend', 'x@y.nl', null), MELDING_NIET_GEOPEND);
    assert.equal(toegangMelding('maximum', 'x@y.nl', null), MELDING_MAXIMUM);
    assert.equal(
      toegangMelding('gesloten', 'beurs@voorbeeld.nl', null),
      'De inschrijving is gesloten. Als je op de reservelijst geplaats wil worden stuur dan een e-mail naar beurs@voorbeeld.nl',
    );
  });
  it('beschermt de rij Kledingmaat, met welke hoofdletters of spaties ook', () => {
    assert.equal(isBeschermd({ naam: ' kledingmaat ' }), true);
    assert.equal(isBeschermd({ naam: 'Kleding' }), false);
  });
});

describe('de gereserveerde naam Kledingmaat', () => {
  it('herkent ook namen die er zo uitzien: Cyrillisch, Grieks, breed, hoofdletters, met spaties', () => {
    for (const naam of LIJKT_OP_KLEDINGMAAT) assert.equal(isBeschermd({ naam }), true, naam);
  });
  it('geeft voor gewone ASCII-namen via de snelle weg dezelfde vorm als de volledige', () => {
    // Every printable ASCII character, and names built from the tricky ones (rn, i, 1, |, spaces).
    const alle = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
    const namen = [alle, 'Kled1ng rnaat', 'KLEDING|MAAT', 'Anne de Vries', 'Burn Rn rN', '', ' ', 'a]b^c-d\\e'];
    let zaad = 7;
    const willekeurig = () => (zaad = (zaad * 48271) % 2147483647);
    for (let n = 0; n < 2000; n++) {
      const lengte = willekeurig() % 20;
      namen.push(Array.from({ length: lengte }, () => alle[willekeurig() % alle.length]).join(''));
    }
    for (const naam of namen) assert.equal(vormVan(naam), vormVolledig(naam), JSON.stringify(naam));
    assert.equal(vormVan('Kled1ng rnaat'), 'kledingmaat'.replace('i', 'l'));
  });
  it('herkent de naam ook met een onzichtbaar teken erin', () => {
    assert.equal(isBeschermd({ naam: 'Kleding\u200Bmaat' }), true);
    assert.equal(isBeschermd({ naam: 'Kled\u00ADing\u2060maat\uFEFF' }), true);
  });
  it('laat andere namen vrij', () => {
    for (const naam of ['Kleding', 'Kledingmaten', 'Kledingmaat Jansen', 'Anne de Vries', '']) {
      assert.equal(isBeschermd({ naam }), false, naam);
    }
  });
  it('telt een rij die op Kledingmaat lijkt niet als actieve deelnemer', () => {
    assert.equal(isActieveDeelnemer({ actief: true, naam: 'Kledingm\u0430at', afleveringen: [] }, null), false);
    assert.equal(isActieveDeelnemer({ actief: true, naam: 'Anne', afleveringen: [] }, null), true);
  });
});

describe('deelname per beurs', () => {
  const voorjaar: Aflevering = { id: 'a1', volgnummer: 1, datum: '2026-03-14' };
  const najaar: Aflevering = { id: 'a2', volgnummer: 2, datum: '2026-10-10' };
  const link = (a: Aflevering, actief: boolean) => ({ id: a.id, volgnummer: a.volgnummer, datum: a.datum, actief });
  const anne = { naam: 'Anne', actief: true, afleveringen: [link(voorjaar, true)] };

  it('telt alleen wie aan de huidige beurs gekoppeld is met die koppeling actief', () => {
    assert.equal(isActieveDeelnemer(anne, voorjaar), true);
    assert.equal(isActieveDeelnemer(anne, najaar), false, 'de volgende beurs begint op 0');
    assert.equal(isActieveDeelnemer({ ...anne, afleveringen: [link(voorjaar, false)] }, voorjaar), false);
  });
  it('zonder aflevering telt de eigen vlag van de persoon', () => {
    assert.equal(isActieveDeelnemer({ ...anne, afleveringen: [] }, null), true);
    assert.equal(isActieveDeelnemer({ ...anne, actief: false, afleveringen: [] }, null), false);
  });
  it('het hoofdvinkje zet de koppeling met de huidige beurs en de vlag van de persoon gelijk', () => {
    const uit = zetDeelname(anne, voorjaar, false, voorjaar);
    assert.deepEqual(uit, { ...anne, actief: false, afleveringen: [link(voorjaar, false)] });
    const terug = doeWeerMee(anne, najaar);
    assert.deepEqual(terug.afleveringen, [link(najaar, true), link(voorjaar, true)]);
    assert.equal(isActieveDeelnemer(terug, najaar), true);
    const eerder = zetDeelname(terug, voorjaar, false, najaar);
    assert.equal(eerder.actief, true, 'een eerdere beurs verandert de vlag van de persoon niet');
  });
});
