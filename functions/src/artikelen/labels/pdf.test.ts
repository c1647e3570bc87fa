/**
 * The printed labels read back as a printer and a scanner would: every page rendered with
 * pdftoppm (poppler-utils) and scanned with zbarimg (zbar-tools), the text with pdftotext.
 * 300 dpi is a common office printer's resolution, and at it every code scans (a module is
 * 0.42 mm, five pixels); the render is the same every run, so the test is deterministic.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { artikelcode } from '../domein/artikelcode';
import { metCode, type Artikel, type ArtikelMetCode } from '../domein/artikelen';
import type { HalvePrijs } from '../../kern/types';

const HALVE_PRIJS: HalvePrijs = { vanaf: '2026-11-14T14:00', procent: 50, afrondingCent: 10, standaard: true };
import { KOLOMMEN, LABELS_PER_VEL } from '../domein/labels';
import { labelsPdf, RAND_MM, testpaginaPdf } from './pdf';

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
      magAfgeprijsd: i % 2 === 0,
      labelAfgeprijsd: null,
      aangemaakt: '2026-09-01T10:00:00.000Z',
      eersteAfleveringId: 'b1',
      verkochtIn: null,
      goedDoelIn: null,
    };
  }).map((a) => metCode(a, HALVE_PRIJS));
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

const MM = 72 / 25.4;

interface Woord {
  tekst: string;
  /** In PDF points from the page's top left, as pdftotext -bbox gives them. */
  links: number;
  boven: number;
  rechts: number;
  onder: number;
}

/** Every word of every page with the box pdftotext measures for it (the font's ascent to descent). */
function woorden(pdf: Uint8Array, naam: string): { breedte: number; hoogte: number; woorden: Woord[] }[] {
  const html = execFileSync('pdftotext', ['-bbox', bewaar(`${naam}.pdf`, pdf), '-'], { encoding: 'utf8' });
  return html
    .split('<page ')
    .slice(1)
    .map((pagina) => {
      const [, breedte, hoogte] = /width="([\d.]+)" height="([\d.]+)"/.exec(pagina)!;
      const lijst = [
        ...pagina.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g),
      ];
      return {
        breedte: Number(breedte),
        hoogte: Number(hoogte),
        woorden: lijst.map(([, links, boven, rechts, onder, tekst]) => ({
          tekst: tekst!,
          links: Number(links),
          boven: Number(boven),
          rechts: Number(rechts),
          onder: Number(onder),
        })),
      };
    });
}

/** Each page as a grey-scale image, 10 pixels a millimetre (254 dpi), from pdftoppm's PGM. */
function beelden(pdf: Uint8Array, naam: string): { breedte: number; hoogte: number; grijs: Buffer }[] {
  const bestand = bewaar(`${naam}.pdf`, pdf);
  execFileSync('pdftoppm', ['-r', '254', '-gray', bestand, join(map, `${naam}-beeld`)]);
  return readdirSync(map)
    .filter((f) => f.startsWith(`${naam}-beeld`) && f.endsWith('.pgm'))
    .sort()
    .map((f) => {
      const data = readFileSync(join(map, f));
      const kop = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(data.subarray(0, 40).toString('latin1'))!;
      return { breedte: Number(kop[1]), hoogte: Number(kop[2]), grijs: data.subarray(kop[0].length) };
    });
}

/** The inked pixels (darker than mid-grey) within `mm` of a page's edges. */
function inktAanDeRand(beeld: { breedte: number; hoogte: number; grijs: Buffer }, mm: number): number {
  const rand = Math.floor(mm * 10);
  let inkt = 0;
  for (let y = 0; y < beeld.hoogte; y++) {
    for (let x = 0; x < beeld.breedte; x++) {
      const binnen = x >= rand && x < beeld.breedte - rand && y >= rand && y < beeld.hoogte - rand;
      if (!binnen && beeld.grijs[y * beeld.breedte + x]! < 128) inkt++;
    }
  }
  return inkt;
}

/** Label `i`'s box (0-based, row by row) in points from the top left: 70 × 36 mm, 4.5 mm from the top. */
function labelVak(i: number) {
  const links = (i % KOLOMMEN) * 70 * MM;
  const boven = (4.5 + Math.floor(i / KOLOMMEN) * 36) * MM;
  return { links, boven, rechts: links + 70 * MM, onder: boven + 36 * MM };
}

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

  it('een artikel dat afgeprijsd mag, heeft ½ op het label en scant als zijn eigen code (issue 54)', async () => {
    const lijst = artikelen(4321, 6);
    const pdf = await labelsPdf(lijst, { start: 1, titel: 'Labels' });
    assert.equal(tekst(pdf, 'halve-prijs').match(/½/g)?.length, lijst.filter((a) => a.magAfgeprijsd).length);
    assert.deepEqual(scan(pdf, 'halve-prijs-scan')[0], lijst.map((a) => a.code).sort());
  });

  it('zonder halve prijs op de beurs staat er geen ½ op een label, ook niet bij "mag afgeprijsd"', async () => {
    const lijst = artikelen(4321, 6).map((a) => metCode(a, null));
    assert.ok(lijst.some((a) => a.magAfgeprijsd));
    assert.equal(tekst(await labelsPdf(lijst, { start: 1, titel: 'Labels' }), 'zonder-halve-prijs').match(/½/g), null);
  });

  it('tekens die het lettertype niet kent worden een vraagteken in plaats van een fout', async () => {
    const [a] = artikelen(5, 1);
    const pdf = await labelsPdf([{ ...a!, omschrijving: 'Jurk Ж 👗' }], { start: 1, titel: 'Labels' });
    assert.match(tekst(pdf, 'tekens'), /Jurk \? \?/);
  });

  it('zonder artikelen één pagina met uitleg', async () => {
    assert.match(tekst(await labelsPdf([], { start: 1, titel: 'Labels' }), 'leeg'), /nog geen artikelen/);
  });

  it(`alle tekst en streepjescodes van de labels blijven ${RAND_MM} mm van de randen van het vel`, async () => {
    const lijst = artikelen(9876, 24).map((a, i) => ({
      ...a,
      prijsCent: 99_950,
      maat: i % 2 ? '110-116' : 'maat 110/116, valt ruim, eerder 122-128',
    }));
    const pdf = await labelsPdf(lijst, { start: 1, titel: 'Labels' });
    const [pagina] = woorden(pdf, 'rand');
    // pdftotext rounds to six decimals.
    const rand = RAND_MM * MM - 0.001;
    const teDicht = pagina!.woorden.filter(
      (w) => w.links < rand || w.boven < rand || w.rechts > pagina!.breedte - rand || w.onder > pagina!.hoogte - rand,
    );
    assert.deepEqual(teDicht, [], 'tekst binnen de rand');
    assert.ok(pagina!.woorden.some((w) => w.tekst === '9876'));
    assert.ok(
      pagina!.woorden.some((w) => w.tekst === '999,50'),
      'de hoogste prijs past',
    );
    // The barcodes and every other mark: no ink in the edge at all.
    const [beeld] = beelden(pdf, 'rand');
    assert.equal(inktAanDeRand(beeld!, RAND_MM), 0);
    assert.deepEqual(scan(pdf, 'rand-scan')[0], lijst.map((a) => a.code).sort(), 'elke code scant nog');
  });

  it('de testpagina: blad 1 alleen de 24 labelplaatsen, elk nummer in zijn eigen label; de uitleg en de lijn op blad 2', async () => {
    const pdf = await testpaginaPdf();
    const [vel, uitleg, ...rest] = woorden(pdf, 'testpagina');
    assert.equal(rest.length, 0);
    // pdftotext rounds to six decimals.
    const rand = RAND_MM * MM - 0.001;
    const woordenVel = vel!.woorden.map((w) => w.tekst);
    assert.deepEqual(
      woordenVel,
      Array.from({ length: LABELS_PER_VEL }, (_, i) => ['Label', String(i + 1)]).flat(),
      'op het vel niets dan de labelnummers',
    );
    for (let i = 0; i < vel!.woorden.length; i += 2) {
      const [label, nummer] = [vel!.woorden[i]!, vel!.woorden[i + 1]!];
      const vak = labelVak(Number(nummer.tekst) - 1);
      for (const w of [label, nummer]) {
        assert.ok(
          w.links >= vak.links && w.rechts <= vak.rechts && w.boven >= vak.boven && w.onder <= vak.onder,
          `Label ${nummer.tekst} in zijn eigen kader`,
        );
        assert.ok(w.links >= rand && w.rechts <= vel!.breedte - rand, `Label ${nummer.tekst} van de rand af`);
      }
    }
    const uitlegTekst = uitleg!.woorden.map((w) => w.tekst).join(' ');
    assert.match(uitlegTekst, /ware grootte \(100 %/);
    assert.match(uitlegTekst, /Deze lijn is precies 100 mm lang/);

    // The line measured on the rendered sheet 2: its longest dark run, 10 pixels a millimetre.
    const [, beeld] = beelden(pdf, 'testpagina');
    let langste = 0;
    for (let y = 0; y < beeld!.hoogte; y++) {
      let run = 0;
      for (let x = 0; x < beeld!.breedte; x++) {
        run = beeld!.grijs[y * beeld!.breedte + x]! < 128 ? run + 1 : 0;
        langste = Math.max(langste, run);
      }
    }
    assert.ok(Math.abs(langste - 1000) <= 3, `de lijn is ${langste / 10} mm`);
  });
});
