/**
 * Drop-off and pick-up over HTTP, as the desks and the administrator use them: a seller's items
 * handed in, hand-written labels counted, the mail; the till sells; the settlement is closed and
 * leaves out what was never brought; the pick-up desk hands back, the statement is mailed; what
 * is left goes to charity. And what a desk may not do or see.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { artikelcode } from '../../artikelen/domein/artikelcode';
import type { Afrekening } from '../../afrekening/domein/afrekening';
import { MELDING_VERKEERDE_TAAK } from '../../kassa/domein/kassa';
import { ADMIN, type Client, type Harness } from '../../app/testing/harness';
import type { InleverVerkoper, OphaalVerkoper } from '../domein/balie';
import { ANNE, beursMetBalies } from '../../app/testing/beurs-met-balies';
import type { InleverVoortgang, OphaalVoortgang } from '../domein/voortgang';
import type { Beursdag } from '../domein/beursdag';
import {
  MELDING_ARTIKEL_ONBEKEND,
  MELDING_NIET_TERUG_TE_GEVEN,
  MELDING_VERKOPER_ONBEKEND,
  WAARSCHUWING_DOET_NIET_MEE,
} from '../domein/meldingen';
import { MELDING_STAP_NIET_HIER } from '../usecases/stappen';
import { OUDSTE_WACHTEND_HEADER, WACHTEND_HEADER } from '../domein/balie';
import { zetDeelname } from '../../registratie/domein/registratie';
import { BEHEERDER_VOOR_BALIE } from '../domein/inlevering';
import { MELDING_VERKOPERSNUMMER } from '../../kern/verkopersnummer';

type Beurs = Awaited<ReturnType<typeof beursMetBalies>>;

describe('/api/inlevering, /api/ophalen en /api/balie', () => {
  let h: Harness;
  let admin: Client;
  let anne: number;
  let bas: number;
  let balie: Beurs['balie'];
  let stappen: Beurs['stappen'];
  let mails: Beurs['mails'];
  let stop: Beurs['stop'];

  beforeEach(async () => {
    ({ h, admin, anne, bas, balie, stappen, mails, stop } = await beursMetBalies());
  });
  afterEach(() => stop());

  it('de hele dag: inleveren aan de balie, verkopen, afsluiten zonder wat nooit kwam, ophalen met de afrekening per mail, de rest naar een goed doel', async () => {
    const { kassa: inleverKassa, apparaat: inleveren } = await balie('inleveren');
    assert.match(inleverKassa.link, /\/inleveren#[\w-]+\.[\w-]+$/);

    // Friday: the drop-off desk opens Anne: first name and items, never her address or phone.
    const open = await inleveren.call<InleverVerkoper>('GET', `/api/balie/inlevering/verkopers/${anne}`);
    assert.equal(open.status, 200, open.text);
    assert.equal(open.body.voornaam, 'Anne');
    assert.deepEqual(open.body.waarschuwingen, []);
    assert.deepEqual(
      open.body.artikelen.map((a) => [a.artikelnummer, a.status, a.code]),
      [1, 2, 3, 4].map((n) => [n, 'aangemeld', artikelcode({ verkopersnummer: anne, artikelnummer: n })]),
    );
    for (const geheim of [ANNE.email, ANNE.telefoon, 'de Vries']) assert.ok(!open.text.includes(geheim), geheim);

    const antwoord = await stappen(inleveren, '/inlevering/stappen', [
      { verkopersnummer: anne, stap: { soort: 'ingeleverd', artikelnummers: [1] } },
      { verkopersnummer: anne, stap: { soort: 'ingeleverd', artikelnummers: [2, 4] } },
      { verkopersnummer: anne, stap: { soort: 'ingeleverd', artikelnummers: [1] } },
      { verkopersnummer: anne, stap: { soort: 'handgeschreven', aantal: 2 } },
      { verkopersnummer: anne, stap: { soort: 'retour', retour: true } },
      { verkopersnummer: anne, stap: { soort: 'afgerond' } },
      { verkopersnummer: bas, stap: { soort: 'ingeleverd', artikelnummers: [1] } },
    ]);
    assert.equal(antwoord.status, 200, antwoord.text);
    assert.deepEqual(
      antwoord.body.uitkomsten.map((u) => [u.gewijzigd, u.fout]),
      [
        [true, null],
        [true, null],
        [false, null],
        [true, null],
        [true, null],
        [true, null],
        [true, null],
      ],
    );
    const na = (await inleveren.call<InleverVerkoper>('GET', `/api/balie/inlevering/verkopers/${anne}`)).body;
    assert.deepEqual(
      na.artikelen.map((a) => a.status),
      ['ingeleverd', 'ingeleverd', 'aangemeld', 'ingeleverd'],
    );
    assert.equal(na.inlevering.handgeschreven, 2);
    assert.equal(na.retourBijInleveren, true);
    assert.equal(na.inlevering.afgerond?.door, 'Balie inleveren');
    const mail = (await mails()).find((m) => m.onderwerp.includes('ingeleverd'));
    assert.equal(mail?.aan, ANNE.email);
    assert.match(mail!.onderwerp, /ingeleverd/);
    assert.match(mail!.tekst, /5 artikelen ingeleverd/);
    assert.match(mail!.tekst, /3 artikelen met een label uit de website/);
    assert.match(mail!.tekst, /2 artikelen met een handgeschreven label/);

    const voortgang = await inleveren.call<InleverVoortgang>('GET', '/api/balie/inlevering/voortgang');
    assert.deepEqual(
      { ...voortgang.body, stapels: voortgang.body.stapels.map((s) => `${s.ruimte} ${s.groep}: ${s.aantal}`) },
      {
        deelnemers: 2,
        afgerond: 1,
        bezig: 1,
        ingeleverd: 4,
        aangemeld: 5,
        handgeschreven: 2,
        stapels: ['Kleding 110-116: 3', 'Speelgoed Speelgoed: 1'],
      },
    );

    // Saturday: the till sells the trousers.
    const { apparaat: kassa } = await balie('verkopen', 'Kleding 1');
    const bon = await kassa.stuur([
      {
        id: randomUUID(),
        regels: [{ verkopersnummer: anne, artikelnummer: 2, prijsCent: 500 }],
        ontvangenCent: 500,
        gesloten: new Date().toISOString(),
      },
    ]);
    assert.equal(bon.status, 200, bon.text);

    // Before closing there is nothing to collect.
    const { apparaat: ophalen } = await balie('ophalen');
    assert.equal((await ophalen.call('GET', `/api/balie/ophalen/verkopers/${anne}`)).status, 409);

    assert.equal((await admin.post('/api/afrekening/sluiten')).status, 200);
    const afrekening = (await admin.get<{ afrekening: Afrekening }>('/api/afrekening')).body.afrekening;
    const vanAnne = afrekening.verkopers.find((v) => v.nummer === anne)!;
    // The jumper (3) was never brought: not handed back, not given away; the puzzle (4) goes to charity.
    assert.deepEqual(
      vanAnne.terug.map((a) => a.artikelnummer),
      [1],
    );
    assert.deepEqual(
      vanAnne.goedDoel.map((a) => a.artikelnummer),
      [4],
    );

    // A drop-off step after closing is refused, and said so, not lost in silence.
    const laat = await stappen(inleveren, '/inlevering/stappen', [
      { verkopersnummer: anne, stap: { soort: 'ingeleverd', artikelnummers: [3] } },
    ]);
    assert.match(laat.body.uitkomsten[0]!.fout ?? '', /afgesloten/);

    // Pick-up: the envelope and the items to hand back.
    const kaart = await ophalen.call<OphaalVerkoper>('GET', `/api/balie/ophalen/verkopers/${anne}`);
    assert.equal(kaart.status, 200, kaart.text);
    assert.equal(kaart.body.voornaam, 'Anne');
    assert.equal(kaart.body.envelop, `Envelop € ${(vanAnne.envelopCent / 100).toFixed(2).replace('.', ',')}`);
    assert.deepEqual(
      kaart.body.artikelen.map((a) => [a.artikelnummer, a.status]),
      [[1, 'klaar']],
    );
    for (const geheim of [ANNE.email, ANNE.telefoon]) assert.ok(!kaart.text.includes(geheim), geheim);

    const terug = await stappen(ophalen, '/ophalen/stappen', [
      { verkopersnummer: anne, stap: { soort: 'terug', artikelnummer: 3 } },
      { verkopersnummer: anne, stap: { soort: 'terug', artikelnummer: 1 } },
      { verkopersnummer: anne, stap: { soort: 'opgehaald' } },
    ]);
    assert.deepEqual(
      terug.body.uitkomsten.map((u) => u.fout),
      [MELDING_NIET_TERUG_TE_GEVEN(3), null, null],
    );
    const afrekeningMail = (await mails()).find((m) => m.onderwerp.includes('afrekening'))!;
    assert.equal(afrekeningMail.aan, ANNE.email);
    assert.match(afrekeningMail.tekst, /Verkocht\n- 2\. Broek: € 5,00/);
    assert.match(afrekeningMail.tekst, /Terug\n- 1\. Winterjas: € 12,00/);
    assert.match(afrekeningMail.tekst, /Naar een goed doel\n- 4\. Puzzel: € 3,00/);

    const lijst = await ophalen.call<OphaalVoortgang>('GET', '/api/balie/ophalen/voortgang');
    assert.deepEqual(
      lijst.body.nogNiet.map((n) => [n.nummer, n.artikelen]),
      [[bas, 1]],
    );
    assert.equal(lijst.body.opgehaald, 1);

    // The fair-day view: drop-off, sales per half hour, every desk's contact, pick-up.
    assert.equal((await h.client().get('/api/beursdag')).status, 401);
    const dag = (await admin.get<Beursdag>('/api/beursdag')).body;
    assert.deepEqual([dag.inleveren.afgerond, dag.inleveren.ingeleverd], [1, 4]);
    assert.equal(
      dag.verkoopPerHalfUur.reduce((som, r) => som + r.nu.Kleding, 0),
      500,
    );
    assert.deepEqual(dag.balies.map((b) => b.taak).sort(), ['inleveren', 'ophalen', 'verkopen']);
    assert.ok(
      dag.balies.every((b) => b.laatsteContact !== null),
      'elke balie heeft zich gemeld',
    );

    // A desk says with every call what still waits on it, as the till does with its heartbeat.
    const oudste = '2026-09-12T10:02:00.000Z';
    const melding = await ophalen.call('GET', '/api/balie/ophalen/voortgang', undefined, {
      [WACHTEND_HEADER]: '3',
      [OUDSTE_WACHTEND_HEADER]: oudste,
    });
    assert.equal(melding.status, 200);
    const ophaalBalie = (await admin.get<Beursdag>('/api/beursdag')).body.balies.find((b) => b.taak === 'ophalen')!;
    assert.deepEqual([ophaalBalie.wachtend, ophaalBalie.oudsteWachtend], [3, oudste]);
    const onzin = await ophalen.call<{ message: string; veld?: string }>(
      'GET',
      '/api/balie/ophalen/voortgang',
      undefined,
      {
        [WACHTEND_HEADER]: 'veel',
      },
    );
    assert.equal(onzin.status, 400);
    assert.equal(onzin.body.veld, 'wachtend');
    assert.match(onzin.body.message, /Wachtend/);
    // Nothing said: nothing waits.
    await ophalen.call('GET', '/api/balie/ophalen/voortgang');
    const leeg = (await admin.get<Beursdag>('/api/beursdag')).body.balies.find((b) => b.taak === 'ophalen')!;
    assert.deepEqual([leeg.wachtend, leeg.oudsteWachtend], [0, null]);
    assert.deepEqual([dag.ophalen?.opgehaald, dag.ophalen?.nogNiet.map((n) => n.voornaam)], [1, ['Bas']]);

    // The end: the administrator gives what is left to charity; Bas's boots are no longer his.
    const rest = await admin.post<{ verkopers: number; artikelen: number }>('/api/ophalen/rest-naar-goed-doel');
    assert.equal(rest.status, 200, rest.text);
    assert.deepEqual([rest.body.verkopers, rest.body.artikelen], [1, 1]);
    assert.equal((await h.store.leesArtikel({ verkopersnummer: bas, artikelnummer: 1 }))?.goedDoelIn !== null, true);
    const status = (await admin.get<InleverVerkoper>(`/api/inlevering/verkopers/${bas}`)).body.artikelen;
    assert.deepEqual(
      status.map((a) => a.status),
      [],
    );
  });

  it('wat een balie niet mag: een andere taak, een stap van de andere balie, zonder link; onzin krijgt een Nederlandse melding bij het veld', async () => {
    const { apparaat: inleveren } = await balie('inleveren');
    const { apparaat: kassa } = await balie('verkopen', 'Kleding 1');
    const verkeerd = await kassa.call<{ message: string }>('GET', `/api/balie/inlevering/verkopers/${anne}`);
    assert.equal(verkeerd.status, 403);
    assert.equal(verkeerd.body.message, MELDING_VERKEERDE_TAAK('verkopen'));
    assert.equal((await inleveren.call('GET', `/api/balie/ophalen/verkopers/${anne}`)).status, 403);
    const verkopen = await inleveren.call<{ message: string }>('POST', '/api/kassa/bonnen', {
      bonnen: [],
      wachtend: 0,
      oudsteWachtend: null,
    });
    assert.equal(verkopen.status, 403);
    assert.equal(verkopen.body.message, MELDING_VERKEERDE_TAAK('inleveren'));
    const ophalenStap = await stappen(inleveren, '/inlevering/stappen', [
      { verkopersnummer: anne, stap: { soort: 'opgehaald' } },
    ]);
    assert.equal(ophalenStap.status, 403);
    assert.equal(ophalenStap.body.message, MELDING_STAP_NIET_HIER);
    assert.equal((await h.client().get(`/api/balie/inlevering/verkopers/${anne}`)).status, 401);
    assert.equal((await h.client().get(`/api/inlevering/verkopers/${anne}`)).status, 401);

    const onbekend = await inleveren.call<{ message: string }>('GET', '/api/balie/inlevering/verkopers/999');
    assert.equal(onbekend.status, 404);
    assert.equal(onbekend.body.message, MELDING_VERKOPER_ONBEKEND(999));
    const geenNummer = await inleveren.call<{ message: string }>('GET', '/api/balie/inlevering/verkopers/abc');
    assert.equal(geenNummer.status, 400);
    assert.equal(geenNummer.body.message, MELDING_VERKOPERSNUMMER);
    for (const [stap, melding] of [
      [{ soort: 'handgeschreven', aantal: 1.5 }, /handgeschreven labels/],
      [{ soort: 'springen' }, /Deze stap is onbekend/],
      [{ soort: 'ingeleverd', artikelnummers: [0] }, /Artikelnummer/],
    ] as const) {
      const res = await stappen(inleveren, '/inlevering/stappen', [{ verkopersnummer: anne, stap }]);
      assert.equal(res.status, 400, res.text);
      assert.match(res.body.message ?? '', melding);
      assert.equal(res.body.veld, 'stappen');
    }
    assert.deepEqual(await h.store.leesInleveringen((await h.store.leesLaatsteAflevering())!.id), []);
  });

  it('een stap voor een verkoper of artikel dat niet bestaat wordt geweigerd en verandert niets', async () => {
    const { apparaat: inleveren } = await balie('inleveren');
    const beurs = (await h.store.leesLaatsteAflevering())!;
    const res = await stappen(inleveren, '/inlevering/stappen', [
      { verkopersnummer: 9999, stap: { soort: 'afgerond' } },
      { verkopersnummer: 9999, stap: { soort: 'retour', retour: true } },
      { verkopersnummer: anne, stap: { soort: 'ingeleverd', artikelnummers: [1, 500] } },
      { verkopersnummer: anne, stap: { soort: 'nietIngeleverd', artikelnummer: 999 } },
      { verkopersnummer: anne, stap: { soort: 'ingeleverd', artikelnummers: [1, 2] } },
    ]);
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(
      res.body.uitkomsten.map((u) => [u.verkopersnummer, u.gewijzigd, u.fout]),
      [
        [9999, false, MELDING_VERKOPER_ONBEKEND(9999)],
        [9999, false, MELDING_VERKOPER_ONBEKEND(9999)],
        [anne, false, MELDING_ARTIKEL_ONBEKEND(artikelcode({ verkopersnummer: anne, artikelnummer: 500 }))],
        [anne, false, MELDING_ARTIKEL_ONBEKEND(artikelcode({ verkopersnummer: anne, artikelnummer: 999 }))],
        [anne, true, null],
      ],
    );
    // Only Anne's real items were recorded; nobody counts as finished; no retour mark for 9999.
    const vastgelegd = await h.store.leesInleveringen(beurs.id);
    assert.deepEqual(
      vastgelegd.map((i) => [i.verkopersnummer, i.ingeleverd, i.afgerond]),
      [[anne, [1, 2], null]],
    );
    assert.deepEqual((await h.store.leesAfrekeningStaat(beurs.id)).retourBijAfgifte, []);
    const voortgang = await inleveren.call<InleverVoortgang>('GET', '/api/balie/inlevering/voortgang');
    assert.equal(voortgang.body.afgerond, 0);
  });

  it('een balie ziet namen van balies, nooit de inlognaam van de beheerder; de beheerder ziet alles', async () => {
    const { apparaat: inleveren } = await balie('inleveren', 'Inleveren zaal 1');
    // Anne at the desk, Bas by the administrator (logged in as ADMIN.username).
    await stappen(inleveren, '/inlevering/stappen', [{ verkopersnummer: anne, stap: { soort: 'afgerond' } }]);
    const doorBeheer = await stappen(admin, '/inlevering/stappen', [
      { verkopersnummer: bas, stap: { soort: 'afgerond' } },
    ]);
    assert.equal(doorBeheer.body.uitkomsten[0]!.inlevering!.afgerond!.door, ADMIN.username);

    const alsBalie = async (nummer: number) =>
      (await inleveren.call<InleverVerkoper>('GET', `/api/balie/inlevering/verkopers/${nummer}`)).body.inlevering!
        .afgerond!.door;
    assert.equal(await alsBalie(anne), 'Inleveren zaal 1');
    assert.equal(await alsBalie(bas), BEHEERDER_VOOR_BALIE);
    const opnieuw = await stappen(inleveren, '/inlevering/stappen', [
      { verkopersnummer: bas, stap: { soort: 'afgerond' } },
    ]);
    assert.equal(opnieuw.body.uitkomsten[0]!.inlevering!.afgerond!.door, BEHEERDER_VOOR_BALIE);
    assert.ok(!JSON.stringify(opnieuw.body).includes(`"door":${JSON.stringify(ADMIN.username)}`));
    // The administrator's own screens keep the name.
    assert.equal(
      (await admin.get<InleverVerkoper>(`/api/inlevering/verkopers/${bas}`)).body.inlevering!.afgerond!.door,
      ADMIN.username,
    );
  });

  it('een verkoper die niet meedoet wordt gemeld, niet geweigerd; de beheerder kan alles wat de balies kunnen', async () => {
    const beurs = (await h.store.leesLaatsteAflevering())!;
    const basRij = (await h.store.leesDeelnemerMetNummer(bas))!;
    await h.store.wijzigDeelnemer(zetDeelname(basRij, beurs, false, beurs));
    const open = await admin.get<InleverVerkoper>(`/api/inlevering/verkopers/${bas}`);
    assert.equal(open.status, 200, open.text);
    assert.deepEqual(open.body.waarschuwingen, [WAARSCHUWING_DOET_NIET_MEE(bas)]);
    const res = await stappen(admin, '/inlevering/stappen', [
      { verkopersnummer: bas, stap: { soort: 'ingeleverd', artikelnummers: [1] } },
    ]);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.uitkomsten[0]!.inlevering?.ingeleverd.length, 1);
  });
});
