import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { naDeBeurs, telefoonWisDatum } from './bewaren';
import { mailAdressenWeg, opAdresVanPersoon, wachtendenPlan, wachtendenTeDoen, type WisWachtende } from './wachtenden';
import { wissingBewaartermijn, wissingOpVerzoek } from './wissen';

const afleveringen = [
  { id: 'maart', datum: '2026-03-14' },
  { id: 'september', datum: '2026-09-12' },
];
const wachtende = (
  id: string,
  afleveringId: string,
  aangemeld = '2026-02-01T09:00:00.000Z',
  email = `${id}@voorbeeld.nl`,
): WisWachtende => ({ id, afleveringId, aangemeld, email });
const op = (datum: string) => new Date(`${datum}T06:00:00.000Z`);

describe('reservelijst en loting: bewaartermijn', () => {
  it('gaan op hetzelfde moment als de telefoonnummers: de dag na de beurs plus de wachttijd', () => {
    const verkoper = {
      aangemeld: '2026-01-10T09:00:00.000Z',
      afleveringen: [{ id: 'maart', volgnummer: 1, datum: '2026-03-14', actief: true }],
    };
    assert.equal(naDeBeurs('2026-03-14', 7), telefoonWisDatum(verkoper, 7));
    const lijst = [wachtende('r1', 'maart'), wachtende('r2', 'september')];
    assert.deepEqual(wachtendenTeDoen(lijst, afleveringen, 7, op('2026-03-21')), [], 'een dag te vroeg');
    assert.deepEqual(wachtendenTeDoen(lijst, afleveringen, 7, op('2026-03-22')), ['r1'], 'de latere beurs blijft');
    assert.deepEqual(wachtendenTeDoen(lijst, afleveringen, 0, op('2026-03-15')), ['r1']);
    assert.deepEqual(wachtendenTeDoen(lijst, afleveringen, 7, op('2026-09-20')), ['r1', 'r2']);
  });

  it('een plaats van een onbekende beurs (verwijderd, of van voor elke beurs) gaat een jaar na het aanmelden', () => {
    const lijst = [wachtende('weg', 'verwijderd', '2026-02-01T09:00:00.000Z'), wachtende('leeg', '')];
    assert.deepEqual(wachtendenTeDoen(lijst, afleveringen, 7, op('2027-01-31')), []);
    assert.deepEqual(wachtendenTeDoen(lijst, afleveringen, 7, op('2027-02-01')), ['weg', 'leeg']);
  });

  it('het plan telt per beurs, vroegste eerst, zonder namen', () => {
    const plan = wachtendenPlan(
      {
        reservelijst: [wachtende('r1', 'september'), wachtende('r2', 'maart'), wachtende('r3', 'maart')],
        aanvragen: [wachtende('a1', 'september'), wachtende('a2', 'weg', '2026-01-05T10:00:00.000Z')],
      },
      afleveringen,
      7,
    );
    assert.deepEqual(plan, [
      { afleveringId: 'maart', beurs: '2026-03-14', datum: '2026-03-22', reservelijst: 2, aanvragen: 0 },
      { afleveringId: 'september', beurs: '2026-09-12', datum: '2026-09-20', reservelijst: 1, aanvragen: 1 },
      { afleveringId: 'weg', beurs: null, datum: '2027-01-05', reservelijst: 0, aanvragen: 1 },
    ]);
  });

  it('alleen reservelijst en loting te doen: wel een wissing; de logregel telt ze, zonder gegevens', () => {
    const plan = wissingBewaartermijn([], 7, op('2026-03-22'), null, {
      aanmeldingen: [],
      afleveringen,
      reservelijst: [wachtende('r1', 'maart'), wachtende('r2', 'september')],
      aanvragen: [wachtende('a1', 'maart'), wachtende('a2', 'maart')],
    });
    assert.deepEqual(plan?.reservelijst, ['r1']);
    assert.deepEqual(plan?.aanvragen, ['a1', 'a2']);
    assert.deepEqual(plan?.regel, {
      tijd: op('2026-03-22').toISOString(),
      reden: 'bewaartermijn',
      telefoonGewist: [],
      verwijderd: [],
      reservelijst: 1,
      aanvragen: 2,
    });
    assert.equal(
      wissingBewaartermijn([], 7, op('2026-03-21'), null, {
        aanmeldingen: [],
        afleveringen,
        reservelijst: [wachtende('r1', 'maart')],
      }),
      null,
      'niets te doen',
    );
  });

  it('wat deze ronde al in stappen wiste (Firestore) telt mee in de logregel', () => {
    const plan = wissingBewaartermijn([], 7, op('2026-03-22'), null, {
      aanmeldingen: [],
      afleveringen,
      alGewist: { reservelijst: 3, aanvragen: 0 },
    });
    assert.deepEqual(plan?.regel.reservelijst, 3);
    assert.equal('aanvragen' in plan!.regel, false, 'nul telt niet mee: de regel houdt zijn vorm');
    assert.equal(
      wissingBewaartermijn([], 7, op('2026-03-22'), null, {
        aanmeldingen: [],
        afleveringen,
        alGewist: { reservelijst: 0, aanvragen: 0 },
      }),
      null,
    );
  });
});

describe('reservelijst en loting: de mails in de outbox', () => {
  const verkoper = (id: string, email: string, datum: string) => ({
    id,
    nummer: Number(id.slice(1)),
    naam: `Verkoper ${id}`,
    email,
    telefoon: '',
    actief: false,
    aangemeld: '2025-01-10T09:00:00.000Z',
    afleveringen: [{ id: `a-${datum}`, volgnummer: 1, datum, actief: true }],
  });
  const aanmelding = (id: string, email: string) => ({
    id,
    afleveringId: 'september',
    telefoon: '',
    aangemeld: '2026-08-01T09:00:00.000Z',
    email,
  });

  it('exact vergeleken: alleen wie precies dat adres houdt, houdt de mails; elk adres één keer', () => {
    assert.deepEqual(mailAdressenWeg(['a@x.nl', 'A@x.nl', 'a@x.nl', 'b@x.nl'], ['a@x.nl']), ['A@x.nl', 'b@x.nl']);
    assert.deepEqual(mailAdressenWeg([], ['a@x.nl']), []);
  });

  it('gaan met de plaatsen en aanvragen van de beurs, tenzij een verkoper, vrijwilliger of latere plaats het adres houdt', () => {
    const plan = wissingBewaartermijn([verkoper('d1', 'bas@voorbeeld.nl', '2026-09-12')], 7, op('2026-03-22'), null, {
      aanmeldingen: [aanmelding('v1', 'carla@voorbeeld.nl')],
      afleveringen,
      reservelijst: [
        wachtende('r1', 'maart', undefined, 'anne@voorbeeld.nl'),
        wachtende('r2', 'september', undefined, 'anne@voorbeeld.nl'),
        wachtende('r3', 'maart', undefined, 'Eva@voorbeeld.nl'),
        wachtende('r4', 'september', undefined, 'eva@voorbeeld.nl'),
      ],
      aanvragen: [
        wachtende('a1', 'maart', undefined, 'bas@voorbeeld.nl'),
        wachtende('a2', 'maart', undefined, 'carla@voorbeeld.nl'),
        wachtende('a3', 'maart', undefined, 'dirk@voorbeeld.nl'),
        wachtende('a4', 'maart', undefined, 'dirk@voorbeeld.nl'),
      ],
    });
    assert.deepEqual(
      [plan?.reservelijst, plan?.aanvragen],
      [
        ['r1', 'r3'],
        ['a1', 'a2', 'a3', 'a4'],
      ],
    );
    // Anne's September place, Bas the seller and Carla's sign-up stay, and keep their address's mails;
    // 'Eva@' is not the address a place that stays was mailed at ('eva@'), so its mails go.
    assert.deepEqual(plan?.mailsWeg, ['Eva@voorbeeld.nl', 'dirk@voorbeeld.nl']);
    assert.ok(!JSON.stringify(plan?.regel).includes('@'), 'de logregel noemt geen adressen');
  });

  it('een verkoper die gaat, laat de mails staan zolang een plaats van een latere beurs zijn adres heeft', () => {
    const fenna = verkoper('d6', 'fenna@voorbeeld.nl', '2025-09-13');
    const met = (reservelijst: WisWachtende[]) =>
      wissingBewaartermijn([fenna], 7, op('2026-09-20'), null, { aanmeldingen: [], afleveringen, reservelijst });
    assert.deepEqual(met([wachtende('r1', 'later', '2026-09-01T09:00:00.000Z', fenna.email)])?.mailsWeg, []);
    assert.deepEqual(met([wachtende('r1', 'september', undefined, fenna.email)])?.mailsWeg, [fenna.email]);
    assert.deepEqual(met([])?.mailsWeg, [fenna.email]);
  });

  it('de aanmeldingen van vrijwilligers die gaan houden geen adres vast', () => {
    const plan = wissingBewaartermijn([], 7, op('2027-09-20'), null, {
      aanmeldingen: [{ ...aanmelding('v1', 'carla@voorbeeld.nl') }],
      afleveringen,
      aanvragen: [wachtende('a1', 'september', undefined, 'carla@voorbeeld.nl')],
    });
    assert.deepEqual(plan?.aanmeldingen.verwijderen, ['v1']);
    assert.deepEqual(plan?.mailsWeg, ['carla@voorbeeld.nl']);
  });
});

describe('reservelijst en loting: wissen op verzoek', () => {
  const anne = { id: 'd1', nummer: 1, naam: 'Anne', email: 'gezin@voorbeeld.nl', actief: true, afleveringen: [] };
  const zus = { id: 'd2', email: 'gezin@voorbeeld.nl' };
  const rijen = [
    { id: 'r1', email: ' Gezin@Voorbeeld.nl' },
    { id: 'r2', email: 'henk@voorbeeld.nl' },
  ];

  it('de plaatsen en aanvragen met haar adres (als sleutel) gaan mee, tenzij een ander het adres ook heeft', () => {
    assert.deepEqual(opAdresVanPersoon(anne, rijen, [anne]), ['r1']);
    assert.deepEqual(opAdresVanPersoon(anne, rijen, [anne, zus]), []);
    const plan = wissingOpVerzoek(anne, [anne], op('2026-03-22'), null, {
      aanmeldingen: [],
      metZelfdeSleutel: [anne],
      reservelijst: rijen,
      aanvragen: [{ id: 'a1', email: 'gezin@voorbeeld.nl' }],
    });
    assert.deepEqual([plan.reservelijst, plan.aanvragen], [['r1'], ['a1']]);
    assert.deepEqual([plan.regel.reservelijst, plan.regel.aanvragen], [1, 1]);
    // The mails to each address a place or application was mailed at go too (her own among them).
    assert.deepEqual(plan.mailsWeg, ['gezin@voorbeeld.nl', ' Gezin@Voorbeeld.nl']);
  });

  it('heeft een ander haar adres, dan blijven de plaatsen, aanvragen en alle mails aan dat adres', () => {
    const plan = wissingOpVerzoek(anne, [anne, zus], op('2026-03-22'), null, {
      aanmeldingen: [],
      metZelfdeSleutel: [anne, zus],
      reservelijst: rijen,
      aanvragen: [{ id: 'a1', email: 'gezin@voorbeeld.nl' }],
    });
    assert.deepEqual([plan.reservelijst, plan.aanvragen, plan.mailsWeg], [[], [], []]);
  });

  it('een aanmelding met haar adres (aan een ander gekoppeld) gaat als de hare mee, met de mails', () => {
    const plan = wissingOpVerzoek(anne, [anne], op('2026-03-22'), null, {
      aanmeldingen: [{ id: 'v1', email: 'gezin@voorbeeld.nl', deelnemerId: 'd2' }],
      metZelfdeSleutel: [anne],
      reservelijst: [],
      aanvragen: [],
    });
    // Anne is the only one with the key: the sign-up with her address goes as hers, and its mails with it.
    assert.deepEqual([plan.aanmeldingen.verwijderen, plan.mailsWeg], [['v1'], ['gezin@voorbeeld.nl']]);
  });
});
