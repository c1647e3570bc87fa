import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nieuweAfleveringStandaard, laatsteAflevering } from './aflevering';
import { isIsoDatum, langeDatum, seizoenTekst, volgendeZaterdag, vrijdagVoor } from './datums';

describe('fair dates', () => {
  it('writes the Dutch long form', () => {
    assert.equal(langeDatum('2027-03-13'), 'zaterdag 13 maart 2027');
  });
  it('drop-off Friday is the day before, across a month boundary', () => {
    assert.equal(vrijdagVoor('2027-05-01'), '2027-04-30');
  });
  it('season: before July is spring/summer, else and by default autumn/winter', () => {
    assert.equal(seizoenTekst('2027-06-30'), 'een lente- en zomerbeurs');
    assert.equal(seizoenTekst('2027-07-01'), 'een herfst- en winterbeurs');
    assert.equal(seizoenTekst(null), 'een herfst- en winterbeurs');
  });
  it('finds the next Saturday after today', () => {
    assert.equal(volgendeZaterdag(new Date('2026-11-20T10:00:00Z')), '2026-11-21');
    assert.equal(volgendeZaterdag(new Date('2026-11-21T10:00:00Z')), '2026-11-28');
    assert.equal(volgendeZaterdag(new Date('2026-11-22T10:00:00Z')), '2026-11-28');
  });
  it('accepts only real dates', () => {
    assert.equal(isIsoDatum('2027-02-28'), true);
    assert.equal(isIsoDatum('2027-02-30'), false);
    assert.equal(isIsoDatum('13-03-2027'), false);
  });
});

describe('new aflevering defaults', () => {
  it('follows the last: volgnummer + 1, date + 26 weeks', () => {
    assert.deepEqual(nieuweAfleveringStandaard({ volgnummer: 7, datum: '2027-03-13' }, '2026-11-21'), {
      volgnummer: 8,
      datum: '2027-09-11',
    });
  });
  it('starts at 1 today when there is none', () => {
    assert.deepEqual(nieuweAfleveringStandaard(null, '2026-11-21'), { volgnummer: 1, datum: '2026-11-21' });
  });
  it('the latest is the highest volgnummer', () => {
    const lijst = [
      { id: 'a', volgnummer: 2, datum: '2026-01-01' },
      { id: 'b', volgnummer: 5, datum: '2025-01-01' },
    ];
    assert.equal(laatsteAflevering(lijst)?.id, 'b');
  });
});
