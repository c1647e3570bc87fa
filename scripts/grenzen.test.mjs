// Each rule of .dependency-cruiser.cjs, proved by an import that breaks it: a small tree in a
// temporary folder, laid out like this repository, checked with the repository's own config.
// A tree that keeps every rule must pass, so a rule that flags everything fails here too.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';

const root = join(import.meta.dirname, '..');
const depcruise = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/** The files every tree has: one module per layer, each keeping the rules. */
const BASIS = {
  'functions/src/kern/types.ts': 'export type Geld = number;\n',
  'functions/src/kern/validatie.ts': 'export const schema = 1;\n',
  'functions/src/kassa/domein/kassa.ts':
    "import type { Geld } from '../../kern/types';\nexport const prijs: Geld = 1;\n",
  'functions/src/kassa/usecases/verkoop.ts':
    "import { prijs } from '../domein/kassa';\nexport const verkoop = () => prijs;\n",
  'functions/src/kassa/api/kassa.ts': "import { verkoop } from '../usecases/verkoop';\nexport const route = verkoop;\n",
  'functions/src/kassa/store/sqlite/kassa.ts':
    "import { prijs } from '../../domein/kassa';\nexport const sqlite = prijs;\n",
  'functions/src/kassa/store/firestore/kassa.ts':
    "import { prijs } from '../../domein/kassa';\nexport const firestore = prijs;\n",
  'functions/src/kassa/index.ts': "export { verkoop } from './usecases/verkoop';\n",
  'functions/src/kassa/domein/index.ts': "export { prijs } from './kassa';\n",
  'functions/src/mail/store/sqlite/outbox.ts': 'export const outbox = 1;\n',
  'functions/src/mail/templates.ts': 'export const mail = 1;\n',
  'functions/src/mail/index.ts': "export { mail } from './templates';\n",
  'functions/src/privacy/usecases/wis.ts':
    "import { mail } from '../../mail';\nimport { prijs } from '../../kassa/domein';\nexport const wis = mail + prijs;\n",
  'functions/src/platform/http/errors.ts':
    "import type { Geld } from '../../kern/types';\nexport const fout: Geld = 1;\n",
  'functions/src/platform/poorten.ts': 'export interface Gereedschap { clock: () => Date }\n',
  'functions/src/platform/sqlite/context.ts': 'export const db = 1;\n',
  'functions/src/platform/firestore/context.ts': 'export const fs = 1;\n',
  'functions/src/kassa/store/port.ts': 'export interface KassaStore { leesKassa(): number }\n',
  'functions/src/kassa/deps.ts':
    "import type { Gereedschap } from '../platform/poorten';\nimport type { KassaStore } from './store/port';\nexport interface KassaDeps extends Gereedschap { store: KassaStore }\n",
  'functions/src/app/store/port.ts':
    "import type { KassaStore } from '../../kassa/store/port';\nexport interface Store extends KassaStore { init(): void }\n",
  'functions/src/app/deps.ts':
    "import type { Store } from './store/port';\nimport type { KassaDeps } from '../kassa/deps';\nexport type UseCaseDeps = KassaDeps & { store: Store };\n",
  'functions/src/app/app.ts': "import { route } from '../kassa/api/kassa';\nexport const app = route;\n",
  'functions/src/standalone.ts': "import { app } from './app/app';\nexport default app;\n",
  // A test file may start the whole app; test support that is no test file may not (below).
  'functions/src/kassa/api/kassa.test.ts': "import { app } from '../../app/app';\nexport const t = app;\n",
  'functions/src/kassa/store/contract/kassa.ts':
    "import type { KassaStore } from '../port';\nexport const suite = (store: KassaStore) => store.leesKassa();\n",
  'web/src/kassa.ts': "import { prijs } from '@backend/kassa/domein';\nexport const bedrag = prijs;\n",
  'web/src/features/b/intern.ts': 'export const intern = 1;\n',
  'web/src/features/b/index.ts': "export { intern } from './intern';\n",
  'web/src/features/b/beheer/scherm.ts': "import { intern } from '../intern';\nexport const beheer = intern;\n",
  'web/src/features/a/scherm.ts': 'export const scherm = 1;\n',
  'web/src/components/knop.ts': 'export const knop = 1;\n',
  // The app composes the features: their entries, a screen itself, or one loaded on demand.
  'web/src/app/menu.ts':
    "import { scherm } from '../features/a/scherm';\nimport { intern } from '../features/b';\nexport const menu = scherm + intern;\nexport const lui = () => import('../features/b/beheer/scherm');\n",
  'web/src/main.tsx': "import { menu } from './app/menu';\nexport const start = menu;\n",
};

/** One breaking import per rule: [rule, file, its content]. */
const OVERTREDINGEN = [
  [
    'geen-kringen',
    'functions/src/kassa/domein/a.ts',
    "import { b } from './b';\nexport const a = () => b;\n",
    {
      'functions/src/kassa/domein/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    },
  ],
  [
    'kern-is-zuiver',
    'functions/src/kern/geld.ts',
    "import { prijs } from '../kassa/domein/kassa';\nexport const g = prijs;\n",
  ],
  [
    'domein-is-zuiver',
    'functions/src/kassa/domein/bestand.ts',
    "import { readFileSync } from 'node:fs';\nexport const lees = readFileSync;\n",
  ],
  [
    'niet-in-een-ander-gebied',
    'functions/src/kassa/usecases/wis.ts',
    "import { wis } from '../../privacy/usecases/wis';\nexport const w = wis;\n",
  ],
  [
    'niet-in-een-ander-gebied',
    'functions/src/privacy/usecases/regel.ts',
    "import { prijs } from '../../kassa/domein/kassa';\nexport const r = prijs;\n",
  ],
  [
    'niet-in-een-ander-gebied',
    'functions/src/privacy/usecases/poort.ts',
    "import type { KassaStore } from '../../kassa/store/port';\nexport type P = KassaStore;\n",
  ],
  [
    'niet-in-een-ander-gebied',
    'functions/src/kassa/store/sqlite/mail.ts',
    "import { enqueue } from '../../../mail/store/sqlite/outbox';\nexport const m = enqueue;\n",
  ],
  [
    'geen-adapter-van-een-ander-gebied',
    'functions/src/kassa/token.ts',
    "import { outbox } from '../mail/store/sqlite/outbox';\nexport const t = outbox;\n",
  ],
  [
    // What the adapters' entries allowed until issue 51: one area's adapter using another's in its
    // transaction, through that adapter's index.ts.
    'geen-adapter-van-een-ander-gebied',
    'functions/src/kassa/store/sqlite/mail.ts',
    "import { outbox } from '../../../mail/store/sqlite';\nexport const m = outbox;\n",
    { 'functions/src/mail/store/sqlite/index.ts': "export { outbox } from './outbox';\n" },
  ],
  [
    'geen-adapter-van-een-ander-gebied',
    'functions/src/privacy/store/firestore/wis.ts',
    "import { firestore } from '../../../kassa/store/firestore/kassa';\nexport const w = firestore;\n",
  ],
  [
    'adapters-onder-elkaar',
    'functions/src/kassa/store/sqlite/beide.ts',
    "import { firestore } from '../firestore/kassa';\nexport const b = firestore;\n",
  ],
  [
    'usecase-kent-geen-http-of-adapter',
    'functions/src/kassa/usecases/http.ts',
    "import { fout } from '../../platform/http/errors';\nexport const h = fout;\n",
  ],
  [
    'route-kent-geen-adapter',
    'functions/src/kassa/api/direct.ts',
    "import { sqlite } from '../store/sqlite/kassa';\nexport const d = sqlite;\n",
  ],
  [
    'adapter-kent-geen-gebruik',
    'functions/src/kassa/store/sqlite/gebruik.ts',
    "import { verkoop } from '../../usecases/verkoop';\nexport const g = verkoop;\n",
  ],
  [
    'gebied-niet-omhoog',
    'functions/src/mail/kassabon.ts',
    "import { prijs } from '../kassa/domein/kassa';\nexport const bon = prijs;\n",
  ],
  [
    'gebied-niet-omhoog',
    'functions/src/kassa/deps.ts',
    "import { wis } from '../privacy';\nexport const w = wis;\n",
    { 'functions/src/privacy/index.ts': "export { wis } from './usecases/wis';\n" },
  ],
  [
    // What issue 37 allowed last and took away: the season's adapter using registratie's (one floor up).
    'gebied-niet-omhoog',
    'functions/src/seizoen/store/sqlite/publiek.ts',
    "import { bevorder } from '../../../registratie/store/sqlite/bevorderen';\nexport const p = bevorder;\n",
    { 'functions/src/registratie/store/sqlite/bevorderen.ts': 'export const bevorder = 1;\n' },
  ],
  [
    'gebied-niet-omhoog',
    'functions/src/seizoen/store/port.ts',
    "import type { BevorderOptions } from '../../registratie/store/port';\nexport type B = BevorderOptions;\n",
    { 'functions/src/registratie/store/port.ts': 'export interface BevorderOptions { now: Date }\n' },
  ],
  [
    'platform-onder-de-gebieden',
    'functions/src/platform/http/route.ts',
    "import { verkoop } from '../../kassa/usecases/verkoop';\nexport const r = verkoop;\n",
  ],
  [
    'adapters-onder-elkaar',
    'functions/src/platform/sqlite/beide.ts',
    "import { fs } from '../firestore/context';\nexport const b = fs;\n",
  ],
  [
    'platform-onder-de-gebieden',
    'functions/src/platform/sqlite/schema.ts',
    "import { prijs } from '../../kassa/domein/kassa';\nexport const s = prijs;\n",
  ],
  [
    'platform-onder-de-gebieden',
    'functions/src/platform/http/samen.ts',
    "import type { Store } from '../../app/store/port';\nexport type S = Store;\n",
  ],
  [
    'gebied-kent-de-samenstelling-niet',
    'functions/src/kassa/usecases/alles.ts',
    "import type { UseCaseDeps } from '../../app/deps';\nexport type D = UseCaseDeps;\n",
  ],
  [
    'gebied-kent-de-samenstelling-niet',
    'functions/src/kassa/usecases/ingang.ts',
    "import app from '../../standalone';\nexport const i = app;\n",
  ],
  [
    'gebied-kent-de-samenstelling-niet',
    'functions/src/kassa/store/contract/alles.ts',
    "import type { Store } from '../../../app/store/port';\nexport type S = Store;\n",
  ],
  [
    'gebied-kent-de-samenstelling-niet',
    'functions/src/kassa/testing/harness.ts',
    "import { app } from '../../app/app';\nexport const h = app;\n",
  ],
  [
    'gebied-niet-omhoog',
    'functions/src/mail/store/contract/kassa.ts',
    "import type { KassaStore } from '../../../kassa/store/port';\nexport type S = KassaStore;\n",
  ],
  [
    'platform-onder-de-gebieden',
    'functions/src/platform/testing/harness.ts',
    "import { app } from '../../app/app';\nexport const h = app;\n",
  ],
  [
    'alleen-de-ingang-kent-de-app',
    'functions/src/kassa/usecases/app.ts',
    "import { app } from '../../app/app';\nexport const a = app;\n",
  ],
  [
    'web-features-los',
    'web/src/features/a/direct.ts',
    "import { intern } from '../b/intern';\nexport const d = intern;\n",
  ],
  [
    // Issue 51: not through the other feature's index.ts either (it was allowed until then).
    'web-features-los',
    'web/src/features/a/via-index.ts',
    "import { intern } from '../b';\nexport const v = intern;\n",
  ],
  ['web-features-los', 'web/src/features/a/lui.ts', "export const lui = () => import('../b/intern');\n"],
  [
    'web-onderdelen-kennen-geen-feature',
    'web/src/components/feature.ts',
    "import { intern } from '../features/b';\nexport const f = intern;\n",
  ],
  [
    'web-alleen-de-ingang-kent-de-app',
    'web/src/features/a/menu.ts',
    "import { menu } from '../../app/menu';\nexport const m = menu;\n",
  ],
  [
    'web-alleen-de-ingang-kent-de-app',
    'web/src/components/menu.ts',
    "import { menu } from '../app/menu';\nexport const m = menu;\n",
  ],
  [
    'web-alleen-zuivere-backend',
    'web/src/verkoop.ts',
    "import { verkoop } from '@backend/kassa/usecases/verkoop';\nexport const v = verkoop;\n",
  ],
  [
    'web-via-de-ingang-van-een-gebied',
    'web/src/prijs.ts',
    "import { prijs } from '@backend/kassa/domein/kassa';\nexport const p = prijs;\n",
  ],
  [
    'web-zonder-zod',
    'web/src/schema.ts',
    "import { schema } from '@backend/kern/validatie';\nexport const s = schema;\n",
  ],
];

function check(extra) {
  const map = mkdtempSync(join(tmpdir(), 'grenzen-'));
  try {
    for (const bestand of ['.dependency-cruiser.cjs', 'tsconfig.grenzen.json', 'tsconfig.base.json']) {
      copyFileSync(join(root, bestand), join(map, bestand));
    }
    for (const [pad, inhoud] of Object.entries({ ...BASIS, ...extra })) {
      mkdirSync(dirname(join(map, pad)), { recursive: true });
      writeFileSync(join(map, pad), inhoud);
    }
    const { stdout, status, stderr } = spawnSync(
      process.execPath,
      [depcruise, '--config', '.dependency-cruiser.cjs', '--output-type', 'json', 'functions/src', 'web/src'],
      { cwd: map, encoding: 'utf8' },
    );
    assert.ok(stdout, `dependency-cruiser gaf geen uitvoer (status ${status}): ${stderr}`);
    return JSON.parse(stdout).summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
  } finally {
    rmSync(map, { recursive: true, force: true });
  }
}

describe('de grenzen van de code', () => {
  it('een boom die elke regel houdt, geeft geen overtreding', () => {
    assert.deepEqual(check({}), []);
  });

  for (const [regel, pad, inhoud, meer = {}] of OVERTREDINGEN) {
    it(`${regel}: ${pad} wordt geweigerd`, () => {
      const gevonden = check({ [pad]: inhoud, ...meer });
      assert.ok(
        // A rule of scope 'folder' names the file's folder, not the file.
        gevonden.some((v) => v.startsWith(`${regel}: ${pad}`) || v.startsWith(`${regel}: ${dirname(pad)} → `)),
        `verwacht ${regel} vanuit ${pad}, gevonden: ${gevonden.join('; ') || 'niets'}`,
      );
    });
  }
});
