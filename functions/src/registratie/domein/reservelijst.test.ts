import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  bevorderPlan,
  nieuwePlaats,
  plaatsenVoorReservelijst,
  reservePlaats,
  reservelijstWeigering,
  verplaats,
  type Situatie,
} from './reservelijst';

const open = { maximumAantalDeelnemers: 3, inschrijvingGeopend: true, inschrijvingGesloten: false };
const situatie = (aantalActief: number, anders: Partial<Situatie> = {}): Situatie => ({
  settings: open,
  aantalActief,
  automatisch: true,
  ...anders,
});
const wachtenden = ['a', 'b', 'c', 'd'];
const niemand = () => false;

describe('de reservelijst', () => {
  it('schrijft precies zoveel mensen in als er plaatsen vrijkwamen, in volgorde', () => {
    assert.deepEqual(bevorderPlan(situatie(3), situatie(2), wachtenden, niemand).bevorderen, ['a']);
    assert.deepEqual(bevorderPlan(situatie(3), situatie(1), wachtenden, niemand).bevorderen, ['a', 'b']);
    const hoger = situatie(3, { settings: { ...open, maximumAantalDeelnemers: 6 } });
    assert.deepEqual(bevorderPlan(situatie(3), hoger, wachtenden, niemand).bevorderen, ['a', 'b', 'c']);
  });

  it('schrijft niemand in als er al plaats was en er niets bij kwam', () => {
    assert.deepEqual(bevorderPlan(situatie(1), situatie(1), wachtenden, niemand).bevorderen, []);
    assert.deepEqual(bevorderPlan(situatie(2), situatie(3), wachtenden, niemand).bevorderen, []);
  });

  it('schrijft niemand in zolang de inschrijving gesloten is, of nog niet geopend', () => {
    const gesloten = { settings: { ...open, inschrijvingGesloten: true } };
    assert.deepEqual(bevorderPlan(situatie(3, gesloten), situatie(1, gesloten), wachtenden, niemand).bevorderen, []);
    const dicht = { settings: { ...open, inschrijvingGeopend: false } };
    assert.deepEqual(bevorderPlan(situatie(3, dicht), situatie(1, dicht), wachtenden, niemand).bevorderen, []);
  });

  it('vult bij heropenen alle vrije plaatsen, en nooit boven het maximum', () => {
    const gesloten = situatie(1, { settings: { ...open, inschrijvingGesloten: true } });
    assert.deepEqual(bevorderPlan(gesloten, situatie(1), wachtenden, niemand).bevorderen, ['a', 'b']);
    assert.equal(plaatsenVoorReservelijst(situatie(5)), 0);
  });

  it('schrijft niemand in als automatisch inschrijven uit staat, en vult bij aanzetten de vrije plaatsen', () => {
    const uit = { automatisch: false };
    assert.deepEqual(bevorderPlan(situatie(3, uit), situatie(2, uit), wachtenden, niemand).bevorderen, []);
    assert.deepEqual(bevorderPlan(situatie(2, uit), situatie(2), wachtenden, niemand).bevorderen, ['a']);
  });

  it('slaat wie al ingeschreven is over: die verlaat de lijst zonder een plaats te nemen', () => {
    const plan = bevorderPlan(situatie(3), situatie(2), wachtenden, (p) => p === 'a');
    assert.deepEqual(plan, { bevorderen: ['b'], vervallen: ['a'] });
  });

  it('neemt alleen aanmeldingen aan als de inschrijving gesloten of vol is', () => {
    assert.equal(reservelijstWeigering('gesloten', 'x'), null);
    assert.equal(reservelijstWeigering('maximum', 'x'), null);
    assert.equal(reservelijstWeigering('nietGeopend', 'nog niet'), 'nog niet');
    assert.equal(reservelijstWeigering('formulier', 'x'), 'Er is nog plek: je kunt je gewoon registreren.');
  });

  it('verplaatst iemand een plaats omhoog of omlaag, en niet voorbij de rand', () => {
    const lijst = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const ids = (l: { id: string }[]) => l.map((p) => p.id).join('');
    assert.equal(ids(verplaats(lijst, 'b', 'omhoog')), 'bac');
    assert.equal(ids(verplaats(lijst, 'b', 'omlaag')), 'acb');
    assert.equal(ids(verplaats(lijst, 'a', 'omhoog')), 'abc');
    assert.equal(ids(verplaats(lijst, 'c', 'omlaag')), 'abc');
  });
});

describe('een plaats op de lijst als gegevens', () => {
  it('een nieuwe plaats komt achteraan; uit een opgeslagen rij komen alleen de velden van de plaats', () => {
    const plaats = nieuwePlaats(
      { naam: 'Anne', email: 'anne@voorbeeld.nl', telefoon: '' },
      { id: 'p1', afleveringId: 'a1', laatstePositie: 4, now: new Date('2026-03-01T10:00:00.000Z') },
    );
    assert.deepEqual(plaats, {
      id: 'p1',
      naam: 'Anne',
      email: 'anne@voorbeeld.nl',
      telefoon: '',
      afleveringId: 'a1',
      positie: 5,
      aangemeld: '2026-03-01T10:00:00.000Z',
    });
    const { id, ...rij } = plaats;
    assert.deepEqual(reservePlaats(id, { ...rij, emailSleutel: 'anne@voorbeeld.nl' } as typeof rij), plaats);
  });
});
