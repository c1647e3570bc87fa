/**
 * Paying sellers by bank (issue 36) through the API, on both stores: the fair's switch and
 * account, a seller's choice with a wrong and a right IBAN, the settlement closed, the SEPA file
 * validated against the ISO 20022 schema and matched with the settlement to the cent, the
 * GiroCodes read back, the envelopes and the pick-up desk saying "wordt overgemaakt", and
 * "Uitbetaald" with its mails and the IBANs erased. No answer but the export, and no log line,
 * holds a seller's full IBAN.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { AfrekeningOverzicht, EigenAfrekening, Uitbetaald } from '../domein/afrekening';
import type { EigenGegevens, EigenUitbetaling } from '../../kern/api-types';
import type { Deelnemer } from '../../kern/types';
import type { KassaVoorBeheer } from '../../kassa/domein/overzicht';
import type { OphaalVerkoper } from '../../inlevering/domein/balie';
import { MELDING_IBAN_GEEN_SEPA, MELDING_IBAN_ONGELDIG } from '../../kern/iban';
import {
  MELDING_AL_UITBETAALD,
  MELDING_GEEN_BANK,
  MELDING_NOG_NIET_GESLOTEN,
  MELDING_UITBETALING_VAST,
} from '../domein/uitbetaling';
import { CONTANT_NIET_AANGEBODEN } from '../testing/uitbetaling';
import { giroCodeTekst, overboekingOmschrijving } from '../domein/sepa';
import { createPrivacyTokens } from '../../registratie/links';
import { createSqliteStore } from '../../app/store/sqlite';
import { createFirestoreStore } from '../../app/store/firestore';
import type { Store } from '../../app/store/port';
import { startHarness, type Client, type Harness } from '../../app/testing/harness';
import { openTestDatabase, useTestFirestore } from '../../platform/testing/firestore-server';
import { KassaApparaat } from '../../kassa/testing/kassa-apparaat';
import { ADMIN } from '../../platform/testing/server';

useTestFirestore();

const tokens = createPrivacyTokens('test-secret', () => new Date());
const NU = new Date('2026-11-28T10:00:00Z');
const XSD = join(__dirname, '..', 'testing', 'pain.001.001.03.xsd');
const map = mkdtempSync(join(tmpdir(), 'uitbetaling-'));
after(() => rmSync(map, { recursive: true, force: true }));

const ANNA_IBAN = 'NL91ABNA0417164300';
const CHRIS_IBAN = 'BE68539007547034';
const ORGANISATIE = 'NL18RABO0123459876';

const pdfTekst = (bytes: Buffer) => {
  const uit = spawnSync('pdftotext', ['-layout', '-', '-'], { input: bytes });
  assert.equal(uit.status, 0, uit.stderr.toString());
  return uit.stdout.toString();
};

/** The data of every QR code on the PDF's pages (pdftoppm, then zbarimg), as a bank app reads them. */
function scan(pdf: Buffer): string[] {
  const sub = mkdtempSync(join(map, 'scan-'));
  const bestand = join(sub, 'lijst.pdf');
  writeFileSync(bestand, pdf);
  execFileSync('pdftoppm', ['-r', '150', '-gray', '-png', bestand, join(sub, 'lijst')], { stdio: 'ignore' });
  return readdirSync(sub)
    .filter((f) => f.endsWith('.png'))
    .flatMap((pagina) => {
      const xml = execFileSync('zbarimg', ['-q', '--xml', '-Sdisable', '-Sqrcode.enable', join(sub, pagina)], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      return [...xml.matchAll(/<data><!\[CDATA\[([\s\S]*?)\]\]><\/data>/g)].map((m) => m[1]!);
    });
}

/** xmllint's verdict against the ISO 20022 schema: null when valid. */
function schemaFout(document: string): string | null {
  const pad = join(map, `${randomUUID()}.xml`);
  writeFileSync(pad, document);
  const r = spawnSync('xmllint', ['--noout', '--schema', XSD, pad], { encoding: 'utf8' });
  if (r.error) throw new Error(`xmllint ontbreekt (Debian: libxml2-utils): ${r.error.message}`);
  return r.status === 0 ? null : r.stderr;
}

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
  describe(`uitbetalen per bank via de API (${naam})`, () => {
    it('van de keuze van de verkoper tot het SEPA-bestand, de GiroCodes, de enveloppen, de ophaalbalie en "Uitbetaald"', async () => {
      const { store, sluit } = maak();
      const logs: string[] = [];
      const h: Harness = await startHarness(store, { clock: () => NU, log: (regel: string) => logs.push(regel) });
      try {
        await h.store.init();
        const admin: Client = await h.admin();
        assert.equal((await admin.post('/api/aflevering', { volgnummer: 3, datum: '2026-11-28' })).status, 200);
        const verkopers: Deelnemer[] = [];
        for (const wie of ['Anna', 'Bram', 'Chris']) {
          verkopers.push(
            await h.store.schrijfIn(
              { naam: `${wie} de Vries`, email: `${wie.toLowerCase()}@voorbeeld.nl`, telefoon: '' },
              { bypassGate: true, now: NU },
            ),
          );
        }
        const [anna, bram, chris] = verkopers as [Deelnemer, Deelnemer, Deelnemer];
        const token = (d: Deelnemer) => tokens.maak(d.id, 'gegevens');
        const kies = (d: Deelnemer, keuze: Record<string, unknown>) =>
          h.client().put<EigenUitbetaling>('/api/mijn-gegevens/uitbetaling', { token: token(d), ...keuze });
        const kosten = { commissiePercentage: 20, administratiekostenCent: 100, retourkostenCent: 200 };

        // Off by default: the seller sees it is not offered, and cannot choose bank.
        const eerst = await h
          .client()
          .get<EigenGegevens>(`/api/mijn-gegevens?token=${encodeURIComponent(token(anna))}`);
        assert.equal(eerst.status, 200, eerst.text);
        assert.deepEqual(eerst.body.uitbetaling, CONTANT_NIET_AANGEBODEN);
        const nietAangeboden = await kies(anna, { wijze: 'bank', iban: ANNA_IBAN, tenaamstelling: 'A. de Vries' });
        assert.deepEqual(
          [nietAangeboden.status, (nietAangeboden.body as unknown as { message: string }).message],
          [409, MELDING_GEEN_BANK],
        );

        // The administrator switches it on: both fields required, the IBAN checked, at its field.
        const fout = async (body: Record<string, unknown>) => {
          const res = await admin.put<{ message: string; veld?: string }>('/api/afrekening/instellingen', {
            ...kosten,
            ...body,
          });
          assert.equal(res.status, 400, res.text);
          return [res.body.veld, res.body.message];
        };
        assert.deepEqual(await fout({ bankUitbetaling: true }), ['iban', 'Vul het IBAN van de organisatie in.']);
        assert.deepEqual(await fout({ bankUitbetaling: true, iban: 'NL91ABNA0417164301', tenaamstelling: 'x' }), [
          'iban',
          MELDING_IBAN_ONGELDIG,
        ]);
        assert.deepEqual(
          await fout({ bankUitbetaling: true, iban: 'TR330006100519786457841326', tenaamstelling: 'x' }),
          ['iban', MELDING_IBAN_GEEN_SEPA],
        );
        assert.deepEqual(await fout({ bankUitbetaling: true, iban: ORGANISATIE }), [
          'tenaamstelling',
          'Vul de naam van de rekeninghouder in.',
        ]);
        const aan = await admin.put('/api/afrekening/instellingen', {
          ...kosten,
          bankUitbetaling: true,
          iban: 'nl18 rabo 0123 4598 76',
          tenaamstelling: 'Stichting De Vlinder',
        });
        assert.equal(aan.status, 200, aan.text);
        const beheer = { ...kosten, bankUitbetaling: true, iban: ORGANISATIE, tenaamstelling: 'Stichting De Vlinder' };
        assert.deepEqual(aan.body, beheer);
        assert.deepEqual((await admin.get('/api/afrekening/instellingen')).body, beheer);
        // Changing only the fees (an older form) keeps the bank part.
        assert.deepEqual((await admin.put('/api/afrekening/instellingen', kosten)).body, beheer);
        const publiek = await h.client().get<{ kosten: Record<string, unknown> }>('/api/public');
        assert.deepEqual(publiek.body.kosten, { ...kosten, bankUitbetaling: true });
        assert.doesNotMatch(publiek.text, /RABO|Vlinder/);

        // The seller's choice: a wrong IBAN and a missing name at their fields; then the right one, masked.
        const fouteKeuze = async (d: Deelnemer, keuze: Record<string, unknown>) => {
          const res = await kies(d, keuze);
          assert.equal(res.status, 400, res.text);
          const body = res.body as unknown as { veld: string; message: string };
          return [body.veld, body.message];
        };
        assert.deepEqual(
          await fouteKeuze(anna, { wijze: 'bank', iban: 'NL91 ABNA 0417 1643 01', tenaamstelling: 'A' }),
          ['iban', MELDING_IBAN_ONGELDIG],
        );
        assert.deepEqual(await fouteKeuze(anna, { wijze: 'bank', iban: ANNA_IBAN }), [
          'tenaamstelling',
          'Ten name van is verplicht',
        ]);
        assert.deepEqual(await fouteKeuze(anna, { wijze: 'per post' }), [
          'wijze',
          'Kies hoe je wordt uitbetaald: contant of per bank',
        ]);
        const gekozen = await kies(anna, {
          wijze: 'bank',
          iban: 'nl91 abna 0417 1643 00',
          tenaamstelling: 'A. de Vries',
        });
        assert.equal(gekozen.status, 200, gekozen.text);
        const annaBank: EigenUitbetaling = {
          wijze: 'bank',
          iban: 'NL** **** **** 4300',
          tenaamstelling: 'A. de Vries',
          aangeboden: true,
          wijzigbaar: true,
          bankMogelijk: true,
          melding: null,
        };
        assert.deepEqual(gekozen.body, annaBank);
        assert.equal(
          (await kies(chris, { wijze: 'bank', iban: CHRIS_IBAN, tenaamstelling: 'C. de Vries' })).status,
          200,
        );
        const gegevens = await h
          .client()
          .get<EigenGegevens>(`/api/mijn-gegevens?token=${encodeURIComponent(token(anna))}`);
        assert.deepEqual(gegevens.body.uitbetaling, annaBank);
        assert.deepEqual(
          (await h.client().get(`/api/mijn-gegevens/uitbetaling?token=${encodeURIComponent(token(anna))}`)).body,
          annaBank,
        );
        // The administrator's list of sellers shows it masked too.
        const lijst = await admin.get<Deelnemer[]>('/api/geregistreerde/all');
        assert.deepEqual(lijst.body.find((d) => d.id === anna.id)?.uitbetaling, {
          wijze: 'bank',
          iban: 'NL** **** **** 4300',
          tenaamstelling: 'A. de Vries',
        });
        for (const tekst of [gegevens.text, lijst.text]) assert.doesNotMatch(tekst, /NL91ABNA|BE6853/);

        // Before closing there is nothing to transfer yet.
        const teVroeg = await admin.get<{ message: string }>('/api/afrekening/sepa.xml');
        assert.deepEqual([teVroeg.status, teVroeg.body.message], [409, MELDING_NOG_NIET_GESLOTEN]);

        // The fair: Anna sells € 12,34 (she gets € 8,87 to the cent), Bram € 10,00 (€ 7,00 cash), Chris nothing.
        const kassa = await admin.post<KassaVoorBeheer>('/api/kassas', { naam: 'Kleding 1', ruimte: 'Kleding' });
        const verkoop = await KassaApparaat.van(h, kassa.body).stuur([
          {
            id: randomUUID(),
            regels: [
              { verkopersnummer: anna.nummer, artikelnummer: null, prijsCent: 1234 },
              { verkopersnummer: bram.nummer, artikelnummer: null, prijsCent: 1000 },
            ],
            ontvangenCent: 5000,
            gesloten: NU.toISOString(),
          },
        ]);
        assert.equal(verkoop.status, 200, verkoop.text);
        assert.equal((await admin.post('/api/afrekening/sluiten')).status, 200);
        const vast = await kies(anna, { wijze: 'contant' });
        assert.deepEqual(
          [vast.status, (vast.body as unknown as { message: string }).message],
          [409, MELDING_UITBETALING_VAST],
        );
        const naAfsluiten = await h
          .client()
          .get<EigenGegevens>(`/api/mijn-gegevens?token=${encodeURIComponent(token(anna))}`);
        assert.deepEqual(naAfsluiten.body.uitbetaling, {
          ...annaBank,
          wijzigbaar: false,
          bankMogelijk: false,
          melding: MELDING_UITBETALING_VAST,
        });

        const overzicht = await admin.get<AfrekeningOverzicht & { nogTeBetalen: unknown[] }>('/api/afrekening');
        const rij = (d: Deelnemer) => overzicht.body.afrekening.verkopers.find((v) => v.nummer === d.nummer)!;
        assert.deepEqual(
          [rij(anna).uitbetaling, rij(anna).uitbetalingCent, rij(anna).overmakenCent, rij(anna).envelopCent],
          ['bank', 887, 887, 0],
        );
        assert.deepEqual([rij(bram).uitbetaling, rij(bram).envelopCent], ['contant', 700]);
        const { totalen } = overzicht.body.afrekening;
        assert.deepEqual([totalen.perBank, totalen.overmakenCent], [1, 887]);
        assert.deepEqual([overzicht.body.uitbetaald, overzicht.body.nogTeBetalen], [null, []]);
        assert.doesNotMatch(overzicht.text, /NL91ABNA|BE6853/);

        // The SEPA file: valid pain.001.001.03, its count and control sum the settlement's.
        const sepa = await admin.get('/api/afrekening/sepa.xml');
        assert.equal(sepa.status, 200, sepa.text);
        assert.match(sepa.headers.get('content-type') ?? '', /^application\/xml/);
        assert.match(
          sepa.headers.get('content-disposition') ?? '',
          /^attachment; filename="?sepa-overboekingen-beurs-3\.xml"?$/,
        );
        assert.equal(schemaFout(sepa.text), null);
        const tellen = [...sepa.text.matchAll(/<NbOfTxs>(\d+)<\/NbOfTxs>/g)].map((m) => Number(m[1]));
        const sommen = [...sepa.text.matchAll(/<CtrlSum>([\d.]+)<\/CtrlSum>/g)].map((m) =>
          Math.round(Number(m[1]) * 100),
        );
        assert.deepEqual(tellen, [totalen.perBank, totalen.perBank]);
        assert.deepEqual(sommen, [totalen.overmakenCent, totalen.overmakenCent]);
        assert.match(sepa.text, new RegExp(`<IBAN>${ANNA_IBAN}</IBAN>`));
        assert.match(sepa.text, /<DbtrAcct><Id><IBAN>NL18RABO0123459876<\/IBAN>/);
        assert.match(sepa.text, new RegExp(`<EndToEndId>KKB-20261128-V${anna.nummer}</EndToEndId>`));
        assert.match(sepa.text, new RegExp(`<Ustrd>Kinderkledingbeurs 28-11-2026 verkoper ${anna.nummer}</Ustrd>`));
        assert.match(sepa.text, /<InstdAmt Ccy="EUR">8.87<\/InstdAmt>/);
        assert.doesNotMatch(sepa.text, new RegExp(CHRIS_IBAN), 'niets over te maken: geen transactie');

        // The GiroCodes: one per transfer, as a bank app reads it.
        const giro = await admin.download('/api/afrekening/girocodes.pdf');
        assert.deepEqual([giro.status, giro.type], [200, 'application/pdf']);
        assert.deepEqual(scan(giro.bytes), [
          giroCodeTekst({
            naam: 'A. de Vries',
            iban: ANNA_IBAN,
            bedragCent: 887,
            omschrijving: overboekingOmschrijving('2026-11-28', anna.nummer),
          }),
        ]);
        assert.match(pdfTekst(giro.bytes), /€ 8,87/);

        // The envelopes: Anna's says it is transferred, Bram's has his cash.
        const enveloppen = pdfTekst((await admin.download('/api/afrekening/enveloppen.pdf')).bytes);
        assert.match(enveloppen, /Wordt overgemaakt\s+€ 8,87/);
        assert.match(enveloppen, /In de envelop\s+€ 7,00/);
        assert.match(
          pdfTekst((await admin.download('/api/afrekening/overzicht.pdf')).bytes),
          /Over te maken \(1 verkoper per bank\)\s+€ 8,87/,
        );

        // The pick-up desk: items only for Anna, and never an account, masked or not.
        const balie = await admin.post<KassaVoorBeheer>('/api/kassas', {
          naam: 'Ophalen 1',
          ruimte: 'Kleding',
          taak: 'ophalen',
        });
        const ophalen = KassaApparaat.van(h, balie.body);
        const kaart = await ophalen.call<OphaalVerkoper>('GET', `/api/balie/ophalen/verkopers/${anna.nummer}`);
        assert.equal(kaart.status, 200, kaart.text);
        assert.deepEqual(
          [kaart.body.overmaken, kaart.body.overmakenCent, kaart.body.envelopCent, kaart.body.envelop],
          [true, 887, 0, 'Wordt overgemaakt € 8,87'],
        );
        const bramKaart = await admin.get<OphaalVerkoper>(`/api/ophalen/verkopers/${bram.nummer}`);
        assert.deepEqual([bramKaart.body.overmaken, bramKaart.body.envelop], [false, 'Envelop € 7,00']);
        const deskAntwoorden = [
          kaart.text,
          (await ophalen.call('GET', '/api/balie/ophalen/verkopers')).text,
          (await ophalen.call('GET', '/api/balie/ophalen/voortgang')).text,
        ];
        for (const tekst of deskAntwoorden) assert.doesNotMatch(tekst, /NL91|BE68|4300|7034|\*\*\*\*/);

        // The seller's own statement.
        const eigen = await h
          .client()
          .get<EigenAfrekening>(`/api/mijn-gegevens/afrekening?token=${encodeURIComponent(token(anna))}`);
        assert.equal(eigen.body.status, 'klaar');
        if (eigen.body.status === 'klaar') {
          assert.deepEqual([eigen.body.verkoper.uitbetaling, eigen.body.verkoper.overmakenCent], ['bank', 887]);
        }
        assert.doesNotMatch(eigen.text, /NL91ABNA|RABO/);

        // "Uitbetaald": marked by the administrator, one mail to Anna, the IBANs gone; not twice.
        const voor = (await h.store.leesMails()).length;
        const gedaan = await admin.post<{ uitbetaald: Uitbetaald }>('/api/afrekening/uitbetaald');
        assert.equal(gedaan.status, 200, gedaan.text);
        assert.deepEqual(gedaan.body.uitbetaald, {
          door: ADMIN.username,
          op: NU.toISOString(),
          overboekingen: [{ nummer: anna.nummer, bedragCent: 887, laatsteVier: '4300' }],
        });
        const mails = (await h.store.leesMails()).slice(voor);
        assert.deepEqual(
          mails.map((m) => [m.to, m.subject]),
          [[anna.email, `Je geld van de kinderkledingbeurs is overgemaakt (verkopersnummer ${anna.nummer})`]],
        );
        assert.match(mails[0]!.text, /€ 8,87/);
        assert.match(mails[0]!.text, /eindigt op 4300/);
        assert.doesNotMatch(mails[0]!.text + mails[0]!.html, /NL91ABNA/);
        const nogEens = await admin.post<{ message: string }>('/api/afrekening/uitbetaald');
        assert.deepEqual([nogEens.status, nogEens.body.message], [409, MELDING_AL_UITBETAALD]);
        assert.equal((await h.store.leesMails()).length, voor + 1);
        assert.deepEqual(
          (await admin.get<AfrekeningOverzicht>('/api/afrekening')).body.uitbetaald,
          gedaan.body.uitbetaald,
        );
        assert.deepEqual(await h.store.leesBankgegevens(), [], 'geen IBAN meer in de store');
        assert.equal((await h.store.leesDeelnemer(anna.id))?.uitbetaling, undefined);
        assert.equal((await admin.get('/api/afrekening/sepa.xml')).status, 409);

        for (const regel of logs) assert.doesNotMatch(regel, /NL91ABNA|BE6853|NL\*\*/, regel);
        assert.ok(logs.some((r) => r.includes(`gemarkeerd als uitbetaald door ${ADMIN.username}`)));
      } finally {
        await h.close();
        await sluit();
      }
    });
  });
}
