/**
 * What the settlement's PDFs (pdf-lib) share: the A4 page, the fonts and the text the standard
 * font can write, a writer of lines and columns that cuts text to its width, and the title.
 * Every amount comes from the domain's `bedrag` (afrekening/domein/weergave.ts), so the slips,
 * the page and the CSV say the same to the cent.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import transliterate from '@sindresorhus/transliterate';
import type { AfrekeningBeurs } from '../domein/afrekening';
import { langeDatum } from '../../kern/datums';

export const A4: [number, number] = [595.28, 841.89];

export const ZWART = rgb(0, 0, 0);
export const GRIJS = rgb(0.45, 0.45, 0.45);

export interface Fonts {
  gewoon: PDFFont;
  vet: PDFFont;
  /**
   * Text as the standard font can write it: accents it lacks are dropped, letters of other
   * scripts transliterated as for the bank (banknaam.ts: Иван → Ivan, Ø → O), and only what has
   * no Latin form (Chinese) becomes '?'.
   */
  veilig: (tekst: string) => string;
}

export async function fonts(doc: PDFDocument): Promise<Fonts> {
  const gewoon = await doc.embedFont(StandardFonts.Helvetica);
  const vet = await doc.embedFont(StandardFonts.HelveticaBold);
  const kan = new Set(gewoon.getCharacterSet());
  const veilig = (tekst: string) =>
    [...tekst]
      .map((teken) => {
        if (kan.has(teken.codePointAt(0)!)) return teken;
        const zonderAccent = teken.normalize('NFKD').replace(/\p{M}/gu, '');
        if (zonderAccent !== '' && [...zonderAccent].every((t) => kan.has(t.codePointAt(0)!))) return zonderAccent;
        const latijns = transliterate(teken);
        return latijns !== '' && [...latijns].every((t) => kan.has(t.codePointAt(0)!)) ? latijns : '?';
      })
      .join('');
  return { gewoon, vet, veilig };
}

/**
 * Text cut with '…' to a width, in time linear in its length: the widths of the characters
 * are added up once (measuring the whole text again for every character dropped took minutes
 * for a line of a few thousand numbers, issue #24). Kerning makes a measured prefix a little
 * narrower or wider than the sum, so the result is measured once and shortened further if needed.
 */
export function passend(f: Pick<Fonts, 'veilig'>, tekst: string, font: PDFFont, size: number, breedte: number) {
  const t = f.veilig(tekst);
  if (font.widthOfTextAtSize(t, size) <= breedte) return t;
  const tekens = [...t];
  const ruimte = breedte - font.widthOfTextAtSize('…', size);
  let lengte = 0;
  let som = 0;
  while (lengte < tekens.length) {
    const w = font.widthOfTextAtSize(tekens[lengte]!, size);
    if (som + w > ruimte) break;
    som += w;
    lengte++;
  }
  let kort = `${tekens.slice(0, lengte).join('')}…`;
  while (lengte > 0 && font.widthOfTextAtSize(kort, size) > breedte) kort = `${tekens.slice(0, --lengte).join('')}…`;
  return kort;
}

/** A cell of a line in columns: `van` points from the left edge, `breedte` wide. */
export interface Cel {
  tekst: string;
  van: number;
  breedte: number;
  rechts?: boolean;
}

/** Writes lines downwards from a top-left corner; `regel` answers false once the box is full. */
export function schrijver(page: PDFPage, f: Fonts, x: number, boven: number, breedte: number, onder: number) {
  let y = boven;
  const past = (tekst: string, font: PDFFont, size: number) => passend(f, tekst, font, size, breedte);
  return {
    get y() {
      return y;
    },
    regel(tekst: string, opties: { size?: number; vet?: boolean; rechts?: string; kleur?: typeof ZWART } = {}) {
      const size = opties.size ?? 8.5;
      if (y - size < onder) return false;
      y -= size + 2.5;
      const font = opties.vet ? f.vet : f.gewoon;
      const color = opties.kleur ?? ZWART;
      if (opties.rechts !== undefined) {
        const rechts = f.veilig(opties.rechts);
        const w = font.widthOfTextAtSize(rechts, size);
        page.drawText(rechts, { x: x + breedte - w, y, size, font, color });
        page.drawText(past(tekst, font, size), { x, y, size, font, color });
      } else {
        page.drawText(past(tekst, font, size), { x, y, size, font, color });
      }
      return true;
    },
    /** One line in columns: each cell cut to its width, or right-aligned against its end. */
    rij(cellen: Cel[], opties: { size?: number; vet?: boolean } = {}) {
      const size = opties.size ?? 8.5;
      if (y - size < onder) return false;
      y -= size + 2.5;
      const font = opties.vet ? f.vet : f.gewoon;
      for (const cel of cellen) {
        const tekst = cel.rechts ? f.veilig(cel.tekst) : passend(f, cel.tekst, font, size, cel.breedte);
        const dx = cel.rechts ? cel.breedte - font.widthOfTextAtSize(tekst, size) : 0;
        page.drawText(tekst, { x: x + cel.van + dx, y, size, font, color: ZWART });
      }
      return true;
    },
    ruimte(pt: number) {
      y -= pt;
    },
  };
}

/**
 * Parts joined by ', ' on as many lines as they need, each line passing `past`: nothing is cut
 * off (an envelope of € 9,65 needs five kinds of notes and coins, more than one line holds).
 */
export function verdeel(delen: string[], past: (regel: string) => boolean): string[] {
  const regels: string[] = [];
  for (const deel of delen) {
    const laatste = regels.at(-1);
    if (laatste !== undefined && past(`${laatste}, ${deel},`)) regels[regels.length - 1] = `${laatste}, ${deel}`;
    else regels.push(deel);
  }
  return regels.map((regel, i) => (i < regels.length - 1 ? `${regel},` : regel));
}

/** 'Beurs 3 van zaterdag 28 november 2026': the date in the one Dutch form of every page. */
export const titel = (beurs: AfrekeningBeurs) => `Beurs ${beurs.volgnummer} van ${langeDatum(beurs.datum)}`;
