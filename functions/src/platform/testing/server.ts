/**
 * The standalone server (functions/src/standalone.ts) as a child process, so a test or the
 * benchmark can kill it with a real signal. It runs from the sources through tsx, which
 * compiles each module once at start; a build of functions/lib is neither needed nor used, so
 * a fresh clone works and a half-finished edit elsewhere in the tree cannot block the run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ADMIN, Client } from './client';

export { ADMIN };
export const FUNCTIONS_DIR = join(__dirname, '..', '..', '..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface StartOptions {
  dataDir: string;
  env?: Record<string, string>;
  /** Extra node flags, e.g. --cpu-prof. */
  nodeArgs?: string[];
  /**
   * A compiled standalone.js to run instead of the sources through tsx: the benchmarks measure
   * the code as production runs it (bench/gebouwd.ts).
   */
  script?: string;
}

/** Starts the server on a free loopback port and resolves once it listens. */
export function startServerProcess({ dataDir, env = {}, nodeArgs = [], script }: StartOptions): Promise<ServerProcess> {
  const start = script ? [script] : ['--import', 'tsx', 'src/standalone.ts'];
  const child = spawn(process.execPath, [...nodeArgs, ...start], {
    cwd: FUNCTIONS_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_DIST: join(dataDir, 'geen-web'),
      ...env,
    },
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /draait op (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        child.stdout!.off('data', onData);
        child.stdout!.on('data', (more: Buffer) => (output += more.toString()));
        resolve({ url: match[1], child, output: () => output, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(({ code, signal }) =>
      reject(new Error(`server stopped before listening (${code ?? signal}):\n${output}`)),
    );
  });
}

/** Starts the server, records it in `running` for cleanup, and logs in its administrator. */
export async function startWithAdmin(dataDir: string, running: ServerProcess[], env: Record<string, string> = {}) {
  const server = await startServerProcess({ dataDir, env });
  running.push(server);
  const admin = new Client(server.url);
  if ((await admin.login(ADMIN.username, ADMIN.password)).body !== true) {
    throw new Error('the administrator could not log in');
  }
  return { server, admin };
}
