/**
 * The work a clock starts (app/gepland.ts), as the entries run it: the opening at a set time
 * (issue 52) sets the switch once its moment has come, once, with the opening's reminders; a
 * run before the moment, or a second run, changes nothing; and the timer runs at start, so a
 * moment that passed while the server was off is carried out then.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { createSqliteStore } from './store/sqlite';
import { geplandWerk, startKlok } from './gepland';
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
