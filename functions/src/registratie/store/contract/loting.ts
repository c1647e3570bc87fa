/**
 * Store contract: the draw (issue 52 part 3). Applying while the window is open, once per
 * address; the order fixed once, after the window, from exactly the applications stored, equal
 * to the published formula; the first up to the free places registered (a returning seller with
 * their own number), the rest on the reserve list in draw order; a second run changes nothing
 * and mails nothing twice; a step that fails halfway leaves nothing, and the next run finishes.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MELDING_AL_INGESCHREVEN } from '../../domein/dubbel';
import { lijstHashVan, lotingVolgorde, trekLoting, zaadHashVan } from '../../domein/loting';
import {
  MELDING_AL_AANGEVRAAGD,
  MELDING_GEEN_LOTING,
  MELDING_LOTING_GESLOTEN,
  MELDING_LOTING_NOG_OPEN,
  type LotingAanvraag,
} from '../../domein/lotingbeslissing';
import { MELDING_NIET_GEOPEND } from '../../domein/registratie';
import { GEEN_TOEWIJZING } from '../../domein/toewijzing';
import type { ReservePlaats } from '../../domein/reservelijst';
import type { Deelnemer, MailBericht } from '../../../kern/types';
import type { OutboxStore } from '../../../mail/store/port';
import type { AfleveringenStore, PubliekStore } from '../../../seizoen/store/port';
import type { DeelnemersStore, InstellingenStore, LotingStore, ReservelijstStore } from '../port';
import { persoon } from './fixtures';
import { at, weigert, type ContractUse } from '../../../platform/testing/contract';

type Poorten = DeelnemersStore &
  InstellingenStore &
  PubliekStore &
  AfleveringenStore &
  ReservelijstStore &
  LotingStore &
  OutboxStore;

const UUR = 60 * 60 * 1000;
const SLUIT_OP = at(2 * UUR);
const ZAAD = 'a'.repeat(64);

const aanvraagMail = (a: LotingAanvraag): MailBericht => ({
  to: a.email,
  subject: 'Je aanvraag is binnen',
  text: `Je aanvraag ${a.id}`,
  html: `<p>${a.id}</p>`,
});
const geplaatstMail = (d: Deelnemer, a: LotingAanvraag): MailBericht => ({
  to: d.email,
  subject: `Ingeloot: nummer ${d.nummer}`,
  text: a.id,
  html: `<p>${a.id}</p>`,
});
const reserveMail = (p: ReservePlaats, a: LotingAanvraag): MailBericht => ({
  to: p.email,
  subject: `Reservelijst plaats ${p.positie}`,
  text: a.id,
  html: `<p>${a.id}</p>`,
});

export function lotingContract({ store }: ContractUse<Poorten>): void {
  /** A fair in a lottery for `plaatsen` places, open now, closing at SLUIT_OP. */
  const metLoting = async (plaatsen: number, nieuweBeurs = true) => {
    if (nieuweBeurs) await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
    await store.wijzigInstellingen({
      inschrijvingGeopend: true,
      inschrijvingGesloten: false,
      maximumAantalDeelnemers: plaatsen,
      toewijzing: { ...GEEN_TOEWIJZING, wijze: 'loting', loting: { sluitOp: SLUIT_OP.toISOString() } },
    });
    return store.maakLoting(ZAAD, await zaadHashVan(ZAAD));
  };
  const vraagAan = (i: number, ms = 1) => store.vraagAan(persoon(i), { now: at(ms), mail: aanvraagMail });

  /** What the draw use case does: the order by the formula, fixed once, carried out in steps of `max`. */
  const trek = async (max = 1000, now = SLUIT_OP) => {
    const { staat, aanvragen } = await store.leesLoting();
    const ids = aanvragen.map((a) => a.id);
    const lijstHash = await lijstHashVan(ids);
    const vast = await store.legLotingVast(
      { lijstHash, volgorde: await lotingVolgorde(staat!.zaad, lijstHash, ids) },
      now,
    );
    let stap = await store.pasLotingToe({ now, max, mail: geplaatstMail, reserveMail });
    while (!stap.klaar) stap = await store.pasLotingToe({ now, max, mail: geplaatstMail, reserveMail });
    return vast;
  };
  const mailsMet = async (begin: string) =>
    (await store.leesMails()).filter((m) => m.subject.startsWith(begin)).map((m) => m.to);

  describe('loting: aanvragen en trekken', () => {
    it('aanvragen kan alleen met loting, als het open is, vóór sluitOp en één keer per adres', async () => {
      await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      await weigert(vraagAan(1), 'conflict', MELDING_GEEN_LOTING);
      const eerste = await metLoting(2, false);
      assert.equal(eerste.zaadHash, await zaadHashVan(ZAAD));
      // A second zaad does not replace the first: its hash is public.
      const tweede = await store.maakLoting('b'.repeat(64), await zaadHashVan('b'.repeat(64)));
      assert.equal(tweede.zaad, ZAAD);

      const aanvraag = await vraagAan(1);
      assert.equal(aanvraag.uitkomst, null);
      await weigert(
        store.vraagAan({ ...persoon(9), email: ' VERKOPER1@voorbeeld.NL ' }, { now: at(2), mail: aanvraagMail }),
        'conflict',
        MELDING_AL_AANGEVRAAGD,
      );
      await store.schrijfIn(persoon(5), { bypassGate: true, now: at(3) });
      await weigert(vraagAan(5), 'conflict', MELDING_AL_INGESCHREVEN);
      await weigert(vraagAan(2, 2 * UUR), 'conflict', MELDING_LOTING_GESLOTEN(SLUIT_OP.toISOString()));
      await store.wijzigInstellingen({ inschrijvingGeopend: false });
      await weigert(vraagAan(3), 'conflict', MELDING_NIET_GEOPEND);

      const { staat, aanvragen } = await store.leesLoting();
      assert.equal(staat?.volgorde, null);
      assert.deepEqual(
        aanvragen.map((a) => a.id),
        [aanvraag.id],
      );
      // Nobody was registered by applying; the mail carries the applicant's own aanvraag.
      assert.equal(await store.telActief(), 1);
      const mails = (await store.leesMails()).filter((m) => m.subject === 'Je aanvraag is binnen');
      assert.deepEqual(
        mails.map((m) => m.text),
        [`Je aanvraag ${aanvraag.id}`],
      );
    });

    it('de volgorde is die van de formule; de eersten krijgen een plaats, de rest de reservelijst op volgorde', async () => {
      // A seller of an earlier fair, who applies again for this one and keeps their number.
      await store.bewaarAflevering({ volgnummer: 0, datum: '2025-10-04' });
      const oud = await store.schrijfIn(persoon(4), { bypassGate: true, now: at(0) });
      await metLoting(3);
      for (let i = 1; i <= 6; i++) await vraagAan(i, i);
      await weigert(
        store.legLotingVast({ lijstHash: '', volgorde: [] }, at(UUR)),
        'conflict',
        MELDING_LOTING_NOG_OPEN(SLUIT_OP.toISOString()),
      );

      const vast = await trek();
      const { aanvragen } = await store.leesLoting();
      const formule = await trekLoting({ zaad: ZAAD, aanvragen: aanvragen.map((a) => a.id), vrijePlaatsen: 3 });
      assert.deepEqual(
        vast.volgorde,
        formule.uitslag.map((r) => r.aanvraag),
      );
      assert.equal(vast.lijstHash, formule.lijstHash);
      assert.equal(vast.vrijePlaatsen, 3);

      const perId = new Map(aanvragen.map((a) => [a.id, a]));
      const inOrde = vast.volgorde!.map((id) => perId.get(id)!);
      assert.deepEqual(
        inOrde.map((a) => a.uitkomst),
        ['geplaatst', 'geplaatst', 'geplaatst', 'reserve', 'reserve', 'reserve'],
      );
      assert.equal(await store.telActief(), 3);
      assert.deepEqual(
        (await store.leesReservelijst()).map((p) => [p.email, p.positie]),
        inOrde.slice(3).map((a, i) => [a.email, i + 1]),
      );
      // The returning seller, when drawn, kept their number.
      const terug = (await store.leesDeelnemers()).find((d) => d.email === oud.email)!;
      if (inOrde.slice(0, 3).some((a) => a.email === oud.email)) assert.equal(terug.nummer, oud.nummer);
      assert.deepEqual(
        (await mailsMet('Ingeloot')).sort(),
        inOrde
          .slice(0, 3)
          .map((a) => a.email)
          .sort(),
      );
      assert.deepEqual(
        await mailsMet('Reservelijst plaats'),
        inOrde.slice(3).map((a) => a.email),
      );

      // A second run: the same state, no mail twice.
      const mails = (await store.leesMails()).length;
      const nogEens = await trek();
      assert.deepEqual(nogEens.volgorde, vast.volgorde);
      assert.equal(nogEens.getrokken, vast.getrokken);
      assert.equal((await store.leesMails()).length, mails);
      assert.equal(await store.telActief(), 3);
      assert.equal((await store.leesReservelijst()).length, 3);
    });

    it('een stap die halverwege faalt laat niets achter; de volgende run maakt het af', async () => {
      await metLoting(4);
      for (let i = 1; i <= 7; i++) await vraagAan(i, i);
      const { staat, aanvragen } = await store.leesLoting();
      const ids = aanvragen.map((a) => a.id);
      const lijstHash = await lijstHashVan(ids);
      await store.legLotingVast({ lijstHash, volgorde: await lotingVolgorde(staat!.zaad, lijstHash, ids) }, SLUIT_OP);
      // The first step of three goes through; the second (one place, then the reserve list)
      // fails at its third application, after a registration and a place on the list.
      await store.pasLotingToe({ now: SLUIT_OP, max: 3, mail: geplaatstMail, reserveMail });
      let teller = 0;
      const faalt = (p: ReservePlaats, a: LotingAanvraag) => {
        if (++teller === 2) throw new Error('stroomstoring');
        return reserveMail(p, a);
      };
      await assert.rejects(
        store.pasLotingToe({ now: SLUIT_OP, max: 3, mail: geplaatstMail, reserveMail: faalt }),
        /stroomstoring/,
      );
      assert.equal((await store.leesReservelijst()).length, 0);
      assert.equal(await store.telActief(), 3);
      assert.equal((await store.leesLoting()).staat?.toegepast, 3);

      await trek(3);
      assert.equal(await store.telActief(), 4);
      assert.equal((await mailsMet('Ingeloot')).length, 4);
      assert.equal((await mailsMet('Reservelijst plaats')).length, 3);
      const na = await store.leesLoting();
      assert.equal(na.staat?.toegepast, 7);
      assert.ok(na.aanvragen.every((a) => a.uitkomst !== null));
    });
  });
}
