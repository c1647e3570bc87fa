/**
 * Seller numbers that never run out (issue 53 part 3), on both runtimes: GET /api/verkopersnummers
 * is the administrator's, and answers how many numbers are left and how many can be reused;
 * deleting a person makes their number one of the reusable ones. The shared runtimes stay far
 * below 9999, so the reuse itself and its 409 are the Store contract's (registratie and privacy
 * store/contract/nummers.ts): moving the counter to the top here would change every later suite.
 */
import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { Client } from '../platform/testing/client';
import type { Deelnemer } from '../kern/types';
import { beheerder, bezoeker, opElkeRuntime } from './runtimes';
import { uniek } from './staat';

interface Stand {
  over: number;
  herbruikbaar: number;
}

opElkeRuntime('verkopersnummers die niet opraken', (rt) => {
  let admin: Client;
  before(async () => {
    admin = await beheerder(rt);
  });
  const stand = async () => {
    const res = await admin.get<Stand>('/api/verkopersnummers');
    assert.equal(res.status, 200, res.text);
    return res.body;
  };

  it('is alleen voor de beheerder', async () => {
    assert.equal((await bezoeker(rt).get('/api/verkopersnummers')).status, 401);
  });

  it('telt wat er over is en wat vrijkomt als iemand verwijderd wordt', async () => {
    const voor = await stand();
    assert.ok(voor.over > 0 && voor.over <= 9999, JSON.stringify(voor));
    const nieuw = await admin.post<Deelnemer>('/api/geregistreerde/save', {
      naam: 'Nummer Proef',
      email: `${uniek()}@voorbeeld.nl`,
      telefoon: '0612345678',
    });
    assert.equal(nieuw.status, 200, nieuw.text);
    assert.equal(nieuw.body.nummer, 9999 - voor.over + 1);
    assert.deepEqual(await stand(), { over: voor.over - 1, herbruikbaar: voor.herbruikbaar });
    assert.equal((await admin.delete(`/api/geregistreerde/delete/${nieuw.body.id}`)).status, 200);
    assert.deepEqual(await stand(), { over: voor.over - 1, herbruikbaar: voor.herbruikbaar + 1 });
  });
});
