import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ingeleverdPerVerkoper } from '../../afrekening/domein/invoer';
import { legeInlevering, mailMoment, pasStapToe, type Inlevering } from './inlevering';
import { artikelStatus } from './status';
import { inleverVoortgang, ophaalVoortgang } from './voortgang';
import { voornaam } from './balie';
import type { VerkoperAfrekening } from '../../afrekening/domein/afrekening';

const NU = new Date('2026-09-11T15:00:00Z');
const open = { gesloten: false, door: 'Balie 1', now: NU };
const dicht = { gesloten: true, door: 'Balie 2', now: NU, terugTeGeven: [1, 2] };

describe('inleveren en ophalen: de regels', () => {
  it('een stap die niets verandert geeft hetzelfde object terug (dus geen schrijven, geen tweede mail)', () => {
    const leeg = legeInlevering('b', 7);
    const een = pasStapToe(leeg, { soort: 'ingeleverd', artikelnummers: [2, 1, 2] }, open);
    assert.deepEqual(een.ingeleverd, [1, 2]);
    assert.equal(pasStapToe(een, { soort: 'ingeleverd', artikelnummers: [1] }, open), een);
    const af = pasStapToe(een, { soort: 'afgerond' }, open);
    assert.equal(mailMoment(een, af), 'afgerond');
    assert.equal(pasStapToe(af, { soort: 'afgerond' }, { ...open, now: new Date(0) }), af);
    assert.equal(mailMoment(af, af), null);
  });

  it('inleveren alleen vóór het afsluiten, ophalen alleen daarna; terug en vermist sluiten elkaar uit', () => {
    const leeg = legeInlevering('b', 7);
    assert.throws(() => pasStapToe(leeg, { soort: 'ingeleverd', artikelnummers: [1] }, dicht), /afgesloten/);
    assert.throws(() => pasStapToe(leeg, { soort: 'terug', artikelnummer: 1 }, open), /Ophalen kan pas/);
    assert.throws(() => pasStapToe(leeg, { soort: 'terug', artikelnummer: 3 }, dicht), /Artikel 3 gaat niet terug/);
    const vermist = pasStapToe(leeg, { soort: 'vermist', artikelnummer: 1 }, dicht);
    const terug = pasStapToe(vermist, { soort: 'terug', artikelnummer: 1 }, dicht);
    assert.deepEqual([terug.terug, terug.vermist], [[1], []]);
    const weg = pasStapToe(terug, { soort: 'opgehaald' }, dicht);
    assert.equal(mailMoment(terug, weg), 'opgehaald');
    assert.throws(() => pasStapToe(weg, { soort: 'vermist', artikelnummer: 2 }, dicht), /al opgehaald/);
  });

  it('de status van een artikel: verkocht gaat voor alles, dan terug, vermist, goed doel, ingeleverd', () => {
    const i: Pick<Inlevering, 'ingeleverd' | 'terug' | 'vermist'> = {
      ingeleverd: [1, 2, 3, 4],
      terug: [2],
      vermist: [3],
    };
    const a = (artikelnummer: number, verkochtIn: string | null = null, goedDoelIn: string | null = null) =>
      artikelStatus({ artikelnummer, verkochtIn, goedDoelIn }, i, 'b');
    assert.deepEqual(
      [a(1, 'b'), a(2), a(3), a(4, null, 'b'), a(4), a(5), a(5, 'vorige')],
      ['verkocht', 'terug', 'vermist', 'goedDoel', 'ingeleverd', 'aangemeld', 'aangemeld'],
    );
  });

  it('niemand leverde in: de afrekening telt alles als gebracht (null); anders per verkoper wat er kwam', () => {
    assert.equal(ingeleverdPerVerkoper([]), null);
    assert.equal(ingeleverdPerVerkoper([legeInlevering('b', 1)]), null);
    assert.deepEqual(ingeleverdPerVerkoper([{ ...legeInlevering('b', 1), ingeleverd: [3] }, legeInlevering('b', 2)]), {
      1: [3],
      2: [],
    });
  });

  it('voortgang: afgerond en bezig, per ruimte en maatgroep in maatvolgorde; ophalen: wie nog moet komen', () => {
    const inleveringen = [
      { ...legeInlevering('b', 1), ingeleverd: [1, 2, 3], afgerond: { op: '', door: '' } },
      { ...legeInlevering('b', 2), handgeschreven: 4 },
    ];
    const artikelen = [
      { verkopersnummer: 1, artikelnummer: 1, soort: 'Kleding' as const, maat: '122-128' },
      { verkopersnummer: 1, artikelnummer: 2, soort: 'Kleding' as const, maat: '86-92' },
      { verkopersnummer: 1, artikelnummer: 3, soort: 'Boeken' as const, maat: null },
      { verkopersnummer: 2, artikelnummer: 1, soort: 'Kleding' as const, maat: '86-92' },
    ];
    const v = inleverVoortgang([1, 2, 3], artikelen, inleveringen);
    assert.deepEqual(
      [v.deelnemers, v.afgerond, v.bezig, v.ingeleverd, v.aangemeld, v.handgeschreven],
      [3, 1, 1, 3, 4, 4],
    );
    assert.deepEqual(
      v.stapels.map((s) => `${s.ruimte} ${s.groep}`),
      ['Kleding 86-92', 'Kleding 122-128', 'Speelgoed Boeken'],
    );
    const verkoper = (nummer: number, envelopCent: number, terug: number[]) =>
      ({
        nummer,
        naam: `V${nummer}`,
        envelopCent,
        nogTeBetalenCent: 0,
        terug: terug.map((artikelnummer) => ({ artikelnummer, omschrijving: '', maat: null, prijsCent: 100 })),
      }) as unknown as VerkoperAfrekening;
    const o = ophaalVoortgang(
      [verkoper(1, 500, [1]), verkoper(2, 0, []), verkoper(3, 0, [4, 5])],
      [{ ...legeInlevering('b', 3), terug: [4] }],
    );
    assert.deepEqual([o.verkopers, o.opgehaald, o.enveloppen, o.envelopCent], [2, 0, 1, 500]);
    assert.deepEqual(
      o.nogNiet.map((n) => [n.nummer, n.artikelen]),
      [
        [1, 1],
        [3, 1],
      ],
    );
  });

  it('ophalen: wie per bank wordt betaald, staat met het bedrag dat wordt overgemaakt, niet met een envelop', () => {
    const verkoper = (nummer: number, uitbetaling: 'contant' | 'bank', envelopCent: number, overmakenCent: number) =>
      ({
        nummer,
        naam: `V${nummer}`,
        uitbetaling,
        envelopCent,
        overmakenCent,
        nogTeBetalenCent: 0,
        terug: [{ artikelnummer: 1, omschrijving: '', maat: null, prijsCent: 100 }],
      }) as unknown as VerkoperAfrekening;
    const o = ophaalVoortgang([verkoper(12, 'bank', 0, 688), verkoper(3, 'contant', 705, 0)], []);
    assert.deepEqual(
      o.nogNiet.map((n) => [n.nummer, n.overmaken, n.overmakenCent, n.envelopCent]),
      [
        [3, false, 0, 705],
        [12, true, 688, 0],
      ],
    );
    // Only envelopes count as envelopes: the transfer lies nowhere.
    assert.deepEqual([o.enveloppen, o.envelopCent], [1, 705]);
  });

  it('een balie noemt de verkoper bij de voornaam', () => {
    assert.equal(voornaam('  Anne  de Vries '), 'Anne');
    assert.equal(voornaam(''), '');
  });
});
