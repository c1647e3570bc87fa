import type { Theme } from '@mui/material/styles';
import { verborgen } from '../verborgen';

/** The attribute of a cell that names its value on a phone, where the header row is hidden. */
export const KOP = 'data-kop';

/** A cell's name on a phone, e.g. `<TableCell {...kop('Totaal')}>`; shown as 'Totaal: ' before the value. */
export const kop = (naam: string) => ({ [KOP]: naam });

/**
 * An admin table on a phone (below `sm`): each row a small block, no sideways scrolling. The first
 * cell in bold on the first line; cells named with `kop(...)` ('Totaal: € 4,50') follow each
 * other on the lines below, other cells take a line of their own. The last cell, the row's
 * controls, sits on the first line at the right (`naast`) or on a line of its own at the end
 * (`onder`, for a control too wide to sit beside, such as a field with its button); a table
 * without controls says `geen`. It stays a table with its header row (hidden from sight only),
 * so screen readers keep rows and column names; from `sm` up nothing changes.
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
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: theme.spacing(2),
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
      },
      // Ends the first line: what follows starts under it.
      '& > tbody > tr::before': { content: '""', flexBasis: '100%', order: -1 },
      '& > tbody > tr > td': {
        flexBasis: '100%',
        minWidth: 0,
        border: 0,
        py: 0.25,
        px: 0,
        textAlign: 'left',
        overflowWrap: 'anywhere',
      },
      [`& > tbody > tr > td[${KOP}]`]: { flexBasis: 'auto' },
      [`& > tbody > tr > td[${KOP}]::before`]: {
        // The name is for the eye: a screen reader already names the cell by its column head
        // (the alternative text after '/' is empty, so it is not read twice).
        content: `attr(${KOP}) ": " / ""`,
        color: 'text.secondary',
      },
      '& > tbody > tr > td:first-of-type': { fontWeight: 600, order: -3, flex: '1 1 0' },
      // A row of one cell (e.g. 'nothing here') is just that cell.
      '& > tbody > tr > td:last-of-type:not(:first-of-type)':
        knoppen === 'naast'
          ? { order: -2, flexBasis: 'auto', ml: 'auto' }
          : knoppen === 'onder'
            ? { flexBasis: '100%', pt: 0.5 }
            : {},
    },
  });
