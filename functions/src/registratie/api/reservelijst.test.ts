/**
 * The reserve list over HTTP: joining from the closed or full registration, the mail with the
 * link to leave, the administrator's list, order and switch, and the promotion it causes.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { MELDING_AL_OP_RESERVELIJST, MELDING_NIET_OP_RESERVELIJST, MELDING_NOG_PLEK } from '../domein/reservelijst';
import { RESERVE_INGESCHREVEN } from '../../mail/templates';
import { MELDING_ONGELDIG } from '../links';
import { loadLimieten } from '../../platform/config';
import { MELDING_TE_VEEL_REGISTRATIES } from '../../platform/http/limits';
import { loopbackAdres, startApi, TEST_CONFIG, type Client, type Harness } from '../../app/testing/harness';

interface Overzicht {
  automatisch: boolean;
  plaatsen: { id: string; naam: string }[];
}

const wachter = (i: number) => ({ naam: `Wachter ${i}`, email: `wachter${i}@voorbeeld.nl`, telefoon: '0612345678' });

describe('de reservelijst over HTTP', () => {
  let h: Harness, admin: Client, stop: () => Promise<void>;

  /** Open with one place, taken. */
  async function vol() {
    await admin.put('/api/settings/maximumaantaldeelnemers', { maximumAantalDeelnemers: 1 });
    await admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: true });
    const verkoper = await admin.post<{ id: string }>('/api/geregistreerde/save', {
      naam: 'Verkoper',
      email: 'verkoper@voorbeeld.nl',
    });
    return verkoper.body.id;
  }
  const lijst = async () => (await admin.get<Overzicht>('/api/reservelijst')).body;

  beforeEach(async () => {
    ({ h, admin, stop } = await startApi({
      config: {
        ...TEST_CONFIG,
        limieten: loadLimieten({ REGISTRATIE_LIMIET: '3', REGISTRATIE_VENSTER_MINUTEN: '10' }),
      },
    }));
  });
  afterEach(() => stop());

  it('zet iemand op de lijst als de inschrijving vol is, met een mail en een link om eraf te gaan', async () => {
    await vol();
    const bezoeker = h.client();
    const antwoord = await bezoeker.post('/api/reservelijst', wachter(1));
    assert.equal(antwoord.status, 201);
    assert.deepEqual(
      (await lijst()).plaatsen.map((p) => p.naam),
      ['Wachter 1'],
    );

    const mail = (await h.store.leesMails()).find((m) => m.to === 'wachter1@voorbeeld.nl')!;
    assert.equal(mail.subject, 'Je staat op de reservelijst van de kinderkledingbeurs');
    const token = decodeURIComponent(/reservelijst-verlaten\?token=(\S+)/.exec(mail.text)![1]!);

    assert.deepEqual((await bezoeker.post('/api/reservelijst/verlaten', { token })).body, { verlaten: true });
    assert.deepEqual((await lijst()).plaatsen, []);
    const nogmaals = await bezoeker.post<{ message: string }>('/api/reservelijst/verlaten', { token });
    assert.equal(nogmaals.status, 404);
    assert.equal(nogmaals.body.message, MELDING_NIET_OP_RESERVELIJST);
  });

  it('weigert slechte invoer, een tweede aanmelding en aanmelden terwijl er plek is, in het Nederlands', async () => {
    await admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: true });
    const bezoeker = h.client();
    const plek = await bezoeker.post<{ message: string }>('/api/reservelijst', wachter(1));
    assert.equal(plek.status, 409);
    assert.equal(plek.body.message, MELDING_NOG_PLEK);

    await vol();
    const zonderEmail = await bezoeker.post<{ message: string }>('/api/reservelijst', { naam: 'Anne' });
    assert.equal(zonderEmail.status, 400);
    assert.equal(zonderEmail.body.message, 'E-mail is verplicht');
    const fouteNaam = await bezoeker.post<{ message: string }>('/api/reservelijst', { ...wachter(1), naam: 'A <b>' });
    assert.equal(fouteNaam.status, 400);

    assert.equal((await bezoeker.post('/api/reservelijst', wachter(1))).status, 201);
    const dubbel = await bezoeker.post<{ message: string }>('/api/reservelijst', {
      ...wachter(2),
      email: 'WACHTER1@voorbeeld.nl',
    });
    assert.equal(dubbel.status, 409);
    assert.equal(dubbel.body.message, MELDING_AL_OP_RESERVELIJST);

    const kapot = await bezoeker.post<{ message: string }>('/api/reservelijst/verlaten', { token: 'rommel' });
    assert.equal(kapot.status, 400);
    assert.equal(kapot.body.message, MELDING_ONGELDIG);
  });

  it('laat de honingpot niets opslaan en telt aanmeldingen mee in de limiet per adres', async () => {
    await vol();
    const script = h.client(loopbackAdres(1));
    // Answered as this route answers an acceptance (201, an id and the name), so a script cannot tell.
    const schijn = await script.post<{ id: string; naam: string }>('/api/reservelijst', {
      ...wachter(1),
      website: 'spam.example',
    });
    assert.equal(schijn.status, 201);
    assert.deepEqual((await lijst()).plaatsen, []);
    const bezoeker = h.client(loopbackAdres(2));
    for (let i = 1; i <= 3; i++) {
      const echt = await bezoeker.post<{ id: string; naam: string }>('/api/reservelijst', wachter(i));
      assert.equal(echt.status, 201);
      assert.deepEqual(Object.keys(echt.body).sort(), Object.keys(schijn.body).sort());
      if (i === 1) assert.equal(schijn.body.naam, echt.body.naam);
    }
    const teVeel = await bezoeker.post<{ message: string }>('/api/reservelijst', wachter(4));
    assert.equal(teVeel.status, 429);
    assert.equal(teVeel.body.message, MELDING_TE_VEEL_REGISTRATIES(10));
  });

  it('alleen de beheerder ziet, ordent en leegt de lijst', async () => {
    await vol();
    const bezoeker = h.client();
    await bezoeker.post('/api/reservelijst', wachter(1));
    await bezoeker.post('/api/reservelijst', wachter(2));
    assert.equal((await bezoeker.get('/api/reservelijst')).status, 401);
    const [een, twee] = (await lijst()).plaatsen;
    assert.equal((await bezoeker.delete(`/api/reservelijst/${een!.id}`)).status, 401);

    const omhoog = await admin.post<{ naam: string }[]>(`/api/reservelijst/${twee!.id}/omhoog`);
    assert.deepEqual(
      omhoog.body.map((p) => p.naam),
      ['Wachter 2', 'Wachter 1'],
    );
    const fout = await admin.post<{ message: string }>(`/api/reservelijst/${twee!.id}/zijwaarts`);
    assert.equal(fout.status, 400);
    assert.equal(fout.body.message, "De richting moet 'omhoog' of 'omlaag' zijn");
    assert.equal((await admin.post(`/api/reservelijst/onbekend/omlaag`)).status, 404);

    assert.equal((await admin.delete(`/api/reservelijst/${twee!.id}`)).status, 200);
    assert.equal((await admin.delete(`/api/reservelijst/${twee!.id}`)).status, 404);
    assert.deepEqual(
      (await lijst()).plaatsen.map((p) => p.naam),
      ['Wachter 1'],
    );

    const geenBool = await admin.put<{ message: string }>('/api/reservelijst/automatisch', { automatisch: 'ja' });
    assert.equal(geenBool.status, 400);
    assert.equal(geenBool.body.message, 'automatisch moet true of false zijn');
  });

  it('schrijft bij het verwijderen van een verkoper de eerste op de lijst in, met een mail die dat zegt', async () => {
    const verkoper = await vol();
    await h.client().post('/api/reservelijst', wachter(1));
    await h.client().post('/api/reservelijst', wachter(2));
    assert.equal((await admin.delete(`/api/geregistreerde/delete/${verkoper}`)).status, 200);
    const deelnemers = (await admin.get<{ naam: string; nummer: number }[]>('/api/geregistreerde/all')).body;
    assert.deepEqual(
      deelnemers.map((d) => [d.naam, d.nummer]),
      [['Wachter 1', 2]],
    );
    assert.deepEqual(
      (await lijst()).plaatsen.map((p) => p.naam),
      ['Wachter 2'],
    );
    const mail = (await h.store.leesMails()).find(
      (m) => m.subject.includes('verkopersnummer') && m.to === 'wachter1@voorbeeld.nl',
    );
    assert.ok(mail?.text.includes(RESERVE_INGESCHREVEN), 'de bevestiging zegt dat de plaats van de reservelijst komt');
    assert.ok(mail?.text.includes('Je verkopersnummer is: 2'));
  });

  it('schrijft niemand in met automatisch inschrijven uit; aanzetten vult de vrije plaats', async () => {
    const verkoper = await vol();
    await h.client().post('/api/reservelijst', wachter(1));
    assert.deepEqual((await admin.put<Overzicht>('/api/reservelijst/automatisch', { automatisch: false })).body, {
      automatisch: false,
      plaatsen: (await lijst()).plaatsen,
    });
    await admin.delete(`/api/geregistreerde/delete/${verkoper}`);
    assert.equal((await lijst()).plaatsen.length, 1);
    const aan = await admin.put<Overzicht>('/api/reservelijst/automatisch', { automatisch: true });
    assert.deepEqual(aan.body, { automatisch: true, plaatsen: [] });
    assert.equal((await h.client().get('/api/geregistreerde/aantalactievedeelnemers')).body, 1);
  });
});
