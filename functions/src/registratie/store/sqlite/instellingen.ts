/**
 * The registration's gate (open, closed, the maximum), stored in seizoen's public document
 * `settings`: changing it can free places, which the reserve list fills in the same transaction.
 */
import type { Settings } from '../../../kern/types';
import { type BevorderOptions, type InstellingenPatch, type InstellingenStore } from '../port';
import type { RegistratieSqliteContext } from './buren';
import { bevorderVanReservelijst, situatie } from './bevorderen';

export function instellingenSqlite(ctx: RegistratieSqliteContext): InstellingenStore {
  // One IMMEDIATE transaction (ctx.transaction): nothing else writes between these reads and the writes.
  const wijzigInstellingen = ctx.transaction((wijziging: InstellingenPatch, bevorder?: BevorderOptions): Settings => {
    // Read in the transaction: the settings the patch merges into (a change of another field
    // just before is kept), and with the active count and the switch the situation before the
    // change, from which bevorderPlan counts the places this change frees.
    const voor = situatie(ctx);
    const patch = typeof wijziging === 'function' ? wijziging(voor.settings) : wijziging;
    if (patch === null) return voor.settings;
    const samen = { ...voor.settings, ...patch };
    ctx.buren.zetSettings(samen);
    // Reads the situation again, after the write: only the places the new settings free are filled.
    bevorderVanReservelijst(ctx, voor, bevorder);
    return samen;
  });

  return {
    async wijzigInstellingen(patch, bevorder) {
      return wijzigInstellingen(patch, bevorder);
    },
  };
}
