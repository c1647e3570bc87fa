/**
 * The privacy promises through the API: the personal link (valid, expired, tampered with,
 * used after deletion), self-service correction and deletion, the reminder (sent once, not
 * after an opt-out), the administrator's retention plan, and the daily timer's catch-up.
 */
import assert from 'node:assert/strict';
import { CONTANT_NIET_AANGEBODEN } from '../afrekening/testing/uitbetaling';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { OutboxMail, Settings } from '../kern/types';
import { startApi, type Client, type Harness } from '../app/testing/harness';
import { startBewaarTimer } from './bewaren';
import {
  createPrivacyTokens,
  MELDING_ONGELDIG,
  MELDING_VERLOPEN,
  MELDING_VERWIJDERD,
  TOKEN_GELDIG_DAGEN,
} from '../registratie/links';

const DAG = 86_400_000;
let nu = new Date('2026-03-01T10:00:00.000Z');
const clock = () => nu;

/** The token in the link of the newest mail to `email`. */
async function linkUitMail(admin: Client, email: string, pagina: 'mijn-gegevens' | 'afmelden' | 'weer-meedoen') {
  const mails = (await admin.get<OutboxMail[]>('/api/mail')).body.filter((m) => m.to === email);
  const mail = mails.at(-1);
  assert.ok(mail, `geen mail aan ${email}`);
  const match = mail.text.match(new RegExp(`http://localhost:8080/${pagina}\\?token=([^\\s]+)`));
  assert.ok(match, `geen ${pagina}-link in: ${mail.text}`);
  return decodeURIComponent(match[1]!);
}

describe('privacy: de persoonlijke link, afmelden, bewaartermijn', () => {
  let h: Harness, admin: Client, stop: () => Promise<void>;

  beforeEach(async () => {
    nu = new Date('2026-03-01T10:00:00.000Z');
    ({ h, admin, stop } = await startApi({ clock }));
    await admin.post('/api/aflevering', { volgnummer: 1, datum: '2026-03-14' });
    await admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: true, inschrijvingGesloten: false });
  });
  afterEach(() => stop());

  const registreer = async (naam: string, email: string, telefoon = '06-12345678') => {
    const res = await h
      .client()
      .post<{ id: string; nummer: number }>('/api/geregistreerde/save', { naam, email, telefoon });
    assert.equal(res.status, 200, res.text);
    return res.body;
  };

  it('de bevestigingsmail heeft de persoonlijke link; die toont precies de eigen gegevens', async () => {
    const { nummer } = await registreer('Anne', 'anne@voorbeeld.nl');
    const token = await linkUitMail(admin, 'anne@voorbeeld.nl', 'mijn-gegevens');
    const res = await h.client().get(`/api/mijn-gegevens?token=${encodeURIComponent(token)}`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, {
      naam: 'Anne',
      email: 'anne@voorbeeld.nl',
      telefoon: '06-12345678',
      nummer,
      aangemeld: nu.toISOString(),
      herinnering: true,
      artikelenOpen: false,
      uitbetaling: CONTANT_NIET_AANGEBODEN,
    });
  });

  it('een verlopen link: 401 met een Nederlandse melding', async () => {
    await registreer('Anne', 'anne@voorbeeld.nl');
    const token = await linkUitMail(admin, 'anne@voorbeeld.nl', 'mijn-gegevens');
    nu = new Date(nu.getTime() + TOKEN_GELDIG_DAGEN * DAG + 1);
    const res = await h.client().get(`/api/mijn-gegevens?token=${encodeURIComponent(token)}`);
    assert.equal(res.status, 401);
    assert.deepEqual(res.body, { message: MELDING_VERLOPEN });
  });

  it('een aangepaste link (ander id, andere handtekening, onzin): 400', async () => {
    const anne = await registreer('Anne', 'anne@voorbeeld.nl');
    const bas = await registreer('Bas', 'bas@voorbeeld.nl');
    const token = await linkUitMail(admin, 'anne@voorbeeld.nl', 'mijn-gegevens');
    const [payload, handtekening] = token.split('.');
    const inhoud = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { i: string };
    assert.equal(inhoud.i, anne.id);
    const vals = Buffer.from(JSON.stringify({ ...inhoud, i: bas.id })).toString('base64url');
    const anders = handtekening!.startsWith('A') ? `B${handtekening!.slice(1)}` : `A${handtekening!.slice(1)}`;
    for (const t of [`${vals}.${handtekening}`, `${payload}.${anders}`, 'onzin', '', `${token}.x`]) {
      const res = await h.client().get(`/api/mijn-gegevens?token=${encodeURIComponent(t)}`);
      assert.equal(res.status, 400, t);
      assert.deepEqual(res.body, { message: MELDING_ONGELDIG });
    }
    assert.equal((await h.client().get('/api/mijn-gegevens')).status, 400, 'zonder token');
  });

  it('een afmeldlink opent de gegevens niet, en andersom', async () => {
    const anne = await registreer('Anne', 'anne@voorbeeld.nl');
    const tokens = createPrivacyTokens('test-secret', clock);
    const afmelden = tokens.maak(anne.id, 'afmelden');
    assert.equal((await h.client().get(`/api/mijn-gegevens?token=${encodeURIComponent(afmelden)}`)).status, 400);
    const gegevens = tokens.maak(anne.id, 'gegevens');
    assert.equal((await h.client().post('/api/afmelden', { token: gegevens })).status, 400);
    const vreemd = createPrivacyTokens('ander-geheim', clock).maak(anne.id, 'gegevens');
    assert.equal((await h.client().get(`/api/mijn-gegevens?token=${encodeURIComponent(vreemd)}`)).status, 400);
  });

  it('corrigeren van naam, e-mail en telefoon; ongeldige invoer geeft 400', async () => {
    const anne = await registreer('Anne', 'anne@voorbeeld.nl');
    const token = await linkUitMail(admin, 'anne@voorbeeld.nl', 'mijn-gegevens');
    const c = h.client();
    const fout = await c.put('/api/mijn-gegevens', { token, naam: 'Anne', email: 'geen-adres', telefoon: '' });
    assert.equal(fout.status, 400);
    assert.deepEqual(fout.body, { message: 'Vul een geldig e-mailadres in', veld: 'email' });
    const res = await c.put<{ naam: string }>('/api/mijn-gegevens', {
      token,
      naam: 'Anne de Vries',
      email: 'anne.devries@voorbeeld.nl',
      telefoon: '',
    });
    assert.equal(res.status, 200, res.text);
    const opgeslagen = (await h.store.leesDeelnemer(anne.id))!;
    assert.equal(opgeslagen.naam, 'Anne de Vries');
    assert.equal(opgeslagen.email, 'anne.devries@voorbeeld.nl');
    assert.equal(opgeslagen.telefoon, '');
    assert.equal(opgeslagen.actief, true, 'de rest blijft');
  });

  it('zonder CSRF-header geen wijziging', async () => {
    await registreer('Anne', 'anne@voorbeeld.nl');
    const token = await linkUitMail(admin, 'anne@voorbeeld.nl', 'mijn-gegevens');
    const res = await h.client().call('DELETE', '/api/mijn-gegevens', { token }, { csrf: null });
    assert.equal(res.status, 403);
    assert.equal((await h.store.leesDeelnemers()).length, 1);
  });

  it('alles verwijderen: de plek komt vrij, het wordt gelogd zonder gegevens, de link geeft daarna 404', async () => {
    const anne = await registreer('Anne', 'anne@voorbeeld.nl');
    await registreer('Bas', 'bas@voorbeeld.nl');
    const token = await linkUitMail(admin, 'anne@voorbeeld.nl', 'mijn-gegevens');
    assert.equal((await h.client().get<{ aantalActief: number }>('/api/public')).body.aantalActief, 2);
    const res = await h.client().call('DELETE', '/api/mijn-gegevens', { token });
    assert.equal(res.status, 200, res.text);
    assert.equal(await h.store.leesDeelnemer(anne.id), null);
    assert.equal((await h.client().get<{ aantalActief: number }>('/api/public')).body.aantalActief, 1);
    assert.deepEqual(
      (await h.store.leesMails()).map((m) => m.to),
      ['bas@voorbeeld.nl'],
      'de bevestigingsmail aan Anne is ook weg',
    );
    const log = await h.store.leesWislog(5);
    assert.deepEqual(log[0], {
      tijd: nu.toISOString(),
      reden: 'op verzoek',
      telefoonGewist: [],
      verwijderd: [anne.nummer],
    });
    for (const call of [
      () => h.client().get(`/api/mijn-gegevens?token=${encodeURIComponent(token)}`),
      () => h.client().call('DELETE', '/api/mijn-gegevens', { token }),
    ]) {
      const daarna = await call();
      assert.equal(daarna.status, 404);
      assert.deepEqual(daarna.body, { message: MELDING_VERWIJDERD });
    }
  });

  describe('de herinnering bij het openen van de inschrijving', () => {
    async function nieuweBeurs() {
      await admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: false });
      await admin.post('/api/aflevering', { volgnummer: 2, datum: '2026-09-12' });
      nu = new Date('2026-06-01T10:00:00.000Z');
      // Months later: the administrator's session of March has long ended.
      admin = await h.admin();
    }
    const open = (inschrijvingGeopend: boolean) =>
      admin.put<Settings>('/api/settings/inschrijvinggeopend', { inschrijvingGeopend });
    const herinneringen = async () =>
      (await admin.get<OutboxMail[]>('/api/mail')).body.filter((m) => m.subject.includes('is geopend'));

    it('gaat één keer naar de verkopers van het afgelopen jaar, met afmeld- en gegevenslink', async () => {
      await registreer('Anne', 'anne@voorbeeld.nl');
      await nieuweBeurs();
      await open(true);
      assert.deepEqual(
        (await herinneringen()).map((m) => m.to),
        ['anne@voorbeeld.nl'],
      );
      const mail = (await herinneringen())[0]!;
      assert.match(mail.text, /afmelden\?token=/);
      assert.match(mail.html, /mijn-gegevens\?token=/);
      await open(false);
      await open(true);
      assert.equal((await herinneringen()).length, 1, 'nogmaals openen stuurt niet opnieuw');
    });

    it('niet na afmelden met één klik; de afmeldlink werkt ook na herhalen', async () => {
      await registreer('Anne', 'anne@voorbeeld.nl');
      await registreer('Bas', 'bas@voorbeeld.nl');
      await nieuweBeurs();
      await open(true);
      const token = await linkUitMail(admin, 'anne@voorbeeld.nl', 'afmelden');
      const res = await h.client().post('/api/afmelden', { token });
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(res.body, { naam: 'Anne' });
      assert.equal((await h.client().post('/api/afmelden', { token })).status, 200);

      await open(false);
      await admin.post('/api/aflevering', { volgnummer: 3, datum: '2026-11-14' });
      await open(true);
      assert.deepEqual(
        (await herinneringen()).map((m) => m.to),
        ['anne@voorbeeld.nl', 'bas@voorbeeld.nl', 'bas@voorbeeld.nl'],
        'Anne krijgt na afmelden niets meer, Bas wel',
      );
    });
  });

  describe('terugkerende verkopers houden hun nummer', () => {
    async function volgendeBeurs() {
      await admin.post('/api/aflevering', { volgnummer: 2, datum: '2026-09-12' });
      nu = new Date('2026-06-01T10:00:00.000Z');
      admin = await h.admin();
      await admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: false });
      await admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: true });
    }

    it('via "Ik doe weer mee" in de herinnering: hetzelfde nummer, de bevestiging zegt het', async () => {
      const anne = await registreer('Anne', 'anne@voorbeeld.nl');
      await volgendeBeurs();
      assert.equal((await h.client().get<number>('/api/geregistreerde/aantalactievedeelnemers')).body, 0);
      const token = await linkUitMail(admin, 'anne@voorbeeld.nl', 'weer-meedoen');

      assert.equal((await h.client().get(`/api/weer-meedoen?token=${token}`)).status, 404, 'een GET verandert niets');
      const res = await h.client().post('/api/weer-meedoen', { token });
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(res.body, { id: anne.id, naam: 'Anne', nummer: anne.nummer });
      assert.equal((await h.client().get<number>('/api/geregistreerde/aantalactievedeelnemers')).body, 1);
      const bevestiging = (await admin.get<OutboxMail[]>('/api/mail')).body.at(-1)!;
      assert.equal(bevestiging.to, 'anne@voorbeeld.nl');
      assert.match(bevestiging.text, new RegExp(`Je verkopersnummer is: ${anne.nummer}\\nWelkom terug!`));

      const nogEens = await h.client().post('/api/weer-meedoen', { token });
      assert.deepEqual(nogEens.body, res.body, 'een tweede klik verandert niets');
      const anders = await h
        .client()
        .post('/api/weer-meedoen', { token: await linkUitMail(admin, 'anne@voorbeeld.nl', 'mijn-gegevens') });
      assert.equal(anders.status, 400, 'een link voor iets anders werkt hier niet');
    });

    it('via het formulier met een bekend adres: hetzelfde nummer; gesloten blijft gesloten', async () => {
      const anne = await registreer('Anne', 'anne@voorbeeld.nl');
      await registreer('Bas', 'bas@voorbeeld.nl');
      await volgendeBeurs();
      const terug = await registreer('Anne Jansen', 'Anne@Voorbeeld.nl', '06-87654321');
      assert.deepEqual(terug, { id: anne.id, naam: 'Anne Jansen', nummer: anne.nummer });
      const tweede = await h.client().post('/api/geregistreerde/save', {
        naam: 'Anne',
        email: 'anne@voorbeeld.nl',
        telefoon: '',
      });
      assert.equal(tweede.status, 409, 'een tweede inschrijving voor dezelfde beurs');

      const token = await linkUitMail(admin, 'bas@voorbeeld.nl', 'weer-meedoen');
      await admin.put('/api/settings/inschrijvinggesloten', { inschrijvingGesloten: true });
      const dicht = await h.client().post<{ message: string }>('/api/weer-meedoen', { token });
      assert.equal(dicht.status, 409);
      assert.match(dicht.body.message, /^De inschrijving is gesloten/);
    });
  });

  describe('de bewaartermijn voor de beheerder', () => {
    it('toont het plan met datums, neemt de gratieperiode over en toont die publiek', async () => {
      const anne = await registreer('Anne', 'anne@voorbeeld.nl');
      assert.equal((await h.client().get('/api/bewaren')).status, 401);
      assert.deepEqual((await h.client().get('/api/privacy')).body, { graceDagen: 7 });
      const plan = (await admin.get<{ graceDagen: number; plan: unknown[] }>('/api/bewaren')).body;
      assert.equal(plan.graceDagen, 7);
      assert.deepEqual(plan.plan, [
        { id: anne.id, nummer: anne.nummer, naam: 'Anne', actie: 'telefoonWissen', datum: '2026-03-22' },
        { id: anne.id, nummer: anne.nummer, naam: 'Anne', actie: 'verwijderen', datum: '2027-03-14' },
      ]);
      const fout = await admin.put('/api/bewaren', { graceDagen: -1 });
      assert.equal(fout.status, 400);
      assert.deepEqual(fout.body, { message: 'Het aantal dagen kan niet negatief zijn', veld: 'graceDagen' });
      const nieuw = await admin.put<{ plan: { datum: string }[] }>('/api/bewaren', { graceDagen: 14 });
      assert.equal(nieuw.body.plan[0]!.datum, '2026-03-29');
      assert.deepEqual((await h.client().get('/api/privacy')).body, { graceDagen: 14 });
    });

    it('de timer draait bij de start (inhalen), met de ingestelde gratieperiode, en logt zonder adressen', async () => {
      const anne = await registreer('Anne', 'anne@voorbeeld.nl', '06-11112222');
      await admin.put('/api/bewaren', { graceDagen: 3 });
      const regels: string[] = [];
      let gewijzigd = 0;
      nu = new Date('2026-03-18T01:00:00.000Z');
      const timer = startBewaarTimer({
        store: h.store,
        clock,
        log: (m, e) => regels.push(`${m} ${e ?? ''}`),
        naWijziging: () => gewijzigd++,
      });
      await timer.stop();
      assert.equal((await h.store.leesDeelnemer(anne.id))!.telefoon, '');
      assert.deepEqual(regels, [
        `Bewaartermijn: 1 telefoonnummer(s) gewist (nummers ${anne.nummer}), 0 persoon/personen verwijderd. `,
      ]);
      assert.equal(gewijzigd, 0);

      nu = new Date('2027-03-14T01:00:00.000Z');
      const volgende = startBewaarTimer({
        store: h.store,
        clock,
        log: (m) => regels.push(m),
        naWijziging: () => gewijzigd++,
      });
      await volgende.stop();
      assert.equal(await h.store.leesDeelnemer(anne.id), null);
      assert.equal(gewijzigd, 1, 'het aantal actief op de live pagina volgt');
      assert.ok(
        regels.every((r) => !r.includes('@') && !r.includes('06-1111')),
        regels.join('\n'),
      );
    });
  });
});
