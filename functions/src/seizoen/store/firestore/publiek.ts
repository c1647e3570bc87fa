/**
 * The public documents, read live by the browser: settings, nieuws, stats (the active count),
 * beurs and fair (the date of the latest aflevering).
 */
import type { Beurs, PublicState } from '../../../kern/types';
import { metStandaardKosten, STANDAARD_BEURS, STANDAARD_SETTINGS } from '../../domein/publiek';
import { type PubliekStore } from '../port';
import type { FirestoreContext } from '../../../platform/firestore/context';
import { type TelActiefIn } from './afleveringen';
import { aantalUit, beursUit, datumUit, nieuwsUit, settingsUit } from '../firestore-documenten';
import { laatsteAfleveringIn } from './lezen';

/**
 * `telActiefIn`: the active count of a fair, which registratie answers (afleveringen.ts TelActiefIn).
 * The settings are the registration's gate: registratie changes them (its wijzigInstellingen), in
 * one transaction with the promotion from its reserve list.
 */
export function publiekFirestore(
  ctx: FirestoreContext,
  telActiefIn: TelActiefIn,
): PubliekStore & { init(): Promise<void> } {
  const { db, publiek } = ctx;
  return {
    async init() {
      // The browser waits for all six public documents, so they must exist from the start
      // (kosten: the settlement's settings, afrekening's zetPubliekeKosten).
      await db.runTransaction(async (tx) => {
        const [settings, nieuws, stats, beurs, fair] = await tx.getAll(
          publiek.settings,
          publiek.nieuws,
          publiek.stats,
          publiek.beurs,
          publiek.fair,
        );
        const laatste = stats!.exists && fair!.exists ? null : await laatsteAfleveringIn(ctx, tx);
        const aantal = stats!.exists ? null : await telActiefIn(ctx, tx, laatste);
        if (!settings!.exists) tx.set(publiek.settings, STANDAARD_SETTINGS);
        if (!nieuws!.exists) tx.set(publiek.nieuws, { tekst: '' });
        if (!beurs!.exists) tx.set(publiek.beurs, STANDAARD_BEURS);
        if (aantal !== null) tx.set(publiek.stats, { aantalActief: aantal });
        if (!fair!.exists) tx.set(publiek.fair, { datum: laatste?.datum ?? null });
      });
    },

    async leesInstellingen() {
      return settingsUit(await publiek.settings.get());
    },
    async leesNieuws() {
      return nieuwsUit(await publiek.nieuws.get());
    },
    async bewaarNieuws(tekst) {
      await publiek.nieuws.set({ tekst });
      return { tekst };
    },
    async leesBeurs() {
      return beursUit(await publiek.beurs.get());
    },
    async bewaarBeurs(beurs) {
      const opgeslagen: Beurs = { ...STANDAARD_BEURS, ...beurs };
      await publiek.beurs.set(opgeslagen);
      return opgeslagen;
    },
    async telActief() {
      return aantalUit(await publiek.stats.get());
    },
    async leesPubliekeStaat(): Promise<PublicState> {
      // One batched read: one consistent moment, like the browser's listeners eventually see.
      const [settings, nieuws, stats, beurs, fair, kosten] = await db.getAll(
        publiek.settings,
        publiek.nieuws,
        publiek.stats,
        publiek.beurs,
        publiek.fair,
        publiek.kosten,
      );
      return {
        settings: settingsUit(settings!),
        aantalActief: aantalUit(stats!),
        nieuws: nieuwsUit(nieuws!),
        beurs: beursUit(beurs!),
        datum: datumUit(fair!),
        kosten: metStandaardKosten(kosten!.data()),
      };
    },
  };
}
