/**
 * The login limit on both runtimes, with a client that writes its own X-Forwarded-For on every
 * attempt, as a script would to look like many people. It must not help: the 11th wrong password
 * within the window answers 429. This file runs last (scripts/api-suite.mjs): behind the emulator
 * every visitor shares the one key, so after it nobody logs in there for a quarter of an hour.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { ADMIN } from '../platform/testing/client';
import { bezoeker, opElkeRuntime } from './runtimes';

opElkeRuntime('de inloglimiet', (rt) => {
  it('remt 13 foute wachtwoorden met elk een eigen X-Forwarded-For af vanaf de 11e, met 429 en een Nederlandse melding', async () => {
    const aanvaller = bezoeker(rt, 99);
    const statussen: number[] = [];
    let laatste: { message?: string } | boolean | undefined;
    for (let i = 1; i <= 13; i++) {
      const res = await aanvaller.call<{ message?: string } | boolean>(
        'POST',
        '/api/login',
        { username: ADMIN.username, password: `fout-${i}` },
        { headers: { 'X-Forwarded-For': `203.0.113.${i}` } },
      );
      statussen.push(res.status);
      laatste = res.body;
      if (res.status === 200) assert.equal(res.body, false);
    }
    assert.deepEqual(statussen, [...Array<number>(10).fill(200), 429, 429, 429]);
    assert.deepEqual(laatste, { message: 'Te veel mislukte inlogpogingen. Probeer het over een kwartier opnieuw.' });
  });
});
