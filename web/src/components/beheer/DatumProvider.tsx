import 'dayjs/locale/nl';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { nlNL } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';

/** Dutch pickers: the nl locale starts the week on Monday; the spec names the clear button 'Wissen'. */
const localeText = {
  ...nlNL.components.MuiLocalizationProvider.defaultProps.localeText,
  todayButtonLabel: 'Vandaag',
  clearButtonLabel: 'Wissen',
  // The stock Dutch texts still hold a few English words.
  openPreviousView: 'Vorige weergave',
  openNextView: 'Volgende weergave',
  calendarViewSwitchingButtonAriaLabel: (view: string) =>
    view === 'year' ? 'Jaarweergave is open, ga naar de kalender' : 'Kalenderweergave is open, ga naar de jaren',
};

export function DatumProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="nl" localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}

/** A date field in a table, as tables show dates (`tabelDatum`): 13-03-2027. */
export const DATUM_FORMAAT = 'DD-MM-YYYY';
