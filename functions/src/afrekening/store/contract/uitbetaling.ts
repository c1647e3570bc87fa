/** Store contract, paying out by bank (issue 36): the organisation's account, the sellers' choice, marking it paid. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STANDAARD_AFREKENING_INSTELLINGEN } from '../../../kern/afrekening-instellingen';
import {
  MELDING_AL_UITBETAALD,
  MELDING_NOG_NIET_GESLOTEN,
  MELDING_UITBETALING_VAST,
  meldingNietPerBank,
} from '../../domein/uitbetaling';
import type { UitbetalingsBericht } from '../port';
import type { OutboxStore } from '../../../mail/store/port';
import type { PubliekStore } from '../../../seizoen/store/port';
import { ALS_BEHEERDER, persoon } from '../../../registratie/store/contract/fixtures';
import { at, geenMail, T0, weigert, type ContractUse } from '../../../platform/testing/contract';
import { berekendUit, type AfrekeningSuiteStore } from './berekend';

export function uitbetalingContract({ store }: ContractUse<AfrekeningSuiteStore & PubliekStore & OutboxStore>): void {
  const uitDeStore = (afleveringId: string) => berekendUit(store, afleveringId);

  describe('uitbetalen per bank (issue 36)', () => {
    const IBAN = 'NL91ABNA0417164300';
    const ORGANISATIE = 'NL18RABO0123459876';
    const beurs = async () => (await store.bewaarAflevering({ volgnummer: 1, datum: '2026-11-28' }))[0]!.id;
    const bank = (iban = IBAN) => ({ wijze: 'bank' as const, iban, tenaamstelling: 'A. de Vries' });

    it('het IBAN van de organisatie staat apart: niet in de instellingen van de afrekening, niet in de publieke staat', async () => {
      assert.equal(await store.leesBankrekening(), null);
      const alles = {
        ...STANDAARD_AFREKENING_INSTELLINGEN,
        bankUitbetaling: true,
        iban: ORGANISATIE,
        tenaamstelling: 'Stichting De Vlinder',
      };
      assert.deepEqual(await store.bewaarAfrekeningInstellingen(alles), alles);
      assert.deepEqual(await store.leesBankrekening(), { iban: ORGANISATIE, tenaamstelling: 'Stichting De Vlinder' });
      const zonder = { ...STANDAARD_AFREKENING_INSTELLINGEN, bankUitbetaling: true };
      assert.deepEqual(await store.leesAfrekeningInstellingen(), zonder);
      assert.deepEqual((await store.leesPubliekeStaat()).kosten, zonder);
      assert.doesNotMatch(JSON.stringify(await store.leesPubliekeStaat()), /RABO|Vlinder/);
      // zonder rekening bewaard: de rekening is weg
      await store.bewaarAfrekeningInstellingen({ ...STANDAARD_AFREKENING_INSTELLINGEN, bankUitbetaling: false });
      assert.equal(await store.leesBankrekening(), null);
      assert.equal((await store.leesAfrekeningInstellingen()).bankUitbetaling, false);
    });

    it('de keuze van de verkoper: bewaard met het hele IBAN, maar elke lezing van de deelnemer toont het gemaskeerd', async () => {
      const id = await beurs();
      const anna = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      const bram = await store.schrijfIn(persoon(2), ALS_BEHEERDER);
      assert.equal(anna.uitbetaling, undefined, 'standaard contant');
      const gezet = await store.zetUitbetaling(anna.id, id, bank(), geenMail, T0);
      assert.deepEqual(gezet.uitbetaling, { ...bank(), iban: 'NL** **** **** 4300' });
      for (const gelezen of [
        await store.leesDeelnemer(anna.id),
        (await store.leesDeelnemers()).find((d) => d.id === anna.id),
        (await store.leesDeelnemersVan(id)).find((d) => d.id === anna.id),
      ]) {
        assert.deepEqual(gelezen?.uitbetaling, { ...bank(), iban: 'NL** **** **** 4300' });
      }
      assert.deepEqual(await store.leesBankgegevens(), [
        { nummer: anna.nummer, iban: IBAN, tenaamstelling: 'A. de Vries' },
      ]);
      // de beheerder wijzigt de persoon: de keuze en het hele IBAN blijven
      await store.wijzigDeelnemer({ ...(await store.leesDeelnemer(anna.id))!, telefoon: '06-11111111' });
      assert.deepEqual(
        (await store.leesBankgegevens()).map((r) => r.iban),
        [IBAN],
      );
      // terug naar contant: de rekening is weg
      await store.zetUitbetaling(bram.id, id, bank('BE68539007547034'), geenMail, T0);
      assert.equal(
        (await store.zetUitbetaling(bram.id, id, { wijze: 'contant' }, geenMail, T0)).uitbetaling,
        undefined,
      );
      assert.equal((await store.leesDeelnemer(bram.id))?.uitbetaling, undefined);
      assert.deepEqual(
        (await store.leesBankgegevens()).map((r) => r.nummer),
        [anna.nummer],
      );
      await weigert(
        store.zetUitbetaling('bestaat-niet', id, bank(), geenMail, T0),
        'niet-gevonden',
        'Deelnemer niet gevonden',
      );
    });

    it('na het afsluiten ligt de keuze vast; uitbetaald markeren wist de IBANs, bewaart de laatste vier cijfers en zet de mails klaar, één keer', async () => {
      const id = await beurs();
      const anna = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      const bram = await store.schrijfIn(persoon(2), ALS_BEHEERDER);
      await store.zetUitbetaling(anna.id, id, bank(), geenMail, T0);
      await store.zetUitbetaling(bram.id, id, bank('BE68539007547034'), geenMail, T0);
      const uitbetaald = {
        door: 'penningmeester',
        op: T0.toISOString(),
        overboekingen: [{ nummer: anna.nummer, bedragCent: 887, laatsteVier: '4300' }],
      };
      const mail = {
        to: anna.email,
        subject: 'Overgemaakt',
        text: '€ 8,87 naar NL** **** **** 4300',
        html: '<p>x</p>',
      };
      await weigert(
        store.markeerUitbetaald(id, uitbetaald, [anna.nummer], [{ nummer: anna.nummer, mail }], T0),
        'conflict',
        MELDING_NOG_NIET_GESLOTEN,
      );
      await store.sluitAfrekening(id, await uitDeStore(id), T0);
      await weigert(
        store.zetUitbetaling(anna.id, id, { wijze: 'contant' }, geenMail, T0),
        'conflict',
        MELDING_UITBETALING_VAST,
      );
      const voor = (await store.leesMails()).length;
      const staat = await store.markeerUitbetaald(
        id,
        uitbetaald,
        [anna.nummer, bram.nummer],
        [{ nummer: anna.nummer, mail }],
        at(1000),
      );
      assert.deepEqual(staat.uitbetaald, uitbetaald);
      assert.deepEqual((await store.leesAfrekeningStaat(id)).uitbetaald, uitbetaald);
      assert.deepEqual(await store.leesBankgegevens(), [], 'geen IBAN meer, van niemand');
      assert.equal((await store.leesDeelnemer(anna.id))?.uitbetaling, undefined);
      assert.equal((await store.leesDeelnemer(bram.id))?.uitbetaling, undefined);
      const mails = await store.leesMails();
      assert.equal(mails.length, voor + 1);
      assert.ok(mails.some((m) => m.to === anna.email && m.subject === 'Overgemaakt'));
      await weigert(
        store.markeerUitbetaald(id, uitbetaald, [anna.nummer], [{ nummer: anna.nummer, mail }], at(2000)),
        'conflict',
        MELDING_AL_UITBETAALD,
      );
      assert.equal((await store.leesMails()).length, voor + 1, 'een tweede keer: geen mails');
    });

    it('elke wijziging zet in dezelfde transactie één mail klaar, gemaakt van de oude keer voluit (issue 50)', async () => {
      const id = await beurs();
      const anna = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      const gezien: { oud: unknown; nieuw: unknown; masker: unknown }[] = [];
      const bericht: UitbetalingsBericht = (deelnemer, oud, nieuw) => {
        gezien.push({ oud, nieuw, masker: deelnemer.uitbetaling });
        return { to: deelnemer.email, subject: `wijziging ${gezien.length}`, text: 't', html: '<p>t</p>' };
      };
      const voor = (await store.leesMails()).length;
      await store.zetUitbetaling(anna.id, id, bank(), bericht, T0);
      await store.zetUitbetaling(anna.id, id, bank('NL02RABO0123456789'), bericht, at(1000));
      await store.zetUitbetaling(anna.id, id, { wijze: 'contant' }, bericht, at(2000));
      assert.deepEqual(gezien, [
        { oud: undefined, nieuw: bank(), masker: undefined },
        { oud: bank(), nieuw: bank('NL02RABO0123456789'), masker: { ...bank(), iban: 'NL** **** **** 4300' } },
        {
          oud: bank('NL02RABO0123456789'),
          nieuw: { wijze: 'contant' },
          masker: { ...bank(), iban: 'NL** **** **** 6789' },
        },
      ]);
      const mails = (await store.leesMails()).slice(voor);
      assert.deepEqual(
        mails.map((m) => [m.to, m.subject]).sort(),
        [1, 2, 3].map((n) => [anna.email, `wijziging ${n}`]),
      );
      // a mail maker that throws leaves nothing half-written: no change, no mail
      await assert.rejects(
        store.zetUitbetaling(
          anna.id,
          id,
          bank(),
          () => {
            throw new Error('kapot');
          },
          at(3000),
        ),
        /kapot/,
      );
      assert.equal((await store.leesDeelnemer(anna.id))?.uitbetaling, undefined);
      assert.equal((await store.leesMails()).length, voor + 3);
    });

    it('de beheerder verbetert de naam bij een rekening, ook na het afsluiten, tot uitbetaald (issue 50)', async () => {
      const id = await beurs();
      const anna = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      const bram = await store.schrijfIn(persoon(2), ALS_BEHEERDER);
      await store.zetUitbetaling(anna.id, id, { ...bank(), tenaamstelling: '王小明' }, geenMail, T0);
      await store.sluitAfrekening(id, await uitDeStore(id), T0);
      const gezien: unknown[] = [];
      const bericht: UitbetalingsBericht = (deelnemer, oud, nieuw) => {
        gezien.push([deelnemer.nummer, oud, nieuw]);
        return { to: deelnemer.email, subject: 'naam verbeterd', text: 't', html: '<p>t</p>' };
      };
      const voor = (await store.leesMails()).length;
      const gezet = await store.zetTenaamstelling(id, anna.nummer, 'Wang Xiaoming', bericht, at(1000));
      assert.deepEqual(gezet.uitbetaling, { ...bank(), tenaamstelling: 'Wang Xiaoming', iban: 'NL** **** **** 4300' });
      assert.deepEqual(await store.leesBankgegevens(), [
        { nummer: anna.nummer, iban: IBAN, tenaamstelling: 'Wang Xiaoming' },
      ]);
      assert.deepEqual(gezien, [
        [anna.nummer, { ...bank(), tenaamstelling: '王小明' }, { ...bank(), tenaamstelling: 'Wang Xiaoming' }],
      ]);
      assert.equal((await store.leesMails()).length, voor + 1);
      await weigert(
        store.zetTenaamstelling(id, bram.nummer, 'Bram', bericht, at(2000)),
        'conflict',
        meldingNietPerBank(bram.nummer),
      );
      await weigert(
        store.zetTenaamstelling(id, 9876, 'X', bericht, at(2000)),
        'niet-gevonden',
        'Verkoper niet gevonden',
      );
      const uitbetaald = { door: 'p', op: T0.toISOString(), overboekingen: [] };
      await store.markeerUitbetaald(id, uitbetaald, [], [], at(3000));
      await weigert(
        store.zetTenaamstelling(id, anna.nummer, 'Anders', bericht, at(4000)),
        'conflict',
        MELDING_AL_UITBETAALD,
      );
      assert.equal((await store.leesMails()).length, voor + 1);
    });
  });
}
