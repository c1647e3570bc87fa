/**
 * Confirming your place ("Bevestigen", issue 53): a fair may ask every seller to confirm by a
 * deadline. Who has not confirmed by then loses the place to the reserve list, by itself. The
 * rules live here once, for both stores, the scheduled work and the screens.
 *
 * Per participation (the person's link to the fair, DeelnemerAflevering) the store keeps when it
 * was confirmed, its own deadline when it has one (placed after the general deadline, or extended
 * by the administrator), the deadline whose reminder went out, and when and why it was released.
 */
import { langTijdstip } from '../../kern/datums';
import { inleverenBegintOp } from '../../kern/deadline';
import type { Aflevering, BevestigenInstelling, Deelnemer, DeelnemerAflevering, Settings } from '../../kern/types';
import { isVrijgegevenKoppeling } from './dubbel';

const UUR = 3_600_000;
const DAG = 24 * UUR;

export const STANDAARD_BEVESTIGEN = { artikelen: 1, herinneringDagen: 3, termijnUren: 48 } as const;

/** How many links a release or a reminder handles in one transaction (Firestore: 500 writes at most). */
export const BEVESTIGEN_STAP = 50;

export const REDEN_NIET_BEVESTIGD = 'Je hebt je plek niet op tijd bevestigd.';
export const MELDING_DOET_NIET_MEE = 'Deze verkoper doet niet mee aan de huidige beurs.';
export const MELDING_AL_VRIJGEGEVEN =
  'Je plek is al vrijgegeven, omdat je niet op tijd hebt bevestigd. Neem contact op met de organisatie als dit niet klopt.';

/**
 * Why confirming this person's place is refused, or null: a place released meanwhile says so
 * (not "does not take part"), also when the release won the race with the click.
 */
export function bevestigWeigering(
  d: Pick<Deelnemer, 'afleveringen'>,
  afleveringId: string | null | undefined,
): string | null {
  const link = koppelingVoor(d, afleveringId);
  if (link && isVrijgegevenKoppeling(link)) return MELDING_AL_VRIJGEGEVEN;
  return link?.actief ? null : MELDING_DOET_NIET_MEE;
}
export const MELDING_BEVESTIGEN_UIT = 'Bevestigen staat niet aan voor deze beurs.';
export const MELDING_TERMIJN_VERLEDEN = 'Kies een tijd in de toekomst.';
export const MELDING_VOOR_VERLEDEN = 'Kies een tijd in de toekomst.';
export const MELDING_GEEN_BEURS = 'Er is nog geen beurs: voeg eerst een aflevering toe.';
export const MELDING_TERMIJN_VOORBIJ =
  'De termijn om je plek te bevestigen is voorbij: je plek wordt vrijgegeven. Neem contact op met de organisatie als dit niet klopt.';
/** A deadline must lie before the drop-off: from then no place is released (the administrator picks one). */
export const meldingNaInleveren = (inleverenOp: string) =>
  `Kies een tijd vóór het inleveren, ${langTijdstip(inleverenOp)}: daarna wordt geen plek meer vrijgegeven.`;
export const meldingNietLater = (deadline: string) =>
  `Kies een tijd na de huidige termijn (${langTijdstip(deadline)}): verlengen maakt een termijn niet korter.`;

/**
 * The setting as it holds for the current fair: for that fair only (a deadline of the last fair
 * would release everyone placed in the next within their 48 hours, months before it), with the
 * moment its drop-off begins, after which nothing is reminded or released and no term runs.
 */
export interface GeldendBevestigen extends BevestigenInstelling {
  afleveringId: string;
  inleverenOp: string;
}

/** The setting for the current fair `huidige`, or null when confirming is off for it. */
export function bevestigenVan(
  settings: Pick<Settings, 'toewijzing'>,
  huidige: Pick<Aflevering, 'id' | 'datum'> | null | undefined,
): GeldendBevestigen | null {
  const bevestigen = settings.toewijzing?.bevestigen;
  if (!bevestigen || !huidige || bevestigen.afleveringId !== huidige.id) return null;
  return { ...bevestigen, afleveringId: huidige.id, inleverenOp: inleverenBegintOp(huidige).toISOString() };
}

/** The setting as the administrator sees and sends it (without what the server adds). */
export const alsInstelling = (b: GeldendBevestigen | null): BevestigenInstelling | null =>
  b && { voor: b.voor, artikelen: b.artikelen, herinneringDagen: b.herinneringDagen, termijnUren: b.termijnUren };

/** The link of the fair `afleveringId`, or null. */
export const koppelingVoor = (d: Pick<Deelnemer, 'afleveringen'>, afleveringId: string | null | undefined) =>
  (afleveringId && d.afleveringen.find((a) => a.id === afleveringId)) || null;

/**
 * Whether the place counts as confirmed: the button "Ik kom" or the administrator (`bevestigd`),
 * or, while items are entered online and the setting names a number, that many items on offer
 * for this fair. Off: everyone counts as confirmed (nothing is ever released).
 */
export function isBevestigd(
  link: DeelnemerAflevering,
  aantalArtikelen: number,
  bevestigen: GeldendBevestigen | null,
  onlineInvoeren: boolean,
): boolean {
  if (!bevestigen) return true;
  if (link.bevestigd) return true;
  return onlineInvoeren && bevestigen.artikelen !== null && aantalArtikelen >= bevestigen.artikelen;
}

/** What of an item tells whether it confirms a place (artikelen's items, or their stand). */
export interface ArtikelVoorBevestigen {
  eersteAfleveringId?: string;
  verwijderd?: boolean;
  verkochtIn?: string | null;
  goedDoelIn?: string | null;
}

/**
 * How many of the seller's items confirm their place in the fair `afleveringId`: those entered
 * for it and not deleted. Items left over from an earlier fair (unsold, still theirs) say
 * nothing about coming to this one.
 */
export const artikelenVoorBevestigen = (artikelen: readonly ArtikelVoorBevestigen[], afleveringId: string): number =>
  artikelen.filter((a) => a.eersteAfleveringId === afleveringId && !a.verwijderd && !(a.verkochtIn ?? a.goedDoelIn))
    .length;

/**
 * The number of items that confirms a place, or null when items do not (the setting names no
 * number, or items are not entered online for this fair).
 */
export const artikelDrempel = (bevestigen: GeldendBevestigen | null, onlineInvoeren: boolean): number | null =>
  bevestigen && onlineInvoeren ? bevestigen.artikelen : null;

/** The person's deadline: their own term when they have one, else the fair's. */
export const deadlineVan = (link: DeelnemerAflevering, bevestigen: BevestigenInstelling): string =>
  link.termijnTot ?? bevestigen.voor;

/**
 * When this place is released if it stays unconfirmed: null when confirming is off, the place
 * is confirmed (by the button or the administrator), not taken (link inactive), or was released
 * once already (an administrator who switched it on again keeps it: nothing releases it twice).
 * Null too when the deadline is not before the drop-off (a term cut off there): from then no
 * place is released.
 */
export function vrijgevenOp(link: DeelnemerAflevering, bevestigen: GeldendBevestigen | null): string | null {
  if (!bevestigen || !link.actief || link.bevestigd || link.vrijgegeven) return null;
  const deadline = deadlineVan(link, bevestigen);
  return Date.parse(deadline) < Date.parse(bevestigen.inleverenOp) ? deadline : null;
}

/** One person in the current fair, as the scheduled work looks at them. */
export interface Deelname {
  deelnemer: Deelnemer;
  link: DeelnemerAflevering;
}

const voorbij = (moment: string, now: Date) => now.getTime() >= Date.parse(moment);

/**
 * Whether the reminder is due for this place at `now`: unconfirmed, from `herinneringDagen` days
 * before its deadline until the deadline, and not yet sent for this deadline (once per term: an
 * extended term gets its own). `bevestigdDoorArtikelen`: the items already confirm it.
 */
export function moetHerinneren(
  link: DeelnemerAflevering,
  bevestigen: GeldendBevestigen | null,
  now: Date,
  bevestigdDoorArtikelen = false,
): boolean {
  const op = vrijgevenOp(link, bevestigen);
  if (!bevestigen || op === null || bevestigdDoorArtikelen) return false;
  if (link.herinnerd && Date.parse(link.herinnerd) === Date.parse(op)) return false;
  const vanaf = Date.parse(op) - bevestigen.herinneringDagen * DAG;
  return now.getTime() >= vanaf && !voorbij(op, now);
}

/**
 * Whether the place is released at `now`: unconfirmed and its deadline has come, but the drop-off
 * not yet begun (a run after downtime that reaches into the drop-off takes no place from someone
 * bringing their items).
 */
export function moetVrijgeven(
  link: DeelnemerAflevering,
  bevestigen: GeldendBevestigen | null,
  now: Date,
  bevestigdDoorArtikelen = false,
): boolean {
  const op = vrijgevenOp(link, bevestigen);
  return op !== null && !bevestigdDoorArtikelen && voorbij(op, now) && !voorbij(bevestigen!.inleverenOp, now);
}

/**
 * Whether a confirmation at `now` may be stored. The seller's own "Ik kom" not once their
 * deadline has passed (moetVrijgeven): the release is due, and a missed tick of the clock may
 * change when it happens, never what (DESIGN.md). `ookTeLaat`: the administrator (a phone call),
 * or items that confirm already, may confirm late.
 */
export const magBevestigen = (
  link: DeelnemerAflevering,
  bevestigen: GeldendBevestigen | null,
  now: Date,
  ookTeLaat: boolean,
): boolean => ookTeLaat || !moetVrijgeven(link, bevestigen, now);

/**
 * What an extension to `tot` must satisfy (the administrator's "Termijn verlengen"): in the
 * future, later than the person's deadline now (else it would shorten it), and before the
 * drop-off. Null when fine.
 */
export function termijnFout(
  link: DeelnemerAflevering,
  bevestigen: GeldendBevestigen,
  tot: string,
  now: Date,
): { melding: string; veld: 'tot' } | null {
  const moment = Date.parse(tot);
  if (moment <= now.getTime()) return { melding: MELDING_TERMIJN_VERLEDEN, veld: 'tot' };
  const deadline = deadlineVan(link, bevestigen);
  if (moment <= Date.parse(deadline)) return { melding: meldingNietLater(deadline), veld: 'tot' };
  if (moment >= Date.parse(bevestigen.inleverenOp)) {
    return { melding: meldingNaInleveren(bevestigen.inleverenOp), veld: 'tot' };
  }
  return null;
}

/** Who gets the reminder at `now`, of the people taking part (their links to the current fair). */
export const teHerinneren = (
  deelnames: readonly Deelname[],
  bevestigen: GeldendBevestigen | null,
  now: Date,
  doorArtikelen: (d: Deelnemer) => boolean = () => false,
): Deelname[] => deelnames.filter((d) => moetHerinneren(d.link, bevestigen, now, doorArtikelen(d.deelnemer)));

/** Whose place is released at `now`, by number (the order the work goes through them). */
export const vrijTeGeven = (
  deelnames: readonly Deelname[],
  bevestigen: GeldendBevestigen | null,
  now: Date,
  doorArtikelen: (d: Deelnemer) => boolean = () => false,
): Deelname[] =>
  deelnames
    .filter((d) => moetVrijgeven(d.link, bevestigen, now, doorArtikelen(d.deelnemer)))
    .sort((a, b) => a.deelnemer.nummer - b.deelnemer.nummer);

/** The link with the reminder for its deadline marked. */
export const metHerinnering = (link: DeelnemerAflevering, deadline: string): DeelnemerAflevering => ({
  ...link,
  herinnerd: deadline,
});

/** The person confirmed for `afleveringId` at `now` (again: the first moment stays). */
export const metBevestiging = <D extends Pick<Deelnemer, 'afleveringen'>>(
  d: D,
  afleveringId: string,
  now: Date,
): D => ({
  ...d,
  afleveringen: d.afleveringen.map((a) =>
    a.id === afleveringId && !a.bevestigd ? { ...a, bevestigd: now.toISOString() } : a,
  ),
});

/** The person with their own deadline `tot` for `afleveringId` (the administrator's extension). */
export const metTermijn = <D extends Pick<Deelnemer, 'afleveringen'>>(d: D, afleveringId: string, tot: string): D => ({
  ...d,
  afleveringen: d.afleveringen.map((a) => (a.id === afleveringId ? { ...a, termijnTot: tot } : a)),
});

/**
 * The person released from `afleveringId`: the link inactive (as the administrator's Actief
 * switch), with when and why; the person's own flag follows the current fair's link.
 */
export const metVrijgave = <D extends Pick<Deelnemer, 'afleveringen' | 'actief'>>(
  d: D,
  afleveringId: string,
  now: Date,
  reden: string = REDEN_NIET_BEVESTIGD,
): D => ({
  ...d,
  actief: false,
  afleveringen: d.afleveringen.map((a) =>
    a.id === afleveringId ? { ...a, actief: false, vrijgegeven: now.toISOString(), vrijgegevenReden: reden } : a,
  ),
});

/**
 * The own term of someone placed at `now`, or null when the general deadline leaves them the
 * full `termijnUren`: placed later (within `termijnUren` of the deadline, or after it) they get
 * `termijnUren` from now, or they would have only the time left, or be released at once. Never
 * past the drop-off (cut off there, the place is not released at all: vrijgevenOp).
 */
export function eigenTermijn(bevestigen: GeldendBevestigen, now: Date): string | null {
  const vol = now.getTime() + bevestigen.termijnUren * UUR;
  if (vol <= Date.parse(bevestigen.voor)) return null;
  return new Date(Math.min(vol, Date.parse(bevestigen.inleverenOp))).toISOString();
}

/**
 * A person placed in the current fair now (a registration, a promotion from the reserve list,
 * "Ik doe weer mee", the draw): their link starts afresh, with a term of its own when the
 * general deadline is (nearly) past (eigenTermijn).
 */
export function bijPlaatsing<D extends Pick<Deelnemer, 'afleveringen'>>(
  d: D,
  afleveringId: string | null | undefined,
  bevestigen: GeldendBevestigen | null,
  now: Date,
): D {
  if (!afleveringId) return d;
  const termijnTot = bevestigen ? eigenTermijn(bevestigen, now) : null;
  return {
    ...d,
    afleveringen: d.afleveringen.map((a) => {
      if (a.id !== afleveringId) return a;
      const { bevestigd: _b, termijnTot: _t, herinnerd: _h, vrijgegeven: _v, vrijgegevenReden: _r, ...kaal } = a;
      if (!termijnTot) return kaal;
      // The confirmation names the term and the link: when the reminder would be due at once
      // (a term shorter than the reminder's days), that mail is the reminder of this term.
      const alTeHerinneren = now.getTime() >= Date.parse(termijnTot) - bevestigen!.herinneringDagen * DAG;
      return alTeHerinneren ? { ...kaal, termijnTot, herinnerd: termijnTot } : { ...kaal, termijnTot };
    }),
  };
}

/** A link as the administrator's table sends it: the release mark as the screen showed it, if at all. */
export type KoppelingInvoer = Pick<DeelnemerAflevering, 'id' | 'volgnummer' | 'datum' | 'actief' | 'vrijgegeven'>;

/**
 * The administrator's whole-person save (PUT /api/geregistreerde/save): the links as sent, with
 * the marks of confirming as stored (the table does not edit them), and two rules for the link of
 * the current fair (`huidigeId`):
 * - A released place comes back only when the request shows the release it undoes (the link's
 *   `vrijgegeven` as stored): a table loaded before the release still shows the seller active,
 *   and saving that row for a typo must not put them back above the maximum. The person's own
 *   flag follows the link, so it stays off too.
 * - Switched on (from off, or a new link) it counts as confirmed by the administrator at `now`:
 *   they placed the seller by hand, and a place with no term of its own would be released at
 *   the next run, after the deadline at once.
 */
export function naBeheerdersOpslag(
  oud: readonly DeelnemerAflevering[],
  update: { actief: boolean; afleveringen: readonly KoppelingInvoer[] },
  huidigeId: string | null | undefined,
  now: Date,
): { actief: boolean; afleveringen: DeelnemerAflevering[] } {
  let actief = update.actief;
  const afleveringen = update.afleveringen.map(({ id, volgnummer, datum, actief: aan, vrijgegeven }) => {
    const was = oud.find((o) => o.id === id);
    const kaal = { id, volgnummer, datum, actief: aan };
    const link: DeelnemerAflevering = was ? { ...kaal, ...bevestigenVelden(was) } : kaal;
    if (id !== huidigeId || !aan || was?.actief) return link;
    if (was && isVrijgegevenKoppeling(was) && !zelfdeMoment(vrijgegeven, was.vrijgegeven)) {
      actief = false;
      return { ...link, actief: false };
    }
    return link.bevestigd ? link : { ...link, bevestigd: now.toISOString() };
  });
  return { actief, afleveringen };
}

const zelfdeMoment = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && Date.parse(a) === Date.parse(b));

/** Only the marks that are set (an absent mark stays absent, so older links read the same). */
export function bevestigenVelden(a: Partial<DeelnemerAflevering>): Partial<DeelnemerAflevering> {
  const uit: Partial<DeelnemerAflevering> = {};
  if (a.bevestigd) uit.bevestigd = a.bevestigd;
  if (a.termijnTot) uit.termijnTot = a.termijnTot;
  if (a.herinnerd) uit.herinnerd = a.herinnerd;
  if (a.vrijgegeven) uit.vrijgegeven = a.vrijgegeven;
  if (a.vrijgegevenReden) uit.vrijgegevenReden = a.vrijgegevenReden;
  return uit;
}

/**
 * What the input for the setting must satisfy beyond its types, for the current fair `huidige`;
 * null when fine. A deadline set anew (or one of an earlier fair) must lie ahead, and every
 * deadline before the drop-off: from then no place is released.
 */
export function bevestigenFout(
  invoer: BevestigenInstelling | null | undefined,
  eerder: GeldendBevestigen | null,
  huidige: Pick<Aflevering, 'id' | 'datum'> | null,
  now: Date,
): { melding: string; veld: string } | null {
  if (!invoer) return null;
  if (!huidige) return { melding: MELDING_GEEN_BEURS, veld: 'voor' };
  const nieuw = !eerder || Date.parse(eerder.voor) !== Date.parse(invoer.voor);
  if (nieuw && Date.parse(invoer.voor) <= now.getTime()) return { melding: MELDING_VOOR_VERLEDEN, veld: 'voor' };
  const inleverenOp = inleverenBegintOp(huidige).toISOString();
  if (Date.parse(invoer.voor) >= Date.parse(inleverenOp))
    return { melding: meldingNaInleveren(inleverenOp), veld: 'voor' };
  return null;
}

/** The administrator's answer per person for the current fair (GET /api/geregistreerde/all). */
export function bevestigenStand(
  d: Pick<Deelnemer, 'afleveringen'>,
  afleveringId: string | null | undefined,
  bevestigen: GeldendBevestigen | null,
  aantalArtikelen: number,
  onlineInvoeren: boolean,
): { bevestigd: boolean; vrijgevenOp: string | null } {
  const link = koppelingVoor(d, afleveringId);
  if (!link) return { bevestigd: false, vrijgevenOp: null };
  if (!bevestigen) return { bevestigd: Boolean(link.bevestigd), vrijgevenOp: null };
  const bevestigd = isBevestigd(link, aantalArtikelen, bevestigen, onlineInvoeren);
  return { bevestigd, vrijgevenOp: bevestigd ? null : vrijgevenOp(link, bevestigen) };
}
