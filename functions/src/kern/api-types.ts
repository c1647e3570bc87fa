/**
 * What the API answers where the answer is not a domain type itself (see docs/API.md).
 * The server builds these and the web app reads them, so both name them from here.
 * Types only: the web app imports this file.
 */
import type { BevestigenInstelling, Deelnemer, NieuweDeelnemer } from './types';

/** GET /api/config: where the browser gets the live public data from. */
export type ConfigAntwoord =
  { live: 'sse'; product: string } | { live: 'firestore'; firebase: Record<string, unknown>; product: string };

/** GET /api/session */
export interface SessieAntwoord {
  loggedIn: boolean;
  username: string | null;
  csrfToken: string;
}

/** GET and PUT /api/mijn-gegevens: what is stored about the seller, nothing of the admin's notes. */
export interface EigenGegevens extends NieuweDeelnemer {
  nummer: number;
  /** ISO timestamp of the registration. */
  aangemeld: string;
  /** False once the person opted out of the reminder. */
  herinnering: boolean;
  /** True while they can enter items for the current fair: the page shows 'Mijn artikelen' first. */
  artikelenOpen: boolean;
  /** How they are paid, the IBAN masked (issue 36). */
  uitbetaling: EigenUitbetaling;
}

/** What the seller sees under "Uitbetaling" (GET /api/mijn-gegevens, GET and PUT /api/mijn-gegevens/uitbetaling). */
export interface EigenUitbetaling {
  wijze: 'contant' | 'bank';
  /** Masked, 'NL** **** **** 4300'; null when paid in cash. */
  iban: string | null;
  tenaamstelling: string | null;
  /** The fair offers bank payout (AfrekeningInstellingen.bankUitbetaling). */
  aangeboden: boolean;
  /** The seller can change the choice now: offered, and the current fair's settlement is not closed. */
  wijzigbaar: boolean;
  /**
   * The seller may choose bank now: it can change and they take part in the current fair (issue
   * 50; a link of an earlier fair's seller can only choose cash).
   */
  bankMogelijk: boolean;
  /** Why not (Dutch), or null when it can change. */
  melding: string | null;
}

/** GET /api/privacy: the grace period in force, for the privacy page. */
export interface PrivacyAntwoord {
  graceDagen: number;
}

/** POST /api/afmelden: who no longer gets the reminder. */
export interface Afgemeld {
  naam: string;
}

/** GET /api/geregistreerde/mail/:nummer: to whom the confirmation went again. */
export interface MailVerstuurd {
  naam: string;
  email: string;
}

/**
 * GET /api/toewijzing (issue 52): how places are given out. Times are ISO 8601 instants or null.
 * `loting` (a draw) is described by the issue and not offered yet: always null here.
 */
export interface ToewijzingAntwoord {
  wijze: 'volgorde' | 'loting';
  opentOp: string | null;
  voorrang: { vrijwilligers: string | null; terugkerend: string | null };
  /** The draw (issue 52 part 3); null with 'volgorde'. */
  loting: LotingAntwoord | null;
  /** One place per household: one per e-mail address and one per phone number (issue 53). */
  eenPerHuishouden: boolean;
  /** Confirming the place by a deadline (issue 53); null: off. */
  bevestigen: BevestigenInstelling | null;
}

/**
 * The draw as anyone may see it: `zaadHash` from when loting is chosen, `lijstHash` from when
 * the window closes, `zaad` only after the draw.
 */
export interface LotingAntwoord {
  sluitOp: string | null;
  zaadHash: string | null;
  lijstHash: string | null;
  zaad: string | null;
  aanvragen: number;
  getrokken: string | null;
}

/** POST /api/toewijzing/loting/trekken. */
export interface TrekkingAntwoord {
  zaad: string;
  geplaatst: number;
  reserve: number;
}

/** POST /api/geregistreerde/save in a draw: 202. */
export interface AanvraagAntwoord {
  aanvraag: string;
  status: 'aangevraagd';
}

/** PUT /api/toewijzing: the same fields minus the derived ones. */
export type ToewijzingInvoer = Pick<ToewijzingAntwoord, 'opentOp' | 'voorrang'> & {
  wijze?: 'volgorde' | 'loting';
  loting?: { sluitOp: string | null };
  /** Absent: unchanged. */
  eenPerHuishouden?: boolean;
  /** Absent: unchanged; null: off (issue 53). */
  bevestigen?: BevestigenInstelling | null;
};

/**
 * GET /api/mijn-gegevens/bevestigen (issue 53): whether the fair asks this seller to confirm
 * their place, whether they did, and by when; `vrijgegeven` when the place was released.
 */
export interface MijnBevestiging {
  gevraagd: boolean;
  bevestigd: boolean;
  voor: string | null;
  vrijgegeven: string | null;
}

/** A person in GET /api/geregistreerde/all, with their confirmation for the current fair (issue 53). */
export interface DeelnemerMetBevestiging extends Deelnemer {
  bevestigd: boolean;
  vrijgevenOp: string | null;
}
