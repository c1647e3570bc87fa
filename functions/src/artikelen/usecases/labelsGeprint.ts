/**
 * A labels PDF handed out is a sheet that may be printed and used, recorded at each download
 * (also when the PDF came from the cache):
 * - with the current fair (issue 53): the seller's number, once free, is not reused while such a
 *   label may still turn up at a till (registratie/domein/verkopersnummer.ts). Before any fair
 *   there is nothing to sell at;
 * - what each label shows (issue 54): from now on the printed ½ wins. Only items whose label
 *   differs from the record are written, so a reprint writes nothing there.
 */
import type { ArtikelMetCode } from '../domein/artikelen';
import type { Poorten } from '../../platform/poorten';
import type { ArtikelenDeps } from '../deps';

export async function labelsGeprint(
  deps: Poorten<ArtikelenDeps, 'leesLaatsteAflevering' | 'noteerLabelsVanBeurs' | 'markeerLabelsGeprint'>,
  verkopersnummer: number,
  artikelen: readonly ArtikelMetCode[],
): Promise<void> {
  const beurs = await deps.store.leesLaatsteAflevering();
  if (beurs) await deps.store.noteerLabelsVanBeurs(beurs.id, verkopersnummer);
  // What the label shows (labelHalf: the seller's choice, and halve prijs on), not the choice alone.
  const anders = artikelen.filter((a) => a.labelAfgeprijsd !== a.labelHalf);
  if (anders.length === 0) return;
  await deps.store.markeerLabelsGeprint(
    anders.map((a) => ({
      verkopersnummer: a.verkopersnummer,
      artikelnummer: a.artikelnummer,
      magAfgeprijsd: a.labelHalf,
    })),
  );
}
