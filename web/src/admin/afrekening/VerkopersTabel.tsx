import { bedrag, envelopTekst, type VerkoperAfrekening } from '@domain/afrekening';
import Checkbox from '@mui/material/Checkbox';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { gridLocaleText } from '../common/gridLocale';

const geld = (veld: keyof VerkoperAfrekening, kop: string, breedte = 110): GridColDef<VerkoperAfrekening> => ({
  field: veld,
  headerName: kop,
  type: 'number',
  width: breedte,
  valueFormatter: (waarde: number) => bedrag(waarde),
});

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
  const gemarkeerd = new Set(retourBijAfgifte);
  const kolommen: GridColDef<VerkoperAfrekening>[] = [
    { field: 'nummer', headerName: 'Nummer', type: 'number', width: 115 },
    { field: 'naam', headerName: 'Naam', flex: 1, minWidth: 160 },
    {
      field: 'envelopCent',
      headerName: 'Envelop',
      width: 190,
      type: 'number',
      renderCell: ({ row }) => envelopTekst(row),
    },
    {
      field: 'retourBijAfgifte',
      headerName: 'Retour bij inleveren',
      width: 160,
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
    <div style={{ height: Math.min(520, 112 + verkopers.length * 36), width: '100%' }}>
      <DataGrid
        rows={verkopers}
        columns={kolommen}
        getRowId={(v) => v.nummer}
        density="compact"
        localeText={gridLocaleText}
        disableRowSelectionOnClick
        onRowClick={({ row }) => open(row)}
        initialState={{ sorting: { sortModel: [{ field: 'nummer', sort: 'asc' }] } }}
        aria-label="Afrekening per verkoper"
      />
    </div>
  );
}
