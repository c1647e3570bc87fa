import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import {
  MELDING_DIENST_VOL,
  MELDING_DIENSTEN_ZONDER_BEURS,
  MELDING_GEEN_BEURS,
  MELDING_KIES_DIENST,
} from '../domein/vrijwilligers';
import type { Deelnemer } from '../../kern/types';
import { createPrivacyTokens } from '../../registratie/links';
import { MELDING_TE_VEEL_REGISTRATIES } from '../../platform/http/limits';
import { loopbackAdres, startApi, type Client, type Harness } from '../../app/testing/harness';

const tokens = createPrivacyTokens('test-secret', () => new Date());

const helper = (i: number, diensten: string[]) => ({
  naam: `Helper ${i}`,
  email: `helper${i}@voorbeeld.nl`,
  telefoon: '06-12345678',
  diensten,
});

describe('/api/vrijwilligers', () => {
  let h: Harness, admin: Client, stop: () => Promise<void>;

  beforeEach(async () => ({ h, admin, stop } = await startApi()));
  afterEach(() => stop());

  const metBeurs = async () =>
    assert.equal((await admin.post('/api/aflevering', { volgnummer: 1, datum: '2026-09-12' })).status, 200);

  it('zonder beurs: geen diensten en aanmelden geeft een Nederlandse 409', async () => {
    const c = h.client();
    assert.deepEqual((await c.get('/api/vrijwilligers/diensten')).body, { datum: null, diensten: [] });
    const res = await c.post('/api/vrijwilligers/aanmelden', helper(1, ['vrijdagSorteren']));
    assert.equal(res.status, 409);
    assert.deepEqual(res.body, { message: MELDING_GEEN_BEURS });
  });

  it('zonder beurs krijgt de beheerder bij diensten eigen woorden, niet die voor vrijwilligers', async () => {
    const instellen = await admin.put('/api/vrijwilligers/diensten/vrijdagSorteren', { tijd: 'x', capaciteit: 1 });
    assert.equal(instellen.status, 409);
    assert.deepEqual(instellen.body, { message: MELDING_DIENSTEN_ZONDER_BEURS });
    const mailen = await admin.post('/api/vrijwilligers/diensten/vrijdagSorteren/mail', {
      onderwerp: 'Hoi',
      tekst: 'Tot zaterdag',
    });
    assert.equal(mailen.status, 409);
    assert.deepEqual(mailen.body, { message: MELDING_DIENSTEN_ZONDER_BEURS });
  });

  it('aanmelden: plaatsen tellen af, een volle dienst geeft 409, de bevestiging staat in de outbox', async () => {
    await metBeurs();
    assert.equal(
      (
        await admin.put('/api/vrijwilligers/diensten/zaterdagOpbouwen', {
          tijd: 'Zaterdag 8.00 - 10.00 uur',
          capaciteit: 1,
        })
      ).status,
      200,
    );
    const eerste = await h
      .client(loopbackAdres(1))
      .post('/api/vrijwilligers/aanmelden', helper(1, ['zaterdagOpbouwen', 'vrijdagSorteren']));
    assert.equal(eerste.status, 201);
    assert.deepEqual(eerste.body, { naam: 'Helper 1', diensten: ['zaterdagOpbouwen', 'vrijdagSorteren'] });

    const overzicht = (
      await h
        .client()
        .get<{ diensten: { dienst: string; plaatsenOver: number; tijd: string }[] }>('/api/vrijwilligers/diensten')
    ).body;
    assert.deepEqual(
      overzicht.diensten.map((d) => [d.dienst, d.plaatsenOver]),
      [
        ['vrijdagSorteren', 7],
        ['zaterdagOpbouwen', 0],
        ['zaterdagTijdens', 8],
      ],
    );
    assert.equal(JSON.stringify(overzicht).includes('helper1'), false, 'bezoekers zien geen namen of adressen');

    const vol = await h.client(loopbackAdres(2)).post('/api/vrijwilligers/aanmelden', helper(2, ['zaterdagOpbouwen']));
    assert.equal(vol.status, 409);
    assert.deepEqual(vol.body, { message: MELDING_DIENST_VOL('zaterdagOpbouwen') });

    const mails = await h.store.leesMails();
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.to, 'helper1@voorbeeld.nl');
    assert.match(mails[0]!.text, /Zaterdagochtend opbouwen: Zaterdag 8\.00 - 10\.00 uur/);
    assert.match(mails[0]!.text, /geen administratiekosten/);
  });

  it('weigert foute invoer met Nederlandse meldingen (400) en bewaart niets', async () => {
    await metBeurs();
    const c = h.client();
    const gevallen: [unknown, string, string][] = [
      [{ ...helper(1, ['vrijdagSorteren']), naam: '' }, 'Naam is verplicht', 'naam'],
      [{ ...helper(1, ['vrijdagSorteren']), email: 'geen-adres' }, 'Vul een geldig e-mailadres in', 'email'],
      [helper(1, []), MELDING_KIES_DIENST, 'diensten'],
      [{ naam: 'A', email: 'a@voorbeeld.nl' }, 'Diensten is verplicht', 'diensten'],
      [helper(1, ['maandag']), 'Deze dienst bestaat niet', 'diensten'],
      [helper(1, ['vrijdagSorteren', 'vrijdagSorteren']), 'Kies elke dienst maar één keer', 'diensten'],
    ];
    for (const [body, melding, veld] of gevallen) {
      const res = await c.post('/api/vrijwilligers/aanmelden', body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.deepEqual(res.body, { message: melding, veld });
    }
    const onbekend = await admin.put('/api/vrijwilligers/diensten/maandag', { tijd: 'x', capaciteit: 1 });
    assert.equal(onbekend.status, 400);
    const negatief = await admin.put('/api/vrijwilligers/diensten/vrijdagSorteren', { tijd: 'x', capaciteit: -1 });
    assert.deepEqual(
      [negatief.status, negatief.body],
      [400, { message: 'Aantal plaatsen kan niet negatief zijn', veld: 'capaciteit' }],
    );
    const leeg = await admin.post('/api/vrijwilligers/diensten/vrijdagSorteren/mail', { onderwerp: 'Hoi', tekst: ' ' });
    assert.deepEqual([leeg.status, leeg.body], [400, { message: 'Tekst is verplicht', veld: 'tekst' }]);
    assert.deepEqual(await h.store.leesMails(), []);
  });

  it('het rooster en het beheer zijn alleen voor de beheerder (401 zonder sessie)', async () => {
    await metBeurs();
    const c = h.client();
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/vrijwilligers/rooster'],
      ['PUT', '/api/vrijwilligers/diensten/vrijdagSorteren', { tijd: 'x', capaciteit: 1 }],
      ['DELETE', '/api/vrijwilligers/aanmeldingen/iets'],
      ['POST', '/api/vrijwilligers/diensten/vrijdagSorteren/mail', { onderwerp: 'a', tekst: 'b' }],
    ];
    await c.get('/api/settings/inschrijvinggeopend');
    for (const [method, path, body] of routes) {
      const res = await c.call(method, path, body);
      assert.equal(res.status, 401, `${method} ${path}`);
    }
  });

  it('de beheerder ziet het rooster, verwijdert een aanmelding en mailt één dienst', async () => {
    await metBeurs();
    await h.client(loopbackAdres(1)).post('/api/vrijwilligers/aanmelden', helper(1, ['vrijdagSorteren']));
    await h
      .client(loopbackAdres(2))
      .post('/api/vrijwilligers/aanmelden', helper(2, ['vrijdagSorteren', 'zaterdagTijdens']));
    const rooster = (
      await admin.get<{
        aanmeldingen: { id: string; naam: string; dienst: string; telefoon: string; email: string }[];
      }>('/api/vrijwilligers/rooster')
    ).body;
    assert.deepEqual(
      rooster.aanmeldingen.map((a) => [a.dienst, a.naam, a.telefoon, a.email]),
      [
        ['vrijdagSorteren', 'Helper 1', '06-12345678', 'helper1@voorbeeld.nl'],
        ['vrijdagSorteren', 'Helper 2', '06-12345678', 'helper2@voorbeeld.nl'],
        ['zaterdagTijdens', 'Helper 2', '06-12345678', 'helper2@voorbeeld.nl'],
      ],
    );
    const mail = await admin.post('/api/vrijwilligers/diensten/vrijdagSorteren/mail', {
      onderwerp: 'Vrijdag',
      tekst: 'Tot vrijdag!',
    });
    assert.deepEqual(mail.body, { aantal: 2 });
    const verzonden = (await h.store.leesMails()).filter((m) => m.subject === 'Vrijdag');
    assert.deepEqual(verzonden.map((m) => m.to).sort(), ['helper1@voorbeeld.nl', 'helper2@voorbeeld.nl']);
    assert.match(verzonden[0]!.text, /Tot vrijdag!/);

    assert.equal(
      (await admin.call('DELETE', `/api/vrijwilligers/aanmeldingen/${rooster.aanmeldingen[0]!.id}`)).status,
      200,
    );
    assert.equal(
      (await admin.call('DELETE', `/api/vrijwilligers/aanmeldingen/${rooster.aanmeldingen[0]!.id}`)).status,
      404,
    );
    assert.equal(
      (await admin.get<{ aanmeldingen: unknown[] }>('/api/vrijwilligers/rooster')).body.aanmeldingen.length,
      2,
    );
  });

  it('een geregistreerde verkoper meldt zich aan en af via de persoonlijke link; de vlaggen volgen', async () => {
    await metBeurs();
    const verkoper = (
      await admin.post<Deelnemer>('/api/geregistreerde/save', {
        naam: 'Anne',
        email: 'anne@voorbeeld.nl',
        telefoon: '',
      })
    ).body;
    const token = tokens.maak(verkoper.id, 'gegevens');
    const c = h.client();
    const na = await c.post<{ aanmeldingen: { id: string; dienst: string }[] }>('/api/mijn-gegevens/diensten', {
      token,
      diensten: ['vrijdagSorteren'],
    });
    assert.equal(na.status, 200);
    assert.deepEqual(
      na.body.aanmeldingen.map((a) => a.dienst),
      ['vrijdagSorteren'],
    );
    assert.equal((await h.store.leesDeelnemer(verkoper.id))!.vrijwilligerVrijdag, true);
    assert.equal(
      (await c.get<{ aanmeldingen: unknown[] }>(`/api/mijn-gegevens/diensten?token=${encodeURIComponent(token)}`)).body
        .aanmeldingen.length,
      1,
    );

    // Someone else's sign-up cannot be withdrawn through this link.
    await h.client(loopbackAdres(3)).post('/api/vrijwilligers/aanmelden', helper(3, ['vrijdagSorteren']));
    const ander = (
      await admin.get<{ aanmeldingen: { id: string; naam: string }[] }>('/api/vrijwilligers/rooster')
    ).body.aanmeldingen.find((a) => a.naam === 'Helper 3')!;
    assert.equal(
      (await c.call('DELETE', '/api/mijn-gegevens/diensten', { token, aanmeldingId: ander.id })).status,
      404,
    );

    const af = await c.call<{ aanmeldingen: unknown[] }>('DELETE', '/api/mijn-gegevens/diensten', {
      token,
      aanmeldingId: na.body.aanmeldingen[0]!.id,
    });
    assert.equal(af.status, 200);
    assert.deepEqual(af.body.aanmeldingen, []);
    assert.equal((await h.store.leesDeelnemer(verkoper.id))!.vrijwilligerVrijdag, false);

    const fout = await c.post('/api/mijn-gegevens/diensten', { token: 'nep', diensten: ['vrijdagSorteren'] });
    assert.equal(fout.status, 400);
  });

  it('het formulier met het adres van een verkoper scheldt de kosten niet kwijt; de link in de mail wel (issue #24)', async () => {
    await metBeurs();
    const verkoper = (
      await admin.post<Deelnemer>('/api/geregistreerde/save', { naam: 'Bas', email: 'bas@voorbeeld.nl', telefoon: '' })
    ).body;
    const voor = (await h.store.leesMails()).length;
    const res = await h.client().post('/api/vrijwilligers/aanmelden', {
      naam: 'Iemand anders',
      email: 'BAS@voorbeeld.nl',
      telefoon: '',
      diensten: ['zaterdagTijdens'],
    });
    assert.equal(res.status, 201, res.text);
    let nu = (await h.store.leesDeelnemer(verkoper.id))!;
    assert.deepEqual([nu.vrijwilligerVrijdag, nu.vrijwilligerZaterdag], [false, false]);
    const bevestig = (await h.store.leesMails())
      .slice(voor)
      .find((m) => m.subject === 'Bevestig je aanmelding als vrijwilliger');
    assert.ok(bevestig, 'een mail naar het adres van de verkoper');
    assert.equal(bevestig.to.toLowerCase(), 'bas@voorbeeld.nl');
    const token = decodeURIComponent(/\/mijn-gegevens\?token=([^\s"<]+)/.exec(bevestig.text)![1]!);
    const na = await h.client().post<{ aanmeldingen: { dienst: string }[] }>('/api/mijn-gegevens/diensten', {
      token,
      diensten: ['zaterdagTijdens'],
    });
    assert.equal(na.status, 200, JSON.stringify(na.body));
    assert.deepEqual(
      na.body.aanmeldingen.map((a) => a.dienst),
      ['zaterdagTijdens'],
    );
    nu = (await h.store.leesDeelnemer(verkoper.id))!;
    assert.deepEqual([nu.vrijwilligerVrijdag, nu.vrijwilligerZaterdag], [false, true]);
    assert.equal((await h.store.leesAanmeldingen((await h.store.leesLaatsteAflevering())!.id)).length, 1);
  });

  it('de honingpot bewaart niets en de limiet per adres geldt ook hier (429)', async () => {
    await metBeurs();
    const c = h.client(loopbackAdres(9));
    const pot = await c.post('/api/vrijwilligers/aanmelden', {
      ...helper(0, ['vrijdagSorteren']),
      website: 'http://spam',
    });
    assert.equal(pot.status, 201);
    assert.deepEqual(await h.store.leesAanmeldingen((await h.store.leesLaatsteAflevering())!.id), []);
    // The honeypot's answer counts as accepted, as at registration: four more fit in the window.
    for (let i = 1; i <= 4; i++) {
      assert.equal((await c.post('/api/vrijwilligers/aanmelden', helper(i, ['zaterdagTijdens']))).status, 201);
    }
    const te = await c.post('/api/vrijwilligers/aanmelden', helper(5, ['zaterdagTijdens']));
    assert.deepEqual([te.status, te.body], [429, { message: MELDING_TE_VEEL_REGISTRATIES(10) }]);
  });
});
