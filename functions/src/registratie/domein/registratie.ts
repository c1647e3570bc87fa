/**
 * Who may register, and what the registration screen shows (SPEC.md section 4).
 * The server applies the same gate as the screen, so the rules live here once.
 */
import type { Aflevering, Deelnemer, DeelnemerAflevering, NieuweDeelnemer, Settings } from '../../kern/types';
import { isGeopend, meldingOpentOp, rondeIsBegonnen, type Voorrang } from './toewijzing';

export const MELDING_NIET_GEOPEND =
  'De inschrijving is nog niet geopend. Hou het in de gaten. Elk moment kan de inschrijving geopend worden.';
export const meldingGesloten = (email: string) =>
  `De inschrijving is gesloten. Als je op de reservelijst geplaats wil worden stuur dan een e-mail naar ${email}`;
export const MELDING_MAXIMUM = 'Maximum aantal inschrijvingen bereikt';
/**
 * When a registration waited too long for its turn (Firestore at the opening rush): the
 * request is kept and still decided in its turn; a confirmation follows by mail when it gets a
 * place, and trying again answers the outcome.
 */
export const MELDING_DRUK =
  'Het is nu erg druk. Je aanmelding is ontvangen en wordt op volgorde van binnenkomst verwerkt. Krijg je binnen een paar minuten geen bevestiging per e-mail, probeer het dan opnieuw.';

export type Toegang = 'formulier' | 'gesloten' | 'nietGeopend' | 'maximum';

/**
 * The precedence of SPEC.md section 4, checks 2 to 5 (the confirmation, check 1,
 * is screen state). Logged-in administrators always get the form. Open means switched on, or
 * the set opening has come (issue 52); `voorrang` the early rounds this request belongs to
 * (registratie/domein/toewijzing.ts), open from their own time. They count toward the maximum.
 */
export function registratieToegang(
  settings: Settings,
  aantalActief: number,
  isAdmin: boolean,
  now: Date,
  voorrang: readonly Voorrang[] = [],
): Toegang {
  if (isAdmin) return 'formulier';
  if (settings.inschrijvingGesloten) return 'gesloten';
  if (!isGeopend(settings, now) && !voorrang.some((v) => rondeIsBegonnen(settings, v, now))) return 'nietGeopend';
  if (aantalActief >= settings.maximumAantalDeelnemers) return 'maximum';
  return 'formulier';
}

/** `opening`: the set time still to come (toewijzing.ts komendeOpening), which 'not open' then names. */
export function toegangMelding(toegang: Exclude<Toegang, 'formulier'>, email: string, opening: string | null): string {
  switch (toegang) {
    case 'gesloten':
      return meldingGesloten(email);
    case 'nietGeopend':
      return opening ? meldingOpentOp(opening) : MELDING_NIET_GEOPEND;
    case 'maximum':
      return MELDING_MAXIMUM;
  }
}

/** The row that holds the clothing sizes: not a seller, cannot be deleted or mailed. */
export const BESCHERMDE_NAAM = 'Kledingmaat';

export const MELDING_GERESERVEERD = `De naam '${BESCHERMDE_NAAM}' is gereserveerd. Kies een andere naam.`;

/**
 * Cyrillic, Greek and Latin letters that look like a Latin one, by the letter they pass for
 * (in lower case: the text is lower-cased first). I, l and 1 are one shape in many fonts.
 */
const LOOKALIKES: Record<string, string> = {
  a: 'аαɑ',
  c: 'сϲ',
  d: 'ԁ',
  e: 'еεҽ',
  g: 'ɡց',
  k: 'кκĸ',
  l: 'iıіιӏ1|',
  m: 'мμ',
  n: 'ηνпո',
  o: 'оοσ',
  p: 'рρ',
  t: 'тτ',
  x: 'хχ',
  y: 'уγ',
};
const LATIJN = new Map(
  Object.entries(LOOKALIKES).flatMap(([letter, tekens]) => [...tekens].map((t): [string, string] => [t, letter])),
);

/**
 * What a name looks like, whatever it is made of: compatibility forms and accents gone,
 * invisible characters and spaces removed, lookalike letters replaced by the Latin ones.
 */
export function vormVan(naam: string): string {
  // Printable ASCII (nearly every name) has no compatibility forms, marks or invisible
  // characters: the same form without normalising (at the opening rush every registration
  // asks, and the full path was a measurable part of each; registratie.test.ts holds both equal).
  if (ALLEEN_ASCII.test(naam)) {
    return naam
      .replace(/ /g, '')
      .toLowerCase()
      .replace(ASCII_LOOKALIKES, (t) => LATIJN.get(t)!)
      .replace(/rn/g, 'm');
  }
  return vormVolledig(naam);
}

const ALLEEN_ASCII = /^[\x20-\x7e]*$/;
/** The lookalikes that are ASCII themselves (i, 1 and | for l), as one character class. */
const ASCII_LOOKALIKES = new RegExp(
  `[${[...LATIJN.keys()]
    .filter((t) => ALLEEN_ASCII.test(t))
    .map((t) => t.replace(/[\\\]^-]/g, '\\$&'))
    .join('')}]`,
  'g',
);

/** vormVan for any text; exported for the test that holds the ASCII path equal to it. */
export function vormVolledig(naam: string): string {
  return [
    ...naam
      .normalize('NFKD')
      .replace(/[\p{M}\p{C}\p{Z}\s\u115F\u1160\u3164\uFFA0]/gu, '')
      .toLowerCase(),
  ]
    .map((teken) => LATIJN.get(teken) ?? teken)
    .join('')
    .replace(/rn/g, 'm');
}

const BESCHERMDE_VORM = vormVan(BESCHERMDE_NAAM);

/** Also a lookalike of the name ('Kledіngmaat' with a Cyrillic і) is the protected row, never a seller. */
export const isBeschermd = (row: { naam?: string | null }) => vormVan(row.naam ?? '') === BESCHERMDE_VORM;

/** A person's link to an aflevering, with its own active flag. */
const koppeling = (a: Pick<Aflevering, 'id' | 'volgnummer' | 'datum'>, actief: boolean): DeelnemerAflevering => ({
  id: a.id,
  volgnummer: a.volgnummer,
  datum: a.datum,
  actief,
});

/** What the count needs of a person. */
export type TelDeelnemer = Pick<Deelnemer, 'actief'> & {
  naam?: string | null;
  afleveringen: Pick<DeelnemerAflevering, 'id' | 'actief'>[];
};

/**
 * Whether a person takes part in the fair `aflevering`: linked to it with that link active.
 * Before any aflevering exists (null) there is one fair, and the person's own flag decides.
 */
export const doetMeeAan = (d: TelDeelnemer, aflevering: Pick<Aflevering, 'id'> | null): boolean =>
  aflevering === null ? d.actief : d.afleveringen.some((a) => a.id === aflevering.id && a.actief);

/**
 * Whether a person counts for the current fair towards
 * Actief, the capacity gate and the live count (`huidige`, the latest aflevering: seizoen/domein/aflevering.ts
 * laatsteAflevering): taking part in it, and not the protected
 * 'Kledingmaat' row. Both adapters and the administrator's screen count with this.
 */
export const isActieveDeelnemer = (d: TelDeelnemer, huidige: Pick<Aflevering, 'id'> | null): boolean =>
  doetMeeAan(d, huidige) && !isBeschermd(d);

/**
 * The person with their participation in `aflevering` set to `actief` (the main Actief checkbox
 * of Geregistreerden): the link is added, newest first, when there is none. The person's own
 * flag follows the link of the current fair, so it says whether they take part now.
 */
export function zetDeelname<D extends Pick<Deelnemer, 'actief' | 'afleveringen'>>(
  d: D,
  aflevering: Pick<Aflevering, 'id' | 'volgnummer' | 'datum'>,
  actief: boolean,
  huidige: Pick<Aflevering, 'id'> | null,
): D {
  const gekoppeld = d.afleveringen.some((a) => a.id === aflevering.id);
  const afleveringen = gekoppeld
    ? d.afleveringen.map((a) => (a.id === aflevering.id ? { ...a, actief } : a))
    : [koppeling(aflevering, actief), ...d.afleveringen].sort((a, b) => b.volgnummer - a.volgnummer);
  return { ...d, afleveringen, actief: huidige?.id === aflevering.id ? actief : d.actief };
}

/**
 * A returning seller joins the current fair (`laatste`): one person, one record, one number.
 * The link is added (or made active) and the person's own flag follows it.
 */
export const doeWeerMee = <D extends Pick<Deelnemer, 'actief' | 'afleveringen'>>(
  d: D,
  laatste: Aflevering | null,
): D => (laatste === null ? { ...d, actief: true } : zetDeelname(d, laatste, true, laatste));

/**
 * A new registration: active, no volunteer flags yet, and linked to the latest aflevering
 * with its own active flag (the nested afleveringen of SPEC.md section 3).
 */
export function nieuweDeelnemer(
  input: NieuweDeelnemer,
  { id, nummer, laatste, now }: { id: string; nummer: number; laatste: Aflevering | null; now: Date },
): Deelnemer {
  return {
    id,
    nummer,
    naam: input.naam,
    email: input.email,
    telefoon: input.telefoon,
    actief: true,
    vrijwilligerVrijdag: false,
    vrijwilligerZaterdag: false,
    afleveringen: laatste ? [koppeling(laatste, true)] : [],
    aangemeld: now.toISOString(),
  };
}
