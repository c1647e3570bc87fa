/**
 * A seller's or the organisation's bank account (issue 36), one owner: what counts as an IBAN the
 * fair can pay to, and how one is shown. The check digits and each country's format are
 * ibantools' (a small, pure, well-kept library); the fair pays by SEPA credit transfer, so only
 * accounts in the SEPA area are taken.
 *
 * An IBAN is personal data: every screen, mail, log and desk shows it masked (`maskeerIban`);
 * only the treasurer's export (the SEPA file and the GiroCodes) has it in full.
 */
import { electronicFormatIBAN, friendlyFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import type { Uitbetaling } from './types';
import type { Veldregel } from './velden';

export const MELDING_IBAN_LEEG = 'Vul het IBAN in.';
export const MELDING_IBAN_ONGELDIG =
  'Dit IBAN klopt niet. Controleer de letters en cijfers (bijvoorbeeld NL91 ABNA 0417 1643 00).';
export const MELDING_IBAN_GEEN_SEPA =
  'Naar dit IBAN kan de beurs niet overmaken: alleen rekeningen in het SEPA-gebied (Europa) kunnen.';

/** A typed IBAN (spaces, dashes and lower case allowed) as stored: 'NL91ABNA0417164300'; or why not. */
export function leesIban(tekst: string): { ok: true; iban: string } | { ok: false; melding: string } {
  const iban = electronicFormatIBAN(tekst.replace(/[\s.-]/g, '')) ?? '';
  if (iban === '') return { ok: false, melding: MELDING_IBAN_LEEG };
  if (!isValidIBAN(iban)) return { ok: false, melding: MELDING_IBAN_ONGELDIG };
  if (!isSEPACountry(iban.slice(0, 2))) return { ok: false, melding: MELDING_IBAN_GEEN_SEPA };
  return { ok: true, iban };
}

/** 'NL** **** **** 4300': the country and the last four characters, as every screen and mail shows it. */
export function maskeerIban(iban: string): string {
  return `${iban.slice(0, 2)}** **** **** ${iban.slice(-4)}`;
}

/** The last four characters, for the mail that says where the money went. */
export const laatsteVier = (iban: string) => iban.slice(-4);

/** 'NL91 ABNA 0417 1643 00': in groups of four, for the treasurer's printed list only. */
export const ibanInGroepen = (iban: string) => friendlyFormatIBAN(iban) ?? iban;

/**
 * The IBAN field as a field rule (velden.ts): the server's schemas and the web form use the same
 * check, and the form shows the same message at the field.
 */
export const ibanregel: Veldregel = {
  label: 'IBAN',
  eigenMeldingen: [MELDING_IBAN_LEEG, MELDING_IBAN_ONGELDIG, MELDING_IBAN_GEEN_SEPA],
  controleer(invoer) {
    const uitkomst = leesIban(invoer);
    return uitkomst.ok ? { ok: true, waarde: uitkomst.iban } : { ok: false, fout: uitkomst.melding };
  },
};

/**
 * A seller's payout as every screen, answer and mail may show it: the IBAN masked. Only the
 * treasurer's export reads the full account, through its own store method.
 */
export function gemaskeerdeUitbetaling(u: Uitbetaling): Uitbetaling {
  return u.wijze === 'bank' ? { ...u, iban: maskeerIban(u.iban) } : { wijze: 'contant' };
}
