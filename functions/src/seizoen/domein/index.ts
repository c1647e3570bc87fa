/** The rules of seizoen that other areas and the web app use: pure, as everything in domein/. */
export { beursChecklist } from './aflevering';
export type { BeursChecklist } from './aflevering';
export { laatsteAflevering, nieuweAfleveringStandaard } from './aflevering';
export { PUBLIEKE_COLLECTIE, PUBLIEKE_DOCUMENTEN, publiekeSettings, publiekeStaat } from './publiek';
export type { PubliekDocument } from './publiek';
