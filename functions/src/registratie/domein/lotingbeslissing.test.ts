import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  beslisAanvraag,
  beslisToepassing,
  beslisVastleggen,
  MELDING_AL_AANGEVRAAGD,
  MELDING_AL_GETROKKEN,
  MELDING_GEEN_LOTING,
  MELDING_LOTING_GESLOTEN,
  nieuweLoting,
  uitslagVan,
  volgendeStap,
  vrijePlaatsenVoor,
  type LotingAanvraag,
} from './lotingbeslissing';
import { trekLoting } from './loting';
import type { Stand } from './beslissing';
import type { Aflevering, Deelnemer, Settings } from '../../kern/types';

const SLUIT_OP = '2026-01-10T20:00:00.000Z';
const voor = new Date('2026-01-09T20:00:00.000Z');
const na = new Date(SLUIT_OP);
const laatste: Aflevering = { id: 'b2', volgnummer: 2, datum: '2026-03-14' } as Aflevering;
const settings: Settings = {
  maximumAantalDeelnemers: 2,
  inschrijvingGeopend: true,
  inschrijvingGesloten: false,
  toewijzing: {
    opentOp: null,
    voorrang: { vrijwilligers: null, terugkerend: null },
    toegepast: null,
    wijze: 'loting',
    loting: { sluitOp: SLUIT_OP },
  },
};
const stand: Stand = { settings, aantalActief: 5, laatste, beursEmail: 'beurs@voorbeeld.nl' };
const staat = nieuweLoting('b2', 'z'.repeat(64), 'h');
const invoer = { naam: 'Anne', email: 'anne@voorbeeld.nl', telefoon: '' };
const verzoek = { invoer, staat, alAangevraagd: false, zelfdeAdres: [], nieuwId: 'a1', now: voor };

const aanvraag = (id: string): LotingAanvraag => ({
  ...invoer,
  id,
  afleveringId: 'b2',
  aangemeld: voor.toISOString(),
  uitkomst: null,
  reservePositie: null,
});

describe('lotingbeslissing', () => {
  it('een aanvraag: ook als het maximum bereikt is, niet zonder loting, niet na sluitOp, één per adres', () => {
    const ja = beslisAanvraag(stand, verzoek);
    assert.equal(ja.soort, 'aanvraag');
    const zonder = beslisAanvraag({ ...stand, settings: { ...settings, toewijzing: undefined } }, verzoek);
    assert.deepEqual(zonder.soort === 'geweigerd' && zonder.melding, MELDING_GEEN_LOTING);
    const laat = beslisAanvraag(stand, { ...verzoek, now: na });
    assert.deepEqual(laat.soort === 'geweigerd' && laat.melding, MELDING_LOTING_GESLOTEN(SLUIT_OP));
    const getrokken = beslisAanvraag(stand, { ...verzoek, staat: { ...staat, volgorde: [] } });
    assert.deepEqual(getrokken.soort === 'geweigerd' && getrokken.melding, MELDING_AL_GETROKKEN);
    const twee = beslisAanvraag(stand, { ...verzoek, alAangevraagd: true });
    assert.deepEqual(twee.soort === 'geweigerd' && twee.melding, MELDING_AL_AANGEVRAAGD);
  });

  it('de volgorde ligt vast na sluitOp, één keer, met precies de opgeslagen aanvragen', () => {
    const plan = { lijstHash: 'l', volgorde: ['b', 'a'] };
    assert.equal(beslisVastleggen(stand, { staat, aanvragen: ['a', 'b'], plan, now: voor }).soort, 'geweigerd');
    const vast = beslisVastleggen({ ...stand, aantalActief: 0 }, { staat, aanvragen: ['a', 'b'], plan, now: na });
    assert.equal(vast.soort, 'vast');
    if (vast.soort !== 'vast') return;
    assert.equal(vast.staat.vrijePlaatsen, 2);
    assert.equal(beslisVastleggen(stand, { staat: vast.staat, aanvragen: [], plan, now: na }).soort, 'alVast');
    assert.throws(() => beslisVastleggen(stand, { staat, aanvragen: ['a', 'c'], plan, now: na }));
    assert.deepEqual(volgendeStap({ ...vast.staat, toegepast: 1 }, 10), ['a']);
  });

  it('binnen de vrije plaatsen ingeschreven (een terugkerende verkoper houdt zijn nummer), daarna de reservelijst', () => {
    const oud = {
      id: 'd7',
      nummer: 7,
      naam: 'Anne',
      email: invoer.email,
      telefoon: '',
      actief: true,
      vrijwilligerVrijdag: false,
      vrijwilligerZaterdag: false,
      afleveringen: [{ id: 'b1', volgnummer: 1, datum: '2025-10-04', actief: true }],
      aangemeld: '2025-09-01T10:00:00.000Z',
    } as Deelnemer;
    const basis = { aanvraag: aanvraag('x'), vrijePlaatsen: 1, nummers: { teller: 9, hoogste: 9 }, laatstePositie: 4 };
    const terug = beslisToepassing(laatste, {
      ...basis,
      index: 0,
      zelfdeAdres: [{ deelnemer: oud, laatsteBevestiging: oud.aangemeld }],
      nieuwId: 'n',
      now: na,
    });
    assert.ok(terug.soort === 'geplaatst' && terug.beslissing.deelnemer.nummer === 7);
    const nieuw = beslisToepassing(laatste, { ...basis, index: 0, zelfdeAdres: [], nieuwId: 'n', now: na });
    assert.ok(nieuw.soort === 'geplaatst' && nieuw.beslissing.deelnemer.nummer === 10);
    const reserve = beslisToepassing(laatste, { ...basis, index: 1, zelfdeAdres: [], nieuwId: 'n', now: na });
    assert.ok(reserve.soort === 'reserve' && reserve.plaats.positie === 5 && reserve.plaats.id === 'x');
  });

  it('de uitslag is die van de formule', async () => {
    const trekking = await trekLoting({
      zaad: staat.zaad,
      aanvragen: ['a', 'b', 'c'],
      vrijePlaatsen: vrijePlaatsenVoor(settings, 1),
    });
    const uitslag = uitslagVan({
      ...staat,
      lijstHash: trekking.lijstHash,
      volgorde: trekking.uitslag.map((r) => r.aanvraag),
      vrijePlaatsen: 1,
    });
    assert.deepEqual(uitslag, trekking.uitslag);
  });
});
