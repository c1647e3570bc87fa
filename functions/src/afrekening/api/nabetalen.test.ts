/**
 * Issue 50, points 4 and 5, through the API on both stores: the organisation's account frozen at
 * closing (the SEPA file keeps it after the settings change, and the change is logged), the
 * warnings before the export (one account for several sellers, a seller on the organisation's
 * own), and a seller left out of the batch who stays on the treasurer's list after "Uitbetaald"
 * until marked paid another way. No answer and no log line holds a full IBAN.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { AfrekeningOverzicht } from '../domein/afrekening';
import { meldingNietTeBetalen } from '../domein/nabetalen';
import type { VoorPenningmeester } from '../usecases/nabetalen';
import type { BeheerInstellingen } from '../usecases/instellingen';
import type { Deelnemer } from '../../kern/types';
import type { KassaVoorBeheer } from '../../kassa/domein/overzicht';
import { createPrivacyTokens } from '../../registratie/links';
import { createSqliteStore } from '../../app/store/sqlite';
import { createFirestoreStore } from '../../app/store/firestore';
import type { Store } from '../../app/store/port';
import { ADMIN, startHarness, type Client, type Harness } from '../../app/testing/harness';
import { openTestDatabase, useTestFirestore } from '../../platform/testing/firestore-server';
import { KassaApparaat } from '../../kassa/testing/kassa-apparaat';

useTestFirestore();

const tokens = createPrivacyTokens('test-secret', () => new Date());
const NU = new Date('2026-11-28T10:00:00Z');
const ANNA_IBAN = 'NL91ABNA0417164300';
const DIRK_IBAN = 'BE68539007547034';
const ORGANISATIE = 'NL18RABO0123459876';
const NIEUW = 'NL20INGB0001234567';
const VOLLEDIG = /NL91ABNA|BE685390|NL18RABO|NL20INGB/;
const kosten = { commissiePercentage: 20, administratiekostenCent: 100, retourkostenCent: 200 };

type Beheer = AfrekeningOverzicht & VoorPenningmeester;

const adapters: [string, () => { store: Store; sluit: () => Promise<void> }][] = [
  ['SQLite', () => ({ store: createSqliteStore(':memory:'), sluit: async () => undefined })],
  [
    'Firestore',
    () => {
      const { db, close } = openTestDatabase();
      return { store: createFirestoreStore(db), sluit: close };
    },
  ],
];

for (const [naam, maak] of adapters) {
  describe(`de penningmeester na het afsluiten (issue 50, ${naam})`, () => {
    it('de rekening ligt vast, waarschuwingen voor de export, en wie niet in de batch zat blijft op de lijst', async () => {
      const { store, sluit } = maak();
      const logs: string[] = [];
      const h: Harness = await startHarness(store, { clock: () => NU, log: (regel: string) => logs.push(regel) });
      try {
        await h.store.init();
        const admin: Client = await h.admin();
        assert.equal((await admin.post('/api/aflevering', { volgnummer: 3, datum: '2026-11-28' })).status, 200);
        const instellingen = (iban: string, tenaamstelling: string) =>
          admin.put<BeheerInstellingen>('/api/afrekening/instellingen', {
            ...kosten,
            bankUitbetaling: true,
            iban,
            tenaamstelling,
          });
        assert.equal((await instellingen(ORGANISATIE, 'Stichting De Vlinder')).status, 200);
        const verkopers: Deelnemer[] = [];
        for (const wie of ['Anna', 'Bram', 'Chris', 'Dirk']) {
          verkopers.push(
            await h.store.schrijfIn(
              { naam: `${wie} de Vries`, email: `${wie.toLowerCase()}@voorbeeld.nl`, telefoon: '' },
              { bypassGate: true, now: NU },
            ),
          );
        }
        const [anna, bram, chris, dirk] = verkopers as [Deelnemer, Deelnemer, Deelnemer, Deelnemer];
        const token = (d: Deelnemer) => encodeURIComponent(tokens.maak(d.id, 'gegevens'));
        // Anna and Bram share an account, Chris gave the organisation's own, Dirk his.
        for (const [d, iban] of [
          [anna, ANNA_IBAN],
          [bram, ANNA_IBAN],
          [chris, ORGANISATIE],
          [dirk, DIRK_IBAN],
        ] as const) {
          const res = await h.client().put('/api/mijn-gegevens/uitbetaling', {
            token: tokens.maak(d.id, 'gegevens'),
            wijze: 'bank',
            iban,
            tenaamstelling: `${d.naam}`,
          });
          assert.equal(res.status, 200, res.text);
        }
        const kassa = await admin.post<KassaVoorBeheer>('/api/kassas', { naam: 'Kleding 1', ruimte: 'Kleding' });
        const verkoop = await KassaApparaat.van(h, kassa.body).stuur([
          {
            id: randomUUID(),
            regels: verkopers.map((d) => ({ verkopersnummer: d.nummer, artikelnummer: null, prijsCent: 1200 })),
            ontvangenCent: 5000,
            gesloten: NU.toISOString(),
          },
        ]);
        assert.equal(verkoop.status, 200, verkoop.text);
        assert.equal((await admin.post('/api/afrekening/sluiten')).status, 200);

        // Dirk erases his data after closing: no account left to transfer his money to.
        assert.equal((await h.client().delete(`/api/mijn-gegevens?token=${token(dirk)}`)).status, 200);

        // The organisation's account changes after closing: logged, masked; the closed fair keeps the old one.
        const na = await instellingen(NIEUW, 'Stichting De Rups');
        assert.equal(na.status, 200, na.text);
        const vast = { volgnummer: 3, iban: 'NL** **** **** 9876', tenaamstelling: 'Stichting De Vlinder' };
        assert.deepEqual(na.body.rekeningBijAfsluiten, vast);
        assert.deepEqual(
          (await admin.get<BeheerInstellingen>('/api/afrekening/instellingen')).body.rekeningBijAfsluiten,
          vast,
        );
        assert.ok(
          logs.some(
            (l) =>
              l.startsWith('Rekening van de organisatie gewijzigd: eindigend op 9876 wordt eindigend op 4567') &&
              l.includes('beurs 3 is afgesloten'),
          ),
          logs.join('\n'),
        );

        const overzicht = await admin.get<Beheer>('/api/afrekening');
        assert.equal(overzicht.status, 200, overzicht.text);
        const bedrag = (d: Deelnemer) =>
          overzicht.body.afrekening.verkopers.find((v) => v.nummer === d.nummer)!.overmakenCent;
        assert.ok(bedrag(dirk) > 0);
        assert.deepEqual(overzicht.body.waarschuwingen, [
          `Verkopers ${anna.nummer} en ${bram.nummer} krijgen hun geld op hetzelfde rekeningnummer (NL** **** **** 4300). Controleer of dat klopt voordat je het bestand bij de bank inleest.`,
          `Verkoper ${chris.nummer} krijgt het geld op de rekening van de organisatie zelf (NL** **** **** 9876). Controleer het rekeningnummer voordat je het bestand bij de bank inleest.`,
        ]);
        assert.deepEqual(overzicht.body.nogTeBetalen, [{ nummer: dirk.nummer, bedragCent: bedrag(dirk) }]);
        assert.doesNotMatch(overzicht.text, VOLLEDIG);
        // What the file pays is the three with an account, not the settlement's four "per bank".
        const inBestand = { aantal: 3, bedragCent: bedrag(anna) + bedrag(bram) + bedrag(chris) };
        assert.equal(overzicht.body.afrekening.totalen.perBank, 4);
        assert.deepEqual(overzicht.body.inHetBestand, inBestand);

        // The SEPA file pays from the account as it was at closing.
        const sepa = await admin.get('/api/afrekening/sepa.xml');
        assert.equal(sepa.status, 200, sepa.text);
        assert.match(sepa.text, new RegExp(`<DbtrAcct><Id><IBAN>${ORGANISATIE}</IBAN>`));
        assert.doesNotMatch(sepa.text, new RegExp(NIEUW));

        // Before "Uitbetaald" nobody can be marked yet.
        const teVroeg = await admin.post<{ message: string }>(`/api/afrekening/anders-betaald/${dirk.nummer}`, {
          wijze: 'contant',
        });
        assert.deepEqual([teVroeg.status, teVroeg.body.message], [409, meldingNietTeBetalen(dirk.nummer)]);

        assert.equal((await admin.post('/api/afrekening/uitbetaald')).status, 200);
        assert.ok(
          logs.some((l) => l.includes(`Nog te betalen buiten de overboekingen van beurs 3: verkoper ${dirk.nummer}`)),
          logs.join('\n'),
        );
        const daarna = await admin.get<Beheer>('/api/afrekening');
        assert.deepEqual(daarna.body.nogTeBetalen, [{ nummer: dirk.nummer, bedragCent: bedrag(dirk) }]);
        assert.deepEqual([daarna.body.waarschuwingen, daarna.body.andersBetaald], [[], []]);
        assert.deepEqual(daarna.body.inHetBestand, inBestand);
        assert.equal(
          (await admin.get<BeheerInstellingen>('/api/afrekening/instellingen')).body.rekeningBijAfsluiten,
          undefined,
        );

        // Anna was in the batch: not on the list. A wrong body: 400 at the field. Without login: refused.
        const inBatch = await admin.post<{ message: string }>(`/api/afrekening/anders-betaald/${anna.nummer}`, {
          wijze: 'contant',
        });
        assert.deepEqual([inBatch.status, inBatch.body.message], [409, meldingNietTeBetalen(anna.nummer)]);
        const fout = await admin.post<{ veld?: string }>(`/api/afrekening/anders-betaald/${dirk.nummer}`, {
          wijze: 'pin',
        });
        assert.deepEqual([fout.status, fout.body.veld], [400, 'wijze']);
        assert.equal(
          (await h.client().post(`/api/afrekening/anders-betaald/${dirk.nummer}`, { wijze: 'contant' })).status,
          401,
        );

        const betaald = await admin.post<{ andersBetaald: unknown; nogTeBetalen: unknown[] }>(
          `/api/afrekening/anders-betaald/${dirk.nummer}`,
          { wijze: 'contant' },
        );
        assert.equal(betaald.status, 200, betaald.text);
        const mark = {
          nummer: dirk.nummer,
          bedragCent: bedrag(dirk),
          wijze: 'contant',
          door: ADMIN.username,
          op: NU.toISOString(),
        };
        assert.deepEqual(betaald.body, { andersBetaald: mark, nogTeBetalen: [] });
        const nogEens = await admin.post<{ message: string }>(`/api/afrekening/anders-betaald/${dirk.nummer}`, {
          wijze: 'anders',
        });
        assert.deepEqual([nogEens.status, nogEens.body.message], [409, meldingNietTeBetalen(dirk.nummer)]);
        const klaar = await admin.get<Beheer>('/api/afrekening');
        assert.deepEqual([klaar.body.nogTeBetalen, klaar.body.andersBetaald], [[], [mark]]);
        assert.ok(
          logs.some((l) => l.startsWith(`Verkoper ${dirk.nummer} van beurs 3: `) && l.includes('contant betaald')),
        );
        for (const regel of logs) assert.doesNotMatch(regel, /NL91ABNA|BE6853|NL18RABO|NL20INGB|NL\*\*|BE\*\*/, regel);
      } finally {
        await h.close();
        await sluit();
      }
    });

    it('heeft niemand meer een rekening, dan markeert "Uitbetaald" een lege batch en staan ze op de lijst', async () => {
      const { store, sluit } = maak();
      const h: Harness = await startHarness(store, { clock: () => NU });
      try {
        await h.store.init();
        const admin: Client = await h.admin();
        assert.equal((await admin.post('/api/aflevering', { volgnummer: 3, datum: '2026-11-28' })).status, 200);
        const aan = await admin.put('/api/afrekening/instellingen', {
          ...kosten,
          bankUitbetaling: true,
          iban: ORGANISATIE,
          tenaamstelling: 'Stichting De Vlinder',
        });
        assert.equal(aan.status, 200, aan.text);
        const eva = await h.store.schrijfIn(
          { naam: 'Eva de Vries', email: 'eva@voorbeeld.nl', telefoon: '' },
          { bypassGate: true, now: NU },
        );
        const token = tokens.maak(eva.id, 'gegevens');
        const keuze = { token, wijze: 'bank', iban: ANNA_IBAN, tenaamstelling: 'Eva de Vries' };
        assert.equal((await h.client().put('/api/mijn-gegevens/uitbetaling', keuze)).status, 200);
        const kassa = await admin.post<KassaVoorBeheer>('/api/kassas', { naam: 'Kleding 1', ruimte: 'Kleding' });
        const regels = [{ verkopersnummer: eva.nummer, artikelnummer: null, prijsCent: 1200 }];
        const bon = { id: randomUUID(), regels, ontvangenCent: 5000, gesloten: NU.toISOString() };
        assert.equal((await KassaApparaat.van(h, kassa.body).stuur([bon])).status, 200);
        assert.equal((await admin.post('/api/afrekening/sluiten')).status, 200);
        // Eva, the only one owed by bank, erases her data: no file to make.
        const weg = await h.client().delete(`/api/mijn-gegevens?token=${encodeURIComponent(token)}`);
        assert.equal(weg.status, 200);
        assert.equal((await admin.get('/api/afrekening/sepa.xml')).status, 409);
        const overzicht = (await admin.get<Beheer>('/api/afrekening')).body;
        // The page says so and offers no file: nobody is in it.
        assert.deepEqual(overzicht.inHetBestand, { aantal: 0, bedragCent: 0 });
        const voor = overzicht.nogTeBetalen;
        assert.deepEqual(
          voor.map((t) => t.nummer),
          [eva.nummer],
        );

        const gedaan = await admin.post<{ uitbetaald: { overboekingen: unknown[] } }>('/api/afrekening/uitbetaald');
        assert.equal(gedaan.status, 200, gedaan.text);
        assert.deepEqual(gedaan.body.uitbetaald.overboekingen, []);
        assert.deepEqual((await admin.get<Beheer>('/api/afrekening')).body.nogTeBetalen, voor);
        const betaald = await admin.post(`/api/afrekening/anders-betaald/${eva.nummer}`, { wijze: 'contant' });
        assert.equal(betaald.status, 200, betaald.text);
        assert.deepEqual((await admin.get<Beheer>('/api/afrekening')).body.nogTeBetalen, []);
      } finally {
        await h.close();
        await sluit();
      }
    });
  });
}
