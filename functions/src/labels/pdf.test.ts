/**
 * The printed labels read back as a printer and a scanner would: every page rendered with
 * pdftoppm (poppler-utils) and scanned with zbarimg (zbar-tools), the text with pdftotext.
 * 300 dpi is a common office printer's resolution, and at it every code scans (a module is
 * 0.42 mm, five pixels); the render is the same every run, so the test is deterministic.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { artikelcode } from '../domain/artikelcode';
import { metCode, type Artikel, type ArtikelMetCode } from '../domain/artikelen';
import { labelsPdf, testpaginaPdf } from './pdf';

const map = mkdtempSync(join(tmpdir(), 'labels-'));
after(() => rmSync(map, { recursive: true, force: true }));

const OMSCHRIJVINGEN = ['Winterjas', 'Spijkerbroek', 'Puzzel 100 stukjes', 'Prentenboek', 'Loopfiets'];

/** 48 items of seller 1234 (two sheets), every kind, retour and not, a long description. */
function artikelen(verkopersnummer = 1234, aantal = 48): ArtikelMetCode[] {
  return Array.from({ length: aantal }, (_, i): Artikel => {
    const soort = (['Kleding', 'Speelgoed', 'Boeken', 'Overig'] as const)[i % 4];
    return {
      verkopersnummer,
      artikelnummer: i + 1,
      omschrijving: i === 6 ? 'Een heel lange omschrijving die niet past' : OMSCHRIJVINGEN[i % OMSCHRIJVINGEN.length]!,
      soort,
      maat: soort === 'Kleding' ? '110-116' : null,
      prijsCent: 100 + i * 50,
      retour: i % 3 === 0,
      aangemaakt: '2026-09-01T10:00:00.000Z',
      eersteAfleveringId: 'b1',
      verkochtIn: null,
      goedDoelIn: null,
    };
  }).map(metCode);
}

function bewaar(naam: string, pdf: Uint8Array) {
  const bestand = join(map, naam);
  writeFileSync(bestand, pdf);
  return bestand;
}

/** The codes zbarimg reads on each page, in the order of pages. */
function scan(pdf: Uint8Array, naam: string): string[][] {
  const bestand = bewaar(`${naam}.pdf`, pdf);
  execFileSync('pdftoppm', ['-r', '300', '-gray', '-png', bestand, join(map, naam)]);
  const paginas = readdirSync(map)
    .filter((f) => f.startsWith(`${naam}-`) && f.endsWith('.png'))
    .sort();
  return paginas.map((pagina) => {
    let uit = '';
    try {
      uit = execFileSync('zbarimg', ['-q', '--raw', '-Sdisable', '-Scode128.enable', join(map, pagina)], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch (e) {
      // zbarimg exits with 4 when a page has no barcode: that page scanned nothing.
      if ((e as { status?: number }).status !== 4) throw e;
    }
    return uit.split('\n').filter(Boolean).sort();
  });
}

const tekst = (pdf: Uint8Array, naam: string) =>
  execFileSync('pdftotext', ['-layout', bewaar(`${naam}.pdf`, pdf), '-'], { encoding: 'utf8' });

describe('labels-pdf', () => {
  it('elk label van twee vellen scant als de code van zijn eigen artikel', async () => {
    const lijst = artikelen();
    const paginas = scan(await labelsPdf(lijst, { start: 1, titel: 'Labels' }), 'twee-vellen');
    assert.equal(paginas.length, 2);
    assert.deepEqual(
      paginas[0],
      lijst
        .slice(0, 24)
        .map((a) => a.code)
        .sort(),
    );
    assert.deepEqual(
      paginas[1],
      lijst
        .slice(24)
        .map((a) => a.code)
        .sort(),
    );
    assert.equal(paginas[1]![0], artikelcode({ verkopersnummer: 1234, artikelnummer: 25 }));
  });

  it('beginnen bij label n laat de eerste n-1 plaatsen van het eerste vel leeg', async () => {
    const lijst = artikelen(77, 10);
    const paginas = scan(await labelsPdf(lijst, { start: 20, titel: 'Labels' }), 'start-20');
    assert.deepEqual(
      paginas.map((p) => p.length),
      [5, 5],
    );
    assert.deepEqual(paginas.flat().sort(), lijst.map((a) => a.code).sort());
  });

  it('de tekst op de labels: verkopersnummer, prijs, artikelnummer, maat, ruimte, omschrijving, retour en de cijfers', async () => {
    const lijst = artikelen();
    const gelezen = tekst(await labelsPdf(lijst, { start: 1, titel: 'Labels' }), 'tekst');
    assert.equal(gelezen.match(/1234/g)!.length >= 48 * 2, true, 'nummer en code op elk label');
    for (const a of lijst) {
      assert.ok(gelezen.includes(a.code), `code ${a.code}`);
      assert.ok(gelezen.includes(`Art. ${a.artikelnummer} `), `artikelnummer ${a.artikelnummer}`);
    }
    assert.ok(gelezen.includes('€ 1,00') && gelezen.includes('€ 24,50'));
    assert.equal(gelezen.match(/retour/g)!.length, lijst.filter((a) => a.retour).length);
    assert.equal(gelezen.match(/Maat 110-116/g)!.length, 12);
    assert.equal(gelezen.match(/Kleding/g)!.length, 12);
    assert.equal(gelezen.match(/Speelgoed/g)!.length, 36, 'boeken en overig gaan naar de speelgoedzaal');
    assert.ok(gelezen.includes('Puzzel 100 stukjes'));
    assert.match(gelezen, /Een heel lange omschrijving[^\n]*…/, 'te lang (naast retour) wordt afgekort');
    assert.ok(!gelezen.includes('die niet past'));
  });

  it('tekens die het lettertype niet kent worden een vraagteken in plaats van een fout', async () => {
    const [a] = artikelen(5, 1);
    const pdf = await labelsPdf([{ ...a!, omschrijving: 'Jurk Ж 👗' }], { start: 1, titel: 'Labels' });
    assert.match(tekst(pdf, 'tekens'), /Jurk \? \?/);
  });

  it('zonder artikelen één pagina met uitleg', async () => {
    assert.match(tekst(await labelsPdf([], { start: 1, titel: 'Labels' }), 'leeg'), /nog geen artikelen/);
  });

  it('de testpagina toont de 24 labelplaatsen en een lijn van 100 mm', async () => {
    const gelezen = tekst(await testpaginaPdf(), 'testpagina');
    for (let i = 1; i <= 24; i++) assert.ok(gelezen.includes(`Label ${i}`), `Label ${i}`);
    assert.match(gelezen, /precies 100 mm/);
  });
});
