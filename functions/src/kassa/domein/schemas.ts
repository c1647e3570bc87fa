/** The input schemas of kassa, with Dutch messages (the shared parts: kern/validatie.ts). */
import { z } from 'zod';
import { geheel, tijdstip, verkopersnummerGetal, volgens } from '../../kern/validatie';
import { MAX_ARTIKELNUMMER } from '../../artikelen/domein';
import {
  BETAALWIJZEN,
  MAX_BONNEN_PER_VERZENDING,
  MELDING_BETAALWIJZE,
  kassaNaamregel,
  MELDING_BON_ID,
  MAX_ONTVANGEN_CENT,
  MAX_REGEL_PRIJS_CENT,
  MAX_REGELS,
  RUIMTES,
  TAKEN,
} from '../../kassa/domein/kassa';
export const bonRegelSchema = z.object({
  bonId: z.uuid({ error: MELDING_BON_ID }).transform((id) => id.toLowerCase()),
  regel: z.coerce
    .number({ error: 'Regel moet een getal zijn' })
    .int({ error: 'Regel moet een geheel getal zijn' })
    .min(0, { error: 'Regel niet gevonden' })
    .max(MAX_REGELS - 1, { error: 'Regel niet gevonden' }),
});

/** POST /api/kassas: the administrator's "Kassa toevoegen". */
export const kassaSchema = z.object({
  naam: volgens(kassaNaamregel),
  ruimte: z.enum(RUIMTES, { error: 'Kies de ruimte: Kleding of Speelgoed' }),
  taak: z.enum(TAKEN, { error: 'Kies de taak: Verkopen, Inleveren of Ophalen' }).default('verkopen'),
});

/** What a desk's device says waits besides what it sends. */
const wachtrij = {
  wachtend: geheel('Wachtend', 0, 1_000_000),
  oudsteWachtend: tijdstip('Oudste wachtend').nullable(),
};

export const bonSchema = z.object({
  id: z.uuid({ error: MELDING_BON_ID }).transform((id) => id.toLowerCase()),
  regels: z
    .array(
      z.object({
        verkopersnummer: verkopersnummerGetal,
        artikelnummer: geheel('Artikelnummer', 1, MAX_ARTIKELNUMMER).nullable(),
        prijsCent: geheel('Prijs (cent)', 1, MAX_REGEL_PRIJS_CENT),
        // The label's price beside the price paid (issue 54); a device of before sends none.
        lijstprijsCent: geheel('Lijstprijs (cent)', 1, MAX_REGEL_PRIJS_CENT).optional(),
      }),
      { error: 'Regels moet een lijst zijn' },
    )
    .max(MAX_REGELS, { error: `Een bon heeft hoogstens ${MAX_REGELS} regels` }),
  ontvangenCent: geheel('Ontvangen (cent)', 0, MAX_ONTVANGEN_CENT),
  gesloten: tijdstip('Gesloten'),
  // A device of before pin existed sends none: cash, as it was.
  betaalwijze: z.enum(BETAALWIJZEN, { error: MELDING_BETAALWIJZE }).default('contant'),
});

/** POST /api/kassa/bonnen: closed receipts from a desk's queue, and what else waits there. */
export const bonnenVerzendingSchema = z.object({
  bonnen: z
    .array(bonSchema, { error: 'Bonnen moet een lijst zijn' })
    .max(MAX_BONNEN_PER_VERZENDING, { error: `Stuur hoogstens ${MAX_BONNEN_PER_VERZENDING} bonnen tegelijk` }),
  ...wachtrij,
});

/** PUT /api/kassas/instellingen: the administrator's till settings. */
export const kassaInstellingenSchema = z.object({
  pinnen: z.boolean({ error: 'Pinnen aan de kassa is aan (true) of uit (false)' }),
});

/** PUT /api/kassas/bonnen/:id/pin: how a pin receipt made while pin was off counts, null takes it back. */
export const pinBesluitSchema = z.object({
  betaalwijze: z.enum(BETAALWIJZEN, { error: 'Kies hoe de bon telt: contant of pin' }).nullable(),
});

/** POST /api/kassa/contact: the desk's heartbeat with its queue. */
export const kassaContactSchema = z.object(wachtrij);
