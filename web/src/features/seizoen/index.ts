/** What other features use of seizoen. */
export { haalAfleveringen } from './api';
