/**
 * An item's state at one fair, from what is recorded about it: entered online (aangemeld),
 * handed in on Friday (ingeleverd), sold at a till (verkocht), handed back at pick-up (terug),
 * given to charity once the settlement was closed (goed doel), or brought and wanted back but
 * not found at pick-up (vermist). One function decides it, for every screen and mail.
 */
import type { Artikel } from '../../artikelen/domein';
import type { Inlevering } from './inlevering';

export type ArtikelStatus = 'aangemeld' | 'ingeleverd' | 'verkocht' | 'terug' | 'goedDoel' | 'vermist';

export const STATUS_NAAM: Record<ArtikelStatus, string> = {
  aangemeld: 'Aangemeld',
  ingeleverd: 'Ingeleverd',
  verkocht: 'Verkocht',
  terug: 'Terug',
  goedDoel: 'Goed doel',
  vermist: 'Vermist',
};

/**
 * The state of `artikel` at the fair `afleveringId`, with the seller's record there. Sold wins
 * over everything (a sold item cannot be handed back: the pick-up list is the frozen
 * settlement's unsold items); then what pick-up recorded, then charity, then drop-off.
 */
export function artikelStatus(
  artikel: Pick<Artikel, 'artikelnummer' | 'verkochtIn' | 'goedDoelIn'>,
  inlevering: Pick<Inlevering, 'ingeleverd' | 'terug' | 'vermist'>,
  afleveringId: string,
): ArtikelStatus {
  if (artikel.verkochtIn === afleveringId) return 'verkocht';
  if (inlevering.terug.includes(artikel.artikelnummer)) return 'terug';
  if (inlevering.vermist.includes(artikel.artikelnummer)) return 'vermist';
  if (artikel.goedDoelIn === afleveringId) return 'goedDoel';
  if (inlevering.ingeleverd.includes(artikel.artikelnummer)) return 'ingeleverd';
  return 'aangemeld';
}
