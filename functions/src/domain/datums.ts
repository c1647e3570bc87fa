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
 * The formats are made on first use: the first Intl.DateTimeFormat loads the locale's data,
 * ~15 ms on a desktop CPU, which at module load would lengthen the public page's script start.
 */
let lang: Intl.DateTimeFormat | undefined;
let kort: Intl.DateTimeFormat | undefined;

/** 'zaterdag 13 maart 2027' */
export const langeDatum = (datum: string) =>
  (lang ??= new Intl.DateTimeFormat('nl-NL', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })).format(parseIsoDatum(datum));

/** '13 maart 2027' ('d MMMM y') */
export const datumZonderDag = (datum: string) =>
  (kort ??= new Intl.DateTimeFormat('nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })).format(parseIsoDatum(datum));

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
