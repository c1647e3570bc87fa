/**
 * Starting the next fair through the API (issue 25, missed 3): adding the next aflevering closes
 * registration and clears the last fair's news, and the administrator's checklist says what is
 * done from the data; opening registration sends the 'Ik doe weer mee' reminder once.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { BeursChecklist } from '../domein/aflevering';
import { STANDAARD_ARTIKEL_INSTELLINGEN } from '../../artikelen/domein/instellingen';
import type { OutboxMail, PublicState } from '../../kern/types';
import { startApi, type Client, type Harness } from '../../app/testing/harness';

let nu = new Date('2026-03-01T10:00:00.000Z');

describe('de volgende beurs starten', () => {
  let h: Harness, admin: Client, stop: () => Promise<void>;

  beforeEach(async () => {
    nu = new Date('2026-03-01T10:00:00.000Z');
    ({ h, admin, stop } = await startApi({ clock: () => nu }));
    await admin.post('/api/aflevering', { volgnummer: 1, datum: '2026-03-14' });
    await admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: true, inschrijvingGesloten: false });
    await admin.post('/api/nieuws/save', { tekst: '<p>De inschrijving gaat binnenkort open.</p>' });
    const anne = await h
      .client()
      .post('/api/geregistreerde/save', { naam: 'Anne', email: 'anne@voorbeeld.nl', telefoon: '06-12345678' });
    assert.equal(anne.status, 200, anne.text);
  });
  afterEach(() => stop());

  const checklist = async () => {
    const res = await admin.get<BeursChecklist>('/api/aflevering/checklist');
    assert.equal(res.status, 200, res.text);
    return res.body;
  };
  const klaar = async () => Object.fromEntries((await checklist()).punten.map((p) => [p.sleutel, p.klaar]));
  const uitleg = async (sleutel: string) => (await checklist()).punten.find((p) => p.sleutel === sleutel)!.uitleg;
  const herinneringen = async () =>
    (await admin.get<OutboxMail[]>('/api/mail')).body.filter((m) => m.subject.includes('is geopend'));
  const publiek = async () => (await h.client().get<PublicState>('/api/public')).body;

  it('de nieuwe aflevering begint dicht en zonder het nieuws van de vorige beurs; de checklist zegt wat er nog moet', async () => {
    nu = new Date('2026-06-01T10:00:00.000Z');
    admin = await h.admin();
    const res = await admin.post('/api/aflevering', { volgnummer: 2, datum: '2026-09-12' });
    assert.equal(res.status, 200, res.text);

    const stand = await publiek();
    assert.deepEqual([stand.settings.inschrijvingGeopend, stand.settings.inschrijvingGesloten], [false, false]);
    assert.equal(stand.nieuws.tekst, '');
    assert.equal((await herinneringen()).length, 0, 'nog geen herinnering: de inschrijving is dicht');

    const lijst = await checklist();
    assert.deepEqual(lijst.beurs.volgnummer, 2);
    assert.equal(lijst.geweest, false);
    assert.deepEqual(
      lijst.punten.map((p) => [p.sleutel, p.klaar]),
      [
        ['datum', true],
        ['artikelen', false],
        ['kassas', false],
        ['nieuws', false],
        ['inschrijving', false],
      ],
    );
    assert.equal(await uitleg('datum'), 'Zaterdag 12 september 2026.');
    assert.match(await uitleg('inschrijving'), /herinnering 'Ik doe weer mee' één keer naar de verkopers/);

    // Each step done on its own screen turns its line green, and only that one.
    await admin.put('/api/artikelen/instellingen', { ...STANDAARD_ARTIKEL_INSTELLINGEN, onlineInvoeren: true });
    assert.deepEqual(Object.values(await klaar()), [true, true, false, false, false]);
    assert.match(
      await uitleg('artikelen'),
      /^Online invoeren staat aan; hoogstens 48 artikelen van € 0,50 tot € 250,00/,
    );
    assert.equal((await admin.post('/api/kassas', { naam: 'Kleding 1', ruimte: 'Kleding' })).status, 201);
    assert.equal(await uitleg('kassas'), '1 kassa voor deze beurs.');
    await admin.post('/api/nieuws/save', { tekst: '<p><br></p>' });
    assert.equal((await klaar()).nieuws, false, 'een lege alinea is geen nieuws');
    await admin.post('/api/nieuws/save', { tekst: '<p>De inschrijving is open.</p>' });
    assert.deepEqual(Object.values(await klaar()), [true, true, true, true, false]);

    // One switch opens it, and that sends the reminder: no need to switch it off and on.
    await admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: true });
    assert.deepEqual(
      (await herinneringen()).map((m) => m.to),
      ['anne@voorbeeld.nl'],
    );
    assert.deepEqual(Object.values(await klaar()), [true, true, true, true, true]);
    assert.equal(
      await uitleg('inschrijving'),
      "De inschrijving is geopend. De herinnering 'Ik doe weer mee' ging naar 1 verkoper.",
    );

    await admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: false });
    await admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: true });
    assert.equal((await herinneringen()).length, 1, 'één keer per beurs');
  });

  it('een datum corrigeren laat inschrijving en nieuws staan', async () => {
    const [eerste] = (await admin.get<{ id: string }[]>('/api/aflevering/all')).body;
    await admin.post('/api/aflevering', { id: eerste!.id, volgnummer: 1, datum: '2026-03-21' });
    const stand = await publiek();
    assert.equal(stand.settings.inschrijvingGeopend, true);
    assert.equal(stand.nieuws.tekst, '<p>De inschrijving gaat binnenkort open.</p>');
  });

  it('een beurs die geweest is: de checklist zegt dat de volgende aflevering erbij moet', async () => {
    nu = new Date('2026-03-20T10:00:00.000Z');
    admin = await h.admin();
    const lijst = await checklist();
    assert.equal(lijst.geweest, true);
    assert.equal(lijst.punten[0]!.klaar, false);
    assert.equal(lijst.punten[0]!.uitleg, 'Zaterdag 14 maart 2026 is al geweest. Voeg de volgende aflevering toe.');
  });

  it('alleen de beheerder ziet de checklist; zonder aflevering is er geen', async () => {
    assert.equal((await h.client().get('/api/aflevering/checklist')).status, 401);
    const [eerste] = (await admin.get<{ id: string }[]>('/api/aflevering/all')).body;
    await admin.call('DELETE', `/api/aflevering/delete/${eerste!.id}`);
    assert.equal((await admin.get('/api/aflevering/checklist')).body, null);
  });
});
