/**
 * Store contract: who gets a place when (issue 52). The opening at a set time lets visitors in
 * from the moment itself, before anyone or any timer sets the switch, and names the time
 * before it; the volunteers' and the returning sellers' early rounds let their own people in
 * from their own time; early places count toward the maximum; the settings keep the times
 * through every other change of the gate.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MELDING_MAXIMUM, MELDING_NIET_GEOPEND } from '../../domein/registratie';
import { meldingOpentOp, voerGeplandeOpeningUit } from '../../domein/toewijzing';
import type { Toewijzing } from '../../../kern/types';
import type { AfleveringenStore, PubliekStore } from '../../../seizoen/store/port';
import type { DeelnemersStore, InstellingenStore } from '../port';
import { ALS_BEHEERDER, persoon } from './fixtures';
import { at, weigert, type ContractUse } from '../../../platform/testing/contract';

type Poorten = DeelnemersStore & InstellingenStore & PubliekStore & AfleveringenStore;

const UUR = 60 * 60 * 1000;
/** The public opening, an hour after T0; the volunteers from T0, the returning sellers half an hour later. */
const OPENING = at(UUR);
const toewijzing = (voorrang: Partial<Toewijzing['voorrang']> = {}): Toewijzing => ({
  opentOp: OPENING.toISOString(),
  voorrang: { vrijwilligers: null, terugkerend: null, ...voorrang },
  toegepast: null,
});
const bezoeker = (now: Date) => ({ bypassGate: false, now });

export function toewijzingContract({ store }: ContractUse<Poorten>): void {
  /** A fair with the registration not switched on, opening by itself at OPENING. */
  const gepland = async (voorrang: Partial<Toewijzing['voorrang']> = {}, maximumAantalDeelnemers = 10) => {
    await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
    return store.wijzigInstellingen({
      inschrijvingGeopend: false,
      inschrijvingGesloten: false,
      maximumAantalDeelnemers,
      toewijzing: toewijzing(voorrang),
    });
  };

  describe('toewijzing: de opening op een ingestelde tijd', () => {
    it('vóór het moment noemt de weigering de tijd; vanaf het moment is de inschrijving open zonder schakelaar', async () => {
      await gepland();
      await weigert(
        store.schrijfIn(persoon(1), bezoeker(at(UUR - 1))),
        'conflict',
        meldingOpentOp(OPENING.toISOString()),
      );
      assert.equal(await store.telActief(), 0);
      const eerste = await store.schrijfIn(persoon(1), bezoeker(OPENING));
      assert.equal(eerste.afleveringen[0]?.actief, true);
      assert.equal(await store.telActief(), 1);
      // Nobody switched it: the switch is still off, the moment not yet carried out.
      const settings = await store.leesInstellingen();
      assert.equal(settings.inschrijvingGeopend, false);
      assert.deepEqual(settings.toewijzing, toewijzing());
    });

    it('uitgevoerd zet de schakelaar één keer; daarna werkt uitzetten meteen en blijft het dicht', async () => {
      await gepland();
      // Decided on the settings as the transaction reads them (a function patch).
      const na = await store.wijzigInstellingen((voor) => voerGeplandeOpeningUit(voor, OPENING));
      assert.equal(na.inschrijvingGeopend, true);
      assert.equal(na.toewijzing?.toegepast, OPENING.toISOString());
      assert.deepEqual(await store.wijzigInstellingen((voor) => voerGeplandeOpeningUit(voor, at(2 * UUR))), na);
      // A request that arrived before the moment and is decided after the switch went on: refused.
      await weigert(
        store.schrijfIn(persoon(3), bezoeker(at(UUR - 1))),
        'conflict',
        meldingOpentOp(OPENING.toISOString()),
      );
      assert.equal((await store.schrijfIn(persoon(4), bezoeker(OPENING))).afleveringen[0]?.actief, true);
      // The administrator closes it again: the moment, consumed, does not reopen it.
      await store.wijzigInstellingen({ inschrijvingGeopend: false });
      await weigert(store.schrijfIn(persoon(2), bezoeker(at(2 * UUR))), 'conflict', MELDING_NIET_GEOPEND);
    });

    it("'Inschrijving gesloten' gaat voor de opening op tijd", async () => {
      await gepland();
      await store.wijzigInstellingen({ inschrijvingGesloten: true });
      const fout = await store.schrijfIn(persoon(1), bezoeker(at(2 * UUR))).catch((e: Error) => e.message);
      assert.match(String(fout), /gesloten/);
      assert.equal(await store.telActief(), 0);
    });

    it('de tijden blijven bewaard bij elke andere wijziging van de instellingen', async () => {
      await gepland({ vrijwilligers: at(0).toISOString() });
      await store.wijzigInstellingen({ maximumAantalDeelnemers: 3 });
      await store.wijzigInstellingen({ inschrijvingGesloten: true });
      await store.wijzigInstellingen({ inschrijvingGesloten: false });
      const settings = await store.leesInstellingen();
      assert.deepEqual(settings.toewijzing, toewijzing({ vrijwilligers: at(0).toISOString() }));
      assert.deepEqual((await store.leesPubliekeStaat()).settings.toewijzing, settings.toewijzing);
    });
  });

  describe('toewijzing: de voorrangsrondes', () => {
    it('een vrijwilliger schrijft zich in vanaf de eigen ronde; een ander niet; de plaats telt mee voor het maximum', async () => {
      await gepland({ vrijwilligers: at(10 * 60 * 1000).toISOString() }, 1);
      const vrijwilliger = { ...bezoeker(at(20 * 60 * 1000)), voorrang: 'vrijwilligers' as const };
      // Before the round: not yet, also for a volunteer.
      await weigert(
        store.schrijfIn(persoon(1), { ...vrijwilliger, now: at(5 * 60 * 1000) }),
        'conflict',
        meldingOpentOp(OPENING.toISOString()),
      );
      const vroeg = await store.schrijfIn(persoon(1), vrijwilliger);
      assert.equal(vroeg.afleveringen[0]?.actief, true);
      await weigert(
        store.schrijfIn(persoon(2), bezoeker(at(20 * 60 * 1000))),
        'conflict',
        meldingOpentOp(OPENING.toISOString()),
      );
      // At the opening the one place is gone: the early one counted.
      await weigert(store.schrijfIn(persoon(3), bezoeker(OPENING)), 'conflict', MELDING_MAXIMUM);
      assert.equal(await store.telActief(), 1);
    });

    it("wie aan een van de twee vorige beurzen meedeed, doet vanaf de eigen ronde weer mee via 'Ik doe weer mee'", async () => {
      // Three fairs back (volgnummer 1), one back (3): only the second is a returning seller now.
      await store.bewaarAflevering({ volgnummer: 1, datum: '2025-03-15' });
      const oud = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      await store.bewaarAflevering({ volgnummer: 2, datum: '2025-10-11' });
      await store.bewaarAflevering({ volgnummer: 3, datum: '2026-03-14' });
      const recent = await store.schrijfIn(persoon(2), ALS_BEHEERDER);
      await store.bewaarAflevering({ volgnummer: 4, datum: '2026-10-10' });
      await store.wijzigInstellingen({
        inschrijvingGeopend: false,
        inschrijvingGesloten: false,
        maximumAantalDeelnemers: 10,
        toewijzing: toewijzing({ terugkerend: at(30 * 60 * 1000).toISOString() }),
      });

      const wacht = meldingOpentOp(OPENING.toISOString());
      await weigert(store.weerMeedoen(recent.id, { now: at(29 * 60 * 1000) }), 'conflict', wacht);
      const terug = await store.weerMeedoen(recent.id, { now: at(30 * 60 * 1000) });
      assert.equal(terug.nummer, recent.nummer);
      assert.equal(terug.afleveringen[0]?.volgnummer, 4);
      await weigert(store.weerMeedoen(oud.id, { now: at(30 * 60 * 1000) }), 'conflict', wacht);
      // Through the form a returning seller has no early round: the link is theirs.
      await weigert(store.schrijfIn(persoon(1), bezoeker(at(30 * 60 * 1000))), 'conflict', wacht);
      // From the public opening everyone who is left comes in.
      assert.equal((await store.weerMeedoen(oud.id, { now: OPENING })).nummer, oud.nummer);
      assert.equal(await store.telActief(), 2);
    });
  });
}
