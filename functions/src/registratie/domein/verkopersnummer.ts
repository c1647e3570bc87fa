import { MAX_VERKOPERSNUMMER } from '../../kern/verkopersnummer';

/**
 * The next seller number. A number is for life and is not handed out again while the counter
 * (the last number handed out, surviving deletes) is below the top: the highest number present
 * covers a counter that was lost or lags behind, as after a restore or an import.
 */
export const volgendNummer = (teller: number, hoogste: number | null): number => Math.max(teller, hoogste ?? 0) + 1;

/** The last number handed out, by the counter or by the highest number present. */
export const bovenkant = (teller: number, hoogste: number | null) => Math.max(teller, hoogste ?? 0);

/**
 * Whether every number up to MAX_VERKOPERSNUMMER went out once: only then are numbers reused
 * (issue 53), so below the top nothing but the counter is read and the rush stays as cheap.
 */
export const isOpDeTop = (teller: number, hoogste: number | null) => bovenkant(teller, hoogste) >= MAX_VERKOPERSNUMMER;

/**
 * Whether handing out `ruimte` numbers from here could pass the top: a transaction that decides
 * several (a batch of the rush, a draw step, a promotion) reads what may be reused from the start,
 * so the one that crosses 9,999 halfway still reuses instead of refusing.
 */
export const kanDeTopBereiken = (teller: number, hoogste: number | null, ruimte: number) =>
  bovenkant(teller, hoogste) + Math.max(1, ruimte) > MAX_VERKOPERSNUMMER;

/**
 * What may be reused once the counter is at the top, as the adapter read it in the transaction:
 * `vrij`, the numbers handed out once that no current person holds (erased by the retention
 * rules, deleted, renumbered, or skipped when an administrator gave a higher number), each as
 * recorded when it came free; and `recenteBeurzen`, the ids of the last two fairs.
 */
export interface Herbruik {
  /**
   * Lowest number first, so the choice stops at the first it may reuse: on SQLite the rows are
   * read one by one as the choice asks for them, and at a fair at the top thousands are free.
   */
  vrij: Iterable<VrijNummer>;
  recenteBeurzen: ReadonlySet<string>;
}

/**
 * A free number as recorded when its holder went. What it records cannot change afterwards:
 * a number nobody holds takes part in no fair, so its items are on offer nowhere and its labels
 * are printed by nobody.
 */
export interface VrijNummer {
  nummer: number;
  /**
   * An item of this number was unsold and not handed back (artikelInOmloop): it may still turn
   * up at a till, so the number waits for good.
   */
  inOmloop: boolean;
  /** The fair at which its labels were last printed, null when never (or before this was recorded). */
  labelsIn: string | null;
}

/** The last two fairs (the latest first, by volgnummer): a label printed at one of them may still be used. */
export const recenteBeurzen = (afleveringen: readonly { id: string; volgnummer: number }[]): Set<string> =>
  new Set(
    [...afleveringen]
      .sort((a, b) => b.volgnummer - a.volgnummer)
      .slice(0, 2)
      .map((a) => a.id),
  );

/** Whether a free number may go to someone new now: no item of it in circulation, no recent label. */
export const isHerbruikbaar = (vrij: VrijNummer, recent: ReadonlySet<string>) =>
  !vrij.inOmloop && (vrij.labelsIn === null || !recent.has(vrij.labelsIn));

/**
 * The counter and the highest number present, as read in the transaction; `herbruik` only
 * when the counter is at the top (isOpDeTop), as reading it costs more than the counter.
 */
export interface Nummers {
  teller: number;
  hoogste: number | null;
  herbruik?: Herbruik;
}

/**
 * The number a new seller gets, or null when none is left. Below the top: the next after the
 * counter, as ever. At the top: the lowest number no current person holds, unless an item of it
 * can still be in circulation (unsold and not handed back, or on a label printed at one of the
 * last two fairs): a label of the old holder scanned at a till would otherwise pay the new one.
 */
export function kiesNummer(nummers: Nummers): number | null {
  const volgend = volgendNummer(nummers.teller, nummers.hoogste);
  if (volgend <= MAX_VERKOPERSNUMMER) return volgend;
  const { herbruik } = nummers;
  if (!herbruik) return null;
  // `vrij` comes lowest first: the first that may be reused is the lowest.
  for (const vrij of herbruik.vrij) if (isHerbruikbaar(vrij, herbruik.recenteBeurzen)) return vrij.nummer;
  return null;
}

/** What the administrator sees coming on /instellingen: numbers never handed out, and free ones reusable now. */
export interface NummerStand {
  over: number;
  herbruikbaar: number;
}

export function nummerStand(teller: number, hoogste: number | null, herbruik: Herbruik): NummerStand {
  let herbruikbaar = 0;
  for (const v of herbruik.vrij) if (isHerbruikbaar(v, herbruik.recenteBeurzen)) herbruikbaar++;
  return { over: Math.max(0, MAX_VERKOPERSNUMMER - bovenkant(teller, hoogste)), herbruikbaar };
}

/** Below this many numbers left, /instellingen warns. */
export const NUMMERS_WAARSCHUWING = 500;

/** What tells whether an item keeps its number in circulation, as the items' store has it. */
export interface ArtikelStand {
  artikelnummer: number;
  verkochtIn: string | null;
  goedDoelIn: string | null;
  verwijderd: boolean;
  /** The fair it was added for (confirming a place counts only the current fair's items, issue 53). */
  eersteAfleveringId?: string;
}

/**
 * Whether an item keeps its number in circulation: still the seller's (not sold, not given to
 * charity, not deleted) and not handed back at a pick-up (`teruggegeven`, the item numbers of
 * the seller's pick-up records). Such an item may still be at the fair or in a store room.
 */
export const artikelInOmloop = (artikel: ArtikelStand, teruggegeven: ReadonlySet<number>) =>
  !artikel.verwijderd &&
  artikel.verkochtIn === null &&
  artikel.goedDoelIn === null &&
  !teruggegeven.has(artikel.artikelnummer);

/**
 * The numbers an administrator's jump skips (geefNummer gives a number above the counter): they
 * were never handed out and nobody holds them, so they are free for reuse at the top like an
 * erased person's. At most MAX_VERKOPERSNUMMER of them.
 */
export const overgeslagen = (bovenkantVoor: number, nummer: number): number[] =>
  Array.from({ length: Math.max(0, nummer - bovenkantVoor - 1) }, (_, i) => bovenkantVoor + 1 + i);

/**
 * Whether the administrator may give a person this specific number on request: nobody else
 * holds it and it was never handed out (above the counter and every number present). Numbers
 * up to the counter all went to someone once, so they are never given to another by hand.
 */
export const nummerVrij = (nummer: number, teller: number, hoogste: number | null): boolean =>
  nummer > bovenkant(teller, hoogste);

export const meldingNummerBezet = (nummer: number) =>
  `Nummer ${nummer} is al eens uitgegeven en kan niet naar iemand anders. Kies een nummer hoger dan de nummers tot nu toe.`;

/**
 * When every number up to the highest an item's code holds (kern/verkopersnummer.ts) went out and
 * none can be reused yet: nobody new can register, rather than getting a number that fails later.
 */
export const MELDING_NUMMERS_OP =
  `De verkopersnummers zijn op: alle nummers van 1 tot en met ${MAX_VERKOPERSNUMMER} zijn in gebruik of ` +
  'hebben nog artikelen of labels in omloop. Verwijder verkopers die niet meer meedoen (Geregistreerden), ' +
  'dan komt hun nummer vrij zodra hun artikelen zijn afgehandeld en hun labels twee beurzen oud zijn.';
