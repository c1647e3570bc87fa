/** The input schemas of drop-off and pick-up, with Dutch messages (the shared parts: kern/validatie.ts). */
import { z } from 'zod';
import { MAX_ARTIKELNUMMER } from '../../artikelen/domein';
import { geheel, verkopersnummerGetal, verkopersnummerTekst } from '../../kern/validatie';
import { MAX_HANDGESCHREVEN, MAX_STAPPEN_PER_VERZENDING } from './inlevering';
import { MELDING_TE_VEEL_HANDGESCHREVEN } from './meldingen';

const artikelnummer = geheel('Artikelnummer', 1, MAX_ARTIKELNUMMER);

const stapSchema = z.discriminatedUnion(
  'soort',
  [
    z.object({ soort: z.literal('ingeleverd'), artikelnummers: z.array(artikelnummer).min(1).max(MAX_ARTIKELNUMMER) }),
    z.object({ soort: z.literal('nietIngeleverd'), artikelnummer }),
    z.object({
      soort: z.literal('handgeschreven'),
      aantal: z
        .number({ error: MELDING_TE_VEEL_HANDGESCHREVEN })
        .int({ error: MELDING_TE_VEEL_HANDGESCHREVEN })
        .min(0, { error: MELDING_TE_VEEL_HANDGESCHREVEN })
        .max(MAX_HANDGESCHREVEN, { error: MELDING_TE_VEEL_HANDGESCHREVEN }),
    }),
    z.object({ soort: z.literal('afgerond') }),
    z.object({ soort: z.literal('retour'), retour: z.boolean({ error: 'Retour moet aan of uit zijn' }) }),
    z.object({ soort: z.literal('terug'), artikelnummer }),
    z.object({ soort: z.literal('nietTerug'), artikelnummer }),
    z.object({ soort: z.literal('vermist'), artikelnummer }),
    z.object({ soort: z.literal('opgehaald') }),
  ],
  { error: 'Deze stap is onbekend' },
);

/** POST …/stappen: what a desk or the administrator did, in order. */
export const stappenSchema = z.object({
  stappen: z
    .array(
      z.object({
        id: z
          .string({ error: 'Stap zonder id' })
          .min(1, { error: 'Stap zonder id' })
          .max(100, { error: 'Stap-id te lang' }),
        verkopersnummer: verkopersnummerGetal,
        /** When the volunteer took it on the device: a late step does not undo a later one. */
        op: z.iso.datetime({ offset: true, error: 'Het tijdstip van de stap is ongeldig' }).optional(),
        stap: stapSchema,
      }),
      { error: 'Stuur een lijst met stappen' },
    )
    .min(1, { error: 'Geen stappen' })
    .max(MAX_STAPPEN_PER_VERZENDING, { error: `Stuur hoogstens ${MAX_STAPPEN_PER_VERZENDING} stappen per keer` }),
});

/** A seller number in a URL path (kern/verkopersnummer.ts). */
export const nummerSchema = verkopersnummerTekst;
