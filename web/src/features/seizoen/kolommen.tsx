import { isIsoDatum, tabelDatum } from '@backend/kern/datums';
import { isBeschermd } from '@backend/registratie/domein';
import type { Aflevering } from '@backend/kern/types';
import CancelIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import {
  GridActionsCellItem,
  GridRowModes,
  type GridColDef,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import { verborgen } from '../../components/verborgen';
import { DatumEditCel } from './DatumEditCel';

export interface AfleveringActies {
  rowModesModel: GridRowModesModel;
  bewerk: (id: GridRowId) => void;
  bewaar: (id: GridRowId) => void;
  annuleer: (id: GridRowId) => void;
  verwijder: (rij: Aflevering) => void;
  /** A phone's width: the row's controls share one column, so they are on the screen. */
  smal: boolean;
}

/** Red and round; the grid styles `.rode-knop` with it too (an actions cell item takes no sx). */
export const rodeKnop = {
  bgcolor: 'error.main',
  color: 'error.contrastText',
  '&:hover': { bgcolor: 'error.dark' },
  '&.Mui-disabled': { bgcolor: 'action.disabledBackground' },
} as const;

/** Volgnummer (read only), Datum (calendar), the row-edit control, and the red round delete button. */
export function maakKolommen({
  rowModesModel,
  bewerk,
  bewaar,
  annuleer,
  verwijder,
  smal,
}: AfleveringActies): GridColDef<Aflevering>[] {
  const verwijderKnop = (row: Aflevering) => (
    <GridActionsCellItem
      key="verwijderen"
      icon={<DeleteIcon fontSize="small" />}
      label={`Aflevering ${row.volgnummer} verwijderen`}
      disabled={isBeschermd(row)}
      onClick={() => verwijder(row)}
      className="rode-knop"
    />
  );
  return [
    // The server answers in volgnummer order.
    {
      field: 'volgnummer',
      headerName: smal ? 'Nr.' : 'Volgnummer',
      description: 'Volgnummer',
      type: 'number',
      width: smal ? 52 : 120,
      align: 'left',
      headerAlign: 'left',
    },
    {
      field: 'datum',
      headerName: 'Datum',
      flex: 1,
      minWidth: smal ? 130 : 170,
      editable: true,
      valueFormatter: (value: string) => (value && isIsoDatum(value) ? tabelDatum(value) : ''),
      renderEditCell: (params) => <DatumEditCel {...params} />,
    },
    {
      field: 'bewerken',
      type: 'actions',
      headerName: smal ? 'Acties' : 'Bewerken',
      width: smal ? 88 : 100,
      getActions: ({ id, row }) =>
        rowModesModel[id]?.mode === GridRowModes.Edit
          ? [
              <GridActionsCellItem
                key="opslaan"
                icon={<SaveIcon />}
                label={`Aflevering ${row.volgnummer} opslaan`}
                color="primary"
                onClick={() => bewaar(id)}
              />,
              <GridActionsCellItem
                key="annuleren"
                icon={<CancelIcon />}
                label={`Bewerken van aflevering ${row.volgnummer} annuleren`}
                onClick={() => annuleer(id)}
              />,
            ]
          : [
              <GridActionsCellItem
                key="bewerken"
                icon={<EditIcon />}
                label={`Aflevering ${row.volgnummer} bewerken`}
                onClick={() => bewerk(id)}
              />,
              ...(smal ? [verwijderKnop(row)] : []),
            ],
    },
    ...((smal
      ? []
      : [
          {
            field: 'verwijderen',
            headerName: '',
            width: 64,
            sortable: false,
            filterable: false,
            disableColumnMenu: true,
            align: 'center',
            renderHeader: () => (
              <Box component="span" sx={verborgen}>
                Verwijderen
              </Box>
            ),
            renderCell: ({ row }) => (
              <IconButton
                size="small"
                disabled={isBeschermd(row)}
                aria-label={`Aflevering ${row.volgnummer} verwijderen`}
                onClick={() => verwijder(row)}
                sx={rodeKnop}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            ),
          },
        ]) as GridColDef<Aflevering>[]),
  ];
}
