import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { maakOpenBon } from './openBon';
import type { OpenRegel } from './opslag';

const regel = (regelId: string, prijsCent = 250): OpenRegel => ({
  regelId,
  verkopersnummer: 12,
  artikelnummer: 3,
  prijsCent,
  omschrijving: 'Winterjas',
  maat: '110',
});

describe('de open bon van de kassa', () => {
  it('begint leeg en geeft na elke wijziging de nieuwe regels', () => {
    const bon = maakOpenBon();
    assert.deepEqual(bon.regels(), []);
    bon.wijzig((huidig) => [...huidig, regel('a')]);
    bon.wijzig((huidig) => [...huidig, regel('b', 500)]);
    assert.deepEqual(
      bon.regels().map((r) => [r.regelId, r.prijsCent]),
      [
        ['a', 250],
        ['b', 500],
      ],
    );
  });

  it('twee scans kort na elkaar komen allebei op de bon: elke wijziging bouwt op de vorige', () => {
    const bon = maakOpenBon();
    const eerste = (huidig: OpenRegel[]) => [...huidig, regel('a')];
    const tweede = (huidig: OpenRegel[]) => [...huidig, regel('b')];
    bon.wijzig(eerste);
    bon.wijzig(tweede);
    assert.equal(bon.regels().length, 2);
  });

  it('een wijziging maakt een nieuwe lijst en laat de vorige staan (wat het scherm al toonde blijft kloppen)', () => {
    const bon = maakOpenBon();
    bon.wijzig(() => [regel('a')]);
    const voor = bon.regels();
    bon.wijzig((huidig) => huidig.filter((r) => r.regelId !== 'a'));
    assert.deepEqual(
      voor.map((r) => r.regelId),
      ['a'],
    );
    assert.deepEqual(bon.regels(), []);
  });

  it('meldt elke echte wijziging aan wie luistert, en niets als de regels dezelfde blijven', () => {
    const bon = maakOpenBon();
    let meldingen = 0;
    bon.abonneer(() => meldingen++);
    bon.wijzig((huidig) => [...huidig, regel('a')]);
    assert.equal(meldingen, 1);
    bon.wijzig((huidig) => huidig);
    assert.equal(meldingen, 1, 'dezelfde lijst: geen melding, dus geen nieuwe render en geen schrijfactie');
    bon.wijzig(() => []);
    assert.equal(meldingen, 2);
  });

  it('wie zich afmeldt hoort niets meer; de anderen wel', () => {
    const bon = maakOpenBon();
    const gehoord: string[] = [];
    const stop = bon.abonneer(() => gehoord.push('scherm'));
    bon.abonneer(() => gehoord.push('apparaat'));
    bon.wijzig(() => [regel('a')]);
    stop();
    bon.wijzig(() => [regel('b')]);
    assert.deepEqual(gehoord, ['scherm', 'apparaat', 'apparaat']);
  });
});

describe('de bedragen van de open bon', () => {
  it('totaal en afgerond op 5 cent, één keer uitgerekend per wijziging', () => {
    const bon = maakOpenBon();
    assert.deepEqual(bon.bedragen(), { totaalCent: 0, teBetalenCent: 0 });
    bon.wijzig(() => [regel('a', 250), regel('b', 123)]);
    const eerst = bon.bedragen();
    assert.deepEqual(eerst, { totaalCent: 373, teBetalenCent: 375 });
    assert.equal(bon.bedragen(), eerst, 'zonder wijziging hetzelfde object: wie het toont, rendert niet opnieuw');
    bon.wijzig((huidig) => [...huidig, regel('c', 100)]);
    assert.deepEqual(bon.bedragen(), { totaalCent: 473, teBetalenCent: 475 });
  });
});
