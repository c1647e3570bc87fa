/** What other features use of afrekening. */
export { MijnAfrekening } from './MijnAfrekening';
export { RegelVervallenDialog } from './RegelVervallenDialog';
export type { TeVervallenRegel } from './RegelVervallenDialog';
export { besluitOverRegel } from './api';
export { MijnUitbetaling } from './MijnUitbetaling';
