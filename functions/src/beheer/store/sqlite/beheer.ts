/** Administrators, their sessions, and the small key-value facts (meta). */
import type { Admin, Sessie } from '../../../kern/types';
import type { BeheerStore, MetaStore } from '../port';
import { statements, type SqliteContext } from '../../../platform/sqlite/context';

const sql = statements((db) => ({
  leesMeta: db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?'),
  zetMeta: db.prepare<[string, string]>(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ),
  leesBeheerder: db.prepare<[string], { username: string; password_hash: string }>(
    'SELECT username, password_hash FROM admins WHERE username = ?',
  ),
  bewaarBeheerder: db.prepare<[string, string]>(
    `INSERT INTO admins (username, password_hash) VALUES (?, ?)
     ON CONFLICT (username) DO UPDATE SET password_hash = excluded.password_hash`,
  ),
  telBeheerders: db.prepare<[], { aantal: number }>('SELECT count(*) AS aantal FROM admins'),
  maakSessie: db.prepare<[string, string, number]>(
    'INSERT OR REPLACE INTO sessies (id, username, expires) VALUES (?, ?, ?)',
  ),
  leesSessie: db.prepare<[string], Sessie>('SELECT id, username, expires FROM sessies WHERE id = ?'),
  verwijderSessie: db.prepare<[string]>('DELETE FROM sessies WHERE id = ?'),
  leesBeheerders: db.prepare<[], { username: string; password_hash: string }>(
    'SELECT username, password_hash FROM admins ORDER BY username',
  ),
  verwijderBeheerder: db.prepare<[string]>('DELETE FROM admins WHERE username = ?'),
  deleteVerlopenSessies: db.prepare<[number]>('DELETE FROM sessies WHERE expires <= ?'),
  deleteSessiesVan: db.prepare<[string]>('DELETE FROM sessies WHERE username = ?'),
}));

const naarAdmin = (rij: { username: string; password_hash: string }): Admin => ({
  username: rij.username,
  passwordHash: rij.password_hash,
});

export const leesMeta = (ctx: SqliteContext, key: string) => sql(ctx).leesMeta.get(key)?.value ?? null;
export const zetMeta = (ctx: SqliteContext, key: string, value: string) => sql(ctx).zetMeta.run(key, value);

export function beheerSqlite(ctx: SqliteContext): BeheerStore & MetaStore {
  const verwijderBeheerder = ctx.transaction((username: string) => {
    if (sql(ctx).verwijderBeheerder.run(username).changes === 0) return false;
    sql(ctx).deleteSessiesVan.run(username);
    return true;
  });

  return {
    async leesBeheerder(username) {
      const rij = sql(ctx).leesBeheerder.get(username);
      return rij ? naarAdmin(rij) : null;
    },
    async bewaarBeheerder(admin) {
      sql(ctx).bewaarBeheerder.run(admin.username, admin.passwordHash);
    },
    async telBeheerders() {
      return sql(ctx).telBeheerders.get()!.aantal;
    },
    async leesBeheerders() {
      return sql(ctx).leesBeheerders.all().map(naarAdmin);
    },
    async verwijderBeheerder(username) {
      return verwijderBeheerder(username);
    },
    async maakSessie(sessie) {
      sql(ctx).maakSessie.run(sessie.id, sessie.username, sessie.expires);
    },
    async leesSessie(id) {
      return sql(ctx).leesSessie.get(id) ?? null;
    },
    async verwijderSessie(id) {
      sql(ctx).verwijderSessie.run(id);
    },
    async verwijderVerlopenSessies(now) {
      return sql(ctx).deleteVerlopenSessies.run(now.getTime()).changes;
    },
    async verwijderSessiesVan(username) {
      return sql(ctx).deleteSessiesVan.run(username).changes;
    },
    async leesMeta(key) {
      return leesMeta(ctx, key);
    },
    async zetMeta(key, value) {
      zetMeta(ctx, key, value);
    },
  };
}
