/**
 * `npm run bench:rush-firestore`: the opening minute on the Firestore adapter, on the in-process
 * stand-in (functions/src/platform/testing/firestore-server.ts), with registration open and a
 * maximum of 300. Two shapes of the rush, each 1,000 registrations from distinct parents:
 *
 * - burst: all 1,000 at the same moment;
 * - spread: 100 per second for 10 s, the shape docs/FIRESTORE-RUSH.md analyses.
 *
 * Printed: accepted, refused, distinct numbers, first come first served (two ways, below), the
 * time until every request was decided, and the wait per request (p50/p95/p99: from the call of
 * schrijfIn() to its answer). The stand-in runs in this process and keeps its data in immutable
 * maps, so each write costs more as the database grows: these figures show the design's behaviour
 * (one writer, batches, order), not Firestore's latency. What only the real Firestore can show is
 * listed in docs/FIRESTORE-RUSH.md.
 *
 * First come, first served, measured two ways:
 * - "first 300 by arrival": the accepted are exactly the first 300 whose request was stored, in
 *   the order this process heard back, with numbers 1 to 300 in that order. Strict: two requests
 *   stored at the same moment may be heard back in either order.
 * - "served before a later request": the guarantee itself. A request whose storing was confirmed
 *   before another was even sent must be served before it (a lower number, or a place where the
 *   other is refused). Requests in flight together have no order to keep.
 *
 * Against the official emulator: with FIRESTORE_EMULATOR_HOST set, or with `--officieel`, which
 * starts the emulator's jar (FIRESTORE_EMULATOR_JAR, default the Debian package's path) on a free
 * port and stops it afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { Deelnemer, MailBericht } from '../functions/src/kern/types';
import { createFirestoreStore } from '../functions/src/app/store/firestore';
import { openTestDatabase, startTestFirestore } from '../functions/src/platform/testing/firestore-server';

const MAXIMUM = 300;
const AANTAL = 1000;
const SPREIDING_MS = 10_000;

const bevestiging = (d: Deelnemer): MailBericht => ({
  to: d.email,
  subject: `Je verkopersnummer is ${d.nummer}`,
  text: `Je nummer is ${d.nummer}.`,
  html: `<p>Je nummer is ${d.nummer}.</p>`,
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * How many requests were served after a request that was sent only once their storing had been
 * confirmed (the guarantee of first come, first served; see the top of this file). Served: a
 * number, lower is earlier; a refusal comes after every number.
 */
function voorgegaanDoorLater(verstuurd: number[], bevestigd: number[], resultaten: { nummer: number | null }[]) {
  const rang = (i: number) => resultaten[i]!.nummer ?? Infinity;
  const opBevestiging = [...bevestigd.keys()]
    .filter((i) => bevestigd[i] !== undefined)
    .sort((a, b) => bevestigd[a]! - bevestigd[b]!);
  let j = 0;
  // Among the requests confirmed before the current one was sent: the latest served.
  let laatstBediend = -Infinity;
  const fout = new Set<number>();
  const eerder: number[] = [];
  for (const b of [...verstuurd.keys()].sort((x, y) => verstuurd[x]! - verstuurd[y]!)) {
    while (j < opBevestiging.length && bevestigd[opBevestiging[j]!]! < verstuurd[b]!) {
      const a = opBevestiging[j++]!;
      eerder.push(a);
      laatstBediend = Math.max(laatstBediend, rang(a));
    }
    // Two refusals keep no order between them; anything else must come after what came before it.
    if (rang(b) !== Infinity && laatstBediend >= rang(b)) {
      for (const a of eerder) if (rang(a) >= rang(b)) fout.add(a);
    }
  }
  return fout.size;
}

async function meet(naam: string, tussenpozeMs: number, tonen = true) {
  const { db, close } = openTestDatabase();
  const store = createFirestoreStore(db);
  try {
    await store.init();
    await store.wijzigInstellingen({
      inschrijvingGeopend: true,
      inschrijvingGesloten: false,
      maximumAantalDeelnemers: MAXIMUM,
    });
    const wachttijden: number[] = [];
    const aankomst: number[] = [];
    const verstuurdOp: number[] = [];
    const bevestigdOp: number[] = [];
    const uitkomsten: Promise<{ nummer: number | null; fout: string | null }>[] = [];
    const start = performance.now();
    for (let i = 0; i < AANTAL; i++) {
      if (tussenpozeMs > 0) {
        const wachtTot = start + i * tussenpozeMs;
        const nu = performance.now();
        if (wachtTot > nu) await new Promise((r) => setTimeout(r, wachtTot - nu));
      }
      const verstuurd = performance.now();
      verstuurdOp[i] = verstuurd;
      uitkomsten.push(
        store
          .schrijfIn(
            { naam: `Ouder ${i}`, email: `ouder${i}@voorbeeld.nl`, telefoon: '06-12345678' },
            {
              bypassGate: false,
              now: new Date(),
              mail: bevestiging,
              ontvangen: () => {
                aankomst.push(i);
                bevestigdOp[i] = performance.now();
              },
            },
          )
          .then(
            (d) => ({ nummer: d.nummer, fout: null }),
            (fout: unknown) => ({ nummer: null, fout: fout instanceof Error ? fout.message : String(fout) }),
          )
          .finally(() => wachttijden.push(performance.now() - verstuurd)),
      );
    }
    const resultaten = await Promise.all(uitkomsten);
    const duur = performance.now() - start;
    const nummers = resultaten.flatMap((r) => (r.nummer === null ? [] : [r.nummer]));
    const fouten = new Map<string, number>();
    for (const r of resultaten) if (r.fout) fouten.set(r.fout, (fouten.get(r.fout) ?? 0) + 1);
    // First come, first served: the first MAXIMUM by arrival are accepted, in ascending numbers.
    const eersten = aankomst.slice(0, MAXIMUM);
    const opVolgorde =
      eersten.every((i, rang) => resultaten[i]!.nummer === rang + 1) &&
      aankomst.slice(MAXIMUM).every((i) => resultaten[i]!.nummer === null);
    const voorgegaan = voorgegaanDoorLater(verstuurdOp, bevestigdOp, resultaten);
    const gesorteerd = [...wachttijden].sort((a, b) => a - b);
    if (!tonen) return;
    const rij = (label: string, waarde: string) => console.log(`  ${label.padEnd(40)} ${waarde}`);
    console.log(`\n${naam}`);
    rij('accepted', `${nummers.length} (target ${MAXIMUM})`);
    rij('distinct numbers', `${new Set(nummers).size}, ${Math.min(...nummers)} to ${Math.max(...nummers)}`);
    for (const [melding, aantal] of fouten) rij(`refused: ${melding.slice(0, 30)}`, String(aantal));
    rij('accepted are the first 300 by arrival', opVolgorde ? 'yes' : 'no');
    rij(
      'served before a later request',
      voorgegaan === 0 ? 'always' : `NO: ${voorgegaan} requests served after one sent after them`,
    );
    rij('all decided after', `${(duur / 1000).toFixed(1)} s`);
    rij('decisions per second', (AANTAL / (duur / 1000)).toFixed(0));
    rij(
      'wait p50 / p95 / p99',
      `${percentile(gesorteerd, 50).toFixed(0)} / ${percentile(gesorteerd, 95).toFixed(0)} / ${percentile(gesorteerd, 99).toFixed(0)} ms`,
    );
    rij('mails in the outbox', String((await store.leesMails()).length));
  } finally {
    await store.close();
    await close();
  }
}

const JAR =
  process.env.FIRESTORE_EMULATOR_JAR ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/** A port the system has free now (closed again at once: the emulator binds it a moment later). */
const vrijePoort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Starts the official emulator's jar with Java and answers once it takes requests. */
async function startOfficieel(): Promise<ChildProcess> {
  if (!existsSync(JAR)) {
    throw new Error(`De officiële Firestore-emulator is niet gevonden (${JAR}); zet FIRESTORE_EMULATOR_JAR.`);
  }
  const port = await vrijePoort();
  const java = spawn(
    'java',
    [
      '-Duser.language=en',
      '-cp',
      JAR,
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      'start',
      '--host=127.0.0.1',
      `--port=${port}`,
    ],
    { stdio: 'ignore' },
  );
  const gestopt = new Promise<never>((_, reject) => {
    java.once('error', (fout) => reject(new Error(`Java kon niet starten: ${fout.message}`)));
    java.once('exit', (code) => reject(new Error(`De emulator stopte bij het starten (code ${code})`)));
  });
  const klaar = (async () => {
    for (const tot = Date.now() + 60_000; Date.now() < tot;) {
      // The emulator answers "Ok" on / once it takes requests.
      if (
        await fetch(`http://127.0.0.1:${port}/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('De officiële Firestore-emulator startte niet binnen 60 s');
  })();
  try {
    await Promise.race([klaar, gestopt]);
  } catch (fout) {
    java.kill();
    throw fout;
  }
  gestopt.catch(() => undefined);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  return java;
}

async function main() {
  const emulator = process.argv.includes('--officieel') ? await startOfficieel() : null;
  const server = await startTestFirestore();
  console.log(
    `Rush on the Firestore adapter (${server.official ? 'official emulator' : 'in-process stand-in'}): ` +
      `${AANTAL} registrations, maximum ${MAXIMUM}`,
  );
  try {
    if (emulator) {
      // A fresh JVM runs the emulator's code interpreted at first: the first rush it serves is
      // several times slower than the next, which would measure the JIT rather than the design.
      const start = performance.now();
      await meet('warm-up', 0, false);
      console.log(`\nwarm-up of the new emulator: one burst, ${((performance.now() - start) / 1000).toFixed(1)} s`);
    }
    await meet('burst: all at once', 0);
    await meet(`spread: ${AANTAL} in ${SPREIDING_MS / 1000} s`, SPREIDING_MS / AANTAL);
  } finally {
    await server.stop();
    emulator?.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
