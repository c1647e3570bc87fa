import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { berekenAfrekening } from './afrekening';
import { besluitenVoor, controleerNakijken, type RegelBesluit } from './nakijken';
import { DomainError } from '../../kern/errors';
import { rondAfOp5Cent } from '../../kassa/domein/kassa';
import { artikel, bon, GEANNULEERD, invoer } from '../testing/afrekeninvoer';

describe('afrekening: nakijken (issue #24) en een regel laten vervallen', () => {
  const besluit = (bonId: string, regel: number, soort: RegelBesluit['besluit'], reden = ''): RegelBesluit => ({
    bonId,
    regel,
    besluit: soort,
    reden,
    door: 'admin',
    op: '2026-03-14T13:00:00Z',
  });
  // Anna (1) listed item 1-1 at € 3,00; desk k1 sold it for € 999,99, and sold 2-999 (not listed)
  // and a hand-written label of seller 9999 (not taking part); receipt 'goed' is all in order.
  const verkeerd = bon(
    [
      { verkopersnummer: 1, artikelnummer: 1, prijsCent: 99_999 },
      { verkopersnummer: 2, artikelnummer: 999, prijsCent: 500 },
      { verkopersnummer: 9999, artikelnummer: null, prijsCent: 250 },
      { verkopersnummer: 2, artikelnummer: null, prijsCent: 100 },
    ],
    { id: 'verkeerd', gesloten: '2026-03-14T10:05:00Z' },
  );
  const goed = bon([{ verkopersnummer: 2, artikelnummer: 1, prijsCent: 400 }], {
    id: 'goed',
    gesloten: '2026-03-14T10:00:00Z',
  });
  const basis = (besluiten: RegelBesluit[] = []) =>
    invoer({ artikelen: [artikel(1, 1, 300), artikel(2, 1, 400)], bonnen: [goed, verkeerd], besluiten });

  it('een afwijkende prijs, een onbekend artikel en een onbekende verkoper staan onder Nakijken, met bon en kassa', () => {
    const a = berekenAfrekening(basis());
    assert.deepEqual(
      a.nakijken.map((p) => [p.bonId, p.regel, p.kassaNaam, p.soort, p.prijsCent, p.lijstprijsCent, p.omschrijving]),
      [
        ['verkeerd', 0, 'Kassa kleding', 'prijs', 99_999, 300, 'artikel 1'],
        ['verkeerd', 1, 'Kassa kleding', 'onbekend-artikel', 500, null, null],
        ['verkeerd', 2, 'Kassa kleding', 'onbekende-verkoper', 250, null, null],
      ],
    );
    assert.equal(a.totalen.nakijkenOpen, 3);
    // until decided, the till's price counts (the money was taken)
    assert.equal(a.verkopers.find((v) => v.nummer === 1)!.omzetCent, 99_999);
    assert.equal(a.totalen.nietUitbetaaldCent, 0);
    assert.throws(
      () => controleerNakijken(a),
      (e: unknown) =>
        e instanceof DomainError && e.soort === 'conflict' && /Nog 3 regels onder Nakijken/.test(e.message),
    );
  });

  it('een besluit per regel: verkoopprijs akkoord, lijstprijs of vervallen; daarna kan afsluiten', () => {
    const a = berekenAfrekening(
      basis([
        besluit('verkeerd', 0, 'lijstprijs'),
        besluit('verkeerd', 1, 'akkoord'),
        besluit('verkeerd', 2, 'vervalt', 'Geen verkoper met dit nummer'),
      ]),
    );
    assert.equal(a.totalen.nakijkenOpen, 0);
    controleerNakijken(a);
    const anna = a.verkopers.find((v) => v.nummer === 1)!;
    assert.equal(anna.omzetCent, 300);
    assert.equal(a.verkopers.find((v) => v.nummer === 2)!.omzetCent, 400 + 500 + 100);
    // the voided line's seller is not in the settlement; the cash taken stays what it was
    assert.equal(
      a.verkopers.find((v) => v.nummer === 9999),
      undefined,
    );
    assert.deepEqual(a.totalen.onbekendeVerkopers, []);
    const regelsCent = 400 + 99_999 + 500 + 250 + 100;
    assert.equal(a.totalen.nietUitbetaaldCent, 99_999 - 300 + 250);
    assert.equal(a.totalen.omzetCent + a.totalen.nietUitbetaaldCent, regelsCent);
    assert.equal(
      a.kassa.find((k) => k.kassaId === 'k1')!.geregistreerdCent,
      rondAfOp5Cent(400) + rondAfOp5Cent(100_849),
    );
    assert.equal(a.totalen.kasAfrondingCent, a.totalen.kasCent - regelsCent);
    assert.equal(a.totalen.envelopCent + a.totalen.organisatieCent, a.totalen.kasCent);
  });

  it('een besluit dat niet bij de regel past telt als open (lijstprijs voor een onbekend artikel)', () => {
    assert.deepEqual(besluitenVoor('onbekend-artikel'), ['akkoord', 'vervalt']);
    const a = berekenAfrekening(
      basis([
        besluit('verkeerd', 0, 'akkoord'),
        besluit('verkeerd', 1, 'lijstprijs'),
        besluit('verkeerd', 2, 'akkoord'),
      ]),
    );
    assert.equal(a.totalen.nakijkenOpen, 1);
    assert.equal(a.verkopers.find((v) => v.nummer === 2)!.omzetCent, 400 + 500 + 100);
  });

  it('één regel van een dubbele verkoop laten vervallen houdt de rest van de bon, en het artikel is niet meer dubbel', () => {
    const regel = { verkopersnummer: 1, artikelnummer: 1, prijsCent: 300 };
    const tweede = bon([regel, { verkopersnummer: 2, artikelnummer: 1, prijsCent: 400 }], { id: 'tweede' });
    const zonder = berekenAfrekening(
      invoer({ artikelen: [artikel(1, 1, 300), artikel(2, 1, 400)], bonnen: [bon([regel], { id: 'eerste' }), tweede] }),
    );
    assert.deepEqual(zonder.totalen.dubbelVerkocht, [{ verkopersnummer: 1, artikelnummer: 1, keer: 2 }]);
    assert.deepEqual(zonder.nakijken, []);
    const met = berekenAfrekening(
      invoer({
        artikelen: [artikel(1, 1, 300), artikel(2, 1, 400)],
        bonnen: [bon([regel], { id: 'eerste' }), tweede],
        besluiten: [besluit('tweede', 0, 'vervalt', 'Twee keer gescand')],
      }),
    );
    assert.deepEqual(met.totalen.dubbelVerkocht, []);
    assert.equal(met.verkopers.find((v) => v.nummer === 1)!.omzetCent, 300);
    assert.equal(met.verkopers.find((v) => v.nummer === 2)!.omzetCent, 400);
    assert.equal(met.totalen.bonnen, 2);
    // listed as decided, not open: who, when and why stay with the settlement
    assert.deepEqual(
      met.nakijken.map((p) => [p.bonId, p.regel, p.soort, p.besluit?.reden, p.besluit?.door]),
      [['tweede', 0, null, 'Twee keer gescand', 'admin']],
    );
    assert.equal(met.totalen.nakijkenOpen, 0);
  });

  it('een geannuleerde bon staat niet onder Nakijken', () => {
    const a = berekenAfrekening(
      invoer({
        bonnen: [bon([{ verkopersnummer: 9999, artikelnummer: null, prijsCent: 250 }], { geannuleerd: GEANNULEERD })],
      }),
    );
    assert.deepEqual(a.nakijken, []);
  });
});
