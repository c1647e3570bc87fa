/** The rules of seizoen that other areas use: pure, as everything in domein/. */
export { beursChecklist } from './aflevering';
export type { BeursChecklist } from './aflevering';
