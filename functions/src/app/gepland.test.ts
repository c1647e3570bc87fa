/**
 * The work a clock starts (app/gepland.ts), as the entries run it: the opening at a set time
 * (issue 52) sets the switch once its moment has come, once, with the opening's reminders; a
 * run before the moment, or a second run, changes nothing; and the timer runs at start, so a
 * moment that passed while the server was off is carried out then.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { createSqliteStore } from './store/sqlite';
import { geplandWerk } from './gepland';
import { startKlok } from '../platform/klok';
import { startApi, type Client, type Harness } from './testing/harness';
import type { Settings } from '../kern/types';

const OPENING = new Date('2027-01-09T19:00:00.000Z');

describe('gepland werk: de opening op tijd', () => {
  let nu: Date;
  let h: Harness, admin: Client, stop: () => Promise<void>;
  let store: ReturnType<typeof createSqliteStore>;
  const werk = () =>
    geplandWerk({ store, secret: async () => 'geheim', clock: () => nu, log: () => undefined, publicUrl: 'http://x' });

  beforeEach(async () => {
    nu = new Date(OPENING.getTime() - 60_000);
    store = createSqliteStore(':memory:');
    ({ h, admin, stop } = await startApi({ clock: () => nu }, store));
    assert.equal((await admin.post('/api/aflevering', { volgnummer: 1, datum: '2027-01-30' })).status, 200);
    const zet = await admin.put('/api/toewijzing', {
      opentOp: OPENING.toISOString(),
      voorrang: { vrijwilligers: null, terugkerend: null },
    });
    assert.equal(zet.status, 200, zet.text);
  });
  afterEach(() => stop());

  const instellingen = async () => (await h.client().get<{ settings: Settings }>('/api/public')).body.settings;

  it('vóór het moment niets; op het moment de schakelaar aan, één keer', async () => {
    assert.equal(await werk().openOpTijd(), false);
    assert.equal((await instellingen()).inschrijvingGeopend, false);

    nu = OPENING;
    assert.equal(await werk().openOpTijd(), true);
    const na = await instellingen();
    assert.equal(na.inschrijvingGeopend, true);
    assert.equal(na.toewijzing?.toegepast, OPENING.toISOString());

    // The administrator closes it again afterwards: the next run does not reopen it.
    assert.equal((await admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: false })).status, 200);
    nu = new Date(OPENING.getTime() + 60_000);
    assert.equal(await werk().openOpTijd(), false);
    assert.equal((await instellingen()).inschrijvingGeopend, false);
  });

  it('de klok draait meteen bij de start: een moment dat voorbij is, wordt dan uitgevoerd', async () => {
    nu = new Date(OPENING.getTime() + 3_600_000);
    const klok = startKlok(werk().openOpTijd, 60_000, () => undefined, 'De geplande opening');
    await klok.stop();
    assert.equal((await instellingen()).inschrijvingGeopend, true);
  });

  it('de schakelaar na het moment werkt meteen, ook als de klok nog niet liep', async () => {
    nu = new Date(OPENING.getTime() + 1_000);
    // Open by the moment itself (the gate), though the switch is still off ...
    const c = h.client();
    const welkom = await c.post('/api/geregistreerde/save', {
      naam: 'Vroeg',
      email: 'vroeg@voorbeeld.nl',
      telefoon: '',
    });
    assert.equal(welkom.status, 200, welkom.text);
    // ... and the administrator switching it off closes it at once.
    assert.equal((await admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: false })).status, 200);
    const dicht = await c.post('/api/geregistreerde/save', { naam: 'Laat', email: 'laat@voorbeeld.nl', telefoon: '' });
    assert.equal(dicht.status, 409, dicht.text);
    assert.equal(await werk().openOpTijd(), false, 'het moment is verbruikt');
  });
});

describe('gepland werk: de voorrang voor terugkerende verkopers', () => {
  let nu: Date;
  let h: Harness, admin: Client, stop: () => Promise<void>;
  let store: ReturnType<typeof createSqliteStore>;
  const RONDE = new Date(OPENING.getTime() - 30 * 60_000);
  const werk = () =>
    geplandWerk({ store, secret: async () => 'geheim', clock: () => nu, log: () => undefined, publicUrl: 'http://x' });
  const herinneringen = async () =>
    (await admin.get<{ to: string; subject: string }[]>('/api/mail')).body.filter((m) => m.to === 'anne@voorbeeld.nl');

  beforeEach(async () => {
    nu = new Date('2026-10-01T10:00:00.000Z');
    store = createSqliteStore(':memory:');
    ({ h, admin, stop } = await startApi({ clock: () => nu }, store));
    assert.equal((await admin.post('/api/aflevering', { volgnummer: 1, datum: '2026-10-10' })).status, 200);
    const anne = await admin.post('/api/geregistreerde/save', {
      naam: 'Anne',
      email: 'anne@voorbeeld.nl',
      telefoon: '',
    });
    assert.equal(anne.status, 200, anne.text);
    nu = new Date(RONDE.getTime() - 60_000);
    // Months later: the session of October has ended, the administrator logs in again.
    admin = await h.admin();
    assert.equal((await admin.post('/api/aflevering', { volgnummer: 2, datum: '2027-01-30' })).status, 200);
    const zet = await admin.put('/api/toewijzing', {
      opentOp: OPENING.toISOString(),
      voorrang: { vrijwilligers: null, terugkerend: RONDE.toISOString() },
    });
    assert.equal(zet.status, 200, zet.text);
  });
  afterEach(() => stop());

  it('bij het begin van de ronde krijgen ze hun link, één keer; de opening stuurt geen tweede', async () => {
    const vooraf = (await herinneringen()).length;
    await werk().openOpTijd();
    assert.equal((await herinneringen()).length, vooraf, 'vóór de ronde niets');

    nu = RONDE;
    assert.equal(await werk().openOpTijd(), false, 'de inschrijving is nog niet voor iedereen open');
    const mails = (await herinneringen()).slice(vooraf);
    assert.deepEqual(
      mails.map((m) => m.subject),
      ['Voorrang: je kunt je nu al weer aanmelden voor de kinderkledingbeurs'],
    );
    await werk().openOpTijd();
    nu = OPENING;
    assert.equal(await werk().openOpTijd(), true);
    assert.equal((await herinneringen()).length, vooraf + 1, 'geen tweede herinnering');
    // The PUT of the same times keeps the round marked.
    await admin.put('/api/toewijzing', {
      opentOp: OPENING.toISOString(),
      voorrang: { vrijwilligers: null, terugkerend: RONDE.toISOString() },
    });
    assert.equal(
      (await h.client().get<{ settings: Settings }>('/api/public')).body.settings.toewijzing?.herinnerd,
      RONDE.toISOString(),
    );
  });
});
