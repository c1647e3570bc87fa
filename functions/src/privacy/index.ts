/** What other areas use of privacy: the reminder that opening the registration sends. */
export { stuurHerinneringen } from './herinnering';
export type { PrivacyStore } from './store/port';
