import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError, type FoutSoort } from '../../kern/errors';
import {
  aanmeldingUit,
  controleerClaim,
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
