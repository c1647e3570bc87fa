/**
 * The files of deploy/ (the systemd units and the Caddyfile) and docs/BEHEER.md's "Op een eigen
 * server" say the same: each file is in the docs as a fenced block whose info string names it
 * (```ini deploy/kinderkledingbeurs.service), byte for byte. With systemd-analyze on the machine
 * the units are checked by it too.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { FUNCTIONS_DIR } from './platform/testing/server';

const ROOT = join(FUNCTIONS_DIR, '..');
const DEPLOY = join(ROOT, 'deploy');

/** The fenced blocks of a Markdown text whose info string names a file: file → content. */
function blokken(markdown: string): Map<string, string> {
  const gevonden = new Map<string, string>();
  for (const m of markdown.matchAll(/^```(\w+) (\S+)\n([\s\S]*?)^```$/gm)) {
    assert.ok(!gevonden.has(m[2]!), `${m[2]} staat twee keer in BEHEER.md`);
    gevonden.set(m[2]!, m[3]!);
  }
  return gevonden;
}

describe('deploy/ en BEHEER.md', () => {
  const bestanden = readdirSync(DEPLOY).sort();
  const docs = blokken(readFileSync(join(ROOT, 'docs', 'BEHEER.md'), 'utf8'));

  it('elk bestand in deploy/ staat precies zo in "Op een eigen server"', () => {
    assert.deepEqual(bestanden, [
      'Caddyfile',
      'kinderkledingbeurs-backup.service',
      'kinderkledingbeurs-backup.timer',
      'kinderkledingbeurs.service',
    ]);
    assert.deepEqual([...docs.keys()].sort(), bestanden.map((b) => `deploy/${b}`).sort());
    for (const bestand of bestanden) {
      assert.equal(docs.get(`deploy/${bestand}`), readFileSync(join(DEPLOY, bestand), 'utf8'), bestand);
    }
    assert.match(readFileSync(join(ROOT, 'docs', 'BEHEER.md'), 'utf8'), /^```caddy deploy\/Caddyfile$/m);
  });

  it('de dienst herstart, is afgeschermd en mag alleen in zijn datamap schrijven; de proxy-instellingen staan erin', () => {
    const unit = readFileSync(join(DEPLOY, 'kinderkledingbeurs.service'), 'utf8');
    for (const regel of [
      'Restart=always',
      'ProtectSystem=strict',
      'ReadWritePaths=/var/lib/kinderkledingbeurs',
      'Environment=DATA_DIR=/var/lib/kinderkledingbeurs',
      'Environment=HOST=127.0.0.1',
      'Environment=TRUST_PROXY=true',
      'NoNewPrivileges=true',
      'WantedBy=multi-user.target',
    ]) {
      assert.ok(unit.split('\n').includes(regel), regel);
    }
    const caddy = readFileSync(join(DEPLOY, 'Caddyfile'), 'utf8');
    assert.match(caddy, /^\s+reverse_proxy 127\.0\.0\.1:8080$/m);
    assert.match(readFileSync(join(DEPLOY, 'kinderkledingbeurs-backup.service'), 'utf8'), /npm run backup/);
    assert.match(readFileSync(join(DEPLOY, 'kinderkledingbeurs-backup.timer'), 'utf8'), /^OnCalendar=/m);
  });

  it('systemd-analyze verify vindt niets in de units (als het er is)', (t) => {
    if (spawnSync('systemd-analyze', ['--version']).status !== 0) {
      t.diagnostic('systemd-analyze ontbreekt hier: de units zijn niet door systemd gecontroleerd');
      return;
    }
    const map = mkdtempSync(join(tmpdir(), 'units-'));
    try {
      const units = bestanden.filter((b) => b !== 'Caddyfile');
      for (const unit of units) copyFileSync(join(DEPLOY, unit), join(map, unit));
      const r = spawnSync('systemd-analyze', ['verify', ...units.map((u) => join(map, u))], { encoding: 'utf8' });
      // Missing binaries or users on this machine are no fault of the files.
      const klachten = `${r.stdout}${r.stderr}`
        .split('\n')
        .filter((l) => l.trim() && !/is not executable|No such file|Failed to resolve user|not found/i.test(l));
      assert.deepEqual(klachten, []);
    } finally {
      rmSync(map, { recursive: true, force: true });
    }
  });
});
