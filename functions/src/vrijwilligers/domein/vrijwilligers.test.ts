import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError, type FoutSoort } from '../../kern/errors';
import {
  aanmelden,
  aanmeldingUit,
  controleerClaim,
  dienstenUit,
  dienstUit,
  MELDING_AL_AANGEMELD,
  MELDING_DIENST_VOL,
  MELDING_KIES_DIENST,
  nieuweAanmeldingen,
  vlaggenNaAanmelden,
  vlaggenNaAfmelden,
} from './vrijwilligers';

const geen = { vrijwilligerVrijdag: false, vrijwilligerZaterdag: false };

const weigert = (fn: () => void, soort: FoutSoort, melding: string) =>
  assert.throws(fn, (e: unknown) => e instanceof DomainError && e.soort === soort && e.message === melding);

describe('vrijwilligersdiensten', () => {
  it('een dienst zonder instelling heeft de standaardtijd en 8 plaatsen', () => {
    const dienst = dienstUit('vrijdagSorteren', undefined, 3);
    assert.equal(dienst.naam, 'Vrijdagavond sorteren');
    assert.equal(dienst.dag, 'vrijdag');
    assert.match(dienst.tijd, /16\.30/);
    assert.equal(dienst.plaatsenOver, 5);
  });

  it('plaatsen over worden nooit negatief, ook als de beheerder de capaciteit verlaagt', () => {
    assert.equal(dienstUit('zaterdagTijdens', { tijd: 'x', capaciteit: 2 }, 5).plaatsenOver, 0);
  });

  it('een claim op een volle dienst wordt geweigerd met 409', () => {
    const diensten = [
      dienstUit('vrijdagSorteren', { tijd: 'x', capaciteit: 1 }, 1),
      dienstUit('zaterdagOpbouwen', undefined, 0),
    ];
    weigert(
      () => controleerClaim(['zaterdagOpbouwen', 'vrijdagSorteren'], diensten, []),
      'conflict',
      MELDING_DIENST_VOL('vrijdagSorteren'),
    );
    assert.doesNotThrow(() => controleerClaim(['zaterdagOpbouwen'], diensten, []));
  });

  it('dezelfde dienst twee keer en geen dienst worden geweigerd', () => {
    const diensten = [dienstUit('zaterdagOpbouwen', undefined, 0)];
    weigert(
      () => controleerClaim(['zaterdagOpbouwen'], diensten, ['zaterdagOpbouwen']),
      'conflict',
      MELDING_AL_AANGEMELD('zaterdagOpbouwen'),
    );
    weigert(() => controleerClaim([], diensten, []), 'ongeldig', MELDING_KIES_DIENST);
  });

  it('aanmelden zet de vlag van de dag van de dienst en laat een gezette vlag staan', () => {
    assert.deepEqual(vlaggenNaAanmelden(geen, ['vrijdagSorteren']), {
      vrijwilligerVrijdag: true,
      vrijwilligerZaterdag: false,
    });
    assert.deepEqual(vlaggenNaAanmelden(geen, ['zaterdagTijdens']), {
      vrijwilligerVrijdag: false,
      vrijwilligerZaterdag: true,
    });
    assert.deepEqual(
      vlaggenNaAanmelden({ vrijwilligerVrijdag: true, vrijwilligerZaterdag: false }, ['zaterdagOpbouwen']),
      {
        vrijwilligerVrijdag: true,
        vrijwilligerZaterdag: true,
      },
    );
  });

  it('afmelden wist de vlag pas als er geen dienst op die dag over is', () => {
    const beide = { vrijwilligerVrijdag: true, vrijwilligerZaterdag: true };
    assert.deepEqual(vlaggenNaAfmelden(beide, 'zaterdagOpbouwen', ['zaterdagTijdens', 'vrijdagSorteren']), beide);
    assert.deepEqual(vlaggenNaAfmelden(beide, 'zaterdagOpbouwen', ['vrijdagSorteren']), {
      vrijwilligerVrijdag: true,
      vrijwilligerZaterdag: false,
    });
    assert.deepEqual(vlaggenNaAfmelden(beide, 'vrijdagSorteren', ['zaterdagTijdens']), {
      vrijwilligerVrijdag: false,
      vrijwilligerZaterdag: true,
    });
  });
});

describe('aanmeldingen als gegevens', () => {
  it('één aanmelding per gekozen dienst; uit een opgeslagen rij komen alleen de eigen velden', () => {
    let teller = 0;
    const nieuw = nieuweAanmeldingen(
      'a1',
      {
        naam: 'Bas',
        email: 'bas@voorbeeld.nl',
        telefoon: '06-12345678',
        diensten: ['vrijdagSorteren', 'zaterdagOpbouwen'],
      },
      { deelnemerId: null, now: new Date('2026-03-01T10:00:00.000Z'), id: () => `v${++teller}` },
    );
    assert.deepEqual(
      nieuw.map((a) => [a.id, a.dienst, a.aangemeld]),
      [
        ['v1', 'vrijdagSorteren', '2026-03-01T10:00:00.000Z'],
        ['v2', 'zaterdagOpbouwen', '2026-03-01T10:00:00.000Z'],
      ],
    );
    const { id, deelnemerId: _weg, ...rij } = nieuw[0]!;
    assert.deepEqual(aanmeldingUit(id, { ...rij, emailSleutel: 'bas@voorbeeld.nl' } as typeof rij), nieuw[0]);
  });
});

describe('één aanmelding, zoals beide stores haar schrijven', () => {
  const invoer = { naam: 'Bas', email: 'bas@voorbeeld.nl', telefoon: '06-12345678' };
  const opties = () => {
    let teller = 0;
    return { now: new Date('2026-03-01T10:00:00.000Z'), id: () => `v${++teller}` };
  };
  const lijst = dienstenUit(
    () => undefined,
    (dienst) => (dienst === 'zaterdagTijdens' ? 8 : 0),
  );

  it('de lijst van diensten: in hun volgorde, de standaard waar niets is ingesteld, met wat bezet is', () => {
    assert.deepEqual(
      lijst.map((d) => [d.dienst, d.capaciteit, d.bezet, d.plaatsenOver]),
      [
        ['vrijdagSorteren', 8, 0, 8],
        ['zaterdagOpbouwen', 8, 0, 8],
        ['zaterdagTijdens', 8, 8, 0],
      ],
    );
  });

  it('via het formulier: nieuwe aanmeldingen, niets overgenomen, geen vlaggen; een volle dienst wordt geweigerd', () => {
    const uit = aanmelden('a1', { ...invoer, diensten: ['zaterdagOpbouwen'] }, lijst, [], undefined, opties());
    assert.deepEqual(
      uit.nieuw.map((a) => [a.id, a.dienst, a.deelnemerId]),
      [['v1', 'zaterdagOpbouwen', null]],
    );
    assert.deepEqual(uit.overgenomen, []);
    assert.equal(uit.vlaggen, null);
    weigert(
      () => aanmelden('a1', { ...invoer, diensten: ['zaterdagTijdens'] }, lijst, [], undefined, opties()),
      'conflict',
      MELDING_DIENST_VOL('zaterdagTijdens'),
    );
  });

  it('via de persoonlijke link: de eerdere aanmelding van het adres wordt van de persoon, de rest nieuw, de dagen gezet', () => {
    const [eerder] = nieuweAanmeldingen(
      'a1',
      { ...invoer, diensten: ['zaterdagOpbouwen'] },
      { deelnemerId: null, now: new Date('2026-02-01T10:00:00.000Z'), id: () => 'oud' },
    );
    const uit = aanmelden(
      'a1',
      { ...invoer, diensten: ['vrijdagSorteren', 'zaterdagOpbouwen'] },
      lijst,
      [eerder!],
      { id: 'd1', vlaggen: geen },
      opties(),
    );
    assert.deepEqual(
      uit.nieuw.map((a) => [a.id, a.dienst, a.deelnemerId]),
      [['v1', 'vrijdagSorteren', 'd1']],
    );
    assert.deepEqual(
      uit.overgenomen.map((a) => [a.id, a.dienst, a.deelnemerId]),
      [['oud', 'zaterdagOpbouwen', 'd1']],
    );
    assert.deepEqual(uit.vlaggen, { vrijwilligerVrijdag: true, vrijwilligerZaterdag: true });
  });
});
