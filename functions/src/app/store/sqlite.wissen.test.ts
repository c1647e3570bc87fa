/**
 * Erased means erased, in the file too (issue 50): after each way an IBAN or a seller is erased
 * through the real API on the standalone server's database, `grep -a` finds neither in
 * beurs.sqlite, its WAL, or a copy made by `npm run backup` afterwards, while the server runs
 * and after a clean stop. Each case first finds them there, so it cannot pass on an empty file.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { Deelnemer, MailBericht } from '../../kern/types';
import { zaadHashVan } from '../../registratie/domein/loting';
import { GEEN_TOEWIJZING } from '../../registratie/domein/toewijzing';
import type { KassaVoorBeheer } from '../../kassa/domein/overzicht';
import { KassaApparaat } from '../../kassa/testing/kassa-apparaat';
import { createPrivacyTokens } from '../../registratie/links';
import { FUNCTIONS_DIR } from '../../platform/testing/server';
import { startHarness, type Client, type Harness } from '../testing/harness';
import { createSqliteStore } from './sqlite';

const NU = new Date('2026-11-28T10:00:00Z');
const tokens = createPrivacyTokens('test-secret', () => NU);
const IBAN = 'NL91ABNA0417164300';
/** The IBAN's account digits: what `grep -a` would look for. */
const CIJFERS = '0417164300';
const NAAM = 'Wilhelmina Zonneveld';
const ACHTERNAAM = 'Zonneveld';
const WACHTER = 'Hieronymus Wachtebeek';
/** A mail to the person, with their name: what the retention run takes out of the outbox with them. */
const aanHen = (x: { naam: string; email: string }): MailBericht => ({
  to: x.email,
  subject: 'Bericht',
  text: `Beste ${x.naam}`,
  html: `<p>Beste ${x.naam}</p>`,
});
const AANVRAGER = 'Bartholomeus Lotenbroek';
const map = mkdtempSync(join(tmpdir(), 'wissen-'));
after(() => rmSync(map, { recursive: true, force: true }));

interface Beurs {
  h: Harness;
  store: ReturnType<typeof createSqliteStore>;
  admin: Client;
  wilhelmina: Deelnemer;
  token: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** A fair paying by bank on a database file, as the standalone server opens it, and a seller with an IBAN. */
async function beursMetRekening(): Promise<Beurs> {
  const dataDir = mkdtempSync(join(map, 'data-'));
  const store = createSqliteStore(join(dataDir, 'beurs.sqlite'), { checkpointOpAchtergrond: true });
  const h = await startHarness(store, { clock: () => NU });
  await store.init();
  const admin = await h.admin();
  assert.equal((await admin.post('/api/aflevering', { volgnummer: 3, datum: '2026-11-28' })).status, 200);
  const instellingen = await admin.put('/api/afrekening/instellingen', {
    commissiePercentage: 20,
    administratiekostenCent: 100,
    retourkostenCent: 200,
    bankUitbetaling: true,
    iban: 'NL18RABO0123459876',
    tenaamstelling: 'Stichting De Vlinder',
  });
  assert.equal(instellingen.status, 200, instellingen.text);
  const wilhelmina = await store.schrijfIn(
    { naam: NAAM, email: 'wilhelmina@voorbeeld.nl', telefoon: '' },
    { bypassGate: true, now: NU },
  );
  const token = tokens.maak(wilhelmina.id, 'gegevens');
  const gekozen = await h
    .client()
    .put('/api/mijn-gegevens/uitbetaling', { token, wijze: 'bank', iban: IBAN, tenaamstelling: `W. ${ACHTERNAAM}` });
  assert.equal(gekozen.status, 200, gekozen.text);
  return {
    h,
    store,
    admin,
    wilhelmina,
    token,
    dataDir,
    async stop() {
      await h.close();
      await store.close();
    },
  };
}

/** `npm run backup -- <file>` (scripts/backup.mjs) while the server keeps the database open. */
function backup(dataDir: string): string {
  const kopie = join(dataDir, `kopie-${randomUUID()}.sqlite`);
  execFileSync(process.execPath, [join(FUNCTIONS_DIR, '..', 'scripts', 'backup.mjs'), kopie], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'pipe',
  });
  return kopie;
}

/** Which of the files hold which of the strings, byte for byte (`grep -a`). */
function gevonden(bestanden: string[], zoek: string[]): string[] {
  return bestanden.flatMap((bestand) => {
    if (!existsSync(bestand)) return [];
    const bytes = readFileSync(bestand);
    return zoek.filter((s) => bytes.includes(s)).map((s) => `${s} in ${bestand}`);
  });
}

const database = (dataDir: string) => [join(dataDir, 'beurs.sqlite'), join(dataDir, 'beurs.sqlite-wal')];

/**
 * The erasure's checkpoint may have to wait for the checkpoint worker a moment (platform/sqlite/
 * wissen.ts); it is given at most a second.
 */
async function weg(bestanden: string[], zoek: string[]) {
  const tot = Date.now() + 1000;
  while (gevonden(bestanden, zoek).length > 0 && Date.now() < tot) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.deepEqual(gevonden(bestanden, zoek), []);
}

/**
 * Before: the strings are in the file and in a backup (after `voor`, which may add them). Then
 * `wis`; after: in neither, nor after a clean stop.
 */
async function controleer(
  wis: (beurs: Beurs) => Promise<void>,
  zoek: string[],
  voor?: (beurs: Beurs) => Promise<void>,
) {
  const beurs = await beursMetRekening();
  const { dataDir } = beurs;
  try {
    await voor?.(beurs);
    for (const s of zoek) {
      assert.notDeepEqual(gevonden(database(dataDir), [s]), [], `${s} staat eerst in de database`);
      assert.notDeepEqual(gevonden([backup(dataDir)], [s]), [], `${s} staat eerst in een back-up`);
    }
    await wis(beurs);
    await weg(database(dataDir), zoek);
    assert.deepEqual(gevonden([backup(dataDir)], zoek), [], 'een back-up na het wissen');
  } finally {
    await beurs.stop();
  }
  assert.deepEqual(gevonden(database(dataDir), zoek), [], 'na een nette stop');
}

describe('gewist is weg, ook uit het bestand, de WAL en de back-up (SQLite)', () => {
  it('na "Uitbetaald"', async () => {
    await controleer(
      async ({ h, admin, wilhelmina }) => {
        const kassa = await admin.post<KassaVoorBeheer>('/api/kassas', { naam: 'Kleding 1', ruimte: 'Kleding' });
        const verkoop = await KassaApparaat.van(h, kassa.body).stuur([
          {
            id: randomUUID(),
            regels: [{ verkopersnummer: wilhelmina.nummer, artikelnummer: null, prijsCent: 1234 }],
            ontvangenCent: 1500,
            gesloten: NU.toISOString(),
          },
        ]);
        assert.equal(verkoop.status, 200, verkoop.text);
        assert.equal((await admin.post('/api/afrekening/sluiten')).status, 200);
        const gedaan = await admin.post('/api/afrekening/uitbetaald');
        assert.equal(gedaan.status, 200, gedaan.text);
      },
      [IBAN, CIJFERS],
    );
  });

  it('na terug naar contant', async () => {
    await controleer(
      async ({ h, token }) => {
        const contant = await h.client().put('/api/mijn-gegevens/uitbetaling', { token, wijze: 'contant' });
        assert.equal(contant.status, 200, contant.text);
      },
      [IBAN, CIJFERS],
    );
  });

  it('na "Alles verwijderen" door de verkoper: ook de naam', async () => {
    await controleer(
      async ({ h, token }) => {
        const res = await h.client().call('DELETE', '/api/mijn-gegevens', { token });
        assert.equal(res.status, 200, res.text);
      },
      [IBAN, CIJFERS, ACHTERNAAM],
    );
  });

  // The mails already sent to her stay in the outbox here (only her own request erases those), so
  // her name may too; her account was only in her row.
  it('na verwijderen door de beheerder', async () => {
    await controleer(
      async ({ admin, wilhelmina }) => {
        const res = await admin.call('DELETE', `/api/geregistreerde/delete/${wilhelmina.id}`);
        assert.equal(res.status, 200, res.text);
      },
      [IBAN, CIJFERS],
    );
  });

  // The people who never got a place (privacy/domein/wachtenden.ts): a reserve-list place and a
  // draw application go with the retention run after the fair, and the mails to them (with their
  // names) go out of the outbox with them.
  it('na de bewaartermijn: de reservelijst en de aanvragen voor de loting', async () => {
    await controleer(
      async ({ store }) => {
        const regel = await store.pasBewaartermijnToe(new Date('2026-12-06T06:00:00Z'), 7);
        assert.deepEqual([regel?.reservelijst, regel?.aanvragen], [1, 1]);
      },
      [WACHTER, 'wachter-op-de-lijst@voorbeeld.nl', AANVRAGER, 'aanvrager-loting@voorbeeld.nl'],
      async ({ store }) => {
        await store.wijzigInstellingen({
          inschrijvingGeopend: true,
          inschrijvingGesloten: false,
          toewijzing: { ...GEEN_TOEWIJZING, wijze: 'loting', loting: { sluitOp: '2026-12-31T12:00:00.000Z' } },
        });
        await store.maakLoting('e'.repeat(64), await zaadHashVan('e'.repeat(64)));
        const aanvrager = { naam: AANVRAGER, email: 'aanvrager-loting@voorbeeld.nl', telefoon: '06-55501234' };
        await store.vraagAan(aanvrager, { now: NU, mail: aanHen });
        await store.wijzigInstellingen({ inschrijvingGesloten: true });
        const wachter = { naam: WACHTER, email: 'wachter-op-de-lijst@voorbeeld.nl', telefoon: '06-55504321' };
        await store.zetOpReservelijst(wachter, { now: NU, mail: aanHen });
      },
    );
  });
});
