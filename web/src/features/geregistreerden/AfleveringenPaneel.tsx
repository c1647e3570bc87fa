import { tabelDatum } from '@backend/kern/datums';
import type { Deelnemer } from '@backend/kern/types';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { GridRow, type GridRowProps } from '@mui/x-data-grid';
import { useRijActies } from './context';
import { kolommen } from './kolommen';

const REGEL = 34;
const MARGE = 12;

/** Height of the nested table below an expanded row; the grid reserves it as row spacing. */
export const paneelHoogte = (rij: Deelnemer) => 2 * MARGE + REGEL * (1 + Math.max(1, rij.afleveringen.length));

function AfleveringenPaneel({ rij }: { rij: Deelnemer }) {
  const { zetAfleveringActief } = useRijActies();
  const hoogte = paneelHoogte(rij);
  return (
    // Inside the grid's row group only rows may sit: the panel is a row with one wide cell.
    <Box
      role="row"
      sx={{
        height: hoogte,
        mt: `${-hoogte}px`,
        position: 'sticky',
        left: 0,
        width: '100%',
        px: 7,
        py: `${MARGE}px`,
        boxSizing: 'border-box',
        bgcolor: 'action.hover',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box role="gridcell" aria-colspan={kolommen.length}>
        <Table
          size="small"
          aria-label={`Afleveringen van ${rij.naam}`}
          sx={{ width: 'auto', '& td, & th': { height: REGEL, py: 0 } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>Volgnummer</TableCell>
              <TableCell>Datum</TableCell>
              <TableCell align="center">Actief</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rij.afleveringen.length === 0 ? (
              <TableRow>
                <TableCell colSpan={3}>
                  <Typography variant="body2" color="text.secondary">
                    Geen afleveringen
                  </Typography>
                </TableCell>
              </TableRow>
            ) : (
              rij.afleveringen.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>{a.volgnummer}</TableCell>
                  <TableCell>{tabelDatum(a.datum)}</TableCell>
                  <TableCell align="center" padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={a.actief}
                      onChange={(e) => zetAfleveringActief(rij, a, e.target.checked)}
                      slotProps={{ input: { 'aria-label': `Actief in aflevering ${a.volgnummer}: ${rij.naam}` } }}
                    />
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

/**
 * The community DataGrid has no detail panels, so an expanded row gets bottom spacing of the
 * panel's height (the virtualiser counts it) and the panel is drawn into that space.
 */
export function RijMetAfleveringen(props: GridRowProps) {
  const { uitgeklapt } = useRijActies();
  const rij = props.row as Deelnemer | undefined;
  return (
    <>
      <GridRow {...props} />
      {rij && uitgeklapt.has(rij.id) && <AfleveringenPaneel rij={rij} />}
    </>
  );
}
