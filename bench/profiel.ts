/**
 * A summary of a V8 CPU profile (`node --cpu-prof`) for bench:rush -- --profile: where the
 * server's time went, as self time per function and per part of the path (our modules by
 * folder, packages by name, Node's internals), so a run says what to look at without opening
 * DevTools.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The part of the path a script belongs to: a package, a folder of ours, or Node itself. */
function deel(url: string): string {
  if (url === '') return '(native, GC)';
  const pakket = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pakket) return pakket[1]!;
  const eigen = /functions\/src\/(.+)\/[^/]+$/.exec(url) ?? /functions\/src\/([^/]+)$/.exec(url);
  if (eigen) return `src/${eigen[1]}`;
  if (url.startsWith('node:')) return url;
  return url;
}

/**
 * `venster`: only the samples between these moments (µs on the monotonic clock, which V8's
 * sample times use too), so the server's start and stop are left out.
 */
export function vatSamen(file: string, venster?: { from: number; to: number }, regels = 25): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const perNode = new Map<number, number>();
  let tijdstip = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    tijdstip += delta;
    if (venster && (tijdstip < venster.from || tijdstip > venster.to)) return;
    perNode.set(id, (perNode.get(id) ?? 0) + delta);
  });
  // Idle is the event loop waiting: what is left is the CPU the path cost.
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  for (const id of idle) perNode.delete(id);
  const totaal = [...perNode.values()].reduce((a, b) => a + b, 0);
  const perFunctie = new Map<string, number>();
  const perDeel = new Map<string, number>();
  for (const node of profile.nodes) {
    const tijd = perNode.get(node.id) ?? 0;
    if (tijd === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const naam = `${functionName || '(anoniem)'} ${url.replace(/^.*\/(node_modules|functions\/src)\//, '')}:${lineNumber + 1}`;
    perFunctie.set(naam, (perFunctie.get(naam) ?? 0) + tijd);
    perDeel.set(deel(url), (perDeel.get(deel(url)) ?? 0) + tijd);
  }
  // Inclusive time of our own functions: a middleware's or use case's share with everything it
  // called, which self time spreads over Express, better-sqlite3 and the garbage collector.
  const ouder = new Map<number, number>();
  for (const node of profile.nodes) for (const kind of node.children ?? []) ouder.set(kind, node.id);
  const perId = new Map(profile.nodes.map((n) => [n.id, n]));
  const inclusief = new Map<string, number>();
  for (const [id, tijd] of perNode) {
    const gezien = new Set<string>();
    for (let x: number | undefined = id; x !== undefined; x = ouder.get(x)) {
      const { functionName, url, lineNumber } = perId.get(x)!.callFrame;
      if (!url.includes('functions/src/')) continue;
      const naam = `${functionName || '(anoniem)'} ${url.replace(/^.*\/functions\/src\//, '')}:${lineNumber + 1}`;
      if (gezien.has(naam)) continue;
      gezien.add(naam);
      inclusief.set(naam, (inclusief.get(naam) ?? 0) + tijd);
    }
  }
  const lijst = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, regels)
      .map(([naam, tijd]) => `  ${((100 * tijd) / totaal).toFixed(1).padStart(5)} %  ${naam}`)
      .join('\n');
  return `${(totaal / 1e6).toFixed(1)} s CPU in het profiel (zonder idle)\n\nPer deel (eigen tijd):\n${lijst(perDeel)}\n\nPer functie (eigen tijd):\n${lijst(perFunctie)}\n\nEigen code, inclusief wat het aanroept:\n${lijst(inclusief)}`;
}

/**
 * The parts of a request issue 55 asks about, for the table of bench/README.md. A sample counts
 * for the live stream or logging when either is anywhere on its stack (their writes end in Node's
 * HTTP code); otherwise for the deepest frame that belongs to a part, so Node's buffer code under
 * the CSRF check counts as CSRF and the SQLite driver under the store as the work itself.
 */
const ONDERDELEN: [string, (url: string, functie: string) => boolean][] = [
  ['sessie (cookie, id, beheerder?)', (u, f) => /security\.js$/.test(u) && !/^csrf/.test(f)],
  ['sessie (cookie, id, beheerder?)', (u) => /node_modules\/(cookie-parser|cookie|cookie-signature)\//.test(u)],
  ['CSRF', (u, f) => /security\.js$/.test(u) && /^csrf/.test(f)],
  ['validatie (zod)', (u) => /node_modules\/zod\//.test(u) || /domein\/schemas\.js$/.test(u)],
  ['validatie (zod)', (u, f) => /platform\/http\/errors\.js$/.test(u) && f === 'parse'],
  ['beveiligingsheaders', (u, f) => /node_modules\/helmet\//.test(u) || (/app\/app\.js$/.test(u) && f === 'apiKoppen')],
  [
    'body lezen (JSON)',
    (u) =>
      /http\/lichaam\.js$/.test(u) ||
      /node_modules\/(raw-body|type-is|content-type|iconv-lite|media-typer|body-parser|bytes)\//.test(u),
  ],
  ['limiet per adres, honingpot', (u) => /http\/limits\.js$/.test(u) || /inschrijfLimiet\.js$/.test(u)],
  ['deur (twee reads)', (u, f) => f === 'weigerAlsDeDeurDichtIs'],
  ['mail en links (tekst, token)', (u) => /src\/mail\/templates/.test(u) || /registratie\/links\.js$/.test(u)],
  [
    'de inschrijving zelf (SQLite, beslissing, outbox)',
    (u) => /(store\/sqlite|platform\/sqlite|registratie\/|mail\/|seizoen\/|kern\/)/.test(u) || /better-sqlite3/.test(u),
  ],
  [
    'Express zelf (router, req/res, fouten)',
    (u) =>
      /node_modules\/(express|router|finalhandler|parseurl|path-to-regexp|on-finished|depd|send|statuses|vary|qs|accepts|negotiator|mime-types|encodeurl|escape-html|etag|fresh|range-parser|proxy-addr|forwarded|ipaddr\.js)\//.test(
        u,
      ) ||
      /platform\/http\/(keten|errors)\.js$/.test(u) ||
      /app\/app\.js$/.test(u),
  ],
  [
    'HTTP van Node (ook de kale server)',
    (u) => /^node:(_http|net|internal\/streams|stream|events|internal\/http)/.test(u),
  ],
];

export interface Onderdelen {
  /** ms CPU per attempt per part, in the order of the first appearance in ONDERDELEN, then the rest. */
  perDeel: Map<string, number>;
  /** ms CPU per attempt per function (self time), keyed by part and function. */
  perFunctie: Map<string, number>;
  totaal: number;
}

export function perOnderdeel(file: string, venster: { from: number; to: number }, pogingen: number): Onderdelen {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const ouder = new Map<number, number>();
  for (const node of profile.nodes) for (const kind of node.children ?? []) ouder.set(kind, node.id);
  const perId = new Map(profile.nodes.map((n) => [n.id, n]));
  const deelVan = new Map<number, string | null>();
  const bepaal = (id: number): string | null => {
    if (deelVan.has(id)) return deelVan.get(id)!;
    const stapel: ProfileNode[] = [];
    for (let x: number | undefined = id; x !== undefined; x = ouder.get(x)) stapel.push(perId.get(x)!);
    const leaf = stapel[0]!.callFrame.functionName;
    let deel: string | null = null;
    if (leaf === '(idle)') deel = null;
    else if (leaf === '(garbage collector)') deel = 'garbage collector';
    else if (stapel.some((n) => /platform\/live\/sse\.js$/.test(n.callFrame.url))) deel = 'live-stroom (fan-out)';
    else if (stapel.some((n) => /platform\/log\.js$/.test(n.callFrame.url))) deel = 'logging';
    else {
      for (const n of stapel) {
        const gevonden = ONDERDELEN.find(([, past]) => past(n.callFrame.url, n.callFrame.functionName));
        if (gevonden) {
          deel = gevonden[0];
          break;
        }
      }
      deel ??= 'overig (V8, timers, crypto, …)';
    }
    deelVan.set(id, deel);
    return deel;
  };
  const perDeel = new Map<string, number>();
  const perFunctie = new Map<string, number>();
  let tijdstip = profile.startTime;
  let totaal = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    tijdstip += delta;
    if (tijdstip < venster.from || tijdstip > venster.to) return;
    const deel = bepaal(id);
    if (deel === null) return;
    const ms = delta / 1000 / pogingen;
    perDeel.set(deel, (perDeel.get(deel) ?? 0) + ms);
    const { functionName, url, lineNumber } = perId.get(id)!.callFrame;
    const functie = `${deel} | ${functionName || '(anoniem)'} ${url.replace(/^.*\/(node_modules|functions\/src)\//, '')}:${lineNumber + 1}`;
    perFunctie.set(functie, (perFunctie.get(functie) ?? 0) + ms);
    totaal += ms;
  });
  return { perDeel, perFunctie, totaal };
}

/** The table of bench/README.md: per part, ms CPU per attempt of our server and of the bare one. */
export function onderdelenTabel(ons: Onderdelen, kaal: Onderdelen): string {
  const namen = [
    ...new Set([
      ...ONDERDELEN.map(([n]) => n),
      'live-stroom (fan-out)',
      'logging',
      'garbage collector',
      'overig (V8, timers, crypto, …)',
    ]),
  ];
  const f = (x: number | undefined) => `${(x ?? 0).toFixed(3)} ms`;
  const regels = namen
    .filter((n) => ons.perDeel.has(n) || kaal.perDeel.has(n))
    .map((n) => {
      const a = ons.perDeel.get(n) ?? 0;
      const b = kaal.perDeel.get(n) ?? 0;
      return `| ${n} | ${f(a)} | ${f(b)} | ${a - b >= 0 ? '+' : ''}${(a - b).toFixed(3)} ms |`;
    });
  return [
    '| deel | onze server, CPU per poging | kale server | verschil |',
    '| --- | --- | --- | --- |',
    ...regels,
    `| **totaal** (met profiler) | ${f(ons.totaal)} | ${f(kaal.totaal)} | +${(ons.totaal - kaal.totaal).toFixed(3)} ms |`,
  ].join('\n');
}

/** The functions whose self time differs most between our server and the bare one, per attempt. */
export function grootsteVerschillen(ons: Onderdelen, kaal: Onderdelen, regels = 25): string {
  const namen = new Set([...ons.perFunctie.keys(), ...kaal.perFunctie.keys()]);
  return [...namen]
    .map((n) => [n, (ons.perFunctie.get(n) ?? 0) - (kaal.perFunctie.get(n) ?? 0)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, regels)
    .map(([n, verschil]) => `  ${verschil >= 0 ? '+' : ''}${verschil.toFixed(3)} ms  ${n}`)
    .join('\n');
}
