import { bedrag, envelopTekst } from '@backend/afrekening/domein';
import { type VerkoperAfrekening } from '@backend/afrekening/domein';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { gridLocaleText } from '../../components/beheer/gridLocale';
import { useSmal } from '../../components/beheer/useSmal';

/**
 * At 1280 px the grid has about 800 px beside the admin menu: every money column fits there
 * (the detail of a row, a click on it, has them all too) when the seller's number stands
 * with the name, a long name or 'nog te betalen' takes a second line, the text is 13 px and a
 * header may take two lines. The number and the count of items sold are in the column menu
 * ('Kolommen beheren').
 */
const geld = (veld: keyof VerkoperAfrekening, kop: string, breedte: number): GridColDef<VerkoperAfrekening> => ({
  field: veld,
  headerName: kop,
  type: 'number',
  width: breedte,
  valueFormatter: (waarde: number) => bedrag(waarde),
});

const sortering = { sortModel: [{ field: 'nummer', sort: 'asc' as const }] };
const initialState = {
  sorting: sortering,
  columns: { columnVisibilityModel: { nummer: false, verkocht: false } },
};
/**
 * On a phone the grid starts with what the fair needs at hand: the seller (number and name),
 * the envelope and the retour mark, all on the screen. The amounts stay available in the
 * column menu and in the seller's detail (a click on the row).
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
/** A row as high as its text: a cell's text may take more lines. */
const hoogteNaarTekst = () => 'auto' as const;
const meerRegels = { whiteSpace: 'normal', lineHeight: 1.3, py: 0.75 } as const;
const opmaak = {
  fontSize: 13,
  '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
  '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2 },
} as const;

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
    { field: 'nummer', headerName: 'Nummer', type: 'number', width: 90 },
    {
      field: 'naam',
      headerName: 'Verkoper',
      flex: 1,
      minWidth: smal ? 90 : 110,
      renderCell: ({ row }) => (
        <Box sx={meerRegels}>
          {row.nummer} {row.naam}
        </Box>
      ),
    },
    {
      field: 'envelopCent',
      headerName: 'Envelop',
      width: smal ? 96 : 100,
      type: 'number',
      // The amount stays together on its line ('nog te betalen' or 'wordt overgemaakt' above it).
      renderCell: ({ row }) => <Box sx={meerRegels}>{envelopTekst(row).replace('€ ', '€\u00a0')}</Box>,
    },
    {
      field: 'retourBijAfgifte',
      headerName: smal ? 'Retour' : 'Retour bij inleveren',
      width: smal ? 72 : 84,
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
    { field: 'verkocht', headerName: 'Verkocht', type: 'number', width: 84 },
    geld('omzetCent', 'Omzet', 84),
    geld('commissieCent', 'Commissie', 92),
    geld('administratiekostenCent', 'Administratie', 116),
    geld('retourkostenCent', 'Retourkosten', 112),
    geld('uitbetalingCent', 'Uitbetaling', 96),
  ];
  return (
    <div style={{ height: Math.min(520, 124 + verkopers.length * (smal ? 64 : 44)), width: '100%' }}>
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
        getRowHeight={hoogteNaarTekst}
        columnHeaderHeight={smal ? 40 : 52}
        aria-label="Afrekening per verkoper"
        sx={opmaak}
      />
    </div>
  );
}
