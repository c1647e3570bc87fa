import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Deelnemer } from '../../kern/types';
import {
  afrekenInvoer,
  grondslagVeranderd,
  MELDING_AFREKENING_VERANDERD,
  MELDING_BONNEN_VERANDERD,
  type AfrekenInvoer,
} from './invoer';
import { STANDAARD_AFREKENING_INSTELLINGEN as STANDAARD } from '../../kern/afrekening-instellingen';
import { artikel, bon, GEANNULEERD, invoer } from '../testing/afrekeninvoer';

describe('afrekening: is de grondslag bij het afsluiten nog dezelfde', () => {
  const basis = invoer({
    artikelen: [artikel(1, 1, 500), artikel(2, 1, 300)],
    bonnen: [bon([{ verkopersnummer: 1, artikelnummer: 1, prijsCent: 500 }])],
    retourBijAfgifte: [2, 1],
    geteld: { k1: 500, k2: 0 },
  });

  it('dezelfde gegevens in een andere volgorde, of met meer velden dan de berekening leest, zijn dezelfde', () => {
    const anders = {
      ...basis,
      deelnemers: [...basis.deelnemers].reverse().map((d) => ({ ...d, email: 'x@voorbeeld.nl' })),
      artikelen: [...basis.artikelen].reverse().map((a) => ({ ...a, verkochtIn: null })),
      kassas: [...basis.kassas].reverse().map((k) => ({ ...k, sleutel: 'geheim' })),
      retourBijAfgifte: [1, 2, 2],
      geteld: { k2: 0, k1: 500 },
    };
    assert.equal(grondslagVeranderd(basis, anders), null);
  });

  it('een bon erbij of geannuleerd meldt de bonnen', () => {
    const erbij = [...basis.bonnen, bon([{ verkopersnummer: 2, artikelnummer: null, prijsCent: 100 }])];
    assert.equal(grondslagVeranderd(basis, { ...basis, bonnen: erbij }), MELDING_BONNEN_VERANDERD);
    const geannuleerd = basis.bonnen.map((b) => ({ ...b, geannuleerd: GEANNULEERD }));
    assert.equal(grondslagVeranderd(basis, { ...basis, bonnen: geannuleerd }), MELDING_BONNEN_VERANDERD);
  });

  it('elke andere verandering die de afrekening raakt, meldt de afrekening', () => {
    const veranderd: [string, AfrekenInvoer][] = [
      ['retourmarkering', { ...basis, retourBijAfgifte: [1] }],
      ['geteld bedrag', { ...basis, geteld: { k1: 505, k2: 0 } }],
      ['artikelprijs', { ...basis, artikelen: [artikel(1, 1, 550), artikel(2, 1, 300)] }],
      ['vrijwilliger', { ...basis, deelnemers: basis.deelnemers.map((d) => ({ ...d, vrijwilliger: true })) }],
      ['per bank', { ...basis, deelnemers: basis.deelnemers.map((d) => ({ ...d, perBank: true })) }],
      ['kassa', { ...basis, kassas: basis.kassas.slice(1) }],
      ['instellingen', { ...basis, instellingen: { ...STANDAARD, commissiePercentage: 25 } }],
      [
        'besluit over een regel',
        {
          ...basis,
          besluiten: [
            { bonId: 'x', regel: 0, besluit: 'akkoord', reden: '', door: 'admin', op: '2026-03-14T12:00:00Z' },
          ],
        },
      ],
    ];
    for (const [wat, nu] of veranderd) assert.equal(grondslagVeranderd(basis, nu), MELDING_AFREKENING_VERANDERD, wat);
  });
});

describe('afrekening: wie per bank wordt betaald', () => {
  const persoon = (nummer: number, uitbetaling?: Deelnemer['uitbetaling']): Deelnemer => ({
    id: `p${nummer}`,
    nummer,
    naam: `Verkoper ${nummer}`,
    email: `v${nummer}@voorbeeld.nl`,
    telefoon: '',
    actief: true,
    vrijwilligerVrijdag: false,
    vrijwilligerZaterdag: false,
    afleveringen: [{ id: 'beurs', volgnummer: 1, datum: '2026-11-28', actief: true }],
    aangemeld: '2026-09-01T10:00:00Z',
    ...(uitbetaling ? { uitbetaling } : {}),
  });
  const bronnen = (bankUitbetaling: boolean) => ({
    ...invoer({}),
    beurs: { id: 'beurs' },
    deelnemers: [
      persoon(1),
      persoon(2, { wijze: 'bank', iban: 'NL91ABNA0417164300', tenaamstelling: 'V. Twee' }),
      persoon(3, { wijze: 'contant' }),
    ],
    instellingen: { ...STANDAARD, bankUitbetaling },
  });

  it('alleen wie koos voor overmaken, en alleen als de beurs het toestaat; het IBAN gaat niet mee', () => {
    const aan = afrekenInvoer(bronnen(true)).deelnemers;
    assert.deepEqual(
      aan.map((d) => [d.nummer, d.perBank ?? false]),
      [
        [1, false],
        [2, true],
        [3, false],
      ],
    );
    assert.doesNotMatch(JSON.stringify(aan), /NL91|iban|V\. Twee/);
    assert.ok(afrekenInvoer(bronnen(false)).deelnemers.every((d) => !d.perBank));
  });
});
