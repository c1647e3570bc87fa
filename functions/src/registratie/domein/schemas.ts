/** The input schemas of registratie, with Dutch messages (the shared parts: kern/validatie.ts). */
import { z } from 'zod';
import { datumSchema, email, idSchema, naam, telefoon, verkopersnummerTekst } from '../../kern/validatie';
export const nieuweDeelnemerSchema = z.object({
  naam: naam('Naam'),
  email,
  telefoon,
});

export const deelnemerAfleveringSchema = z.object({
  id: idSchema,
  volgnummer: z.number().int().min(0),
  datum: datumSchema,
  actief: z.boolean({ error: 'actief moet waar of onwaar zijn' }),
  /**
   * The release as the administrator's table showed it (issue 53): switching a released place on
   * again takes it, so a table loaded before the release cannot (domein/bevestigen.ts naBeheerdersOpslag).
   */
  vrijgegeven: z.string({ error: 'vrijgegeven moet een tijdstip zijn' }).max(40).nullish(),
});

/** The whole person as the admin table sends it (PUT /api/geregistreerde/save). */
export const deelnemerUpdateSchema = z.object({
  id: idSchema,
  naam: naam('Naam'),
  email,
  telefoon,
  actief: z.boolean({ error: 'Actief moet waar of onwaar zijn' }),
  vrijwilligerVrijdag: z.boolean({ error: 'Vrijwilliger vrijdag moet waar of onwaar zijn' }),
  vrijwilligerZaterdag: z.boolean({ error: 'Vrijwilliger zaterdag moet waar of onwaar zijn' }),
  afleveringen: z.array(deelnemerAfleveringSchema).max(500).default([]),
});
export type DeelnemerUpdate = z.infer<typeof deelnemerUpdateSchema>;

/** The seller number in a path (kern/verkopersnummer.ts). */
export const verkopersnummerSchema = verkopersnummerTekst;

/** An instant with its offset or Z ('2027-01-09T20:00:00+01:00'), or null: not set. */
const tijdstip = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label}: vul een datum en tijd in (of laat het leeg).` }).nullable();

/** PUT /api/toewijzing (issue 52): how places are given out; the order is checked after (ordeFout). */
export const toewijzingSchema = z.object({
  wijze: z.enum(['volgorde', 'loting'], { error: "Kies 'volgorde' of 'loting'." }).default('volgorde'),
  opentOp: tijdstip('Inschrijving opent op').default(null),
  voorrang: z
    .object({
      vrijwilligers: tijdstip('Voorrang voor vrijwilligers').default(null),
      terugkerend: tijdstip('Voorrang voor terugkerende verkopers').default(null),
    })
    .default({ vrijwilligers: null, terugkerend: null }),
  loting: z.object({ sluitOp: tijdstip('Loting sluit op').default(null) }).default({ sluitOp: null }),
  /** One place per household (issue 53); absent: unchanged. */
  eenPerHuishouden: z.boolean({ error: 'Eén plek per huishouden moet waar of onwaar zijn' }).optional(),
});
export type ToewijzingInvoer = z.infer<typeof toewijzingSchema>;

const geheel = (label: string, min: number, max: number, onder: string) =>
  z
    .number({ error: `${label} moet een getal zijn.` })
    .int({ error: `${label} moet een geheel getal zijn.` })
    .min(min, { error: onder })
    .max(max, { error: `${label} mag hoogstens ${max} zijn.` });

/**
 * PUT /api/toewijzing's `bevestigen` (issue 53, registratie/domein/bevestigen.ts): absent keeps
 * what is stored, null switches it off. Whether `voor` lies ahead is checked against the stored one.
 */
export const bevestigenInvoerSchema = z
  .object({
    voor: z.iso.datetime({ offset: true, error: 'Bevestigen vóór: vul een datum en tijd in.' }),
    artikelen: geheel(
      'Minimaal aantal artikelen',
      1,
      1000,
      'Minimaal aantal artikelen moet 1 of meer zijn.',
    ).nullable(),
    herinneringDagen: geheel('Herinnering', 0, 60, 'Het aantal dagen kan niet negatief zijn.'),
    termijnUren: geheel('Bevestigtermijn', 1, 720, 'De bevestigtermijn moet minstens 1 uur zijn.'),
  })
  .nullable()
  .optional();

/** The toewijzing's body with `bevestigen` (kept apart so the pieces of issue 53 merge alike). */
export const toewijzingMetBevestigenSchema = toewijzingSchema.extend({ bevestigen: bevestigenInvoerSchema });
export type ToewijzingMetBevestigen = z.infer<typeof toewijzingMetBevestigenSchema>;

/** PUT /api/geregistreerde/:id/termijn: one person's own deadline (issue 53). */
export const termijnSchema = z.object({
  tot: z.iso.datetime({ offset: true, error: 'Vul een datum en tijd in.' }),
});
