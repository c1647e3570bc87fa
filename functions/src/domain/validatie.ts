/**
 * Input schemas with Dutch messages. The server validates every body with these; the
 * web form shows the same rules (SPEC.md section 5).
 */
import { z } from 'zod';
import { isIsoDatum } from './datums';

// Zod's own messages (a field without a custom one, a body that is not an object) in Dutch too.
z.config(z.locales.nl());

const tekst = (veld: string, max: number) =>
  z
    .string({ error: `${veld} moet tekst zijn` })
    .trim()
    .max(max, { error: `${veld} mag hoogstens ${max} tekens lang zijn` });

/**
 * Control characters, direction overrides, lone surrogates and U+FFFD (what broken encoding
 * turns into): never typed, only injected or garbled.
 */
const VREEMDE_TEKENS =
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFD-\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text that is shown on pages and in mails. Markup has no place in a name or an address, so
 * it is refused outright rather than stored and trusted to be escaped everywhere it appears.
 */
const veiligeTekst = (veld: string, max: number) =>
  tekst(veld, max)
    .refine((t) => !/[<>]/.test(t), { error: `${veld} mag geen < of > bevatten` })
    .refine((t) => !VREEMDE_TEKENS.test(t), { error: `${veld} bevat tekens die niet zijn toegestaan` });

const verplicht = (veld: string, max: number) => veiligeTekst(veld, max).min(1, { error: `${veld} is verplicht` });

export const emailSchema = verplicht('Email', 254).pipe(z.email({ error: 'Vul een geldig e-mailadres in' }));

const telefoon = tekst('Telefoon', 30)
  .refine((t) => t === '' || /^[0-9+()\-\s.]{6,30}$/.test(t), {
    error: 'Vul een geldig telefoonnummer in (alleen cijfers, spaties, +, - en haakjes)',
  })
  .optional()
  .default('');

export const nieuweDeelnemerSchema = z.object({
  naam: verplicht('Naam', 100),
  email: emailSchema,
  telefoon,
});

const idSchema = z.string().trim().min(1, { error: 'id ontbreekt' }).max(100);

const datumSchema = z
  .string({ error: 'Datum moet een datum zijn' })
  .refine(isIsoDatum, { error: 'Datum moet een geldige datum zijn (jjjj-mm-dd)' });

export const deelnemerAfleveringSchema = z.object({
  id: idSchema,
  volgnummer: z.number().int().min(0),
  datum: datumSchema,
  actief: z.boolean({ error: 'actief moet waar of onwaar zijn' }),
});

/** The whole person as the admin table sends it (PUT /api/geregistreerde/save). */
export const deelnemerUpdateSchema = z.object({
  id: idSchema,
  naam: verplicht('Naam', 100),
  email: emailSchema,
  telefoon,
  actief: z.boolean({ error: 'Actief moet waar of onwaar zijn' }),
  vrijwilligerVrijdag: z.boolean({ error: 'Vrijwilliger vrijdag moet waar of onwaar zijn' }),
  vrijwilligerZaterdag: z.boolean({ error: 'Vrijwilliger zaterdag moet waar of onwaar zijn' }),
  afleveringen: z.array(deelnemerAfleveringSchema).max(500).default([]),
});
export type DeelnemerUpdate = z.infer<typeof deelnemerUpdateSchema>;

export const afleveringSchema = z.object({
  id: idSchema.optional(),
  volgnummer: z
    .number({ error: 'Volgnummer moet een getal zijn' })
    .int({ error: 'Volgnummer moet een geheel getal zijn' })
    .min(1, { error: 'Volgnummer moet 1 of hoger zijn' })
    .max(1_000_000),
  datum: datumSchema,
});
export type AfleveringInvoer = z.infer<typeof afleveringSchema>;

const maximum = z
  .number({ error: 'Maximum aantal deelnemers moet een getal zijn' })
  .int({ error: 'Maximum aantal deelnemers moet een geheel getal zijn' })
  .min(0, { error: 'Maximum aantal deelnemers kan niet negatief zijn' })
  .max(100_000, { error: 'Maximum aantal deelnemers is te groot' });

/** PUT /api/settings/*: the spec sends the whole settings object (or part of it). */
export const settingsSchema = z.object({
  maximumAantalDeelnemers: maximum.optional(),
  inschrijvingGeopend: z.boolean({ error: 'Inschrijving geopend moet waar of onwaar zijn' }).optional(),
  inschrijvingGesloten: z.boolean({ error: 'Inschrijving gesloten moet waar of onwaar zijn' }).optional(),
});

export const contactpersoonSchema = z.object({
  id: idSchema.optional(),
  naam: verplicht('Naam', 100),
  telefoon,
  email: emailSchema,
});
export type ContactpersoonInvoer = z.infer<typeof contactpersoonSchema>;

const url = veiligeTekst('Link', 500).refine((u) => u === '' || /^https?:\/\/[^\s]+$/i.test(u), {
  error: 'De link moet beginnen met http:// of https://',
});

export const beursSchema = z.object({
  organisatie: verplicht('Naam van de organisatie', 200),
  organisatoren: z.array(verplicht('Naam van een organisator', 100)).max(10),
  socialMediaUrl: url,
  locatie: veiligeTekst('Locatie', 200),
  locatieOmschrijving: veiligeTekst('Omschrijving van de locatie', 500),
  omschrijving: veiligeTekst('Omschrijving van de beurs', 500),
  email: emailSchema,
});

export const loginSchema = z.object({
  username: z.string().max(200).default(''),
  password: z.string().max(1000).default(''),
});

/** Turns zod issues into one Dutch sentence; a missing field reads '<Veld> is verplicht'. */
export function eersteFout(error: z.ZodError, input: unknown): string {
  const issue = error.issues[0];
  if (!issue) return 'Ongeldige invoer';
  if (issue.code === 'invalid_type' && waardeOp(input, issue.path) === undefined) {
    const veld = String(issue.path[issue.path.length - 1] ?? '');
    return veld ? `${veld.charAt(0).toUpperCase()}${veld.slice(1)} is verplicht` : 'De gegevens ontbreken';
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
