/** The contactpersonen shown on the contact page, in the order they were added. */
import { randomUUID } from 'node:crypto';
import { nietGevonden } from '../../../kern/errors';
import type { Contactpersoon } from '../../../kern/types';
import { type ContactpersoonInvoer } from '../../domein/schemas';
import type { ContactpersonenStore } from '../port';
import { statements, type SqliteContext } from '../../../platform/sqlite/context';

const sql = statements((db) => ({
  leesContactpersonen: db.prepare<[], Contactpersoon>(
    'SELECT id, naam, telefoon, email FROM contactpersonen ORDER BY rowid',
  ),
  getContactpersoon: db.prepare<[string], Contactpersoon>(
    'SELECT id, naam, telefoon, email FROM contactpersonen WHERE id = ?',
  ),
  insertContactpersoon: db.prepare(
    'INSERT INTO contactpersonen (id, naam, telefoon, email) VALUES (@id, @naam, @telefoon, @email)',
  ),
  updateContactpersoon: db.prepare(
    'UPDATE contactpersonen SET naam = @naam, telefoon = @telefoon, email = @email WHERE id = @id',
  ),
  verwijderContactpersoon: db.prepare<[string]>('DELETE FROM contactpersonen WHERE id = ?'),
}));

export function contactpersonenSqlite(ctx: SqliteContext): ContactpersonenStore {
  const bewaarContactpersoon = ctx.transaction((invoer: ContactpersoonInvoer) => {
    const contact: Contactpersoon = {
      id: invoer.id ?? randomUUID(),
      naam: invoer.naam,
      telefoon: invoer.telefoon,
      email: invoer.email,
    };
    if (invoer.id === undefined) sql(ctx).insertContactpersoon.run(contact);
    else if (sql(ctx).updateContactpersoon.run(contact).changes === 0) throw nietGevonden('Contactpersoon');
    return contact;
  });

  const verwijderContactpersoon = ctx.wisTransactie((id: string) => {
    const contact = sql(ctx).getContactpersoon.get(id) ?? null;
    if (contact) sql(ctx).verwijderContactpersoon.run(id);
    return contact;
  });

  return {
    async leesContactpersonen() {
      return sql(ctx).leesContactpersonen.all();
    },
    async bewaarContactpersoon(contact) {
      return bewaarContactpersoon(contact);
    },
    async verwijderContactpersoon(id) {
      return verwijderContactpersoon(id);
    },
  };
}
