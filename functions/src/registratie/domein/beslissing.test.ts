import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Aflevering, Deelnemer, Settings } from '../../kern/types';
import { MELDING_NUMMERS_OP } from './verkopersnummer';
import { GEEN_TOEWIJZING } from './toewijzing';
import {
  beslis,
  MELDING_INSCHRIJVING_LOTING,
  type InschrijvingVerzoek,
  type ReservelijstVerzoek,
  type Stand,
  type ZelfdeAdres,
} from './beslissing';

const NU = new Date('2026-03-01T10:00:00.000Z');
const UUR = 60 * 60 * 1000;
const beurs: Aflevering = { id: 'b2', volgnummer: 2, datum: '2026-03-14' };
const vorige: Aflevering = { id: 'b1', volgnummer: 1, datum: '2025-09-13' };
const open: Settings = { maximumAantalDeelnemers: 3, inschrijvingGeopend: true, inschrijvingGesloten: false };

// The messages as the users read them: a change to any of them fails here.
const NIET_GEOPEND =
  'De inschrijving is nog niet geopend. Hou het in de gaten. Elk moment kan de inschrijving geopend worden.';
const GESLOTEN =
  'De inschrijving is gesloten. Als je op de reservelijst geplaats wil worden stuur dan een e-mail naar info@beurs.example';
const MAXIMUM = 'Maximum aantal inschrijvingen bereikt';
const AL_INGESCHREVEN =
  'Met dit e-mailadres is al ingeschreven voor deze beurs. We hebben de bevestiging opnieuw naar dat adres gestuurd.';
const AL_OP_LIJST = 'Met dit e-mailadres sta je al op de reservelijst voor deze beurs.';
const RESERVE_AL_INGESCHREVEN = 'Met dit e-mailadres is al ingeschreven voor deze beurs.';
const NOG_PLEK = 'Er is nog plek: je kunt je gewoon registreren.';
const NUMMERS_OP = MELDING_NUMMERS_OP;

const stand = (anders: Partial<Stand> = {}): Stand => ({
  settings: open,
  aantalActief: 0,
  laatste: beurs,
  beursEmail: 'info@beurs.example',
  ...anders,
});
const metSettings = (s: Partial<Settings>, anders: Partial<Stand> = {}) =>
  stand({ settings: { ...open, ...s }, ...anders });

const invoer = { naam: 'Anne Nieuw', email: 'Anne@Voorbeeld.nl ', telefoon: '06-1' };

/** A stored person, linked to `koppelingen` (id → active). */
const persoon = (nummer: number, koppelingen: Record<string, boolean> = {}, anders: Partial<Deelnemer> = {}) => ({
  id: `p${nummer}`,
  nummer,
  naam: `Persoon ${nummer}`,
  email: 'anne@voorbeeld.nl',
  telefoon: '06-oud',
  actief: false,
  vrijwilligerVrijdag: true,
  vrijwilligerZaterdag: false,
  afleveringen: Object.entries(koppelingen).map(([id, actief]) => ({
    id,
    volgnummer: id === 'b2' ? 2 : 1,
    datum: id === 'b2' ? beurs.datum : vorige.datum,
    actief,
  })),
  aangemeld: '2025-08-01T10:00:00.000Z',
  ...anders,
});
const adres = (deelnemer: Deelnemer, laatsteBevestiging = deelnemer.aangemeld): ZelfdeAdres => ({
  deelnemer,
  laatsteBevestiging,
});

const inschrijving = (anders: Partial<InschrijvingVerzoek<ZelfdeAdres>> = {}): InschrijvingVerzoek<ZelfdeAdres> => ({
  soort: 'inschrijving',
  door: 'bezoeker',
  invoer,
  zelfdeAdres: [],
  nummers: { teller: 41, hoogste: 40 },
  metMail: true,
  nieuwId: 'nieuw-id',
  now: NU,
  ...anders,
});

const reservering = (anders: Partial<ReservelijstVerzoek> = {}): ReservelijstVerzoek => ({
  soort: 'reservelijst',
  invoer,
  alOpLijst: false,
  zelfdeAdres: [],
  laatstePositie: 4,
  nieuwId: 'plaats-id',
  now: NU,
  ...anders,
});

describe('de beslissing over een inschrijving: de poort', () => {
  it('laat een bezoeker toe tot en met de laatste plaats (aantal = maximum - 1)', () => {
    const b = beslis(stand({ aantalActief: 2 }), inschrijving());
    assert.equal(b.soort, 'nieuw');
  });

  it('weigert bij het maximum en erboven, en bij maximum 0', () => {
    for (const s of [
      stand({ aantalActief: 3 }),
      stand({ aantalActief: 7 }),
      metSettings({ maximumAantalDeelnemers: 0 }),
    ]) {
      assert.deepEqual(beslis(s, inschrijving()), { soort: 'geweigerd', reden: 'vol', melding: MAXIMUM });
    }
  });

  it('weigert zolang de inschrijving niet geopend is, ook met plaats', () => {
    assert.deepEqual(beslis(metSettings({ inschrijvingGeopend: false }), inschrijving()), {
      soort: 'geweigerd',
      reden: 'nietGeopend',
      melding: NIET_GEOPEND,
    });
  });

  it('gesloten gaat voor niet-geopend en voor vol, en noemt het adres van de beurs', () => {
    const s = metSettings({ inschrijvingGesloten: true, inschrijvingGeopend: false }, { aantalActief: 99 });
    assert.deepEqual(beslis(s, inschrijving()), { soort: 'geweigerd', reden: 'gesloten', melding: GESLOTEN });
    const ookGeopend = metSettings({ inschrijvingGesloten: true });
    assert.equal(beslis(ookGeopend, inschrijving()).soort, 'geweigerd');
  });

  it('niet-geopend gaat voor vol', () => {
    const s = metSettings({ inschrijvingGeopend: false }, { aantalActief: 3 });
    assert.equal((beslis(s, inschrijving()) as { reden: string }).reden, 'nietGeopend');
  });

  it('een beheerder komt langs alle drie de weigeringen, en krijgt altijd een nieuwe persoon', () => {
    const dicht = metSettings(
      { inschrijvingGesloten: true, inschrijvingGeopend: false, maximumAantalDeelnemers: 0 },
      { aantalActief: 5 },
    );
    const bekend = persoon(7, { b2: true });
    const b = beslis(dicht, inschrijving({ door: 'beheerder', zelfdeAdres: [adres(bekend)] }));
    assert.equal(b.soort, 'nieuw');
    assert.equal(b.soort === 'nieuw' && b.deelnemer.nummer, 42);
  });

  it('in een loting krijgt een bezoeker geen plaats buiten de loting om; de beheerder wel', () => {
    // The request decided on settings read before the switch (the door reads before the body).
    const loting = metSettings({ toewijzing: { ...GEEN_TOEWIJZING, wijze: 'loting' } });
    const b = beslis(loting, inschrijving());
    assert.deepEqual(b, { soort: 'geweigerd', reden: 'loting', melding: MELDING_INSCHRIJVING_LOTING });
    assert.equal(beslis(loting, inschrijving({ door: 'beheerder' })).soort, 'nieuw');
    // Without a draw the same request is placed.
    assert.equal(beslis(stand(), inschrijving()).soort, 'nieuw');
  });
});

describe('de beslissing over een inschrijving: een nieuwe persoon en het nummer', () => {
  it('maakt een actieve persoon met het volgende nummer, gekoppeld aan de huidige beurs', () => {
    assert.deepEqual(beslis(stand(), inschrijving()), {
      soort: 'nieuw',
      deelnemer: {
        id: 'nieuw-id',
        nummer: 42,
        naam: 'Anne Nieuw',
        email: 'Anne@Voorbeeld.nl ',
        telefoon: '06-1',
        actief: true,
        vrijwilligerVrijdag: false,
        vrijwilligerZaterdag: false,
        afleveringen: [{ id: 'b2', volgnummer: 2, datum: '2026-03-14', actief: true }],
        aangemeld: NU.toISOString(),
      },
    });
  });

  it('volgt het hoogste nummer als de teller achterloopt, en begint bij 1', () => {
    const achter = beslis(stand(), inschrijving({ nummers: { teller: 3, hoogste: 12 } }));
    assert.equal(achter.soort === 'nieuw' && achter.deelnemer.nummer, 13);
    const eerste = beslis(stand({ laatste: null }), inschrijving({ nummers: { teller: 0, hoogste: null } }));
    assert.equal(eerste.soort === 'nieuw' && eerste.deelnemer.nummer, 1);
    assert.deepEqual(eerste.soort === 'nieuw' && eerste.deelnemer.afleveringen, []);
  });

  it('geeft 9999 nog uit, en weigert daarboven met een duidelijke melding', () => {
    const laatste = beslis(stand(), inschrijving({ nummers: { teller: 9998, hoogste: 9998 } }));
    assert.equal(laatste.soort === 'nieuw' && laatste.deelnemer.nummer, 9999);
    const op = { soort: 'geweigerd', reden: 'nummersOp', melding: NUMMERS_OP };
    assert.deepEqual(beslis(stand(), inschrijving({ nummers: { teller: 9999, hoogste: 12 } })), op);
    assert.deepEqual(beslis(stand(), inschrijving({ nummers: { teller: 0, hoogste: 9999 } })), op);
    // Also for an administrator: the number is the limit, not the gate.
    assert.deepEqual(
      beslis(stand(), inschrijving({ door: 'beheerder', nummers: { teller: 9999, hoogste: 9999 } })),
      op,
    );
  });

  it('de poort gaat voor de nummers: wie de poort weigert, hoort dat', () => {
    const b = beslis(stand({ aantalActief: 3 }), inschrijving({ nummers: { teller: 9999, hoogste: 9999 } }));
    assert.equal((b as { reden: string }).reden, 'vol');
  });
});

describe('de beslissing over een inschrijving: één per adres per beurs, en wie terugkomt', () => {
  it('weigert een tweede inschrijving voor de beurs; de bevestiging gaat opnieuw na een uur, niet eerder', () => {
    const al = adres(persoon(5, { b2: true }), new Date(NU.getTime() - UUR).toISOString());
    const b = beslis(stand(), inschrijving({ zelfdeAdres: [al] }));
    assert.deepEqual(b, { soort: 'alIngeschreven', wie: al, bevestigOpnieuw: true, melding: AL_INGESCHREVEN });
    const net = adres(al.deelnemer, new Date(NU.getTime() - UUR + 1).toISOString());
    const nogNiet = beslis(stand(), inschrijving({ zelfdeAdres: [net] }));
    assert.equal(nogNiet.soort === 'alIngeschreven' && nogNiet.bevestigOpnieuw, false);
  });

  it('stuurt de bevestiging niet opnieuw als de aanvrager geen mail wil', () => {
    const b = beslis(stand(), inschrijving({ zelfdeAdres: [adres(persoon(5, { b2: true }))], metMail: false }));
    assert.equal(b.soort === 'alIngeschreven' && b.bevestigOpnieuw, false);
  });

  it('een inactieve koppeling aan de beurs telt ook als ingeschreven; de eerste in de volgorde van de adapter', () => {
    const eerste = adres(persoon(9, { b2: false }));
    const tweede = adres(persoon(3, { b2: true }));
    const b = beslis(stand(), inschrijving({ zelfdeAdres: [eerste, tweede] }));
    assert.equal(b.soort === 'alIngeschreven' && b.wie, eerste);
  });

  it('voor de eerste aflevering telt iedereen met het adres als ingeschreven', () => {
    const b = beslis(stand({ laatste: null }), inschrijving({ zelfdeAdres: [adres(persoon(5))] }));
    assert.equal(b.soort, 'alIngeschreven');
  });

  it('wie bekend is van een eerdere beurs, komt terug met het laagste eigen nummer en de nieuwe naam en telefoon', () => {
    const hoog = adres(persoon(8, { b1: true }));
    const laag = adres(persoon(4, { b1: true }));
    const b = beslis(stand(), inschrijving({ zelfdeAdres: [hoog, laag] }));
    assert.equal(b.soort, 'terug');
    if (b.soort !== 'terug') return;
    assert.equal(b.wie, laag);
    assert.deepEqual(b.deelnemer, {
      ...laag.deelnemer,
      naam: 'Anne Nieuw',
      telefoon: '06-1',
      actief: true,
      afleveringen: [
        { id: 'b2', volgnummer: 2, datum: '2026-03-14', actief: true },
        { id: 'b1', volgnummer: 1, datum: '2025-09-13', actief: true },
      ],
    });
  });

  it("de rij 'Kledingmaat' komt nooit terug: dan een nieuwe persoon", () => {
    const b = beslis(
      stand(),
      inschrijving({ zelfdeAdres: [adres(persoon(1, { b1: true }, { naam: 'Kledingmaat' }))] }),
    );
    assert.equal(b.soort === 'nieuw' && b.deelnemer.nummer, 42);
  });

  it('wie terugkomt, houdt het eigen nummer, ook als de nummers op zijn', () => {
    const b = beslis(
      stand(),
      inschrijving({ zelfdeAdres: [adres(persoon(4, { b1: true }))], nummers: { teller: 9999, hoogste: 9999 } }),
    );
    assert.equal(b.soort === 'terug' && b.deelnemer.nummer, 4);
  });

  it('ook wie terugkomt, gaat door de poort', () => {
    const b = beslis(stand({ aantalActief: 3 }), inschrijving({ zelfdeAdres: [adres(persoon(4, { b1: true }))] }));
    assert.equal(b.soort, 'geweigerd');
  });
});

describe('de beslissing over een plaats van de reservelijst (bevordering)', () => {
  const bevordering = (zelfdeAdres: ZelfdeAdres[], teller = 41) =>
    beslis(
      { laatste: beurs },
      { soort: 'bevordering', invoer, zelfdeAdres, nummers: { teller, hoogste: null }, nieuwId: 'n', now: NU },
    );

  it('kent geen poort: de lijst gaf de plaats, ook bij een gesloten inschrijving', () => {
    assert.equal(bevordering([]).soort, 'nieuw');
  });

  it('wie bekend is, komt terug met het eigen nummer; anders het volgende nummer', () => {
    const bekend = adres(persoon(6, { b1: true }));
    const terug = bevordering([bekend]);
    assert.equal(terug.soort === 'terug' && terug.deelnemer.nummer, 6);
    const nieuw = bevordering([adres(persoon(1, {}, { naam: 'Kledingmaat' }))]);
    assert.equal(nieuw.soort === 'nieuw' && nieuw.deelnemer.nummer, 42);
  });

  it('geeft geen nummer boven 9999', () => {
    assert.deepEqual(bevordering([], 9999), { soort: 'geweigerd', reden: 'nummersOp', melding: NUMMERS_OP });
    const laatste = bevordering([], 9998);
    assert.equal(laatste.soort === 'nieuw' && laatste.deelnemer.nummer, 9999);
  });
});

describe("de beslissing over 'Ik doe weer mee'", () => {
  const weer = (s: Stand, deelnemer: Deelnemer | null) =>
    beslis(s, { soort: 'weerMeedoen', deelnemer, now: new Date('2026-11-28T12:00:00Z') });

  it("kent geen onbekende persoon en niet de rij 'Kledingmaat'", () => {
    assert.deepEqual(weer(stand(), null), { soort: 'onbekend' });
    assert.deepEqual(weer(stand(), persoon(1, {}, { naam: 'Kledingmaat' })), { soort: 'onbekend' });
  });

  it('wie al meedoet, blijft zoals hij is, ook als de inschrijving dicht is', () => {
    const doetMee = persoon(4, { b2: true });
    const dicht = metSettings({ inschrijvingGesloten: true }, { aantalActief: 99 });
    assert.deepEqual(weer(dicht, doetMee), { soort: 'doetAlMee', deelnemer: doetMee });
  });

  it('koppelt aan de huidige beurs, met het eigen nummer en de eigen gegevens, tot en met de laatste plaats', () => {
    const oud = persoon(4, { b1: true });
    const b = weer(stand({ aantalActief: 2 }), oud);
    assert.equal(b.soort, 'terug');
    if (b.soort !== 'terug') return;
    assert.equal(b.wie, oud);
    assert.equal(b.deelnemer.nummer, 4);
    assert.equal(b.deelnemer.naam, 'Persoon 4');
    assert.equal(b.deelnemer.actief, true);
    assert.deepEqual(
      b.deelnemer.afleveringen.map((a) => [a.id, a.actief]),
      [
        ['b2', true],
        ['b1', true],
      ],
    );
  });

  it('een inactieve koppeling aan de beurs wordt weer actief', () => {
    const b = weer(stand(), persoon(4, { b2: false }));
    assert.deepEqual(b.soort === 'terug' && b.deelnemer.afleveringen.map((a) => [a.id, a.actief]), [['b2', true]]);
  });

  it('gaat door de poort van een bezoeker, met dezelfde meldingen', () => {
    const oud = persoon(4, { b1: true });
    assert.deepEqual(weer(stand({ aantalActief: 3 }), oud), { soort: 'geweigerd', reden: 'vol', melding: MAXIMUM });
    assert.deepEqual(weer(metSettings({ inschrijvingGeopend: false }), oud), {
      soort: 'geweigerd',
      reden: 'nietGeopend',
      melding: NIET_GEOPEND,
    });
    assert.deepEqual(weer(metSettings({ inschrijvingGesloten: true }), oud), {
      soort: 'geweigerd',
      reden: 'gesloten',
      melding: GESLOTEN,
    });
  });
});

describe('de beslissing over een plaats op de reservelijst', () => {
  const vol = stand({ aantalActief: 3 });
  const gesloten = metSettings({ inschrijvingGesloten: true });

  it('neemt aan als de inschrijving vol of gesloten is: achteraan de lijst van de huidige beurs', () => {
    for (const s of [vol, gesloten, stand({ aantalActief: 4 })]) {
      assert.deepEqual(beslis(s, reservering()), {
        soort: 'opReservelijst',
        plaats: {
          id: 'plaats-id',
          naam: 'Anne Nieuw',
          email: 'Anne@Voorbeeld.nl ',
          telefoon: '06-1',
          afleveringId: 'b2',
          positie: 5,
          aangemeld: NU.toISOString(),
        },
      });
    }
    const leeg = beslis(
      metSettings({ inschrijvingGesloten: true }, { laatste: null }),
      reservering({ laatstePositie: 0 }),
    );
    assert.deepEqual(leeg.soort === 'opReservelijst' && [leeg.plaats.afleveringId, leeg.plaats.positie], ['', 1]);
  });

  it('weigert zolang er plaats is (ook de laatste), of de inschrijving nog niet geopend is', () => {
    assert.deepEqual(beslis(stand({ aantalActief: 2 }), reservering()), {
      soort: 'geweigerd',
      reden: 'nogPlek',
      melding: NOG_PLEK,
    });
    assert.deepEqual(beslis(metSettings({ inschrijvingGeopend: false }, { aantalActief: 3 }), reservering()), {
      soort: 'geweigerd',
      reden: 'nietGeopend',
      melding: NIET_GEOPEND,
    });
  });

  it('één plaats per adres per beurs, en niet voor wie al ingeschreven is', () => {
    assert.deepEqual(beslis(vol, reservering({ alOpLijst: true })), {
      soort: 'geweigerd',
      reden: 'alOpReservelijst',
      melding: AL_OP_LIJST,
    });
    const ingeschreven = reservering({ zelfdeAdres: [{ deelnemer: persoon(4, { b2: false }) }] });
    assert.deepEqual(beslis(vol, ingeschreven), {
      soort: 'geweigerd',
      reden: 'alIngeschreven',
      melding: RESERVE_AL_INGESCHREVEN,
    });
    // Known only from an earlier fair: welcome on this fair's list.
    const vroeger = reservering({ zelfdeAdres: [{ deelnemer: persoon(4, { b1: true }) }] });
    assert.equal(beslis(vol, vroeger).soort, 'opReservelijst');
  });

  it('de poort gaat voor het adres: wie er nog plek is, hoort dat eerst', () => {
    const b = beslis(stand(), reservering({ alOpLijst: true, zelfdeAdres: [{ deelnemer: persoon(4, { b2: true }) }] }));
    assert.equal((b as { reden: string }).reden, 'nogPlek');
    const c = beslis(vol, reservering({ alOpLijst: true, zelfdeAdres: [{ deelnemer: persoon(4, { b2: true }) }] }));
    assert.equal((c as { reden: string }).reden, 'alOpReservelijst');
  });
});
