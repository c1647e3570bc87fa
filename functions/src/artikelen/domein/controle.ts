/**
 * The checks on what a seller enters: an item's fields and price against the fair's settings,
 * a price as typed, and whether the list may change now.
 */
import {
  isSoort,
  MATEN,
  MELDING_RETOUR_ONDER_EURO,
  omschrijvingregel,
  RETOUR_MINIMUM_CENT,
  SOORTEN,
  type ArtikelInvoer,
} from './artikelen';
import { euro } from '../../kern/geld';
import type { ArtikelInstellingen } from './instellingen';
import { ongeldig } from '../../kern/errors';
import type { Uitkomst } from '../../kern/velden';

/** The price in cents against the fair's settings, with the Dutch message the form shows. */
export function controleerPrijs(prijsCent: number, instellingen: ArtikelInstellingen): string | null {
  if (!Number.isInteger(prijsCent)) return 'Prijs moet in hele centen zijn';
  if (prijsCent < instellingen.minimumPrijsCent)
    return `Prijs moet minstens ${euro(instellingen.minimumPrijsCent)} zijn`;
  if (prijsCent > instellingen.maximumPrijsCent)
    return `Prijs mag hoogstens ${euro(instellingen.maximumPrijsCent)} zijn`;
  if (prijsCent % instellingen.prijsStapCent !== 0) {
    return `Prijs moet in stappen van ${euro(instellingen.prijsStapCent)} (bijvoorbeeld ${euro(
      Math.max(
        instellingen.minimumPrijsCent,
        Math.round(prijsCent / instellingen.prijsStapCent) * instellingen.prijsStapCent,
      ),
    )})`;
  }
  return null;
}

export type ArtikelVeld = 'omschrijving' | 'soort' | 'maat' | 'prijsCent' | 'retour';

/**
 * Every field rule of an item against the fair's settings: the values as stored (trimmed,
 * maat null unless Kleding), and the message per wrong field. The max count and the deadline are
 * the store's and the use case's.
 */
export function controleerArtikel(
  invoer: ArtikelInvoer,
  instellingen: ArtikelInstellingen,
): { waarde: ArtikelInvoer; fouten: Partial<Record<ArtikelVeld, string>> } {
  const fouten: Partial<Record<ArtikelVeld, string>> = {};
  const omschrijving = omschrijvingregel.controleer(invoer.omschrijving);
  if (!omschrijving.ok) fouten.omschrijving = omschrijving.fout;
  if (!isSoort(invoer.soort)) fouten.soort = `Soort moet een van ${SOORTEN.join(', ')} zijn`;
  let maat: string | null = null;
  if (invoer.soort === 'Kleding') {
    if (!invoer.maat) fouten.maat = 'Maat is verplicht voor kleding';
    else if (!MATEN.includes(invoer.maat)) fouten.maat = `Maat moet een van ${MATEN.join(', ')} zijn`;
    else maat = invoer.maat;
  }
  const prijs = controleerPrijs(invoer.prijsCent, instellingen);
  if (prijs) fouten.prijsCent = prijs;
  else if (invoer.retour && invoer.prijsCent < RETOUR_MINIMUM_CENT) fouten.retour = MELDING_RETOUR_ONDER_EURO;
  return {
    waarde: {
      omschrijving: omschrijving.ok ? omschrijving.waarde : invoer.omschrijving,
      soort: invoer.soort,
      maat,
      prijsCent: invoer.prijsCent,
      retour: invoer.retour,
      ...(invoer.magAfgeprijsd === undefined ? {} : { magAfgeprijsd: invoer.magAfgeprijsd }),
    },
    fouten,
  };
}

/** The server's form of controleerArtikel: the first wrong field refuses with 400. */
export function geldigArtikel(invoer: ArtikelInvoer, instellingen: ArtikelInstellingen): ArtikelInvoer {
  const { waarde, fouten } = controleerArtikel(invoer, instellingen);
  const [eerste] = Object.entries(fouten);
  if (eerste) throw ongeldig(eerste[1], eerste[0]);
  return waarde;
}

/**
 * A price as a seller types it, in euros ('2,50', '2.5', '€ 3', '3,-'), in cents; or the message.
 */
export function leesPrijs(tekst: string): Uitkomst & { cent?: number } {
  const schoon = tekst.replace(/€/g, '').replace(/,-$/, '').trim();
  const m = /^(\d{1,5})(?:[.,](\d{1,2}))?$/.exec(schoon);
  if (!m) return { ok: false, fout: 'Vul de prijs in euro in, bijvoorbeeld 2,50' };
  const cent = Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
  return { ok: true, waarde: String(cent), cent };
}

/** Whether the list may change now: registration's rule too, so it lives in registratie's domain. */
export { wijzigMelding } from '../../registratie/domein';
