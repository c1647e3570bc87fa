import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { legeInlevering, type Inlevering } from '@backend/inlevering/domein';
import { MAX_VERKOPERS, verkopersOpApparaat } from './verkopersOpApparaat';

const opslag = () => {
  const kaart = new Map<string, string>();
  return {
    kaart,
    getItem: (k: string) => kaart.get(k) ?? null,
    setItem: (k: string, v: string) => void kaart.set(k, v),
    removeItem: (k: string) => void kaart.delete(k),
  };
};
interface V {
  nummer: number;
  voornaam: string;
  inlevering: Inlevering;
}
const verkoper = (nummer: number): V => ({ nummer, voornaam: `V${nummer}`, inlevering: legeInlevering('b1', nummer) });

describe('de verkopers die een balie opende, op het apparaat', () => {
  it('een geopende verkoper is er na herladen nog (een nieuwe lezer op dezelfde opslag), de laatste voorop', () => {
    const o = opslag();
    verkopersOpApparaat<V>(o, 'k').bewaar(verkoper(7));
    verkopersOpApparaat<V>(o, 'k').bewaar(verkoper(9));
    const na = verkopersOpApparaat<V>(o, 'k');
    assert.equal(na.lees(7)?.voornaam, 'V7');
    assert.equal(na.laatste()?.nummer, 9);
    assert.equal(na.lees(8), null);
    // Opened again: last once more.
    na.bewaar(verkoper(7));
    assert.equal(verkopersOpApparaat<V>(o, 'k').laatste()?.nummer, 7);
  });

  it('houdt het record bij zoals de server het na een stap bevestigde, alleen voor wie er staat', () => {
    const o = opslag();
    const c = verkopersOpApparaat<V>(o, 'k');
    c.bewaar(verkoper(7));
    c.werkBij({ ...legeInlevering('b1', 7), ingeleverd: [1, 2] });
    c.werkBij({ ...legeInlevering('b1', 8), ingeleverd: [5] });
    assert.deepEqual(verkopersOpApparaat<V>(o, 'k').lees(7)?.inlevering.ingeleverd, [1, 2]);
    assert.equal(verkopersOpApparaat<V>(o, 'k').lees(8), null);
  });

  it(`houdt er hoogstens ${MAX_VERKOPERS}: wie het langst niet geopend werd, gaat eerst`, () => {
    const o = opslag();
    const c = verkopersOpApparaat<V>(o, 'k');
    for (let n = 1; n <= MAX_VERKOPERS; n++) c.bewaar(verkoper(n));
    c.bewaar(verkoper(1));
    c.bewaar(verkoper(MAX_VERKOPERS + 1));
    assert.equal(c.lees(2), null, 'nummer 2 was het langst niet geopend');
    assert.equal(c.lees(1)?.nummer, 1);
    assert.equal(c.lees(MAX_VERKOPERS + 1)?.nummer, MAX_VERKOPERS + 1);
    assert.equal([...o.kaart.keys()].filter((k) => /^k\.\d+$/.test(k)).length, MAX_VERKOPERS, 'de anderen zijn weg');
    assert.equal(o.kaart.has('k.2'), false);
  });

  it('begint leeg bij een beschadigde opslag, en vergeet alles op verzoek', () => {
    const o = opslag();
    o.setItem('k', '{kapot');
    const c = verkopersOpApparaat<V>(o, 'k');
    assert.equal(c.laatste(), null);
    c.bewaar(verkoper(3));
    assert.equal(c.lees(3)?.nummer, 3);
    c.vergeet();
    assert.equal(verkopersOpApparaat<V>(o, 'k').laatste(), null);
  });

  it('de hele beurs op het apparaat: een verkoper die deze balie nooit opende, opent ook zonder netwerk; wat de balie opende, wint', () => {
    const o = opslag();
    const c = verkopersOpApparaat<V>(o, 'k', 'k.beurs');
    c.bewaar(verkoper(7));
    c.bewaarBeurs([7, 8, 9].map((n) => ({ ...verkoper(n), voornaam: `Beurs ${n}` })));
    const na = verkopersOpApparaat<V>(o, 'k', 'k.beurs');
    assert.equal(na.aantalBeurs(), 3);
    assert.equal(na.lees(9)?.voornaam, 'Beurs 9', 'nooit geopend, toch op het apparaat');
    assert.equal(na.lees(7)?.voornaam, 'Beurs 7', 'de lijst is nieuwer dan wat de balie eerder opende');
    assert.equal(na.laatste()?.nummer, 7, 'de laatst geopende blijft de laatste');
    // A step's confirmation for a seller from the list: kept, newer than the list.
    na.werkBij({ ...legeInlevering('b1', 8), ingeleverd: [3] });
    assert.deepEqual(verkopersOpApparaat<V>(o, 'k', 'k.beurs').lees(8)?.inlevering.ingeleverd, [3]);
    assert.equal(verkopersOpApparaat<V>(o, 'k', 'k.beurs').laatste()?.nummer, 7);
    na.vergeet();
    assert.deepEqual([...o.kaart.keys()], []);
  });

  it('een bevestigde stap schrijft alleen die verkoper opnieuw, niet alle veertig', () => {
    const o = opslag();
    const c = verkopersOpApparaat<V>(o, 'k');
    for (let n = 1; n <= MAX_VERKOPERS; n++) c.bewaar(verkoper(n));
    const geschreven: string[] = [];
    const setItem = o.setItem;
    o.setItem = (k, v) => {
      geschreven.push(k);
      setItem(k, v);
    };
    c.werkBij({ ...legeInlevering('b1', 7), ingeleverd: [4] });
    assert.deepEqual(geschreven, ['k.7']);
    assert.deepEqual(verkopersOpApparaat<V>(o, 'k').lees(7)?.inlevering.ingeleverd, [4]);
    assert.equal(verkopersOpApparaat<V>(o, 'k').laatste()?.nummer, MAX_VERKOPERS, 'de volgorde bleef');
  });

  it('wat een apparaat van vóór deze versie bewaarde (alles onder één sleutel), is er nog, per verkoper', () => {
    const o = opslag();
    o.setItem('k', JSON.stringify({ volgorde: [3, 5], verkopers: { 3: verkoper(3), 5: verkoper(5) } }));
    const c = verkopersOpApparaat<V>(o, 'k');
    assert.equal(c.laatste()?.nummer, 5);
    assert.equal(c.lees(3)?.voornaam, 'V3');
    assert.deepEqual(JSON.parse(o.kaart.get('k')!), { volgorde: [3, 5] });
    assert.equal(JSON.parse(o.kaart.get('k.3')!).voornaam, 'V3');
  });

  it('vergeten wist ook sleutels die een beschadigde volgorde niet meer noemt', () => {
    const o = opslag();
    // As localStorage: its keys can be listed.
    const lijstbaar = {
      ...o,
      get length() {
        return o.kaart.size;
      },
      key: (i: number) => [...o.kaart.keys()][i] ?? null,
    };
    const c = verkopersOpApparaat<V>(lijstbaar, 'k', 'k.beurs');
    c.bewaar(verkoper(3));
    c.bewaar(verkoper(4));
    o.setItem('k', '{kapot');
    o.setItem('ander', 'blijft');
    c.vergeet();
    assert.deepEqual([...o.kaart.keys()], ['ander']);
  });
});
