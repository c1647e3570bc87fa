import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { berekenAfrekening } from './afrekening';
import type { RegelBesluit } from './nakijken';
import { artikel, bon, invoer } from '../testing/afrekeninvoer';
import type { HalvePrijsRegel } from '../../artikelen/domein';

// 14 March 2026, winter time: halve prijs from 14:00 Amsterdam = 13:00 UTC.
const halvePrijs: HalvePrijsRegel = { vanaf: '2026-03-14T14:00', procent: 50, afrondingCent: 10, minimumPrijsCent: 50 };
const NA = '2026-03-14T13:20:00Z';

describe('afrekening: halve prijs aan het eind (issue 54)', () => {
  // Anna (1): item 1 marked (€ 4,50), item 2 not (€ 3,00). Bram (2): item 1 marked (€ 10,00).
  const artikelen = [
    artikel(1, 1, 450, { magAfgeprijsd: true, labelAfgeprijsd: true }),
    artikel(1, 2, 300, { magAfgeprijsd: false, labelAfgeprijsd: null }),
    artikel(2, 1, 1000, { magAfgeprijsd: true, labelAfgeprijsd: null }),
    artikel(2, 2, 600, { magAfgeprijsd: true, labelAfgeprijsd: false }),
  ];
  const ochtend = bon([{ verkopersnummer: 1, artikelnummer: 2, prijsCent: 300, lijstprijsCent: 300 }], {
    id: 'ochtend',
    gesloten: '2026-03-14T10:00:00Z',
  });
  const middag = bon(
    [
      { verkopersnummer: 1, artikelnummer: 1, prijsCent: 220, lijstprijsCent: 450 },
      { verkopersnummer: 2, artikelnummer: 1, prijsCent: 500, lijstprijsCent: 1000 },
      { verkopersnummer: 2, artikelnummer: null, prijsCent: 100, lijstprijsCent: 200 },
    ],
    { id: 'middag', gesloten: NA },
  );

  it('een afgeprijsde regel van een gemarkeerd artikel na de start telt zonder nakijken; provisie op de betaalde prijs', () => {
    const a = berekenAfrekening(invoer({ artikelen, bonnen: [ochtend, middag], halvePrijs }));
    assert.deepEqual(a.nakijken, []);
    const [anna, bram] = a.verkopers;
    assert.equal(anna!.omzetCent, 520);
    assert.equal(anna!.afgeprijsdCent, 220);
    assert.equal(anna!.afgeprijsd, 1);
    assert.equal(anna!.commissieCent, Math.round(520 * 0.2), 'provisie over wat betaald is');
    assert.equal(bram!.afgeprijsdCent, 600, 'ook het handgeschreven label met ½');
    assert.deepEqual(
      anna!.verkochteArtikelen.map((v) => [v.artikelnummer, v.prijsCent, v.lijstprijsCent]),
      [
        [2, 300, undefined],
        [1, 220, 450],
      ],
    );
    assert.equal(a.totalen.afgeprijsdCent, 820);
    // The cash: what the desk took equals the lines, to the 5-cent rounding, and the envelopes and
    // the organisation's share add up to it.
    assert.equal(a.totalen.kasCent, 300 + 820);
    assert.equal(a.totalen.organisatieCent + a.totalen.envelopCent + a.totalen.overmakenCent, a.totalen.kasCent);
    assert.deepEqual(a.grafiek.laatsteUur, {
      vanaf: '2026-03-14T13:00:00.000Z',
      verkocht: 3,
      afgeprijsd: 3,
      omzetCent: 820,
      lijstprijsCent: 1650,
      kortingCent: 830,
    });
  });

  it('te vroeg, een artikel dat niet mag, een label dat geen ½ heeft of halve prijs uit: bewaard en onder Nakijken met de reden', () => {
    const vroeg = bon([{ verkopersnummer: 1, artikelnummer: 1, prijsCent: 220, lijstprijsCent: 450 }], {
      id: 'vroeg',
      gesloten: '2026-03-14T12:54:00Z',
    });
    const nietGemarkeerd = bon(
      [
        { verkopersnummer: 1, artikelnummer: 2, prijsCent: 150, lijstprijsCent: 300 },
        { verkopersnummer: 2, artikelnummer: 2, prijsCent: 300, lijstprijsCent: 600 },
      ],
      { id: 'niet', gesloten: NA },
    );
    const a = berekenAfrekening(invoer({ artikelen, bonnen: [vroeg, nietGemarkeerd], halvePrijs }));
    assert.deepEqual(
      a.nakijken.map((p) => [p.bonId, p.regel, p.soort, p.prijsCent, p.lijstprijsCent, p.reden]),
      [
        ['vroeg', 0, 'afprijzing', 220, 450, 'Afgeprijsd vóór de starttijd van halve prijs'],
        ['niet', 0, 'afprijzing', 150, 300, 'Afgeprijsd, maar de verkoper koos "mag niet afgeprijsd" voor dit artikel'],
        ['niet', 1, 'afprijzing', 300, 600, 'Afgeprijsd, maar de verkoper koos "mag niet afgeprijsd" voor dit artikel'],
      ],
    );
    assert.equal(a.totalen.nakijkenOpen, 3);
    assert.equal(a.verkopers[0]!.omzetCent, 370, 'bewaard: tot het besluit telt wat betaald is');
    const uit = berekenAfrekening(invoer({ artikelen, bonnen: [middag], halvePrijs: null }));
    assert.equal(uit.nakijken.length, 3);
    assert.match(uit.nakijken[0]!.reden!, /niet aan staat/);
  });

  it('besluit lijstprijs betaalt de verkoper de labelprijs, ook bij een handgeschreven label; het verschil is van de organisatie', () => {
    const besluit = (regel: number): RegelBesluit => ({
      bonId: 'middag',
      regel,
      besluit: 'lijstprijs',
      reden: '',
      door: 'admin',
      op: '2026-03-14T16:00:00Z',
    });
    const a = berekenAfrekening(
      invoer({ artikelen, bonnen: [middag], halvePrijs: null, besluiten: [besluit(0), besluit(1), besluit(2)] }),
    );
    assert.equal(a.totalen.nakijkenOpen, 0);
    assert.equal(a.verkopers[0]!.omzetCent, 450);
    assert.equal(a.verkopers[0]!.afgeprijsdCent, 0);
    assert.equal(a.verkopers[1]!.omzetCent, 1200);
    assert.equal(a.totalen.nietUitbetaaldCent, 820 - 1650);
  });
});
