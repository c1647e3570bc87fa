/**
 * A fair for the drop-off and pick-up tests over HTTP: Anne with four items (1 winter coat,
 * retour; 2 trousers; 3 jumper, retour; 4 puzzle) and Bas with boots (retour), the
 * administrator logged in, and helpers for desks, steps and the outbox.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { KassaVoorBeheer } from '../../kassa/domein/overzicht';
import { KassaApparaat } from '../../kassa/testing/kassa-apparaat';
import type { Aflevering } from '../../kern/types';
import { Client, startHarness, type Harness } from './harness';
import { createSqliteStore } from '../store/sqlite';
import type { StappenAntwoord } from '../../inlevering/domein/balie';

export const ANNE = { naam: 'Anne de Vries', email: 'anne@voorbeeld.nl', telefoon: '06-11112222' };
export const BAS = { naam: 'Bas Jansen', email: 'bas@voorbeeld.nl', telefoon: '06-33334444' };

/** A step as a test sends it: the id and the device time are the test's to choose, or made up. */
export interface TestStap {
  verkopersnummer: number;
  stap: object;
  id?: string;
  op?: string;
}

export async function beursMetBalies() {
  const h: Harness = await startHarness(createSqliteStore(':memory:'));
  await h.store.init();
  const admin = await h.admin();
  assert.equal((await admin.post('/api/aflevering', { volgnummer: 1, datum: '2026-09-12' })).status, 200);
  const anne = (await admin.post<{ nummer: number }>('/api/geregistreerde/save', ANNE)).body.nummer;
  const bas = (await admin.post<{ nummer: number }>('/api/geregistreerde/save', BAS)).body.nummer;
  const beurs: Aflevering = (await h.store.leesLaatsteAflevering())!;
  const artikel = (nummer: number, omschrijving: string, prijsCent: number, retour: boolean, soort = 'Kleding') =>
    h.store.voegArtikelToe(
      nummer,
      { omschrijving, soort: soort as 'Kleding', maat: soort === 'Kleding' ? '110-116' : null, prijsCent, retour },
      { afleveringId: beurs.id, maxArtikelen: 48, now: new Date() },
    );
  await artikel(anne, 'Winterjas', 1_200, true); // 1: brought, unsold, back
  await artikel(anne, 'Broek', 500, false); // 2: brought, sold
  await artikel(anne, 'Trui', 800, true); // 3: never brought
  await artikel(anne, 'Puzzel', 300, false, 'Speelgoed'); // 4: brought, unsold, charity
  await artikel(bas, 'Laarzen', 1_500, true); // Bas: brought, never collected

  const balie = async (taak: 'verkopen' | 'inleveren' | 'ophalen', naam = `Balie ${taak}`) => {
    const res = await admin.post<KassaVoorBeheer>('/api/kassas', { naam, ruimte: 'Kleding', taak });
    assert.equal(res.status, 201, res.text);
    return { kassa: res.body, apparaat: KassaApparaat.van(h, res.body) };
  };
  const stappen = (apparaat: KassaApparaat | Client, pad: string, lijst: TestStap[]) => {
    const body = { stappen: lijst.map((s) => ({ id: randomUUID(), ...s })) };
    return apparaat instanceof KassaApparaat
      ? apparaat.call<StappenAntwoord & { message?: string; veld?: string }>('POST', `/api/balie${pad}`, body)
      : apparaat.post<StappenAntwoord & { message?: string; veld?: string }>(`/api${pad}`, body);
  };
  const mails = async () =>
    (await h.store.leesMails()).map((m) => ({ aan: m.to, onderwerp: m.subject, tekst: m.text }));
  const stop = async () => {
    await h.close();
    await h.store.close();
  };
  return { h, admin, anne, bas, beurs, balie, stappen, mails, stop };
}
