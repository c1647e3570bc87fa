/** What other features use of instellingen. */
export { haalContactpersonen } from './publiekeApi';
