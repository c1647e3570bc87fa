/**
 * Issue 38 at the desks: a step's id counts once, a late step from a phone that was offline
 * does not undo a later correction, a leaked desk link opens only the fair's sellers, pick-up
 * ends with "rest naar goed doel" (the administrator can still record a late pick-up), and
 * items left unticked at pick-up are named, not hidden.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { Client } from '../../platform/testing/client';
import type { KassaApparaat } from '../../kassa/testing/kassa-apparaat';
import { zetDeelname } from '../../registratie/domein/registratie';
import type { InleverVerkoper, OphaalVerkoper } from '../domein/balie';
import {
  MELDING_AL_OPGEHAALD,
  MELDING_NIET_BIJ_DEZE_BEURS,
  MELDING_OPHALEN_AFGESLOTEN,
  WAARSCHUWING_DOET_NIET_MEE,
} from '../domein/meldingen';
import { MELDING_STAP_ID_HERGEBRUIKT } from '../domein/stapboek';
import type { OphaalVoortgang } from '../domein/voortgang';
import { ANNE, BAS, beursMetBalies, type TestStap } from '../../app/testing/beurs-met-balies';

type Beurs = Awaited<ReturnType<typeof beursMetBalies>>;
const minuten = (n: number) => new Date(Date.now() - 60 * 60_000 + n * 60_000).toISOString();

describe('de stappen van de balies: volgorde, herhaling, einde van het ophalen', () => {
  let b: Beurs;
  beforeEach(async () => {
    b = await beursMetBalies();
  });
  afterEach(() => b.stop());

  const inleverVerkoper = async (nummer: number) =>
    (await b.admin.get<InleverVerkoper>(`/api/inlevering/verkopers/${nummer}`)).body;
  const stap = async (wie: KassaApparaat | Client, pad: string, s: TestStap) => {
    const res = await b.stappen(wie, pad, [s]);
    assert.equal(res.status, 200, res.text);
    return res.body.uitkomsten[0]!;
  };

  it('een stap-id telt één keer: opnieuw gestuurd antwoordt hij als toen en verandert niets, een andere stap onder die id wordt geweigerd', async () => {
    const { apparaat: balie } = await b.balie('inleveren');
    const vijf = { id: randomUUID(), verkopersnummer: b.anne, stap: { soort: 'handgeschreven', aantal: 5 } };
    assert.deepEqual(
      [
        (await stap(balie, '/inlevering/stappen', vijf)).gewijzigd,
        (await inleverVerkoper(b.anne)).inlevering.handgeschreven,
      ],
      [true, 5],
    );
    // The correction, then the old step once more (a queue sent again after a lost answer).
    await stap(b.admin, '/inlevering/stappen', {
      verkopersnummer: b.anne,
      stap: { soort: 'handgeschreven', aantal: 3 },
    });
    const herhaald = await stap(balie, '/inlevering/stappen', vijf);
    assert.deepEqual([herhaald.gewijzigd, herhaald.fout, herhaald.inlevering?.handgeschreven], [true, null, 3]);
    const ander = await stap(balie, '/inlevering/stappen', { ...vijf, stap: { soort: 'handgeschreven', aantal: 9 } });
    assert.deepEqual([ander.fout, ander.gewijzigd], [MELDING_STAP_ID_HERGEBRUIKT, false]);
    assert.equal((await inleverVerkoper(b.anne)).inlevering.handgeschreven, 3);

    // An item scanned, undone, and the scan's step again: the item stays out.
    const scan = { id: randomUUID(), verkopersnummer: b.anne, stap: { soort: 'ingeleverd', artikelnummers: [1] } };
    await stap(balie, '/inlevering/stappen', scan);
    await stap(balie, '/inlevering/stappen', {
      verkopersnummer: b.anne,
      stap: { soort: 'nietIngeleverd', artikelnummer: 1 },
    });
    await stap(balie, '/inlevering/stappen', scan);
    assert.deepEqual((await inleverVerkoper(b.anne)).inlevering.ingeleverd, []);
  });

  it('een late stap van een telefoon die offline was, overschrijft geen latere correctie van een andere balie', async () => {
    const { apparaat: zaal1 } = await b.balie('inleveren', 'Zaal 1');
    const { apparaat: zaal2 } = await b.balie('inleveren', 'Zaal 2');
    const pad = '/inlevering/stappen';
    // Zaal 2, online, at minutes 10 and 11: two hand-written labels, item 1 scanned and put
    // aside again (the wrong bag), and no "retour".
    await stap(zaal2, pad, { verkopersnummer: b.anne, op: minuten(10), stap: { soort: 'handgeschreven', aantal: 2 } });
    await stap(zaal2, pad, {
      verkopersnummer: b.anne,
      op: minuten(10),
      stap: { soort: 'ingeleverd', artikelnummers: [1] },
    });
    await stap(zaal2, pad, {
      verkopersnummer: b.anne,
      op: minuten(11),
      stap: { soort: 'nietIngeleverd', artikelnummer: 1 },
    });
    await stap(zaal2, pad, { verkopersnummer: b.anne, op: minuten(11), stap: { soort: 'retour', retour: false } });
    // Zaal 1's phone was offline since minute 5; its queue arrives now.
    const laat = await b.stappen(zaal1, pad, [
      { verkopersnummer: b.anne, op: minuten(5), stap: { soort: 'handgeschreven', aantal: 5 } },
      { verkopersnummer: b.anne, op: minuten(5), stap: { soort: 'ingeleverd', artikelnummers: [1, 2] } },
      { verkopersnummer: b.anne, op: minuten(6), stap: { soort: 'retour', retour: true } },
    ]);
    assert.deepEqual(
      laat.body.uitkomsten.map((u) => [u.fout, u.gewijzigd]),
      [
        [null, false],
        [null, true],
        [null, false],
      ],
    );
    const anne = await inleverVerkoper(b.anne);
    assert.equal(anne.inlevering.handgeschreven, 2, 'de latere telling van zaal 2 blijft');
    assert.deepEqual(anne.inlevering.ingeleverd, [2], 'item 1 bleef apart gelegd; item 2 kwam erbij');
    assert.equal(anne.retourBijInleveren, false);
    // A clock ahead of the server counts as the server's time: a later step still wins.
    await stap(zaal1, pad, {
      verkopersnummer: b.anne,
      op: new Date(Date.now() + 3_600_000).toISOString(),
      stap: { soort: 'handgeschreven', aantal: 7 },
    });
    await stap(zaal2, pad, { verkopersnummer: b.anne, stap: { soort: 'handgeschreven', aantal: 4 } });
    assert.equal((await inleverVerkoper(b.anne)).inlevering.handgeschreven, 4);
    // Without a proper time the step is refused at the field.
    const onzin = await b.stappen(zaal1, pad, [
      { verkopersnummer: b.anne, op: 'gisteren', stap: { soort: 'afgerond' } },
    ]);
    assert.equal(onzin.status, 400);
    assert.equal(onzin.body.message, 'Het tijdstip van de stap is ongeldig');
  });

  it('een balie opent en wijzigt alleen verkopers van de eigen beurs; de beheerder krijgt een waarschuwing', async () => {
    const basRij = (await b.h.store.leesDeelnemerMetNummer(b.bas))!;
    await b.h.store.wijzigDeelnemer(zetDeelname(basRij, b.beurs, false, b.beurs));
    const { apparaat: balie } = await b.balie('inleveren');
    const open = await balie.call<{ message: string }>('GET', `/api/balie/inlevering/verkopers/${b.bas}`);
    assert.equal(open.status, 404);
    assert.equal(open.body.message, MELDING_NIET_BIJ_DEZE_BEURS(b.bas));
    for (const geheim of ['Bas', 'Laarzen', BAS.email]) assert.ok(!open.text.includes(geheim), geheim);
    const schrijf = await stap(balie, '/inlevering/stappen', {
      verkopersnummer: b.bas,
      stap: { soort: 'ingeleverd', artikelnummers: [1] },
    });
    assert.equal(schrijf.fout, MELDING_NIET_BIJ_DEZE_BEURS(b.bas));
    assert.deepEqual(await b.h.store.leesInleveringen(b.beurs.id), []);
    assert.deepEqual((await inleverVerkoper(b.bas)).waarschuwingen, [WAARSCHUWING_DOET_NIET_MEE(b.bas)]);
    assert.equal((await balie.call('GET', `/api/balie/inlevering/verkopers/${b.anne}`)).status, 200);
  });

  /** Anne and Bas hand in (Anne 1, 2, 4; Bas 1) and the settlement is closed. */
  async function naAfsluiten() {
    const { apparaat: inleveren } = await b.balie('inleveren');
    await b.stappen(inleveren, '/inlevering/stappen', [
      { verkopersnummer: b.anne, stap: { soort: 'ingeleverd', artikelnummers: [1, 2, 4] } },
      { verkopersnummer: b.bas, stap: { soort: 'ingeleverd', artikelnummers: [1] } },
    ]);
    const gesloten = await b.admin.post('/api/afrekening/sluiten');
    assert.equal(gesloten.status, 200, gesloten.text);
    return (await b.balie('ophalen')).apparaat;
  }
  const voortgang = async () => (await b.admin.get<OphaalVoortgang>('/api/ophalen/voortgang')).body;

  it('na "rest naar goed doel" zegt de ophaalbalie dat het ophalen is afgesloten; de beheerder legt een late ophaling vast', async () => {
    const ophalen = await naAfsluiten();
    const rest = await b.admin.post<{ verkopers: number }>('/api/ophalen/rest-naar-goed-doel');
    assert.equal(rest.body.verkopers, 2);
    const laarzen = { verkopersnummer: b.bas, artikelnummer: 1 };
    assert.equal((await b.h.store.leesArtikel(laarzen))?.goedDoelIn, b.beurs.id);

    const open = await ophalen.call<{ message: string }>('GET', `/api/balie/ophalen/verkopers/${b.bas}`);
    assert.deepEqual([open.status, open.body.message], [409, MELDING_OPHALEN_AFGESLOTEN]);
    const balieStappen = await b.stappen(ophalen, '/ophalen/stappen', [
      { verkopersnummer: b.bas, stap: { soort: 'terug', artikelnummer: 1 } },
      { verkopersnummer: b.bas, stap: { soort: 'opgehaald' } },
    ]);
    assert.deepEqual(
      balieStappen.body.uitkomsten.map((u) => u.fout),
      [MELDING_OPHALEN_AFGESLOTEN, MELDING_OPHALEN_AFGESLOTEN],
    );
    assert.equal((await b.mails()).filter((m) => m.aan === BAS.email && /afrekening/.test(m.onderwerp)).length, 0);
    assert.equal((await b.h.store.leesArtikel(laarzen))?.goedDoelIn, b.beurs.id);

    // Bas comes on Monday: the administrator hands back his boots and records the pick-up.
    const kaart = await b.admin.get<OphaalVerkoper>(`/api/ophalen/verkopers/${b.bas}`);
    assert.equal(kaart.status, 200, kaart.text);
    const laat = await b.stappen(b.admin, '/ophalen/stappen', [
      { verkopersnummer: b.bas, stap: { soort: 'terug', artikelnummer: 1 } },
      { verkopersnummer: b.bas, stap: { soort: 'opgehaald' } },
    ]);
    assert.deepEqual(
      laat.body.uitkomsten.map((u) => [u.fout, u.gewijzigd]),
      [
        [null, true],
        [null, true],
      ],
    );
    assert.equal((await b.h.store.leesArtikel(laarzen))?.goedDoelIn, null, 'de laarzen zijn weer van Bas');
    const mail = (await b.mails()).find((m) => m.aan === BAS.email && /afrekening/.test(m.onderwerp));
    assert.match(mail?.tekst ?? '', /Terug\n- 1\. Laarzen: € 15,00/);
    assert.equal((await voortgang()).opgehaald, 1);
    // The desk sees him as collected now, and changes nothing.
    assert.equal((await ophalen.call('GET', `/api/balie/ophalen/verkopers/${b.bas}`)).status, 200);
  });

  it('"Toch opgehaald" met een niet-afgevinkt artikel: de mail noemt het, de beheerder ziet het open en vinkt het af', async () => {
    const ophalen = await naAfsluiten();
    await b.stappen(ophalen, '/ophalen/stappen', [{ verkopersnummer: b.anne, stap: { soort: 'opgehaald' } }]);
    const mail = (await b.mails()).find((m) => m.aan === ANNE.email && /afrekening/.test(m.onderwerp))!;
    assert.doesNotMatch(mail.tekst, /Er kwam niets terug/);
    assert.match(mail.tekst, /Niet afgevinkt\n- 1\. Winterjas: € 12,00/);
    assert.deepEqual(
      (await voortgang()).open.map((o) => [o.nummer, o.voornaam, o.artikelen]),
      [[b.anne, 'Anne', 1]],
    );
    // The desk cannot change a collected seller; the administrator settles the open item.
    const balie = await stap(ophalen, '/ophalen/stappen', {
      verkopersnummer: b.anne,
      stap: { soort: 'terug', artikelnummer: 1 },
    });
    assert.equal(balie.fout, MELDING_AL_OPGEHAALD);
    const beheer = await stap(b.admin, '/ophalen/stappen', {
      verkopersnummer: b.anne,
      stap: { soort: 'vermist', artikelnummer: 1 },
    });
    assert.deepEqual([beheer.fout, beheer.inlevering?.vermist], [null, [1]]);
    assert.deepEqual((await voortgang()).open, []);
  });

  it('een balie haalt alle verkopers van de beurs voor op het apparaat: alleen wie meedoet, voornaam en artikelen', async () => {
    const basRij = (await b.h.store.leesDeelnemerMetNummer(b.bas))!;
    await b.h.store.wijzigDeelnemer(zetDeelname(basRij, b.beurs, false, b.beurs));
    const { apparaat: balie } = await b.balie('inleveren');
    await stap(balie, '/inlevering/stappen', {
      verkopersnummer: b.anne,
      stap: { soort: 'ingeleverd', artikelnummers: [2] },
    });
    const lijst = await balie.call<{ verkopers: InleverVerkoper[] }>('GET', '/api/balie/inlevering/verkopers');
    assert.equal(lijst.status, 200, lijst.text);
    assert.deepEqual(
      lijst.body.verkopers.map((v) => [v.nummer, v.voornaam, v.artikelen.map((a) => `${a.artikelnummer} ${a.status}`)]),
      [[b.anne, 'Anne', ['1 aangemeld', '2 ingeleverd', '3 aangemeld', '4 aangemeld']]],
    );
    // The same card as opening her alone.
    const alleen = (await balie.call<InleverVerkoper>('GET', `/api/balie/inlevering/verkopers/${b.anne}`)).body;
    assert.deepEqual(lijst.body.verkopers[0], alleen);
    for (const geheim of [ANNE.email, ANNE.telefoon, 'de Vries', 'Bas'])
      assert.ok(!lijst.text.includes(geheim), geheim);

    // Pick-up: who has something to collect; a desk does not get who was recorded as not collected.
    await b.admin.post('/api/afrekening/sluiten');
    const { apparaat: ophalen } = await b.balie('ophalen');
    const ophaal = async () =>
      (await ophalen.call<{ verkopers: OphaalVerkoper[] }>('GET', '/api/balie/ophalen/verkopers')).body.verkopers;
    assert.deepEqual(
      (await ophaal()).map((v) => [v.nummer, v.envelop]),
      [[b.anne, 'Envelop nog te betalen € 1,00']],
    );
    await b.admin.post('/api/ophalen/rest-naar-goed-doel');
    assert.deepEqual(await ophaal(), []);
    const beheer = await b.admin.get<{ verkopers: OphaalVerkoper[] }>('/api/ophalen/verkopers');
    assert.deepEqual(
      beheer.body.verkopers.map((v) => v.nummer),
      [b.anne],
    );
  });
});
