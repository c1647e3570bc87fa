import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { emailSleutel, isIngeschrevenVoor, magBevestigingOpnieuw, MELDING_AL_INGESCHREVEN } from './dubbel';

const aflevering = (id: string, volgnummer: number) => ({ id, volgnummer, datum: '2026-04-04', naam: '' });
const koppeling = (id: string) => ({ id, volgnummer: 1, datum: '2026-04-04', actief: true });

describe('één inschrijving per e-mailadres per beurs', () => {
  it('vergelijkt adressen zonder spaties eromheen en zonder hoofdletters', () => {
    assert.equal(emailSleutel('  Anna.De.Vries@Voorbeeld.NL \t'), 'anna.de.vries@voorbeeld.nl');
    assert.equal(emailSleutel('anna@voorbeeld.nl'), emailSleutel('ANNA@VOORBEELD.NL'));
    assert.notEqual(emailSleutel('anna@voorbeeld.nl'), emailSleutel('anna2@voorbeeld.nl'));
  });

  it('telt alleen een inschrijving voor de huidige beurs (de laatste aflevering)', () => {
    const nu = aflevering('b', 2);
    assert.equal(isIngeschrevenVoor({ afleveringen: [koppeling('a'), koppeling('b')] }, nu), true);
    assert.equal(isIngeschrevenVoor({ afleveringen: [koppeling('a')] }, nu), false);
    assert.equal(isIngeschrevenVoor({ afleveringen: [] }, nu), false);
  });

  it('telt een vrijgegeven plek (niet op tijd bevestigd) niet als inschrijving; weer aangezet wel', () => {
    const nu = aflevering('b', 2);
    const vrij = { ...koppeling('b'), actief: false, vrijgegeven: '2026-03-01T10:00:00.000Z' };
    assert.equal(isIngeschrevenVoor({ afleveringen: [vrij] }, nu), false);
    assert.equal(isIngeschrevenVoor({ afleveringen: [{ ...vrij, actief: true }] }, nu), true);
    // Switched off by the administrator (no release): still registered, as before.
    assert.equal(isIngeschrevenVoor({ afleveringen: [{ ...koppeling('b'), actief: false }] }, nu), true);
  });

  it('telt zonder aflevering iedereen die al bestaat', () => {
    assert.equal(isIngeschrevenVoor({ afleveringen: [] }, null), true);
  });

  it('stuurt de bevestiging hooguit eens per uur opnieuw', () => {
    const om = (iso: string) => new Date(iso);
    assert.equal(magBevestigingOpnieuw('2026-03-01T10:00:00.000Z', om('2026-03-01T10:00:00.000Z')), false);
    assert.equal(magBevestigingOpnieuw('2026-03-01T10:00:00.000Z', om('2026-03-01T10:59:59.999Z')), false);
    assert.equal(magBevestigingOpnieuw('2026-03-01T10:00:00.000Z', om('2026-03-01T11:00:00.000Z')), true);
    assert.equal(magBevestigingOpnieuw('onleesbaar', om('2026-03-01T11:00:00.000Z')), true);
  });

  it('verraadt in de melding niets over de persoon', () => {
    assert.doesNotMatch(MELDING_AL_INGESCHREVEN, /\d|@/);
  });
});
