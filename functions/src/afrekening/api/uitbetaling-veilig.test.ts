/**
 * Paying sellers safely (issue 50) through the API, on both stores: names in every script reach
 * the bank readable (the SEPA file validates, the GiroCodes say the same), a name the bank cannot
 * read is refused at the field and never empties the file, the administrator corrects a name
 * after closing with a log line and a mail, every change of payout is mailed, a link of someone
 * not in this fair cannot choose bank, and a link cannot change the payout without limit.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { EigenUitbetaling } from '../../kern/api-types';
import type { Deelnemer } from '../../kern/types';
import type { KassaVoorBeheer } from '../../kassa/domein/overzicht';
import { MELDING_BANK_ALLEEN_DEZE_BEURS } from '../domein/uitbetaling';
import { createPrivacyTokens } from '../../registratie/links';
import { createSqliteStore } from '../../app/store/sqlite';
import { createFirestoreStore } from '../../app/store/firestore';
import type { Store } from '../../app/store/port';
import { startHarness, TEST_CONFIG, type Client, type Harness } from '../../app/testing/harness';
import { openTestDatabase, useTestFirestore } from '../../platform/testing/firestore-server';
import { KassaApparaat } from '../../kassa/testing/kassa-apparaat';
import { ADMIN } from '../../platform/testing/server';
import { loadLimieten } from '../../platform/config';
import { MELDING_TE_VEEL_UITBETALING } from './afrekening';

useTestFirestore();

const tokens = createPrivacyTokens('test-secret', () => new Date());
const NU = new Date('2026-11-28T10:00:00Z');
const XSD = join(__dirname, '..', 'testing', 'pain.001.001.03.xsd');
const map = mkdtempSync(join(tmpdir(), 'uitbetaling-veilig-'));
after(() => rmSync(map, { recursive: true, force: true }));

function schemaFout(document: string): string | null {
  const pad = join(map, `${randomUUID()}.xml`);
  writeFileSync(pad, document);
  const r = spawnSync('xmllint', ['--noout', '--schema', XSD, pad], { encoding: 'utf8' });
  if (r.error) throw new Error(`xmllint ontbreekt (Debian: libxml2-utils): ${r.error.message}`);
  return r.status === 0 ? null : r.stderr;
}

const pdfTekst = (bytes: Buffer) => spawnSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).stdout.toString();

/** Sellers with names in other scripts, each an IBAN of their own. */
const VERKOPERS = [
  { naam: 'Иван Петров', iban: 'NL91ABNA0417164300', bank: 'Ivan Petrov' },
  { naam: 'Γιώργος Παπαδόπουλος', iban: 'NL44RABO0123456789', bank: 'Giorgos Papadopoylos' },
  { naam: 'Ævar Þór Ørsted', iban: 'DE89370400440532013000', bank: 'AEvar THor Orsted' },
  { naam: 'Nguyễn Thị Đào', iban: 'BE68539007547034', bank: 'Nguyen Thi Dao' },
];
const ORGANISATIE = 'NL18RABO0123459876';

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

interface Opzet {
  h: Harness;
  admin: Client;
  logs: string[];
  schrijfIn: (naam: string, email: string) => Promise<Deelnemer>;
  kies: (d: Deelnemer, keuze: Record<string, unknown>) => ReturnType<Client['put']>;
  mailsSinds: (n: number) => Promise<{ to: string; subject: string; text: string; html: string }[]>;
}

async function metBeurs(store: Store, doe: (o: Opzet) => Promise<void>, limieten?: Record<string, string>) {
  const logs: string[] = [];
  const h = await startHarness(store, {
    clock: () => NU,
    log: (regel: string) => logs.push(regel),
    ...(limieten ? { config: { ...TEST_CONFIG, limieten: loadLimieten(limieten) } } : {}),
  });
  try {
    await h.store.init();
    const admin = await h.admin();
    assert.equal((await admin.post('/api/aflevering', { volgnummer: 3, datum: '2026-11-28' })).status, 200);
    const aan = await admin.put('/api/afrekening/instellingen', {
      commissiePercentage: 20,
      administratiekostenCent: 100,
      retourkostenCent: 200,
      bankUitbetaling: true,
      iban: ORGANISATIE,
      tenaamstelling: 'Фонд Детская ярмарка',
    });
    assert.equal(aan.status, 200, aan.text);
    // One link per seller, as in their mail (a token made later differs: it holds its expiry).
    const links = new Map<string, string>();
    const link = (d: Deelnemer) => links.get(d.id) ?? links.set(d.id, tokens.maak(d.id, 'gegevens')).get(d.id)!;
    await doe({
      h,
      admin,
      logs,
      schrijfIn: (naam, email) => h.store.schrijfIn({ naam, email, telefoon: '' }, { bypassGate: true, now: NU }),
      kies: (d, keuze) => h.client().put('/api/mijn-gegevens/uitbetaling', { token: link(d), ...keuze }),
      mailsSinds: async (n) => (await h.store.leesMails()).slice(n),
    });
  } finally {
    await h.close();
  }
}

const fout = (res: { status: number; body: unknown }) => {
  const body = res.body as { veld?: string; message: string };
  return [res.status, body.veld, body.message];
};

for (const [naam, maak] of adapters) {
  describe(`veilig uitbetalen per bank via de API (${naam}, issue 50)`, () => {
    it('namen in elk schrift: leesbaar in het SEPA-bestand en op de GiroCodes; onleesbaar geweigerd, hersteld door de beheerder', async () => {
      const { store, sluit } = maak();
      try {
        await metBeurs(store, async ({ h, admin, logs, schrijfIn, kies, mailsSinds }) => {
          // The organisation's name must be readable too: '***' is refused at its field.
          const sterren = await admin.put('/api/afrekening/instellingen', {
            commissiePercentage: 20,
            administratiekostenCent: 100,
            retourkostenCent: 200,
            tenaamstelling: '***',
          });
          assert.deepEqual(fout(sterren), [
            400,
            'tenaamstelling',
            'Naam rekeninghouder moet in Latijnse letters staan, zoals de bank de naam kent (bijvoorbeeld Wang Xiaoming)',
          ]);

          const verkopers: Deelnemer[] = [];
          for (const [i, v] of VERKOPERS.entries()) {
            const d = await schrijfIn(`Verkoper ${i}`, `v${i}@voorbeeld.nl`);
            verkopers.push(d);
            const res = await kies(d, { wijze: 'bank', iban: v.iban, tenaamstelling: v.naam });
            assert.equal(res.status, 200, res.text);
            assert.equal((res.body as EigenUitbetaling).tenaamstelling, v.naam, 'bewaard zoals getypt');
          }
          // A name with no Latin letter left: refused at its field, with a Dutch message.
          const wang = await schrijfIn('Wang', 'wang@voorbeeld.nl');
          assert.deepEqual(
            fout(await kies(wang, { wijze: 'bank', iban: 'NL20INGB0001234567', tenaamstelling: '王小明' })),
            [
              400,
              'tenaamstelling',
              'Ten name van moet in Latijnse letters staan, zoals de bank de naam kent (bijvoorbeeld Wang Xiaoming)',
            ],
          );
          // One saved before this rule (straight into the store) must not empty the file.
          await h.store.zetUitbetaling(
            wang.id,
            (await h.store.leesLaatsteAflevering())!.id,
            { wijze: 'bank', iban: 'NL20INGB0001234567', tenaamstelling: '王小明' },
            () => null,
            NU,
          );

          const kassa = await admin.post<KassaVoorBeheer>('/api/kassas', { naam: 'Kleding 1', ruimte: 'Kleding' });
          const verkoop = await KassaApparaat.van(h, kassa.body).stuur([
            {
              id: randomUUID(),
              regels: [...verkopers, wang].map((d) => ({
                verkopersnummer: d.nummer,
                artikelnummer: null,
                prijsCent: 1000,
              })),
              ontvangenCent: 5000,
              gesloten: NU.toISOString(),
            },
          ]);
          assert.equal(verkoop.status, 200, verkoop.text);
          assert.equal((await admin.post('/api/afrekening/sluiten')).status, 200);

          const geweigerd = await admin.get<{ message: string }>('/api/afrekening/sepa.xml');
          assert.equal(geweigerd.status, 409);
          assert.match(geweigerd.body.message, new RegExp(`verkoper ${wang.nummer}\\b.*Latijnse letters`));
          assert.equal((await admin.get('/api/afrekening/girocodes.pdf')).status, 409);

          // After closing the seller cannot change it; the administrator can, logged and mailed.
          const voor = (await h.store.leesMails()).length;
          assert.deepEqual(
            fout(await admin.put(`/api/afrekening/tenaamstelling/${wang.nummer}`, { tenaamstelling: '王' })),
            [
              400,
              'tenaamstelling',
              'Ten name van moet in Latijnse letters staan, zoals de bank de naam kent (bijvoorbeeld Wang Xiaoming)',
            ],
          );
          const verbeterd = await admin.put(`/api/afrekening/tenaamstelling/${wang.nummer}`, {
            tenaamstelling: 'Wang Xiaoming',
          });
          assert.equal(verbeterd.status, 200, verbeterd.text);
          assert.ok(logs.some((r) => r.includes(`verkoper ${wang.nummer} aangepast door ${ADMIN.username}`)));
          const [mail, ...meer] = await mailsSinds(voor);
          assert.equal(meer.length, 0);
          assert.equal(mail!.to, 'wang@voorbeeld.nl');
          assert.match(mail!.text, /Eerst: overmaken naar NL\*\* \*\*\*\* \*\*\*\* 4567 ten name van 王小明\./);
          assert.match(mail!.text, /Nu: overmaken naar NL\*\* \*\*\*\* \*\*\*\* 4567 ten name van Wang Xiaoming\./);
          assert.doesNotMatch(mail!.text + mail!.html, /NL20INGB/);
          // After closing the seller cannot change it any more: the mail says to contact the organisation.
          assert.match(mail!.text, /De afrekening is afgesloten, dus veranderen kan nu alleen nog via ons/);
          assert.doesNotMatch(mail!.text, /mijn-gegevens\?token=/);
          const nietBank = await admin.put<{ message: string }>('/api/afrekening/tenaamstelling/9999', {
            tenaamstelling: 'Iemand',
          });
          assert.equal(nietBank.status, 404);

          const sepa = await admin.get('/api/afrekening/sepa.xml');
          assert.equal(sepa.status, 200, sepa.text);
          assert.equal(schemaFout(sepa.text), null);
          const namen = [...sepa.text.matchAll(/<Nm>([^<]*)<\/Nm>/g)].map((m) => m[1]);
          assert.deepEqual(namen, [
            'Fond Detskaya yarmarka',
            'Fond Detskaya yarmarka',
            ...VERKOPERS.map((v) => v.bank),
            'Wang Xiaoming',
          ]);
          const giro = pdfTekst((await admin.download('/api/afrekening/girocodes.pdf')).bytes);
          for (const v of VERKOPERS) assert.match(giro, new RegExp(v.bank));
          assert.doesNotMatch(giro, /\?\?/);

          // Until "Uitbetaald": then nothing changes any more.
          assert.equal((await admin.post('/api/afrekening/uitbetaald')).status, 200);
          const teLaat = await admin.put(`/api/afrekening/tenaamstelling/${wang.nummer}`, { tenaamstelling: 'W' });
          assert.equal(teLaat.status, 409);
        });
      } finally {
        await sluit();
      }
    });

    it('elke wijziging van de uitbetaling mailt de verkoper, met oud en nieuw gemaskeerd; alleen wie meedoet kan overmaken kiezen', async () => {
      const { store, sluit } = maak();
      try {
        await metBeurs(store, async ({ h, admin, schrijfIn, kies, mailsSinds }) => {
          const anna = await schrijfIn('Anna', 'anna@voorbeeld.nl');
          const voor = (await h.store.leesMails()).length;
          assert.equal(
            (await kies(anna, { wijze: 'bank', iban: 'NL91ABNA0417164300', tenaamstelling: 'A. Smit' })).status,
            200,
          );
          // The same again is no change: no mail.
          assert.equal(
            (await kies(anna, { wijze: 'bank', iban: 'NL91ABNA0417164300', tenaamstelling: 'A. Smit' })).status,
            200,
          );
          assert.equal(
            (await kies(anna, { wijze: 'bank', iban: 'NL44RABO0123456789', tenaamstelling: 'A. Smit' })).status,
            200,
          );
          assert.equal((await kies(anna, { wijze: 'contant' })).status, 200);
          const mails = await mailsSinds(voor);
          assert.deepEqual(
            mails.map((m) => m.to),
            ['anna@voorbeeld.nl', 'anna@voorbeeld.nl', 'anna@voorbeeld.nl'],
          );
          for (const m of mails) {
            assert.match(m.subject, /^Je uitbetaling bij de kinderkledingbeurs is gewijzigd/);
            assert.match(m.text, /Heb je dit niet zelf gedaan\? Zet het terug via je persoonlijke link/);
            assert.match(m.text, /http:\/\/localhost:8080\/mijn-gegevens\?token=/);
            assert.doesNotMatch(m.text + m.html, /NL91ABNA|NL44RABO/);
          }
          const teksten = mails.map((m) => m.text);
          assert.match(
            teksten[0]!,
            /Eerst: contant in de envelop bij het ophalen\.\nNu: overmaken naar NL\*\* \*\*\*\* \*\*\*\* 4300 ten name van A\. Smit\./,
          );
          assert.match(
            teksten[1]!,
            /Eerst: overmaken naar NL\*\* \*\*\*\* \*\*\*\* 4300 .*\nNu: overmaken naar NL\*\* \*\*\*\* \*\*\*\* 6789/,
          );
          assert.match(teksten[2]!, /Nu: contant in de envelop bij het ophalen\./);

          // A link of someone from an earlier fair who does not take part in this one.
          const oud = await schrijfIn('Oud', 'oud@voorbeeld.nl');
          assert.equal((await admin.post('/api/aflevering', { volgnummer: 4, datum: '2027-05-22' })).status, 200);
          const n = (await h.store.leesMails()).length;
          assert.deepEqual(
            fout(await kies(oud, { wijze: 'bank', iban: 'NL91ABNA0417164300', tenaamstelling: 'Oud' })),
            [409, undefined, MELDING_BANK_ALLEEN_DEZE_BEURS],
          );
          assert.equal((await h.store.leesDeelnemer(oud.id))?.uitbetaling, undefined);
          // The seller's page knows it beforehand: cash can still be chosen, bank not.
          const gezien = await h
            .client()
            .get<EigenUitbetaling>(
              `/api/mijn-gegevens/uitbetaling?token=${encodeURIComponent(tokens.maak(oud.id, 'gegevens'))}`,
            );
          assert.deepEqual([gezien.body.wijzigbaar, gezien.body.bankMogelijk], [true, false]);
          assert.equal((await h.store.leesMails()).length, n, 'geen mail bij een weigering');
        });
      } finally {
        await sluit();
      }
    });

    it('per link en per adres een grens aan wijzigingen: daarboven 429 met Retry-After, en niets bewaard of gemaild', async () => {
      const { store, sluit } = maak();
      try {
        await metBeurs(
          store,
          async ({ h, schrijfIn, kies }) => {
            const anna = await schrijfIn('Anna', 'anna@voorbeeld.nl');
            const bram = await schrijfIn('Bram', 'bram@voorbeeld.nl');
            for (const wijze of ['bank', 'contant', 'bank']) {
              const res = await kies(anna, { wijze, iban: 'NL91ABNA0417164300', tenaamstelling: 'Anna' });
              assert.equal(res.status, 200, res.text);
            }
            const n = (await h.store.leesMails()).length;
            const te = await kies(anna, { wijze: 'contant' });
            assert.equal(te.status, 429);
            const seconden = Number(te.headers.get('retry-after'));
            assert.ok(seconden > 0 && seconden <= 60, String(seconden));
            assert.equal((te.body as { message: string }).message, MELDING_TE_VEEL_UITBETALING(seconden));
            assert.equal((await h.store.leesDeelnemer(anna.id))?.uitbetaling?.wijze, 'bank');
            assert.equal((await h.store.leesMails()).length, n);
            // Another link from the same address may still, up to the address's limit.
            assert.equal((await kies(bram, { wijze: 'contant' })).status, 200);
            assert.equal((await kies(bram, { wijze: 'contant' })).status, 429);
          },
          { UITBETALING_PER_LINK_PER_MINUUT: '3', UITBETALING_PER_ADRES_PER_MINUUT: '5' },
        );
      } finally {
        await sluit();
      }
    });
  });
}
