/** Administrators, their sessions, and the small key-value facts (meta). */
import type { Admin, Sessie } from '../../domain/types';
import type { Store } from '../port';
import { statements, type SqliteContext } from './context';

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
}));

export const getMeta = (ctx: SqliteContext, key: string) => sql(ctx).getMeta.get(key)?.value ?? null;
export const setMeta = (ctx: SqliteContext, key: string, value: string) => sql(ctx).setMeta.run(key, value);

export function beheerMethods(
  ctx: SqliteContext,
): Pick<
  Store,
  'getAdmin' | 'saveAdmin' | 'countAdmins' | 'createSessie' | 'getSessie' | 'deleteSessie' | 'getMeta' | 'setMeta'
> {
  return {
    async getAdmin(username): Promise<Admin | null> {
      const rij = sql(ctx).getAdmin.get(username);
      return rij ? { username: rij.username, passwordHash: rij.password_hash } : null;
    },
    async saveAdmin(admin) {
      sql(ctx).saveAdmin.run(admin.username, admin.passwordHash);
    },
    async countAdmins() {
      return sql(ctx).countAdmins.get()!.aantal;
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
    async getMeta(key) {
      return getMeta(ctx, key);
    },
    async setMeta(key, value) {
      setMeta(ctx, key, value);
    },
  };
}
