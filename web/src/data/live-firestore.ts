/**
 * The public data live from Firestore (the Firebase runtime): one listener per public
 * document, assembled into one PublicState. Loaded on demand by live.ts, so standalone
 * visitors never download the Firebase SDK.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getFirestore, onSnapshot, type DocumentData } from 'firebase/firestore';
// Relative rather than '@domain/...': the Node test runs this file without Vite's aliases.
import {
  PUBLIEKE_COLLECTIE,
  PUBLIEKE_DOCUMENTEN,
  publiekeStaat,
  type PubliekDocument,
} from '../../../functions/src/seizoen/domein';
import type { PublicState } from '../../../functions/src/kern/types';

let apps = 0;

/** Firebase Hosting's reserved URL: the web app's config of the project the site is deployed to. */
export const HOSTING_CONFIG_PAD = '/__/firebase/init.json';

/**
 * The config for the browser's Firebase SDK: Hosting's own (so a deploy needs no copied config),
 * overridden by what the server sends (`FIREBASE_WEBAPP_CONFIG`, the project id, the emulator's
 * host). Without Hosting (a plain server, a test) the server's config alone.
 */
export async function webAppConfig(
  vanServer: Record<string, unknown>,
  haal: (pad: string) => Promise<Response> = (pad) => fetch(pad),
): Promise<Record<string, unknown>> {
  let hosting: unknown = null;
  try {
    const antwoord = await haal(HOSTING_CONFIG_PAD);
    if (antwoord.ok) hosting = await antwoord.json();
  } catch {
    // Not served by Hosting, or not JSON: the server's config is all there is.
  }
  return { ...(hosting && typeof hosting === 'object' ? hosting : {}), ...vanServer };
}

/**
 * Calls onState with the whole state once all five documents have arrived, and again on every
 * change of any of them. `emulatorHost` ('host:port') in the config points the SDK at the
 * Firestore emulator. Answers the function that stops listening.
 */
export function subscribeFirestore(
  firebaseConfig: Record<string, unknown>,
  onState: (state: PublicState) => void,
  onError: (error: Error) => void,
): () => void {
  const { emulatorHost, ...options } = firebaseConfig;
  // An app of its own, so stopping can delete it and a new subscription starts clean.
  const app = initializeApp(options, `beurs-live-${++apps}`);
  const db = getFirestore(app);
  if (typeof emulatorHost === 'string' && emulatorHost) {
    const i = emulatorHost.lastIndexOf(':');
    connectFirestoreEmulator(db, emulatorHost.slice(0, i), Number(emulatorHost.slice(i + 1)));
  }

  const ontvangen: Partial<Record<PubliekDocument, DocumentData | null>> = {};
  const stops = PUBLIEKE_DOCUMENTEN.map((naam) =>
    onSnapshot(
      doc(db, PUBLIEKE_COLLECTIE, naam),
      (snapshot) => {
        ontvangen[naam] = snapshot.data() ?? null;
        if (PUBLIEKE_DOCUMENTEN.every((d) => d in ontvangen)) {
          onState(publiekeStaat(ontvangen as Record<PubliekDocument, DocumentData | null>));
        }
      },
      (error) => onError(error),
    ),
  );

  return () => {
    for (const stop of stops) stop();
    void deleteApp(app);
  };
}
