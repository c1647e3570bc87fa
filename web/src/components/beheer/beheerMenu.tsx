/**
 * The administrator's navigation, as the app gives it to the admin screens' layout
 * (BeheerLayout.tsx): the app owns the menu, the shared layout only shows it. Kept apart from the
 * layout so the visitors' download, which holds the routes, does not hold the layout.
 */
import { createContext, type ReactNode } from 'react';

/** One group of the administrator's navigation: its name and its screens, in order. */
export interface BeheerGroep {
  groep: string;
  items: { label: string; to: string }[];
}

export const BeheerMenuContext = createContext<BeheerGroep[]>([]);

/** Gives the admin screens below it their navigation (app/routes.tsx). */
export function BeheerMenu({ groepen, children }: { groepen: BeheerGroep[]; children: ReactNode }) {
  return <BeheerMenuContext.Provider value={groepen}>{children}</BeheerMenuContext.Provider>;
}
