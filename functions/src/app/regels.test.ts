/**
 * Rules a user relies on that sit between the routes and the store (the use cases): the
 * 'Kledingmaat' row behind the personal link, the reserved name on the own-data page, each
 * settings path changing only its own field, and the mail button only from this site.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { Deelnemer, OutboxMail, Settings } from '../kern/types';
import { createPrivacyTokens, MELDING_VERWIJDERD } from '../registratie/links';
import { startApi, type Client, type Harness } from './testing/harness';

const tokens = createPrivacyTokens('test-secret', () => new Date());

describe('regels van de use cases, via de API', () => {
  let h: Harness, admin: Client, stop: () => Promise<void>;

  beforeEach(async () => ({ h, admin, stop } = await startApi()));
  afterEach(() => stop());

  const persoon = (naam: string, email: string) =>
    h.store.schrijfIn({ naam, email, telefoon: '06-12345678' }, { bypassGate: true, now: new Date() });

  describe("de rij 'Kledingmaat' achter een persoonlijke link", () => {
    it('een link op de rij opent niets: niet inzien, verbeteren, verwijderen of afmelden', async () => {
      const rij = await persoon('Kledingmaat', 'maat@voorbeeld.nl');
      const gegevens = tokens.maak(rij.id, 'gegevens');
      const c = h.client();
      const pogingen = [
        await c.get(`/api/mijn-gegevens?token=${encodeURIComponent(gegevens)}`),
        await c.put('/api/mijn-gegevens', { token: gegevens, naam: 'Iemand', email: 'iemand@voorbeeld.nl' }),
        await c.call('DELETE', '/api/mijn-gegevens', { token: gegevens }),
        await c.post('/api/afmelden', { token: tokens.maak(rij.id, 'afmelden') }),
      ];
      for (const res of pogingen) {
        assert.equal(res.status, 404, res.text);
        assert.deepEqual(res.body, { message: MELDING_VERWIJDERD });
      }
      assert.deepEqual(await h.store.leesDeelnemer(rij.id), rij, 'de rij is onveranderd');
      assert.equal(await h.store.leesHerinneringAfgemeld(rij.id), false);
    });

    it("niemand verbetert de eigen naam tot 'Kledingmaat'", async () => {
      const anne = await persoon('Anne', 'anne@voorbeeld.nl');
      const token = tokens.maak(anne.id, 'gegevens');
      for (const naam of ['Kledingmaat', ' kledingmaat ']) {
        const res = await h.client().put<{ message: string }>('/api/mijn-gegevens', {
          token,
          naam,
          email: 'anne@voorbeeld.nl',
        });
        assert.equal(res.status, 400, naam);
        assert.match(res.body.message, /De naam 'Kledingmaat' is gereserveerd/);
      }
      assert.equal((await h.store.leesDeelnemer(anne.id))?.naam, 'Anne');
    });
  });

  describe('elke instelling verandert alleen wat haar pad noemt', () => {
    const instellingen = async () => (await h.client().get<{ settings: Settings }>('/api/public')).body.settings;

    it("met SPEC.md's bodies (beide vlaggen de omgezette waarde) blijft de andere vlag staan", async () => {
      const start = await instellingen();
      assert.deepEqual(start, {
        inschrijvingGeopend: false,
        inschrijvingGesloten: false,
        maximumAantalDeelnemers: 250,
      });

      const open = await admin.put<Settings>('/api/settings/inschrijvinggeopend', {
        ...start,
        inschrijvingGeopend: true,
        inschrijvingGesloten: true,
      });
      assert.equal(open.status, 200, open.text);
      assert.deepEqual(open.body, { ...start, inschrijvingGeopend: true });
      assert.deepEqual(await instellingen(), { ...start, inschrijvingGeopend: true }, 'openen sluit niet');

      const dicht = await admin.put<Settings>('/api/settings/inschrijvinggesloten', {
        inschrijvingGeopend: true,
        inschrijvingGesloten: true,
        maximumAantalDeelnemers: 250,
      });
      assert.deepEqual(dicht.body, { ...start, inschrijvingGeopend: true, inschrijvingGesloten: true });

      const heropend = await admin.put<Settings>('/api/settings/inschrijvinggesloten', {
        inschrijvingGeopend: false,
        inschrijvingGesloten: false,
        maximumAantalDeelnemers: 250,
      });
      assert.deepEqual(heropend.body, { ...start, inschrijvingGeopend: true }, 'weer openen zet geopend niet uit');

      const maximum = await admin.put<Settings>('/api/settings/maximumaantaldeelnemers', {
        inschrijvingGeopend: false,
        inschrijvingGesloten: true,
        maximumAantalDeelnemers: 10,
      });
      assert.deepEqual(maximum.body, { ...start, inschrijvingGeopend: true, maximumAantalDeelnemers: 10 });
    });

    it('zonder het veld van het pad: 400 met een Nederlandse melding, niets veranderd', async () => {
      const res = await admin.put<{ message: string }>('/api/settings/maximumaantaldeelnemers', {
        inschrijvingGeopend: true,
      });
      assert.equal(res.status, 400);
      assert.equal(res.body.message, 'Maximum aantal deelnemers ontbreekt.');
      assert.equal((await instellingen()).inschrijvingGeopend, false);
    });
  });

  describe('de mailknop (een GET die mail stuurt) alleen vanaf de eigen site', () => {
    const outbox = async () => (await admin.get<OutboxMail[]>('/api/mail')).body;
    let anne: Deelnemer;
    beforeEach(async () => {
      anne = await persoon('Anne', 'anne@voorbeeld.nl');
    });

    it('van een andere site geweigerd (403), zonder mail in de outbox', async () => {
      for (const site of ['cross-site', 'same-site', 'none']) {
        const res = await admin.call<{ message: string }>('GET', `/api/geregistreerde/mail/${anne.nummer}`, undefined, {
          headers: { 'Sec-Fetch-Site': site },
        });
        assert.equal(res.status, 403, site);
        assert.match(res.body.message, /alleen vanaf de beheerpagina/);
      }
      assert.deepEqual(await outbox(), []);
    });

    it('vanaf de eigen site, en zonder Sec-Fetch-Site, gaat de mail in de outbox', async () => {
      const zelfde = await admin.call('GET', `/api/geregistreerde/mail/${anne.nummer}`, undefined, {
        headers: { 'Sec-Fetch-Site': 'same-origin' },
      });
      assert.equal(zelfde.status, 200, zelfde.text);
      const zonder = await admin.get(`/api/geregistreerde/mail/${anne.nummer}`);
      assert.equal(zonder.status, 200, zonder.text);
      assert.deepEqual(
        (await outbox()).map((m) => m.to),
        ['anne@voorbeeld.nl', 'anne@voorbeeld.nl'],
      );
    });
  });
});
