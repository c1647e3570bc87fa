/**
 * Every route an Express app really answers, read from its routers (express 5's `router`
 * layers keep the path they were given): what the OpenAPI document must describe. Used by its
 * test, so a route added without an entry fails the build.
 */
import type { Express } from 'express';

export interface EchteRoute {
  method: string;
  /** As Express has it: '/api/inlevering/verkopers/:nummer'. */
  pad: string;
}

interface Laag {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Laag[] };
  rawPath?: string | string[];
}

const paden = (p: string | string[] | undefined): string[] => (p === undefined ? [''] : Array.isArray(p) ? p : [p]);
const samen = (a: string, b: string) => `${a}${b === '/' ? '' : b}`.replace(/\/{2,}/g, '/') || '/';

function loop(stapel: readonly Laag[], voor: string, uit: EchteRoute[]) {
  for (const laag of stapel) {
    if (laag.route) {
      for (const pad of paden(laag.route.path)) {
        for (const [method, aan] of Object.entries(laag.route.methods)) {
          if (aan && method !== '_all') uit.push({ method: method.toUpperCase(), pad: samen(voor, pad) });
        }
      }
    } else if (Array.isArray(laag.handle.stack)) {
      for (const pad of paden(laag.rawPath)) loop(laag.handle.stack, samen(voor, pad === '/' ? '' : pad), uit);
    }
  }
}

export function routesVan(app: Express): EchteRoute[] {
  const uit: EchteRoute[] = [];
  loop((app as unknown as { router: { stack: Laag[] } }).router.stack, '', uit);
  const gezien = new Set<string>();
  return uit.filter((r) => {
    const sleutel = `${r.method} ${r.pad}`;
    if (gezien.has(sleutel)) return false;
    gezien.add(sleutel);
    return true;
  });
}
