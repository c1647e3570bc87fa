/**
 * The settlement's PDFs (pdf-lib): the envelope slips, six per A4 with dashed cut lines, and
 * the summary sheet for the administrator. Every amount comes from domain/afrekening.ts and is
 * written with its `bedrag`, so the slips, the page and the CSV say the same to the cent.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { bedrag, COUPURE_NAAM, envelopTekst } from '../domein/weergave';
import { COUPURES, type Coupures } from '../domein/formule';
import { GOED_DOEL_NAAM, type GoedDoel } from '../domein/goede-doelen';
import {
  type Afrekening,
  type AfrekeningBeurs,
  type OnverkochtArtikel,
  type VerkoperAfrekening,
} from '../domein/afrekening';
import { paklijsten } from '../domein/paklijsten';
import { isOpen, NAKIJK_UITLEG, type RegelBesluitSoort } from '../domein/nakijken';
import { langeDatum, langTijdstip } from '../../kern/datums';

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
interface Cel {
  tekst: string;
  van: number;
  breedte: number;
  rechts?: boolean;
}

/** Writes lines downwards from a top-left corner; `regel` answers false once the box is full. */
function schrijver(page: PDFPage, f: Fonts, x: number, boven: number, breedte: number, onder: number) {
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

/** A deduction: '€ -2,00', or '€ 0,00' when nothing is deducted. */
const af = (cent: number) => bedrag(cent > 0 ? -cent : 0);

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
  const delen = metNummer.map((a) => `nr ${a.artikelnummer} ${bedrag(a.prijsCent)}${a.dubbel ? ' (dubbel)' : ''}`);
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
  const ruimteVoorRest = 85 + 10 * (coupures.length + retour.length);
  const rest = verkochtRegels(s, verkochtTekst(v), onder + ruimteVoorRest);
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

/** Lines of a list to look into among the summary's figures; a longer one goes at the end. */
const MAX_LIJST_REGELS = 4;

/** 'Beurs 3 van zaterdag 28 november 2026': the date in the one Dutch form of every page. */
const titel = (beurs: AfrekeningBeurs) => `Beurs ${beurs.volgnummer} van ${langeDatum(beurs.datum)}`;
const bonnenTekst = (n: number) => `${n} ${n === 1 ? 'bon' : 'bonnen'}`;

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

/**
 * The summary sheet: notes and coins for all envelopes, takings per room and desk, what the
 * organisation keeps; then the packing lists of the unsold items, a page per charity and one
 * for what goes back to the sellers, each item with seller, number, description, size and price.
 */
/** Lines under Nakijken listed one by one in the PDF; above this, counted. */
const MAX_NAKIJKREGELS_IN_PDF = 300;

const BESLUIT_KORT: Record<RegelBesluitSoort, string> = {
  akkoord: 'akkoord',
  lijstprijs: 'lijstprijs',
  vervalt: 'vervallen',
};

export async function overzichtPdf(beurs: AfrekeningBeurs, afrekening: Afrekening, geslotenOp: string | null) {
  const doc = await PDFDocument.create();
  doc.setTitle(`Overzicht afrekening ${titel(beurs)}`);
  doc.setCreator('Kinderkledingbeurs');
  const f = await fonts(doc);
  // The figures in a narrow column; the packing lists after them use the full width.
  let breedte = 300;
  let s = schrijver(doc.addPage(A4), f, 50, A4[1] - 50, breedte, 50);
  const nieuweBladzijde = () => {
    s = schrijver(doc.addPage(A4), f, 50, A4[1] - 50, breedte, 50);
  };
  const regel = (tekst: string, opties: Parameters<typeof s.regel>[1] = {}) => {
    if (!s.regel(tekst, opties)) {
      nieuweBladzijde();
      s.regel(tekst, opties);
    }
  };
  const t = afrekening.totalen;
  const pastIn = (b: number) => (r: string) => f.gewoon.widthOfTextAtSize(f.veilig(r), 8.5) <= b;
  /** Lists too long for the figures, written in full on pages of their own at the end. */
  const achteraan: { kop: string; delen: string[] }[] = [];
  /**
   * A list to look into, wrapped in full under its heading; thousands of parts (a desk may send
   * any seller number) would push the figures apart, so past a few lines the first ones stand
   * here with "… en nog N" and the whole list follows at the end.
   */
  const lijstMetOverloop = (kop: string, delen: string[]) => {
    const lijst = verdeel(delen, pastIn(breedte));
    regel(`${kop}:`);
    if (lijst.length <= MAX_LIJST_REGELS) {
      for (const r of lijst) regel(r);
      return;
    }
    const getoond = lijst.slice(0, MAX_LIJST_REGELS - 1);
    const aantal = getoond.reduce((som, r) => som + r.split(', ').length, 0);
    for (const r of getoond) regel(r);
    regel(`… en nog ${delen.length - aantal} (de hele lijst staat achteraan)`);
    achteraan.push({ kop, delen });
  };
  regel(`Afrekening ${titel(beurs)}`, { size: 16, vet: true });
  regel(geslotenOp ? `Afgesloten op ${langTijdstip(geslotenOp)}` : 'Nog niet afgesloten', {
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
  // Frozen before Nakijken existed: none.
  const nakijken = afrekening.nakijken ?? [];
  if (t.nietUitbetaaldCent) regel('Niet uitbetaald (besluiten bij nakijken)', { rechts: bedrag(t.nietUitbetaaldCent) });
  regel('Nog te betalen door verkopers', { rechts: bedrag(t.nogTeBetalenCent) });
  regel('Kas (geregistreerd)', { rechts: bedrag(t.kasCent) });
  regel('De organisatie houdt (kas min enveloppen)', { vet: true, rechts: bedrag(t.organisatieCent) });
  s.ruimte(8);
  // Two ways to split the takings, named so they cannot be confused: where an item belongs (its
  // kind decides the room it is sorted into) and where it was paid (the desk's room).
  regel('Omzet per zaal van het artikel (kleding of speelgoed)', { vet: true, size: 11 });
  for (const r of afrekening.grafiek.perRuimte) {
    regel(`${r.ruimte}: ${r.verkocht} verkocht`, { rechts: bedrag(r.omzetCent) });
  }
  s.ruimte(4);
  regel('Omzet per kassaruimte (waar afgerekend)', { vet: true, size: 11 });
  for (const ruimte of [...new Set(afrekening.kassa.map((k) => k.ruimte ?? 'onbekende ruimte'))]) {
    const kassas = afrekening.kassa.filter((k) => (k.ruimte ?? 'onbekende ruimte') === ruimte);
    regel(`Kassa’s ${ruimte}: ${bonnenTekst(kassas.reduce((n, k) => n + k.bonnen, 0))}`, {
      rechts: bedrag(kassas.reduce((som, k) => som + k.omzetCent, 0)),
    });
  }
  s.ruimte(8);
  regel('Per kassa: geteld tegen geregistreerd', { vet: true, size: 11 });
  for (const k of afrekening.kassa) {
    const ruimte = k.ruimte ?? 'onbekende ruimte';
    regel(`${k.naam} (${ruimte}), ${bonnenTekst(k.bonnen)}`, { vet: true });
    regel('Geregistreerd', { rechts: bedrag(k.geregistreerdCent) });
    regel('Geteld', { rechts: k.geteldCent === null ? 'nog niet geteld' : bedrag(k.geteldCent) });
    regel('Verschil', { rechts: k.verschilCent === null ? '–' : bedrag(k.verschilCent) });
  }
  if (t.dubbelVerkocht.length || t.onbekendeVerkopers.length || nakijken.length) {
    s.ruimte(8);
    regel('Nakijken', { vet: true, size: 11 });
    if (nakijken.length) {
      const open = nakijken.filter(isOpen).length;
      const kop = `Bonregels nagekeken (${nakijken.length}${open ? `, ${open} zonder besluit` : ''})`;
      if (nakijken.length <= MAX_NAKIJKREGELS_IN_PDF) {
        lijstMetOverloop(
          kop,
          nakijken.map(
            (p) =>
              `${p.artikelnummer === null ? p.verkopersnummer : `${p.verkopersnummer}-${p.artikelnummer}`} ${bedrag(p.prijsCent)}: ${p.besluit ? BESLUIT_KORT[p.besluit.besluit] : 'nog beslissen'}`,
          ),
        );
      } else {
        // Thousands (a desk sent rubbish) would be pages of numbers nobody reads: counted per
        // kind and decision here; the lines themselves are on /afrekening.
        const telling = new Map<string, number>();
        for (const p of nakijken) {
          const sleutel = `${p.soort ? NAKIJK_UITLEG[p.soort] : 'Regel laten vervallen'}: ${p.besluit ? BESLUIT_KORT[p.besluit.besluit] : 'nog beslissen'}`;
          telling.set(sleutel, (telling.get(sleutel) ?? 0) + 1);
        }
        regel(`${kop}:`);
        regel('(de regels zelf staan op /afrekening)', { kleur: GRIJS });
        for (const [wat, aantal] of telling) regel(wat, { rechts: String(aantal) });
      }
    }
    if (t.dubbelVerkocht.length) {
      lijstMetOverloop(
        `Dubbel verkocht (${t.dubbelVerkocht.length}), artikel (aantal bonnen)`,
        t.dubbelVerkocht.map((d) => `${d.verkopersnummer}-${d.artikelnummer} (${d.keer}×)`),
      );
    }
    if (t.onbekendeVerkopers.length) {
      lijstMetOverloop(`Onbekende verkopersnummers (${t.onbekendeVerkopers.length})`, t.onbekendeVerkopers.map(String));
    }
  }
  s.ruimte(8);
  const lijsten = paklijsten(afrekening.verkopers);
  regel('Onverkocht naar de goede doelen (paklijsten hierna)', { vet: true, size: 11 });
  for (const [doel, naam] of Object.entries(GOED_DOEL_NAAM) as [GoedDoel, string][]) {
    regel(naam, { rechts: String(lijsten.goedDoel[doel].length) });
  }
  regel('Terug naar de verkopers (retour, € 1 of meer)', { rechts: String(lijsten.terug.length) });

  // The packing lists, each from a new page and the full width: what goes in which box or bag.
  breedte = A4[0] - 100;
  const plekken: Omit<Cel, 'tekst'>[] = [
    { van: 0, breedte: 45 },
    { van: 50, breedte: 30 },
    { van: 85, breedte: 250 },
    { van: 345, breedte: 80 },
    { van: breedte - 60, breedte: 60, rechts: true },
  ];
  const cellenVan = (teksten: string[]) =>
    teksten.map((tekst, i) => ({ tekst, ...plekken[i + plekken.length - teksten.length]! }));
  /** The list's title and column heads, written again at the top of every page it runs onto. */
  let kop: { titel: string; kolommen: string[] } | null = null;
  const kopRegels = (kolommen: string[]) => s.rij(cellenVan(kolommen), { vet: true });
  /** Seller (optional), number, description, size, price: the last columns when fewer. */
  const rij = (teksten: string[]) => {
    if (s.rij(cellenVan(teksten))) return;
    nieuweBladzijde();
    if (kop) {
      regel(`${kop.titel} (vervolg)`, { vet: true });
      kopRegels(kop.kolommen);
    }
    s.rij(cellenVan(teksten));
  };
  /** A heading stays with its column heads and at least one line: else it starts a new page. */
  const lijstKop = (titel: string, kolommen: string[], opties: Parameters<typeof s.regel>[1]) => {
    if (s.y - 50 < 50) nieuweBladzijde();
    regel(titel, opties);
    kop = { titel, kolommen };
  };
  const artikel = (r: OnverkochtArtikel) => [
    String(r.artikelnummer),
    r.omschrijving,
    r.maat ?? '',
    bedrag(r.prijsCent),
  ];
  const aantal = (n: number) => `${n} ${n === 1 ? 'artikel' : 'artikelen'}, ${titel(beurs)}`;
  for (const [doel, naam] of Object.entries(GOED_DOEL_NAAM) as [GoedDoel, string][]) {
    const lijst = lijsten.goedDoel[doel];
    nieuweBladzijde();
    const kolommen = ['Verkoper', 'Nr', 'Omschrijving', 'Maat', 'Prijs'];
    lijstKop(`Paklijst: ${naam}`, kolommen, { size: 13, vet: true });
    regel(aantal(lijst.length), { kleur: GRIJS });
    s.ruimte(6);
    if (lijst.length) kopRegels(kolommen);
    for (const r of lijst) rij([String(r.verkopersnummer), ...artikel(r)]);
  }
  nieuweBladzijde();
  regel('Paklijst: terug naar de verkopers (retour, € 1 of meer)', { size: 13, vet: true });
  regel(aantal(lijsten.terug.length), { kleur: GRIJS });
  for (const v of afrekening.verkopers) {
    if (v.terug.length === 0) continue;
    s.ruimte(6);
    const kolommen = ['Nr', 'Omschrijving', 'Maat', 'Prijs'];
    lijstKop(`Verkoper ${v.nummer} ${v.naam} (${v.terug.length})`, kolommen, { vet: true });
    kopRegels(kolommen);
    for (const r of v.terug) rij(artikel(r));
  }
  for (const { kop, delen } of achteraan) {
    nieuweBladzijde();
    regel(`${kop}, ${titel(beurs)}`, { size: 13, vet: true });
    s.ruimte(6);
    for (const r of verdeel(delen, pastIn(breedte))) regel(r);
  }
  return doc.save();
}
