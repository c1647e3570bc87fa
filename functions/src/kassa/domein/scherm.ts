/** What the till's screen reads and says: its one field (a scanned code, a seller number, a price) and its warnings. */
import { leesArtikelcode, type ArtikelSleutel } from '../../artikelen/domein/artikelcode';
import { isVerkopersnummer, MELDING_VERKOPERSNUMMER } from '../../kern/verkopersnummer';
import { euro, type Ruimte } from '../../artikelen/domein/artikelen';
import { leesPrijs } from '../../artikelen/domein/controle';
import { MAX_REGEL_PRIJS_CENT, type KassaArtikel } from './kassa';

/** What the till's one field holds at Enter. */
export type VeldInvoer =
  | { soort: 'artikel'; sleutel: ArtikelSleutel; code: string }
  | { soort: 'verkoper'; verkopersnummer: number }
  | { soort: 'fout'; melding: string };

/**
 * Reads the till's field: eight digits are an item's code (artikelen/domein/artikelcode.ts, with its check
 * digit), up to four digits a typed seller number (for a hand-written label), anything else a
 * Dutch warning. A scanner types the code and Enter, exactly like a person.
 */
export function leesKassaInvoer(tekst: string): VeldInvoer {
  const invoer = tekst.trim();
  if (invoer === '') return { soort: 'fout', melding: 'Scan een artikel of typ een verkopersnummer.' };
  if (/^\d{1,4}$/.test(invoer)) {
    const verkopersnummer = Number(invoer);
    if (!isVerkopersnummer(verkopersnummer)) return { soort: 'fout', melding: MELDING_VERKOPERSNUMMER };
    return { soort: 'verkoper', verkopersnummer };
  }
  if (!/^\d+$/.test(invoer)) {
    return { soort: 'fout', melding: 'Typ alleen cijfers: een verkopersnummer of de code onder de streepjescode.' };
  }
  const code = leesArtikelcode(invoer);
  return code.soort === 'artikel' ? { soort: 'artikel', sleutel: code.sleutel, code: code.code } : code;
}

/** A hand-typed price in euros ('2,50', '3', '3,-'), in cents; or the warning. */
export function leesKassaPrijs(tekst: string): { cent: number } | { melding: string } {
  const prijs = leesPrijs(tekst);
  if (!prijs.ok || prijs.cent === undefined) return { melding: prijs.ok ? 'Vul een prijs in' : prijs.fout };
  if (prijs.cent < 1) return { melding: 'De prijs moet meer dan € 0,00 zijn.' };
  if (prijs.cent > MAX_REGEL_PRIJS_CENT)
    return { melding: `De prijs mag hoogstens ${euro(MAX_REGEL_PRIJS_CENT)} zijn.` };
  return { cent: prijs.cent };
}

export const meldingOnbekendeVerkoper = (nummer: number) =>
  `Verkopersnummer ${nummer} doet niet mee aan deze beurs. Controleer het nummer; het artikel is niet toegevoegd.`;
export const meldingOnbekendArtikel = (code: string) =>
  `Artikel ${code} staat niet in de lijst van deze beurs. Typ het verkopersnummer en de prijs van het etiket.`;
/** An item of the other room at this desk: sold anyway (the buyer is here), with a hint. */
export const meldingAndereRuimte = (omschrijving: string, ruimte: Ruimte) =>
  `Let op: ${omschrijving} hoort bij ${ruimte === 'Kleding' ? 'de kleding' : 'het speelgoed'}, niet bij deze kassa. Wel op de bon gezet.`;
/** Whether an item belongs to another room than the desk's (unknown for a device's old cache). */
export const uitAndereRuimte = (artikel: Pick<KassaArtikel, 'ruimte'>, kassa: { ruimte: Ruimte }) =>
  artikel.ruimte !== undefined && artikel.ruimte !== kassa.ruimte;
export const meldingAlVerkocht = (omschrijving: string) =>
  `${omschrijving} is al verkocht (op een bon van deze of een andere kassa). Toch toevoegen?`;

/** What the till shows once it knows the settlement is closed: it sells nothing more. */
export const MELDING_KASSA_AFGESLOTEN =
  'De afrekening van deze beurs is afgesloten. Deze kassa verkoopt niets meer: neem geen geld meer aan en meld je bij de beheerder.';

/** What the till shows when receipts it sent arrived after the settlement was closed. */
export const meldingBonnenNaAfsluiting = (aantal: number) =>
  `${aantal === 1 ? 'Een bon kwam' : `${aantal} bonnen kwamen`} pas na het afsluiten van de afrekening binnen. ${
    aantal === 1 ? 'Hij is' : 'Ze zijn'
  } apart bewaard als kas na afsluiting: geef dat geld af bij de beheerder.`;
