import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bereken, commissie, coupuresVoor } from './formule';
import { STANDAARD_AFREKENING_INSTELLINGEN as STANDAARD } from '../../kern/afrekening-instellingen';
import { afrekeningInstellingenSchema } from './schemas';
import { envelopTekst } from './weergave';

describe('afrekening: de formule per verkoper', () => {
  it('standaard: 20 % commissie, € 1 administratie, € 2 retour (SPEC.md)', () => {
    assert.deepEqual(STANDAARD, { commissiePercentage: 20, administratiekostenCent: 100, retourkostenCent: 200 });
  });

  it('commissie wordt op hele centen afgerond, een halve cent naar boven', () => {
    assert.equal(commissie(1000, 20), 200);
    assert.equal(commissie(2, 25), 1); // 0,5 cent -> 1
    assert.equal(commissie(1, 20), 0); // 0,2 cent -> 0
    assert.equal(commissie(3, 20), 1); // 0,6 cent -> 1
    assert.equal(commissie(1234, 20), 247); // 246,8
    assert.equal(commissie(1238, 15), 186); // 185,7
    assert.equal(commissie(10, 15), 2); // 1,5 -> 2
    assert.equal(commissie(0, 20), 0);
  });

  it('zonder verkoop betaalt de verkoper de administratiekosten: nog te betalen, envelop leeg', () => {
    const b = bereken(0, { vrijwilliger: false, retour: false }, STANDAARD);
    assert.equal(b.uitbetalingCent, -100);
    assert.equal(b.envelopCent, 0);
    assert.equal(b.nogTeBetalenCent, 100);
    assert.equal(envelopTekst(b), 'nog te betalen € 1,00');
  });

  it('een vrijwilliger betaalt geen administratiekosten', () => {
    const b = bereken(1000, { vrijwilliger: true, retour: false }, STANDAARD);
    assert.equal(b.administratiekostenCent, 0);
    assert.equal(b.uitbetalingCent, 800);
  });

  it('wie onverkochte spullen terug wil betaalt € 2 extra (€ 3 in totaal)', () => {
    const b = bereken(1000, { vrijwilliger: false, retour: true }, STANDAARD);
    assert.equal(b.administratiekostenCent + b.retourkostenCent, 300);
    assert.equal(b.uitbetalingCent, 1000 - 200 - 300);
  });

  it('de envelop is de uitbetaling naar beneden afgerond op 5 cent', () => {
    // 12,34 omzet: commissie 2,47, uitbetaling 12,34-2,47-1,00 = 8,87 -> envelop 8,85
    const b = bereken(1234, { vrijwilliger: false, retour: false }, STANDAARD);
    assert.equal(b.uitbetalingCent, 887);
    assert.equal(b.envelopCent, 885);
    assert.equal(bereken(1500, { vrijwilliger: false, retour: false }, STANDAARD).envelopCent, 1100);
  });

  it('een negatieve uitbetaling (weinig verkocht, retour) staat als nog te betalen, nooit als nul', () => {
    const b = bereken(150, { vrijwilliger: false, retour: true }, STANDAARD);
    assert.equal(b.uitbetalingCent, 150 - 30 - 100 - 200);
    assert.equal(b.nogTeBetalenCent, 180);
    assert.equal(b.envelopCent, 0);
    assert.equal(envelopTekst(b), 'nog te betalen € 1,80');
  });

  it('precies nul: geen envelopgeld en niets te betalen', () => {
    const b = bereken(125, { vrijwilliger: false, retour: false }, STANDAARD);
    assert.equal(b.uitbetalingCent, 0);
    assert.equal(b.envelopCent, 0);
    assert.equal(b.nogTeBetalenCent, 0);
    assert.equal(envelopTekst(b), '€ 0,00');
  });

  it('andere instellingen gelden overal', () => {
    const b = bereken(
      1000,
      { vrijwilliger: false, retour: true },
      {
        commissiePercentage: 25,
        administratiekostenCent: 50,
        retourkostenCent: 150,
      },
    );
    assert.equal(b.uitbetalingCent, 1000 - 250 - 50 - 150);
  });

  it('instellingen buiten de grenzen worden geweigerd met een Nederlandse melding', () => {
    for (const fout of [
      { ...STANDAARD, commissiePercentage: 101 },
      { ...STANDAARD, commissiePercentage: 12.5 },
      { ...STANDAARD, administratiekostenCent: -1 },
      { ...STANDAARD, retourkostenCent: 10_001 },
    ]) {
      assert.equal(afrekeningInstellingenSchema.safeParse(fout).success, false, JSON.stringify(fout));
    }
    assert.deepEqual(afrekeningInstellingenSchema.parse(STANDAARD), STANDAARD);
  });
});

describe('afrekening: briefjes en munten', () => {
  it('een bedrag wordt zo groot mogelijk verdeeld, van € 50 tot 5 cent', () => {
    const c = coupuresVoor(18885); // 188,85 = 3x50 + 20 + 10 + 5 + 2 + 1 + 0,50 + 0,20 + 0,10 + 0,05
    assert.deepEqual(
      [c[5000], c[2000], c[1000], c[500], c[200], c[100], c[50], c[20], c[10], c[5]],
      [3, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    );
    assert.equal(coupuresVoor(40)[20], 2);
    assert.equal(
      Object.values(coupuresVoor(0)).reduce((a, b) => a + b),
      0,
    );
  });

  it('een bedrag dat geen veelvoud van 5 cent is, kan niet', () => {
    assert.throws(() => coupuresVoor(12));
    assert.throws(() => coupuresVoor(-5));
  });
});
