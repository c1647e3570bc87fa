/**
 * The GiroCode list read back as a treasurer's bank app would: rendered with pdftoppm
 * (poppler-utils), every QR code decoded with zbarimg (zbar-tools), the text with pdftotext.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { giroCodeTekst, overboekingOmschrijving } from '../domein/sepa';
import { giroCodesPdf, type GiroCodeRegel } from './girocodes';

const map = mkdtempSync(join(tmpdir(), 'girocodes-'));
after(() => rmSync(map, { recursive: true, force: true }));

const beurs = { id: 'b1', volgnummer: 3, datum: '2026-11-28' };
const IBANS = ['NL91ABNA0417164300', 'NL02RABO0123456789', 'DE89370400440532013000', 'BE68539007547034'];

/** Nine sellers: two pages; names and amounts of every kind. */
const regels: GiroCodeRegel[] = Array.from({ length: 9 }, (_, i) => ({
  verkopersnummer: 10 + i,
  naam: ['Zoë de Vries-Öztürk', 'Иван Петров', 'Ævar Þór Ørsted'][i] ?? `Verkoper ${10 + i}`,
  iban: IBANS[i % IBANS.length]!,
  bedragCent: 5 + i * 1_237,
  omschrijving: overboekingOmschrijving(beurs.datum, 10 + i),
}));

/** The data of every QR code zbarimg finds on each page, per page. */
function scan(pdf: Uint8Array): string[][] {
  const bestand = join(map, 'lijst.pdf');
  writeFileSync(bestand, pdf);
  execFileSync('pdftoppm', ['-r', '150', '-gray', '-png', bestand, join(map, 'lijst')], { stdio: 'ignore' });
  return readdirSync(map)
    .filter((f) => f.startsWith('lijst-') && f.endsWith('.png'))
    .sort()
    .map((pagina) => {
      const xml = execFileSync('zbarimg', ['-q', '--xml', '-Sdisable', '-Sqrcode.enable', join(map, pagina)], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      return [...xml.matchAll(/<data><!\[CDATA\[([\s\S]*?)\]\]><\/data>/g)].map((m) => m[1]!).sort();
    });
}

describe('GiroCodes: de lijst voor een bank zonder batch-import', () => {
  it('elke code scant tot de overboeking van die verkoper, acht per pagina', async () => {
    const paginas = scan(await giroCodesPdf(beurs, regels));
    assert.equal(paginas.length, 2);
    assert.deepEqual(
      paginas.map((p) => p.length),
      [8, 1],
    );
    assert.deepEqual(paginas.flat().sort(), regels.map((r) => giroCodeTekst(r)).sort());
  });

  it('naast elke code staan nummer, naam, bedrag, IBAN in groepen en omschrijving om te controleren', async () => {
    const pad = join(map, 'tekst.pdf');
    writeFileSync(pad, await giroCodesPdf(beurs, regels));
    const tekst = execFileSync('pdftotext', ['-layout', pad, '-'], { encoding: 'utf8' });
    assert.match(tekst, /GiroCodes: uitbetaling per bank/);
    assert.match(tekst, /Beurs 3 van zaterdag 28 november 2026/);
    assert.match(tekst, /Verkoper 10/);
    // The names as the bank reads them from the code (issue 50): before, Cyrillic printed as '????'.
    for (const naam of ['Zoe de Vries-Ozturk', 'Ivan Petrov', 'AEvar THor Orsted'])
      assert.match(tekst, new RegExp(naam));
    assert.doesNotMatch(tekst, /\?\?/);
    assert.match(tekst, /€ 0,05/);
    assert.match(tekst, /€ 99,01/);
    // Nothing cut off: every IBAN in full, the description over two lines.
    for (const iban of [
      'NL91 ABNA 0417 1643 00',
      'NL02 RABO 0123 4567 89',
      'DE89 3704 0044 0532 0130 00',
      'BE68 5390 0754 7034',
    ])
      assert.ok(tekst.includes(iban), iban);
    assert.doesNotMatch(tekst, /…/);
    const opEenRegel = execFileSync('pdftotext', [pad, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    for (const r of regels) assert.ok(opEenRegel.includes(r.omschrijving), r.omschrijving);
  });

  it('zonder verkopers per bank zegt de lijst dat', async () => {
    const pad = join(map, 'leeg.pdf');
    writeFileSync(pad, await giroCodesPdf(beurs, []));
    assert.match(execFileSync('pdftotext', [pad, '-'], { encoding: 'utf8' }), /Niemand wordt per bank uitbetaald/);
  });
});
