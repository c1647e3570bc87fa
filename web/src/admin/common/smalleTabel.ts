import type { Theme } from '@mui/material/styles';
import { verborgen } from './verborgen';

/** The attribute of a cell that names its value on a phone, where the header row is hidden. */
export const KOP = 'data-kop';

/** A cell's name on a phone, e.g. `<TableCell {...kop('Totaal')}>`; shown as 'Totaal: ' before the value. */
export const kop = (naam: string) => ({ [KOP]: naam });

/**
 * An admin table on a phone (below `sm`): each row a small block, no sideways scrolling. The first
 * cell in bold, the others under it (a cell with `kop(...)` shows its name before its value), and
 * the last cell, the row's controls, beside them on the right (`naast`) or under them (`onder`,
 * for a control too wide to sit beside, such as a field with its button); a table without
 * controls (`geen`) has all its cells under each other. It stays a table with its header row
 * (hidden from sight only), so screen readers keep rows and column names; from `sm` up nothing
 * changes.
 */
export const smalleTabel =
  (knoppen: 'naast' | 'onder' | 'geen' = 'naast') =>
  (theme: Theme) => ({
    [theme.breakpoints.down('sm')]: {
      minWidth: 0,
      '&, & > tbody': { display: 'block' },
      // Out of sight, not away: screen readers still name each cell by its column.
      '& > thead': verborgen,
      '& > tbody > tr': {
        display: 'grid',
        gridTemplateColumns: knoppen === 'naast' ? 'minmax(0, 1fr) auto' : 'minmax(0, 1fr)',
        columnGap: theme.spacing(1),
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
      },
      '& > tbody > tr > td': {
        gridColumn: 1,
        border: 0,
        py: 0.25,
        px: 0,
        textAlign: 'left',
        overflowWrap: 'anywhere',
      },
      '& > tbody > tr > td:first-of-type': { fontWeight: 600 },
      [`& > tbody > tr > td[${KOP}]::before`]: {
        content: `attr(${KOP}) ": "`,
        color: 'text.secondary',
      },
      // A row of one cell (e.g. 'nothing here') keeps it in the text column.
      '& > tbody > tr > td:last-of-type:not(:first-of-type)':
        knoppen === 'naast'
          ? { gridColumn: 2, gridRow: '1 / span 20', alignSelf: 'center' }
          : knoppen === 'onder'
            ? { pt: 0.5 }
            : {},
    },
  });
