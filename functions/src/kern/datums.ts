/**
 * Fair dates and their Dutch texts. Dates are plain 'yyyy-MM-dd' strings, computed in
 * UTC so that no time zone can shift a day.
 */

const DAY_MS = 86_400_000;

export const isIsoDatum = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && toIsoDatum(parseIsoDatum(value)) === value;

export function parseIsoDatum(datum: string): Date {
  const [y, m, d] = datum.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

export const toIsoDatum = (date: Date) => date.toISOString().slice(0, 10);

export const plusDagen = (datum: string, dagen: number) =>
  toIsoDatum(new Date(parseIsoDatum(datum).getTime() + dagen * DAY_MS));

/** Drop-off is on the Friday, the day before the fair. */
export const vrijdagVoor = (zaterdag: string) => plusDagen(zaterdag, -1);

/**
 * The Dutch names, written out rather than asked of Intl.DateTimeFormat: the first 'nl-NL' format
 * loads the locale's data, one task of ~17 ms CPU on a desktop (~70 ms on a phone), which on
 * /vrijwilligers was the longest task after the page appeared (Lighthouse TBT, issue 55). The
 * names are fixed, so the text is the same as Intl's (datums.test.ts compares 1,100 dates) and
 * also where a runtime has no Dutch locale data.
 */
const WEEKDAGEN = ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'];
const MAANDEN = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];

/** 'zaterdag 13 maart': the weekday, day and month of a 'yyyy-MM-dd' date. */
function dagEnMaand(dag: Date): string {
  return `${WEEKDAGEN[dag.getUTCDay()]} ${dag.getUTCDate()} ${MAANDEN[dag.getUTCMonth()]}`;
}

/** 'zaterdag 13 maart 2027' */
export function langeDatum(datum: string): string {
  const dag = parseIsoDatum(datum);
  return `${dagEnMaand(dag)} ${dag.getUTCFullYear()}`;
}

/**
 * '13-03-2027': the one short form, in tables, grids and compact lists (a select's options).
 * Text (sentences, mails, PDFs) uses `langeDatum`. CSV exports keep ISO 'yyyy-MM-dd', which
 * every spreadsheet reads as a date whatever its language.
 */
export function tabelDatum(datum: string): string {
  const [j, m, d] = datum.split('-');
  return `${d}-${m}-${j}`;
}

let amsterdam: Intl.DateTimeFormat | undefined;

/** The last instant's answer, by its whole second: requests in the same second ask the same. */
let vorige: { seconde: number; antwoord: { datum: string; tijd: string } } | null = null;

/** An instant on the fair's clock (Europe/Amsterdam, summer or winter time): its date and 'HH:mm'. */
export function opDeBeursklok(moment: string | Date): { datum: string; tijd: string } {
  // Every time zone's offset is whole seconds, so all of one second has the same date and minute.
  const seconde = Math.floor(new Date(moment).getTime() / 1000);
  if (vorige?.seconde === seconde) return { ...vorige.antwoord };
  const antwoord = beursklok(moment);
  vorige = { seconde, antwoord };
  return { ...antwoord };
}

function beursklok(moment: string | Date): { datum: string; tijd: string } {
  const delen = Object.fromEntries(
    (amsterdam ??= new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Amsterdam',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }))
      .formatToParts(new Date(moment))
      .map((p) => [p.type, p.value]),
  );
  return { datum: `${delen.year}-${delen.month}-${delen.day}`, tijd: `${delen.hour}:${delen.minute}` };
}

let amsterdamSeconden: Intl.DateTimeFormat | undefined;

/** 'HH:mm:ss' on the fair's clock: when a receipt or a desk's contact came, to the second. */
export const tijdMetSeconden = (moment: string | Date): string =>
  (amsterdamSeconden ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Amsterdam',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })).format(new Date(moment));

/** '13-03-2027 14:05': an instant in a table. */
export function tabelTijdstip(moment: string | Date): string {
  const { datum, tijd } = opDeBeursklok(moment);
  return `${tabelDatum(datum)} ${tijd}`;
}

/** 'zaterdag 13 maart 2027': the day of an instant, in a sentence. */
export const langeDatumVan = (moment: string | Date) => langeDatum(opDeBeursklok(moment).datum);

/** 'zaterdag 13 maart 2027 om 14:05': an instant in a sentence. */
export function langTijdstip(moment: string | Date): string {
  const { datum, tijd } = opDeBeursklok(moment);
  return `${langeDatum(datum)} om ${tijd}`;
}

/** An instant as a date-and-time field shows it on the fair's clock: '2027-01-09T20:00'. */
export function naarBeursklokVeld(moment: string | Date): string {
  const { datum, tijd } = opDeBeursklok(moment);
  return `${datum}T${tijd}`;
}

/**
 * The instant a date-and-time field means on the fair's clock ('2027-01-09T20:00' in Amsterdam,
 * summer or winter time), as ISO 8601; null when the text is no such value. The offset is found
 * by asking the clock what the first guess shows, once more near a change of the clocks.
 */
export function vanBeursklokVeld(waarde: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(waarde);
  if (!m) return null;
  const [, j, mnd, d, u, min] = m.map(Number) as [number, number, number, number, number, number];
  const bedoeld = Date.UTC(j, mnd - 1, d, u, min);
  let gok = bedoeld;
  for (let i = 0; i < 2; i++) {
    const { datum, tijd } = opDeBeursklok(new Date(gok));
    const getoond = Date.parse(`${datum}T${tijd}:00Z`);
    gok += bedoeld - getoond;
  }
  return naarBeursklokVeld(new Date(gok)) === waarde.slice(0, 16) ? new Date(gok).toISOString() : null;
}

/** 'zaterdag 9 januari om 20:00': an instant in the coming weeks, in a sentence (no year). */
export function dagEnTijd(moment: string | Date): string {
  const { datum, tijd } = opDeBeursklok(moment);
  return `${dagEnMaand(parseIsoDatum(datum))} om ${tijd}`;
}

/** Month index under 6 (before July) gives spring/summer; no date gives the default. */
export function seizoenTekst(datum: string | null): string {
  if (datum && parseIsoDatum(datum).getUTCMonth() < 6) return 'een lente- en zomerbeurs';
  return 'een herfst- en winterbeurs';
}

/** The first Saturday after the given day: the demo fair date. */
export function volgendeZaterdag(vandaag: Date): string {
  const start = Date.UTC(vandaag.getUTCFullYear(), vandaag.getUTCMonth(), vandaag.getUTCDate());
  const dag = new Date(start).getUTCDay();
  return toIsoDatum(new Date(start + ((6 - dag + 7) % 7 || 7) * DAY_MS));
}
