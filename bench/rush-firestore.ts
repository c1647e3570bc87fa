/**
 * `npm run bench:rush-firestore`: the opening minute on the Firestore adapter, on the in-process
 * stand-in (functions/src/store/testing/firestore-server.ts), with registration open and a
 * maximum of 300. Two shapes of the rush, each 1,000 registrations from distinct parents:
 *
 * - burst: all 1,000 at the same moment;
 * - spread: 100 per second for 10 s, the shape docs/FIRESTORE-RUSH.md analyses.
 *
 * Printed: accepted, refused, distinct numbers, whether the accepted are exactly the first 300 by
 * arrival, the time until every request was decided, and the wait per request (p50/p95/p99: from
 * the call of register() to its answer). The stand-in runs in this process and keeps its data in
 * immutable maps, so each write costs more as the database grows: these figures show the design's
 * behaviour (one writer, batches, order), not Firestore's latency. What only the real Firestore can
 * show is listed in docs/FIRESTORE-RUSH.md.
 *
 * With FIRESTORE_EMULATOR_HOST set (`firebase emulators:exec`), it runs against that emulator.
 */
import { performance } from 'node:perf_hooks';
import type { Deelnemer, MailBericht } from '../functions/src/domain/types';
import { createFirestoreStore } from '../functions/src/store/firestore';
import { openTestDatabase, startTestFirestore } from '../functions/src/store/testing/firestore-server';

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

async function meet(naam: string, tussenpozeMs: number) {
  const { db, close } = openTestDatabase();
  const store = createFirestoreStore(db);
  try {
    await store.init();
    await store.updateSettings({
      inschrijvingGeopend: true,
      inschrijvingGesloten: false,
      maximumAantalDeelnemers: MAXIMUM,
    });
    const wachttijden: number[] = [];
    const aankomst: number[] = [];
    const uitkomsten: Promise<{ nummer: number | null; fout: string | null }>[] = [];
    const start = performance.now();
    for (let i = 0; i < AANTAL; i++) {
      if (tussenpozeMs > 0) {
        const wachtTot = start + i * tussenpozeMs;
        const nu = performance.now();
        if (wachtTot > nu) await new Promise((r) => setTimeout(r, wachtTot - nu));
      }
      const verstuurd = performance.now();
      uitkomsten.push(
        store
          .register(
            { naam: `Ouder ${i}`, email: `ouder${i}@voorbeeld.nl`, telefoon: '06-12345678' },
            { bypassGate: false, now: new Date(), mail: bevestiging, ontvangen: () => aankomst.push(i) },
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
    const gesorteerd = [...wachttijden].sort((a, b) => a - b);
    const rij = (label: string, waarde: string) => console.log(`  ${label.padEnd(40)} ${waarde}`);
    console.log(`\n${naam}`);
    rij('accepted', `${nummers.length} (target ${MAXIMUM})`);
    rij('distinct numbers', `${new Set(nummers).size}, ${Math.min(...nummers)} to ${Math.max(...nummers)}`);
    for (const [melding, aantal] of fouten) rij(`refused: ${melding.slice(0, 30)}`, String(aantal));
    rij('accepted are the first 300 by arrival', opVolgorde ? 'yes' : 'NO');
    rij('all decided after', `${(duur / 1000).toFixed(1)} s`);
    rij('decisions per second', (AANTAL / (duur / 1000)).toFixed(0));
    rij(
      'wait p50 / p95 / p99',
      `${percentile(gesorteerd, 50).toFixed(0)} / ${percentile(gesorteerd, 95).toFixed(0)} / ${percentile(gesorteerd, 99).toFixed(0)} ms`,
    );
    rij('mails in the outbox', String((await store.listMails()).length));
  } finally {
    await store.close();
    await close();
  }
}

async function main() {
  const server = await startTestFirestore();
  console.log(
    `Rush on the Firestore adapter (${server.official ? 'official emulator' : 'in-process stand-in'}): ` +
      `${AANTAL} registrations, maximum ${MAXIMUM}`,
  );
  try {
    await meet('burst: all at once', 0);
    await meet(`spread: ${AANTAL} in ${SPREIDING_MS / 1000} s`, SPREIDING_MS / AANTAL);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
