/**
 * Paying sellers by bank (issue 36): the fair's switch and account, the seller's choice and
 * what they see of it, the treasurer's transfers from the closed settlement, and the mark that
 * the batch was paid. Pure; the IBAN's own rules (check digits, SEPA area, masking) are
 * kern/iban.ts's.
 *
 * Whose account is kept how long: a seller's full IBAN only until the payout of the fair is
 * marked done (then only the last four digits stay, in the mark), or until the seller's data
 * is erased (on request or by the retention rules), whichever comes first.
 */
import { laatsteVier, maskeerIban } from '../../kern/iban';
import type { AfrekeningInstellingen, Uitbetaling } from '../../kern/types';
import type { EigenUitbetaling } from '../../kern/api-types';
import { ongeldig } from '../../kern/errors';
import type { Afrekening, AfrekeningBeurs, Uitbetaald } from './afrekening';

export type { Uitbetaald };
import { endToEndId, overboekingOmschrijving, type Overboeking } from './sepa';
import { leesbaarVoorBank } from './banknaam';

/** An account: the organisation's, or a seller's as the export reads it. */
export interface Rekening {
  iban: string;
  tenaamstelling: string;
}

/** A seller's account as the export reads it (AfrekeningStore.leesBankgegevens). */
export interface VerkopersRekening extends Rekening {
  nummer: number;
}

export const MELDING_TENAAMSTELLING_ORGANISATIE = 'Vul de naam van de rekeninghouder in.';
export const MELDING_GEEN_BANK =
  'Deze beurs betaalt niet uit per bank. Je krijgt je geld contant in de envelop bij het ophalen.';
export const MELDING_UITBETALING_VAST =
  'De afrekening van deze beurs is afgesloten; je keuze voor de uitbetaling kan niet meer veranderen.';
export const MELDING_NOG_NIET_GESLOTEN =
  'Sluit eerst de afrekening af; pas daarna staan de bedragen vast die worden overgemaakt.';
export const MELDING_GEEN_OVERBOEKINGEN = 'Er zijn geen verkopers die per bank een bedrag krijgen.';
export const MELDING_GEEN_REKENING_ORGANISATIE =
  'Vul eerst het IBAN en de naam van de rekeninghouder van de organisatie in, onder "Uitbetalen per bank".';
export const MELDING_AL_UITBETAALD =
  'De overboekingen zijn al als uitbetaald gemarkeerd; de rekeningnummers van de verkopers zijn gewist.';

/** The settings as they go to the public document: never the organisation's account. */
export function publiekeInstellingen(i: AfrekeningInstellingen): AfrekeningInstellingen {
  return {
    commissiePercentage: i.commissiePercentage,
    administratiekostenCent: i.administratiekostenCent,
    retourkostenCent: i.retourkostenCent,
    ...(i.bankUitbetaling === undefined ? {} : { bankUitbetaling: i.bankUitbetaling }),
  };
}

/**
 * What the administrator sends: the settings' own shape, the bank part each left out: unchanged
 * ('' clears the IBAN or the name).
 */
export type InstellingenWijziging = AfrekeningInstellingen;

/**
 * The settings after the administrator's change: what is left out stays as it was. With bank
 * payout on, the organisation's IBAN and name are required (400 at the field).
 */
export function nieuweInstellingen(
  huidig: AfrekeningInstellingen,
  rekening: Rekening | null,
  wijziging: InstellingenWijziging,
): AfrekeningInstellingen {
  const bankUitbetaling = wijziging.bankUitbetaling ?? huidig.bankUitbetaling ?? false;
  const iban = wijziging.iban ?? rekening?.iban ?? '';
  const tenaamstelling = wijziging.tenaamstelling ?? rekening?.tenaamstelling ?? '';
  if (bankUitbetaling && iban === '') throw ongeldig('Vul het IBAN van de organisatie in.', 'iban');
  if (bankUitbetaling && tenaamstelling === '') throw ongeldig(MELDING_TENAAMSTELLING_ORGANISATIE, 'tenaamstelling');
  return {
    commissiePercentage: wijziging.commissiePercentage,
    administratiekostenCent: wijziging.administratiekostenCent,
    retourkostenCent: wijziging.retourkostenCent,
    bankUitbetaling,
    ...(iban === '' ? {} : { iban }),
    ...(tenaamstelling === '' ? {} : { tenaamstelling }),
  };
}

export type { EigenUitbetaling };

/**
 * The seller's payout as they see it. `uitbetaling` is as the store reads it (masked already);
 * masked here again, so nothing else can slip through.
 */
export function eigenUitbetaling(
  uitbetaling: Uitbetaling | undefined,
  instellingen: Pick<AfrekeningInstellingen, 'bankUitbetaling'>,
  gesloten: boolean,
  /** Takes part in the current fair (registratie's doetMeeAan): only then is bank a choice. */
  doetMee: boolean,
): EigenUitbetaling {
  const aangeboden = instellingen.bankUitbetaling === true;
  const bank = aangeboden && uitbetaling?.wijze === 'bank' ? uitbetaling : null;
  const melding = !aangeboden ? MELDING_GEEN_BANK : gesloten ? MELDING_UITBETALING_VAST : null;
  return {
    wijze: bank ? 'bank' : 'contant',
    iban: bank ? maskeerIban(bank.iban) : null,
    tenaamstelling: bank ? bank.tenaamstelling : null,
    aangeboden,
    wijzigbaar: melding === null,
    bankMogelijk: melding === null && doetMee,
    melding,
  };
}

/**
 * The transfers of a closed settlement: every seller paid by bank with something to transfer,
 * by number, with the account the export reads. A seller whose account is gone (their data
 * erased since closing) has no transfer: listed in `zonderRekening`, to pay another way.
 */
export function overboekingenVan(
  beurs: Pick<AfrekeningBeurs, 'datum'>,
  afrekening: Pick<Afrekening, 'verkopers'>,
  rekeningen: VerkopersRekening[],
): { overboekingen: (Overboeking & { verkopersnummer: number })[]; zonderRekening: number[] } {
  const perNummer = new Map(rekeningen.map((r) => [r.nummer, r]));
  const teBetalen = afrekening.verkopers.filter((v) => v.uitbetaling === 'bank' && v.overmakenCent > 0);
  return {
    overboekingen: teBetalen.flatMap((v) => {
      const rekening = perNummer.get(v.nummer);
      if (!rekening) return [];
      return [
        {
          verkopersnummer: v.nummer,
          endToEndId: endToEndId(beurs.datum, v.nummer),
          bedragCent: v.overmakenCent,
          naam: rekening.tenaamstelling,
          iban: rekening.iban,
          omschrijving: overboekingOmschrijving(beurs.datum, v.nummer),
        },
      ];
    }),
    zonderRekening: teBetalen.filter((v) => !perNummer.has(v.nummer)).map((v) => v.nummer),
  };
}

/** The mark for the batch: the record keeps the amount and the last four digits, never the IBAN. */
export function uitbetaaldMarkering(
  overboekingen: { verkopersnummer: number; bedragCent: number; iban: string }[],
  door: string,
  op: Date,
): Uitbetaald {
  return {
    door,
    op: op.toISOString(),
    overboekingen: overboekingen.map((o) => ({
      nummer: o.verkopersnummer,
      bedragCent: o.bedragCent,
      laatsteVier: laatsteVier(o.iban),
    })),
  };
}

export const MELDING_BANK_ALLEEN_DEZE_BEURS =
  'Overmaken kan alleen voor wie meedoet aan de huidige beurs. Schrijf je eerst in, of kies contant.';
export const meldingNietPerBank = (nummer: number) =>
  `Verkoper ${nummer} wordt niet per bank uitbetaald; er is geen rekening om aan te passen.`;

/**
 * Whether a payout really changed: another way, another account, another name. Compares the full
 * IBAN (two accounts can share the last four digits); only a real change is mailed.
 */
export function uitbetalingVerschilt(oud: Uitbetaling | undefined, nieuw: Uitbetaling): boolean {
  if ((oud?.wijze ?? 'contant') !== nieuw.wijze) return true;
  if (oud?.wijze !== 'bank' || nieuw.wijze !== 'bank') return false;
  return oud.iban !== nieuw.iban || oud.tenaamstelling !== nieuw.tenaamstelling;
}

/**
 * Names the bank would read as empty (issue 50): one empty `<Nm>` and the bank refuses the whole
 * batch, so the export refuses first (409) and says whose name to correct. The fields refuse such
 * a name on the way in (banknaam.ts); this catches what was saved before that rule, or slipped by.
 */
export function onleesbareNamen(
  opdrachtgever: Rekening,
  overboekingen: readonly { verkopersnummer: number; naam: string }[],
): string | null {
  if (!leesbaarVoorBank(opdrachtgever.tenaamstelling))
    return 'De naam van de rekeninghouder van de organisatie kan de bank niet lezen: die moet in Latijnse letters staan. Pas hem aan onder "Uitbetalen per bank" en download het bestand opnieuw.';
  const nummers = overboekingen.filter((o) => !leesbaarVoorBank(o.naam)).map((o) => o.verkopersnummer);
  if (nummers.length === 0) return null;
  const wie = nummers.length === 1 ? `verkoper ${nummers[0]}` : `verkopers ${nummers.join(', ')}`;
  return `De naam bij de rekening van ${wie} kan de bank niet lezen: die moet in Latijnse letters staan. Pas de naam aan onder "Naam bij een rekening aanpassen" en download het bestand opnieuw; anders weigert de bank alle overboekingen.`;
}
