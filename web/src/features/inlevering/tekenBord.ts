/**
 * The sign after a scan at a desk ("✓ 12. Winterjas ingeleverd"), outside React's state: a scan
 * changes it, and only the sign re-renders (plain markup, BalieDelen.tsx), not the field or the
 * frame (bench:inlevering-scan).
 */
import { maakWaarde, type Waarde } from '../../data/waarde';

export type Teken = { ernst: 'success' | 'warning' | 'error' | 'info'; tekst: string };

export type TekenBord = Waarde<Teken | null>;

export const maakTekenBord = (): TekenBord => maakWaarde<Teken | null>(null);
