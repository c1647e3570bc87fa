/**
 * Where a till's or desk's device keeps its link's token (localStorage): one name for the start
 * (main.tsx, which must not load a desk's code to ask) and for the devices' own modules (issue 37).
 */
export const KASSA_TOKEN = 'kassa.token';
export const balieTokenSleutel = (taak: 'inleveren' | 'ophalen') => `balie.${taak}.token`;
