/** The settlement's envelope slips: six per A4 with dashed cut lines, a continuation slip when needed. */
import { PDFDocument, type PDFPage } from 'pdf-lib';
import type { Afrekening, AfrekeningBeurs, VerkoperAfrekening } from '../domein/afrekening';
import { COUPURES, type Coupures } from '../domein/formule';
import { bedrag, COUPURE_NAAM, envelopTekst, wordtOvergemaakt } from '../domein/weergave';
import { A4, fonts, GRIJS, schrijver, titel, verdeel, type Fonts } from './opmaak';

const KOLOMMEN = 2;
const RIJEN = 3;
const MARGE = 14;

/** Font size of the notes-and-coins lines on a slip. */
const COUPURE_GROOTTE = 7.5;

/** A deduction: '€ -2,00', or '€ 0,00' when nothing is deducted. */
const af = (cent: number) => bedrag(cent > 0 ? -cent : 0);

const coupureDelen = (c: Coupures): string[] =>
  COUPURES.filter((w) => c[w] > 0).map((w) => `${c[w]} × ${COUPURE_NAAM(w)}`);

/** The slip holds at most this many lines of item numbers that go back; more are on the packing list. */
const MAX_RETOURREGELS = 4;

/**
 * What goes back to the seller: the item numbers, on as many lines as they need, or, when they
 * would crowd out the slip's calculation, the count and where the numbers are (the summary's
 * packing list per seller).
 */
function retourRegels(v: VerkoperAfrekening, past: (regel: string) => boolean): string[] {
  if (v.terug.length === 0) return [];
  const nummers = v.terug.map((t) => String(t.artikelnummer));
  nummers[nummers.length - 1] += ')';
  const regels = verdeel([`Retour: ${nummers.length} (nrs ${nummers[0]}`, ...nummers.slice(1)], past);
  return regels.length <= MAX_RETOURREGELS
    ? regels
    : [
        `Retour: ${nummers.length} artikelen; de nummers staan in het overzicht,`,
        'op de paklijst terug naar de verkopers',
      ];
}

/** The sold lines, compactly: item number and price, hand-written labels counted. */
function verkochtTekst(v: VerkoperAfrekening): string[] {
  const metNummer = v.verkochteArtikelen.filter((a) => a.artikelnummer !== null);
  // A reduced sale (issue 54) shows ½ after its price: the label said more.
  const delen = metNummer.map(
    (a) =>
      `nr ${a.artikelnummer} ${bedrag(a.prijsCent)}${a.lijstprijsCent !== undefined ? ' ½' : ''}${a.dubbel ? ' (dubbel)' : ''}`,
  );
  const regels: string[] = [];
  for (let i = 0; i < delen.length; i += 5) regels.push(delen.slice(i, i + 5).join(' · '));
  if (v.handgeschreven > 0) {
    regels.push(`${v.handgeschreven} ${v.handgeschreven === 1 ? 'regel' : 'regels'} met handgeschreven label`);
  }
  return regels;
}

const REGEL_VERKOCHT = 7 + 2.5;
const vervolgTekst = (nog: number) => `… vervolg op de volgende strook (nog ${nog} ${nog === 1 ? 'regel' : 'regels'})`;

/**
 * As many sold lines as fit above `grens`: all of them, or those that fit with a line
 * saying the rest follows on the next slip. Answers the lines that did not fit.
 */
function verkochtRegels(s: ReturnType<typeof schrijver>, regels: string[], grens: number, minstens = 0): string[] {
  const vrij = Math.max(0, Math.floor((s.y - grens) / REGEL_VERKOCHT));
  const getoond = regels.length <= vrij ? regels.length : Math.max(minstens, vrij - 1);
  for (const regel of regels.slice(0, getoond)) s.regel(regel, { size: 7, kleur: GRIJS });
  const rest = regels.slice(getoond);
  if (rest.length) s.regel(vervolgTekst(rest.length), { size: 7 });
  return rest;
}

/** A slip's head: seller, name and how many were sold; a continuation slip says so. */
function strook(page: PDFPage, f: Fonts, v: VerkoperAfrekening, vak: Vak, vervolg: boolean) {
  const { x, boven, b, h } = vak;
  const onder = boven - h + MARGE - 4;
  const s = schrijver(page, f, x + MARGE, boven - MARGE + 4, b - 2 * MARGE, onder);
  const erbij = vervolg ? ' (vervolg)' : '';
  s.regel(`Verkoper ${v.nummer}${erbij}`, { size: 13, vet: true, rechts: vervolg ? undefined : envelopTekst(v) });
  s.regel(v.naam, { size: 10 });
  s.ruimte(3);
  s.regel(`Verkocht: ${v.verkocht}${erbij}`, { vet: true });
  return { s, onder };
}

/** One seller's slip; answers the sold lines that did not fit, for continuation slips. */
function envelop(page: PDFPage, f: Fonts, v: VerkoperAfrekening, vak: Vak): string[] {
  const { s, onder } = strook(page, f, v, vak, false);
  const past = (regel: string) => f.gewoon.widthOfTextAtSize(f.veilig(regel), COUPURE_GROOTTE) <= vak.b - 2 * MARGE;
  const coupures = verdeel(coupureDelen(v.coupures), past);
  const retour = retourRegels(v, past);
  // What follows the sold lines needs this much room: the calculation, and 10 pt for each line
  // of notes and coins and of the items that go back.
  const afgeprijsd = v.afgeprijsdCent ?? 0;
  const ruimteVoorRest = 85 + 10 * (coupures.length + retour.length + (afgeprijsd > 0 ? 2 : 0));
  const rest = verkochtRegels(s, verkochtTekst(v), onder + ruimteVoorRest);
  s.ruimte(3);
  s.regel('Omzet', { rechts: bedrag(v.omzetCent) });
  if (afgeprijsd > 0) {
    // Full-price and reduced sales apart (issue 54); together the omzet above, to the cent.
    s.regel('  waarvan volle prijs', { size: 7, rechts: bedrag(v.omzetCent - afgeprijsd) });
    s.regel(`  waarvan afgeprijsd (½, ${v.afgeprijsd})`, { size: 7, rechts: bedrag(afgeprijsd) });
  }
  s.regel('Commissie', { rechts: af(v.commissieCent) });
  s.regel(v.vrijwilliger ? 'Administratiekosten (vrijwilliger)' : 'Administratiekosten', {
    rechts: af(v.administratiekostenCent),
  });
  s.regel(v.retourReden === 'afgifte' ? 'Retourkosten (bij inleveren)' : 'Retourkosten', {
    rechts: af(v.retourkostenCent),
  });
  s.regel('Uitbetaling', { vet: true, rechts: bedrag(v.uitbetalingCent) });
  // Paid by bank (issue 36): the exact amount goes to the account, the envelope stays empty.
  const overmaken = v.nogTeBetalenCent === 0 && wordtOvergemaakt(v);
  s.regel(v.nogTeBetalenCent > 0 ? 'Nog te betalen' : overmaken ? 'Wordt overgemaakt' : 'In de envelop', {
    vet: true,
    size: 10,
    rechts: bedrag(v.nogTeBetalenCent > 0 ? v.nogTeBetalenCent : overmaken ? v.overmakenCent : v.envelopCent),
  });
  for (const regel of coupures) s.regel(regel, { size: COUPURE_GROOTTE });
  for (const regel of retour) s.regel(regel, { size: COUPURE_GROOTTE });
  return rest;
}

/** A continuation slip with the sold lines that did not fit on the one before it. */
function vervolgstrook(page: PDFPage, f: Fonts, v: VerkoperAfrekening, regels: string[], vak: Vak): string[] {
  const { s, onder } = strook(page, f, v, vak, true);
  // A continuation slip always moves on, however little fits.
  return verkochtRegels(s, regels, onder, 1);
}

/** Where a slip goes on its page. */
interface Vak {
  x: number;
  boven: number;
  b: number;
  h: number;
}

function snijlijnen(page: PDFPage, b: number, h: number) {
  const lijn = { thickness: 0.5, color: GRIJS, dashArray: [4, 3] };
  for (let k = 1; k < KOLOMMEN; k++) page.drawLine({ start: { x: k * b, y: 0 }, end: { x: k * b, y: A4[1] }, ...lijn });
  for (let r = 1; r < RIJEN; r++) page.drawLine({ start: { x: 0, y: r * h }, end: { x: A4[0], y: r * h }, ...lijn });
}

/** Envelope slips: six per A4, in seller-number order, with dashed cut lines. */
export async function enveloppenPdf(beurs: AfrekeningBeurs, afrekening: Afrekening): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Enveloppen ${titel(beurs)}`);
  doc.setCreator('Kinderkledingbeurs');
  const f = await fonts(doc);
  const b = A4[0] / KOLOMMEN;
  const h = A4[1] / RIJEN;
  const perPagina = KOLOMMEN * RIJEN;
  let vakken = 0;
  let page: PDFPage | undefined;
  const volgendVak = (): [PDFPage, Vak] => {
    const plek = vakken++ % perPagina;
    if (plek === 0 || !page) {
      page = doc.addPage(A4);
      snijlijnen(page, b, h);
    }
    return [page, { x: (plek % KOLOMMEN) * b, boven: A4[1] - Math.floor(plek / KOLOMMEN) * h, b, h }];
  };
  for (const v of afrekening.verkopers) {
    let [pagina, vak] = volgendVak();
    let rest = envelop(pagina, f, v, vak);
    while (rest.length) {
      [pagina, vak] = volgendVak();
      rest = vervolgstrook(pagina, f, v, rest, vak);
    }
  }
  if (afrekening.verkopers.length === 0) {
    schrijver(doc.addPage(A4), f, 40, A4[1] - 40, A4[0] - 80, 40).regel('Geen verkopers bij deze beurs.');
  }
  return doc.save();
}
