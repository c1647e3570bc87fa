/** The rules of confirming a place (issue 53), once for both stores and the screens. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BevestigenInstelling, Deelnemer, DeelnemerAflevering, Settings } from '../../kern/types';
import {
  alsInstelling,
  bevestigenFout,
  bevestigWeigering,
  MELDING_AL_VRIJGEGEVEN,
  MELDING_DOET_NIET_MEE,
  bevestigenStand,
  bevestigenVan,
  bijPlaatsing,
  eigenTermijn,
  type GeldendBevestigen,
  isBevestigd,
  magBevestigen,
  MELDING_GEEN_BEURS,
  MELDING_TERMIJN_VERLEDEN,
  meldingNaInleveren,
  meldingNietLater,
  metBevestiging,
  metVrijgave,
  moetHerinneren,
  moetVrijgeven,
  naBeheerdersOpslag,
  REDEN_NIET_BEVESTIGD,
  teHerinneren,
  termijnFout,
  vrijgevenOp,
  vrijTeGeven,
} from './bevestigen';

const VOOR = '2027-01-20T18:00:00.000Z';
const UUR = 3_600_000;
const na = (ms: number) => new Date(Date.parse(VOOR) + ms);
/** The fair on Saturday 30 January 2027: the drop-off begins on Friday 29th at 16:30 (winter time). */
const BEURS = { id: 'b1', datum: '2027-01-30' };
const INLEVEREN = '2027-01-29T15:30:00.000Z';
const opgeslagen = (bevestigen: BevestigenInstelling): Pick<Settings, 'toewijzing'> => ({
  toewijzing: { opentOp: null, voorrang: { vrijwilligers: null, terugkerend: null }, toegepast: null, bevestigen },
});
/** The setting as it holds for the fair BEURS. */
const settings = (artikelen: number | null = 2): GeldendBevestigen =>
  bevestigenVan(
    opgeslagen({ afleveringId: 'b1', voor: VOOR, artikelen, herinneringDagen: 3, termijnUren: 48 }),
    BEURS,
  )!;
const UIT = null;
const link = (extra: Partial<DeelnemerAflevering> = {}): DeelnemerAflevering => ({
  id: 'b1',
  volgnummer: 1,
  datum: '2027-01-30',
  actief: true,
  ...extra,
});
const persoon = (nummer: number, extra: Partial<DeelnemerAflevering> = {}): Deelnemer => ({
  id: `p${nummer}`,
  nummer,
  naam: `P ${nummer}`,
  email: `p${nummer}@voorbeeld.nl`,
  telefoon: '',
  actief: true,
  vrijwilligerVrijdag: false,
  vrijwilligerZaterdag: false,
  afleveringen: [link(extra)],
  aangemeld: '2027-01-01T00:00:00.000Z',
});

describe('bevestigen', () => {
  it('bevestigd: de knop of de beheerder, of genoeg artikelen als die online ingevoerd worden', () => {
    assert.equal(isBevestigd(link(), 0, settings(), true), false);
    assert.equal(isBevestigd(link({ bevestigd: VOOR }), 0, settings(), false), true);
    assert.equal(isBevestigd(link(), 2, settings(), true), true);
    assert.equal(isBevestigd(link(), 2, settings(), false), false, 'zonder online invoeren tellen artikelen niet');
    assert.equal(isBevestigd(link(), 50, settings(null), true), false, 'null: alleen de knop');
    assert.equal(isBevestigd(link(), 0, UIT, true), true, 'uit: niemand hoeft');
  });

  it('vrijgeven op: de eigen termijn, anders de algemene; niets als bevestigd, niet meer mee of al vrijgegeven', () => {
    assert.equal(vrijgevenOp(link(), settings()), VOOR);
    assert.equal(vrijgevenOp(link({ termijnTot: na(UUR).toISOString() }), settings()), na(UUR).toISOString());
    assert.equal(vrijgevenOp(link({ bevestigd: VOOR }), settings()), null);
    assert.equal(vrijgevenOp(link({ actief: false }), settings()), null);
    assert.equal(vrijgevenOp(link({ vrijgegeven: VOOR }), settings()), null);
    assert.equal(vrijgevenOp(link(), UIT), null);
  });

  it('herinneren: vanaf de dagen vooraf tot de deadline, één keer per termijn', () => {
    assert.equal(moetHerinneren(link(), settings(), na(-3 * 24 * UUR - 1)), false);
    assert.equal(moetHerinneren(link(), settings(), na(-3 * 24 * UUR)), true);
    assert.equal(moetHerinneren(link({ herinnerd: VOOR }), settings(), na(-UUR)), false);
    assert.equal(
      moetHerinneren(link({ herinnerd: VOOR, termijnTot: na(UUR).toISOString() }), settings(), na(-UUR)),
      true,
    );
    assert.equal(moetHerinneren(link(), settings(), na(0)), false, 'op de deadline: vrijgeven, geen herinnering');
    assert.equal(moetHerinneren(link(), settings(), na(-UUR), true), false, 'de artikelen bevestigen al');
  });

  it('vrijgeven: op en na de deadline, op nummer; wie al vrij is of bevestigde niet', () => {
    assert.equal(moetVrijgeven(link(), settings(), na(-1)), false);
    assert.equal(moetVrijgeven(link(), settings(), na(0)), true);
    assert.equal(moetVrijgeven(link(), settings(), na(100 * UUR)), true, 'na een storing');
    const mensen = [persoon(3), persoon(1), persoon(2, { bevestigd: VOOR }), persoon(4, { vrijgegeven: VOOR })];
    const deelnames = mensen.map((d) => ({ deelnemer: d, link: d.afleveringen[0]! }));
    assert.deepEqual(
      vrijTeGeven(deelnames, settings(), na(0)).map((d) => d.deelnemer.nummer),
      [1, 3],
    );
    assert.deepEqual(
      vrijTeGeven(deelnames, settings(), na(0), (d) => d.nummer === 1).map((d) => d.deelnemer.nummer),
      [3],
    );
    assert.equal(teHerinneren(deelnames, settings(), na(-UUR)).length, 2);
  });

  it('vrijgave: de koppeling niet meer actief, met wanneer en waarom', () => {
    const d = metVrijgave(persoon(1), 'b1', na(0));
    assert.equal(d.actief, false);
    assert.deepEqual(d.afleveringen[0], {
      ...link(),
      actief: false,
      vrijgegeven: VOOR,
      vrijgegevenReden: REDEN_NIET_BEVESTIGD,
    });
    assert.equal(metBevestiging(persoon(1, { bevestigd: 'eerst' }), 'b1', na(0)).afleveringen[0]!.bevestigd, 'eerst');
  });

  it('plaatsing: vóór de deadline de algemene; erna een eigen termijn, de herinnering zit dan in de mail', () => {
    const oud = persoon(1, { bevestigd: 'x', vrijgegeven: 'y', vrijgegevenReden: 'z', herinnerd: 'h' });
    assert.deepEqual(bijPlaatsing(oud, 'b1', settings(), na(-48 * UUR)).afleveringen[0], link());
    const eigen = bijPlaatsing(persoon(1), 'b1', settings(), na(UUR)).afleveringen[0]!;
    assert.equal(eigen.termijnTot, na(49 * UUR).toISOString());
    assert.equal(eigen.herinnerd, eigen.termijnTot);
    assert.deepEqual(bijPlaatsing(persoon(1), 'b1', UIT, na(UUR)).afleveringen[0], link());
  });

  it('het opslaan van de beheerder houdt de markeringen; de instelling en het overzicht', () => {
    const oud = [link({ bevestigd: VOOR, termijnTot: 'T' })];
    assert.deepEqual(naBeheerdersOpslag(oud, { actief: false, afleveringen: [link({ actief: false })] }, 'b1', na(0)), {
      actief: false,
      afleveringen: [link({ actief: false, bevestigd: VOOR, termijnTot: 'T' })],
    });
    const inst = alsInstelling(settings())!;
    assert.deepEqual(bevestigenFout({ ...inst }, null, BEURS, na(1)), {
      melding: 'Kies een tijd in de toekomst.',
      veld: 'voor',
    });
    assert.equal(bevestigenFout({ ...inst }, settings(), BEURS, na(1)), null, 'dezelfde deadline mag blijven staan');
    assert.equal(bevestigenFout(null, settings(), BEURS, na(1)), null);
    assert.deepEqual(bevestigenStand(persoon(1), 'b1', settings(), 0, false), { bevestigd: false, vrijgevenOp: VOOR });
    assert.deepEqual(bevestigenStand(persoon(1), 'b1', settings(), 3, true), { bevestigd: true, vrijgevenOp: null });
    assert.deepEqual(bevestigenStand(persoon(1), 'ander', settings(), 0, false), {
      bevestigd: false,
      vrijgevenOp: null,
    });
  });

  it('de instelling geldt alleen voor de beurs waarvoor ze is gezet', () => {
    const bewaard = { voor: VOOR, artikelen: null, herinneringDagen: 3, termijnUren: 48 };
    assert.equal(bevestigenVan(opgeslagen(bewaard), BEURS), null, 'zonder beurs: uit');
    assert.equal(bevestigenVan(opgeslagen({ ...bewaard, afleveringId: 'b0' }), BEURS), null, 'vorige beurs: uit');
    assert.equal(bevestigenVan(opgeslagen({ ...bewaard, afleveringId: 'b1' }), null), null);
    assert.equal(settings().inleverenOp, INLEVEREN);
    assert.deepEqual(alsInstelling(settings(null)), bewaard);
  });

  it('vanaf het inleveren: geen herinnering en geen vrijgave meer; geen termijn loopt erna door', () => {
    const inleveren = Date.parse(INLEVEREN) - Date.parse(VOOR);
    assert.equal(moetVrijgeven(link(), settings(), na(inleveren - 1)), true, 'na een storing, vóór het inleveren');
    assert.equal(moetVrijgeven(link(), settings(), na(inleveren)), false);
    assert.equal(vrijgevenOp(link({ termijnTot: INLEVEREN }), settings()), null, 'tot het inleveren: nooit vrij');
    assert.equal(moetHerinneren(link({ termijnTot: INLEVEREN }), settings(), na(inleveren - UUR)), false);
    // Promoted six hours before the drop-off: the 48 hours stop there.
    assert.equal(eigenTermijn(settings(), na(inleveren - 6 * UUR)), INLEVEREN);
    const laat = bijPlaatsing(persoon(1), 'b1', settings(), na(inleveren + UUR)).afleveringen[0]!;
    assert.equal(laat.termijnTot, INLEVEREN);
    assert.equal(vrijgevenOp(laat, settings()), null);
  });

  it('kort vóór de deadline geplaatst: de volle termijn, niet alleen wat er rest', () => {
    assert.equal(eigenTermijn(settings(), na(-48 * UUR)), null, 'de deadline geeft de volle 48 uur');
    assert.equal(eigenTermijn(settings(), na(-UUR)), na(47 * UUR).toISOString());
    assert.equal(
      bijPlaatsing(persoon(1), 'b1', settings(), na(-UUR)).afleveringen[0]!.termijnTot,
      na(47 * UUR).toISOString(),
    );
  });

  it('na de deadline weigert de eigen bevestiging; de beheerder of de artikelen mogen', () => {
    assert.equal(magBevestigen(link(), settings(), na(-1), false), true);
    assert.equal(magBevestigen(link(), settings(), na(0), false), false);
    assert.equal(magBevestigen(link(), settings(), na(0), true), true);
    assert.equal(magBevestigen(link(), UIT, na(0), false), true);
  });

  it('verlengen: in de toekomst, later dan de termijn nu, vóór het inleveren', () => {
    assert.deepEqual(termijnFout(link(), settings(), na(-UUR).toISOString(), na(-2 * UUR)), {
      melding: meldingNietLater(VOOR),
      veld: 'tot',
    });
    const eigen = link({ termijnTot: na(10 * UUR).toISOString() });
    assert.equal(
      termijnFout(eigen, settings(), na(5 * UUR).toISOString(), na(0))?.melding,
      meldingNietLater(eigen.termijnTot!),
    );
    assert.equal(
      termijnFout(eigen, settings(), na(5 * UUR).toISOString(), na(6 * UUR))?.melding,
      MELDING_TERMIJN_VERLEDEN,
    );
    assert.equal(termijnFout(eigen, settings(), INLEVEREN, na(0))?.melding, meldingNaInleveren(INLEVEREN));
    assert.equal(termijnFout(eigen, settings(), na(11 * UUR).toISOString(), na(0)), null);
  });

  it('de deadline van de instelling ligt vóór het inleveren van de beurs', () => {
    const inst = { voor: INLEVEREN, artikelen: 1, herinneringDagen: 3, termijnUren: 48 };
    assert.deepEqual(bevestigenFout(inst, null, BEURS, na(0)), {
      melding: meldingNaInleveren(INLEVEREN),
      veld: 'voor',
    });
    assert.equal(bevestigenFout({ ...inst, voor: na(UUR).toISOString() }, null, BEURS, na(0)), null);
    assert.deepEqual(bevestigenFout(inst, null, null, na(0)), { melding: MELDING_GEEN_BEURS, veld: 'voor' });
    // The same deadline again, but set for the last fair: set anew, so it must lie ahead.
    assert.equal(
      bevestigenFout({ ...inst, voor: VOOR }, null, BEURS, na(UUR))?.melding,
      'Kies een tijd in de toekomst.',
    );
  });

  describe('het opslaan van de beheerder', () => {
    const opslag = (oud: DeelnemerAflevering[], nieuw: DeelnemerAflevering, huidige = 'b1') =>
      naBeheerdersOpslag(oud, { actief: nieuw.actief, afleveringen: [nieuw] }, huidige, na(UUR));
    const vrij = link({ actief: false, vrijgegeven: VOOR, vrijgegevenReden: REDEN_NIET_BEVESTIGD });

    it('Actief aangezet na de deadline telt als bevestigd door de beheerder', () => {
      const uit = opslag([link({ actief: false })], link());
      assert.deepEqual(uit, { actief: true, afleveringen: [link({ bevestigd: na(UUR).toISOString() })] });
      assert.equal(vrijgevenOp(uit.afleveringen[0]!, settings()), null);
      // A new link to the current fair alike; an earlier fair's link is no place to confirm.
      assert.equal(opslag([], link()).afleveringen[0]!.bevestigd, na(UUR).toISOString());
      assert.equal(opslag([link({ actief: false })], link(), 'b2').afleveringen[0]!.bevestigd, undefined);
      // Already on, or confirmed before: nothing changes.
      assert.equal(opslag([link()], link()).afleveringen[0]!.bevestigd, undefined);
      assert.equal(opslag([link({ actief: false, bevestigd: 'eerst' })], link()).afleveringen[0]!.bevestigd, 'eerst');
    });

    it('een verouderde rij zet een vrijgegeven plek niet terug; wie de vrijgave zag, wel', () => {
      const oud = opslag([vrij], link());
      assert.deepEqual(oud, { actief: false, afleveringen: [vrij] });
      const bewust = opslag([vrij], link({ vrijgegeven: VOOR }));
      assert.equal(bewust.actief, true);
      assert.equal(bewust.afleveringen[0]!.actief, true);
      assert.equal(bewust.afleveringen[0]!.vrijgegeven, VOOR, 'de vrijgave blijft zichtbaar');
      assert.equal(bewust.afleveringen[0]!.bevestigd, na(UUR).toISOString());
      // A mark the request invents is not taken: only the stored one.
      assert.equal(
        opslag([link({ actief: false })], link({ vrijgegeven: VOOR })).afleveringen[0]!.vrijgegeven,
        undefined,
      );
    });
  });

  it('bevestigen van een vrijgegeven plek zegt dat; van wie niet meedoet, dat', () => {
    const d = (a: Partial<DeelnemerAflevering>) => ({ afleveringen: [link(a)] });
    assert.equal(bevestigWeigering(d({}), 'b1'), null);
    assert.equal(bevestigWeigering(d({ actief: false, vrijgegeven: VOOR }), 'b1'), MELDING_AL_VRIJGEGEVEN);
    assert.equal(bevestigWeigering(d({ actief: false }), 'b1'), MELDING_DOET_NIET_MEE);
    assert.equal(bevestigWeigering(d({}), 'b2'), MELDING_DOET_NIET_MEE);
  });
});
