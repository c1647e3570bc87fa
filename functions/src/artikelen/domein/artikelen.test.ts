import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_ARTIKELNUMMER } from './artikelcode';
import {
  controleerAantal,
  nieuwArtikel,
  weigerAlsWeggegaan,
  MELDING_NUMMERS_OP,
  MELDING_RETOUR_ONDER_EURO,
  meldingMaximum,
  MELDING_ARTIKELEN_ZONDER_BEURS,
  MELDING_NIET_MEE,
  MELDING_NIET_ONLINE,
  opAanbodIn,
  ruimteVan,
  volgendArtikelnummer,
  type ArtikelInvoer,
} from './artikelen';
import { euro } from '../../kern/geld';
import { controleerInstellingen, instellingFouten, STANDAARD_ARTIKEL_INSTELLINGEN as STANDAARD } from './instellingen';
import { controleerArtikel, geldigArtikel, leesPrijs, wijzigMelding } from './controle';
import { amsterdamsTijdstip, deadlineVan, isDeadline, momentVan, voorDeadline } from '../../kern/deadline';
import { DomainError, type FoutSoort } from '../../kern/errors';

const jas: ArtikelInvoer = {
  omschrijving: ' Winterjas ',
  soort: 'Kleding',
  maat: '98-104',
  prijsCent: 450,
  retour: true,
};

const weigert = (fn: () => unknown, soort: FoutSoort, melding: string | RegExp) =>
  assert.throws(fn, (e: unknown) => {
    assert.ok(e instanceof DomainError);
    assert.equal(e.soort, soort);
    if (typeof melding === 'string') assert.equal(e.message, melding);
    else assert.match(e.message, melding);
    return true;
  });

describe('artikelen: soort en ruimte', () => {
  it('alleen kleding gaat naar de kledingzaal; speelgoed, boeken en overig naar de speelgoedzaal', () => {
    assert.equal(ruimteVan('Kleding'), 'Kleding');
    assert.equal(ruimteVan('Speelgoed'), 'Speelgoed');
    assert.equal(ruimteVan('Boeken'), 'Speelgoed');
    assert.equal(ruimteVan('Overig'), 'Speelgoed');
  });
});

describe('artikelen: de regels van een artikel', () => {
  it('een goed artikel wordt bewaard zoals het hoort (getrimd, maat alleen bij kleding)', () => {
    assert.deepEqual(geldigArtikel(jas, STANDAARD), { ...jas, omschrijving: 'Winterjas' });
    assert.equal(geldigArtikel({ ...jas, soort: 'Boeken', maat: '98-104' }, STANDAARD).maat, null);
  });

  it('de prijs: in stappen van € 0,50, minstens € 0,50, in hele centen, niet absurd hoog', () => {
    const prijs = (prijsCent: number) =>
      controleerArtikel({ ...jas, retour: false, prijsCent }, STANDAARD).fouten.prijsCent;
    assert.equal(prijs(50), undefined);
    assert.equal(prijs(1000), undefined);
    assert.equal(prijs(0), 'Prijs moet minstens € 0,50 zijn');
    assert.equal(prijs(-50), 'Prijs moet minstens € 0,50 zijn');
    assert.equal(prijs(275), 'Prijs moet in stappen van € 0,50 (bijvoorbeeld € 3,00)');
    assert.equal(prijs(260), 'Prijs moet in stappen van € 0,50 (bijvoorbeeld € 2,50)');
    assert.equal(prijs(2.5), 'Prijs moet in hele centen zijn');
    // The default maximum is € 250; 1000 for 10 is the typo it catches.
    assert.equal(prijs(25_000), undefined);
    assert.equal(prijs(25_050), 'Prijs mag hoogstens € 250,00 zijn');
    assert.equal(prijs(100_000), 'Prijs mag hoogstens € 250,00 zijn');
    const duur = { ...STANDAARD, maximumPrijsCent: 100_000 };
    assert.equal(controleerArtikel({ ...jas, retour: false, prijsCent: 100_000 }, duur).fouten.prijsCent, undefined);
    assert.equal(
      controleerArtikel({ ...jas, retour: false, prijsCent: 100_050 }, duur).fouten.prijsCent,
      'Prijs mag hoogstens € 1.000,00 zijn',
    );
    const stap25 = { ...STANDAARD, prijsStapCent: 25, minimumPrijsCent: 25 };
    assert.equal(controleerArtikel({ ...jas, retour: false, prijsCent: 25 }, stap25).fouten.prijsCent, undefined);
  });

  it('retour kan niet onder € 1: die artikelen gaan naar een goed doel', () => {
    assert.equal(controleerArtikel({ ...jas, prijsCent: 50 }, STANDAARD).fouten.retour, MELDING_RETOUR_ONDER_EURO);
    assert.match(MELDING_RETOUR_ONDER_EURO, /goed doel/);
    assert.equal(controleerArtikel({ ...jas, prijsCent: 100 }, STANDAARD).fouten.retour, undefined);
    assert.equal(controleerArtikel({ ...jas, prijsCent: 50, retour: false }, STANDAARD).fouten.retour, undefined);
  });

  it('kleding heeft een maat uit de maatgroepen; omschrijving en soort zijn verplicht', () => {
    const fouten = (invoer: Partial<ArtikelInvoer>) => controleerArtikel({ ...jas, ...invoer }, STANDAARD).fouten;
    assert.equal(fouten({ maat: null }).maat, 'Maat is verplicht voor kleding');
    assert.match(fouten({ maat: '176' }).maat!, /^Maat moet een van 74-80, 86-92, 98-104/);
    assert.equal(fouten({ omschrijving: '  ' }).omschrijving, 'Omschrijving is verplicht');
    assert.equal(
      fouten({ omschrijving: 'x'.repeat(41) }).omschrijving,
      'Omschrijving mag hoogstens 40 tekens lang zijn',
    );
    assert.equal(fouten({ omschrijving: '<b>jas</b>' }).omschrijving, 'Omschrijving mag geen < of > bevatten');
    assert.match(
      fouten({ soort: 'Meubels' as never }).soort!,
      /^Soort moet een van Kleding, Speelgoed, Boeken, Overig zijn/,
    );
    weigert(() => geldigArtikel({ ...jas, maat: null }, STANDAARD), 'ongeldig', 'Maat is verplicht voor kleding');
  });

  it('het maximum en de artikelnummers', () => {
    controleerAantal(47, 48);
    weigert(() => controleerAantal(48, 48), 'conflict', meldingMaximum(48));
    assert.equal(volgendArtikelnummer(0), 1);
    assert.equal(volgendArtikelnummer(998), 999);
    weigert(() => volgendArtikelnummer(MAX_ARTIKELNUMMER), 'conflict', MELDING_NUMMERS_OP);
  });

  it('leest prijzen zoals verkopers ze typen', () => {
    assert.equal(leesPrijs('2,50').cent, 250);
    assert.equal(leesPrijs('2.5').cent, 250);
    assert.equal(leesPrijs('€ 3').cent, 300);
    assert.equal(leesPrijs('3,-').cent, 300);
    assert.equal(leesPrijs('0,5').cent, 50);
    for (const fout of ['', 'twee', '-1', '1,234', '1e3']) assert.equal(leesPrijs(fout).ok, false, fout);
  });
});

describe('artikelen: de deadline', () => {
  it('standaard de dag vóór de inleveringsvrijdag, 23:59', () => {
    assert.equal(deadlineVan(STANDAARD, { datum: '2026-09-12' }), '2026-09-10T23:59');
    assert.equal(deadlineVan({ deadline: '2026-09-11T12:00' }, { datum: '2026-09-12' }), '2026-09-11T12:00');
  });

  it('geldt op de klok van de beurs (Amsterdam), tot en met de minuut van de deadline', () => {
    // 10 September 2026 is summer time (UTC+2): 23:59 Amsterdam is 21:59 UTC.
    const beurs = { id: 'b1', datum: '2026-09-12' };
    const aan = { ...STANDAARD, onlineInvoeren: true };
    const verkoper = { actief: true, afleveringen: [{ id: 'b1', actief: true }] };
    assert.equal(wijzigMelding(new Date('2026-09-10T21:59:59.999Z'), verkoper, beurs, aan), null);
    assert.equal(
      wijzigMelding(new Date('2026-09-10T22:00:00.000Z'), verkoper, beurs, aan),
      'De artikellijst kon tot en met donderdag 10 september 2026 om 23:59 veranderd worden. Neem contact op met de organisatie.',
    );
    // Winter time (UTC+1).
    assert.equal(amsterdamsTijdstip(new Date('2027-03-10T22:59:00Z')), '2027-03-10T23:59');
  });
});

describe('artikelen: wanneer een verkoper zijn lijst kan veranderen', () => {
  const beurs = { id: 'b1', datum: '2026-09-12' };
  const nu = new Date('2026-09-01T10:00:00Z');
  const doetMee = { actief: true, afleveringen: [{ id: 'b1', actief: true }] };
  it('alleen met een beurs, de optie aan, als deelnemer van die beurs', () => {
    const aan = { ...STANDAARD, onlineInvoeren: true };
    assert.equal(wijzigMelding(nu, doetMee, null, aan), MELDING_ARTIKELEN_ZONDER_BEURS);
    assert.equal(wijzigMelding(nu, doetMee, beurs, STANDAARD), MELDING_NIET_ONLINE);
    assert.equal(
      wijzigMelding(nu, { actief: true, afleveringen: [{ id: 'b0', actief: true }] }, beurs, aan),
      MELDING_NIET_MEE,
    );
    assert.equal(
      wijzigMelding(nu, { actief: true, afleveringen: [{ id: 'b1', actief: false }] }, beurs, aan),
      MELDING_NIET_MEE,
    );
    assert.equal(wijzigMelding(nu, doetMee, beurs, aan), null);
  });
});

describe('bedragen: één Nederlandse schrijfwijze', () => {
  it('met punten per duizend, en een min na het euroteken', () => {
    assert.equal(euro(0), '€ 0,00');
    assert.equal(euro(5), '€ 0,05');
    assert.equal(euro(250), '€ 2,50');
    assert.equal(euro(100_000), '€ 1.000,00');
    assert.equal(euro(123_456_789), '€ 1.234.567,89');
    assert.equal(euro(-350), '€ -3,50');
    assert.equal(euro(-5), '€ -0,05');
    assert.equal(euro(-100_000), '€ -1.000,00');
  });
});

describe('artikelen: instellingen van de beheerder', () => {
  it('weigert onmogelijke instellingen met een Nederlandse melding', () => {
    assert.equal(controleerInstellingen(STANDAARD), null);
    assert.equal(
      controleerInstellingen({ ...STANDAARD, maxArtikelen: 0 }),
      'Maximum aantal artikelen per verkoper moet een geheel getal van 1 tot en met 999 zijn',
    );
    assert.equal(
      controleerInstellingen({ ...STANDAARD, minimumPrijsCent: 75 }),
      'De minimumprijs moet een veelvoud van de prijsstap (€ 0,50) zijn',
    );
    // In euros, as the administrator types them (issue 25: not 'Prijsstap (cent) 50').
    assert.equal(
      controleerInstellingen({ ...STANDAARD, prijsStapCent: 2 }),
      'Prijsstap moet tussen € 0,05 en € 10,00 liggen',
    );
    assert.deepEqual(instellingFouten({ ...STANDAARD, prijsStapCent: NaN, minimumPrijsCent: 20_000 }), {
      prijsStapCent: 'Prijsstap moet tussen € 0,05 en € 10,00 liggen',
      minimumPrijsCent: 'Minimumprijs moet tussen € 0,05 en € 100,00 liggen',
    });
    assert.match(controleerInstellingen({ ...STANDAARD, deadline: '2026-09-10 23:59' })!, /^De deadline moet/);
    assert.equal(
      controleerInstellingen({ ...STANDAARD, maximumPrijsCent: 100_100 }),
      'Maximumprijs moet tussen € 1,00 en € 1.000,00 liggen',
    );
    assert.equal(
      controleerInstellingen({ ...STANDAARD, minimumPrijsCent: 500, maximumPrijsCent: 400 }),
      'De maximumprijs moet minstens de minimumprijs zijn',
    );
    assert.equal(controleerInstellingen({ ...STANDAARD, deadline: '2026-09-10T23:59' }), null);
  });
});

describe('artikelen: het aanbod van een beurs', () => {
  const volgnummer = (id: string) => ({ b1: 1, b2: 2, b3: 3 })[id];
  const verkoper = (...ids: string[]) => ({ actief: true, afleveringen: ids.map((id) => ({ id, actief: true })) });
  const b = (n: 1 | 2 | 3) => ({ id: `b${n}`, volgnummer: n });

  it('een onverkocht artikel gaat mee naar elke volgende beurs van de verkoper', () => {
    const artikel = { eersteAfleveringId: 'b1', verkochtIn: null };
    assert.equal(opAanbodIn(artikel, verkoper('b1', 'b2', 'b3'), b(3), volgnummer), true);
    assert.equal(opAanbodIn(artikel, verkoper('b1', 'b3'), b(2), volgnummer), false, 'niet mee aan b2');
  });

  it('verkocht: hoort bij die beurs en niet bij een latere; later toegevoegd: niet bij een eerdere', () => {
    const verkocht = { eersteAfleveringId: 'b1', verkochtIn: 'b2' };
    const alle = verkoper('b1', 'b2', 'b3');
    assert.equal(opAanbodIn(verkocht, alle, b(2), volgnummer), true);
    assert.equal(opAanbodIn(verkocht, alle, b(3), volgnummer), false);
    assert.equal(opAanbodIn({ eersteAfleveringId: 'b2', verkochtIn: null }, alle, b(1), volgnummer), false);
  });

  it('naar een goed doel: hoort bij die beurs en komt niet terug op een latere', () => {
    const weg = { eersteAfleveringId: 'b1', verkochtIn: null, goedDoelIn: 'b1' };
    const alle = verkoper('b1', 'b2', 'b3');
    assert.equal(opAanbodIn(weg, alle, b(1), volgnummer), true);
    assert.equal(opAanbodIn(weg, alle, b(2), volgnummer), false);
    assert.equal(opAanbodIn(weg, alle, b(3), volgnummer), false);
  });
});

describe('deadline als tijdstip (issue #24)', () => {
  it('momentVan: de Amsterdamse minuut als moment, zomer- en wintertijd', () => {
    assert.equal(momentVan('2026-07-01T12:00').toISOString(), '2026-07-01T10:00:00.000Z');
    assert.equal(momentVan('2026-12-01T12:00').toISOString(), '2026-12-01T11:00:00.000Z');
  });
  it('voorDeadline vergelijkt momenten: tot en met de minuut van de deadline', () => {
    assert.equal(voorDeadline(new Date('2026-12-01T11:59:59Z'), '2026-12-01T12:59'), true);
    assert.equal(voorDeadline(new Date('2026-12-01T12:00:00Z'), '2026-12-01T12:59'), false);
  });
  it('isDeadline: alleen bestaande datums en tijden', () => {
    for (const fout of ['2026-13-01T10:00', '2026-11-31T23:59', '9999-99-99T23:59', '2026-01-01T24:00']) {
      assert.equal(isDeadline(fout), false, fout);
    }
    assert.equal(isDeadline('2028-02-29T23:59'), true);
  });
});

describe('omschrijving met een zacht afbreekstreepje (issue #24)', () => {
  it('wordt geweigerd zoals de andere onzichtbare tekens', () => {
    for (const omschrijving of ['\u00ADWinterjas', 'Winter\u00ADjas']) {
      const jas = { omschrijving, soort: 'Kleding' as const, maat: '110-116', prijsCent: 500, retour: false };
      assert.match(controleerArtikel(jas, STANDAARD).fouten.omschrijving ?? '', /onzichtbare of andere tekens/);
    }
  });
});

describe('een nieuw artikel, zoals beide stores het toevoegen', () => {
  const invoer = { omschrijving: 'Broek', soort: 'Kleding' as const, maat: '98-104', prijsCent: 250, retour: false };
  const opties = { maxArtikelen: 2, now: new Date('2026-03-01T10:00:00.000Z'), afleveringId: 'a1' };

  it('krijgt het volgende nummer, de velden en de beurs waarop het erbij kwam; nog niet weg', () => {
    assert.deepEqual(nieuwArtikel(7, invoer, { hoogste: 3, open: 1 }, opties), {
      verkopersnummer: 7,
      artikelnummer: 4,
      ...invoer,
      magAfgeprijsd: true,
      labelAfgeprijsd: null,
      aangemaakt: '2026-03-01T10:00:00.000Z',
      eersteAfleveringId: 'a1',
      verkochtIn: null,
      goedDoelIn: null,
    });
  });

  it('wordt geweigerd boven het maximum en na het laatste nummer', () => {
    assert.throws(() => nieuwArtikel(7, invoer, { hoogste: 3, open: 2 }, opties), { message: meldingMaximum(2) });
    assert.throws(() => nieuwArtikel(7, invoer, { hoogste: MAX_ARTIKELNUMMER, open: 0 }, opties), {
      message: MELDING_NUMMERS_OP,
    });
  });

  it('een verkocht of weggegeven artikel verandert niet meer', () => {
    assert.doesNotThrow(() => weigerAlsWeggegaan({ verkochtIn: null, goedDoelIn: null }));
    assert.throws(() => weigerAlsWeggegaan({ verkochtIn: 'a1', goedDoelIn: null }), { soort: 'conflict' });
    assert.throws(() => weigerAlsWeggegaan({ verkochtIn: null, goedDoelIn: 'a1' }), { soort: 'conflict' });
  });
});
