import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Aflevering, Deelnemer, Settings } from '../../kern/types';
import { beslis, type Stand } from './beslissing';
import {
  huishoudenHeeftPlek,
  huishoudenWeigert,
  isEenPerHuishouden,
  MELDING_HUISHOUDEN,
  MELDING_HUISHOUDEN_LOTING,
  MELDING_HUISHOUDEN_RESERVELIJST,
} from './huishouden';
import { beslisAanvraag, beslisToepassing, nieuweLoting, type LotingAanvraag } from './lotingbeslissing';
import { bevorderPlan, type Situatie } from './reservelijst';
import { GEEN_TOEWIJZING } from './toewijzing';

const NU = new Date('2026-03-01T10:00:00.000Z');
const beurs: Aflevering = { id: 'b2', volgnummer: 2, datum: '2026-03-14' };
const zonder: Settings = { maximumAantalDeelnemers: 10, inschrijvingGeopend: true, inschrijvingGesloten: false };
const met: Settings = { ...zonder, toewijzing: { ...GEEN_TOEWIJZING, eenPerHuishouden: true } };
const stand = (settings: Settings, aantalActief = 0): Stand => ({
  settings,
  aantalActief,
  laatste: beurs,
  beursEmail: 'info@beurs.example',
});

// The messages as the users read them: a change to any of them fails here.
const HUISHOUDEN = 'Met dit telefoonnummer is al ingeschreven voor deze beurs. Per huishouden is er één plek.';

/** A stored person, taking part in `beurs` or not. */
const persoon = (id: string, doetMee: boolean, naam = `Persoon ${id}`): { deelnemer: Deelnemer } => ({
  deelnemer: {
    id,
    nummer: Number(id.replace(/\D/g, '')) || 1,
    naam,
    email: `${id}@voorbeeld.nl`,
    telefoon: '06-12345678',
    actief: doetMee,
    vrijwilligerVrijdag: false,
    vrijwilligerZaterdag: false,
    afleveringen: doetMee ? [{ id: beurs.id, volgnummer: 2, datum: beurs.datum, actief: true }] : [],
    aangemeld: '2025-08-01T10:00:00.000Z',
  },
});
const invoer = { naam: 'Anne', email: 'anne@voorbeeld.nl', telefoon: '0612345678' };

describe('één plek per huishouden: de regel', () => {
  it('staat uit tenzij de beurs hem aanzet', () => {
    assert.equal(isEenPerHuishouden(zonder), false);
    assert.equal(isEenPerHuishouden({ toewijzing: { ...GEEN_TOEWIJZING } }), false);
    assert.equal(isEenPerHuishouden(met), true);
    assert.equal(MELDING_HUISHOUDEN, HUISHOUDEN);
  });

  it('een huishouden heeft een plek als iemand anders met het nummer voor deze beurs ingeschreven is', () => {
    assert.equal(huishoudenHeeftPlek([persoon('p1', false)], beurs), false);
    assert.equal(huishoudenHeeftPlek([persoon('p1', false), persoon('p2', true)], beurs), true);
    // The person themselves, and the protected row, do not count.
    assert.equal(huishoudenHeeftPlek([persoon('p2', true)], beurs, 'p2'), false);
    assert.equal(huishoudenHeeftPlek([persoon('p3', true, 'Kledingmaat')], beurs), false);
    assert.equal(huishoudenWeigert(zonder, [persoon('p2', true)], beurs), false);
    assert.equal(huishoudenWeigert(met, undefined, beurs), false);
    assert.equal(huishoudenWeigert(met, [persoon('p2', true)], beurs), true);
  });
});

describe('één plek per huishouden: de beslissingen', () => {
  const inschrijving = (settings: Settings, door: 'bezoeker' | 'beheerder' = 'bezoeker') =>
    beslis(stand(settings), {
      soort: 'inschrijving',
      door,
      invoer,
      zelfdeAdres: [],
      nummers: { teller: 1, hoogste: 1 },
      metMail: false,
      nieuwId: 'nieuw',
      now: NU,
      zelfdeTelefoon: [persoon('p2', true)],
    });

  it('weigert een inschrijving aan het veld telefoon; niet zonder de regel, niet voor een beheerder', () => {
    assert.deepEqual(inschrijving(met), {
      soort: 'geweigerd',
      reden: 'huishouden',
      melding: HUISHOUDEN,
      veld: 'telefoon',
    });
    assert.equal(inschrijving(zonder).soort, 'nieuw');
    assert.equal(inschrijving(met, 'beheerder').soort, 'nieuw');
  });

  it('"Ik doe weer mee": niet om het eigen nummer, wel als een ander van het huishouden meedoet', () => {
    const zelf = persoon('p1', false).deelnemer;
    const weer = (zelfdeTelefoon: { deelnemer: Deelnemer }[]) =>
      beslis(stand(met), { soort: 'weerMeedoen', deelnemer: zelf, now: NU, zelfdeTelefoon });
    assert.equal(weer([{ deelnemer: zelf }]).soort, 'terug');
    const geweigerd = weer([{ deelnemer: zelf }, persoon('p2', true)]);
    assert.deepEqual(geweigerd.soort === 'geweigerd' && [geweigerd.melding, geweigerd.veld], [HUISHOUDEN, 'telefoon']);
  });

  it('de reservelijst: niet voor een nummer met een plek, en één plaats per nummer', () => {
    const reservering = (anders: { zelfdeTelefoon?: { deelnemer: Deelnemer }[]; telefoonOpLijst?: boolean }) =>
      beslis(stand(met, 10), {
        soort: 'reservelijst',
        invoer,
        alOpLijst: false,
        zelfdeAdres: [],
        laatstePositie: 0,
        nieuwId: 'r',
        now: NU,
        ...anders,
      });
    const metPlek = reservering({ zelfdeTelefoon: [persoon('p2', true)] });
    assert.deepEqual(metPlek.soort === 'geweigerd' && [metPlek.melding, metPlek.veld], [HUISHOUDEN, 'telefoon']);
    const opLijst = reservering({ telefoonOpLijst: true });
    assert.deepEqual(opLijst.soort === 'geweigerd' && [opLijst.melding, opLijst.veld], [
      MELDING_HUISHOUDEN_RESERVELIJST,
      'telefoon',
    ]);
    assert.equal(reservering({ zelfdeTelefoon: [persoon('p1', false)] }).soort, 'opReservelijst');
  });

  it('de bevordering: een tweede van een huishouden verlaat de lijst, de volgende krijgt de plek', () => {
    const situatie = (aantalActief: number): Situatie => ({ settings: zonder, aantalActief, automatisch: true });
    const wachtenden = [
      { id: 'a', tel: '+31611111111' },
      { id: 'b', tel: '+31611111111' },
      { id: 'c', tel: '' },
      { id: 'd', tel: '' },
    ];
    const plan = bevorderPlan(
      situatie(10),
      situatie(7),
      wachtenden,
      () => false,
      (p) => p.tel,
    );
    assert.deepEqual([plan.bevorderen.map((p) => p.id), plan.vervallen.map((p) => p.id)], [['a', 'c', 'd'], ['b']]);
    // Without the rule: in order, whatever the number.
    const zonderRegel = bevorderPlan(situatie(10), situatie(7), wachtenden, () => false);
    assert.deepEqual(
      zonderRegel.bevorderen.map((p) => p.id),
      ['a', 'b', 'c'],
    );
  });

  it('de loting: één aanvraag per nummer, geen voor een nummer met een plek; geplaatst wordt een huishouden één keer', () => {
    const loting: Settings = {
      ...met,
      toewijzing: {
        ...GEEN_TOEWIJZING,
        eenPerHuishouden: true,
        wijze: 'loting',
        loting: { sluitOp: '2026-03-02T10:00:00.000Z' },
      },
    };
    const staat = nieuweLoting('b2', 'z'.repeat(64), 'h');
    const aanvraag = (anders: { zelfdeTelefoon?: { deelnemer: Deelnemer }[]; telefoonAangevraagd?: boolean }) =>
      beslisAanvraag(stand(loting), {
        invoer,
        staat,
        alAangevraagd: false,
        zelfdeAdres: [],
        nieuwId: 'a',
        now: NU,
        ...anders,
      });
    const dubbel = aanvraag({ telefoonAangevraagd: true });
    assert.deepEqual(dubbel.soort === 'geweigerd' && [dubbel.melding, dubbel.veld], [
      MELDING_HUISHOUDEN_LOTING,
      'telefoon',
    ]);
    const metPlek = aanvraag({ zelfdeTelefoon: [persoon('p2', true)] });
    assert.deepEqual(metPlek.soort === 'geweigerd' && metPlek.melding, HUISHOUDEN);
    assert.equal(aanvraag({}).soort, 'aanvraag');

    const toegepast: LotingAanvraag = {
      ...invoer,
      id: 'a',
      afleveringId: 'b2',
      aangemeld: NU.toISOString(),
      uitkomst: null,
      reservePositie: null,
    };
    const toepassing = (settings: Settings) =>
      beslisToepassing(beurs, {
        aanvraag: toegepast,
        index: 0,
        vrijePlaatsen: 5,
        zelfdeAdres: [],
        nummers: { teller: 1, hoogste: 1 },
        laatstePositie: 0,
        nieuwId: 'n',
        now: NU,
        settings,
        zelfdeTelefoon: [persoon('p2', true)],
      });
    assert.equal(toepassing(loting).soort, 'alIngeschreven');
    assert.equal(toepassing(zonder).soort, 'geplaatst');
  });
});
