/**
 * Words that are written one way in every text a user reads (issue 25, defect 10): 'e-mail'
 * ('E-mail' only at the start of a sentence or label, never 'email' or 'Email'), and 'kassa’s'
 * with the typographic apostrophe. Scans the texts of the web app and of the server's mails,
 * PDFs and messages: string literals and JSX text, outside comments.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';

const ROOT = join(__dirname, '..', '..');
const MAPPEN = ['web/src', 'functions/src'];

function bronnen(map: string): string[] {
  return readdirSync(map, { withFileTypes: true }).flatMap((e) => {
    const pad = join(map, e.name);
    // The stores' SQL (the areas' store/, platform/sqlite/ and platform/firestore/) and the test
    // fixtures are no text a user reads.
    if (e.isDirectory()) return ['testing', 'store', 'sqlite', 'firestore'].includes(e.name) ? [] : bronnen(pad);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [pad] : [];
  });
}

/** The texts of a source file: its string literals and JSX text, comments left out. */
export function teksten(code: string): string[] {
  const zonderCommentaar = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
    .replace(/^(import|export)\b[^;]*\bfrom\s*['"][^'"]*['"];?/gm, '');
  const literals = zonderCommentaar.match(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g) ?? [];
  const jsx = [...zonderCommentaar.matchAll(/>([^<>{}=;]*[A-Za-z][^<>{}=;]*)</g)].map((m) => m[1]!);
  // An interpolation's code (`${d.email}`) is no text.
  return [...literals.map((l) => l.slice(1, -1).replace(/\$\{[^}]*\}/g, '…')), ...jsx];
}

/** The wrong forms in one text, if any. */
export function fouteVormen(volledig: string): string[] {
  // A Markdown code span (`{ naam, email }` in the API's reference) names fields, it is code.
  const tekst = volledig.replace(/`[^`]*`/g, '…');
  const fout: string[] = [];
  // A label ('Email') or any sentence; a bare 'email' without spaces is a field's name or an input type.
  if (/\bEmail/.test(tekst) || (/\s/.test(tekst) && /\bemail/.test(tekst))) fout.push('email → e-mail');
  if (/[a-z0-9,;:] E-mail/.test(tekst)) fout.push('E-mail midden in een zin → e-mail');
  if (/[Kk]assa's/.test(tekst)) fout.push("kassa's → kassa’s");
  return fout;
}

describe('spelling van de teksten', () => {
  it('herkent de foute vormen en laat de goede en de code met rust', () => {
    assert.deepEqual(fouteVormen('Email'), ['email → e-mail']);
    assert.deepEqual(fouteVormen('Naam, email, telefoon'), ['email → e-mail']);
    assert.deepEqual(fouteVormen('je emailadres'), ['email → e-mail']);
    assert.deepEqual(fouteVormen('Stuur een E-mail'), ['E-mail midden in een zin → e-mail']);
    assert.deepEqual(fouteVormen("Kassa's Kleding"), ["kassa's → kassa’s"]);
    assert.deepEqual(fouteVormen('Answer: `{ naam, email }` of the person'), []);
    assert.deepEqual(fouteVormen('Answer: `{ naam }` and the email'), ['email → e-mail']);
    for (const goed of ['E-mail', 'je e-mail', 'E-mailadres', 'email', 'kassa’s', 'Kassa’s Kleding', 'mailto:'])
      assert.deepEqual(fouteVormen(goed), [], goed);
    assert.deepEqual(teksten('const a = `Mail ${d.email} nu`; // Email in commentaar\n<b>Je email</b>'), [
      'Mail … nu',
      'Je email',
    ]);
  });

  it('e-mail en kassa’s zijn overal in de web-app, de mails, de pdf’s en de meldingen op één manier geschreven', () => {
    const fouten = MAPPEN.flatMap((map) => bronnen(join(ROOT, map))).flatMap((bestand) =>
      teksten(readFileSync(bestand, 'utf8')).flatMap((tekst) =>
        fouteVormen(tekst).map((f) => `${relative(ROOT, bestand)}: "${tekst.trim().slice(0, 80)}" (${f})`),
      ),
    );
    assert.deepEqual(fouten, []);
  });
});
