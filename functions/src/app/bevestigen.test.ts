/**
 * Confirming places (issue 53) over HTTP with the clock in hand: the setting, the reminder with
 * the personal link, "Ik kom", the administrator's confirm and extension, the release at the
 * deadline by the clock's work (app/gepland.ts) with its mail and the reserve list promoted, a
 * term of one's own named in the promoted mail, and the run at start after downtime.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { createSqliteStore } from './store/sqlite';
import { geplandWerk } from './gepland';
import { startKlok } from '../platform/klok';
import { startApi, type Client, type Harness } from './testing/harness';
import type { DeelnemerMetBevestiging, MijnBevestiging, ToewijzingAntwoord } from '../kern/api-types';
import type { OutboxMail } from '../kern/types';
import {
  MELDING_TERMIJN_VERLEDEN,
  MELDING_TERMIJN_VOORBIJ,
  meldingNaInleveren,
  meldingNietLater,
  REDEN_NIET_BEVESTIGD,
} from '../registratie/domein/bevestigen';
import { MELDING_AL_VRIJGEGEVEN } from '../registratie/usecases/bevestigen';

const VOOR = new Date('2027-01-20T18:00:00.000Z');
/** The fair on Saturday 30 January 2027: the drop-off begins on Friday 29th at 16:30. */
const INLEVEREN = '2027-01-29T15:30:00.000Z';
const UUR = 3_600_000;
const GEEN = { opentOp: null, voorrang: { vrijwilligers: null, terugkerend: null } };
const BEVESTIGEN = { voor: VOOR.toISOString(), artikelen: null, herinneringDagen: 3, termijnUren: 48 };

interface Fout {
  message: string;
  veld?: string;
}

describe('bevestigen over HTTP, met de klok in de hand', () => {
  let nu: Date;
  let h: Harness, admin: Client, stop: () => Promise<void>;
  let store: ReturnType<typeof createSqliteStore>;
  const werk = () =>
    geplandWerk({ store, secret: async () => 'geheim', clock: () => nu, log: () => undefined, publicUrl: 'http://x' });
  const mails = async () => (await admin.get<OutboxMail[]>('/api/mail')).body;
  const mailsAan = async (email: string) => (await mails()).filter((m) => m.to === email);
  const tokenVan = async (email: string) => {
    const mail = (await mailsAan(email)).find((m) => /mijn-gegevens\?token=/.test(m.html))!;
    return decodeURIComponent(/mijn-gegevens\?token=([^"&\s<]+)/.exec(mail.html)![1]!);
  };
  const alle = async () => (await admin.get<DeelnemerMetBevestiging[]>('/api/geregistreerde/all')).body;
  const persoon = async (email: string) => (await alle()).find((d) => d.email === email)!;
  const registreer = async (naam: string) => {
    const res = await h.client().post<{ id: string }>('/api/geregistreerde/save', {
      naam,
      email: `${naam.toLowerCase()}@voorbeeld.nl`,
      telefoon: '',
    });
    assert.equal(res.status, 200, res.text);
    return res.body.id;
  };

  beforeEach(async () => {
    nu = new Date(VOOR.getTime() - 10 * 24 * UUR);
    store = createSqliteStore(':memory:');
    ({ h, admin, stop } = await startApi({ clock: () => nu }, store));
    assert.equal((await admin.post('/api/aflevering', { volgnummer: 1, datum: '2027-01-30' })).status, 200);
    const zet = await admin.put<ToewijzingAntwoord>('/api/toewijzing', { ...GEEN, bevestigen: BEVESTIGEN });
    assert.equal(zet.status, 200, zet.text);
    assert.deepEqual(zet.body.bevestigen, BEVESTIGEN);
    for (const [pad, body] of [
      ['/api/settings/inschrijvinggeopend', { inschrijvingGeopend: true }],
      ['/api/settings/maximumaantaldeelnemers', { maximumAantalDeelnemers: 2 }],
    ] as const) {
      assert.equal((await admin.put(pad, body)).status, 200);
    }
  });
  afterEach(() => stop());

  it('de instelling: afwezig blijft, null zet uit, fouten aan het veld', async () => {
    const zonder = await admin.put<ToewijzingAntwoord>('/api/toewijzing', GEEN);
    assert.deepEqual(zonder.body.bevestigen, BEVESTIGEN, 'afwezig: ongewijzigd');
    const fout = async (bevestigen: object, veld: string) => {
      const res = await admin.put<Fout>('/api/toewijzing', { ...GEEN, bevestigen: { ...BEVESTIGEN, ...bevestigen } });
      assert.equal(res.status, 400, res.text);
      assert.equal(res.body.veld, veld, res.text);
    };
    await fout({ voor: new Date(nu.getTime() - UUR).toISOString() }, 'voor');
    await fout({ voor: INLEVEREN }, 'voor');
    const naBeurs = await admin.put<Fout>('/api/toewijzing', {
      ...GEEN,
      bevestigen: { ...BEVESTIGEN, voor: INLEVEREN },
    });
    assert.equal(naBeurs.body.message, meldingNaInleveren(INLEVEREN));
    await fout({ voor: 'volgende week' }, 'voor');
    await fout({ herinneringDagen: -1 }, 'herinneringDagen');
    await fout({ termijnUren: 0 }, 'termijnUren');
    await fout({ artikelen: 0 }, 'artikelen');
    const uit = await admin.put<ToewijzingAntwoord>('/api/toewijzing', { ...GEEN, bevestigen: null });
    assert.equal(uit.body.bevestigen, null);
    assert.equal((await h.client().get<ToewijzingAntwoord>('/api/toewijzing')).body.bevestigen, null);
  });

  it('herinnering, Ik kom, vrijgeven op de deadline en de volgende van de lijst met een eigen termijn', async () => {
    const anne = await registreer('Anne');
    const bert = await registreer('Bert');
    const bevestiging = (await mailsAan('anne@voorbeeld.nl'))[0]!;
    assert.match(bevestiging.text, /Bevestig vóór woensdag 20 januari om 19:00/);
    const wacht = await h.client().post('/api/reservelijst', { naam: 'Cor', email: 'cor@voorbeeld.nl', telefoon: '' });
    assert.equal(wacht.status, 201, wacht.text);

    assert.deepEqual(
      {
        bevestigd: (await persoon('anne@voorbeeld.nl')).bevestigd,
        op: (await persoon('anne@voorbeeld.nl')).vrijgevenOp,
      },
      { bevestigd: false, op: VOOR.toISOString() },
    );

    // Three days before: the reminder with the personal link, once.
    nu = new Date(VOOR.getTime() - 3 * 24 * UUR);
    admin = await h.admin(); // the session of days ago has ended
    assert.deepEqual(await werk().bevestigen(), { herinnerd: 2, vrijgegeven: 0, bevorderd: 0 });
    assert.deepEqual(await werk().bevestigen(), { herinnerd: 0, vrijgegeven: 0, bevorderd: 0 });
    const herinnering = (await mailsAan('anne@voorbeeld.nl')).find((m) => m.subject.startsWith('Bevestig je plek'))!;
    assert.match(herinnering.text, /mijn-gegevens\?token=/);

    // Anne: "Ik kom" through her own link; again changes nothing.
    const token = await tokenVan('anne@voorbeeld.nl');
    const c = h.client();
    const vooraf = await c.get<MijnBevestiging>(`/api/mijn-gegevens/bevestigen?token=${encodeURIComponent(token)}`);
    assert.deepEqual(vooraf.body, { gevraagd: true, bevestigd: false, voor: VOOR.toISOString(), vrijgegeven: null });
    const ja = await c.post<MijnBevestiging>('/api/mijn-gegevens/bevestigen', { token });
    assert.equal(ja.status, 200, ja.text);
    assert.equal(ja.body.bevestigd, true);
    assert.equal((await c.post<MijnBevestiging>('/api/mijn-gegevens/bevestigen', { token })).status, 200);
    assert.equal((await persoon('anne@voorbeeld.nl')).bevestigd, true);
    assert.equal((await persoon('anne@voorbeeld.nl')).vrijgevenOp, null);
    assert.equal((await c.post('/api/mijn-gegevens/bevestigen', { token: 'x.y' })).status, 400);

    // At the deadline Bert's place goes to Cor, who gets 48 hours of their own.
    nu = VOOR;
    admin = await h.admin(); // the session of days ago has ended
    assert.deepEqual(await werk().bevestigen(), { herinnerd: 0, vrijgegeven: 1, bevorderd: 1 });
    const vrij = (await mailsAan('bert@voorbeeld.nl')).at(-1)!;
    assert.equal(vrij.subject, 'Je plek op de kinderkledingbeurs is vrijgegeven');
    assert.ok(vrij.text.includes(REDEN_NIET_BEVESTIGD));
    const b = (await alle()).find((d) => d.id === bert)!;
    assert.equal(b.afleveringen[0]!.actief, false);
    assert.equal(b.afleveringen[0]!.vrijgegeven, VOOR.toISOString());
    const cor = await persoon('cor@voorbeeld.nl');
    assert.equal(cor.vrijgevenOp, new Date(VOOR.getTime() + 48 * UUR).toISOString());
    const corMail = (await mailsAan('cor@voorbeeld.nl')).at(-1)!;
    assert.match(corMail.text, /reservelijst/);
    assert.match(corMail.text, /Bevestig vóór vrijdag 22 januari om 19:00/);
    assert.equal((await h.client().get<number>('/api/geregistreerde/aantalactievedeelnemers')).body, 2);
    assert.deepEqual(await werk().bevestigen(), { herinnerd: 0, vrijgegeven: 0, bevorderd: 0 });

    // Bert too late: the button says so.
    const bertToken = await tokenVan('bert@voorbeeld.nl');
    const telaat = await c.post<Fout>('/api/mijn-gegevens/bevestigen', { token: bertToken });
    assert.equal(telaat.status, 409);
    assert.equal(telaat.body.message, MELDING_AL_VRIJGEGEVEN);
    assert.ok(anne);
  });

  it('de beheerder bevestigt namens iemand en verlengt een termijn; 400 aan het veld, 404 onbekend', async () => {
    const anne = await registreer('Anne');
    const bert = await registreer('Bert');
    assert.equal((await admin.post(`/api/geregistreerde/${anne}/bevestigen`)).status, 200);
    assert.equal((await persoon('anne@voorbeeld.nl')).bevestigd, true);
    assert.equal((await admin.post('/api/geregistreerde/onbekend/bevestigen')).status, 404);
    assert.equal((await h.client().post(`/api/geregistreerde/${anne}/bevestigen`)).status, 401);

    const korter = await admin.put<Fout>(`/api/geregistreerde/${bert}/termijn`, {
      tot: new Date(VOOR.getTime() - UUR).toISOString(),
    });
    assert.deepEqual(korter.body, { message: meldingNietLater(VOOR.toISOString()), veld: 'tot' });
    const verleden = await admin.put<Fout>(`/api/geregistreerde/${bert}/termijn`, {
      tot: new Date(nu.getTime() - 1).toISOString(),
    });
    assert.deepEqual(verleden.body, { message: MELDING_TERMIJN_VERLEDEN, veld: 'tot' });
    const leeg = await admin.put<Fout>(`/api/geregistreerde/${bert}/termijn`, { tot: 'morgen' });
    assert.equal(leeg.status, 400);
    assert.equal(leeg.body.veld, 'tot');
    const tot = new Date(VOOR.getTime() + 24 * UUR).toISOString();
    assert.equal((await admin.put(`/api/geregistreerde/onbekend/termijn`, { tot })).status, 404);
    assert.equal((await admin.put(`/api/geregistreerde/${bert}/termijn`, { tot })).status, 200);
    assert.equal((await persoon('bert@voorbeeld.nl')).vrijgevenOp, tot);

    nu = VOOR;
    admin = await h.admin(); // the session of days ago has ended
    assert.equal((await werk().bevestigen()).vrijgegeven, 0, 'de verlengde termijn loopt nog');
    nu = new Date(tot);
    admin = await h.admin(); // the session of days ago has ended
    assert.equal((await werk().bevestigen()).vrijgegeven, 1);
  });

  it('na een storing: de klok draait bij de start en haalt het in', async () => {
    await registreer('Anne');
    nu = new Date(VOOR.getTime() + 30 * UUR);
    admin = await h.admin(); // the session of days ago has ended
    const klok = startKlok(werk().bevestigen, 60_000, () => undefined, 'Het bevestigen');
    await klok.stop();
    const anne = await persoon('anne@voorbeeld.nl');
    assert.equal(anne.afleveringen[0]!.vrijgegeven, nu.toISOString());
    assert.equal((await h.client().get<number>('/api/geregistreerde/aantalactievedeelnemers')).body, 0);
  });

  it('te laat: Ik kom weigert en de plek gaat vrij; de beheerder kan nog bevestigen', async () => {
    await registreer('Anne');
    const bert = await registreer('Bert');
    const token = await tokenVan('anne@voorbeeld.nl');
    // The deadline has passed, the clock has not run yet.
    nu = new Date(VOOR.getTime() + 60_000);
    admin = await h.admin(); // the session of days ago has ended
    const telaat = await h.client().post<Fout>('/api/mijn-gegevens/bevestigen', { token });
    assert.equal(telaat.status, 409, telaat.text);
    assert.equal(telaat.body.message, MELDING_TERMIJN_VOORBIJ);
    assert.equal((await admin.post(`/api/geregistreerde/${bert}/bevestigen`)).status, 200, 'een telefoontje');
    assert.deepEqual(await werk().bevestigen(), { herinnerd: 0, vrijgegeven: 1, bevorderd: 0 });
    assert.ok((await persoon('anne@voorbeeld.nl')).afleveringen[0]!.vrijgegeven);
  });

  it('de volgende beurs: de deadline van de vorige geldt niet meer', async () => {
    await registreer('Anne');
    nu = new Date('2027-02-10T10:00:00.000Z');
    admin = await h.admin(); // the session of days ago has ended
    assert.equal((await admin.post('/api/aflevering', { volgnummer: 2, datum: '2027-07-31' })).status, 200);
    assert.equal((await admin.get<ToewijzingAntwoord>('/api/toewijzing')).body.bevestigen, null);
    assert.equal((await admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: true })).status, 200);
    await registreer('Cor');
    assert.equal((await persoon('cor@voorbeeld.nl')).vrijgevenOp, null);
    nu = new Date('2027-02-20T10:00:00.000Z');
    assert.deepEqual(await werk().bevestigen(), { herinnerd: 0, vrijgegeven: 0, bevorderd: 0 });
  });
});
