/**
 * The public data live from Firestore (the Firebase runtime): one listener per public
 * document, assembled into one PublicState. Loaded on demand by live.ts, so standalone
 * visitors never download the Firebase SDK.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getFirestore, onSnapshot, type DocumentData } from 'firebase/firestore';
// Relative rather than '@domain/...': the Node test runs this file without Vite's aliases.
import type { PublicState } from '../../../functions/src/domain/types';
import { STANDAARD_BEURS, STANDAARD_SETTINGS } from '../../../functions/src/store/defaults';

const DOCUMENTEN = ['settings', 'nieuws', 'stats', 'beurs', 'fair'] as const;
type Document = (typeof DOCUMENTEN)[number];

/** Missing documents read as the store's defaults, just as the API answers them. */
function samenstellen(data: Record<Document, DocumentData | null>): PublicState {
  const settings = data.settings ?? {};
  return {
    settings: {
      maximumAantalDeelnemers: settings.maximumAantalDeelnemers ?? STANDAARD_SETTINGS.maximumAantalDeelnemers,
      inschrijvingGeopend: settings.inschrijvingGeopend ?? STANDAARD_SETTINGS.inschrijvingGeopend,
      inschrijvingGesloten: settings.inschrijvingGesloten ?? STANDAARD_SETTINGS.inschrijvingGesloten,
    },
    aantalActief: data.stats?.aantalActief ?? 0,
    nieuws: { tekst: data.nieuws?.tekst ?? '' },
    beurs: { ...STANDAARD_BEURS, ...data.beurs },
    datum: data.fair?.datum ?? null,
  };
}

let apps = 0;

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

  const ontvangen: Partial<Record<Document, DocumentData | null>> = {};
  const stops = DOCUMENTEN.map((naam) =>
    onSnapshot(
      doc(db, 'public', naam),
      (snapshot) => {
        ontvangen[naam] = snapshot.data() ?? null;
        if (DOCUMENTEN.every((d) => d in ontvangen)) onState(samenstellen(ontvangen as Record<Document, DocumentData | null>));
      },
      (error) => onError(error),
    ),
  );

  return () => {
    for (const stop of stops) stop();
    void deleteApp(app);
  };
}
