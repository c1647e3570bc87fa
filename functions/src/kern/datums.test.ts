import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nieuweAfleveringStandaard, laatsteAflevering } from '../seizoen/domein/aflevering';
import {
  dagEnTijd,
  isIsoDatum,
  langeDatum,
  naarBeursklokVeld,
  vanBeursklokVeld,
  langeDatumVan,
  langTijdstip,
  opDeBeursklok,
  tijdMetSeconden,
  seizoenTekst,
  tabelDatum,
  tabelTijdstip,
  volgendeZaterdag,
  vrijdagVoor,
} from './datums';

describe('beursdatums', () => {
  it('schrijft de lange Nederlandse vorm', () => {
    assert.equal(langeDatum('2027-03-13'), 'zaterdag 13 maart 2027');
  });
  it('in tabellen de korte vorm dd-mm-jjjj, met voorloopnullen', () => {
    assert.equal(tabelDatum('2027-03-13'), '13-03-2027');
    assert.equal(tabelDatum('2026-11-28'), '28-11-2026');
  });
  it('een tijdstip op de klok van de beurs (Amsterdam), in winter- en zomertijd', () => {
    assert.equal(tabelTijdstip('2026-11-28T13:05:00.000Z'), '28-11-2026 14:05');
    assert.equal(tabelTijdstip('2027-06-12T22:30:00Z'), '13-06-2027 00:30', 'na middernacht is het de volgende dag');
    assert.equal(langTijdstip('2026-11-28T16:45:00Z'), 'zaterdag 28 november 2026 om 17:45');
    assert.equal(langeDatumVan('2026-11-28T23:30:00Z'), 'zondag 29 november 2026');
  });
  it('dezelfde seconde geeft hetzelfde antwoord, ook als de vorige vrager het zijne veranderde; de zomertijd gaat op de seconde in', () => {
    const eerste = opDeBeursklok('2027-03-28T00:59:59.100Z');
    assert.deepEqual(eerste, { datum: '2027-03-28', tijd: '01:59' });
    eerste.tijd = 'kapot';
    assert.deepEqual(opDeBeursklok(new Date('2027-03-28T00:59:59.900Z')), { datum: '2027-03-28', tijd: '01:59' });
    assert.deepEqual(opDeBeursklok('2027-03-28T01:00:00.000Z'), { datum: '2027-03-28', tijd: '03:00' });
    assert.deepEqual(opDeBeursklok('2027-03-28T00:59:59.999Z'), { datum: '2027-03-28', tijd: '01:59' });
    assert.throws(() => opDeBeursklok('geen tijdstip'), RangeError);
    // Many dates after one another: each its own text, also past the memory's size.
    for (let dag = 0; dag < 1100; dag++) {
      const datum = new Date(Date.UTC(2027, 0, 1) + dag * 86_400_000).toISOString().slice(0, 10);
      assert.equal(
        langeDatum(datum),
        new Intl.DateTimeFormat('nl-NL', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(datum)),
      );
    }
  });
  it('de Nederlandse namen zonder Intl zijn die van Intl (nl-NL), ook in dagEnTijd en voor een jaar onder de 1000', () => {
    const dagMaand = new Intl.DateTimeFormat('nl-NL', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    for (let dag = 0; dag < 400; dag++) {
      const moment = new Date(Date.UTC(2028, 0, 1, 11) + dag * 86_400_000);
      assert.equal(dagEnTijd(moment), `${dagMaand.format(moment)} om ${opDeBeursklok(moment).tijd}`);
    }
    assert.equal(langeDatum('0999-12-31'), 'dinsdag 31 december 999');
  });
  it('de inlevervrijdag is de dag ervoor, ook over een maandgrens', () => {
    assert.equal(vrijdagVoor('2027-05-01'), '2027-04-30');
  });
  it('seizoen: vóór juli lente en zomer, anders en standaard herfst en winter', () => {
    assert.equal(seizoenTekst('2027-06-30'), 'een lente- en zomerbeurs');
    assert.equal(seizoenTekst('2027-07-01'), 'een herfst- en winterbeurs');
    assert.equal(seizoenTekst(null), 'een herfst- en winterbeurs');
  });
  it('vindt de volgende zaterdag na vandaag', () => {
    assert.equal(volgendeZaterdag(new Date('2026-11-20T10:00:00Z')), '2026-11-21');
    assert.equal(volgendeZaterdag(new Date('2026-11-21T10:00:00Z')), '2026-11-28');
    assert.equal(volgendeZaterdag(new Date('2026-11-22T10:00:00Z')), '2026-11-28');
  });
  it('accepteert alleen echte datums', () => {
    assert.equal(isIsoDatum('2027-02-28'), true);
    assert.equal(isIsoDatum('2027-02-30'), false);
    assert.equal(isIsoDatum('13-03-2027'), false);
  });
});

describe('standaardwaarden van een nieuwe aflevering', () => {
  it('volgt op de laatste: volgnummer + 1, datum + 26 weken', () => {
    assert.deepEqual(nieuweAfleveringStandaard({ volgnummer: 7, datum: '2027-03-13' }, '2026-11-21'), {
      volgnummer: 8,
      datum: '2027-09-11',
    });
  });
  it('begint bij 1 op vandaag als er nog geen is', () => {
    assert.deepEqual(nieuweAfleveringStandaard(null, '2026-11-21'), { volgnummer: 1, datum: '2026-11-21' });
  });
  it('de laatste is die met het hoogste volgnummer', () => {
    const lijst = [
      { id: 'a', volgnummer: 2, datum: '2026-01-01' },
      { id: 'b', volgnummer: 5, datum: '2025-01-01' },
    ];
    assert.equal(laatsteAflevering(lijst)?.id, 'b');
  });
});

describe('tijdMetSeconden', () => {
  it('zegt de tijd op de klok van de beurs, winter en zomer, op de seconde', () => {
    assert.equal(tijdMetSeconden('2027-03-13T13:05:09.999Z'), '14:05:09');
    assert.equal(tijdMetSeconden(new Date('2026-09-12T08:00:00Z')), '10:00:00');
  });

  it('een datum-en-tijdveld op de klok van de beurs, heen en terug, ook rond de wisseling van de klok', () => {
    assert.equal(vanBeursklokVeld('2027-01-09T20:00'), '2027-01-09T19:00:00.000Z');
    assert.equal(vanBeursklokVeld('2027-06-05T20:00'), '2027-06-05T18:00:00.000Z');
    // The clocks go from 02:00 to 03:00 on 28 March 2027: 02:30 does not exist there.
    assert.equal(vanBeursklokVeld('2027-03-28T02:30'), null);
    assert.equal(vanBeursklokVeld('2027-03-28T03:30'), '2027-03-28T01:30:00.000Z');
    assert.equal(vanBeursklokVeld('morgen'), null);
    // 02:30 on 31 October 2027 happens twice (summer, then winter time): either instant shows it.
    for (const moment of ['2027-01-09T19:00:00.000Z', '2027-10-31T00:30:00.000Z', '2027-10-31T01:30:00.000Z']) {
      const veld = naarBeursklokVeld(moment);
      assert.equal(naarBeursklokVeld(vanBeursklokVeld(veld)!), veld, moment);
    }
    assert.equal(dagEnTijd('2027-01-09T19:00:00Z'), 'zaterdag 9 januari om 20:00');
  });
});
