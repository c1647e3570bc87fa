/**
 * The settlement's input: the fair's participants, items, desks, receipts, counted cash, line
 * decisions and settings, made from what the store holds; and whether it still holds when the
 * settlement is closed (grondslagVeranderd).
 */
import { geldendAfgeprijsd, type Artikel, type HalvePrijsRegel } from '../../artikelen/domein';
import { geteldAls, regelSleutel, type Bon, type BonRegel, type Kassa } from '../../kassa/domein';
import type { Aflevering, Deelnemer } from '../../kern/types';
import { isActieveDeelnemer } from '../../registratie/domein';
import type { AfrekeningInstellingen } from '../../kern/afrekening-instellingen';
import type { RegelBesluit } from './nakijken';

/** A participant of the fair, as far as the settlement needs them. */
export interface AfrekenDeelnemer {
  nummer: number;
  naam: string;
  /** Volunteered on Friday or Saturday of this fair: no administration fee. */
  vrijwilliger: boolean;
  /** Paid by bank (the fair allows it and the seller chose it); absent or false: in cash. */
  perBank?: boolean;
}

/** An item entered online (artikelen/domein/artikelen.ts). */
export type AfrekenArtikel = Pick<
  Artikel,
  'verkopersnummer' | 'artikelnummer' | 'omschrijving' | 'soort' | 'maat' | 'prijsCent' | 'retour'
> &
  Partial<Pick<Artikel, 'magAfgeprijsd' | 'labelAfgeprijsd'>>;

/**
 * A receipt of the till (kassa/domein/kassa.ts); without betaalwijze: paid in cash (a receipt of
 * before pin). The rest of the optional fields: what the server decided on arrival (issue 50).
 */
export type AfrekenBon = Pick<Bon, 'id' | 'kassaId' | 'gesloten' | 'geannuleerd' | 'regels' | 'teBetalenCent'> &
  Partial<Pick<Bon, 'betaalwijze' | 'geslotenOpApparaat' | 'pinTerwijlUit' | 'pinBesluit'>>;
export type AfrekenBonRegel = BonRegel;

export interface AfrekenInvoer {
  deelnemers: AfrekenDeelnemer[];
  artikelen: AfrekenArtikel[];
  kassas: Pick<Kassa, 'id' | 'naam' | 'ruimte'>[];
  bonnen: AfrekenBon[];
  /** Sellers whose hand-written labels were marked 'retour' at drop-off (recorded on /inleveren or /afrekening). */
  retourBijAfgifte: number[];
  /**
   * The item numbers each seller handed in at drop-off (inlevering/domein/inlevering.ts
   * ingeleverdPerVerkoper), or null when nobody used drop-off at this fair: then every listed
   * item counts as brought, as before drop-off was recorded.
   */
  ingeleverd: Record<number, number[]> | null;
  /** Cash counted per desk (by kassa id) after the fair, entered by the administrator, in cents. */
  geteld: Record<string, number>;
  /** The administrator's decisions on single receipt lines (Nakijken, or a line voided). */
  besluiten: RegelBesluit[];
  instellingen: AfrekeningInstellingen;
  /** "Halve prijs aan het eind" of the fair's item settings (issue 54); null or absent: off. */
  halvePrijs?: HalvePrijsRegel | null;
}

export const MELDING_BONNEN_VERANDERD =
  'Tijdens het afsluiten kwam er een bon bij of werd er een geannuleerd. Bekijk de afrekening opnieuw en sluit dan af.';
export const MELDING_AFREKENING_VERANDERD =
  'Tijdens het afsluiten veranderde er iets aan de afrekening (een retourmarkering, een geteld bedrag, een artikel, een deelnemer of de instellingen). Bekijk de afrekening opnieuw en sluit dan af.';

/** What the store holds for a fair, as the settlement's input is made of it: the input, with the fair and its people. */
export interface AfrekenBronnen extends Omit<AfrekenInvoer, 'deelnemers'> {
  /** The fair; null when it does not exist (then nobody takes part in it). */
  beurs: Pick<Aflevering, 'id'> | null;
  deelnemers: Deelnemer[];
}

/**
 * The settlement's input from the stored data, made once: the use case computes the settlement
 * from it, and each store builds it again inside its closing transaction to see whether that
 * input still holds (grondslagVeranderd).
 */
export function afrekenInvoer(bronnen: AfrekenBronnen): AfrekenInvoer {
  // The rest (items, desks, receipts, marks, counts, decisions, settings) is the input as stored.
  const { beurs, deelnemers, ...rest } = bronnen;
  return {
    ...rest,
    deelnemers: deelnemers
      .filter((d) => isActieveDeelnemer(d, beurs))
      .map((d) => ({
        nummer: d.nummer,
        naam: d.naam,
        vrijwilliger: d.vrijwilligerVrijdag || d.vrijwilligerZaterdag,
        // Only the choice, not the account: the settlement is shown on screens, the IBAN is not.
        ...(rest.instellingen.bankUitbetaling && d.uitbetaling?.wijze === 'bank' ? { perBank: true } : {}),
      })),
  };
}

/**
 * Only what berekenAfrekening reads, each list in one order: the callers pass richer objects
 * (a stored item has more fields), and two reads of the same data may list it differently.
 */
function grondslag(invoer: AfrekenInvoer) {
  const op = <T>(lijst: T[], sleutel: (x: T) => string) =>
    [...lijst].sort((a, b) => (sleutel(a) < sleutel(b) ? -1 : sleutel(a) > sleutel(b) ? 1 : 0));
  return {
    bonnen: JSON.stringify(
      op(invoer.bonnen, (b) => b.id).map(
        ({ id, kassaId, gesloten, geannuleerd, regels, teBetalenCent, betaalwijze, ...bon }) => ({
          id,
          kassaId,
          gesloten,
          geannuleerd: geannuleerd ?? null,
          regels: regels.map(({ verkopersnummer, artikelnummer, prijsCent, lijstprijsCent }) => ({
            verkopersnummer,
            artikelnummer,
            prijsCent,
            lijstprijsCent: lijstprijsCent ?? null,
          })),
          teBetalenCent,
          betaalwijze: betaalwijze ?? 'contant',
          // Where its money counts: the treasurer's decision on a pin receipt made while pin was off.
          geteld: geteldAls({ teBetalenCent, betaalwijze, ...bon }),
        }),
      ),
    ),
    rest: JSON.stringify({
      deelnemers: op(invoer.deelnemers, (d) => String(d.nummer).padStart(10, '0')).map(
        ({ nummer, naam, vrijwilliger, perBank }) => ({ nummer, naam, vrijwilliger, perBank: perBank ?? false }),
      ),
      artikelen: op(invoer.artikelen, (a) => `${a.verkopersnummer}`.padStart(10, '0') + `${a.artikelnummer}`).map(
        ({ verkopersnummer, artikelnummer, omschrijving, soort, maat, prijsCent, retour, ...a }) => ({
          verkopersnummer,
          artikelnummer,
          omschrijving,
          soort,
          maat,
          prijsCent,
          retour,
          magAfgeprijsd: geldendAfgeprijsd(a),
        }),
      ),
      kassas: op(invoer.kassas, (k) => k.id).map(({ id, naam, ruimte }) => ({ id, naam, ruimte })),
      retourBijAfgifte: [...new Set(invoer.retourBijAfgifte)].sort((a, b) => a - b),
      ingeleverd:
        invoer.ingeleverd === null
          ? null
          : Object.entries(invoer.ingeleverd)
              .filter(([, nummers]) => nummers.length > 0)
              .map(([nummer, nummers]) => [Number(nummer), [...nummers].sort((a, b) => a - b)])
              .sort(([a], [b]) => Number(a) - Number(b)),
      geteld: Object.entries(invoer.geteld).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      besluiten: op(invoer.besluiten, (b) => regelSleutel(b.bonId, b.regel)).map(({ bonId, regel, besluit }) => ({
        bonId,
        regel,
        besluit,
      })),
      instellingen: {
        commissiePercentage: invoer.instellingen.commissiePercentage,
        administratiekostenCent: invoer.instellingen.administratiekostenCent,
        retourkostenCent: invoer.instellingen.retourkostenCent,
      },
      halvePrijs: invoer.halvePrijs ?? null,
    }),
  };
}

/**
 * Why a settlement computed from `berekend` may not be closed with the data as it now stands
 * (`nu`, read in the closing transaction): the Dutch refusal, or null when nothing it depends
 * on changed. Receipts first, with their own message: they arrive from the desks by themselves.
 */
export function grondslagVeranderd(berekend: AfrekenInvoer, nu: AfrekenInvoer): string | null {
  const [voor, na] = [grondslag(berekend), grondslag(nu)];
  if (voor.bonnen !== na.bonnen) return MELDING_BONNEN_VERANDERD;
  if (voor.rest !== na.rest) return MELDING_AFREKENING_VERANDERD;
  return null;
}

/** What the settlement reads of a seller's drop-off record (inlevering keeps it, on the floor above). */
export interface InleverStand {
  verkopersnummer: number;
  ingeleverd: readonly number[];
  afgerond: unknown;
}

/**
 * Whether drop-off was used at this fair: anyone handed in or finished. Only then do the
 * settlement's return and charity lists leave out what was never brought; a fair where nobody
 * used drop-off is settled as before (every listed item counts as brought).
 */
export const inleverenGebruikt = (inleveringen: readonly Omit<InleverStand, 'verkopersnummer'>[]) =>
  inleveringen.some((i) => i.ingeleverd.length > 0 || i.afgerond !== null);

/** The item numbers handed in per seller, or null when drop-off was not used (see inleverenGebruikt). */
export function ingeleverdPerVerkoper(inleveringen: readonly InleverStand[]): Record<number, number[]> | null {
  if (!inleverenGebruikt(inleveringen)) return null;
  return Object.fromEntries(inleveringen.map((i) => [i.verkopersnummer, [...i.ingeleverd]]));
}
