import { nlNL } from '@mui/x-data-grid/locales';

/** The grid's Dutch texts, with the pagination texts the stock locale leaves in English. */
export const gridLocaleText = {
  ...nlNL.components.MuiDataGrid.defaultProps.localeText,
  paginationRowsPerPage: 'Rijen per pagina:',
  paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
    `${from}–${to} van ${count === -1 ? `meer dan ${to}` : count}`,
};
