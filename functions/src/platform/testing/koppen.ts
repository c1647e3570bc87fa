import type { Answer } from './client';

/**
 * An answer's headers as sorted `name: value` lines, without the ones that differ from answer
 * to answer by nature (`date`, and whatever else is named): for tests that compare two answers
 * header for header.
 */
export function koppen(antwoord: Pick<Answer, 'headers'>, zonder: readonly string[] = ['date']): string[] {
  const lijst: string[] = [];
  antwoord.headers.forEach((waarde, naam) => {
    if (!zonder.includes(naam)) lijst.push(`${naam}: ${waarde}`);
  });
  return lijst.sort();
}
