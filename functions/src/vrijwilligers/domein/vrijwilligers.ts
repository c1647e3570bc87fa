/**
 * Volunteers (SPEC.md section 2, Vrijwilligers): the three shifts of a fair, how many places
 * each has, and which volunteer flags of Geregistreerden a person's shifts set. The flags
 * waive the administration fee at the settlement (the perk 'Je betaalt geen administratiekosten').
 */
import { TIJDEN } from '../../kern/beurs';
import { ongeldig, conflict } from '../../kern/errors';

export const DIENST_SOORTEN = ['vrijdagSorteren', 'zaterdagOpbouwen', 'zaterdagTijdens'] as const;
export type DienstSoort = (typeof DIENST_SOORTEN)[number];

export type Dag = 'vrijdag' | 'zaterdag';

interface DienstVast {
  naam: string;
  dag: Dag;
  standaardTijd: string;
}

/** The shifts as SPEC.md names them, with times around the drop-off, the fair and the pick-up. */
export const DIENSTEN: Record<DienstSoort, DienstVast> = {
  vrijdagSorteren: {
    naam: 'Vrijdagavond sorteren',
    dag: 'vrijdag',
    standaardTijd: `Vrijdag van ${TIJDEN.inleverenVrijdag.split(' - ')[0]} tot 21.00 uur`,
  },
  zaterdagOpbouwen: {
    naam: 'Zaterdagochtend opbouwen',
    dag: 'zaterdag',
    standaardTijd: 'Zaterdag van 8.00 tot 10.00 uur',
  },
  zaterdagTijdens: {
    naam: 'Zaterdag tijdens en na de beurs (spullen teruggeven)',
    dag: 'zaterdag',
    standaardTijd: `Zaterdag van ${TIJDEN.speelgoedVanaf} tot ${TIJDEN.ophalenZaterdag.split(' - ')[1]} uur`,
  },
};

export const STANDAARD_CAPACITEIT = 8;
export const MAX_CAPACITEIT = 500;
export const MAX_TIJD_LENGTE = 100;

/** What the administrator sets per shift per fair. */
export interface DienstInstelling {
  tijd: string;
  capaciteit: number;
}

export const standaardInstelling = (dienst: DienstSoort): DienstInstelling => ({
  tijd: DIENSTEN[dienst].standaardTijd,
  capaciteit: STANDAARD_CAPACITEIT,
});

/** A shift of the current fair as the sign-up form shows it. */
export interface Dienst extends DienstInstelling {
  dienst: DienstSoort;
  naam: string;
  dag: Dag;
  bezet: number;
  plaatsenOver: number;
}

export const plaatsenOver = ({ capaciteit }: DienstInstelling, bezet: number) => Math.max(0, capaciteit - bezet);

export function dienstUit(dienst: DienstSoort, instelling: DienstInstelling | undefined, bezet: number): Dienst {
  const ingesteld = instelling ?? standaardInstelling(dienst);
  const { naam, dag } = DIENSTEN[dienst];
  return { dienst, naam, dag, ...ingesteld, bezet, plaatsenOver: plaatsenOver(ingesteld, bezet) };
}

/** The fair's shifts in their order, from each one's stored setting (absent: the default) and how many took it. */
export const dienstenUit = (
  instelling: (dienst: DienstSoort) => DienstInstelling | undefined,
  bezet: (dienst: DienstSoort) => number,
): Dienst[] => DIENST_SOORTEN.map((dienst) => dienstUit(dienst, instelling(dienst), bezet(dienst)));

/** One person on one shift of one fair. */
export interface Aanmelding {
  id: string;
  afleveringId: string;
  dienst: DienstSoort;
  naam: string;
  email: string;
  telefoon: string;
  /** The registered seller this is, matched by e-mail address or by their personal link. */
  deelnemerId: string | null;
  aangemeld: string;
}

/** A sign-up from a stored row, which may carry more (the address as compared): only its fields. */
export const aanmeldingUit = (
  id: string,
  r: Omit<Aanmelding, 'id' | 'deelnemerId'> & { deelnemerId?: string | null },
): Aanmelding => ({
  id,
  afleveringId: r.afleveringId,
  dienst: r.dienst,
  naam: r.naam,
  email: r.email,
  telefoon: r.telefoon,
  deelnemerId: r.deelnemerId ?? null,
  aangemeld: r.aangemeld,
});

/** The sign-ups of one person for the chosen shifts, made at `now`; `id` gives each its id. */
export const nieuweAanmeldingen = (
  afleveringId: string,
  invoer: Pick<VrijwilligerInvoer, 'naam' | 'email' | 'telefoon' | 'diensten'>,
  { deelnemerId, now, id }: { deelnemerId: string | null; now: Date; id: () => string },
): Aanmelding[] =>
  invoer.diensten.map((dienst) => ({
    id: id(),
    afleveringId,
    dienst,
    naam: invoer.naam,
    email: invoer.email,
    telefoon: invoer.telefoon,
    deelnemerId,
    aangemeld: now.toISOString(),
  }));

export interface VrijwilligerInvoer {
  naam: string;
  email: string;
  telefoon: string;
  diensten: DienstSoort[];
}

/** The administrator setting or mailing a shift before any fair is planned. */
export const MELDING_DIENSTEN_ZONDER_BEURS =
  'Er is nog geen beurs gepland. Voeg eerst de volgende beurs toe (Afleveringen); daarna kun je de diensten instellen en vrijwilligers mailen.';
export const MELDING_GEEN_BEURS =
  'Er is nog geen beurs gepland. Zodra de datum bekend is, kun je je hier als vrijwilliger aanmelden.';
export const MELDING_KIES_DIENST = 'Kies minstens één dienst';
export const MELDING_DIENST_VOL = (dienst: DienstSoort) =>
  `De dienst '${DIENSTEN[dienst].naam}' is vol. Kies een andere dienst.`;
export const MELDING_AL_AANGEMELD = (dienst: DienstSoort) =>
  `Je bent al aangemeld voor de dienst '${DIENSTEN[dienst].naam}'.`;
export const MELDING_ONBEKENDE_DIENST = 'Deze dienst bestaat niet';
export const MELDING_AANMELDING_ONBEKEND = 'Deze aanmelding bestaat niet (meer)';

/**
 * Judges one claim against the shifts as they stand inside the claiming transaction: refused
 * (409) when a shift is full or the address already holds it. The store calls this with what
 * it read, so the check and the write are one transaction.
 */
export function controleerClaim(
  gekozen: readonly DienstSoort[],
  diensten: readonly Dienst[],
  alGekozen: readonly DienstSoort[],
): void {
  if (gekozen.length === 0) throw ongeldig(MELDING_KIES_DIENST, 'diensten');
  for (const dienst of gekozen) {
    if (alGekozen.includes(dienst)) throw conflict(MELDING_AL_AANGEMELD(dienst));
    const stand = diensten.find((d) => d.dienst === dienst);
    if (!stand || stand.plaatsenOver < 1) {
      throw conflict(MELDING_DIENST_VOL(dienst));
    }
  }
}

/**
 * Sign-ups as the volunteer asked for them: in the order of `diensten`. A store's query of
 * existing sign-ups has an order of its own (Firestore: document id), which is nobody's.
 */
export const inVolgordeVan = <T extends { dienst: DienstSoort }>(diensten: readonly DienstSoort[], lijst: T[]): T[] =>
  [...lijst].sort((a, b) => diensten.indexOf(a.dienst) - diensten.indexOf(b.dienst));

/**
 * Which of the chosen shifts are new sign-ups and which are taken over (issue #24). The public
 * form proves nothing about an address, so a sign-up there is never the seller's (no fee
 * waiver); the seller confirms it through their own personal link (`viaLink`), which takes
 * over their address's earlier sign-ups for the shifts they choose again instead of refusing
 * them as taken. Throws as controleerClaim for the new ones.
 */
export function verdeelClaim(
  gekozen: readonly DienstSoort[],
  diensten: readonly Dienst[],
  bestaande: readonly Pick<Aanmelding, 'dienst' | 'deelnemerId'>[],
  viaLink: boolean,
): { nieuw: DienstSoort[]; overnemen: DienstSoort[] } {
  const overnemen = viaLink
    ? gekozen.filter((d) => bestaande.some((a) => a.dienst === d && a.deelnemerId === null))
    : [];
  const nieuw = gekozen.filter((d) => !overnemen.includes(d));
  if (nieuw.length > 0 || overnemen.length === 0) {
    controleerClaim(
      nieuw,
      diensten,
      bestaande.map((a) => a.dienst),
    );
  }
  return { nieuw, overnemen };
}

export interface VrijwilligerVlaggen {
  vrijwilligerVrijdag: boolean;
  vrijwilligerZaterdag: boolean;
}

/** After a sign-up: the day of every shift taken is set; a flag the administrator set stays. */
export function vlaggenNaAanmelden(huidig: VrijwilligerVlaggen, diensten: readonly DienstSoort[]): VrijwilligerVlaggen {
  const dagen = diensten.map((d) => DIENSTEN[d].dag);
  return {
    vrijwilligerVrijdag: huidig.vrijwilligerVrijdag || dagen.includes('vrijdag'),
    vrijwilligerZaterdag: huidig.vrijwilligerZaterdag || dagen.includes('zaterdag'),
  };
}

/**
 * What one sign-up writes, the same in both stores, from what the claiming transaction read: the
 * shifts as they stand, the address's (and the person's) sign-ups of this fair, and the person
 * of the personal link with their flags (undefined: the public form). Refuses as verdeelClaim.
 * Answers the new sign-ups, the earlier ones the person takes over (now theirs), both in the
 * order asked, and the person's flags after it (null without a person).
 */
export function aanmelden(
  afleveringId: string,
  invoer: Pick<VrijwilligerInvoer, 'naam' | 'email' | 'telefoon' | 'diensten'>,
  diensten: readonly Dienst[],
  bestaande: readonly Aanmelding[],
  deelnemer: { id: string; vlaggen: VrijwilligerVlaggen } | undefined,
  { now, id }: { now: Date; id: () => string },
): {
  nieuw: Aanmelding[];
  overgenomen: (Aanmelding & { deelnemerId: string })[];
  vlaggen: VrijwilligerVlaggen | null;
} {
  const claim = verdeelClaim(invoer.diensten, diensten, bestaande, deelnemer !== undefined);
  const nieuw = nieuweAanmeldingen(
    afleveringId,
    { ...invoer, diensten: claim.nieuw },
    { deelnemerId: deelnemer?.id ?? null, now, id },
  );
  // Only through a personal link is anything taken over (verdeelClaim), so only with a person.
  const overgenomen = deelnemer
    ? inVolgordeVan(
        invoer.diensten,
        bestaande
          .filter((a) => a.deelnemerId === null && claim.overnemen.includes(a.dienst))
          .map((a) => ({ ...a, deelnemerId: deelnemer.id })),
      )
    : [];
  return { nieuw, overgenomen, vlaggen: deelnemer ? vlaggenNaAanmelden(deelnemer.vlaggen, invoer.diensten) : null };
}

/** After withdrawing from `afgemeld`: its day is cleared when none of `over` falls on that day. */
export function vlaggenNaAfmelden(
  huidig: VrijwilligerVlaggen,
  afgemeld: DienstSoort,
  over: readonly DienstSoort[],
): VrijwilligerVlaggen {
  const dag = DIENSTEN[afgemeld].dag;
  if (over.some((d) => DIENSTEN[d].dag === dag)) return huidig;
  return dag === 'vrijdag' ? { ...huidig, vrijwilligerVrijdag: false } : { ...huidig, vrijwilligerZaterdag: false };
}

/** The roster sorted as printed: by shift, then by name. */
export const rosterVolgorde = (a: Aanmelding, b: Aanmelding) =>
  DIENST_SOORTEN.indexOf(a.dienst) - DIENST_SOORTEN.indexOf(b.dienst) || a.naam.localeCompare(b.naam, 'nl');

/** GET /api/vrijwilligers/diensten: the current fair's date and its shifts with the places left. */
export interface DienstenOverzicht {
  datum: string | null;
  diensten: Dienst[];
}

/** GET /api/mijn-gegevens/diensten: the shifts, and one's own sign-ups, through the personal link. */
export interface EigenDiensten extends DienstenOverzicht {
  aanmeldingen: Aanmelding[];
}

/** GET /api/vrijwilligers/rooster: the administrator's roster, every sign-up of the current fair. */
export interface Rooster extends DienstenOverzicht {
  aanmeldingen: Aanmelding[];
}

/** POST /api/vrijwilligers/aanmelden's answer: no more than the visitor sent. */
export interface VrijwilligerAangemeld {
  naam: string;
  diensten: DienstSoort[];
}
