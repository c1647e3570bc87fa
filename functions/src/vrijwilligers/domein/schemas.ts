/** The input schemas of vrijwilligers, with Dutch messages (the shared parts: kern/validatie.ts). */
import { z } from 'zod';
import { nieuweDeelnemerSchema } from '../../registratie/domein/schemas';
import { geheel, volgens } from '../../kern/validatie';
import {
  DIENST_SOORTEN,
  MAX_CAPACITEIT,
  MAX_TIJD_LENGTE,
  MELDING_KIES_DIENST,
  MELDING_ONBEKENDE_DIENST,
} from '../../vrijwilligers/domein/vrijwilligers';
import { vrijeTekst } from '../../kern/velden';
const dienstSoort = z.enum(DIENST_SOORTEN, { error: MELDING_ONBEKENDE_DIENST });

/** The shifts someone claims: at least one, each once. */
export const dienstenSchema = z
  .array(dienstSoort, { error: MELDING_KIES_DIENST })
  .min(1, { error: MELDING_KIES_DIENST })
  .max(DIENST_SOORTEN.length)
  .refine((lijst) => new Set(lijst).size === lijst.length, { error: 'Kies elke dienst maar één keer' });

/** POST /api/vrijwilligers/aanmelden: the Vrijwilligers page's form. */
export const vrijwilligerSchema = nieuweDeelnemerSchema.extend({ diensten: dienstenSchema });

export const dienstSoortSchema = dienstSoort;

/** PUT /api/vrijwilligers/diensten/:dienst: the administrator's time text and capacity. */
export const dienstInstellingSchema = z.object({
  tijd: volgens(vrijeTekst('Tijd', MAX_TIJD_LENGTE)).refine((t) => t !== '', { error: 'Tijd is verplicht' }),
  capaciteit: geheel('Aantal plaatsen', 0, MAX_CAPACITEIT, { min: 'Aantal plaatsen kan niet negatief zijn' }),
});

/** POST /api/vrijwilligers/diensten/:dienst/mail: one message to a shift's volunteers. */
export const dienstMailSchema = z.object({
  onderwerp: volgens(vrijeTekst('Onderwerp', 200)).refine((t) => t !== '', { error: 'Onderwerp is verplicht' }),
  tekst: z
    .string({ error: 'Tekst moet tekst zijn' })
    .trim()
    .min(1, { error: 'Tekst is verplicht' })
    .max(10_000, { error: 'Tekst mag hoogstens 10000 tekens lang zijn' }),
});
