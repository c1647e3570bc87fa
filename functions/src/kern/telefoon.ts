/**
 * A phone number as compared (issue 53, one place per household): `06-12345678`, `0612345678`,
 * `+31 6 12345678` and `0031612345678` are one number. The numbering plans are libphonenumber's
 * (through awesome-phonenumber, a pure and well-kept port): a number without a country code is
 * read as Dutch, and every number that can be read becomes its E.164 form ('+31612345678').
 *
 * Computed once where a number comes in or is stored (the stores keep it beside the number, so
 * a lookup is an index), never per comparison: one parse costs some 40 µs. Only the stores and
 * the migrations use it; the rules compare what the stores read, so the web app's rules never
 * load the numbering plans.
 */
import { parsePhoneNumber } from 'awesome-phonenumber';

/**
 * The number as compared, or '' when it has no digits (no number: the household rule does not
 * apply). What the plans cannot read falls back to its digits alone, so two spellings of one
 * unreadable number still meet.
 */
export function telefoonSleutel(telefoon: string): string {
  // A request's number is asked for twice (the lookup, then the row it writes): parsed once.
  if (telefoon === vorige.telefoon) return vorige.sleutel;
  const cijfers = telefoon.replace(/\D/g, '');
  const sleutel =
    cijfers === '' ? '' : (parsePhoneNumber(telefoon.trim(), { regionCode: 'NL' }).number?.e164 ?? cijfers);
  vorige = { telefoon, sleutel };
  return sleutel;
}

let vorige = { telefoon: '', sleutel: '' };
