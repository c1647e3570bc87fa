/**
 * Input schemas with Dutch messages. The server validates every body with these; the text
 * fields follow the rules of velden.ts, which the web forms use too (SPEC.md section 5).
 */
import { MAX_VERKOPERSNUMMER, MELDING_VERKOPERSNUMMER } from './verkopersnummer';
import { z } from 'zod';
import { isIsoDatum } from './datums';
import { emailregel, naamregel, telefoonregel, type Veldregel } from './velden';

// Zod's own messages (a field without a custom one, a body that is not an object) in Dutch too.
z.config(z.locales.nl());

/**
 * A text field by its rule in velden.ts: the web form applies the same rule, so the two
 * cannot drift apart. The rule's message becomes the schema's.
 */
export const volgens = (regel: Veldregel) =>
  z.string({ error: `${regel.label} moet tekst zijn` }).transform((invoer, ctx) => {
    const uitkomst = regel.controleer(invoer);
    if (uitkomst.ok) return uitkomst.waarde;
    ctx.issues.push({ code: 'custom', message: uitkomst.fout, input: invoer });
    return z.NEVER;
  });

export const naam = (label: string, max?: number) => volgens(naamregel(label, max));
export const email = volgens(emailregel);
export const telefoon = volgens(telefoonregel).optional().default('');

export const idSchema = z.string().trim().min(1, { error: 'id ontbreekt' }).max(100);

export const datumSchema = z
  .string({ error: 'Datum moet een datum zijn' })
  .refine(isIsoDatum, { error: 'Datum moet een geldige datum zijn (jjjj-mm-dd)' });

/**
 * A whole number from `min` to `max` with Dutch messages naming the field; a field may word its
 * bounds' messages (and the unit after 'geheel getal') its own way.
 */
export function geheel(
  label: string,
  min: number,
  max: number,
  melding: { eenheid?: string; min?: string; max?: string } = {},
) {
  return z
    .number({ error: `${label} moet een getal zijn` })
    .int({ error: `${label} moet een geheel getal zijn${melding.eenheid ?? ''}` })
    .min(min, { error: melding.min ?? `${label} moet minstens ${min} zijn` })
    .max(max, { error: melding.max ?? `${label} mag hoogstens ${max} zijn` });
}

/** A count or an amount in cents: 0 or more, with the field's own name in the messages. */
export function heelGetal(naam: string, max: number, eenheid = '') {
  return geheel(naam, 0, max, { eenheid, min: `${naam} kan niet negatief zijn`, max: `${naam} is te groot` });
}

export const tijdstip = (label: string) => z.iso.datetime({ error: `${label} moet een tijdstip zijn (ISO 8601)` });

/** A field's name in a message where its key is not the Dutch word as written. */
const VELDNAMEN: Record<string, string> = { email: 'E-mail' };

/** Turns zod issues into one Dutch sentence; a missing field reads '<Veld> is verplicht'. */
export function eersteFout(error: z.ZodError, input: unknown): string {
  const issue = error.issues[0];
  if (!issue) return 'Ongeldige invoer';
  if (issue.code === 'invalid_type' && waardeOp(input, issue.path) === undefined) {
    const veld = String(issue.path[issue.path.length - 1] ?? '');
    if (!veld) return 'De gegevens ontbreken';
    return `${VELDNAMEN[veld] ?? `${veld.charAt(0).toUpperCase()}${veld.slice(1)}`} is verplicht`;
  }
  return issue.message;
}

function waardeOp(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** A seller number in a JSON body (kern/verkopersnummer.ts): a number. */
export const verkopersnummerGetal = z
  .number({ error: MELDING_VERKOPERSNUMMER })
  .int({ error: MELDING_VERKOPERSNUMMER })
  .min(1, { error: MELDING_VERKOPERSNUMMER })
  .max(MAX_VERKOPERSNUMMER, { error: MELDING_VERKOPERSNUMMER });

/** A seller number in a URL path: digits only ('1e3', ' 7' and '0x10' are no numbers a person types). */
export const verkopersnummerTekst = z
  .string({ error: MELDING_VERKOPERSNUMMER })
  .regex(/^\d{1,4}$/, { error: MELDING_VERKOPERSNUMMER })
  .transform(Number)
  .pipe(verkopersnummerGetal);
