/**
 * Which build of the code runs (issue 55): what is computed and kept in the database (the
 * settlement, platform/firestore/stempel.ts) is valid only for the code that computed it, so a
 * new deploy that computes differently never answers what the old one kept.
 *
 * functions/scripts/bundel.mjs replaces the placeholder below in the bundle with a hash of the
 * bundle itself: every instance of one deploy agrees, and any change of the code changes it.
 * Unbundled (the tests, the standalone server run from source) the placeholder stays, and each
 * process is a build of its own: nothing it keeps outlives it.
 */
import { randomUUID } from 'node:crypto';

/** Replaced, at the same length, by bundel.mjs; it starts with '@@BOUW' only when it was not. */
const IN_DE_BUNDEL = '@@BOUW:0000000000000000000000000000000000000000000000000000000@@';

export const BOUW: string = IN_DE_BUNDEL.startsWith('@@BOUW') ? `proces-${randomUUID()}` : IN_DE_BUNDEL;
