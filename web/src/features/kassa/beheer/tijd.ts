/** A time of the fair day as the administrator reads it (hh:mm:ss), or '–'. */
export const tijd = (iso: string | null) =>
  iso ? new Date(iso).toLocaleTimeString('nl-NL', { hour: '2-digit', minute: '2-digit', second: '2-digit' }) : '–';

export const bonnenTekst = (n: number) => `${n} ${n === 1 ? 'bon' : 'bonnen'}`;
