/**
 * Inputs a visitor might send, with what the server says about them. The domain's unit test
 * checks that the server's schema and the form's rules agree on every one; the browser test
 * types the refused ones into the registration form.
 */
import type { NieuweDeelnemer } from '../types';

export const GELDIG: NieuweDeelnemer = { naam: 'Piet de Vries', email: 'piet@voorbeeld.nl', telefoon: '' };

export interface Geweigerd {
  /** What the visitor fills in, over GELDIG. */
  invoer: Partial<NieuweDeelnemer>;
  veld: keyof NieuweDeelnemer;
  melding: string;
}

const TEKENS = 'Naam bevat onzichtbare of andere tekens die niet zijn toegestaan';
const EMAIL = 'Vul een geldig e-mailadres in';

/** The four the form used to let through (issue 10), typed into the browser as well. */
export const DOOR_HET_FORMULIER_GEGLIPT: Geweigerd[] = [
  { invoer: { naam: 'Anne <b>' }, veld: 'naam', melding: 'Naam mag geen < of > bevatten' },
  { invoer: { naam: 'Anne \u202Eegaj' }, veld: 'naam', melding: TEKENS },
  { invoer: { email: 'a..b@x.nl' }, veld: 'email', melding: EMAIL },
  { invoer: { email: 'jan@bücher.de' }, veld: 'email', melding: EMAIL },
];

/** Issue 11, item 8: line breaks, invisible names, no letter. */
export const ONZICHTBAAR_OF_MEERREGELIG: Geweigerd[] = [
  { invoer: { naam: 'Anne\r\nde Vries' }, veld: 'naam', melding: 'Naam moet op één regel staan, zonder enter of tab' },
  { invoer: { naam: 'Anne\tde Vries' }, veld: 'naam', melding: 'Naam moet op één regel staan, zonder enter of tab' },
  {
    invoer: { email: 'piet@voorbeeld.nl\nBcc: x@y.nl' },
    veld: 'email',
    melding: 'E-mail moet op één regel staan, zonder enter of tab',
  },
  {
    invoer: { telefoon: '06 1234\n5678' },
    veld: 'telefoon',
    melding: 'Telefoon moet op één regel staan, zonder enter of tab',
  },
  { invoer: { naam: '\u200B\u200C\u200D' }, veld: 'naam', melding: TEKENS },
  { invoer: { naam: '\u2060\uFEFF\u2063' }, veld: 'naam', melding: TEKENS },
  { invoer: { naam: 'An\u200Bne' }, veld: 'naam', melding: TEKENS },
  { invoer: { naam: 'Anne\u2067' }, veld: 'naam', melding: TEKENS },
  { invoer: { naam: 'Kleding\u200Bmaat' }, veld: 'naam', melding: TEKENS },
  // Issue #24: the soft hyphen is as invisible as the others.
  { invoer: { naam: '\u00ADAnne' }, veld: 'naam', melding: TEKENS },
  { invoer: { naam: 'Kleding\u00ADmaat' }, veld: 'naam', melding: TEKENS },
  { invoer: { naam: '1234 !!' }, veld: 'naam', melding: 'Naam moet minstens één letter bevatten' },
  {
    invoer: { telefoon: '06\u200B12345678' },
    veld: 'telefoon',
    melding: 'Telefoon bevat onzichtbare of andere tekens die niet zijn toegestaan',
  },
];

export const GEWEIGERD: Geweigerd[] = [...DOOR_HET_FORMULIER_GEGLIPT, ...ONZICHTBAAR_OF_MEERREGELIG];

/** Accepted, and stored as `opgeslagen` (NFKC, trimmed). */
export const AANGENOMEN: { invoer: Partial<NieuweDeelnemer>; opgeslagen: Partial<NieuweDeelnemer> }[] = [
  { invoer: { naam: '  Zoë Ĳsselmeer-Çelik 👩‍👧 ' }, opgeslagen: { naam: 'Zoë IJsselmeer-Çelik 👩‍👧' } },
  { invoer: { naam: "Seán O'Brien-van der Berg" }, opgeslagen: { naam: "Seán O'Brien-van der Berg" } },
  { invoer: { naam: 'Мария Иванова' }, opgeslagen: { naam: 'Мария Иванова' } },
  { invoer: { naam: '李小龙' }, opgeslagen: { naam: '李小龙' } },
  { invoer: { naam: 'Ｊａｎ' }, opgeslagen: { naam: 'Jan' } },
  { invoer: { email: 'jan.de.vries+beurs@voorbeeld.nl' }, opgeslagen: { email: 'jan.de.vries+beurs@voorbeeld.nl' } },
  { invoer: { email: ' Piet@Voorbeeld.NL ' }, opgeslagen: { email: 'Piet@Voorbeeld.NL' } },
  { invoer: { telefoon: '+31 (0)6-12345678' }, opgeslagen: { telefoon: '+31 (0)6-12345678' } },
  { invoer: { telefoon: '０６\u00A01234 5678' }, opgeslagen: { telefoon: '06 1234 5678' } },
];

/** Names that look like the reserved 'Kledingmaat' (issue 11, item 8); the schema lets them through, the gate refuses. */
export const LIJKT_OP_KLEDINGMAAT = [
  'Kledingm\u0430at', // Cyrillic а
  'Kl\u0435dingmaat', // Cyrillic е
  '\u041Aledingmaat', // Cyrillic К
  '\u039Aled\u03B9ngmaat', // Greek Κ and ι
  'KLEDINGMAAT',
  '\uFF2B\uFF4C\uFF45\uFF44\uFF49\uFF4E\uFF47\uFF4D\uFF41\uFF41\uFF54', // full-width
  'Kledingrnaat',
  ' kleding maat ',
];
