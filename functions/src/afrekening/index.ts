/** What other areas use of the settlement: the whole overview (the fair-day view shows its sales per half hour). */
export { bekijkAfrekening } from './usecases/afrekening';
export type { AfrekeningLezen } from './usecases/afrekening';
export type { AfrekeningStore } from './store/port';
