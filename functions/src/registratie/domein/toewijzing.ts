/**
 * Who may register when (issue 52): an opening at a set time, and two early rounds before it,
 * one for the volunteers of this fair and one for returning sellers. Pure: the time comes in.
 *
 * The opening at a set time is work a clock starts (docs/DESIGN.md): the gate treats the
 * registration as open from the moment itself, whoever asks first, so a late timer changes
 * only when the switch shows it, never who gets in. The switch is set once per moment
 * (`toegepast` keys it); when the administrator switches 'Inschrijving geopend' after the
 * moment, that consumes it too, so the switch acts at once and the moment never reopens it.
 */
import { dagEnTijd } from '../../kern/datums';
import type { Aflevering, Deelnemer, Settings, Toewijzing } from '../../kern/types';

export const GEEN_TOEWIJZING: Toewijzing = {
  opentOp: null,
  voorrang: { vrijwilligers: null, terugkerend: null },
  toegepast: null,
};

/** The two early rounds: who may register before the public opening. */
export type Voorrang = keyof Toewijzing['voorrang'];

export const toewijzingVan = (settings: Pick<Settings, 'toewijzing'>): Toewijzing =>
  settings.toewijzing ?? GEEN_TOEWIJZING;

const voorbij = (moment: string | null, now: Date): moment is string =>
  moment !== null && now.getTime() >= Date.parse(moment);

/** Two instants as stored: compared as instants, whatever their notation ('…T19:00Z', '…T20:00+01:00'). */
export const zelfdeMoment = (a: string | null | undefined, b: string | null | undefined): boolean =>
  a != null && b != null && Date.parse(a) === Date.parse(b);

/** The set opening has come and is not yet carried out or overruled: the gate counts it as open. */
export function geplandeOpeningIsNu(settings: Pick<Settings, 'toewijzing'>, now: Date): boolean {
  const { opentOp, toegepast } = toewijzingVan(settings);
  return voorbij(opentOp, now) && !zelfdeMoment(toegepast, opentOp);
}

/**
 * Open for everyone at the request's own time `now`: switched on (and the request came after the
 * switch: one decided later, as Firestore's batches do, is judged by when it arrived), or the
 * set opening has come (and was not overruled since).
 */
export const isGeopend = (settings: Settings, now: Date): boolean =>
  (settings.inschrijvingGeopend && (settings.geopendSinds === undefined || voorbij(settings.geopendSinds, now))) ||
  geplandeOpeningIsNu(settings, now);

/** Whether an early round has begun (a round ends with nothing: the public opening includes it). */
export const rondeIsBegonnen = (settings: Pick<Settings, 'toewijzing'>, voorrang: Voorrang, now: Date): boolean =>
  voorbij(toewijzingVan(settings).voorrang[voorrang], now);

/**
 * The set opening carried out, as a change of the settings read in the transaction: the switch
 * on since the moment itself, and the moment marked, so it happens once. Null when it is not due.
 */
export function voerGeplandeOpeningUit(settings: Settings, now: Date): Partial<Settings> | null {
  if (!geplandeOpeningIsNu(settings, now)) return null;
  const toewijzing = toewijzingVan(settings);
  return {
    inschrijvingGeopend: true,
    geopendSinds: toewijzing.opentOp!,
    toewijzing: { ...toewijzing, toegepast: toewijzing.opentOp },
  };
}

/**
 * The administrator's switch of 'Inschrijving geopend', on the settings read in the transaction:
 * switched on, it is open from now (requests that came before are not let in by it); after the
 * set moment, the moment is consumed, so the switch acts at once (off stays off).
 */
export function schakelGeopend(settings: Settings, aan: boolean, now: Date): Partial<Settings> {
  const toewijzing = toewijzingVan(settings);
  return {
    inschrijvingGeopend: aan,
    ...(aan && !settings.inschrijvingGeopend ? { geopendSinds: now.toISOString() } : {}),
    ...(geplandeOpeningIsNu(settings, now) ? { toewijzing: { ...toewijzing, toegepast: toewijzing.opentOp } } : {}),
  };
}

/**
 * The returning sellers' round has begun before the public opening and its reminders have not
 * gone out: they go now (with the early text), so the round's people have their link. Answers
 * the toewijzing with the round marked, or null when there is nothing to do. After the public
 * opening the opening's own reminders are sent instead.
 */
export function herinneringVoorDeRonde(settings: Settings, now: Date): Toewijzing | null {
  const toewijzing = toewijzingVan(settings);
  const ronde = toewijzing.voorrang.terugkerend;
  if (ronde === null || zelfdeMoment(toewijzing.herinnerd, ronde) || !voorbij(ronde, now) || isGeopend(settings, now))
    return null;
  return { ...toewijzing, herinnerd: ronde };
}

/** 'De inschrijving opent op zaterdag 9 januari om 20:00.' */
export const meldingOpentOp = (opentOp: string) => `De inschrijving opent op ${dagEnTijd(opentOp)}.`;

/** The time the closed door names, when one is set and still to come. */
export function komendeOpening(settings: Pick<Settings, 'toewijzing'>, now: Date): string | null {
  const { opentOp } = toewijzingVan(settings);
  return opentOp !== null && !voorbij(opentOp, now) ? opentOp : null;
}

/**
 * A returning seller for the early round: someone who took part in one of the last two fairs
 * before the current one (their link to it active). The fairs are told apart by volgnummer, which
 * the administrator gives in order; without a current fair nobody returns yet.
 */
export function isTerugkerend(
  deelnemer: Pick<Deelnemer, 'afleveringen'>,
  laatste: Pick<Aflevering, 'id' | 'volgnummer'> | null,
): boolean {
  if (laatste === null) return false;
  return deelnemer.afleveringen.some(
    (a) =>
      a.actief && a.id !== laatste.id && a.volgnummer < laatste.volgnummer && a.volgnummer >= laatste.volgnummer - 2,
  );
}

/** Field names of the API (`veld`) and what the form says when a time is out of order. */
export const MELDING_VOORRANG_NA_OPENING = 'Een voorrangsronde moet vóór de opening beginnen.';
export const MELDING_VOORRANG_ZONDER_OPENING = 'Kies eerst wanneer de inschrijving opent.';

/** The order a new toewijzing must keep: each early round before the opening, which it needs. */
export function ordeFout(t: Pick<Toewijzing, 'opentOp' | 'voorrang'>): { melding: string; veld: string } | null {
  for (const veld of ['vrijwilligers', 'terugkerend'] as const) {
    const ronde = t.voorrang[veld];
    if (ronde === null) continue;
    if (t.opentOp === null) return { melding: MELDING_VOORRANG_ZONDER_OPENING, veld };
    if (Date.parse(ronde) >= Date.parse(t.opentOp)) return { melding: MELDING_VOORRANG_NA_OPENING, veld };
  }
  return null;
}

export const MELDING_SLUITOP_NODIG = 'Kies wanneer de loting sluit.';
export const MELDING_SLUITOP_NA_OPENING = 'De loting moet sluiten na de opening van de inschrijving.';

/**
 * A draw needs its closing time, after the opening when one is set (issue 52 part 3). Asked
 * with the time the request comes in: a window that closes before now opens nothing.
 */
export function lotingFout(
  t: Pick<Toewijzing, 'opentOp' | 'wijze' | 'loting'>,
  now: Date,
): { melding: string; veld: string } | null {
  if (t.wijze !== 'loting') return null;
  const sluitOp = t.loting?.sluitOp ?? null;
  if (sluitOp === null) return { melding: MELDING_SLUITOP_NODIG, veld: 'sluitOp' };
  const opening = t.opentOp === null ? now.getTime() : Date.parse(t.opentOp);
  if (Date.parse(sluitOp) <= opening) return { melding: MELDING_SLUITOP_NA_OPENING, veld: 'sluitOp' };
  return null;
}

/** The places go by a draw among the applications (issue 52 part 3; lotingbeslissing.ts). */
export const isLoting = (settings: Pick<Settings, 'toewijzing'>): boolean => toewijzingVan(settings).wijze === 'loting';

export const sluitOpVan = (settings: Pick<Settings, 'toewijzing'>): string | null =>
  toewijzingVan(settings).loting?.sluitOp ?? null;

/** The draw's window has closed: from `sluitOp` on no one applies, and the draw may run. */
export function isAanvragenGesloten(settings: Pick<Settings, 'toewijzing'>, now: Date): boolean {
  const sluitOp = sluitOpVan(settings);
  return sluitOp !== null && now.getTime() >= Date.parse(sluitOp);
}
