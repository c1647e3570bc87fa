/**
 * The code on an item's barcode label: seller number and item number, with a check digit, and
 * deliberately no fair id, so a seller reuses the labels of unsold items at the next fair.
 *
 * Eight digits: 4 for the seller number, 3 for the item number, 1 GS1 mod-10 check digit
 * (the rule of EAN and ITF codes, which catches every single-digit typo and most swaps).
 * An even number of digits is what Code 128 set C packs most compactly. At the till, eight
 * digits are an item code; anything shorter is a typed seller number.
 */

import { isVerkopersnummer } from '../../kern/verkopersnummer';

export const CODE_LENGTE = 8;
export { MAX_VERKOPERSNUMMER } from '../../kern/verkopersnummer';
export const MAX_ARTIKELNUMMER = 999;

export interface ArtikelSleutel {
  verkopersnummer: number;
  artikelnummer: number;
}

/** The GS1 mod-10 check digit of a string of digits (weights 3,1,3,… from the right). */
export function controlecijfer(cijfers: string): number {
  let som = 0;
  for (let i = 0; i < cijfers.length; i++) {
    const cijfer = cijfers.charCodeAt(cijfers.length - 1 - i) - 48;
    som += cijfer * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (som % 10)) % 10;
}

/** The eight-digit code of an item; throws on numbers the code cannot hold (a programming error). */
export function artikelcode({ verkopersnummer, artikelnummer }: ArtikelSleutel): string {
  if (!isVerkopersnummer(verkopersnummer)) {
    throw new RangeError(`Verkopersnummer ${verkopersnummer} past niet in een artikelcode`);
  }
  if (!Number.isInteger(artikelnummer) || artikelnummer < 1 || artikelnummer > MAX_ARTIKELNUMMER) {
    throw new RangeError(`Artikelnummer ${artikelnummer} past niet in een artikelcode`);
  }
  const romp = String(verkopersnummer).padStart(4, '0') + String(artikelnummer).padStart(3, '0');
  return romp + controlecijfer(romp);
}

export type LeesCode = { soort: 'artikel'; sleutel: ArtikelSleutel; code: string } | { soort: 'fout'; melding: string };

/**
 * Reads a scanned or typed item code. Answers the item's key, or the Dutch warning the till
 * shows (wrong length, not digits, wrong check digit, numbers out of range).
 */
export function leesArtikelcode(invoer: string): LeesCode {
  const code = invoer.trim();
  if (!/^\d+$/.test(code)) return { soort: 'fout', melding: 'Een artikelcode bestaat alleen uit cijfers.' };
  if (code.length !== CODE_LENGTE) {
    return { soort: 'fout', melding: `Een artikelcode heeft ${CODE_LENGTE} cijfers, dit zijn er ${code.length}.` };
  }
  if (controlecijfer(code.slice(0, 7)) !== Number(code[7])) {
    return { soort: 'fout', melding: `Code ${code} klopt niet (controlecijfer). Scan opnieuw of typ de code over.` };
  }
  const verkopersnummer = Number(code.slice(0, 4));
  const artikelnummer = Number(code.slice(4, 7));
  if (verkopersnummer < 1 || artikelnummer < 1) {
    return { soort: 'fout', melding: `Code ${code} hoort bij geen artikel.` };
  }
  return { soort: 'artikel', sleutel: { verkopersnummer, artikelnummer }, code };
}
