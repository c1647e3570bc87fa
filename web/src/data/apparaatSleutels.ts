/**
 * Where a till's or desk's device keeps its link's token (localStorage): one name for the start
 * (main.tsx, which must not load a desk's code to ask) and for the devices' own modules (issue 37).
 */
export const KASSA_TOKEN = 'kassa.token';
export const balieTokenSleutel = (taak: 'inleveren' | 'ophalen') => `balie.${taak}.token`;
/**
 * The till's open receipt as it was when the page went away (pagehide) with a change not yet in
 * IndexedDB: localStorage is written at once, a put begun while the page unloads may never commit.
 */
export const KASSA_OPEN_BON_BIJ_VERTREK = 'kassa.openBon.bijVertrek';
