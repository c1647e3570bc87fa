// `npm run emulators`: the site on the Firebase emulators, as it runs on Firebase: Hosting
// serves web/dist and rewrites /api/** to the `api` function, which stores in the official
// Firestore emulator (with firestore.rules), and the browser reads the public documents live
// from that emulator. Data lives in memory: it is gone when the emulators stop.
//
//   npm run emulators                    builds, then starts everything (ports of firebase.json)
//   npm run emulators -- --zonder-bouwen  starts without building first (used by the tests)
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { OpstartFout, root, startStack } from './firebase-emulators.mjs';

const args = process.argv.slice(2);
const poort = (naam) => {
  const waarde = process.env[`EMULATOR_${naam.toUpperCase()}_PORT`];
  return waarde ? Number(waarde) : undefined;
};

const admin = {
  ADMIN_USERNAME: process.env.ADMIN_USERNAME || 'beheerder',
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD || randomBytes(9).toString('base64url'),
};

try {
  if (!args.includes('--zonder-bouwen')) {
    const bouw = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (bouw.status !== 0) throw new OpstartFout('Het bouwen mislukte; zie de meldingen hierboven.');
  }
  const stack = await startStack({
    poorten: {
      hosting: poort('hosting'),
      functions: poort('functions'),
      firestore: poort('firestore'),
      hub: poort('hub'),
      logging: poort('logging'),
    },
    env: { SEED_DEMO: process.env.SEED_DEMO ?? 'true', ...admin },
  });
  console.log(
    [
      '',
      `De site draait op de Firebase-emulators: ${stack.url}`,
      `  Beheer: ${stack.url}/login  (gebruiker ${admin.ADMIN_USERNAME}, wachtwoord ${admin.ADMIN_PASSWORD})`,
      `  Firestore-emulator: http://${stack.firestoreHost} (met firestore.rules)`,
      '  Mail: de extensie Trigger Email draait niet op de emulators; elke mail staat als document',
      `  in de collectie 'mail': http://${stack.firestoreHost}/v1/projects/demo-kinderkledingbeurs/databases/(default)/documents/mail`,
      '  Stoppen: Ctrl+C.',
      '',
    ].join('\n'),
  );
  const stoppen = async () => {
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', stoppen);
  process.on('SIGTERM', stoppen);
} catch (error) {
  if (error instanceof OpstartFout) {
    console.error(`\nDe emulators konden niet starten: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
