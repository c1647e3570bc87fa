/**
 * The Node version the README names is the one a newcomer installs with: `npm install` on it
 * must print no EBADENGINE warning, so every `engines` field in the tree has to accept it.
 * Cloud Functions run on their own runtime (firebase.json, see firebase-config.test.ts).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import semver from 'semver';

const root = join(__dirname, '../../../..');
const json = <T>(file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as T;

interface Lock {
  packages: Record<string, { version?: string; engines?: Record<string, string> | string[] }>;
}

function readmeNode(): string {
  const match = /Nodig: Node\.js (\d+\.\d+) of nieuwer/.exec(readFileSync(join(root, 'README.md'), 'utf8'));
  assert.ok(match, 'de README noemt de Node-versie');
  return `${match[1]}.0`;
}

describe('Node-versie', () => {
  const node = readmeNode();

  it('de engines van het project beginnen bij de versie uit de README', () => {
    for (const file of ['package.json', 'functions/package.json', 'web/package.json']) {
      const range = json<{ engines?: { node?: string } }>(file).engines?.node;
      if (range === undefined) continue;
      assert.equal(semver.minVersion(range)?.version, node, `${file}: engines.node ${range}`);
    }
  });

  it('elk geïnstalleerd pakket aanvaardt de versie uit de README (geen EBADENGINE)', () => {
    const weigeren = Object.entries(json<Lock>('package-lock.json').packages)
      .map(([path, pkg]) => ({ path, pkg, range: Array.isArray(pkg.engines) ? undefined : pkg.engines?.node }))
      .filter(({ range }) => range !== undefined && !semver.satisfies(node, range))
      .map(({ path, pkg, range }) => `${path || '(root)'}@${pkg.version}: node ${range}`);
    assert.deepEqual(weigeren, []);
  });
});
