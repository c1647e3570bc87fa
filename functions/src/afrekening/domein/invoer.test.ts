import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
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
