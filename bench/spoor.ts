/**
 * `--spoor` of bench:kassa and bench:inlevering-scan: the Chromium trace of the scans
 * (devtools.timeline), summed per kind of work on the page's main thread: per scan over the whole
 * run, then only the window between each scan's Enter and its frame (from the Enter's keydown,
 * which holds the page's mark 'scan-enter', to the mark 'scan-regel'), in the thread's own CPU
 * time, the first scans (a receipt's first line, a seller's first item) apart from the others,
 * and the heaviest functions in it. `--spoor=FILE.json` also keeps the whole trace, with V8's
 * samples, to open in Chromium's DevTools (Performance, "Load profile"); the sampling slows the
 * page, so that run's latencies do not compare with a run without it.
 */
import { writeFileSync } from 'node:fs';
import type { CDPSession } from '@playwright/test';
import { kwantiel, ms } from './inlevering-data';

/** The option: absent (null), `--spoor` (true) or `--spoor=FILE.json` (where to keep the trace). */
export function spoorOptie(): string | true | null {
  const optie = process.argv.find((a) => a === '--spoor' || a.startsWith('--spoor='));
  if (optie === undefined) return null;
  return optie === '--spoor' || optie === '--spoor=' ? true : optie.slice('--spoor='.length);
}

/** Starts tracing the page; the answer stops it and gives the trace (kept in `bestand` if named). */
export async function startSpoor(cdp: CDPSession, bestand: string | true): Promise<() => Promise<SpoorGebeurtenis[]>> {
  const spoor: SpoorGebeurtenis[] = [];
  cdp.on('Tracing.dataCollected', (e) => void spoor.push(...(e.value as unknown as SpoorGebeurtenis[])));
  await cdp.send('Tracing.start', {
    categories:
      'devtools.timeline,disabled-by-default-devtools.timeline,v8,blink.user_timing' +
      (bestand === true ? '' : ',disabled-by-default-v8.cpu_profiler'),
    transferMode: 'ReportEvents',
  });
  return async () => {
    const klaar = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await klaar;
    if (bestand !== true) {
      writeFileSync(bestand, JSON.stringify({ traceEvents: spoor }));
      console.log(`   spoor bewaard in ${bestand} (te openen in Chromium: DevTools, Performance, "Load profile")`);
    }
    return spoor;
  };
}

export interface SpoorGebeurtenis {
  name: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time, which waiting for a core on a busy machine does not inflate. */
  tdur?: number;
  ph: string;
  tid: number;
  pid: number;
  args?: { data?: unknown };
}

/** The main thread's kinds of work that a scan costs, by the trace's event names. */
const SOORTEN: Record<string, string> = {
  EventDispatch: 'script: gebeurtenissen',
  FunctionCall: 'script: functies',
  RunMicrotasks: 'script: microtaken',
  TimerFire: 'script: timers',
  FireAnimationFrame: 'script: animatieframes',
  'v8.callFunction': 'script: functies',
  UpdateLayoutTree: 'stijl',
  Layout: 'layout',
  PrePaint: 'tekenen',
  Paint: 'tekenen',
  Layerize: 'tekenen',
  UpdateLayer: 'tekenen',
  Commit: 'tekenen',
  HitTest: 'hit-test',
  /** A task of the main thread as a whole: what every kind above is part of. */
  RunTask: 'alle taken samen',
  MajorGC: 'GC',
  MinorGC: 'GC',
};

/**
 * Prints the summary. `eerste` holds the indexes of the first scans (a receipt's first line, a
 * seller's first item), which `eersteNaam` names; they are summed apart from the others.
 */
export function vatSpoorSamen(
  spoor: SpoorGebeurtenis[],
  scans: number,
  eerste: Set<number>,
  eersteNaam = 'de eerste regel van een bon',
): void {
  // The page's main thread: the one with the most timeline work.
  const perDraad = new Map<string, number>();
  for (const e of spoor)
    if (e.dur && SOORTEN[e.name]) perDraad.set(`${e.pid}:${e.tid}`, (perDraad.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const hoofd = [...perDraad.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const perSoort = new Map<string, number>();
  for (const e of spoor) {
    const type = e.name === 'EventDispatch' ? (e.args?.data as { type?: string } | undefined)?.type : undefined;
    const soort = type ? `script: ${type}` : SOORTEN[e.name];
    if (soort && e.ph === 'X' && e.dur && `${e.pid}:${e.tid}` === hoofd)
      perSoort.set(soort, (perSoort.get(soort) ?? 0) + e.dur / 1000);
  }
  console.log(
    `   spoor, per scan (hoofdthread, 4× vertraagd, ook het pollen en het afrekenen; geneste tijden tellen dubbel):`,
  );
  for (const [soort, totaal] of [...perSoort.entries()].sort((a, b) => b[1] - a[1])) {
    console.log(`     ${soort.padEnd(24)} ${ms(totaal / scans)}`);
  }
  // Only what lies between a scan's Enter and its frame, in the thread's CPU time: the work a
  // scan itself costs, comparable on a busy machine too.
  const merk = (naam: string) =>
    spoor
      .filter((e) => e.name === naam)
      .map((e) => e.ts)
      .sort((a, b) => a - b);
  // A window starts where the Enter's keydown was dispatched: the mark is set in the page's own
  // listener, after the browser's part of that keydown, and the scan's handler runs in it too.
  const keydowns = spoor.filter(
    (e) =>
      e.name === 'EventDispatch' &&
      `${e.pid}:${e.tid}` === hoofd &&
      (e.args?.data as { type?: string } | undefined)?.type === 'keydown',
  );
  // An Enter without a frame mark before the next Enter was no scan (a seller's number at the desk).
  const enters = merk('scan-enter');
  const regels = merk('scan-regel');
  const vensters = enters.flatMap((mark, i) => {
    const regel = regels.find((r) => r > mark);
    if (regel === undefined || regel > (enters[i + 1] ?? Infinity)) return [];
    const keydown = keydowns.find((e) => e.ts <= mark && mark <= e.ts + (e.dur ?? 0));
    return [[keydown?.ts ?? mark, regel] as const];
  });
  // The first scans are known by their place among the scans: a window too many or too few
  // would name the wrong ones, so say so rather than print a wrong split.
  if (vensters.length !== scans)
    console.log(`   spoor: ${vensters.length} vensters voor ${scans} scans; de splitsing naar eerste scans klopt niet`);
  const inVenster = new Map<string, number[]>();
  for (const e of spoor) {
    const type = e.name === 'EventDispatch' ? (e.args?.data as { type?: string } | undefined)?.type : undefined;
    const soort = type ? `script: ${type}` : SOORTEN[e.name];
    if (!soort || e.ph !== 'X' || `${e.pid}:${e.tid}` !== hoofd) continue;
    const i = vensters.findIndex(([van, tot]) => e.ts >= van && e.ts < tot);
    if (i < 0) continue;
    const rij = inVenster.get(soort) ?? inVenster.set(soort, Array(vensters.length).fill(0)).get(soort)!;
    rij[i]! += (e.tdur ?? e.dur ?? 0) / 1000;
  }
  // The functions that take the most of it, by where they are in the built app.
  const perFunctie = new Map<string, number>();
  for (const e of spoor) {
    if (e.name !== 'FunctionCall' || `${e.pid}:${e.tid}` !== hoofd) continue;
    if (!vensters.some(([van, tot]) => e.ts >= van && e.ts < tot)) continue;
    const d = (e.args?.data ?? {}) as { functionName?: string; url?: string; lineNumber?: number };
    const waar = `${d.functionName || '(anoniem)'} ${d.url?.split('/').at(-1) ?? ''}:${d.lineNumber ?? '?'}:${(d as { columnNumber?: number }).columnNumber ?? '?'}`;
    perFunctie.set(waar, (perFunctie.get(waar) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
  }
  console.log(
    `   spoor, tussen Enter en het beeld, CPU-tijd per scan (p50 / p95 over ${vensters.length} scans; ` +
      `p50 van ${eersteNaam} / van de andere):`,
  );
  const alleen = (rij: number[], eersteRegelVanBon: boolean) =>
    rij.filter((_, i) => eerste.has(i) === eersteRegelVanBon);
  for (const [soort, rij] of [...inVenster.entries()].sort((a, b) => kwantiel(b[1], 0.95) - kwantiel(a[1], 0.95))) {
    console.log(
      `     ${soort.padEnd(24)} ${ms(kwantiel(rij, 0.5))} / ${ms(kwantiel(rij, 0.95))}   ` +
        `eerste ${ms(kwantiel(alleen(rij, true), 0.5))} / andere ${ms(kwantiel(alleen(rij, false), 0.5))}`,
    );
  }
  console.log(`   spoor, tussen Enter en het beeld, de zwaarste functies (CPU-tijd per scan, gemiddeld):`);
  for (const [waar, totaal] of [...perFunctie.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6)) {
    console.log(`     ${waar.padEnd(40)} ${ms(totaal / vensters.length)}`);
  }
}
