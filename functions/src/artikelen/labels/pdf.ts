/**
 * The item labels as a PDF: A4 sheets of 3 × 8 labels of 70 × 36 mm (the Avery 3475 layout,
 * no side margins, 4.5 mm at top and bottom), numbered row by row. The barcode is Code 128 as
 * bwip-js encodes it (its bar widths, drawn as vector rectangles so it stays sharp at any
 * printer resolution), with its digits printed below it. Nothing is printed within
 * RAND_MM of the sheet's edges: many office printers cannot print there, and the labels at the
 * sides of the sheet (which has no side margins) would lose their seller number or price.
 */
import bwipjs from 'bwip-js';
import {
  fill,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingGrayscaleColor,
  StandardFonts,
  type PDFFont,
  type PDFOperator,
  type PDFPage,
} from 'pdf-lib';
import { type ArtikelMetCode } from '../domein/artikelen';
import { euro } from '../../kern/geld';
import { KOLOMMEN, LABELS_PER_VEL } from '../domein/labels';

const MM = 72 / 25.4;
const A4 = { breedte: 210 * MM, hoogte: 297 * MM };
const LABEL = { breedte: 70 * MM, hoogte: 36 * MM };
const BOVENMARGE = 4.5 * MM;
const LINKERMARGE = (A4.breedte - KOLOMMEN * LABEL.breedte) / 2;
/** Many printers cannot print the outer 4-5 mm of a sheet. */
export const RAND_MM = 5;
/**
 * The space inside a label before its text: the labels at the sheet's sides touch its edge, so
 * every label keeps RAND_MM on both sides (one layout for every column).
 */
const BINNEN = RAND_MM * MM;
/** One module (the narrowest bar) of the barcode: wide enough for phone cameras and cheap scanners. */
const MODULE = 0.42 * MM;
const BALK_HOOGTE = 9 * MM;

const ZWART = rgb(0, 0, 0);
const ROOD = rgb(0.85, 0.05, 0.05);
const GRIJS = rgb(0.55, 0.55, 0.55);

/** The lower-left corner of label position `i` (0-based, row by row) on its sheet, in PDF points. */
function labelHoek(i: number): { x: number; y: number } {
  const kolom = i % KOLOMMEN;
  const rij = Math.floor(i / KOLOMMEN);
  return {
    x: LINKERMARGE + kolom * LABEL.breedte,
    y: A4.hoogte - BOVENMARGE - (rij + 1) * LABEL.hoogte,
  };
}

interface Fonts {
  gewoon: PDFFont;
  vet: PDFFont;
  /** The characters the standard fonts can write (WinAnsi): anything else becomes '?'. */
  tekens: Set<number>;
}

async function fonts(pdf: PDFDocument): Promise<Fonts> {
  const gewoon = await pdf.embedFont(StandardFonts.Helvetica);
  const vet = await pdf.embedFont(StandardFonts.HelveticaBold);
  return { gewoon, vet, tekens: new Set(gewoon.getCharacterSet()) };
}

const schrijfbaar = (tekst: string, f: Fonts) =>
  Array.from(tekst, (teken) => (f.tekens.has(teken.codePointAt(0)!) ? teken : '?')).join('');

/** The text cut to `breedte` with an ellipsis. */
function passend(tekst: string, font: PDFFont, grootte: number, breedte: number): string {
  if (font.widthOfTextAtSize(tekst, grootte) <= breedte) return tekst;
  let kort = tekst;
  while (kort.length > 0 && font.widthOfTextAtSize(`${kort}…`, grootte) > breedte) kort = kort.slice(0, -1);
  return `${kort.trimEnd()}…`;
}

/** The bar widths bwip-js encodes for this code (Code 128), in modules, bar first. */
function balkbreedtes(code: string): number[] {
  const [symbool] = bwipjs.raw({ bcid: 'code128', text: code }) as unknown as [{ sbs: number[] }];
  return symbool.sbs;
}

/**
 * The bars as one path of rectangles filled once: drawRectangle per bar (each with its own
 * graphics state) made a 600-page document several times slower and larger in memory.
 */
function tekenBarcode(page: PDFPage, code: string, midden: number, onder: number) {
  const breedtes = balkbreedtes(code);
  const totaal = breedtes.reduce((a, b) => a + b, 0) * MODULE;
  let x = midden - totaal / 2;
  const ops: PDFOperator[] = [pushGraphicsState(), setFillingGrayscaleColor(0)];
  breedtes.forEach((breedte, i) => {
    if (i % 2 === 0) ops.push(rectangle(x, onder, breedte * MODULE, BALK_HOOGTE));
    x += breedte * MODULE;
  });
  ops.push(fill(), popGraphicsState());
  page.pushOperators(...ops);
}

function tekenLabel(page: PDFPage, f: Fonts, a: ArtikelMetCode, hoek: { x: number; y: number }) {
  const links = hoek.x + BINNEN;
  const rechts = hoek.x + LABEL.breedte - BINNEN;
  const breed = rechts - links;
  const boven = hoek.y + LABEL.hoogte;

  const nummer = String(a.verkopersnummer);
  page.drawText(nummer, { x: links, y: boven - 9.5 * MM, size: 24, font: f.vet, color: ZWART });
  const prijs = euro(a.prijsCent);
  const prijsGrootte = 18;
  page.drawText(prijs, {
    x: rechts - f.vet.widthOfTextAtSize(prijs, prijsGrootte),
    y: boven - 9 * MM,
    size: prijsGrootte,
    font: f.vet,
    color: ZWART,
  });
  if (a.labelHalf) {
    // "Mag afgeprijsd" at a fair with halve prijs (issue 54, labelToontHalf): a ½ in a box left of
    // the price, for volunteers and buyers to see;
    // the barcode stays as it is (the till knows the choice from the item).
    const teken = '½';
    const grootte = 14;
    const breedte = f.vet.widthOfTextAtSize(teken, grootte);
    const x = rechts - f.vet.widthOfTextAtSize(prijs, prijsGrootte) - breedte - 4 * MM;
    page.drawRectangle({
      x: x - 0.8 * MM,
      y: boven - 9.8 * MM,
      width: breedte + 1.6 * MM,
      height: 6.2 * MM,
      borderColor: ZWART,
      borderWidth: 0.8,
    });
    page.drawText(teken, { x, y: boven - 8.6 * MM, size: grootte, font: f.vet, color: ZWART });
  }

  const regel = [`Art. ${a.artikelnummer}`, a.maat ? `Maat ${a.maat}` : null, a.ruimte].filter(Boolean).join('  ·  ');
  // A long size (free text) is cut, so the line stays clear of the sheet's edge.
  page.drawText(passend(schrijfbaar(regel, f), f.vet, 8, breed), {
    x: links,
    y: boven - 14 * MM,
    size: 8,
    font: f.vet,
    color: ZWART,
  });

  let omschrijvingBreedte = breed;
  if (a.retour) {
    const woord = 'retour';
    const grootte = 9;
    const tekstX = rechts - f.vet.widthOfTextAtSize(woord, grootte);
    const straal = 1.6 * MM;
    page.drawCircle({ x: tekstX - straal - 1 * MM, y: boven - 17.6 * MM, size: straal, color: ROOD });
    page.drawText(woord, { x: tekstX, y: boven - 18.5 * MM, size: grootte, font: f.vet, color: ROOD });
    omschrijvingBreedte = tekstX - 2 * straal - 3 * MM - links;
  }
  const omschrijving = passend(schrijfbaar(a.omschrijving, f), f.gewoon, 8, omschrijvingBreedte);
  page.drawText(omschrijving, { x: links, y: boven - 18.5 * MM, size: 8, font: f.gewoon, color: ZWART });

  const midden = hoek.x + LABEL.breedte / 2;
  tekenBarcode(page, a.code, midden, hoek.y + 5.2 * MM);
  const cijferGrootte = 8;
  page.drawText(a.code, {
    x: midden - f.gewoon.widthOfTextAtSize(a.code, cijferGrootte) / 2,
    y: hoek.y + 2.3 * MM,
    size: cijferGrootte,
    font: f.gewoon,
    color: ZWART,
  });
}

export interface LabelOpties {
  /** The first label position to use on the first sheet, 1-24 (for a half-used sheet). */
  start: number;
  titel: string;
}

/** The labels of these items, from position `start` on the first sheet on. */
export async function labelsPdf(artikelen: ArtikelMetCode[], opties: LabelOpties): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(opties.titel);
  pdf.setCreator('Kinderkledingbeurs');
  const f = await fonts(pdf);
  let page: PDFPage | null = null;
  artikelen.forEach((artikel, i) => {
    const positie = opties.start - 1 + i;
    if (page === null || positie % LABELS_PER_VEL === 0) page = pdf.addPage([A4.breedte, A4.hoogte]);
    tekenLabel(page, f, artikel, labelHoek(positie % LABELS_PER_VEL));
  });
  if (page === null) {
    const leeg = pdf.addPage([A4.breedte, A4.hoogte]);
    leeg.drawText('Er zijn nog geen artikelen om labels voor te maken.', {
      x: 20 * MM,
      y: A4.hoogte - 30 * MM,
      size: 12,
      font: f.gewoon,
    });
  }
  return pdf.save();
}

/**
 * The alignment test page. Sheet 1: every label's outline, cross and number, and nothing else,
 * so it can be held against a label sheet with nothing printed over the labels (the sheet has
 * no room beside them). Sheet 2: how to use it, and a 100 mm line that shows whether the
 * printer scales (print at 100 %, 'Werkelijke grootte', not 'Aanpassen aan pagina').
 */
export async function testpaginaPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Testpagina labels');
  const f = await fonts(pdf);
  const page = pdf.addPage([A4.breedte, A4.hoogte]);
  for (let i = 0; i < LABELS_PER_VEL; i++) {
    const hoek = labelHoek(i);
    page.drawRectangle({
      x: hoek.x,
      y: hoek.y,
      width: LABEL.breedte,
      height: LABEL.hoogte,
      borderColor: GRIJS,
      borderWidth: 0.5,
    });
    const midden = { x: hoek.x + LABEL.breedte / 2, y: hoek.y + LABEL.hoogte / 2 };
    page.drawLine({
      start: { x: midden.x - 3 * MM, y: midden.y },
      end: { x: midden.x + 3 * MM, y: midden.y },
      color: GRIJS,
    });
    page.drawLine({
      start: { x: midden.x, y: midden.y - 3 * MM },
      end: { x: midden.x, y: midden.y + 3 * MM },
      color: GRIJS,
    });
    page.drawText(`Label ${i + 1}`, { x: hoek.x + BINNEN, y: hoek.y + LABEL.hoogte - 9 * MM, size: 10, font: f.vet });
  }

  const uitleg = pdf.addPage([A4.breedte, A4.hoogte]);
  const links = 20 * MM;
  uitleg.drawText('Testpagina labels: zo gebruikt u hem', { x: links, y: A4.hoogte - 30 * MM, size: 14, font: f.vet });
  const tekst = [
    'Druk beide bladen af op gewoon papier, op ware grootte (100 %, niet "aanpassen aan pagina").',
    'Leg blad 1 op een vel labels tegen het licht: de kaders moeten op de labels vallen en',
    'de kruisjes in het midden van elk label.',
    'Meet de lijn hieronder: hij moet precies 100 mm lang zijn. Is hij korter of langer, dan',
    'vergroot of verkleint de printer: zet in het afdrukvenster de schaal op 100 %.',
  ];
  tekst.forEach((regel, i) =>
    uitleg.drawText(regel, { x: links, y: A4.hoogte - 42 * MM - i * 5.5 * MM, size: 10, font: f.gewoon }),
  );
  const lijnY = A4.hoogte - 85 * MM;
  uitleg.drawLine({ start: { x: 55 * MM, y: lijnY }, end: { x: 155 * MM, y: lijnY }, thickness: 1, color: ZWART });
  uitleg.drawText('Deze lijn is precies 100 mm lang', { x: 80 * MM, y: lijnY - 6 * MM, size: 10, font: f.gewoon });
  return pdf.save();
}
