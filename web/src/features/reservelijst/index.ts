/** What other features use of reservelijst. */
export { ReservelijstFormulier } from './ReservelijstFormulier';
export { ReservelijstVerlatenPage } from './ReservelijstVerlatenPage';
