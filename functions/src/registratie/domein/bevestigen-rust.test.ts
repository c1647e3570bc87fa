/** When the clock's work for confirming places may rest (bevestigen-rust.ts). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Deelnemer, DeelnemerAflevering } from '../../kern/types';
import { moetHerinneren, moetVrijgeven, type Deelname, type GeldendBevestigen } from './bevestigen';
import { bevestigenRegels, magRusten, volgendMoment, type BevestigenRust } from './bevestigen-rust';

const VOOR = '2027-01-20T18:00:00.000Z';
const BEVESTIGEN: GeldendBevestigen = {
  afleveringId: 'a1',
  voor: VOOR,
  artikelen: null,
  herinneringDagen: 3,
  termijnUren: 48,
  inleverenOp: '2027-02-05T15:00:00.000Z',
};
/** The reminder's first moment for the general deadline: three days before it. */
const HERINNER = '2027-01-17T18:00:00.000Z';
const op = (iso: string) => new Date(iso);

const deelname = (id: string, link: Partial<DeelnemerAflevering> = {}): Deelname => {
  const l: DeelnemerAflevering = { id: 'a1', volgnummer: 1, datum: '2027-02-06', actief: true, ...link };
  return { deelnemer: { id, nummer: 1, afleveringen: [l] } as unknown as Deelnemer, link: l };
};

describe('het volgende moment waarop de klok iets te doen kan hebben', () => {
  it('vóór de herinnering: het begin ervan; daarin: nu; na de deadline: nu (vrijgeven)', () => {
    const mensen = [deelname('anne')];
    assert.equal(volgendMoment(mensen, BEVESTIGEN, op('2027-01-10T00:00:00.000Z')), HERINNER);
    assert.equal(volgendMoment(mensen, BEVESTIGEN, op('2027-01-18T00:00:00.000Z')), '2027-01-18T00:00:00.000Z');
    assert.equal(volgendMoment(mensen, BEVESTIGEN, op('2027-01-21T00:00:00.000Z')), '2027-01-21T00:00:00.000Z');
  });

  it('herinnerd voor deze deadline: de deadline zelf; een eigen, latere termijn telt met zijn eigen herinnering', () => {
    const nu = op('2027-01-18T00:00:00.000Z');
    assert.equal(volgendMoment([deelname('anne', { herinnerd: VOOR })], BEVESTIGEN, nu), VOOR);
    const eigen = '2027-01-25T12:00:00.000Z';
    assert.equal(
      volgendMoment([deelname('anne', { herinnerd: VOOR }), deelname('bas', { termijnTot: eigen })], BEVESTIGEN, nu),
      '2027-01-20T18:00:00.000Z',
    );
    assert.equal(volgendMoment([deelname('bas', { termijnTot: eigen })], BEVESTIGEN, nu), '2027-01-22T12:00:00.000Z');
    // Reminded for the general deadline, then given a later one: that term gets its own reminder.
    const verlengd = deelname('dirk', { herinnerd: VOOR, termijnTot: '2027-01-28T12:00:00.000Z' });
    assert.equal(volgendMoment([verlengd], BEVESTIGEN, op('2027-01-22T00:00:00.000Z')), '2027-01-25T12:00:00.000Z');
  });

  it('wie zijn artikelen al bevestigen, wacht tot de deadline (een artikel weg geeft een nieuwe stempel)', () => {
    const nu = op('2027-01-18T00:00:00.000Z');
    assert.equal(volgendMoment([deelname('anne')], BEVESTIGEN, nu, new Set(['anne'])), VOOR);
  });

  it('niets meer te doen: bevestigd, vrijgegeven, niet actief, of de inlevering is begonnen', () => {
    const nu = op('2027-01-18T00:00:00.000Z');
    const klaar = [
      deelname('a', { bevestigd: '2027-01-02T00:00:00.000Z' }),
      deelname('b', { vrijgegeven: '2027-01-02T00:00:00.000Z' }),
      deelname('c', { actief: false }),
    ];
    assert.equal(volgendMoment(klaar, BEVESTIGEN, nu), null);
    assert.equal(volgendMoment([deelname('d')], BEVESTIGEN, op('2027-02-05T15:00:00.000Z')), null);
  });

  it('rust nooit over iets dat tussen nu en het moment te doen komt (elk uur van januari)', () => {
    const mensen = [
      deelname('anne'),
      deelname('bas', { termijnTot: '2027-01-25T12:00:00.000Z' }),
      deelname('carla', { herinnerd: VOOR }),
      // Reminded for the general deadline, then given a later one: that term gets its own reminder.
      deelname('dirk', { herinnerd: VOOR, termijnTot: '2027-01-28T12:00:00.000Z' }),
    ];
    for (let t = Date.parse('2027-01-01T00:00:00.000Z'); t < Date.parse('2027-02-01T00:00:00.000Z'); t += 3_600_000) {
      const tot = volgendMoment(mensen, BEVESTIGEN, new Date(t));
      const grens = tot === null ? Infinity : Date.parse(tot);
      // Every moment before `tot` (checked each quarter of an hour up to it) has nothing due.
      for (let s = t; s < Math.min(grens, t + 6 * 86_400_000); s += 900_000) {
        const moet = mensen.some(
          ({ link }) => moetHerinneren(link, BEVESTIGEN, new Date(s)) || moetVrijgeven(link, BEVESTIGEN, new Date(s)),
        );
        assert.ok(
          !moet,
          `bij ${new Date(t).toISOString()} tot ${tot}: op ${new Date(s).toISOString()} is iets te doen`,
        );
      }
    }
  });
});

describe('mag de klok rusten', () => {
  const regels = bevestigenRegels(BEVESTIGEN);
  const rust: BevestigenRust = { stempel: 's1', regels, tot: HERINNER };
  const vroeg = op('2027-01-10T00:00:00.000Z');

  it('alleen bij dezelfde stempel en regels, vóór het moment', () => {
    assert.equal(magRusten(rust, 's1', regels, vroeg), true);
    assert.equal(magRusten(rust, 's2', regels, vroeg), false, 'iets gewijzigd');
    assert.equal(magRusten(rust, 's1', bevestigenRegels({ ...BEVESTIGEN, herinneringDagen: 4 }), vroeg), false);
    assert.equal(magRusten(rust, 's1', regels, op(HERINNER)), false, 'het moment is er');
    assert.equal(magRusten({ ...rust, tot: null }, 's1', regels, op('2027-06-01T00:00:00.000Z')), true);
  });

  it('nooit zonder notitie of zonder stempel (SQLite kijkt elke keer)', () => {
    assert.equal(magRusten(null, 's1', regels, vroeg), false);
    assert.equal(magRusten(rust, null, regels, vroeg), false);
  });
});
