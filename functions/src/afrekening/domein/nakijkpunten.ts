/** The receipt lines to check against the fair's participants and items, and the receipts as decided. */
import { MELDING_PIN_UIT, regelSleutel } from '../../kassa/domein';
import {
  type AfrekenArtikel,
  type AfrekenBon,
  type AfrekenBonRegel,
  type AfrekenDeelnemer,
  type AfrekenInvoer,
} from './invoer';
import { artikelSleutel } from '../../kern/artikelsleutel';
import type { HalvePrijsRegel } from '../../artikelen/domein';
import { afprijsNakijken } from './halvePrijs';
import type { NakijkSoort, Nakijkpunt, PinNakijkpunt, RegelBesluit } from './nakijken';

/** Why a receipt line needs checking, or null: against the fair's participants and listed items. */
function nakijkSoort(
  r: AfrekenBonRegel,
  deelnemers: ReadonlyMap<number, AfrekenDeelnemer>,
  artikelen: ReadonlyMap<string, AfrekenArtikel>,
  gesloten: string,
  halvePrijs: HalvePrijsRegel | null,
): { soort: NakijkSoort; reden?: string } | null {
  if (!deelnemers.has(r.verkopersnummer)) return { soort: 'onbekende-verkoper' };
  const artikel =
    r.artikelnummer === null ? undefined : artikelen.get(artikelSleutel(r.verkopersnummer, r.artikelnummer));
  if (r.artikelnummer !== null && !artikel) return { soort: 'onbekend-artikel' };
  // A reduced line (issue 54): accepted by the rule, or under Nakijken with the rule's reason.
  const afprijzing = afprijsNakijken(r, artikel, gesloten, halvePrijs);
  if (afprijzing !== undefined) return afprijzing === null ? null : { soort: 'afprijzing', reden: afprijzing };
  if (!artikel) return null;
  return artikel.prijsCent === r.prijsCent ? null : { soort: 'prijs' };
}

/** The lines under Nakijken and the lines decided on, in the order the receipts were closed. */
export function nakijkpunten(
  invoer: AfrekenInvoer,
  bonnen: AfrekenBon[],
  deelnemers: ReadonlyMap<number, AfrekenDeelnemer>,
  artikelen: ReadonlyMap<string, AfrekenArtikel>,
): Nakijkpunt[] {
  const besluiten = new Map(invoer.besluiten.map((b) => [regelSleutel(b.bonId, b.regel), b]));
  const kassaNaam = new Map(invoer.kassas.map((k) => [k.id, k.naam]));
  const uit: Nakijkpunt[] = [];
  for (const bon of [...bonnen].sort((a, b) => (a.gesloten < b.gesloten ? -1 : a.gesloten > b.gesloten ? 1 : 0)))
    bon.regels.forEach((r, regel) => {
      const vraag = nakijkSoort(r, deelnemers, artikelen, bon.gesloten, invoer.halvePrijs ?? null);
      const soort = vraag?.soort ?? null;
      const besluit = besluiten.get(regelSleutel(bon.id, regel)) ?? null;
      if (soort === null && besluit === null) return;
      const artikel =
        r.artikelnummer === null ? undefined : artikelen.get(artikelSleutel(r.verkopersnummer, r.artikelnummer));
      uit.push({
        bonId: bon.id,
        regel,
        kassaId: bon.kassaId,
        kassaNaam: kassaNaam.get(bon.kassaId) ?? 'onbekende kassa',
        gesloten: bon.gesloten,
        verkopersnummer: r.verkopersnummer,
        artikelnummer: r.artikelnummer,
        prijsCent: r.prijsCent,
        lijstprijsCent: artikel?.prijsCent ?? r.lijstprijsCent ?? null,
        omschrijving: artikel?.omschrijving ?? null,
        soort,
        ...(vraag?.reden ? { reden: vraag.reden } : {}),
        besluit,
      });
    });
  return uit;
}

/** The receipts paid by pin while pin was off (kassa/domein/ontvangst.ts), decided or not, in closing order. */
export function pinNakijkpunten(invoer: Pick<AfrekenInvoer, 'kassas'>, bonnen: AfrekenBon[]): PinNakijkpunt[] {
  const kassaNaam = new Map(invoer.kassas.map((k) => [k.id, k.naam]));
  return bonnen
    .filter((bon) => bon.pinTerwijlUit)
    .sort((a, b) => (a.gesloten < b.gesloten ? -1 : a.gesloten > b.gesloten ? 1 : 0))
    .map((bon) => ({
      bonId: bon.id,
      kassaId: bon.kassaId,
      kassaNaam: kassaNaam.get(bon.kassaId) ?? 'onbekende kassa',
      gesloten: bon.gesloten,
      geslotenOpApparaat: bon.geslotenOpApparaat ?? null,
      teBetalenCent: bon.teBetalenCent,
      reden: MELDING_PIN_UIT,
      besluit: bon.pinBesluit ?? null,
    }));
}

/** The receipts with their lines as the sellers are paid for them (see RegelBesluit). */
export function metBesluiten(
  bonnen: AfrekenBon[],
  besluiten: readonly RegelBesluit[],
  artikelen: ReadonlyMap<string, AfrekenArtikel>,
): AfrekenBon[] {
  if (besluiten.length === 0) return bonnen;
  const per = new Map(besluiten.map((b) => [regelSleutel(b.bonId, b.regel), b.besluit]));
  return bonnen.map((bon) => {
    if (!bon.regels.some((_, i) => per.has(regelSleutel(bon.id, i)))) return bon;
    const regels = bon.regels.flatMap((r, i): AfrekenBonRegel[] => {
      const besluit = per.get(regelSleutel(bon.id, i));
      if (besluit === 'vervalt') return [];
      const artikel =
        r.artikelnummer === null ? undefined : artikelen.get(artikelSleutel(r.verkopersnummer, r.artikelnummer));
      // The label's price: the item's, or what the till named for a hand-written label (issue 54).
      const lijstprijs = artikel?.prijsCent ?? r.lijstprijsCent;
      if (besluit !== 'lijstprijs' || lijstprijs === undefined) return [r];
      const { lijstprijsCent: _, ...regel } = r;
      return [{ ...regel, prijsCent: lijstprijs }];
    });
    return { ...bon, regels };
  });
}
