/**
 * The registration's gate (open, closed, the maximum), stored in seizoen's public document
 * public/settings: changing it can free places, which the reserve list fills in the same
 * transaction (bevorderen.ts: all reads before the writes, as Firestore requires).
 */
import type { Settings } from '../../../kern/types';
import { type InstellingenStore } from '../port';
import type { RegistratieFirestoreContext } from './buren';
import { aantalUit, settingsUit } from '../../../seizoen';
import { bereidBevordering } from './bevorderen';

export function instellingenFirestore(ctx: RegistratieFirestoreContext): InstellingenStore {
  const { db, publiek, telling } = ctx;
  return {
    async wijzigInstellingen(patch, bevorder) {
      return telling(() =>
        db.runTransaction(async (tx) => {
          // Both read in the transaction, so a concurrent write to either makes it run again with
          // the new value: the settings the patch merges into (a change of another field is not
          // lost), and the active count the new settings leave, from which the promotion fills
          // only the places that are really free (never past the maximum when a registration
          // commits at the same moment).
          const [settingsSnap, stats] = await tx.getAll(publiek.settings, publiek.stats);
          const voor = settingsUit(settingsSnap!);
          const wijziging = typeof patch === 'function' ? patch(voor) : patch;
          if (wijziging === null) return voor;
          const samen = { ...voor, ...wijziging };
          const settings: Settings = {
            maximumAantalDeelnemers: samen.maximumAantalDeelnemers,
            inschrijvingGeopend: samen.inschrijvingGeopend,
            inschrijvingGesloten: samen.inschrijvingGesloten,
            ...(samen.toewijzing ? { toewijzing: samen.toewijzing } : {}),
            ...(samen.geopendSinds ? { geopendSinds: samen.geopendSinds } : {}),
          };
          // Its own reads (the situation before, the list, the people and the numbering) come
          // before any write; it writes public/stats with the final count.
          const bevordering = await bereidBevordering(ctx, tx, bevorder, {
            settings,
            aantalActief: aantalUit(stats!),
          });
          tx.set(publiek.settings, settings);
          bevordering.schrijf();
          return settings;
        }),
      );
    },
  };
}
