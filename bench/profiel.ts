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
