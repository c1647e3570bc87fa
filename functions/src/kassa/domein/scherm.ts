/** What the till's screen reads and says: its one field (a scanned code, a seller number, a price) and its warnings. */
import {
  afgeprijsd,
  leesArtikelcode,
  leesPrijs,
  prijsBijScan,
  type ArtikelSleutel,
  type HalvePrijsRegel,
  type Ruimte,
} from '../../artikelen/domein';
import { euro } from '../../kern/geld';
import { isVerkopersnummer, MELDING_VERKOPERSNUMMER } from '../../kern/verkopersnummer';
import { MAX_REGEL_PRIJS_CENT, type KassaArtikel } from './kassa';
import { artikelSleutel } from '../../kern/artikelsleutel';

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

/** A line the till puts on the open receipt: an item scanned, or a price typed for a seller. */
export interface NieuweRegel {
  verkopersnummer: number;
  /** Null for a hand-typed price (a hand-written label). */
  artikelnummer: number | null;
  prijsCent: number;
  /** The label's price (issue 54): above prijsCent when the line is reduced. */
  lijstprijsCent: number;
  omschrijving: string;
  maat: string | null;
}

/** What the till knows when Enter comes: its state and the fair's data on the device. */
export interface ScanToestand {
  /** The seller whose price the field asks for, or null while it takes codes and numbers. */
  prijsVoor: number | null;
  /** The seller numbers taking part in this fair. */
  verkopers: ReadonlySet<number>;
  /** The fair's item by its key (artikelSleutel), from the device. */
  artikel: (sleutel: string) => KassaArtikel | undefined;
  /** Whether the item is sold already: on a receipt of any desk, or on the open one. */
  verkocht: (sleutel: string) => boolean;
  /** The desk's room, for the hint when an item of the other room is sold here. */
  ruimte: Ruimte;
  /** "Halve prijs aan het eind" (issue 54) and the time by the server's clock; absent: full prices. */
  halvePrijs?: HalvePrijsRegel | null;
  nu?: Date;
}

/** What Enter in the till's field comes to; the screen does what it says. */
export type ScanBesluit =
  /** Nothing is added: the warning says why. */
  | { soort: 'waarschuwing'; melding: string }
  /** A seller number typed: the field asks for that seller's price next. */
  | { soort: 'prijs-vragen'; verkopersnummer: number }
  /** On the receipt; `hint` when the item belongs to the other room (sold anyway: the buyer is here). */
  | { soort: 'regel'; regel: NieuweRegel; hint?: string }
  /** Sold before: the cashier is asked whether to add it anyway. */
  | { soort: 'al-verkocht'; artikel: KassaArtikel };

/** The line of an item scanned at the till. */
export const regelVanArtikel = (
  artikel: KassaArtikel,
  halvePrijs: HalvePrijsRegel | null = null,
  nu?: Date,
): NieuweRegel => ({
  verkopersnummer: artikel.verkopersnummer,
  artikelnummer: artikel.artikelnummer,
  // From the start of halve prijs a marked item's line gets the reduced price (halvePrijs.ts).
  ...(nu ? prijsBijScan(artikel, halvePrijs, nu) : { prijsCent: artikel.prijsCent, lijstprijsCent: artikel.prijsCent }),
  omschrijving: artikel.omschrijving,
  maat: artikel.maat,
});

/**
 * The one-tap ½ on a line (issue 54), for a hand-written label that shows it: the reduced price
 * of the label's price, or the label's price again when the line is reduced already.
 */
export function halveerRegel<R extends { prijsCent: number; lijstprijsCent?: number }>(
  regel: R,
  halvePrijs: HalvePrijsRegel,
): R {
  const lijstprijsCent = regel.lijstprijsCent ?? regel.prijsCent;
  const prijsCent = regel.prijsCent < lijstprijsCent ? lijstprijsCent : afgeprijsd(lijstprijsCent, halvePrijs);
  return { ...regel, prijsCent, lijstprijsCent };
}

/**
 * Enter in the till's one field: a price for the seller asked for; else a scanned code (the item
 * of this fair, not sold before), a typed seller number (of this fair: then the price), or a
 * warning that adds nothing. Pure: the till (KassaApp) passes what is on the device.
 */
export function besluitScan(tekst: string, toestand: ScanToestand): ScanBesluit {
  if (toestand.prijsVoor !== null) {
    const prijs = leesKassaPrijs(tekst);
    if ('melding' in prijs) return { soort: 'waarschuwing', melding: prijs.melding };
    const verkopersnummer = toestand.prijsVoor;
    return {
      soort: 'regel',
      regel: {
        verkopersnummer,
        artikelnummer: null,
        prijsCent: prijs.cent,
        lijstprijsCent: prijs.cent,
        omschrijving: `Verkoper ${verkopersnummer} (handmatig)`,
        maat: null,
      },
    };
  }
  const gelezen = leesKassaInvoer(tekst);
  if (gelezen.soort === 'fout') return { soort: 'waarschuwing', melding: gelezen.melding };
  if (gelezen.soort === 'verkoper') {
    return toestand.verkopers.has(gelezen.verkopersnummer)
      ? { soort: 'prijs-vragen', verkopersnummer: gelezen.verkopersnummer }
      : { soort: 'waarschuwing', melding: meldingOnbekendeVerkoper(gelezen.verkopersnummer) };
  }
  const sleutel = artikelSleutel(gelezen.sleutel.verkopersnummer, gelezen.sleutel.artikelnummer);
  const artikel = toestand.artikel(sleutel);
  if (!artikel) {
    return {
      soort: 'waarschuwing',
      melding: toestand.verkopers.has(gelezen.sleutel.verkopersnummer)
        ? meldingOnbekendArtikel(gelezen.code)
        : meldingOnbekendeVerkoper(gelezen.sleutel.verkopersnummer),
    };
  }
  if (toestand.verkocht(sleutel)) return { soort: 'al-verkocht', artikel };
  return uitAndereRuimte(artikel, toestand)
    ? {
        soort: 'regel',
        regel: regelVanArtikel(artikel, toestand.halvePrijs, toestand.nu),
        hint: meldingAndereRuimte(artikel.omschrijving, artikel.ruimte!),
      }
    : { soort: 'regel', regel: regelVanArtikel(artikel, toestand.halvePrijs, toestand.nu) };
}
