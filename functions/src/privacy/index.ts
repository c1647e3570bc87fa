/** What other areas use of privacy: the signed personal links, and the person behind one. */
export { stuurHerinneringen } from './herinnering';
export { artikelenLink, gegevensLink, reservelijstLink } from './token';
export { persoonUitLink } from './usecases/eigenGegevens';
export type { PrivacyTokens } from './token';
