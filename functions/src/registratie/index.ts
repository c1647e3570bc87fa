/** What other areas use of registration: the confirmation mail and promotion options, and taking part again. */
export { bevorderOpties } from './usecases/bevestiging';
export { doeWeerMeeViaLink } from './usecases/doeWeerMee';
