import { bedrag, envelopTekst, type VerkoperAfrekening } from '@domain/afrekening';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { gridLocaleText } from '../common/gridLocale';
import { useSmal } from '../common/useSmal';

const geld = (veld: keyof VerkoperAfrekening, kop: string, breedte = 110): GridColDef<VerkoperAfrekening> => ({
  field: veld,
  headerName: kop,
  type: 'number',
  width: breedte,
  valueFormatter: (waarde: number) => bedrag(waarde),
});

const sortering = { sortModel: [{ field: 'nummer', sort: 'asc' as const }] };
const initialState = { sorting: sortering };
/**
 * On a phone the grid starts with what the fair needs at hand: the seller (number and name),
 * the envelope and the retour mark, all on the screen, a row as high as its text. The amounts
 * stay available in the column menu ('Kolommen beheren') and in the seller's detail (a click on
 * the row).
 */
const initialStateSmal = {
  sorting: sortering,
  columns: {
    columnVisibilityModel: {
      nummer: false,
      verkocht: false,
      omzetCent: false,
      commissieCent: false,
      administratiekostenCent: false,
      retourkostenCent: false,
      uitbetalingCent: false,
    },
  },
};
const hoogteNaarTekst = () => 'auto' as const;
/** A phone's cell: its text may take more lines. */
const meerRegels = { whiteSpace: 'normal', lineHeight: 1.3, py: 0.75 } as const;

/** One row per seller; the drop-off retour mark is set here, and a row opens its detail. */
export function VerkopersTabel({
  verkopers,
  retourBijAfgifte,
  gesloten,
  zetRetour,
  open,
}: {
  verkopers: VerkoperAfrekening[];
  retourBijAfgifte: number[];
  gesloten: boolean;
  zetRetour: (nummer: number, retour: boolean) => void;
  open: (verkoper: VerkoperAfrekening) => void;
}) {
  const smal = useSmal();
  const gemarkeerd = new Set(retourBijAfgifte);
  const kolommen: GridColDef<VerkoperAfrekening>[] = [
    { field: 'nummer', headerName: 'Nummer', type: 'number', width: 115 },
    smal
      ? {
          field: 'naam',
          headerName: 'Verkoper',
          flex: 1,
          minWidth: 90,
          renderCell: ({ row }) => (
            <Box sx={meerRegels}>
              {row.nummer} {row.naam}
            </Box>
          ),
        }
      : { field: 'naam', headerName: 'Naam', flex: 1, minWidth: 160 },
    {
      field: 'envelopCent',
      headerName: 'Envelop',
      width: smal ? 96 : 190,
      type: 'number',
      // On a phone the amount stays together on its line ('nog te betalen' above it).
      renderCell: ({ row }) =>
        smal ? <Box sx={meerRegels}>{envelopTekst(row).replace('€ ', '€\u00a0')}</Box> : envelopTekst(row),
    },
    {
      field: 'retourBijAfgifte',
      headerName: smal ? 'Retour' : 'Retour bij inleveren',
      width: smal ? 72 : 160,
      sortable: false,
      renderCell: ({ row }) => (
        <Checkbox
          checked={gemarkeerd.has(row.nummer)}
          disabled={gesloten}
          onClick={(e) => e.stopPropagation()}
          onChange={(e) => zetRetour(row.nummer, e.target.checked)}
          slotProps={{ input: { 'aria-label': `Retour bij inleveren voor verkoper ${row.nummer}` } }}
        />
      ),
    },
    { field: 'verkocht', headerName: 'Verkocht', type: 'number', width: 90 },
    geld('omzetCent', 'Omzet'),
    geld('commissieCent', 'Commissie'),
    geld('administratiekostenCent', 'Administratie'),
    geld('retourkostenCent', 'Retourkosten'),
    geld('uitbetalingCent', 'Uitbetaling'),
  ];
  return (
    <div style={{ height: Math.min(520, 112 + verkopers.length * (smal ? 64 : 36)), width: '100%' }}>
      <DataGrid
        rows={verkopers}
        columns={kolommen}
        getRowId={(v) => v.nummer}
        density="compact"
        localeText={gridLocaleText}
        disableRowSelectionOnClick
        onRowClick={({ row }) => open(row)}
        // A new start when the width crosses the phone's breakpoint, with that width's columns.
        key={smal ? 'smal' : 'breed'}
        initialState={smal ? initialStateSmal : initialState}
        getRowHeight={smal ? hoogteNaarTekst : undefined}
        aria-label="Afrekening per verkoper"
        sx={smal ? { '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } } : undefined}
      />
    </div>
  );
}
