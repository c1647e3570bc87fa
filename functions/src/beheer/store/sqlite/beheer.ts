/** Administrators, their sessions, and the small key-value facts (meta). */
import type { Admin, Sessie } from '../../../kern/types';
import type { BeheerStore, MetaStore } from '../port';
import { statements, type SqliteContext } from '../../../store/sqlite/context';

const sql = statements((db) => ({
  getMeta: db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?'),
  setMeta: db.prepare<[string, string]>(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ),
  getAdmin: db.prepare<[string], { username: string; password_hash: string }>(
    'SELECT username, password_hash FROM admins WHERE username = ?',
  ),
  saveAdmin: db.prepare<[string, string]>(
    `INSERT INTO admins (username, password_hash) VALUES (?, ?)
     ON CONFLICT (username) DO UPDATE SET password_hash = excluded.password_hash`,
  ),
  countAdmins: db.prepare<[], { aantal: number }>('SELECT count(*) AS aantal FROM admins'),
  createSessie: db.prepare<[string, string, number]>(
    'INSERT OR REPLACE INTO sessies (id, username, expires) VALUES (?, ?, ?)',
  ),
  getSessie: db.prepare<[string], Sessie>('SELECT id, username, expires FROM sessies WHERE id = ?'),
  deleteSessie: db.prepare<[string]>('DELETE FROM sessies WHERE id = ?'),
  listAdmins: db.prepare<[], { username: string; password_hash: string }>(
    'SELECT username, password_hash FROM admins ORDER BY username',
  ),
  deleteAdmin: db.prepare<[string]>('DELETE FROM admins WHERE username = ?'),
  deleteVerlopenSessies: db.prepare<[number]>('DELETE FROM sessies WHERE expires <= ?'),
  deleteSessiesVan: db.prepare<[string]>('DELETE FROM sessies WHERE username = ?'),
}));

const naarAdmin = (rij: { username: string; password_hash: string }): Admin => ({
  username: rij.username,
  passwordHash: rij.password_hash,
});

export const getMeta = (ctx: SqliteContext, key: string) => sql(ctx).getMeta.get(key)?.value ?? null;
export const setMeta = (ctx: SqliteContext, key: string, value: string) => sql(ctx).setMeta.run(key, value);

export function beheerMethods(ctx: SqliteContext): BeheerStore & MetaStore {
  const deleteAdmin = ctx.transaction((username: string) => {
    if (sql(ctx).deleteAdmin.run(username).changes === 0) return false;
    sql(ctx).deleteSessiesVan.run(username);
    return true;
  });

  return {
    async getAdmin(username) {
      const rij = sql(ctx).getAdmin.get(username);
      return rij ? naarAdmin(rij) : null;
    },
    async saveAdmin(admin) {
      sql(ctx).saveAdmin.run(admin.username, admin.passwordHash);
    },
    async countAdmins() {
      return sql(ctx).countAdmins.get()!.aantal;
    },
    async listAdmins() {
      return sql(ctx).listAdmins.all().map(naarAdmin);
    },
    async deleteAdmin(username) {
      return deleteAdmin(username);
    },
    async createSessie(sessie) {
      sql(ctx).createSessie.run(sessie.id, sessie.username, sessie.expires);
    },
    async getSessie(id) {
      return sql(ctx).getSessie.get(id) ?? null;
    },
    async deleteSessie(id) {
      sql(ctx).deleteSessie.run(id);
    },
    async deleteExpiredSessies(now) {
      return sql(ctx).deleteVerlopenSessies.run(now.getTime()).changes;
    },
    async deleteSessiesOf(username) {
      return sql(ctx).deleteSessiesVan.run(username).changes;
    },
    async getMeta(key) {
      return getMeta(ctx, key);
    },
    async setMeta(key, value) {
      setMeta(ctx, key, value);
    },
  };
}
