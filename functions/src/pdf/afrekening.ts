/**
 * The settlement's PDFs (pdf-lib): the envelope slips, six per A4 with dashed cut lines, and
 * the summary sheet for the administrator. Every amount comes from domain/afrekening.ts and is
 * written with its `bedrag`, so the slips, the page and the CSV say the same to the cent.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  bedrag,
  COUPURE_NAAM,
  COUPURES,
  envelopTekst,
  GOED_DOEL_NAAM,
  type Afrekening,
  type AfrekeningBeurs,
  type Coupures,
  type GoedDoel,
  type VerkoperAfrekening,
} from '../domain/afrekening';

const A4: [number, number] = [595.28, 841.89];
const KOLOMMEN = 2;
const RIJEN = 3;
const MARGE = 14;
const ZWART = rgb(0, 0, 0);
const GRIJS = rgb(0.45, 0.45, 0.45);
/** Font size of the notes-and-coins lines on a slip. */
const COUPURE_GROOTTE = 7.5;

/** Letters without a decomposition that the standard font lacks, written as their base letter. */
const LETTERS: Record<string, string> = { Ł: 'L', ł: 'l', Ø: 'O', ø: 'o', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

interface Fonts {
  gewoon: PDFFont;
  vet: PDFFont;
  /** Text as the standard font can write it: accents it lacks are dropped, other letters become '?'. */
  veilig: (tekst: string) => string;
}

async function fonts(doc: PDFDocument): Promise<Fonts> {
  const gewoon = await doc.embedFont(StandardFonts.Helvetica);
  const vet = await doc.embedFont(StandardFonts.HelveticaBold);
  const kan = new Set(gewoon.getCharacterSet());
  const veilig = (tekst: string) =>
    [...tekst]
      .map((teken) => {
        if (kan.has(teken.codePointAt(0)!)) return teken;
        const zonderAccent = LETTERS[teken] ?? teken.normalize('NFKD').replace(/\p{M}/gu, '');
        return [...zonderAccent].every((t) => kan.has(t.codePointAt(0)!)) ? zonderAccent : '?';
      })
      .join('');
  return { gewoon, vet, veilig };
}

/** Writes lines downwards from a top-left corner; `regel` answers false once the box is full. */
function schrijver(page: PDFPage, f: Fonts, x: number, boven: number, breedte: number, onder: number) {
  let y = boven;
  const past = (tekst: string, font: PDFFont, size: number) => {
    let t = f.veilig(tekst);
    while (t.length > 1 && font.widthOfTextAtSize(t, size) > breedte) t = `${t.slice(0, -2)}…`;
    return t;
  };
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
    ruimte(pt: number) {
      y -= pt;
    },
  };
}

/** A deduction: '-€ 2,00', or '€ 0,00' when nothing is deducted. */
const af = (cent: number) => (cent > 0 ? `-${bedrag(cent)}` : bedrag(0));

const coupureDelen = (c: Coupures): string[] =>
  COUPURES.filter((w) => c[w] > 0).map((w) => `${c[w]} × ${COUPURE_NAAM(w)}`);

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

/** The sold lines, compactly: item number and price, hand-written labels counted. */
function verkochtTekst(v: VerkoperAfrekening): string[] {
  const metNummer = v.verkochteArtikelen.filter((a) => a.artikelnummer !== null);
  const delen = metNummer.map((a) => `nr ${a.artikelnummer} ${bedrag(a.prijsCent)}${a.dubbel ? ' (dubbel)' : ''}`);
  const regels: string[] = [];
  for (let i = 0; i < delen.length; i += 5) regels.push(delen.slice(i, i + 5).join(' · '));
  if (v.handgeschreven > 0) {
    regels.push(`${v.handgeschreven} ${v.handgeschreven === 1 ? 'regel' : 'regels'} met handgeschreven label`);
  }
  return regels;
}

function envelop(page: PDFPage, f: Fonts, v: VerkoperAfrekening, x: number, boven: number, b: number, h: number) {
  const s = schrijver(page, f, x + MARGE, boven - MARGE + 4, b - 2 * MARGE, boven - h + MARGE - 4);
  s.regel(`Verkoper ${v.nummer}`, { size: 13, vet: true, rechts: envelopTekst(v) });
  s.regel(v.naam, { size: 10 });
  s.ruimte(3);
  s.regel(`Verkocht: ${v.verkocht}`, { vet: true });
  const verkocht = verkochtTekst(v);
  const coupures = verdeel(
    coupureDelen(v.coupures),
    (regel) => f.gewoon.widthOfTextAtSize(f.veilig(regel), COUPURE_GROOTTE) <= b - 2 * MARGE,
  );
  // What follows the sold lines needs this much room: the calculation, and 10 pt for each line
  // of notes and coins and for the retour line.
  const ruimteVoorRest = 85 + 10 * (coupures.length + (v.terug.length ? 1 : 0));
  let getoond = 0;
  for (const regel of verkocht) {
    if (s.y - ruimteVoorRest < boven - h + MARGE) break;
    s.regel(regel, { size: 7, kleur: GRIJS });
    getoond += 1;
  }
  if (getoond < verkocht.length)
    s.regel(`… en meer (${verkocht.length - getoond} regels, zie het overzicht)`, { size: 7 });
  s.ruimte(3);
  s.regel('Omzet', { rechts: bedrag(v.omzetCent) });
  s.regel('Commissie', { rechts: af(v.commissieCent) });
  s.regel(v.vrijwilliger ? 'Administratiekosten (vrijwilliger)' : 'Administratiekosten', {
    rechts: af(v.administratiekostenCent),
  });
  s.regel(v.retourReden === 'afgifte' ? 'Retourkosten (bij inleveren)' : 'Retourkosten', {
    rechts: af(v.retourkostenCent),
  });
  s.regel('Uitbetaling', { vet: true, rechts: bedrag(v.uitbetalingCent) });
  s.regel(v.nogTeBetalenCent > 0 ? 'Nog te betalen' : 'In de envelop', {
    vet: true,
    size: 10,
    rechts: v.nogTeBetalenCent > 0 ? bedrag(v.nogTeBetalenCent) : bedrag(v.envelopCent),
  });
  for (const regel of coupures) s.regel(regel, { size: COUPURE_GROOTTE });
  if (v.terug.length) {
    s.regel(`Retour: ${v.terug.length} (nrs ${v.terug.map((t) => t.artikelnummer).join(', ')})`, { size: 7.5 });
  }
}

function snijlijnen(page: PDFPage, b: number, h: number) {
  const lijn = { thickness: 0.5, color: GRIJS, dashArray: [4, 3] };
  for (let k = 1; k < KOLOMMEN; k++) page.drawLine({ start: { x: k * b, y: 0 }, end: { x: k * b, y: A4[1] }, ...lijn });
  for (let r = 1; r < RIJEN; r++) page.drawLine({ start: { x: 0, y: r * h }, end: { x: A4[0], y: r * h }, ...lijn });
}

const titel = (beurs: AfrekeningBeurs) => `Beurs ${beurs.volgnummer} (${beurs.datum})`;

/** Envelope slips: six per A4, in seller-number order, with dashed cut lines. */
export async function enveloppenPdf(beurs: AfrekeningBeurs, afrekening: Afrekening): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Enveloppen ${titel(beurs)}`);
  doc.setCreator('Kinderkledingbeurs');
  const f = await fonts(doc);
  const b = A4[0] / KOLOMMEN;
  const h = A4[1] / RIJEN;
  const perPagina = KOLOMMEN * RIJEN;
  afrekening.verkopers.forEach((v, i) => {
    const page = i % perPagina === 0 ? doc.addPage(A4) : doc.getPage(doc.getPageCount() - 1);
    if (i % perPagina === 0) snijlijnen(page, b, h);
    const plek = i % perPagina;
    envelop(page, f, v, (plek % KOLOMMEN) * b, A4[1] - Math.floor(plek / KOLOMMEN) * h, b, h);
  });
  if (afrekening.verkopers.length === 0) {
    schrijver(doc.addPage(A4), f, 40, A4[1] - 40, A4[0] - 80, 40).regel('Geen verkopers bij deze beurs.');
  }
  return doc.save();
}

/** The summary sheet: notes and coins for all envelopes, takings per room and desk, what the organisation keeps. */
export async function overzichtPdf(beurs: AfrekeningBeurs, afrekening: Afrekening, geslotenOp: string | null) {
  const doc = await PDFDocument.create();
  doc.setTitle(`Overzicht afrekening ${titel(beurs)}`);
  doc.setCreator('Kinderkledingbeurs');
  const f = await fonts(doc);
  const breedte = 300;
  let page = doc.addPage(A4);
  let s = schrijver(page, f, 50, A4[1] - 50, breedte, 50);
  const regel = (tekst: string, opties: Parameters<typeof s.regel>[1] = {}) => {
    if (!s.regel(tekst, opties)) {
      page = doc.addPage(A4);
      s = schrijver(page, f, 50, A4[1] - 50, breedte, 50);
      s.regel(tekst, opties);
    }
  };
  const t = afrekening.totalen;
  regel(`Afrekening ${titel(beurs)}`, { size: 16, vet: true });
  regel(geslotenOp ? `Afgesloten op ${geslotenOp.slice(0, 16).replace('T', ' ')} (UTC)` : 'Nog niet afgesloten', {
    kleur: GRIJS,
  });
  s.ruimte(8);
  regel('Briefjes en munten voor alle enveloppen', { vet: true, size: 11 });
  for (const w of COUPURES) regel(COUPURE_NAAM(w), { rechts: `${t.coupures[w]} ×  = ${bedrag(t.coupures[w] * w)}` });
  regel('Totaal in de enveloppen', { vet: true, rechts: bedrag(t.envelopCent) });
  s.ruimte(8);
  regel('Totalen', { vet: true, size: 11 });
  regel('Verkopers', { rechts: String(t.verkopers) });
  regel('Artikelen aangeboden (online)', { rechts: String(t.aangeboden) });
  regel('Verkocht (bonregels)', { rechts: String(t.verkocht) });
  regel('Bonnen (geannuleerd)', { rechts: `${t.bonnen} (${t.geannuleerdeBonnen})` });
  regel('Omzet', { rechts: bedrag(t.omzetCent) });
  regel('Commissie', { rechts: bedrag(t.commissieCent) });
  regel('Administratiekosten', { rechts: bedrag(t.administratiekostenCent) });
  regel('Retourkosten', { rechts: bedrag(t.retourkostenCent) });
  regel('Afronding enveloppen', { rechts: bedrag(t.afrondingCent) });
  regel('Afronding kassa (op 5 cent)', { rechts: bedrag(t.kasAfrondingCent) });
  regel('Nog te betalen door verkopers', { rechts: bedrag(t.nogTeBetalenCent) });
  regel('Kas (geregistreerd)', { rechts: bedrag(t.kasCent) });
  regel('De organisatie houdt (kas min enveloppen)', { vet: true, rechts: bedrag(t.organisatieCent) });
  s.ruimte(8);
  regel('Opbrengst per ruimte', { vet: true, size: 11 });
  for (const r of afrekening.grafiek.perRuimte) {
    regel(`${r.ruimte}: ${r.verkocht} verkocht`, { rechts: bedrag(r.omzetCent) });
  }
  s.ruimte(8);
  regel('Per kassa: geteld tegen geregistreerd', { vet: true, size: 11 });
  for (const k of afrekening.kassa) {
    const ruimte = k.ruimte ?? 'onbekende ruimte';
    regel(`${k.naam} (${ruimte}), ${k.bonnen} bonnen`, { vet: true });
    regel('Geregistreerd', { rechts: bedrag(k.geregistreerdCent) });
    regel('Geteld', { rechts: k.geteldCent === null ? 'nog niet geteld' : bedrag(k.geteldCent) });
    regel('Verschil', { rechts: k.verschilCent === null ? '–' : bedrag(k.verschilCent) });
  }
  if (t.dubbelVerkocht.length || t.onbekendeVerkopers.length) {
    s.ruimte(8);
    regel('Nakijken', { vet: true, size: 11 });
    for (const d of t.dubbelVerkocht) {
      regel(`Artikel ${d.verkopersnummer}-${d.artikelnummer} staat op ${d.keer} bonnen`);
    }
    if (t.onbekendeVerkopers.length) regel(`Onbekende verkopersnummers: ${t.onbekendeVerkopers.join(', ')}`);
  }
  s.ruimte(8);
  regel('Onverkocht naar de goede doelen', { vet: true, size: 11 });
  const perDoel = new Map<GoedDoel, number>();
  for (const v of afrekening.verkopers) for (const g of v.goedDoel) perDoel.set(g.doel, (perDoel.get(g.doel) ?? 0) + 1);
  for (const [doel, naam] of Object.entries(GOED_DOEL_NAAM) as [GoedDoel, string][]) {
    regel(naam, { rechts: String(perDoel.get(doel) ?? 0) });
  }
  const terug = afrekening.verkopers.filter((v) => v.terug.length > 0);
  if (terug.length) {
    s.ruimte(8);
    regel('Onverkocht terug naar de verkoper (retour, € 1 of meer)', { vet: true, size: 11 });
    for (const v of terug) {
      regel(`${v.nummer} ${v.naam}: nrs ${v.terug.map((a) => a.artikelnummer).join(', ')}`, { size: 8 });
    }
  }
  return doc.save();
}
