import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { beursChecklist, heeftNieuws, startVolgendeBeurs, volgnummerBezet, type ChecklistInvoer } from './aflevering';
import { STANDAARD_ARTIKEL_INSTELLINGEN } from '../../artikelen/domein/instellingen';

describe('afleveringen', () => {
  it('een bezet volgnummer is een conflict met het nummer in de melding', () => {
    const fout = volgnummerBezet(2);
    assert.equal(fout.soort, 'conflict');
    assert.equal(fout.message, 'Er bestaat al een aflevering met volgnummer 2');
  });
});

describe('de volgende beurs', () => {
  it('alleen een nieuwe aflevering na de huidige start de volgende beurs', () => {
    assert.equal(startVolgendeBeurs({ volgnummer: 3 }, { volgnummer: 4 }), true);
    assert.equal(startVolgendeBeurs({ volgnummer: 3 }, { volgnummer: 3 }), false, 'ertussen: de huidige blijft');
    assert.equal(startVolgendeBeurs(null, { volgnummer: 1 }), false, 'de allereerste');
  });

  it('nieuws is er pas als er tekst staat, niet met lege alinea’s', () => {
    assert.equal(heeftNieuws({ tekst: '' }), false);
    assert.equal(heeftNieuws({ tekst: '<p><br></p><p>&nbsp;</p>' }), false);
    assert.equal(heeftNieuws({ tekst: '<p>Inschrijving open</p>' }), true);
  });

  const invoer: ChecklistInvoer = {
    beurs: { id: 'b2', volgnummer: 2, datum: '2027-05-29' },
    vandaag: '2027-01-10',
    settings: { maximumAantalDeelnemers: 250, inschrijvingGeopend: false, inschrijvingGesloten: false },
    nieuws: { tekst: '' },
    artikelInstellingen: STANDAARD_ARTIKEL_INSTELLINGEN,
    leesArtikelInstellingenBewaard: false,
    kassas: 0,
    herinnerd: 0,
  };
  const punt = (i: ChecklistInvoer, sleutel: string) => beursChecklist(i).punten.find((p) => p.sleutel === sleutel)!;

  it('de datum: klaar op een zaterdag die nog komt', () => {
    assert.deepEqual([punt(invoer, 'datum').klaar, punt(invoer, 'datum').uitleg], [true, 'Zaterdag 29 mei 2027.']);
    const zondag = { ...invoer, beurs: { ...invoer.beurs, datum: '2027-05-30' } };
    assert.deepEqual(
      [punt(zondag, 'datum').klaar, punt(zondag, 'datum').uitleg],
      [false, 'Zondag 30 mei 2027 is geen zaterdag. Pas de datum aan in de tabel hieronder.'],
    );
    assert.equal(beursChecklist({ ...invoer, vandaag: '2027-05-30' }).geweest, true);
  });

  it('de inschrijving: wat er met de herinnering gebeurde, ook als die niemand bereikte of de inschrijving gesloten is', () => {
    assert.equal(punt(invoer, 'inschrijving').klaar, false);
    const open = { ...invoer, settings: { ...invoer.settings, inschrijvingGeopend: true } };
    assert.equal(
      punt(open, 'inschrijving').uitleg,
      "De inschrijving is geopend. De herinnering 'Ik doe weer mee' ging naar niemand: geen verkoper van het afgelopen jaar wachtte er nog op.",
    );
    const vol = { ...invoer, herinnerd: 12, settings: { ...invoer.settings, inschrijvingGesloten: true } };
    assert.equal(
      punt(vol, 'inschrijving').uitleg,
      "De inschrijving is gesloten (nieuwe aanmeldingen gaan naar de reservelijst). De herinnering 'Ik doe weer mee' ging naar 12 verkopers.",
    );
    assert.equal(
      punt({ ...invoer, herinnerd: 3 }, 'inschrijving').uitleg.startsWith(
        'De inschrijving was geopend en staat nu dicht.',
      ),
      true,
    );
  });

  it('kassa’s en artikelregels volgen de gegevens van deze beurs', () => {
    assert.equal(punt({ ...invoer, kassas: 2 }, 'kassas').uitleg, '2 kassa’s voor deze beurs.');
    const bewaard = { ...invoer, leesArtikelInstellingenBewaard: true };
    assert.equal(
      punt(bewaard, 'artikelen').uitleg,
      'Online invoeren staat uit; hoogstens 48 artikelen van € 0,50 tot € 250,00; wijzigen kan tot donderdag 27 mei 2027 om 23:59.',
    );
  });
});
