import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { artikelcode } from '../../artikelen/domein/artikelcode';
import { MELDING_VERKOPERSNUMMER } from '../../kern/verkopersnummer';
import type { KassaArtikel } from './kassa';
import {
  besluitScan,
  halveerRegel,
  meldingAndereRuimte,
  meldingOnbekendArtikel,
  meldingOnbekendeVerkoper,
  type ScanToestand,
} from './scherm';

const trui: KassaArtikel = {
  verkopersnummer: 12,
  artikelnummer: 3,
  omschrijving: 'Trui',
  maat: '110-116',
  prijsCent: 450,
  ruimte: 'Kleding',
};
const auto: KassaArtikel = {
  verkopersnummer: 12,
  artikelnummer: 4,
  omschrijving: 'Auto',
  maat: null,
  prijsCent: 125,
  ruimte: 'Speelgoed',
};

/** A till of the clothing room with seller 12's two items on the device; `verkocht` the keys sold. */
function toestand(wijziging: Partial<ScanToestand> = {}, verkocht: string[] = []): ScanToestand {
  const artikelen = new Map([trui, auto].map((a) => [`${a.verkopersnummer}-${a.artikelnummer}`, a]));
  return {
    prijsVoor: null,
    verkopers: new Set([12, 40]),
    artikel: (sleutel) => artikelen.get(sleutel),
    verkocht: (sleutel) => verkocht.includes(sleutel),
    ruimte: 'Kleding',
    ...wijziging,
  };
}

describe('besluitScan: what Enter in the till’s field comes to', () => {
  it('puts a scanned item of the fair on the receipt, as it is on the device', () => {
    assert.deepEqual(besluitScan(artikelcode(trui), toestand()), {
      soort: 'regel',
      regel: {
        verkopersnummer: 12,
        artikelnummer: 3,
        prijsCent: 450,
        lijstprijsCent: 450,
        omschrijving: 'Trui',
        maat: '110-116',
      },
    });
  });

  it('sells an item of the other room anyway, with a hint', () => {
    const regel = {
      verkopersnummer: 12,
      artikelnummer: 4,
      prijsCent: 125,
      lijstprijsCent: 125,
      omschrijving: 'Auto',
      maat: null,
    };
    assert.deepEqual(besluitScan(artikelcode(auto), toestand()), {
      soort: 'regel',
      regel,
      hint: meldingAndereRuimte('Auto', 'Speelgoed'),
    });
    assert.deepEqual(besluitScan(artikelcode(auto), toestand({ ruimte: 'Speelgoed' })), { soort: 'regel', regel });
  });

  it('gives no hint for an item whose room the device does not know (a cache of before)', () => {
    const oud = { ...auto, ruimte: undefined };
    const besluit = besluitScan(artikelcode(oud), toestand({ artikel: () => oud }));
    assert.deepEqual(besluit, {
      soort: 'regel',
      regel: {
        verkopersnummer: 12,
        artikelnummer: 4,
        prijsCent: 125,
        lijstprijsCent: 125,
        omschrijving: 'Auto',
        maat: null,
      },
    });
  });

  it('asks before adding an item sold before, on any receipt', () => {
    assert.deepEqual(besluitScan(artikelcode(trui), toestand({}, ['12-3'])), { soort: 'al-verkocht', artikel: trui });
  });

  it('refuses a code not on the device: an unknown item of a seller of the fair, or a seller not in it', () => {
    const onbekend = artikelcode({ verkopersnummer: 12, artikelnummer: 99 });
    assert.deepEqual(besluitScan(onbekend, toestand()), {
      soort: 'waarschuwing',
      melding: meldingOnbekendArtikel(onbekend),
    });
    assert.deepEqual(besluitScan(artikelcode({ verkopersnummer: 77, artikelnummer: 1 }), toestand()), {
      soort: 'waarschuwing',
      melding: meldingOnbekendeVerkoper(77),
    });
  });

  it('asks the price for a typed seller number of the fair, and refuses one not in it', () => {
    assert.deepEqual(besluitScan(' 40 ', toestand()), { soort: 'prijs-vragen', verkopersnummer: 40 });
    assert.deepEqual(besluitScan('41', toestand()), { soort: 'waarschuwing', melding: meldingOnbekendeVerkoper(41) });
    assert.deepEqual(besluitScan('0', toestand()), { soort: 'waarschuwing', melding: MELDING_VERKOPERSNUMMER });
  });

  it('warns for an empty field, letters and a code with a wrong check digit', () => {
    assert.equal(besluitScan('', toestand()).soort, 'waarschuwing');
    assert.equal(besluitScan('12a', toestand()).soort, 'waarschuwing');
    const code = artikelcode(trui);
    const fout = code.slice(0, -1) + String((Number(code.at(-1)) + 1) % 10);
    assert.equal(besluitScan(fout, toestand()).soort, 'waarschuwing');
  });

  it('takes the price for the seller asked for, as a hand-typed line, and warns for a wrong price', () => {
    assert.deepEqual(besluitScan('2,50', toestand({ prijsVoor: 40 })), {
      soort: 'regel',
      regel: {
        verkopersnummer: 40,
        artikelnummer: null,
        prijsCent: 250,
        lijstprijsCent: 250,
        omschrijving: 'Verkoper 40 (handmatig)',
        maat: null,
      },
    });
    // While a price is asked, a code is a (wrong) price, not an item.
    assert.equal(besluitScan(artikelcode(trui), toestand({ prijsVoor: 40 })).soort, 'waarschuwing');
    assert.equal(besluitScan('0', toestand({ prijsVoor: 40 })).soort, 'waarschuwing');
  });
});

describe('kassa: halve prijs aan het eind (issue 54)', () => {
  const regelHP = { vanaf: '2026-11-14T14:00', procent: 50, afrondingCent: 10, minimumPrijsCent: 50 };
  const voor = new Date('2026-11-14T12:59:00Z');
  const na = new Date('2026-11-14T13:00:00Z');
  const gemarkeerd: KassaArtikel = { ...trui, magAfgeprijsd: true };
  const scan = (artikel: KassaArtikel, nu: Date) => {
    const besluit = besluitScan(artikelcode(artikel), {
      ...toestand({ halvePrijs: regelHP, nu }),
      artikel: () => artikel,
    });
    assert.equal(besluit.soort, 'regel');
    return besluit.soort === 'regel' ? [besluit.regel.prijsCent, besluit.regel.lijstprijsCent] : [];
  };

  it('vanaf de start krijgt een gemarkeerd artikel de lage prijs, met de labelprijs ernaast; ongemarkeerd niet', () => {
    assert.deepEqual(scan(gemarkeerd, voor), [450, 450]);
    assert.deepEqual(scan(gemarkeerd, na), [220, 450]);
    assert.deepEqual(scan({ ...trui, magAfgeprijsd: false }, na), [450, 450]);
    assert.deepEqual(scan(trui, na), [450, 450], 'een cache van voor: volle prijs');
  });

  it('½ met één tik op een regel, en terug naar de labelprijs', () => {
    const hand = { verkopersnummer: 40, artikelnummer: null, prijsCent: 300, lijstprijsCent: 300 };
    const half = halveerRegel(hand, regelHP);
    assert.deepEqual(half, { ...hand, prijsCent: 150 });
    assert.deepEqual(halveerRegel(half, regelHP), hand);
    assert.deepEqual(halveerRegel({ verkopersnummer: 40, artikelnummer: null, prijsCent: 80 }, regelHP), {
      verkopersnummer: 40,
      artikelnummer: null,
      prijsCent: 50,
      lijstprijsCent: 80,
    });
  });
});
