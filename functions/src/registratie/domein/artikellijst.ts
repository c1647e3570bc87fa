/**
 * Whether a seller's item list is open to change now, and the refusal to renumber a seller whose
 * labels are printed. Item entry (artikelen) guards every change with it, and registration's
 * confirmation mail asks it too (whether to offer the item link): so it stands here, below both,
 * beside taking part in a fair (doetMeeAan).
 */
import { deadlineVan, meldingDeadline, voorDeadline } from '../../kern/deadline';
import type { Aflevering, ArtikelInstellingen } from '../../kern/types';
import { doetMeeAan, type TelDeelnemer } from './registratie';

export const MELDING_NIET_ONLINE = 'Artikelen online invoeren staat voor deze beurs niet aan.';
export const MELDING_NIET_MEE = 'Je doet niet mee aan de huidige beurs, dus je kunt geen artikelen invoeren.';
export const MELDING_ARTIKELEN_ZONDER_BEURS = 'Er is nog geen beurs gepland.';

/**
 * Why the seller cannot change their list now, or null when they can: no fair yet, the option is
 * off for this fair, they do not take part in it, or the deadline passed. Shown on the page, and
 * the server's guard (409) on every change.
 */
export function wijzigMelding(
  nu: Date,
  verkoper: TelDeelnemer,
  beurs: Pick<Aflevering, 'id' | 'datum'> | null,
  instellingen: ArtikelInstellingen,
): string | null {
  if (!beurs) return MELDING_ARTIKELEN_ZONDER_BEURS;
  if (!instellingen.onlineInvoeren) return MELDING_NIET_ONLINE;
  if (!doetMeeAan(verkoper, beurs)) return MELDING_NIET_MEE;
  const deadline = deadlineVan(instellingen, beurs);
  return voorDeadline(nu, deadline) ? null : meldingDeadline(deadline);
}

/** A seller's number is on their printed labels: it changes only once they have no items. */
export const meldingNummerMetArtikelen = (nummer: number, aantal: number) =>
  `Verkoper ${nummer} heeft ${aantal} artikelen met labels op dit nummer. Een ander nummer maakt die labels ongeldig; laat de verkoper eerst de artikelen verwijderen.`;
