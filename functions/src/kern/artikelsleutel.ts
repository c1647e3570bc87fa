/**
 * One item of one seller (seller number and item number) as one key, the same everywhere: the
 * settlement's maps, the till's double-sale check, and the till device's cache of the fair's items
 * (IndexedDB, web/src/features/kassa/opslag.ts), whose stored keys have this form.
 */
export const artikelSleutel = (verkopersnummer: number, artikelnummer: number) => `${verkopersnummer}-${artikelnummer}`;

/** The numbers back from a key made by `artikelSleutel`. */
export function leesArtikelSleutel(sleutel: string): { verkopersnummer: number; artikelnummer: number } {
  const [verkopersnummer, artikelnummer] = sleutel.split('-').map(Number) as [number, number];
  return { verkopersnummer, artikelnummer };
}
