/**
 * The draw's index documents on Firestore (issue 52 part 3, issue 53): their ids, plain
 * computing, no I/O. `lotingAdressen/{id}` holds one application per address per fair and
 * `lotingTelefoons/{id}` the last application per phone number per fair, each as `{ aanvraag }`.
 * Their ids hold the address and the number, so they are personal data: registratie's Firestore
 * adapter writes them, and through registratie's index.ts the privacy adapter deletes them with
 * their application.
 */
import { emailSleutel } from '../domein/dubbel';
import { telefoonSleutel } from '../../kern/telefoon';
import { sleutel } from '../../platform/firestore/context';

/** The id in `lotingAdressen` of the fair's application with this address (compared as emailSleutel). */
export const lotingAdresId = (afleveringId: string, email: string) => sleutel(`${afleveringId} ${emailSleutel(email)}`);

/** The id in `lotingTelefoons` of the fair's application with this number as compared (telefoonSleutel). */
export const lotingTelefoonId = (afleveringId: string, nummer: string) => sleutel(`${afleveringId} ${nummer}`);

/** The ids of one application's index documents: its address's, and its number's when it has one. */
export function lotingIndexIds(aanvraag: { afleveringId: string; email: string; telefoon: string }): {
  adres: string;
  telefoon: string | null;
} {
  const nummer = telefoonSleutel(aanvraag.telefoon);
  return {
    adres: lotingAdresId(aanvraag.afleveringId, aanvraag.email),
    telefoon: nummer ? lotingTelefoonId(aanvraag.afleveringId, nummer) : null,
  };
}
