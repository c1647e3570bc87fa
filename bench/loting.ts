/**
 * `npm run bench:loting`: the draw (issue 52 part 3), measured.
 *
 * 1. The draw of 5,000 applications for 300 places (`-- --aanvragen=`, `-- --plaatsen=`), on
 *    SQLite (a temporary file, WAL, as standalone) and on Firestore (the in-process stand-in, or
 *    the official emulator when FIRESTORE_EMULATOR_HOST is set): the applications go in through
 *    the store, then the draw use case runs as the timer runs it (the order by the formula,
 *    fixed once, carried out in steps). It checks that 300 are placed, the rest are on the reserve
 *    list, and a second run changes nothing and mails nothing.
 * 2. 1,000 applications arriving over one minute through POST /api/geregistreerde/save on the
 *    standalone app (`-- --binnen=`, `-- --seconden=`): every answer must be a 202, 0 errors.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startHarness, TEST_CONFIG } from '../functions/src/app/testing/harness';
import { createSqliteStore } from '../functions/src/app/store/sqlite';
import { createFirestoreStore } from '../functions/src/app/store/firestore';
import type { Store } from '../functions/src/app/store/port';
import { mailContextUit } from '../functions/src/app/deps';
import { loadLimieten } from '../functions/src/platform/config';
import { openTestDatabase, startTestFirestore } from '../functions/src/platform/testing/firestore-server';
import { createPrivacyTokens } from '../functions/src/registratie/links';
import { trekLoting, zorgVoorZaad } from '../functions/src/registratie/usecases/loting';
import { GEEN_TOEWIJZING } from '../functions/src/registratie/domein/toewijzing';

const optie = (naam: string, standaard: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${naam}=`))?.slice(naam.length + 3) ?? standaard);
const AANVRAGEN = optie('aanvragen', 5_000);
const PLAATSEN = optie('plaatsen', 300);
const BINNEN = optie('binnen', 1_000);
const SECONDEN = optie('seconden', 60);

const NU = new Date('2026-09-01T18:00:00.000Z');
const SLUIT_OP = new Date('2026-09-02T18:00:00.000Z');
const ms = (x: number) => `${x.toFixed(0)} ms`;

/** A fair in a draw for PLAATSEN places, its window open at NU and closing at SLUIT_OP. */
async function inLoting(store: Store) {
  await store.bewaarAflevering({ volgnummer: 1, datum: '2026-09-12' });
  await store.wijzigInstellingen({
    inschrijvingGeopend: true,
    inschrijvingGesloten: false,
    maximumAantalDeelnemers: PLAATSEN,
    toewijzing: { ...GEEN_TOEWIJZING, wijze: 'loting', loting: { sluitOp: SLUIT_OP.toISOString() } },
  });
  await zorgVoorZaad({ store });
}

async function trekking(naam: string, store: Store) {
  await store.init();
  await inLoting(store);
  const vullen = performance.now();
  const mail = () => ({ to: 'x@voorbeeld.nl', subject: 'aanvraag', text: '', html: '' });
  // In batches of 50 at once: the applications of a busy window, not one long queue.
  for (let i = 0; i < AANVRAGEN; i += 50) {
    const batch = Array.from({ length: Math.min(50, AANVRAGEN - i) }, (_, j) => i + j);
    await Promise.all(
      batch.map((k) =>
        store.vraagAan(
          { naam: `Aanvrager ${k}`, email: `aanvrager${k}@voorbeeld.nl`, telefoon: '' },
          { now: NU, mail },
        ),
      ),
    );
  }
  const gevuld = performance.now() - vullen;
  let nu = SLUIT_OP;
  const deps = {
    store,
    clock: () => nu,
    live: { changed: () => undefined },
    mailQueued: () => undefined,
    mailContext: mailContextUit(store, 'http://localhost'),
    privacyTokens: async () => createPrivacyTokens('bench-geheim', () => nu),
  };
  const start = performance.now();
  const uitkomst = await trekLoting(deps);
  const duur = performance.now() - start;
  const mails = (await store.leesMails()).length;
  nu = new Date(SLUIT_OP.getTime() + 60_000);
  const tweede = performance.now();
  const nogEens = await trekLoting(deps);
  const tweedeDuur = performance.now() - tweede;
  const actief = await store.telActief();
  const reserve = (await store.leesReservelijst()).length;
  const fouten: string[] = [];
  if (actief !== Math.min(PLAATSEN, AANVRAGEN)) fouten.push(`${actief} geplaatst`);
  if (reserve !== Math.max(0, AANVRAGEN - PLAATSEN)) fouten.push(`${reserve} op de reservelijst`);
  if ((await store.leesMails()).length !== mails) fouten.push('de tweede run mailde');
  if (JSON.stringify(nogEens) !== JSON.stringify(uitkomst)) fouten.push('de tweede run gaf iets anders');
  console.log(`\n${naam}`);
  console.log(`  applications stored   ${AANVRAGEN} in ${ms(gevuld)}`);
  console.log(
    `  draw                  ${ms(duur)}: ${uitkomst.geplaatst} placed, ${uitkomst.reserve} on the reserve list`,
  );
  console.log(`  second run            ${ms(tweedeDuur)}, nothing changed: ${fouten.length === 0 ? 'yes' : 'NO'}`);
  if (fouten.length > 0) throw new Error(`${naam}: ${fouten.join(', ')}`);
}

/** BINNEN applications spread evenly over SECONDEN through the HTTP route; all must be 202. */
async function binnenkomst() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-loting-http-'));
  const store = createSqliteStore(join(dir, 'beurs.sqlite'));
  await store.init();
  const config = { ...TEST_CONFIG, limieten: loadLimieten({ REGISTRATIE_LIMIET: String(BINNEN * 2) }) };
  const h = await startHarness(store, { clock: () => NU, config, log: () => undefined });
  try {
    await inLoting(store);
    const tussenpoos = (SECONDEN * 1000) / BINNEN;
    const tijden: number[] = [];
    const statussen = new Map<number, number>();
    const start = performance.now();
    const verzoeken: Promise<void>[] = [];
    for (let i = 0; i < BINNEN; i++) {
      const wacht = start + i * tussenpoos - performance.now();
      if (wacht > 0) await new Promise((r) => setTimeout(r, wacht));
      const t = performance.now();
      verzoeken.push(
        h
          .client()
          .post('/api/geregistreerde/save', { naam: `Binnen ${i}`, email: `binnen${i}@voorbeeld.nl`, telefoon: '' })
          .then(
            (res) => {
              tijden.push(performance.now() - t);
              statussen.set(res.status, (statussen.get(res.status) ?? 0) + 1);
            },
            () => {
              statussen.set(0, (statussen.get(0) ?? 0) + 1);
            },
          ),
      );
    }
    await Promise.all(verzoeken);
    const totaal = performance.now() - start;
    tijden.sort((a, b) => a - b);
    const aangevraagd = statussen.get(202) ?? 0;
    const fouten = BINNEN - aangevraagd;
    console.log(`\n${BINNEN} applications over ${SECONDEN} s (POST /api/geregistreerde/save, SQLite)`);
    console.log(`  answered 202          ${aangevraagd} in ${(totaal / 1000).toFixed(1)} s`);
    console.log(`  errors                ${fouten} (${[...statussen].map(([s, n]) => `${s}: ${n}`).join(', ')})`);
    console.log(
      `  answer time           median ${ms(tijden[Math.floor(tijden.length / 2)] ?? 0)}, p99 ${ms(tijden[Math.floor(tijden.length * 0.99)] ?? 0)}`,
    );
    const { aanvragen } = await store.leesLoting();
    if (fouten > 0 || aanvragen.length !== BINNEN) throw new Error(`${fouten} fouten, ${aanvragen.length} opgeslagen`);
  } finally {
    await h.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(`The draw: ${AANVRAGEN} applications for ${PLAATSEN} places`);
  const dir = mkdtempSync(join(tmpdir(), 'bench-loting-'));
  const sqlite = createSqliteStore(join(dir, 'beurs.sqlite'));
  try {
    await trekking('SQLite', sqlite);
  } finally {
    await sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const server = await startTestFirestore();
  try {
    const { db, close } = openTestDatabase();
    const firestore = createFirestoreStore(db);
    try {
      await trekking(`Firestore (${server.official ? 'official emulator' : 'in-process stand-in'})`, firestore);
    } finally {
      await firestore.close();
      await close();
    }
  } finally {
    await server.stop();
  }
  await binnenkomst();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
