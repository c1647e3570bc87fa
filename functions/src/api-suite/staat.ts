/**
 * The state a suite test sets up for itself on a shared, long-lived runtime: the registration's
 * settings and a fair to register for. Nothing here assumes an empty database.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { OutboxMail, Schakelaar, Settings } from '../kern/types';
import type { Client } from '../platform/testing/client';
import { bezoeker, type Runtime } from './runtimes';

/** A name no other test and no earlier run used: e-mail addresses, news texts. */
export const uniek = () => randomUUID().slice(0, 12);

const PADEN: Record<Schakelaar, string> = {
  inschrijvingGeopend: '/api/settings/inschrijvinggeopend',
  inschrijvingGesloten: '/api/settings/inschrijvinggesloten',
  maximumAantalDeelnemers: '/api/settings/maximumaantaldeelnemers',
};

/** There is a current fair (the latest aflevering) to register for. */
async function zorgVoorBeurs(admin: Client): Promise<void> {
  const laatste = await admin.get<{ id?: string } | null>('/api/aflevering/last');
  if (laatste.status === 200 && laatste.body && laatste.body.id) return;
  const datum = new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10);
  const res = await admin.post('/api/aflevering', { volgnummer: 1, datum });
  assert.ok(res.status < 300, `aflevering aanmaken: ${res.status} ${res.text}`);
}

/** Opens the registration (each setting to its own path, as the admin screen sends it). */
export async function openInschrijving(admin: Client, patch: Partial<Settings> = {}): Promise<void> {
  await zorgVoorBeurs(admin);
  const settings: Settings = {
    inschrijvingGeopend: true,
    inschrijvingGesloten: false,
    maximumAantalDeelnemers: 5000,
    ...patch,
  };
  for (const veld of Object.keys(PADEN) as Schakelaar[]) {
    const res = await admin.put(PADEN[veld], settings);
    assert.equal(res.status, 200, `${PADEN[veld]}: ${res.text}`);
  }
}

/** The public count of active sellers of the current fair. */
export async function aantalActief(rt: Runtime): Promise<number> {
  const res = await bezoeker(rt).get<number>('/api/geregistreerde/aantalactievedeelnemers');
  assert.equal(res.status, 200, res.text);
  return res.body;
}

/** The personal link's token from the confirmation mail the registration wrote to the outbox. */
export async function tokenUitMail(admin: Client, email: string): Promise<string> {
  const mails = await admin.get<OutboxMail[]>('/api/mail');
  assert.equal(mails.status, 200, mails.text);
  const mail = mails.body.find((m) => m.to === email);
  assert.ok(mail, `geen bevestigingsmail aan ${email}`);
  const token = /mijn-gegevens\?token=([^"&\s<]+)/.exec(mail.html)?.[1];
  assert.ok(token, 'de mail heeft geen persoonlijke link');
  return decodeURIComponent(token);
}
