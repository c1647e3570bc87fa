/** What other areas use of privacy: the reminder that opening the registration sends. */
export { stuurHerinneringen } from './herinnering';
