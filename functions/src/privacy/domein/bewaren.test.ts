import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  aanmeldingenTeDoen,
  bewaarPlan,
  herinneringSturen,
  krijgtHerinnering,
  plusJaar,
  teDoen,
  telefoonWisDatum,
  verwijderDatum,
  type BewaarDeelnemer,
} from './bewaren';

const persoon = (nummer: number, datums: string[], telefoon = '06-12345678'): BewaarDeelnemer => ({
  id: `d${nummer}`,
  nummer,
  naam: `Verkoper ${nummer}`,
  telefoon,
  aangemeld: '2026-01-10T09:00:00.000Z',
  afleveringen: datums.map((datum, i) => ({ id: `a-${datum}`, volgnummer: i + 1, datum, actief: true })),
});

describe('bewaartermijnen', () => {
  it('het telefoonnummer gaat de dag na de beurs plus de gratieperiode', () => {
    assert.equal(telefoonWisDatum(persoon(1, ['2026-03-14']), 7), '2026-03-22');
    assert.equal(telefoonWisDatum(persoon(1, ['2026-03-14']), 0), '2026-03-15');
  });

  it('de klok is de laatste beurs waaraan iemand meedeed, niet de volgorde in de lijst', () => {
    assert.equal(telefoonWisDatum(persoon(1, ['2026-09-12', '2026-03-14']), 7), '2026-09-20');
    assert.equal(verwijderDatum(persoon(1, ['2026-09-12', '2026-03-14'])), '2027-09-12');
  });

  it('zonder aflevering telt de dag van aanmelden', () => {
    assert.equal(verwijderDatum(persoon(1, [])), '2027-01-10');
  });

  it('een jaar later is dezelfde kalenderdag; 29 februari wordt 1 maart', () => {
    assert.equal(plusJaar('2026-03-14'), '2027-03-14');
    assert.equal(plusJaar('2028-02-29'), '2029-03-01');
  });

  it('het plan noemt per persoon wat er wanneer gebeurt, vroegste eerst', () => {
    const plan = bewaarPlan([persoon(2, ['2026-09-12']), persoon(1, ['2026-03-14'], '')], 7);
    assert.deepEqual(plan, [
      { id: 'd2', nummer: 2, actie: 'telefoonWissen', datum: '2026-09-20' },
      { id: 'd1', nummer: 1, actie: 'verwijderen', datum: '2027-03-14' },
      { id: 'd2', nummer: 2, actie: 'verwijderen', datum: '2027-09-12' },
    ]);
  });

  it("de rij 'Kledingmaat' is geen persoon en blijft", () => {
    assert.deepEqual(bewaarPlan([{ ...persoon(1, ['2020-01-01']), naam: 'Kledingmaat' }], 7), []);
  });

  it('teDoen: alleen wat op of voor vandaag valt (de klok wordt meegegeven); verwijderen dekt de telefoon', () => {
    const plan = bewaarPlan([persoon(1, ['2026-03-14'])], 7);
    assert.deepEqual(teDoen(plan, new Date('2026-03-21T23:59:00Z')), []);
    assert.deepEqual(
      teDoen(plan, new Date('2026-03-22T00:00:00Z')).map((s) => s.actie),
      ['telefoonWissen'],
    );
    assert.deepEqual(
      teDoen(plan, new Date('2027-03-14T00:00:00Z')).map((s) => s.actie),
      ['verwijderen'],
    );
  });

  it('een grote gratieperiode voorbij het jaar: alleen verwijderen', () => {
    assert.deepEqual(
      bewaarPlan([persoon(1, ['2026-03-14'])], 400).map((s) => s.actie),
      ['verwijderen'],
    );
  });
});

describe('bewaartermijnen van vrijwilligers', () => {
  const afleveringen = [{ id: 'maart', datum: '2026-03-14' }];
  const aanmelding = (id: string, afleveringId: string, telefoon = '06-1') => ({
    id,
    afleveringId,
    telefoon,
    aangemeld: '2026-02-01T09:00:00.000Z',
  });
  const op = (datum: string) => new Date(`${datum}T06:00:00.000Z`);

  it('de klok is de datum van hun eigen beurs: telefoon na de gratieperiode, de rij na een jaar', () => {
    const lijst = [aanmelding('v1', 'maart'), aanmelding('v2', 'maart', '')];
    const leeg = { telefoonWissen: [], verwijderen: [] };
    assert.deepEqual(aanmeldingenTeDoen(lijst, afleveringen, 7, op('2026-03-21')), leeg);
    assert.deepEqual(aanmeldingenTeDoen(lijst, afleveringen, 7, op('2026-03-22')), {
      telefoonWissen: ['v1'],
      verwijderen: [],
    });
    assert.deepEqual(aanmeldingenTeDoen(lijst, afleveringen, 7, op('2027-03-13')).verwijderen, []);
    assert.deepEqual(aanmeldingenTeDoen(lijst, afleveringen, 7, op('2027-03-14')), {
      telefoonWissen: [],
      verwijderen: ['v1', 'v2'],
    });
  });

  it('zonder bestaande beurs telt de dag van aanmelden', () => {
    assert.deepEqual(aanmeldingenTeDoen([aanmelding('v1', 'weg')], afleveringen, 0, op('2026-02-02')).telefoonWissen, [
      'v1',
    ]);
    assert.deepEqual(aanmeldingenTeDoen([aanmelding('v1', 'weg')], afleveringen, 0, op('2027-02-01')).verwijderen, [
      'v1',
    ]);
  });
});

describe('herinnering voor een nieuwe beurs', () => {
  const nieuwe = { id: 'a-2026-09-12', volgnummer: 9, datum: '2026-09-12' };
  const nu = new Date('2026-06-01T10:00:00Z');

  it('wie het afgelopen jaar meedeed krijgt er een', () => {
    assert.equal(krijgtHerinnering(persoon(1, ['2026-03-14']), nieuwe, nu), true);
  });

  it('niet wie langer dan een jaar geleden meedeed, of al ingeschreven is voor de nieuwe', () => {
    assert.equal(krijgtHerinnering(persoon(1, ['2025-03-14']), nieuwe, nu), false);
    assert.equal(krijgtHerinnering(persoon(1, ['2026-09-12']), nieuwe, nu), false);
    assert.equal(krijgtHerinnering(persoon(1, []), nieuwe, nu), false);
  });

  it("niet de rij 'Kledingmaat'", () => {
    assert.equal(krijgtHerinnering({ ...persoon(1, ['2026-03-14']), naam: 'Kledingmaat' }, nieuwe, nu), false);
  });

  it('niet wie zich afmeldde of deze herinnering al kreeg; wel bij een volgende aflevering', () => {
    const iedereen = () => true;
    const stand = { geenHerinnering: false, herinnerdVoor: null };
    assert.equal(herinneringSturen('Anne', stand, nieuwe.id, iedereen), true);
    assert.equal(herinneringSturen('Anne', { ...stand, geenHerinnering: true }, nieuwe.id, iedereen), false);
    assert.equal(herinneringSturen('Anne', { ...stand, herinnerdVoor: nieuwe.id }, nieuwe.id, iedereen), false);
    assert.equal(herinneringSturen('Anne', { ...stand, herinnerdVoor: 'a-2026-03-14' }, nieuwe.id, iedereen), true);
  });

  it('alleen aan wie `wie` kiest', () => {
    const stand = { geenHerinnering: false, herinnerdVoor: null };
    assert.equal(
      herinneringSturen('Bas', stand, nieuwe.id, (naam) => naam === 'Anne'),
      false,
    );
  });
});
