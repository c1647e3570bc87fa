import type { Aflevering, Deelnemer, DeelnemerAflevering } from '@backend/kern/types';
import { createContext, useContext } from 'react';

export type Vrijwilligersdag = 'vrijwilligerVrijdag' | 'vrijwilligerZaterdag';

/** What the table's cells can do; the page provides it, so the column definitions stay static. */
export interface RijActies {
  uitgeklapt: ReadonlySet<string>;
  /** The fair the main Actief checkbox shows and sets: the one shown, or the current one. */
  beurs: Aflevering | null;
  wisselUitgeklapt: (id: string) => void;
  zetActief: (rij: Deelnemer, actief: boolean) => void;
  zetAfleveringActief: (rij: Deelnemer, koppeling: DeelnemerAflevering, actief: boolean) => void;
  zetVrijwilliger: (rij: Deelnemer, dag: Vrijwilligersdag, waarde: boolean) => void;
  mail: (rij: Deelnemer) => void;
  /** Opens "Ander nummer geven" for the person. */
  anderNummer: (rij: Deelnemer) => void;
  verwijder: (rij: Deelnemer) => void;
  /** Confirming the place (issue 53): on the person's behalf, and their own term. */
  bevestig: (rij: Deelnemer) => void;
  verlengTermijn: (rij: Deelnemer) => void;
}

export const RijActiesContext = createContext<RijActies | null>(null);

export function useRijActies(): RijActies {
  const acties = useContext(RijActiesContext);
  if (!acties) throw new Error('RijActiesContext ontbreekt');
  return acties;
}
