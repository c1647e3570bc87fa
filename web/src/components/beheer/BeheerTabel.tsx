import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import { verborgen } from '../verborgen';
import { smalleTabel } from './smalleTabel';

interface Props {
  /** The table's name for screen readers. */
  label: string;
  /** The header row's cells. */
  kop: ReactNode;
  /** The rows. */
  children: ReactNode;
  /** Where a row's controls go on a phone (smalleTabel). */
  knoppen?: 'naast' | 'onder' | 'geen';
  stickyHeader?: boolean;
  /** A table wider than the screen scrolls in a region that the keyboard can reach, with this name. */
  regio?: string;
  containerSx?: SxProps<Theme>;
  minWidth?: number;
}

/** A small admin table that becomes blocks on a phone (smalleTabel), with its header row and rows. */
export function BeheerTabel({ label, kop, children, knoppen, stickyHeader, regio, containerSx, minWidth }: Props) {
  const regioProps = regio ? { tabIndex: 0, role: 'region', 'aria-label': regio } : {};
  return (
    <TableContainer sx={containerSx} {...regioProps}>
      <Table
        size="small"
        stickyHeader={stickyHeader}
        aria-label={label}
        sx={[minWidth ? { minWidth } : {}, smalleTabel(knoppen)]}
      >
        <TableHead>
          <TableRow>{kop}</TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/** The header of the controls' column: named for screen readers, empty to the eye. */
export function ActieKop() {
  return (
    <TableCell>
      <Box component="span" sx={verborgen}>
        Actie
      </Box>
    </TableCell>
  );
}
