/**
 * The treasurer's list for a bank without batch import (issue 36): one GiroCode (EPC QR) per
 * seller paid by bank, with number, name, amount, IBAN and description beside it, eight to an
 * A4. A banking app that scans a code fills in the transfer; the text beside it is there to check.
 *
 * The QR code is drawn from bwip-js's modules as vector squares, so it stays sharp when printed.
 * This list holds full IBANs: like the SEPA file, only the administrator downloads it.
 */
import bwipjs from 'bwip-js';
import { PDFDocument, type PDFPage } from 'pdf-lib';
import { ibanInGroepen } from '../../kern/iban';
import type { AfrekeningBeurs } from '../domein/afrekening';
import { giroCodeTekst, type Overboeking } from '../domein/sepa';
import { bankNaam } from '../domein/banknaam';
import { bedrag } from '../domein/weergave';
import { A4, fonts, GRIJS, schrijver, titel, ZWART, type Fonts } from './opmaak';

/** One seller's transfer on the list. */
export interface GiroCodeRegel extends Omit<Overboeking, 'endToEndId'> {
  verkopersnummer: number;
}

const MARGE = 36;
const RIJEN = 4;
/** Side of a QR code with its quiet zone, in points (3.5 cm: a module of 0.86 mm for the usual 33). */
const QR = 100;
/** Quiet zone around a QR code, in modules (the standard asks for four). */
const STILTE = 4;

/** The dark modules of the QR code of `tekst`, error correction M, as EPC069-12 asks. */
function modules(tekst: string): { n: number; donker: (x: number, y: number) => boolean } {
  // eclevel is BWIPP's option, passed through by bwip-js but not in its types.
  const opties = { bcid: 'qrcode', text: tekst, eclevel: 'M' };
  const [symbool] = bwipjs.raw(opties) as unknown as [{ pixs: number[]; pixx: number; pixy: number }];
  return { n: symbool.pixx, donker: (x, y) => symbool.pixs[y * symbool.pixx + x] === 1 };
}

function tekenQr(page: PDFPage, tekst: string, links: number, onder: number) {
  const { n, donker } = modules(tekst);
  const module = QR / (n + 2 * STILTE);
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++)
      if (donker(x, y))
        page.drawRectangle({
          x: links + (STILTE + x) * module,
          // PDF's y runs upwards, the QR's rows downwards.
          y: onder + QR - (STILTE + y + 1) * module,
          width: module,
          height: module,
          color: ZWART,
        });
}

function vak(page: PDFPage, f: Fonts, r: GiroCodeRegel, links: number, boven: number, breedte: number) {
  tekenQr(page, giroCodeTekst(r), links, boven - QR);
  const tekstBreedte = breedte - QR - 8;
  const w = schrijver(page, f, links + QR + 8, boven - 10, tekstBreedte, boven - QR);
  w.regel(`Verkoper ${r.verkopersnummer}`, { size: 11, vet: true });
  // The name as the bank reads it from the code, so the list and the banking app say the same.
  w.regel(bankNaam(r.naam), { size: 10 });
  w.ruimte(2);
  w.regel(bedrag(r.bedragCent), { size: 14, vet: true });
  w.ruimte(2);
  w.regel(ibanInGroepen(r.iban), { size: 9 });
  // The description on as many lines as it needs, at word breaks: what the seller's bank shows.
  const regelsOmschrijving: string[] = [];
  for (const woord of f.veilig(r.omschrijving).split(' ')) {
    const laatste = regelsOmschrijving.at(-1);
    if (laatste !== undefined && f.gewoon.widthOfTextAtSize(`${laatste} ${woord}`, 7.5) <= tekstBreedte)
      regelsOmschrijving[regelsOmschrijving.length - 1] = `${laatste} ${woord}`;
    else regelsOmschrijving.push(woord);
  }
  for (const regel of regelsOmschrijving) w.regel(regel, { size: 7.5, kleur: GRIJS });
}

/** The list, eight codes to a page in the order given; a page saying there are none when empty. */
export async function giroCodesPdf(beurs: AfrekeningBeurs, regels: GiroCodeRegel[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`GiroCodes uitbetaling per bank – beurs ${beurs.volgnummer}`);
  const f = await fonts(doc);
  const [breedte, hoogte] = A4;
  const top = hoogte - MARGE - 40;
  const kolom = (breedte - 2 * MARGE) / 2;
  const per = RIJEN * 2;
  const paginas = Math.max(1, Math.ceil(regels.length / per));
  for (let p = 0; p < paginas; p++) {
    const page = doc.addPage(A4);
    const kop = schrijver(page, f, MARGE, hoogte - MARGE, breedte - 2 * MARGE, top);
    kop.regel('GiroCodes: uitbetaling per bank', { size: 16, vet: true });
    kop.regel(`${titel(beurs)}. Scan een code met de bank-app; controleer naam, bedrag en IBAN ernaast.`, {
      size: 9,
      kleur: GRIJS,
    });
    if (regels.length === 0) {
      schrijver(page, f, MARGE, top, breedte - 2 * MARGE, MARGE).regel('Niemand wordt per bank uitbetaald.', {
        size: 11,
      });
    }
    const rijHoogte = (top - MARGE) / RIJEN;
    regels.slice(p * per, (p + 1) * per).forEach((r, i) => {
      const rij = Math.floor(i / 2);
      vak(page, f, r, MARGE + (i % 2) * kolom, top - rij * rijHoogte, kolom - 12);
    });
    page.drawText(`${p + 1} / ${paginas}`, { x: breedte - MARGE - 20, y: 20, size: 8, font: f.gewoon, color: GRIJS });
  }
  return doc.save();
}
