/**
 * The sign after a scan at a desk ("✓ 12. Winterjas ingeleverd"), outside React's state: a scan
 * changes its text, and only the text re-renders, not the field, the frame or the Alert around
 * it (bench:inlevering-scan). The Alert renders again only when the sign comes, goes or changes
 * its kind (ernst).
 */
import { maakWaarde, type Waarde } from '../../data/waarde';

export type Teken = { ernst: 'success' | 'warning' | 'error' | 'info'; tekst: string };

export type TekenBord = Waarde<Teken | null>;

export const maakTekenBord = (): TekenBord => maakWaarde<Teken | null>(null);
