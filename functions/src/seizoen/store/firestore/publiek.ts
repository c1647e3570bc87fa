/**
 * The public documents, read live by the browser: settings, nieuws, stats (the active count),
 * beurs and fair (the date of the latest aflevering).
 */
import type { Beurs, PublicState, Settings } from '../../../kern/types';
import { metStandaardKosten, STANDAARD_BEURS, STANDAARD_SETTINGS } from '../../domein/publiek';
import { type PubliekStore } from '../port';
import { isActieveDeelnemer } from '../../../registratie/domein/registratie';
import type { FirestoreContext } from '../../../platform/firestore/context';
import { bereidBevordering } from '../../../registratie/store/firestore/bevorderen';
import { huidigeIn, naarDeelnemer, type DeelnemerDoc } from '../../../registratie/store/firestore/inschrijving';

import { aantalUit, beursUit, datumUit, nieuwsUit, settingsUit } from './lezen';

export function publiekFirestore(ctx: FirestoreContext): PubliekStore & { init(): Promise<void> } {
  const { db, publiek, deelnemers, telling } = ctx;
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
        const laatste = stats!.exists && fair!.exists ? null : await huidigeIn(ctx, tx);
        const aantal = stats!.exists
          ? null
          : (await tx.get(deelnemers)).docs.filter((d) =>
              isActieveDeelnemer(naarDeelnemer(d.id, d.data() as DeelnemerDoc), laatste),
            ).length;
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
    async wijzigInstellingen(patch, bevorder) {
      return telling(() =>
        db.runTransaction(async (tx) => {
          const [settingsSnap, stats] = await tx.getAll(publiek.settings, publiek.stats);
          const samen = { ...settingsUit(settingsSnap!), ...patch };
          const settings: Settings = {
            maximumAantalDeelnemers: samen.maximumAantalDeelnemers,
            inschrijvingGeopend: samen.inschrijvingGeopend,
            inschrijvingGesloten: samen.inschrijvingGesloten,
          };
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
