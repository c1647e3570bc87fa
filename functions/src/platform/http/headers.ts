/** Headers that more than one part of the API sets the same way. */
/**
 * Never stored, and `private`: Firebase Hosting drops a function's Set-Cookie unless its
 * Cache-Control says `private` (a shared cache could otherwise hand one visitor's cookie to the
 * next); without it no browser behind Hosting ever got a session, and every write was refused.
 */
export const API_CACHE = 'private, no-store';

/**
 * Where the browser may read Firestore: Google's endpoint in production. Under the emulators
 * the Hosting emulator serves the pages with the emulator's origin added (scripts/firebase-emulators.mjs).
 */
export const FIRESTORE_CONNECT = 'https://firestore.googleapis.com';

/**
 * Whether a path is the API's: /api and everything under it, in any case, as Express routes it
 * (case-insensitive). firebase.json sends the same paths to the function (its regex rewrite).
 */
export const isApiPad = (pad: string) => /^\/api(?:\/|$)/i.test(pad);
