/**
 * A name as the bank sees it (issue 50): the SEPA character set is Latin letters, digits, space
 * and / - ? : ( ) . , ' +. Every text that goes to a bank (the SEPA file, a GiroCode, the
 * printed list) passes through `sepaTekst`, and the name fields (the seller's "Ten name van",
 * the organisation's "Naam rekeninghouder") refuse, at the field, a name of which nothing
 * readable would reach the bank: one empty `<Nm>` makes the bank refuse the whole batch.
 *
 * Transliteration is @sindresorhus/transliterate's (Cyrillic, Greek, Arabic, Nordic and
 * Vietnamese letters to Latin: Ø→O, Æ→AE, Þ→TH, Đ→D, ß→ss, Иван→Ivan). Latin letters with an
 * accent lose the accent first, as Dutch banks write them ('Zoë' → 'Zoe', 'Jörg' → 'Jorg', not
 * the German 'Joerg'), so the name stays the one the seller's bank knows. Pure; the web form
 * shows the seller the same result beside the field.
 */
import transliterate from '@sindresorhus/transliterate';
import { naamregel, vrijeTekst, type Uitkomst, type Veldregel } from '../../kern/velden';

/** A name in a SEPA file: Max70Text. */
export const MAX_TENAAMSTELLING = 70;

/** What a name must keep after transliteration: one Latin letter, or the bank reads nothing. */
const LATIJNSE_LETTER = /[A-Za-z]/;

/** A text in the SEPA character set, at most `max` characters: 'Zoë & Jörg' → 'Zoe + Jorg'. */
export function sepaTekst(tekst: string, max: number): string {
  const zonderAccenten = tekst
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC');
  return transliterate(zonderAccenten)
    .replace(/&/g, '+')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** The account holder's name as it goes into the SEPA file and on a GiroCode. */
export const bankNaam = (naam: string) => sepaTekst(naam, MAX_TENAAMSTELLING);

/** Whether a bank can read the name at all: at least one Latin letter after transliteration. */
export const leesbaarVoorBank = (naam: string) => LATIJNSE_LETTER.test(bankNaam(naam));

/**
 * A name field of an account: the seller's (filled in, `verplicht`) or the organisation's (empty
 * clears it). Beyond a name's own rules, a name of which the bank would read nothing is refused.
 */
export function tenaamstellingregel(label: string, { verplicht }: { verplicht: boolean }): Veldregel {
  const basis = verplicht ? naamregel(label, MAX_TENAAMSTELLING) : vrijeTekst(label, MAX_TENAAMSTELLING);
  const onleesbaar = `${label} moet in Latijnse letters staan, zoals de bank de naam kent (bijvoorbeeld Wang Xiaoming)`;
  return {
    label,
    eigenMeldingen: basis.eigenMeldingen,
    controleer(invoer): Uitkomst {
      const uitkomst = basis.controleer(invoer);
      if (!uitkomst.ok || uitkomst.waarde === '' || leesbaarVoorBank(uitkomst.waarde)) return uitkomst;
      return { ok: false, fout: onleesbaar };
    },
  };
}
