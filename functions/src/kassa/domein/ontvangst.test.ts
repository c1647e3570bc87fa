import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  maakBon,
  markeerDubbeleVerkopen,
  nieuweKassaInstellingen,
  pinBesluitGeweigerd,
  type BonInvoer,
  type Kassa,
} from './kassa';
import { KLOKSPELING_MS, MELDING_PIN_UIT, sluittijd } from './ontvangst';
import { geteldAls, kasNaAfsluiting, kassaOverzicht } from './overzicht';

const NU = new Date('2026-09-12T10:00:00.000Z');
const KASSA = { id: 'k1', afleveringId: 'beurs' };
const invoer = (id: string, betaalwijze: BonInvoer['betaalwijze'], gesloten = NU.toISOString()): BonInvoer => ({
  id,
  regels: [{ verkopersnummer: 1, artikelnummer: null, prijsCent: 452 }],
  ontvangenCent: 1_000,
  gesloten,
  betaalwijze,
});
const kassa: Kassa = {
  ...KASSA,
  naam: 'Kleding 1',
  ruimte: 'Kleding',
  taak: 'verkopen',
  sleutel: 'geheim',
  aangemaakt: NU.toISOString(),
  ingetrokken: null,
  laatsteContact: null,
  wachtend: 0,
  oudsteWachtend: null,
};

describe('de sluittijd van een bon (issue 50)', () => {
  it('een apparaat op 2030: de tijd van de server telt, die van het apparaat blijft ernaast', () => {
    assert.deepEqual(sluittijd('2030-01-01T09:00:00.000Z', NU), {
      gesloten: NU.toISOString(),
      geslotenOpApparaat: '2030-01-01T09:00:00.000Z',
    });
    const bon = maakBon(invoer('a', 'contant', '2030-01-01T09:00:00.000Z'), KASSA, NU, { pinnen: false });
    assert.equal(bon.gesloten, NU.toISOString());
    assert.equal(bon.geslotenOpApparaat, '2030-01-01T09:00:00.000Z');
  });

  it('een klok die een paar minuten voorloopt, of een bon van uren geleden (offline), wordt geloofd', () => {
    const voor = new Date(NU.getTime() + KLOKSPELING_MS).toISOString();
    assert.deepEqual(sluittijd(voor, NU), { gesloten: voor });
    assert.deepEqual(sluittijd('2026-09-12T07:00:00.000Z', NU), { gesloten: '2026-09-12T07:00:00.000Z' });
    const bon = maakBon(invoer('a', 'contant', voor), KASSA, NU, { pinnen: false });
    assert.equal(bon.gesloten, voor);
    assert.equal('geslotenOpApparaat' in bon, false);
  });
});

describe('pin terwijl pin uit stond (issue 50)', () => {
  it('wordt aangenomen als pin, gemarkeerd om na te kijken; met pin aan of contant niet', () => {
    const uit = maakBon(invoer('a', 'pin'), KASSA, NU, { pinnen: false });
    assert.deepEqual([uit.betaalwijze, uit.teBetalenCent, uit.pinTerwijlUit], ['pin', 452, true]);
    assert.equal('pinTerwijlUit' in maakBon(invoer('b', 'pin'), KASSA, NU, { pinnen: true }), false);
    assert.equal('pinTerwijlUit' in maakBon(invoer('c', 'contant'), KASSA, NU, { pinnen: false }), false);
    assert.equal(MELDING_PIN_UIT, 'Betaald met pin terwijl pin uit stond');
  });

  it('een pinbon die offline sloot vóór pin uit ging, telt gewoon als pin; een van daarna niet', () => {
    const uitSinds = '2026-09-12T09:30:00.000Z';
    const instellingen = { pinnen: false, pinUitSinds: uitSinds };
    const ervoor = maakBon(invoer('a', 'pin', '2026-09-12T09:29:59.000Z'), KASSA, NU, instellingen);
    assert.equal('pinTerwijlUit' in ervoor, false);
    assert.equal(maakBon(invoer('b', 'pin', uitSinds), KASSA, NU, instellingen).pinTerwijlUit, true);
    // A device set to 2030: judged by the server's time it is stored with, after the switch.
    assert.equal(maakBon(invoer('c', 'pin', '2030-01-01T09:00:00.000Z'), KASSA, NU, instellingen).pinTerwijlUit, true);
  });

  it('pin uitzetten noteert wanneer; nog eens uit houdt dat moment, aan vergeet het', () => {
    const later = new Date(NU.getTime() + 60_000);
    const uit = nieuweKassaInstellingen({ pinnen: true }, { pinnen: false }, NU);
    assert.deepEqual(uit, { pinnen: false, pinUitSinds: NU.toISOString() });
    assert.deepEqual(nieuweKassaInstellingen(uit, { pinnen: false }, later), uit);
    assert.deepEqual(nieuweKassaInstellingen(uit, { pinnen: true }, later), { pinnen: true });
    assert.deepEqual(nieuweKassaInstellingen({ pinnen: false }, { pinnen: false }, later), { pinnen: false });
  });

  it('telt niet stil als pin of contant tot de penningmeester beslist; contant dan afgerond op 5 cent', () => {
    const uit = maakBon(invoer('a', 'pin'), KASSA, NU, { pinnen: false });
    const besluit = (betaalwijze: 'contant' | 'pin') => ({ betaalwijze, door: 'beheer', op: NU.toISOString() });
    assert.equal(geteldAls(uit), 'nakijken');
    assert.equal(geteldAls({ ...uit, pinBesluit: besluit('pin') }), 'pin');
    assert.equal(geteldAls({ ...uit, pinBesluit: besluit('contant') }), 'contant');
    assert.equal(geteldAls(maakBon(invoer('b', 'pin'), KASSA, NU, { pinnen: true })), 'pin');
    const telling = (bon: typeof uit) => {
      const stand = kassaOverzicht([kassa], markeerDubbeleVerkopen([bon])).kassas[0]!;
      return [stand.opbrengstCent, stand.contantCent, stand.pinCent, stand.nakijkenCent];
    };
    assert.deepEqual(telling(uit), [452, 0, 0, 452]);
    assert.deepEqual(telling({ ...uit, pinBesluit: besluit('pin') }), [452, 0, 452, 0]);
    assert.deepEqual(telling({ ...uit, pinBesluit: besluit('contant') }), [450, 450, 0, 0]);
    const laat = kasNaAfsluiting([kassa], [uit]);
    assert.deepEqual([laat.totaalCent, laat.contantCent, laat.pinCent, laat.nakijkenCent], [452, 0, 0, 452]);
  });

  it('alleen over zo’n bon valt te beslissen, niet over een geannuleerde, niet na het afsluiten', () => {
    const uit = maakBon(invoer('a', 'pin'), KASSA, NU, { pinnen: false });
    assert.equal(pinBesluitGeweigerd(uit, false), null);
    assert.match(pinBesluitGeweigerd(maakBon(invoer('b', 'pin'), KASSA, NU, { pinnen: true }), false)!, /niet met pin/);
    assert.match(pinBesluitGeweigerd({ ...uit, geannuleerd: { door: 'x', op: 'y' } }, false)!, /geannuleerd/);
    assert.match(pinBesluitGeweigerd(uit, true)!, /afgesloten/);
  });
});
