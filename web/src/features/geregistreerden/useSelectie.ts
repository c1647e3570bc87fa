import { useMemo, useState } from 'react';
import type { GridFilterModel } from '@mui/x-data-grid';
import { isActieveDeelnemer, isBeschermd } from '@backend/registratie/domein';
import type { Aflevering, Deelnemer } from '@backend/kern/types';

/** The select's choice: the current fair, an earlier one by id, or every person. */
export const HUIDIGE = 'huidige';
export const ALLE = 'alle';

/**
 * What the list of registered people shows: which fair (or everyone) and the search words, as
 * the search bar sets them, and the rows, counts and grid filter that follow from them.
 */
export function useSelectie(rijen: Deelnemer[] | null, afleveringen: Aflevering[], huidige: Aflevering | null) {
  const [keuze, setKeuze] = useState(HUIDIGE);
  const [zoek, setZoek] = useState('');

  const getoond =
    keuze === ALLE ? null : keuze === HUIDIGE ? huidige : (afleveringen.find((a) => a.id === keuze) ?? null);
  // With every person shown, the checkbox is about the current fair.
  const beurs = keuze === ALLE ? huidige : getoond;

  const filterModel = useMemo<GridFilterModel>(
    () => ({ items: [], quickFilterValues: zoek.split(/\s+/).filter(Boolean) }),
    [zoek],
  );

  // A fair shows the people linked to it; the 'Kledingmaat' row, which holds the sizes, always.
  const deelnemers = (rijen ?? []).filter(
    (r) => keuze === ALLE || !getoond || isBeschermd(r) || r.afleveringen.some((a) => a.id === getoond.id),
  );

  return {
    keuze,
    setKeuze,
    zoek,
    setZoek,
    afleveringen,
    huidige,
    /** The fair whose 'Actief' the checkboxes set. */
    beurs,
    filterModel,
    deelnemers,
    aantal: deelnemers.filter((r) => !isBeschermd(r)).length,
    actief: deelnemers.filter((r) => isActieveDeelnemer(r, beurs)).length,
  };
}

export type Selectie = ReturnType<typeof useSelectie>;
