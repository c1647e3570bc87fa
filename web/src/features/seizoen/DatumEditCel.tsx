import { isIsoDatum } from '@backend/kern/datums';
import type { Aflevering } from '@backend/kern/types';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useGridApiContext, type GridRenderEditCellParams } from '@mui/x-data-grid';
import dayjs from 'dayjs';
import { DATUM_FORMAAT } from '../../components/beheer/DatumProvider';

/** The Datum cell while its row is being edited: a Dutch calendar with Vandaag and Wissen. */
export function DatumEditCel({ id, field, value, hasFocus }: GridRenderEditCellParams<Aflevering, string>) {
  const apiRef = useGridApiContext();
  return (
    <DatePicker
      value={value && isIsoDatum(value) ? dayjs(value) : null}
      onChange={(datum) =>
        void apiRef.current.setEditCellValue({
          id,
          field,
          value: datum && datum.isValid() ? datum.format('YYYY-MM-DD') : '',
        })
      }
      format={DATUM_FORMAAT}
      autoFocus={hasFocus}
      slotProps={{
        textField: { size: 'small', fullWidth: true },
        actionBar: { actions: ['today', 'clear'] },
      }}
      sx={{ mx: 1, width: '100%' }}
    />
  );
}
