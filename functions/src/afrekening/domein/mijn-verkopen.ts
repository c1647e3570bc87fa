/**
 * "Mijn verkopen": what a seller sold so far while the fair is on, from the receipts as they
 * come in. Only the lines that count: a voided receipt or a line voided on its own does not.
 * The envelope follows once the settlement is closed (the seller's own settlement).
 */
import { regelSleutel, type Bon } from '../../kassa/domein';
import type { RegelBesluit } from './nakijken';
import { isAfgeprijsdeRegel } from '../../artikelen/domein';

export interface MijnVerkoop {
  artikelnummer: number | null;
  omschrijving: string;
  prijsCent: number;
  /** Sold reduced in the last hour (issue 54): the label's price; absent at full price. */
  lijstprijsCent?: number;
  /** When the receipt was closed at the till (ISO). */
  op: string;
}

export interface MijnVerkopen {
  verkopen: MijnVerkoop[];
  omzetCent: number;
  /** Of omzetCent: what the reduced sales brought in (issue 54). */
  afgeprijsdCent: number;
  /** The commission on it, at the setting's percentage: what the seller can expect, before the fees. */
  commissiePercentage: number;
}

export function mijnVerkopen(
  nummer: number,
  bonnen: readonly Pick<Bon, 'id' | 'regels' | 'gesloten' | 'geannuleerd'>[],
  besluiten: readonly Pick<RegelBesluit, 'bonId' | 'regel' | 'besluit'>[],
  omschrijving: (artikelnummer: number) => string | undefined,
  commissiePercentage: number,
): MijnVerkopen {
  const vervallen = new Set(
    besluiten.filter((b) => b.besluit === 'vervalt').map((b) => regelSleutel(b.bonId, b.regel)),
  );
  const verkopen = bonnen
    .filter((b) => !b.geannuleerd)
    .flatMap((b) =>
      b.regels.flatMap((r, i) =>
        r.verkopersnummer !== nummer || vervallen.has(regelSleutel(b.id, i))
          ? []
          : [
              {
                artikelnummer: r.artikelnummer,
                omschrijving:
                  r.artikelnummer === null
                    ? 'handgeschreven label'
                    : (omschrijving(r.artikelnummer) ?? `artikel ${r.artikelnummer}`),
                prijsCent: r.prijsCent,
                ...(isAfgeprijsdeRegel(r) ? { lijstprijsCent: r.lijstprijsCent } : {}),
                op: b.gesloten,
              },
            ],
      ),
    )
    .sort((a, b) => (a.op < b.op ? -1 : a.op > b.op ? 1 : 0));
  return {
    verkopen,
    omzetCent: verkopen.reduce((som, v) => som + v.prijsCent, 0),
    afgeprijsdCent: verkopen.filter(isAfgeprijsdeRegel).reduce((som, v) => som + v.prijsCent, 0),
    commissiePercentage,
  };
}
