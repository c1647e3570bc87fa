/**
 * What a desk keeps on its device for the fair day: its fair's items, the seller numbers
 * taking part and what was sold. Seller numbers only: never a name, address or phone number.
 */
import { geldendAfgeprijsd, halvePrijsRegel, ruimteVan } from '../../artikelen/domein';
import { isActieveDeelnemer } from '../../registratie/domein';
import { verkochteArtikelen, type Kassa, type KassaGegevens } from '../domein/kassa';
import type { Poorten } from '../../platform/poorten';
import type { KassaDeps } from '../deps';

export async function kassaGegevens(
  deps: Poorten<
    KassaDeps,
    | 'leesAanbodEnDeelnemers'
    | 'leesAflevering'
    | 'leesAfrekeningGeslotenOp'
    | 'leesArtikelInstellingen'
    | 'leesBonnen'
    | 'leesKassaInstellingen',
    'clock'
  >,
  kassa: Kassa,
): Promise<KassaGegevens> {
  const { store } = deps;
  // The items and the people in one read: the items are found by their sellers (issue 55).
  const [beurs, { artikelen, deelnemers }, bonnen, afrekeningGeslotenOp, instellingen, artikelInstellingen] =
    await Promise.all([
      store.leesAflevering(kassa.afleveringId),
      store.leesAanbodEnDeelnemers(kassa.afleveringId),
      store.leesBonnen(kassa.afleveringId),
      store.leesAfrekeningGeslotenOp(kassa.afleveringId),
      store.leesKassaInstellingen(),
      store.leesArtikelInstellingen(kassa.afleveringId),
    ]);
  return {
    kassa: { id: kassa.id, naam: kassa.naam, ruimte: kassa.ruimte },
    beurs: { id: kassa.afleveringId, datum: beurs?.datum ?? '' },
    artikelen: artikelen.map((a) => ({
      verkopersnummer: a.verkopersnummer,
      artikelnummer: a.artikelnummer,
      omschrijving: a.omschrijving,
      maat: a.maat,
      prijsCent: a.prijsCent,
      ruimte: ruimteVan(a.soort),
      magAfgeprijsd: geldendAfgeprijsd(a),
    })),
    verkopersnummers: deelnemers.filter((d) => isActieveDeelnemer(d, { id: kassa.afleveringId })).map((d) => d.nummer),
    verkocht: verkochteArtikelen(bonnen),
    afrekeningGeslotenOp,
    pinnen: instellingen.pinnen,
    halvePrijs: halvePrijsRegel(artikelInstellingen),
    serverTijd: deps.clock().toISOString(),
  };
}
