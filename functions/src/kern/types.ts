/**
 * The domain's data, in the spec's Dutch words (SPEC.md section 3).
 * Shared with the web app (imported as `@domain/types`), so it holds types only.
 */

/** The link of a deelnemer to one aflevering, with its own active flag. */
export interface DeelnemerAflevering {
  id: string;
  volgnummer: number;
  datum: string;
  actief: boolean;
  /**
   * Confirming the place (issue 53, registratie/domein/bevestigen.ts), for this fair; each
   * absent (or null) until it happens. When the seller (or the administrator for them) confirmed.
   */
  bevestigd?: string | null;
  /** Their own deadline: set when placed after the general one, or extended by the administrator. */
  termijnTot?: string | null;
  /** The deadline whose reminder went out: once per person per term. */
  herinnerd?: string | null;
  /** When the place was released by itself, and why (a Dutch sentence the mail also gives). */
  vrijgegeven?: string | null;
  vrijgegevenReden?: string | null;
}

export interface Deelnemer {
  id: string;
  /** Seller number: the row key and sort key, assigned by the server, never reused. */
  nummer: number;
  naam: string;
  email: string;
  telefoon: string;
  actief: boolean;
  vrijwilligerVrijdag: boolean;
  vrijwilligerZaterdag: boolean;
  /** Newest first: index 0 is the aflevering the person registered for. */
  afleveringen: DeelnemerAflevering[];
  /** ISO timestamp of the registration. */
  aangemeld: string;
  /** How the seller wants to be paid (issue 36); absent: cash in the envelope, the default. */
  uitbetaling?: Uitbetaling;
}

/**
 * How a seller is paid: cash in the envelope, or by bank to their account (only when the fair
 * allows it: AfrekeningInstellingen.bankUitbetaling). The IBAN is personal data (kern/iban.ts).
 */
export type Uitbetaling = { wijze: 'contant' } | { wijze: 'bank'; iban: string; tenaamstelling: string };

/** What a visitor sends to register. */
export interface NieuweDeelnemer {
  naam: string;
  email: string;
  telefoon: string;
}

/** What the registration answers to the visitor: never more than their own name and number. */
export interface Registratie {
  id: string;
  naam: string;
  nummer: number;
}

/** A fair edition ('aflevering'), one per fair Saturday. */
export interface Aflevering {
  id: string;
  volgnummer: number;
  /** yyyy-MM-dd */
  datum: string;
  /** Read only; the row named 'Kledingmaat' cannot be deleted. */
  naam?: string;
}

export interface Contactpersoon {
  id: string;
  naam: string;
  telefoon: string;
  email: string;
}

export interface Settings {
  maximumAantalDeelnemers: number;
  inschrijvingGeopend: boolean;
  inschrijvingGesloten: boolean;
  /** How places are given out (issue 52; registratie/domein/toewijzing.ts); absent: as the spec, by hand. */
  toewijzing?: Toewijzing;
  /**
   * Since when 'Inschrijving geopend' is on (ISO): the switch's own moment, or the set opening's
   * when that set it. A request that arrived before it is not let in by the switch, though it
   * is decided after (Firestore decides requests in batches a little later).
   */
  geopendSinds?: string;
}

/** The spec's three settings, each with its own path and switch (SPEC.md section 7). */
export type Schakelaar = Exclude<keyof Settings, 'toewijzing' | 'geopendSinds'>;

/**
 * An opening at a set time and the early rounds before it (issue 52). Times are ISO 8601
 * instants, null when not set. Public: the site shows them.
 */
export interface Toewijzing {
  /** From this moment the registration is open without anyone switching it. */
  opentOp: string | null;
  /** Earlier times for volunteers of this fair and for returning sellers, each before `opentOp`. */
  voorrang: { vrijwilligers: string | null; terugkerend: string | null };
  /**
   * The `opentOp` that was carried out (the switch set) or overruled (the administrator switched
   * 'Inschrijving geopend' after it came): the opening at that moment happens once, by whoever
   * comes first after it, and a later switch acts at once.
   */
  toegepast: string | null;
  /**
   * The returning sellers' round (`voorrang.terugkerend`) whose reminders went out: at that
   * round, once, so they have their 'Ik doe weer mee' link when it begins. Absent: none yet.
   */
  herinnerd?: string | null;
  /**
   * How the places are given out: in order of arrival (absent: 'volgorde') or by a draw among
   * the applications made before `loting.sluitOp` (registratie/domein/lotingbeslissing.ts).
   */
  wijze?: 'volgorde' | 'loting';
  /** The draw's window closes at `sluitOp` (public); the secret zaad lives elsewhere. */
  loting?: { sluitOp: string | null };
  /**
   * One place per household (issue 53): one per e-mail address and also one per phone number
   * (registratie/domein/huishouden.ts). Absent: false, only one per e-mail address.
   */
  eenPerHuishouden?: boolean;
  /** Confirming the place by a deadline (issue 53, registratie/domein/bevestigen.ts); absent or null: off. */
  bevestigen?: BevestigenInstelling | null;
}

/**
 * "Bevestigen" (issue 53): who has not confirmed their place by `voor` loses it to the reserve
 * list. `artikelen`: when items are entered online, that many items confirm too (null: only the
 * button). A reminder `herinneringDagen` days before the deadline; someone placed after `voor`
 * gets `termijnUren` hours of their own.
 */
export interface BevestigenInstelling {
  /**
   * The fair it was set for (stored by the server, not sent): the setting holds for that fair
   * only, so a deadline of the last fair never releases anyone in the next (absent: off).
   */
  afleveringId?: string;
  voor: string;
  artikelen: number | null;
  herinneringDagen: number;
  termijnUren: number;
}

export interface Nieuws {
  /** Sanitised rich HTML. */
  tekst: string;
}

/** The fair's details, editable by the administrator and shown on the public pages. */
export interface Beurs {
  /** Organisation name, in the closing line of the contact page. */
  organisatie: string;
  /** The organisers who sign the home page. */
  organisatoren: string[];
  /** Link to the organisers' social-media page. */
  socialMediaUrl: string;
  /** Address of the fair, e.g. 'Schoolstraat 12, Utrecht'. */
  locatie: string;
  /** Short text about the location, e.g. 'naast basisschool De Regenboog'. */
  locatieOmschrijving: string;
  /** Fair description passed to the home page. */
  omschrijving: string;
  /** Address for the reserve list, shown in the 'gesloten' message. */
  email: string;
}

/** Everything the public pages show live: one snapshot, pushed on every change. */
/**
 * The settlement's settings (afrekening/domein/afrekening.ts, STANDAARD_AFREKENING_INSTELLINGEN):
 * the administrator's, and what the public Verkopen page shows.
 */
export interface AfrekeningInstellingen {
  /** Share of the proceeds the organisation keeps, in whole percent. */
  commissiePercentage: number;
  /** Per seller; volunteers pay none. */
  administratiekostenCent: number;
  /** Per seller who wants unsold items back. */
  retourkostenCent: number;
  /** Sellers may choose to be paid by bank (issue 36); absent: off, every seller in cash. */
  bankUitbetaling?: boolean;
  /** The organisation's account, which pays those sellers (stored as leesIban gives it). */
  iban?: string;
  /** The name on that account. */
  tenaamstelling?: string;
}

export interface PublicState {
  settings: Settings;
  aantalActief: number;
  nieuws: Nieuws;
  beurs: Beurs;
  /** Date of the latest aflevering (yyyy-MM-dd), or null when none exists. */
  datum: string | null;
  /** The commission and fees the settlement charges, as the administrator set them. */
  kosten: AfrekeningInstellingen;
}

export interface Admin {
  username: string;
  /** scrypt hash, see beheer/passwords.ts */
  passwordHash: string;
}

export interface Sessie {
  id: string;
  username: string;
  /** ms since epoch */
  expires: number;
}

export type MailStatus = 'wachtend' | 'verzonden' | 'mislukt';

/** A mail as the code that causes it writes it. */
export interface MailBericht {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The fair whose personal 'enter your items' link this mail carries (a confirmation while
   * item entry is on). Not sent or stored with the mail: the store marks the person in the same
   * transaction, so switching entry on later does not mail them the link again (issue 38).
   */
  artikelLinkVoor?: string;
}

/** A mail in the outbox, with its delivery state. */
export interface OutboxMail extends MailBericht {
  id: string;
  status: MailStatus;
  attempts: number;
  /** Reason of the last failure, if any. */
  error: string | null;
  /** ISO timestamps */
  created: string;
  nextAttempt: string | null;
  sent: string | null;
}

/**
 * One erasure, as the log keeps it: when, why, and which seller numbers; never the erased
 * data itself.
 */
export interface BewaarLogRegel {
  /** ISO timestamp */
  tijd: string;
  reden: 'bewaartermijn' | 'op verzoek';
  /** Seller numbers whose phone number was erased. */
  telefoonGewist: number[];
  /** Seller numbers of the persons deleted. */
  verwijderd: number[];
  /**
   * How many reserve-list places and draw applications were erased (privacy/domein/wachtenden.ts),
   * only when any: counts, as they have no seller number.
   */
  reservelijst?: number;
  aanvragen?: number;
}

/** The administrator's settings for items, per fair. */
export interface ArtikelInstellingen {
  /** 'Artikelen online invoeren': sellers may list their items and print labels. */
  onlineInvoeren: boolean;
  prijsStapCent: number;
  minimumPrijsCent: number;
  maxArtikelen: number;
  /** The highest price a seller may ask (SPEC.md names none; a typo of 1000 for 10 is the risk). */
  maximumPrijsCent: number;
  /**
   * The last moment to change the list, local time 'yyyy-MM-ddTHH:mm' (Europe/Amsterdam), or
   * null for the default: the day before the drop-off Friday, 23:59.
   */
  deadline: string | null;
  /** 'Mijn verkopen': sellers see on their personal page what sold so far, while the fair is on. */
  mijnVerkopen: boolean;
  /** "Halve prijs aan het eind" (issue 54, artikelen/domein/halvePrijs.ts); null: off, the default. */
  halvePrijs: HalvePrijs | null;
}

/** The reduced prices in the fair's last hour (artikelen/domein/halvePrijs.ts holds the rules). */
export interface HalvePrijs {
  /** From this Amsterdam minute on, 'yyyy-MM-ddTHH:mm' (as ArtikelInstellingen.deadline). */
  vanaf: string;
  /** The discount in whole percent, 25 to 75: 50 takes half off. */
  procent: number;
  /** The reduced price is rounded down to a multiple of this, in cents (10: to 10 cents). */
  afrondingCent: number;
  /** Whether a new item is marked "mag afgeprijsd" unless its seller says otherwise. */
  standaard: boolean;
}

/** What the store keeps per person about the reminder. */
export interface HerinneringStand {
  geenHerinnering: boolean;
  /** The aflevering whose reminder the person was sent last. */
  herinnerdVoor: string | null;
}
