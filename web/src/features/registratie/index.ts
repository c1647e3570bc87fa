/** What other features use of registratie. */
export { AfmeldenPage } from './AfmeldenPage';
export { WeerMeedoenPage } from './WeerMeedoenPage';
export { MijnBevestiging } from './MijnBevestiging';
