/**
 * `npm run emulators` on a machine that lacks what the Firestore emulator needs: a Dutch
 * message that says what to install, and exit code 1, instead of a stack trace.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';

const script = join(__dirname, '../../../../scripts/emulators.mjs');

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, [script, '--zonder-bouwen'], {
    encoding: 'utf8',
    env: { HOME: process.env.HOME ?? '/tmp', ...env },
    timeout: 30_000,
  });
}

describe('npm run emulators zonder Java of zonder de emulator', () => {
  it('zonder Java: zegt dat Java ontbreekt en wat te installeren', () => {
    // A PATH with node and nothing else: no java.
    const map = mkdtempSync(join(tmpdir(), 'zonder-java-'));
    symlinkSync(process.execPath, join(map, 'node'));
    try {
      const uit = start({ PATH: map });
      assert.equal(uit.status, 1, uit.stderr);
      assert.match(uit.stderr, /De emulators konden niet starten: Java ontbreekt/);
      assert.match(uit.stderr, /openjdk-17-jre-headless/);
      assert.doesNotMatch(uit.stderr, /\n\s+at /, 'geen stack trace');
    } finally {
      rmSync(map, { recursive: true, force: true });
    }
  });

  it('met Java 17 maar zonder de jar: noemt het pakket en FIRESTORE_EMULATOR_JAR', (t) => {
    if (spawnSync('java', ['-version']).status !== 0) {
      t.skip('deze machine heeft geen Java; het geval zonder Java staat hierboven');
      return;
    }
    const uit = start({ PATH: process.env.PATH ?? '', FIRESTORE_EMULATOR_JAR: '/bestaat/niet.jar' });
    const java = Number(/version "(\d+)/.exec(spawnSync('java', ['-version'], { encoding: 'utf8' }).stderr)?.[1]);
    if (java >= 21) {
      // With Java 21 firebase-tools would start its own emulator instead; nothing to assert here.
      t.skip('Java 21 of nieuwer: firebase-tools start dan zijn eigen emulator');
      return;
    }
    assert.equal(uit.status, 1, uit.stderr);
    assert.match(uit.stderr, /De officiële Firestore-emulator ontbreekt \(\/bestaat\/niet\.jar\)/);
    assert.match(uit.stderr, /google-cloud-cli-firestore-emulator/);
    assert.match(uit.stderr, /FIRESTORE_EMULATOR_JAR/);
  });
});
