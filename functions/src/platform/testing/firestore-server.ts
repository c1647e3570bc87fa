/**
 * A Firestore-protocol server for tests: the official emulator when FIRESTORE_EMULATOR_HOST is
 * set (`firebase emulators:exec`), otherwise the in-process stand-in @firestore-emulator/server,
 * which speaks Firestore's gRPC API but does not isolate concurrent transactions and has no
 * security rules.
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { after, before } from 'node:test';
import type { Server, ServerDuplexStream } from '@grpc/grpc-js';
import { FirestoreServer, type FirestoreState } from '@firestore-emulator/server';
import { FirestoreServiceV1Impl } from '@firestore-emulator/server/dist/server/FirestoreServiceV1Impl';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { installeerStempelBewaker } from './stempel-bewaker';

// Tests must not look for Google's metadata server (Google's auth library probes it to find
// credentials): skip the probe, and point any direct lookup at a closed loopback port.
process.env.METADATA_SERVER_DETECTION ??= 'none';
process.env.GCE_METADATA_HOST ??= '127.0.0.1:9';
process.env.GCE_METADATA_IP ??= '127.0.0.1:9';

export interface TestFirestore {
  /** host:port, as FIRESTORE_EMULATOR_HOST and connectFirestoreEmulator take it. */
  host: string;
  /** True for the official emulator: transactions are isolated and rules are enforced. */
  official: boolean;
  stop(): Promise<void>;
}

/**
 * The grpc of the stand-in itself (no dependency of ours): its server takes only credentials
 * made by the same copy.
 */
const grpcVanStandIn = createRequire(require.resolve('@firestore-emulator/server'))(
  '@grpc/grpc-js',
) as typeof import('@grpc/grpc-js');

/**
 * Binds on port 0 and answers the port the system gave: no window between choosing a port and
 * binding it in which another process (a second test run) can take it.
 */
function bindOpVrijePoort(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.bindAsync('127.0.0.1:0', grpcVanStandIn.ServerCredentials.createInsecure(), (error, port) =>
      error ? reject(error) : resolve(port),
    );
  });
}

type ListenCall =
  Parameters<FirestoreServiceV1Impl['Listen']>[0] extends ServerDuplexStream<infer Q, infer A>
    ? ServerDuplexStream<Q, A>
    : never;

/**
 * The stand-in answers only the first request of a Listen stream, but a Firestore client sends
 * the target of every listener over one stream (the web app listens to five documents). This
 * serves each target added, and stops one when the client removes it.
 */
function elkDoelService(staat: FirestoreState) {
  return new (class extends FirestoreServiceV1Impl {
    override Listen(call: ListenCall): void {
      const opruimen = new Map<number, (() => void)[]>();
      const stop = (doel: number) => {
        for (const handler of opruimen.get(doel) ?? []) handler();
        opruimen.delete(doel);
      };
      call.on('data', (request) => {
        if (request.has_add_target) {
          const doel = request.add_target.target_id;
          const handlers: (() => void)[] = [];
          opruimen.set(doel, handlers);
          staat.v1Listen(
            request,
            (antwoord) => {
              if (opruimen.has(doel) && !call.writableEnded) call.write(antwoord);
            },
            (handler) => handlers.push(handler),
          );
        } else if (request.has_remove_target) {
          stop(request.remove_target);
        }
      });
      const allesStoppen = () => [...opruimen.keys()].forEach(stop);
      call.once('end', allesStoppen);
      call.once('cancelled', allesStoppen);
      call.once('error', allesStoppen);
    }
  })(staat);
}

/** Decided before the server starts, as test names and skips depend on it. */
export const officialEmulator = () => Boolean(process.env.FIRESTORE_EMULATOR_HOST);

/** Starts the stand-in unless an official emulator is configured, and points firebase-admin at it. */
export async function startTestFirestore(): Promise<TestFirestore> {
  const bestaand = process.env.FIRESTORE_EMULATOR_HOST;
  if (bestaand) return { host: bestaand, official: true, stop: async () => undefined };

  const server = new FirestoreServer();
  const grpc = (server as unknown as { server: Server }).server;
  grpc.removeService(FirestoreServiceV1Impl.definition);
  grpc.addService(FirestoreServiceV1Impl.definition, elkDoelService(server.state));
  // Bound here rather than with the stand-in's start(port), which does not answer the port.
  const port = await bindOpVrijePoort(grpc);
  const host = `127.0.0.1:${port}`;
  process.env.FIRESTORE_EMULATOR_HOST = host;
  return {
    host,
    official: false,
    stop: async () => {
      delete process.env.FIRESTORE_EMULATOR_HOST;
      server.stop();
    },
  };
}

/** A unique project id: each test gets an empty database on the same server. */
export const testProjectId = () => `demo-test-${randomUUID().slice(0, 8)}`;

/** A firebase-admin Firestore on its own app and project; `close` ends its connections. */
export function openTestDatabase(projectId = testProjectId()): {
  db: Firestore;
  projectId: string;
  close: () => Promise<void>;
} {
  const app = initializeApp({ projectId }, projectId);
  return { db: getFirestore(app), projectId, close: () => deleteApp(app) };
}

/**
 * A Firestore-protocol server for the whole test file: started before its tests, stopped after
 * them. Answers the running server. After a failed start there is nothing to stop; the failed
 * start is what the run reports.
 */
export function useTestFirestore(): () => TestFirestore {
  // Every test on Firestore checks that each write of the settlement's inputs renews its stamp
  // (a benchmark, which starts its own server, does not pay for the check).
  installeerStempelBewaker();
  let server: TestFirestore | undefined;
  before(async () => {
    server = await startTestFirestore();
  });
  after(() => server?.stop());
  return () => {
    if (!server) throw new Error('De Firestore-testserver is niet gestart');
    return server;
  };
}

/**
 * For tests of the Cloud Functions in firebase.ts: a Firestore-protocol server for the whole
 * test file, and the environment the functions read when they build their store (the project,
 * plus `env(project)`). Answers the project id.
 */
export function useFunctionsFirestore(env: (project: string) => Record<string, string> = () => ({})): string {
  const project = testProjectId();
  useTestFirestore();
  before(() => {
    Object.assign(process.env, { GCLOUD_PROJECT: project, ...env(project) });
  });
  return project;
}
