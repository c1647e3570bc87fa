import { datumZonderDag, isIsoDatum } from '@domain/datums';
import { isBeschermd } from '@domain/registratie';
import type { Aflevering } from '@domain/types';
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
import { verborgen } from '../common/verborgen';
import { DatumEditCel } from './DatumEditCel';

export interface AfleveringActies {
  rowModesModel: GridRowModesModel;
  bewerk: (id: GridRowId) => void;
  bewaar: (id: GridRowId) => void;
  annuleer: (id: GridRowId) => void;
  verwijder: (rij: Aflevering) => void;
}

/** Volgnummer (read only), Datum (calendar), the row-edit control, and the red round delete button. */
export function maakKolommen({
  rowModesModel,
  bewerk,
  bewaar,
  annuleer,
  verwijder,
}: AfleveringActies): GridColDef<Aflevering>[] {
  return [
    // The server answers in volgnummer order.
    { field: 'volgnummer', headerName: 'Volgnummer', type: 'number', width: 120, align: 'left', headerAlign: 'left' },
    {
      field: 'datum',
      headerName: 'Datum',
      flex: 1,
      minWidth: 170,
      editable: true,
      valueFormatter: (value: string) => (value && isIsoDatum(value) ? datumZonderDag(value) : ''),
      renderEditCell: (params) => <DatumEditCel {...params} />,
    },
    {
      field: 'bewerken',
      type: 'actions',
      headerName: 'Bewerken',
      width: 100,
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
            ],
    },
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
          sx={{
            bgcolor: 'error.main',
            color: 'error.contrastText',
            '&:hover': { bgcolor: 'error.dark' },
            '&.Mui-disabled': { bgcolor: 'action.disabledBackground' },
          }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      ),
    },
  ];
}
