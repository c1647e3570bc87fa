import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Settings, Toewijzing } from '../../kern/types';
import { MELDING_NIET_GEOPEND, registratieToegang, toegangMelding } from './registratie';
import {
  geplandeOpeningIsNu,
  herinneringVoorDeRonde,
  isTerugkerend,
  komendeOpening,
  MELDING_VOORRANG_NA_OPENING,
  MELDING_VOORRANG_ZONDER_OPENING,
  meldingOpentOp,
  schakelGeopend,
  ordeFout,
  voerGeplandeOpeningUit,
} from './toewijzing';

// Saturday 9 January 2027, 20:00 in Amsterdam (winter time, UTC+1).
const OPENING = '2027-01-09T19:00:00.000Z';
const VOOR = new Date('2027-01-09T18:59:59.999Z');
const OP = new Date(OPENING);
const toewijzing = (t: Partial<Toewijzing> = {}): Toewijzing => ({
  opentOp: OPENING,
  voorrang: { vrijwilligers: '2027-01-08T19:00:00.000Z', terugkerend: '2027-01-09T07:00:00.000Z' },
  toegepast: null,
  ...t,
});
const settings = (t: Partial<Toewijzing> = {}, s: Partial<Settings> = {}): Settings => ({
  maximumAantalDeelnemers: 10,
  inschrijvingGeopend: false,
  inschrijvingGesloten: false,
  toewijzing: toewijzing(t),
  ...s,
});

describe('toewijzing: de opening op tijd', () => {
  it('noemt de tijd in woorden, op de klok van de beurs', () => {
    assert.equal(meldingOpentOp(OPENING), 'De inschrijving opent op zaterdag 9 januari om 20:00.');
    // Summer time: 18:00 UTC is 20:00 in Amsterdam.
    assert.equal(meldingOpentOp('2027-06-05T18:00:00Z'), 'De inschrijving opent op zaterdag 5 juni om 20:00.');
  });

  it('is dicht tot het moment en open vanaf het moment zelf, zonder schakelaar', () => {
    assert.equal(registratieToegang(settings(), 0, false, VOOR), 'nietGeopend');
    assert.equal(toegangMelding('nietGeopend', '', komendeOpening(settings(), VOOR)), meldingOpentOp(OPENING));
    assert.equal(registratieToegang(settings(), 0, false, OP), 'formulier');
    assert.equal(komendeOpening(settings(), OP), null, 'na het moment noemt niets de tijd meer');
  });

  it('zonder ingestelde tijd blijft alles zoals in de spec', () => {
    const zonder: Settings = { maximumAantalDeelnemers: 10, inschrijvingGeopend: false, inschrijvingGesloten: false };
    assert.equal(registratieToegang(zonder, 0, false, OP), 'nietGeopend');
    assert.equal(toegangMelding('nietGeopend', '', komendeOpening(zonder, OP)), MELDING_NIET_GEOPEND);
    assert.equal(voerGeplandeOpeningUit(zonder, OP), null);
  });

  it("'Inschrijving gesloten' gaat voor, en het maximum geldt", () => {
    assert.equal(registratieToegang(settings({}, { inschrijvingGesloten: true }), 0, false, OP), 'gesloten');
    assert.equal(registratieToegang(settings(), 10, false, OP), 'maximum');
  });

  it('wordt één keer uitgevoerd: de schakelaar aan sinds het moment zelf, en het moment gemarkeerd', () => {
    assert.equal(voerGeplandeOpeningUit(settings(), VOOR), null);
    const na = { ...settings(), ...voerGeplandeOpeningUit(settings(), OP) };
    assert.equal(na.inschrijvingGeopend, true);
    assert.equal(na.geopendSinds, OPENING);
    assert.equal(na.toewijzing?.toegepast, OPENING);
    assert.equal(voerGeplandeOpeningUit(na, new Date('2027-01-10T00:00:00Z')), null);
    assert.equal(geplandeOpeningIsNu(na, OP), false);
    // A request that arrived before the moment, decided after the switch went on: still refused.
    assert.equal(registratieToegang(na, 0, false, VOOR), 'nietGeopend');
    assert.equal(registratieToegang(na, 0, false, OP), 'formulier');
  });

  it('hetzelfde moment in een andere schrijfwijze is hetzelfde moment', () => {
    const na = settings({ toegepast: OPENING, opentOp: '2027-01-09T20:00:00+01:00' });
    assert.equal(geplandeOpeningIsNu(na, OP), false);
    assert.equal(voerGeplandeOpeningUit(na, OP), null);
  });

  it('de schakelaar: aan is open vanaf nu; na het moment verbruikt hij het moment, zodat uit uit blijft', () => {
    const aan = schakelGeopend(settings(), true, VOOR);
    assert.equal(aan.geopendSinds, VOOR.toISOString());
    assert.equal(aan.toewijzing, undefined, 'vóór het moment blijft de opening staan');
    const uit = { ...settings(), ...schakelGeopend(settings(), false, OP) };
    assert.equal(uit.toewijzing?.toegepast, OPENING);
    assert.equal(registratieToegang(uit, 0, false, OP), 'nietGeopend');
    // Switching on what is on keeps its moment.
    const alAan = settings({}, { inschrijvingGeopend: true, geopendSinds: OPENING });
    assert.equal(schakelGeopend(alAan, true, new Date('2027-01-10T00:00:00Z')).geopendSinds, undefined);
    // A new moment is a new opening.
    const nieuw = settings({ toegepast: OPENING, opentOp: '2027-01-10T19:00:00.000Z' });
    assert.equal(registratieToegang(nieuw, 0, false, new Date('2027-01-10T19:00:00.000Z')), 'formulier');
  });
});

describe('toewijzing: de voorrangsrondes', () => {
  it('laten hun eigen mensen binnen vanaf hun eigen tijd, een ander niet', () => {
    const s = settings();
    const vrijdag = new Date('2027-01-08T19:00:00.000Z');
    assert.equal(registratieToegang(s, 0, false, new Date(vrijdag.getTime() - 1), ['vrijwilligers']), 'nietGeopend');
    assert.equal(registratieToegang(s, 0, false, vrijdag, ['vrijwilligers']), 'formulier');
    assert.equal(registratieToegang(s, 0, false, vrijdag, ['terugkerend']), 'nietGeopend');
    assert.equal(registratieToegang(s, 0, false, vrijdag), 'nietGeopend');
    assert.equal(registratieToegang(s, 10, false, vrijdag, ['vrijwilligers']), 'maximum', 'ze tellen mee');
  });

  it('een terugkerende verkoper deed mee aan een van de twee beurzen vóór de huidige', () => {
    const laatste = { id: 'a5', volgnummer: 5 };
    const met = (...nummers: [number, boolean][]) => ({
      afleveringen: nummers.map(([volgnummer, actief]) => ({ id: `a${volgnummer}`, volgnummer, datum: '', actief })),
    });
    assert.equal(isTerugkerend(met([4, true]), laatste), true);
    assert.equal(isTerugkerend(met([3, true]), laatste), true);
    assert.equal(isTerugkerend(met([2, true]), laatste), false, 'drie beurzen terug is te lang');
    assert.equal(isTerugkerend(met([4, false]), laatste), false, 'afgemeld telt niet');
    assert.equal(isTerugkerend(met([5, true]), laatste), false, 'de huidige zelf is geen terugkeer');
    assert.equal(isTerugkerend(met([4, true]), null), false);
  });

  it('moeten vóór de opening liggen, en vragen een opening', () => {
    const t = (opentOp: string | null, vrijwilligers: string | null, terugkerend: string | null = null) => ({
      opentOp,
      voorrang: { vrijwilligers, terugkerend },
    });
    assert.equal(ordeFout(t(OPENING, '2027-01-08T19:00:00Z')), null);
    assert.equal(ordeFout(t(null, null)), null);
    assert.deepEqual(ordeFout(t(OPENING, OPENING)), { melding: MELDING_VOORRANG_NA_OPENING, veld: 'vrijwilligers' });
    assert.deepEqual(ordeFout(t(OPENING, null, '2027-01-10T00:00:00Z')), {
      melding: MELDING_VOORRANG_NA_OPENING,
      veld: 'terugkerend',
    });
    assert.deepEqual(ordeFout(t(null, '2027-01-08T19:00:00Z')), {
      melding: MELDING_VOORRANG_ZONDER_OPENING,
      veld: 'vrijwilligers',
    });
  });
});

describe('toewijzing: de herinnering bij de ronde van terugkerende verkopers', () => {
  const RONDE = '2027-01-09T07:00:00.000Z';
  it('gaat één keer uit, vanaf het begin van de ronde en vóór de opening', () => {
    assert.equal(herinneringVoorDeRonde(settings(), new Date('2027-01-09T06:59:59Z')), null);
    const gemarkeerd = herinneringVoorDeRonde(settings(), new Date(RONDE))!;
    assert.equal(gemarkeerd.herinnerd, RONDE);
    assert.equal(herinneringVoorDeRonde(settings({ herinnerd: RONDE }), new Date(RONDE)), null, 'niet twee keer');
    assert.equal(herinneringVoorDeRonde(settings(), OP), null, 'na de opening stuurt de opening zelf ze');
    assert.equal(herinneringVoorDeRonde(settings({ voorrang: { vrijwilligers: null, terugkerend: null } }), OP), null);
  });
});
