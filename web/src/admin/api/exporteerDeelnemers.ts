import { download } from '../../data/http';

/** The participants as CSV; download keeps the bytes, so the byte order mark Excel needs stays. */
export const exporteerDeelnemers = (vandaag: string) =>
  download('/api/geregistreerde/export.csv', `deelnemers-${vandaag}.csv`);
