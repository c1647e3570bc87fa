import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError } from '../../kern/errors';
import { STANDAARD_AFREKENING_INSTELLINGEN } from '../../kern/afrekening-instellingen';
import type { VerkoperAfrekening } from './afrekening';
import {
  eigenUitbetaling,
  MELDING_UITBETALING_VAST,
  nieuweInstellingen,
  overboekingenVan,
  publiekeInstellingen,
  uitbetaaldMarkering,
} from './uitbetaling';
import { CONTANT_NIET_AANGEBODEN } from '../testing/uitbetaling';

const IBAN = 'NL91ABNA0417164300';
const veldVan = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof DomainError);
    return [error.veld, error.message];
  }
  return assert.fail('verwacht een weigering');
};

describe('uitbetalen per bank: de regels', () => {
  it('de publieke instellingen hebben nooit de rekening van de organisatie', () => {
    assert.deepEqual(
      publiekeInstellingen({
        ...STANDAARD_AFREKENING_INSTELLINGEN,
        bankUitbetaling: true,
        iban: IBAN,
        tenaamstelling: 'X',
      }),
      { ...STANDAARD_AFREKENING_INSTELLINGEN, bankUitbetaling: true },
    );
  });

  it('met de schakelaar aan zijn IBAN en naam verplicht; wat wegblijft, blijft zoals het was', () => {
    const kosten = STANDAARD_AFREKENING_INSTELLINGEN;
    assert.deepEqual(
      veldVan(() => nieuweInstellingen(kosten, null, { ...kosten, bankUitbetaling: true })),
      ['iban', 'Vul het IBAN van de organisatie in.'],
    );
    assert.deepEqual(
      veldVan(() => nieuweInstellingen(kosten, null, { ...kosten, bankUitbetaling: true, iban: IBAN })),
      ['tenaamstelling', 'Vul de naam van de rekeninghouder in.'],
    );
    const rekening = { iban: IBAN, tenaamstelling: 'Stichting' };
    const aan = nieuweInstellingen({ ...kosten, bankUitbetaling: true }, rekening, {
      ...kosten,
      commissiePercentage: 25,
    });
    assert.deepEqual(aan, { ...kosten, commissiePercentage: 25, bankUitbetaling: true, ...rekening });
    // uit, en de rekening gewist met ''
    assert.deepEqual(
      nieuweInstellingen(aan, rekening, { ...kosten, bankUitbetaling: false, iban: '', tenaamstelling: '' }),
      {
        ...kosten,
        bankUitbetaling: false,
      },
    );
  });

  it('wat de verkoper ziet: gemaskeerd, en of de keuze nog kan veranderen', () => {
    const bank = { wijze: 'bank' as const, iban: IBAN, tenaamstelling: 'A' };
    assert.deepEqual(eigenUitbetaling(bank, { bankUitbetaling: true }, false, true), {
      wijze: 'bank',
      iban: 'NL** **** **** 4300',
      tenaamstelling: 'A',
      aangeboden: true,
      wijzigbaar: true,
      bankMogelijk: true,
      melding: null,
    });
    const dicht = eigenUitbetaling(bank, { bankUitbetaling: true }, true, true);
    assert.deepEqual([dicht.melding, dicht.bankMogelijk], [MELDING_UITBETALING_VAST, false]);
    // wie niet aan de huidige beurs meedoet, kan alleen nog contant kiezen (issue 50)
    const elders = eigenUitbetaling(bank, { bankUitbetaling: true }, false, false);
    assert.deepEqual([elders.wijzigbaar, elders.bankMogelijk, elders.melding], [true, false, null]);
    // uitgezet door de beheerder: contant, wat er ook bewaard is
    assert.deepEqual(eigenUitbetaling(bank, {}, false, true), CONTANT_NIET_AANGEBODEN);
  });

  it('de overboekingen: alleen per bank met een bedrag, op nummer; zonder rekening apart; de markering houdt vier cijfers', () => {
    const v = (nummer: number, uitbetaling: 'bank' | 'contant', overmakenCent: number) =>
      ({ nummer, uitbetaling, overmakenCent }) as VerkoperAfrekening;
    const { overboekingen, zonderRekening } = overboekingenVan(
      { datum: '2026-11-28' },
      { verkopers: [v(3, 'bank', 887), v(5, 'bank', 0), v(7, 'contant', 700), v(9, 'bank', 120)] },
      [
        { nummer: 3, iban: IBAN, tenaamstelling: 'Drie' },
        { nummer: 5, iban: IBAN, tenaamstelling: 'Vijf' },
      ],
    );
    assert.deepEqual(overboekingen, [
      {
        verkopersnummer: 3,
        endToEndId: 'KKB-20261128-V3',
        bedragCent: 887,
        naam: 'Drie',
        iban: IBAN,
        omschrijving: 'Kinderkledingbeurs 28-11-2026 verkoper 3',
      },
    ]);
    assert.deepEqual(zonderRekening, [9]);
    assert.deepEqual(uitbetaaldMarkering(overboekingen, 'penningmeester', new Date('2026-12-01T10:00:00Z')), {
      door: 'penningmeester',
      op: '2026-12-01T10:00:00.000Z',
      overboekingen: [{ nummer: 3, bedragCent: 887, laatsteVier: '4300' }],
    });
  });
});
