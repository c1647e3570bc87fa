/** The input schemas of seizoen, with Dutch messages (the shared parts: kern/validatie.ts). */
import { z } from 'zod';
import { datumSchema, email, geheel, heelGetal, idSchema, naam, telefoon, volgens } from '../../kern/validatie';
import { linkregel, vrijeTekst } from '../../kern/velden';
export const afleveringSchema = z.object({
  id: idSchema.optional(),
  volgnummer: geheel('Volgnummer', 1, 1_000_000, { min: 'Volgnummer moet 1 of hoger zijn' }),
  datum: datumSchema,
});
export type AfleveringInvoer = z.infer<typeof afleveringSchema>;

const maximum = heelGetal('Maximum aantal deelnemers', 100_000);

/** PUT /api/settings/*: the spec sends the whole settings object (or part of it). */
export const settingsSchema = z.object({
  maximumAantalDeelnemers: maximum.optional(),
  inschrijvingGeopend: z.boolean({ error: 'Inschrijving geopend moet waar of onwaar zijn' }).optional(),
  inschrijvingGesloten: z.boolean({ error: 'Inschrijving gesloten moet waar of onwaar zijn' }).optional(),
});

export const contactpersoonSchema = z.object({
  id: idSchema.optional(),
  naam: naam('Naam'),
  telefoon,
  email,
});
export type ContactpersoonInvoer = z.infer<typeof contactpersoonSchema>;

export const beursSchema = z.object({
  organisatie: naam('Naam van de organisatie', 200),
  organisatoren: z.array(naam('Naam van een organisator')).max(10),
  socialMediaUrl: volgens(linkregel),
  locatie: volgens(vrijeTekst('Locatie', 200)),
  locatieOmschrijving: volgens(vrijeTekst('Omschrijving van de locatie', 500)),
  omschrijving: volgens(vrijeTekst('Omschrijving van de beurs', 500)),
  email,
});
