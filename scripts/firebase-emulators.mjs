// The Firebase half on the official emulators, for a person (`npm run emulators`) and for the
// tests (`npm test`): the official Cloud Firestore emulator with firestore.rules loaded, and
// firebase-tools' Functions and Hosting emulators in front of it.
//
// firebase-tools starts the Firestore emulator itself only with Java 21 or newer. Our machines
// have the official emulator's jar (Debian package google-cloud-cli-firestore-emulator) and
// Java 17, which that jar runs on, so the jar is started directly when it is there and
// firebase-tools is told where it runs (FIRESTORE_EMULATOR_HOST, which it passes to functions).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..');

/** A `demo-` project: the emulators then never reach for a real Google project. */
export const EMULATOR_PROJECT = 'demo-kinderkledingbeurs';

export const FIRESTORE_JAR =
  process.env.FIRESTORE_EMULATOR_JAR ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/** A failure a person can act on: printed as is, without a stack trace. */
export class OpstartFout extends Error {}

/** The major version of the `java` on the PATH, or null when there is none. */
export function javaVersie() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(result.stderr ?? '');
  if (!match) return null;
  // Java 8 and older call themselves 1.x.
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

/**
 * How the Firestore emulator can be started here: 'jar' (the official jar with Java 11 or
 * newer), 'firebase-tools' (its own download, which needs Java 21), or a Dutch explanation of
 * what is missing.
 */
export function firestoreWijze() {
  const java = javaVersie();
  if (java === null) {
    return {
      fout:
        'Java ontbreekt: de Firestore-emulator is een Java-programma. Installeer Java 17 of nieuwer ' +
        '(Debian: apt-get install openjdk-17-jre-headless) en de emulator ' +
        '(apt-get install google-cloud-cli-firestore-emulator), of Java 21 voor die van firebase-tools.',
    };
  }
  if (existsSync(FIRESTORE_JAR) && java >= 11) return { wijze: 'jar', java };
  if (java >= 21) return { wijze: 'firebase-tools', java };
  return {
    fout:
      `De officiële Firestore-emulator ontbreekt (${FIRESTORE_JAR}), en firebase-tools start zijn eigen ` +
      `emulator pas met Java 21 (hier Java ${java}). Installeer de emulator ` +
      '(Debian: apt-get install google-cloud-cli-firestore-emulator), zet FIRESTORE_EMULATOR_JAR op het ' +
      'pad van de jar, of installeer Java 21.',
  };
}

/** A port the system has free now. */
export function vrijePoort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const wacht = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 2xx, or throws after `ms`. */
export async function wachtOp(url, ms, wat) {
  const einde = Date.now() + ms;
  for (;;) {
    try {
      const antwoord = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (antwoord.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > einde) throw new OpstartFout(`${wat} kwam niet op binnen ${ms / 1000} s (${url}).`);
    await wacht(250);
  }
}

/**
 * Stops a child and waits until it is gone. The children share this process's group (not
 * detached), so whoever kills the group (Ctrl+C, Playwright ending its web server) ends them too.
 */
function stopper(child) {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
}

/**
 * Starts the official Firestore emulator's jar on `port` and waits until it answers.
 * Answers its host ('127.0.0.1:port') and a stop function.
 */
export async function startFirestoreJar({ port, log = 'ignore' } = {}) {
  const wijze = firestoreWijze();
  if (wijze.fout) throw new OpstartFout(wijze.fout);
  if (wijze.wijze !== 'jar') throw new OpstartFout(`De jar van de Firestore-emulator ontbreekt: ${FIRESTORE_JAR}`);
  const poort = port ?? (await vrijePoort());
  const child = spawn(
    'java',
    [
      // The emulator's messages in English whatever the machine's language; -Xss for deep rules.
      '-Duser.language=en',
      '-cp',
      FIRESTORE_JAR,
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      'start',
      '--host=127.0.0.1',
      `--port=${poort}`,
    ],
    { stdio: ['ignore', log, log] },
  );
  const host = `127.0.0.1:${poort}`;
  const stop = stopper(child);
  const gestopt = new Promise((_, reject) =>
    child.once('exit', (code) =>
      reject(new OpstartFout(`De Firestore-emulator stopte meteen (code ${code}); is poort ${poort} vrij?`)),
    ),
  );
  gestopt.catch(() => undefined);
  await Promise.race([wachtOp(`http://${host}/`, 60_000, 'De Firestore-emulator'), gestopt]);
  return { host, stop };
}

/** Loads firestore.rules into the emulator for `project`, through its REST API. */
export async function laadRegels(host, project = EMULATOR_PROJECT) {
  const content = readFileSync(join(root, 'firestore.rules'), 'utf8');
  const antwoord = await fetch(`http://${host}/emulator/v1/projects/${project}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
  });
  if (!antwoord.ok) {
    throw new OpstartFout(`De regels laden mislukte (${antwoord.status}): ${await antwoord.text()}`);
  }
}

/**
 * firebase.json as the emulators need it: the same site, with the emulator's own origin added
 * to the Content-Security-Policy's connect-src (the browser talks to the Firestore emulator at
 * http://127.0.0.1:<port>, where in production it talks to https://firestore.googleapis.com),
 * without upgrade-insecure-requests (the emulators serve http), and the chosen ports. Written next to firebase.json, so its relative paths still hold.
 */
export function schrijfEmulatorConfig({ firestoreHost, hostingPort, functionsPort, hubPort, loggingPort }) {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  for (const regel of config.hosting.headers) {
    for (const header of regel.headers) {
      if (header.key !== 'Content-Security-Policy') continue;
      header.value = header.value
        .replace(/connect-src ([^;]*)/, (_, bronnen) => `connect-src ${bronnen} http://${firestoreHost}`)
        // The emulators serve http://127.0.0.1: as the function there (secureCookies false) and
        // the standalone server on http, the pages do not ask the browser to upgrade to https.
        .replace(/upgrade-insecure-requests; ?/, '');
    }
  }
  const [fsHost, fsPort] = firestoreHost.split(':');
  config.emulators = {
    ...config.emulators,
    firestore: { host: fsHost, port: Number(fsPort) },
    functions: { host: '127.0.0.1', port: functionsPort },
    hosting: { host: '127.0.0.1', port: hostingPort },
    hub: { host: '127.0.0.1', port: hubPort },
    logging: { host: '127.0.0.1', port: loggingPort },
    ui: { enabled: false },
  };
  const pad = join(root, 'firebase.emulators.json');
  writeFileSync(pad, `${JSON.stringify(config, null, 2)}\n`);
  return pad;
}

/**
 * The whole stack: Firestore (the jar, or firebase-tools' own with Java 21), rules loaded,
 * Functions and Hosting.
 * Ports default to firebase.json's (a person's `npm run emulators`); the tests pass their own.
 * Answers the site's URL, the Firestore host and a stop function.
 */
export async function startStack({ poorten = {}, env = {}, stdio = 'inherit' } = {}) {
  const standaard = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')).emulators;
  const {
    hosting: hostingPort = standaard.hosting.port,
    functions: functionsPort = standaard.functions.port,
    firestore: firestorePort = standaard.firestore.port,
    hub: hubPort = 4400,
    logging: loggingPort = 4500,
  } = poorten;

  const wijze = firestoreWijze();
  if (wijze.fout) throw new OpstartFout(wijze.fout);

  const stoppen = [];
  let firestoreHost = `127.0.0.1:${firestorePort}`;
  const only = ['functions', 'hosting'];
  if (wijze.wijze === 'jar') {
    const firestore = await startFirestoreJar({ port: firestorePort });
    firestoreHost = firestore.host;
    stoppen.push(firestore.stop);
    await laadRegels(firestoreHost);
  } else {
    only.unshift('firestore');
  }

  const config = schrijfEmulatorConfig({ firestoreHost, hostingPort, functionsPort, hubPort, loggingPort });
  const firebase = spawn(
    join(root, 'node_modules/.bin/firebase'),
    ['emulators:start', '--only', only.join(','), '--project', EMULATOR_PROJECT, '--config', config],
    {
      cwd: root,
      stdio: ['ignore', stdio, stdio],
      env: {
        ...process.env,
        ...(wijze.wijze === 'jar' ? { FIRESTORE_EMULATOR_HOST: firestoreHost } : {}),
        // As on Cloud Functions, where Node runs in production mode: the functions framework's
        // own error page (for a body it cannot parse, before the function runs) then names no
        // stack trace and no paths. The functions emulator hands its environment to the function.
        NODE_ENV: 'production',
        ...env,
      },
    },
  );
  stoppen.unshift(stopper(firebase));
  const stop = async () => {
    for (const s of stoppen) await s();
  };
  const url = `http://127.0.0.1:${hostingPort}`;
  try {
    const gestopt = new Promise((_, reject) =>
      firebase.once('exit', (code) => reject(new OpstartFout(`firebase emulators:start stopte (code ${code}).`))),
    );
    gestopt.catch(() => undefined);
    // The API answering through Hosting: both emulators are up and the function is loaded.
    await Promise.race([wachtOp(`${url}/api/session`, 180_000, 'De site op de emulators'), gestopt]);
    if (wijze.wijze !== 'jar') await laadRegels(firestoreHost);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    firestoreHost,
    functionsUrl: `http://127.0.0.1:${functionsPort}/${EMULATOR_PROJECT}/europe-west1/api`,
    stop,
  };
}
