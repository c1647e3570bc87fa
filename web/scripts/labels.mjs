// Builds the printable label sheet (A4) that the Labelen page offers for download, into
// public/data/labels.pdf, before every build. Generated, not committed: one source of truth.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const out = join(import.meta.dirname, '..', 'public', 'data', 'labels.pdf');

const A4 = [595.28, 841.89];
const MARGE = 28;
const KOLOMMEN = 3;
const RIJEN = 6;
const KOP = 118;

const teal = rgb(0.043, 0.392, 0.4);
const grijs = rgb(0.45, 0.45, 0.45);
const zwart = rgb(0.1, 0.1, 0.1);
const rood = rgb(0.83, 0.18, 0.18);

const pdf = await PDFDocument.create();
pdf.setTitle('Labels kinderkledingbeurs');
pdf.setAuthor('Kinderkledingbeurs');
pdf.setLanguage('nl-NL');
pdf.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
pdf.setModificationDate(new Date(Date.UTC(2026, 0, 1)));
const regular = await pdf.embedFont(StandardFonts.Helvetica);
const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
const page = pdf.addPage(A4);
const [breedte, hoogte] = A4;

let y = hoogte - MARGE - 18;
page.drawText('Labels kinderkledingbeurs', { x: MARGE, y, size: 18, font: bold, color: teal });
const uitleg = [
  'Vul op elk label je verkopersnummer, de maat en de prijs in. Knip de labels langs de stippellijn uit.',
  'Maak het label vast met een touwtje of een veiligheidsspeld, niet met een punaise.',
  "Wil je een artikel terug als het niet verkocht wordt? Kleur dan het rondje rood en laat 'retour' staan.",
  'Onverkochte artikelen onder € 1 komen niet retour en gaan naar het goede doel.',
];
y -= 22;
for (const regel of uitleg) {
  page.drawText(regel, { x: MARGE, y, size: 9.5, font: regular, color: zwart });
  y -= 14;
}

const vakB = (breedte - 2 * MARGE) / KOLOMMEN;
const vakH = (hoogte - 2 * MARGE - KOP) / RIJEN;
const STIPPEL = [3, 3];

for (let r = 0; r < RIJEN; r++) {
  for (let k = 0; k < KOLOMMEN; k++) {
    const x = MARGE + k * vakB;
    const top = hoogte - MARGE - KOP - r * vakH;
    page.drawRectangle({
      x,
      y: top - vakH,
      width: vakB,
      height: vakH,
      borderColor: grijs,
      borderWidth: 0.6,
      borderDashArray: STIPPEL,
    });
    // The hole for the string or safety pin.
    page.drawCircle({ x: x + 12, y: top - 12, size: 3, borderColor: grijs, borderWidth: 0.6 });
    const regels = ['Nummer', 'Maat', 'Prijs  €'];
    regels.forEach((label, i) => {
      const ry = top - 30 - i * 22;
      page.drawText(label, { x: x + 12, y: ry, size: 10, font: bold, color: zwart });
      const start = x + 12 + bold.widthOfTextAtSize(label, 10) + 6;
      page.drawLine({
        start: { x: start, y: ry - 2 },
        end: { x: x + vakB - 12, y: ry - 2 },
        thickness: 0.6,
        color: grijs,
      });
    });
    const ry = top - vakH + 12;
    page.drawCircle({ x: x + 18, y: ry + 3, size: 6, borderColor: rood, borderWidth: 1.2 });
    page.drawText('retour', { x: x + 30, y: ry, size: 10, font: bold, color: rood });
    page.drawText('(rondje rood = terug)', {
      x: x + 30 + bold.widthOfTextAtSize('retour', 10) + 5,
      y: ry,
      size: 7.5,
      font: regular,
      color: grijs,
    });
  }
}

mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, await pdf.save());
console.log(`Labels geschreven: ${out}`);
