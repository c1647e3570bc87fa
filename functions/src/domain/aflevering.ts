import { plusDagen } from './datums';
import { DomainError } from './errors';
import type { Aflevering } from './types';

/** A new aflevering follows the last: volgnummer + 1, date + 26 weeks (SPEC.md section 4). */
export function nieuweAfleveringStandaard(
  laatste: Pick<Aflevering, 'volgnummer' | 'datum'> | null,
  vandaag: string,
): { volgnummer: number; datum: string } {
  if (!laatste) return { volgnummer: 1, datum: vandaag };
  return { volgnummer: laatste.volgnummer + 1, datum: plusDagen(laatste.datum, 26 * 7) };
}

/** The latest aflevering is the one with the highest volgnummer. */
export const laatsteAflevering = (lijst: Aflevering[]): Aflevering | null =>
  lijst.reduce<Aflevering | null>((a, b) => (!a || b.volgnummer > a.volgnummer ? b : a), null);

/** Two afleveringen never share a volgnummer: the refusal when one would. */
export const volgnummerBezet = (volgnummer: number) =>
  new DomainError(409, `Er bestaat al een aflevering met volgnummer ${volgnummer}`);
