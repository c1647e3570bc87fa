/**
 * The public data as Firestore keeps it: six small documents the browser may read and
 * listen to (firestore.rules), and how they make one PublicState. The web app's Firestore
 * source reads them; what is missing reads as the defaults, as the API answers it.
 */
import { STANDAARD_AFREKENING_INSTELLINGEN } from '../../kern/afrekening-instellingen';
import type { AfrekeningInstellingen, Beurs, Nieuws, PublicState, Settings } from '../../kern/types';

/** What an empty database answers before anything is saved. */
export const STANDAARD_SETTINGS: Settings = {
  maximumAantalDeelnemers: 250,
  inschrijvingGeopend: false,
  inschrijvingGesloten: false,
};

export const STANDAARD_BEURS: Beurs = {
  organisatie: '',
  organisatoren: [],
  socialMediaUrl: '',
  locatie: '',
  locatieOmschrijving: '',
  omschrijving: '',
  email: 'info@example.org',
};

export const PUBLIEKE_COLLECTIE = 'public';

/** Each public document's fields, any of which may be missing. */
export interface PubliekeDocumenten {
  settings: Partial<Settings>;
  nieuws: Partial<Nieuws>;
  stats: { aantalActief?: number };
  beurs: Partial<Beurs>;
  /** The date of the latest aflevering. */
  fair: { datum?: string | null };
  /** The settlement's settings: the commission and fees the Verkopen page shows. */
  kosten: Partial<AfrekeningInstellingen>;
}

export type PubliekDocument = keyof PubliekeDocumenten;

export const PUBLIEKE_DOCUMENTEN: readonly PubliekDocument[] = [
  'settings',
  'nieuws',
  'stats',
  'beurs',
  'fair',
  'kosten',
];

/**
 * The settings as the site and the spec's answers show them: the three settings, and the set
 * opening and early rounds when there are (issue 52). What the gate keeps for itself (the
 * switch's own moment) stays out: the page follows the switch, the server judges the moment.
 */
export function publiekeSettings(settings: Partial<Settings>): Settings {
  return {
    maximumAantalDeelnemers: settings.maximumAantalDeelnemers ?? STANDAARD_SETTINGS.maximumAantalDeelnemers,
    inschrijvingGeopend: settings.inschrijvingGeopend ?? STANDAARD_SETTINGS.inschrijvingGeopend,
    inschrijvingGesloten: settings.inschrijvingGesloten ?? STANDAARD_SETTINGS.inschrijvingGesloten,
    ...(settings.toewijzing ? { toewijzing: settings.toewijzing } : {}),
  };
}

/** The whole public state from the documents as read (null: the document does not exist). */
export function publiekeStaat(documenten: { [D in PubliekDocument]: PubliekeDocumenten[D] | null }): PublicState {
  return {
    settings: publiekeSettings(documenten.settings ?? {}),
    aantalActief: documenten.stats?.aantalActief ?? 0,
    nieuws: { tekst: documenten.nieuws?.tekst ?? '' },
    beurs: { ...STANDAARD_BEURS, ...documenten.beurs },
    datum: documenten.fair?.datum ?? null,
    kosten: metStandaardKosten(documenten.kosten),
  };
}

/** The settlement's settings as stored, what is missing read as the defaults. */
export function metStandaardKosten(
  opgeslagen: Partial<AfrekeningInstellingen> | null | undefined,
): AfrekeningInstellingen {
  return { ...STANDAARD_AFREKENING_INSTELLINGEN, ...opgeslagen };
}
