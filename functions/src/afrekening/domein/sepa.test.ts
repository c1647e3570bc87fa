import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { endToEndId, giroCodeTekst, overboekingOmschrijving, sepaBedrag, sepaXml, type SepaBatch } from './sepa';
import { sepaTekst } from './banknaam';

/** The ISO 20022 schema of pain.001.001.03, kept in the project's fixtures. */
const XSD = join(__dirname, '..', 'testing', 'pain.001.001.03.xsd');
const map = mkdtempSync(join(tmpdir(), 'sepa-'));
after(() => rmSync(map, { recursive: true, force: true }));

/** xmllint's verdict on a document against the schema: null when valid, else its complaint. */
function schemaFout(document: string): string | null {
  const pad = join(map, `${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(pad, document);
  const r = spawnSync('xmllint', ['--noout', '--schema', XSD, pad], { encoding: 'utf8' });
  if (r.error) throw new Error(`xmllint ontbreekt (Debian: libxml2-utils): ${r.error.message}`);
  return r.status === 0 ? null : r.stderr;
}

const batch: SepaBatch = {
  berichtId: 'KKB-20261128-uitbetaling-1',
  aangemaakt: new Date('2026-11-30T19:04:05.123Z'),
  uitvoerdatum: '2026-12-01',
  opdrachtgever: { naam: 'Stichting Kinderkledingbeurs De Wijk', iban: 'NL91ABNA0417164300' },
  overboekingen: [
    {
      endToEndId: endToEndId('2026-11-28', 12),
      bedragCent: 4_237,
      naam: 'Zoë & Jörg <de Vries>',
      iban: 'NL02RABO0123456789',
      omschrijving: overboekingOmschrijving('2026-11-28', 12),
    },
    {
      endToEndId: endToEndId('2026-11-28', 7),
      bedragCent: 5,
      naam: 'A'.repeat(90),
      iban: 'DE89370400440532013000',
      omschrijving: overboekingOmschrijving('2026-11-28', 7),
    },
    {
      endToEndId: endToEndId('2026-11-28', 9999),
      bedragCent: 123_456,
      naam: "Anne-Marie O'Neill",
      iban: 'BE68539007547034',
      omschrijving: overboekingOmschrijving('2026-11-28', 9999),
    },
  ],
};

describe('SEPA credit transfer batch (pain.001.001.03)', () => {
  it('validates against the ISO 20022 schema, with names that need the SEPA character set', () => {
    assert.equal(schemaFout(sepaXml(batch)), null);
  });

  it('the schema check can fail: a file with a wrong element is refused', () => {
    const fout = sepaXml(batch).replace('<ChrgBr>SLEV</ChrgBr>', '<ChrgBr>GRATIS</ChrgBr>');
    assert.match(schemaFout(fout) ?? '', /ChrgBr/);
  });

  it('counts the transactions and sums them to the cent, in the header and in the payment block', () => {
    const document = sepaXml(batch);
    assert.deepEqual(
      [...document.matchAll(/<NbOfTxs>(\d+)<\/NbOfTxs>/g)].map((m) => m[1]),
      ['3', '3'],
    );
    assert.deepEqual(
      [...document.matchAll(/<CtrlSum>([\d.]+)<\/CtrlSum>/g)].map((m) => m[1]),
      ['1276.98', '1276.98'],
    );
    assert.deepEqual(
      [...document.matchAll(/<InstdAmt Ccy="EUR">([\d.]+)<\/InstdAmt>/g)].map((m) => m[1]),
      ['42.37', '0.05', '1234.56'],
    );
  });

  it('says who is paid, where to, and why, for each seller', () => {
    const document = sepaXml(batch);
    assert.match(document, /<Nm>Zoe \+ Jorg de Vries<\/Nm>/);
    assert.match(document, /<IBAN>NL02RABO0123456789<\/IBAN>/);
    assert.match(document, /<EndToEndId>KKB-20261128-V12<\/EndToEndId>/);
    assert.match(document, /<Ustrd>Kinderkledingbeurs 28-11-2026 verkoper 12<\/Ustrd>/);
    assert.match(document, /<Nm>A{70}<\/Nm>/);
    assert.match(document, /<Nm>Anne-Marie O&apos;Neill<\/Nm>/);
    assert.match(document, /<DbtrAcct><Id><IBAN>NL91ABNA0417164300<\/IBAN><\/Id><\/DbtrAcct>/);
  });

  it('writes names in another script readably, and the file still validates (issue 50)', () => {
    const namen = ['Иван Петров', 'Γιώργος Παπαδόπουλος', 'Ævar Þór Ørsted', 'Đorđe Nguyễn Thị Minh', 'Søren Åberg ß'];
    const anders: SepaBatch = {
      ...batch,
      opdrachtgever: { ...batch.opdrachtgever, naam: 'Фонд Детская ярмарка' },
      overboekingen: namen.map((naam, i) => ({ ...batch.overboekingen[0]!, endToEndId: `E${i}`, naam })),
    };
    const document = sepaXml(anders);
    assert.equal(schemaFout(document), null);
    assert.deepEqual(
      [...document.matchAll(/<Nm>([^<]*)<\/Nm>/g)].map((m) => m[1]),
      [
        'Fond Detskaya yarmarka',
        'Fond Detskaya yarmarka',
        'Ivan Petrov',
        'Giorgos Papadopoylos',
        'AEvar THor Orsted',
        'Dorde Nguyen Thi Minh',
        'Soren Aberg ss',
      ],
    );
  });

  it('never writes an empty name: a name the bank cannot read stops the file, not the bank (issue 50)', () => {
    const chinees = { ...batch.overboekingen[0]!, naam: '王小明' };
    assert.throws(() => sepaXml({ ...batch, overboekingen: [chinees] }), RangeError);
    assert.throws(() => sepaXml({ ...batch, opdrachtgever: { ...batch.opdrachtgever, naam: '***' } }), RangeError);
    assert.throws(() => giroCodeTekst(chinees), RangeError);
  });

  it('refuses an empty batch', () => {
    assert.throws(() => sepaXml({ ...batch, overboekingen: [] }), RangeError);
  });

  it('writes cents as the file’s amounts and keeps texts in the SEPA character set', () => {
    assert.equal(sepaBedrag(0), '0.00');
    assert.equal(sepaBedrag(7), '0.07');
    assert.equal(sepaBedrag(100_000), '1000.00');
    // The dash is transliterated to its SEPA twin; what has none becomes a space.
    assert.equal(sepaTekst('  Ça va — ß ', 70), 'Ca va - ss');
    assert.equal(sepaTekst('Zoë ★ Jörg', 70), 'Zoe Jorg');
    assert.equal(sepaTekst('x'.repeat(80), 35), 'x'.repeat(35));
  });
});

describe('GiroCode (EPC QR) text', () => {
  it('has the EPC069-12 lines: version 002, UTF-8, SCT, no BIC, name, IBAN, amount, free text', () => {
    assert.equal(
      giroCodeTekst(batch.overboekingen[0]!),
      'BCD\n002\n1\nSCT\n\nZoe + Jorg de Vries\nNL02RABO0123456789\nEUR42.37\n\n\nKinderkledingbeurs 28-11-2026 verkoper 12',
    );
  });

  it('refuses an amount a GiroCode cannot carry', () => {
    assert.throws(() => giroCodeTekst({ ...batch.overboekingen[0]!, bedragCent: 0 }), RangeError);
  });
});
