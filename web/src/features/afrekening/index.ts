/** What other features use of afrekening. */
export { MijnAfrekening } from './MijnAfrekening';
export { MijnUitbetaling } from './MijnUitbetaling';
