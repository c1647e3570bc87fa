import assert from 'node:assert/strict';
import type { Uitbetaling } from '../../kern/types';
import { describe, it } from 'node:test';
import { BESCHERMDE_NAAM } from '../../registratie/domein/registratie';
import { aanmeldingenVanPersoon, wissingBewaartermijn, wissingOpVerzoek } from './wissen';

const persoon = (
  nummer: number,
  datum: string,
  extra: { email?: string; telefoon?: string; actief?: boolean; uitbetaling?: Uitbetaling } = {},
) => ({
  ...(extra.uitbetaling ? { uitbetaling: extra.uitbetaling } : {}),
  id: `d${nummer}`,
  nummer,
  naam: `Verkoper ${nummer}`,
  email: extra.email ?? `verkoper${nummer}@voorbeeld.nl`,
  telefoon: extra.telefoon ?? '06-12345678',
  actief: extra.actief ?? true,
  aangemeld: '2026-01-10T09:00:00.000Z',
  afleveringen: [{ id: `a-${datum}`, volgnummer: 1, datum, actief: true }],
});

const NU = new Date('2027-03-20T06:00:00.000Z');

describe('wissen na de bewaartermijn', () => {
  it('niets te doen: geen plan', () => {
    assert.equal(wissingBewaartermijn([persoon(1, '2026-09-12', { telefoon: '' })], 7, NU, null), null);
  });

  it('verwijdert wie een jaar niet meedeed, wist telefoons na de beurs; de logregel heeft alleen nummers', () => {
    const anne = persoon(1, '2026-03-14');
    const bas = persoon(2, '2026-09-12');
    const plan = wissingBewaartermijn([anne, bas], 7, NU, null);
    assert.deepEqual(plan, {
      verwijderen: [anne.id],
      telefoonWissen: [bas.id],
      rekeningWissen: [],
      mailsWeg: [anne.email],
      minderActief: 1,
      aanmeldingen: { telefoonWissen: [], verwijderen: [] },
      reservelijst: [],
      aanvragen: [],
      regel: { tijd: NU.toISOString(), reden: 'bewaartermijn', telefoonGewist: [2], verwijderd: [1] },
    });
  });

  it('een IBAN gaat zes weken na de laatste beurs, ook als niemand "Uitbetaald" markeerde (issue 36)', () => {
    const bank = { wijze: 'bank' as const, iban: 'NL** **** **** 4300', tenaamstelling: 'C' };
    const carla = persoon(3, '2027-02-06', { telefoon: '', uitbetaling: bank });
    const dirk = persoon(4, '2027-02-07', { telefoon: '', uitbetaling: bank });
    // 20 March is 42 days after 6 February, 41 after the 7th.
    const plan = wissingBewaartermijn([carla, dirk], 7, NU, null);
    assert.deepEqual([plan?.rekeningWissen, plan?.telefoonWissen, plan?.verwijderen], [[carla.id], [], []]);
  });

  it('de mails aan een adres blijven zolang iemand die blijft het adres heeft', () => {
    const anne = persoon(1, '2026-03-14', { email: 'gezin@voorbeeld.nl' });
    const zus = persoon(2, '2026-09-12', { email: 'gezin@voorbeeld.nl' });
    const oom = persoon(3, '2026-03-13', { email: 'gezin@voorbeeld.nl' });
    assert.deepEqual(wissingBewaartermijn([anne, zus], 7, NU, null)?.mailsWeg, []);
    assert.deepEqual(wissingBewaartermijn([anne, oom], 7, NU, null)?.mailsWeg, ['gezin@voorbeeld.nl']);
  });

  it('alleen actieve deelnemers tellen bij het aantal actief dat daalt', () => {
    const plan = wissingBewaartermijn(
      [
        persoon(1, '2026-03-14'),
        persoon(2, '2026-03-14', { actief: false }),
        { ...persoon(3, '2026-03-14'), naam: BESCHERMDE_NAAM },
      ],
      7,
      NU,
      null,
    );
    assert.deepEqual(plan?.regel.verwijderd, [1, 2], "'Kledingmaat' wordt nooit gewist");
    assert.equal(plan?.minderActief, 1);
  });

  it('alleen vrijwilligers te doen: wel een plan, de logregel zonder nummers of gegevens', () => {
    const aanmelding = {
      id: 'v1',
      afleveringId: 'maart',
      telefoon: '06-1',
      aangemeld: '2026-02-01T09:00:00.000Z',
      email: 'v@voorbeeld.nl',
    };
    const plan = wissingBewaartermijn([persoon(1, '2026-09-12', { telefoon: '' })], 7, NU, null, {
      aanmeldingen: [aanmelding],
      afleveringen: [{ id: 'maart', datum: '2026-03-14' }],
    });
    assert.deepEqual(plan?.aanmeldingen, { telefoonWissen: [], verwijderen: ['v1'] });
    assert.deepEqual(plan?.mailsWeg, ['v@voorbeeld.nl'], 'de mails aan de vrijwilliger gaan mee');
    assert.deepEqual(plan?.regel, {
      tijd: NU.toISOString(),
      reden: 'bewaartermijn',
      telefoonGewist: [],
      verwijderd: [],
    });
  });
});

describe('de mails aan een vrijwilliger bij de bewaartermijn', () => {
  const aanmelding = (id: string, afleveringId: string, email: string) => ({
    id,
    afleveringId,
    telefoon: '',
    aangemeld: '2026-02-01T09:00:00.000Z',
    email,
  });
  const afleveringen = [
    { id: 'maart', datum: '2026-03-14' },
    { id: 'september', datum: '2026-09-12' },
  ];

  it('blijven zolang een verkoper of een latere aanmelding precies dat adres heeft', () => {
    const verkoper = persoon(1, '2026-09-12', { telefoon: '', email: 'hulp@voorbeeld.nl' });
    const metVerkoper = wissingBewaartermijn([verkoper], 7, NU, null, {
      aanmeldingen: [aanmelding('v1', 'maart', 'hulp@voorbeeld.nl')],
      afleveringen,
    });
    assert.deepEqual([metVerkoper?.aanmeldingen.verwijderen, metVerkoper?.mailsWeg], [['v1'], []]);

    const later = wissingBewaartermijn([], 7, NU, null, {
      aanmeldingen: [
        aanmelding('v1', 'maart', 'hulp@voorbeeld.nl'),
        aanmelding('v2', 'september', 'hulp@voorbeeld.nl'),
      ],
      afleveringen,
    });
    assert.deepEqual([later?.aanmeldingen.verwijderen, later?.mailsWeg], [['v1'], []]);
  });

  it('gaan mee met de laatste aanmelding die het adres had, ook met die van een verkoper die gaat', () => {
    const verkoper = persoon(1, '2026-03-14', { email: 'hulp@voorbeeld.nl' });
    const plan = wissingBewaartermijn([verkoper], 7, NU, null, {
      aanmeldingen: [aanmelding('v1', 'maart', 'hulp@voorbeeld.nl'), aanmelding('v2', 'maart', 'ander@voorbeeld.nl')],
      afleveringen,
    });
    assert.deepEqual(plan?.aanmeldingen.verwijderen, ['v1', 'v2']);
    assert.deepEqual(plan?.mailsWeg, ['hulp@voorbeeld.nl', 'ander@voorbeeld.nl']);
  });
});

describe('wissen op eigen verzoek', () => {
  it('verwijdert de persoon en logt alleen het nummer', () => {
    const anne = persoon(4, '2026-03-14');
    assert.deepEqual(wissingOpVerzoek(anne, [anne], NU, null), {
      verwijderen: [anne.id],
      telefoonWissen: [],
      rekeningWissen: [],
      mailsWeg: [anne.email],
      minderActief: 1,
      aanmeldingen: { telefoonWissen: [], verwijderen: [] },
      reservelijst: [],
      aanvragen: [],
      regel: { tijd: NU.toISOString(), reden: 'op verzoek', telefoonGewist: [], verwijderd: [4] },
    });
  });

  it('de mails blijven als een ander het adres nog heeft', () => {
    const anne = persoon(4, '2026-03-14', { email: 'gezin@voorbeeld.nl', actief: false });
    const zus = persoon(5, '2026-03-14', { email: 'gezin@voorbeeld.nl' });
    const plan = wissingOpVerzoek(anne, [anne, zus], NU, null);
    assert.deepEqual(plan.mailsWeg, []);
    assert.equal(plan.minderActief, 0);
  });

  it('neemt de vrijwilligersaanmeldingen mee: gekoppeld, of op hetzelfde adres (sleutel) als niemand anders het heeft', () => {
    const anne = persoon(4, '2026-03-14', { email: 'gezin@voorbeeld.nl' });
    const zus = persoon(5, '2026-03-14', { email: 'gezin@voorbeeld.nl' });
    const aanmeldingen = [
      { id: 'link', email: 'ander@voorbeeld.nl', deelnemerId: anne.id },
      { id: 'adres', email: ' Gezin@Voorbeeld.nl', deelnemerId: null },
      { id: 'beide', email: 'gezin@voorbeeld.nl', deelnemerId: anne.id },
      { id: 'zus', email: 'gezin@voorbeeld.nl', deelnemerId: zus.id },
      { id: 'vreemd', email: 'henk@voorbeeld.nl', deelnemerId: null },
    ];
    assert.deepEqual(aanmeldingenVanPersoon(anne, aanmeldingen, [anne]), ['link', 'adres', 'beide', 'zus']);
    assert.deepEqual(aanmeldingenVanPersoon(anne, aanmeldingen, [anne, zus]), ['link', 'beide']);
    const plan = wissingOpVerzoek(anne, [anne], NU, null, { aanmeldingen, metZelfdeSleutel: [anne] });
    assert.deepEqual(plan.aanmeldingen.verwijderen, ['link', 'adres', 'beide', 'zus']);
    // The mails to the addresses of the sign-ups that go, except one that stays ('vreemd') holds.
    assert.deepEqual(plan.mailsWeg, ['gezin@voorbeeld.nl', 'ander@voorbeeld.nl', ' Gezin@Voorbeeld.nl']);
    const metHenk = wissingOpVerzoek(anne, [anne], NU, null, {
      aanmeldingen: [...aanmeldingen, { id: 'henk-link', email: 'henk@voorbeeld.nl', deelnemerId: anne.id }],
      metZelfdeSleutel: [anne],
    });
    assert.ok(!metHenk.mailsWeg.includes('henk@voorbeeld.nl'), 'Henk meldde zich ook zelf aan: zijn mails blijven');
  });
});
