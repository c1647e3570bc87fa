/**
 * The per-address limits on both runtimes. Standalone counts by the socket's peer; on Cloud
 * Functions by the entry of X-Forwarded-For that Google's front end wrote; behind the emulators
 * no hop writes one, so every visitor shares one key (firebase.ts vertrouwdeHops). No limit may
 * answer 500 for want of an address, and none may count by an address the client wrote itself.
 */
import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { Client } from '../platform/testing/client';
import { GEEN_STACK, beheerder, bezoeker, opElkeRuntime } from './runtimes';
import { openInschrijving, tokenUitMail, uniek } from './staat';

opElkeRuntime('limieten per adres', (rt) => {
  let admin: Client;
  before(async () => {
    admin = await beheerder(rt);
    await openInschrijving(admin);
  });

  it('weigert een ongeldige labels-link met 400 en een Nederlandse melding, niet met 500', async () => {
    const res = await bezoeker(rt, 41).get<{ message: string }>('/api/mijn-gegevens/labels.pdf?token=x.y');
    assert.equal(res.status, 400, res.text);
    assert.match(res.body.message, /link/i);
    assert.doesNotMatch(res.text, GEEN_STACK);
  });

  it('geeft een verkoper met een geldige link zijn labels als PDF', async () => {
    const email = `${uniek()}@voorbeeld.nl`;
    const inschrijving = await bezoeker(rt, 42).post('/api/geregistreerde/save', {
      naam: 'Label Verkoper',
      email,
      telefoon: '0612345678',
    });
    assert.equal(inschrijving.status, 200, inschrijving.text);
    const token = await tokenUitMail(admin, email);
    const pdf = await bezoeker(rt, 42).download(`/api/mijn-gegevens/labels.pdf?token=${encodeURIComponent(token)}`);
    assert.equal(pdf.status, 200, pdf.bytes.toString('utf8').slice(0, 300));
    assert.match(pdf.type, /application\/pdf/);
    assert.equal(pdf.bytes.subarray(0, 5).toString('latin1'), '%PDF-');
  });
});
