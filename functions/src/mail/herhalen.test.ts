import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OutboxMail } from '../kern/types';
import { herhaalMislukteMails, isOpnieuwAanDeBeurt } from './herhalen';

const mail = (over: Partial<OutboxMail>): OutboxMail => ({
  id: 'm1',
  to: 'iemand@voorbeeld.nl',
  subject: 'Onderwerp',
  text: 'tekst',
  html: '<p>tekst</p>',
  status: 'mislukt',
  attempts: 1,
  error: 'ECONNREFUSED',
  created: '2026-11-21T10:00:00.000Z',
  nextAttempt: null,
  sent: null,
  ...over,
});
const na = (seconden: number) => new Date(Date.parse('2026-11-21T10:00:00.000Z') + seconden * 1000);

describe('mislukte mails op Firebase gaan met oplopende wachttijd opnieuw de wachtrij in', () => {
  it('wacht 30 s na de eerste mislukking, daarna nog 1 en 2 minuten', () => {
    assert.equal(isOpnieuwAanDeBeurt(mail({ attempts: 1 }), na(29)), false);
    assert.equal(isOpnieuwAanDeBeurt(mail({ attempts: 1 }), na(30)), true);
    assert.equal(isOpnieuwAanDeBeurt(mail({ attempts: 2 }), na(89)), false);
    assert.equal(isOpnieuwAanDeBeurt(mail({ attempts: 2 }), na(90)), true);
    assert.equal(isOpnieuwAanDeBeurt(mail({ attempts: 3 }), na(210)), true);
  });
  it('geeft het op na 8 pogingen en laat wachtende en verzonden mail met rust', () => {
    assert.equal(isOpnieuwAanDeBeurt(mail({ attempts: 8 }), na(86_400 * 30)), false);
    assert.equal(isOpnieuwAanDeBeurt(mail({ status: 'wachtend' }), na(3600)), false);
    assert.equal(isOpnieuwAanDeBeurt(mail({ status: 'verzonden' }), na(3600)), false);
  });
  it('zet alleen de mails die aan de beurt zijn terug in de wachtrij', async () => {
    const teruggezet: string[] = [];
    const lijst = [
      mail({ id: 'rijp', attempts: 1 }),
      mail({ id: 'nog-niet', attempts: 4 }),
      mail({ id: 'op', attempts: 8 }),
    ];
    const store = {
      leesMails: async (status?: OutboxMail['status']) => lijst.filter((m) => m.status === status),
      zetMailOpnieuwInWachtrij: async (id: string) => {
        teruggezet.push(id);
        return null;
      },
    };
    const regels: string[] = [];
    assert.equal(await herhaalMislukteMails(store, na(120), (r) => regels.push(r)), 1);
    assert.deepEqual(teruggezet, ['rijp']);
    assert.match(regels[0]!, /1 mislukte mail/);
    assert.doesNotMatch(regels.join('\n'), /@/);
  });
});
