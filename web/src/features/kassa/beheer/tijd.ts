import { tijdMetSeconden } from '@backend/kern/datums';

/** A time of the fair day as the administrator reads it (hh:mm:ss), or '–'. */
export const tijd = (iso: string | null) => (iso ? tijdMetSeconden(iso) : '–');

export const bonnenTekst = (n: number) => `${n} ${n === 1 ? 'bon' : 'bonnen'}`;
