// The types of what the TypeScript benchmarks use from firebase-emulators.mjs.

/** A start that failed for a reason the person running it can fix (a missing jar, a busy port). */
export class OpstartFout extends Error {}

/** Starts the official Firestore emulator's jar on a free port (or `port`): its host and a stop. */
export function startFirestoreJar(options?: {
  port?: number;
  log?: 'ignore' | 'inherit';
}): Promise<{ host: string; stop: () => Promise<void> }>;
