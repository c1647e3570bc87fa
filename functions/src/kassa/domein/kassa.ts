/**
 * The till (kassa): desks, receipts (bonnen) and their rules. A receipt is made on the device,
 * which chooses its id (a UUID), so sending it twice stores it once. The server never refuses a
 * receipt because an item on it was already sold: both receipts are kept and flagged.
 *
 * Beside it: scherm.ts (what the till's field reads and what the till says) and overzicht.ts
 * (what the administrator sees of the desks and of the cash after closing).
 */
import type { HalvePrijsRegel, Ruimte } from '../../artikelen/domein';
import { naamregel } from '../../kern/velden';
import { artikelSleutel } from '../../kern/artikelsleutel';
import { ongeldig } from '../../kern/errors';
import { isPinTerwijlUit, sluittijd, type PinBesluit } from './ontvangst';

/** The rooms a desk can stand in (artikelen/domein/artikelen.ts ruimteVan: which items are sold where). */
export const RUIMTES = ['Kleding', 'Speelgoed'] as const satisfies readonly Ruimte[];

export const MAX_KASSA_NAAM = 60;
/** A desk's name, checked the same way by the API and at the field of "Kassa toevoegen". */
export const kassaNaamregel = naamregel('Naam', MAX_KASSA_NAAM);
/**
 * More lines than any buyer carries to a desk; a bound so one receipt stays small (a few kB,
 * well inside the API's 64 kB body limit, with room for several in one sending).
 */
export const MAX_REGELS = 200;
/** The highest price a hand-typed line takes: above this a typo is likelier (as for items). */
export const MAX_REGEL_PRIJS_CENT = 100_000;
/** What a buyer can hand over: a few large notes, not more. */
export const MAX_ONTVANGEN_CENT = 1_000_000;
/** Receipts per sending: the device sends its queue in parts this size. */
export const MAX_BONNEN_PER_VERZENDING = 25;

/**
 * What a desk is for: selling at the till, drop-off on Friday, or pick-up after the fair. A
 * drop-off or pick-up desk sees seller numbers, first names and items, never an address.
 */
export const TAKEN = ['verkopen', 'inleveren', 'ophalen'] as const;
export type KassaTaak = (typeof TAKEN)[number];
export const TAAK_NAAM: Record<KassaTaak, string> = {
  verkopen: 'Verkopen',
  inleveren: 'Inleveren',
  ophalen: 'Ophalen',
};
export const MELDING_VERKEERDE_TAAK = (taak: KassaTaak) =>
  `Deze link is voor ${TAAK_NAAM[taak].toLowerCase()}, niet voor deze pagina. Open de link die je van de beheerder kreeg.`;
/** The page a desk's link opens. */
export const TAAK_PAD: Record<KassaTaak, string> = { verkopen: '/kassa', inleveren: '/inleveren', ophalen: '/ophalen' };

/** A desk of one fair. Its link carries a token signed for `id` and `sleutel`. */
export interface Kassa {
  id: string;
  afleveringId: string;
  naam: string;
  ruimte: Ruimte;
  taak: KassaTaak;
  /** Random, part of the signed token: a new link (new sleutel) makes the old one useless. */
  sleutel: string;
  aangemaakt: string;
  /** When the administrator revoked the desk's link; its token is refused from then on. */
  ingetrokken: string | null;
  /** The desk's last call to the server (ISO time), null before the first. */
  laatsteContact: string | null;
  /** How many receipts the device said were waiting at its last contact. */
  wachtend: number;
  /** The closing time of the oldest receipt waiting on the device at its last contact. */
  oudsteWachtend: string | null;
}

export interface KassaInvoer {
  naam: string;
  ruimte: Ruimte;
  /** Verkopen when not given (a desk of before drop-off and pick-up existed). */
  taak?: KassaTaak;
}

/** One line of a receipt: a labelled item (artikelnummer) or a hand-typed price (null). */
export interface BonRegel {
  verkopersnummer: number;
  artikelnummer: number | null;
  /** The price paid: what the seller earns from (and commission is taken on). */
  prijsCent: number;
  /** The label's price (issue 54: above prijsCent when reduced); absent from a device of before. */
  lijstprijsCent?: number;
}

/**
 * How the buyer paid (issue 36): cash, or by pin on the fair's own card terminal, which the
 * till does not talk to (the volunteer types the amount into it). A receipt of a device or a
 * database of before pin existed has none: cash.
 */
export const BETAALWIJZEN = ['contant', 'pin'] as const;
export type Betaalwijze = (typeof BETAALWIJZEN)[number];
export const BETAALWIJZE_NAAM: Record<Betaalwijze, string> = { contant: 'Contant', pin: 'Pin' };
/** Once the fair's settlement is closed (frozen), no receipt or void may change what it was computed from. */
export const MELDING_AFREKENING_GESLOTEN = 'De afrekening van deze beurs is afgesloten; er kan niets meer bij of af.';

export const MELDING_BETAALWIJZE = 'Kies de betaalwijze: contant of pin.';

/** A closed receipt as the device sends it. */
export interface BonInvoer {
  /** Chosen by the device (UUID), the receipt's identity everywhere. */
  id: string;
  regels: BonRegel[];
  /** What the buyer handed over, in cents (for pin: what the terminal took, the exact total). */
  ontvangenCent: number;
  /** When the receipt was closed on the device (ISO time). */
  gesloten: string;
  /** Absent from a device of before pin existed: contant. */
  betaalwijze?: Betaalwijze;
}

export interface Annulering {
  /** The administrator's username. */
  door: string;
  op: string;
}

/** A receipt as stored: the device's receipt with its desk, fair, totals and the server's time. */
export interface Bon extends BonInvoer {
  kassaId: string;
  afleveringId: string;
  /** Always set once stored: a stored receipt of before pin existed reads as contant. */
  betaalwijze: Betaalwijze;
  /** The sum of the lines; what the sellers earn. */
  totaalCent: number;
  /** What the buyer pays: in cash the total rounded to 5 cents, by pin the total itself. */
  teBetalenCent: number;
  wisselgeldCent: number;
  /** When the server stored it (ISO time). */
  ontvangenOp: string;
  /**
   * The device's closing time when its clock ran ahead of the server's (ontvangst.ts sluittijd);
   * `gesloten` is then the server's time. Absent when the device's time was believed.
   */
  geslotenOpApparaat?: string;
  /** Paid by pin while pin was off when it arrived: under Nakijken (ontvangst.ts). Absent: no. */
  pinTerwijlUit?: boolean;
  /** The treasurer's decision on such a receipt; absent or null until decided. */
  pinBesluit?: PinBesluit | null;
  /** Voided by the administrator after closing; a voided receipt counts for nothing. */
  geannuleerd: Annulering | null;
}

/** A receipt as listed: with the double-sale flag, computed over all receipts of the fair. */
export interface BonMetStatus extends Bon {
  /** Some item on it is also on another (or the same) receipt that is not voided. */
  dubbeleVerkoop: boolean;
  /** The keys of those items, as `verkopersnummer-artikelnummer`. */
  dubbeleArtikelen: string[];
}

/**
 * The Dutch cash rounding rule (afrondingsregel): a total is rounded to the nearest 5 cents;
 * ending in 1 or 2 goes down to 0, 3 or 4 up to 5, 6 or 7 down to 5, 8 or 9 up to 10.
 */
export function rondAfOp5Cent(cent: number): number {
  const rest = ((cent % 5) + 5) % 5;
  return rest <= 2 ? cent - rest : cent + (5 - rest);
}

export const MELDING_BON_ID = 'Een bon heeft een UUID als id (zoals 3f2b8c1e-7d4a-4e9b-9c0d-2a6b5e8f1c3d).';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A receipt's id as stored and looked up: a UUID in lower case. The device chooses it, and
 * the same UUID in other capitals is the same receipt, or a replay could store it twice with
 * other lines (issue #24). Anything else is refused (400).
 */
export const isBonId = (id: string) => UUID.test(id);

export function bonId(id: string): string {
  if (!isBonId(id)) throw ongeldig(MELDING_BON_ID);
  return id.toLowerCase();
}

export const totaalVan = (regels: readonly BonRegel[]) => regels.reduce((som, r) => som + r.prijsCent, 0);

/** One line of one receipt, as decisions on lines are keyed: a receipt never changes once stored. */
export const regelSleutel = (bonId: string, regel: number) => `${bonId}#${regel}`;

/** The key that makes two lines the same item (kern/artikelsleutel.ts); hand-typed lines have none. */
export const artikelVanRegel = (regel: Pick<BonRegel, 'verkopersnummer' | 'artikelnummer'>) =>
  regel.artikelnummer === null ? null : artikelSleutel(regel.verkopersnummer, regel.artikelnummer);

export const MELDING_TE_WEINIG = 'Het ontvangen bedrag is lager dan het te betalen bedrag.';
export const MELDING_LEGE_BON = 'Een bon zonder regels kan niet worden afgerekend.';

/**
 * What the buyer pays for a total: in cash rounded to 5 cents (the rounding rule is for coins),
 * by pin the exact amount, as every card payment in the Netherlands.
 */
export const teBetalenVoor = (totaalCent: number, betaalwijze: Betaalwijze) =>
  betaalwijze === 'pin' ? totaalCent : rondAfOp5Cent(totaalCent);

/** What the till shows at Afrekenen: the total, the amount to pay and the change. */
export function afrekenen(regels: readonly BonRegel[], ontvangenCent: number, betaalwijze: Betaalwijze = 'contant') {
  const totaalCent = totaalVan(regels);
  const teBetalenCent = teBetalenVoor(totaalCent, betaalwijze);
  return { totaalCent, teBetalenCent, wisselgeldCent: ontvangenCent - teBetalenCent };
}

/**
 * The stored receipt for what a desk sent: refuses an empty receipt or one paid too little in
 * cash (a DomainError 'ongeldig'), so nothing is stored that the till could not have closed.
 * A pin receipt was paid the exact amount on the terminal: received is that amount, no change,
 * whatever the device sent. A pin receipt is accepted whether or not "Pinnen aan de kassa" is on
 * now: it may have been made offline before the administrator switched pin off, and a sale that
 * happened is never lost; with pin off it is marked for Nakijken (ontvangst.ts), and a closing
 * time in the future is replaced by the server's.
 */
export function maakBon(
  invoer: BonInvoer,
  kassa: Pick<Kassa, 'id' | 'afleveringId'>,
  nu: Date,
  instellingen: Pick<KassaInstellingen, 'pinnen' | 'pinUitSinds'>,
): Bon {
  if (invoer.regels.length === 0) throw ongeldig(MELDING_LEGE_BON);
  const betaalwijze = invoer.betaalwijze ?? 'contant';
  const ontvangenCent = betaalwijze === 'pin' ? totaalVan(invoer.regels) : invoer.ontvangenCent;
  const bedragen = afrekenen(invoer.regels, ontvangenCent, betaalwijze);
  if (bedragen.wisselgeldCent < 0) throw ongeldig(MELDING_TE_WEINIG);
  const tijd = sluittijd(invoer.gesloten, nu);
  return {
    ...invoer,
    ...tijd,
    betaalwijze,
    ontvangenCent,
    kassaId: kassa.id,
    afleveringId: kassa.afleveringId,
    ...bedragen,
    ontvangenOp: nu.toISOString(),
    geannuleerd: null,
    ...(isPinTerwijlUit(betaalwijze, instellingen, tijd.gesloten) ? { pinTerwijlUit: true } : {}),
  };
}

/** The till's settings (issue 36), the administrator's on /kassa; SPEC.md's fair until changed. */
export interface KassaInstellingen {
  /** "Pinnen aan de kassa": Afrekenen offers Contant and Pin. Off: cash only, as SPEC.md's fair. */
  pinnen: boolean;
  /**
   * While off: when it was switched off (the server's time), so a pin receipt closed before that
   * counts as pin (issue 50, ontvangst.ts isPinTerwijlUit). Absent: it was never switched off.
   */
  pinUitSinds?: string;
}

/**
 * The settings after the administrator's switch: switching pin off notes when, so receipts made
 * offline before it still count as pin; on, or off again, keeps what is known.
 */
export function nieuweKassaInstellingen(
  huidig: KassaInstellingen,
  { pinnen }: Pick<KassaInstellingen, 'pinnen'>,
  nu: Date,
): KassaInstellingen {
  if (pinnen) return { pinnen };
  if (huidig.pinnen) return { pinnen, pinUitSinds: nu.toISOString() };
  return huidig.pinUitSinds === undefined ? { pinnen } : { pinnen, pinUitSinds: huidig.pinUitSinds };
}

export const STANDAARD_KASSA_INSTELLINGEN: KassaInstellingen = { pinnen: false };

/**
 * Flags the double sales of a fair: an item on more than one line of receipts that are not
 * voided, leaving out lines voided on their own (`vervallen`, keys `bonId#regel`). Both
 * receipts are kept; the administrator reviews them. Order is kept.
 */
export function markeerDubbeleVerkopen(
  bonnen: readonly Bon[],
  vervallen: ReadonlySet<string> = new Set(),
): BonMetStatus[] {
  const telt = (bon: Bon) => bon.regels.filter((_, i) => !vervallen.has(regelSleutel(bon.id, i)));
  const aantal = new Map<string, number>();
  for (const bon of bonnen) {
    if (bon.geannuleerd) continue;
    for (const regel of telt(bon)) {
      const sleutel = artikelVanRegel(regel);
      if (sleutel) aantal.set(sleutel, (aantal.get(sleutel) ?? 0) + 1);
    }
  }
  return bonnen.map((bon) => {
    const dubbel = bon.geannuleerd
      ? []
      : [
          ...new Set(
            telt(bon)
              .map(artikelVanRegel)
              .filter((s): s is string => s !== null && (aantal.get(s) ?? 0) > 1),
          ),
        ];
    return { ...bon, dubbeleVerkoop: dubbel.length > 0, dubbeleArtikelen: dubbel };
  });
}

/** Receipts in the order they were closed (then by id, so the order is total). */
export const bonVolgorde = (a: Bon, b: Bon) =>
  a.gesloten < b.gesloten ? -1 : a.gesloten > b.gesloten ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** Adding a till or desk before any fair is planned: what the administrator should do first. */
export const MELDING_KASSA_ZONDER_BEURS =
  'Er is nog geen beurs gepland. Voeg eerst de volgende beurs toe (Afleveringen); daarna kun je kassa’s en balies toevoegen.';
export const MELDING_KASSA_INGETROKKEN = 'Deze kassa is ingetrokken. Vraag de beheerder om een nieuwe link.';
export const MELDING_KASSA_ANDERE_BEURS =
  'Deze kassalink hoort bij een vorige beurs. Vraag de beheerder om een link voor de kassa van deze beurs.';
export const MELDING_AL_GEANNULEERD = 'Deze bon is al geannuleerd.';

/**
 * Why a receipt may not be voided (a conflict's message), or null: not twice, and not once the
 * fair's settlement is closed (voiding changes the takings, as a new receipt would).
 */
export function annuleringGeweigerd(bon: Pick<Bon, 'geannuleerd'>, afrekeningGesloten: boolean): string | null {
  if (bon.geannuleerd) return MELDING_AL_GEANNULEERD;
  return afrekeningGesloten ? MELDING_AFREKENING_GESLOTEN : null;
}

export const MELDING_PIN_NIET_NAKIJKEN =
  'Deze bon is niet met pin betaald terwijl pin uit stond; er valt niets over te beslissen.';
export const MELDING_BON_GEANNULEERD = 'Deze bon is geannuleerd; er valt niets meer over te beslissen.';

/**
 * Why the treasurer may not decide (or take back) how a pin receipt made while pin was off is
 * counted, or null: only such a receipt, not a voided one, and not once the settlement is
 * closed (the decision moves money between the drawer and the account in it).
 */
export function pinBesluitGeweigerd(bon: Pick<Bon, 'geannuleerd' | 'pinTerwijlUit'>, afrekeningGesloten: boolean) {
  if (!bon.pinTerwijlUit) return MELDING_PIN_NIET_NAKIJKEN;
  if (bon.geannuleerd) return MELDING_BON_GEANNULEERD;
  return afrekeningGesloten ? MELDING_AFREKENING_GESLOTEN : null;
}

/** The till's settings as stored (nothing yet, or from before a setting existed): the defaults fill in. */
export const kassaInstellingenUit = (opgeslagen: Partial<KassaInstellingen> | undefined): KassaInstellingen => ({
  ...STANDAARD_KASSA_INSTELLINGEN,
  ...opgeslagen,
});

/** An item as a desk caches it: what the till line shows, nothing about its seller but the number. */
export interface KassaArtikel {
  verkopersnummer: number;
  artikelnummer: number;
  omschrijving: string;
  maat: string | null;
  prijsCent: number;
  /** The room it is sold in (artikelen.ts ruimteVan); absent in a device's cache of before. */
  ruimte?: Ruimte;
  /** Its label shows ½ (geldendAfgeprijsd): reduced in the last hour; absent in a cache of before: no. */
  magAfgeprijsd?: boolean;
}

/** GET /api/kassa/gegevens: what a desk keeps on the device for the fair day. No names, e-mail or phone. */
export interface KassaGegevens {
  kassa: { id: string; naam: string; ruimte: Ruimte };
  beurs: { id: string; datum: string };
  artikelen: KassaArtikel[];
  /** The seller numbers taking part in this fair: a typed number not among them is refused. */
  verkopersnummers: number[];
  /** The items on receipts of this fair that are not voided (artikelVanRegel). */
  verkocht: string[];
  /** When the fair's settlement was closed: the desk sells no more from then on. Null while open. */
  afrekeningGeslotenOp: string | null;
  /** "Pinnen aan de kassa" (KassaInstellingen); absent in a device's cache of before: off. */
  pinnen?: boolean;
  /** "Halve prijs aan het eind" with the fair's minimum price (issue 54); null or absent: off. */
  halvePrijs?: HalvePrijsRegel | null;
  /** The server's time of the answer (ISO): how far the till's clock is off. */
  serverTijd?: string;
}

/** POST /api/kassa/bonnen: the ids the server stored (now or before); only these leave the device. */
export interface BonnenBevestiging {
  bevestigd: string[];
  /**
   * Those of `bevestigd` that arrived after the fair's settlement was closed: kept apart as cash
   * after closing (the frozen settlement stays as it was), so they too leave the device.
   */
  naAfsluiting: string[];
}

/** POST /api/kassa/contact: what other desks sold, as far as the server knows, and whether the fair is closed. */
export interface KassaContactAntwoord {
  verkocht: string[];
  afrekeningGeslotenOp: string | null;
  /** The server's time (ISO, the till learns its clock's offset); "Pinnen" and halve prijs as set now. */
  serverTijd?: string;
  pinnen: boolean;
  halvePrijs?: HalvePrijsRegel | null;
}

/** The items of a fair's receipts that count as sold: on a receipt that is not voided. */
export const verkochteArtikelen = (bonnen: readonly Bon[]): string[] => [
  ...new Set(
    bonnen
      .filter((b) => !b.geannuleerd)
      .flatMap((b) => b.regels.map(artikelVanRegel))
      .filter((s): s is string => s !== null),
  ),
];
