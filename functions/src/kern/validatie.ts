/**
 * Input schemas with Dutch messages. The server validates every body with these; the text
 * fields follow the rules of velden.ts, which the web forms use too (SPEC.md section 5).
 */
import { z } from 'zod';
import {
  controleerInstellingen,
  INSTELLING_NAMEN,
  STANDAARD_ARTIKEL_INSTELLINGEN,
} from '../artikelen/domein/instellingen';
import { SOORTEN } from '../artikelen/domein/artikelen';
import { isIsoDatum } from './datums';
import { MAX_REDEN, NAKIJK_SOORTEN, REGEL_BESLUITEN } from '../afrekening/domein/nakijken';
import {
  DIENST_SOORTEN,
  MAX_CAPACITEIT,
  MAX_TIJD_LENGTE,
  MELDING_KIES_DIENST,
  MELDING_ONBEKENDE_DIENST,
} from '../vrijwilligers/domein/vrijwilligers';
import { MAX_VERKOPERSNUMMER, MAX_ARTIKELNUMMER } from '../artikelen/domein/artikelcode';
import {
  MAX_BONNEN_PER_VERZENDING,
  kassaNaamregel,
  MELDING_BON_ID,
  MAX_ONTVANGEN_CENT,
  MAX_REGEL_PRIJS_CENT,
  MAX_REGELS,
  RUIMTES,
} from '../kassa/domein/kassa';
import { emailregel, linkregel, naamregel, telefoonregel, vrijeTekst, type Veldregel } from './velden';

// Zod's own messages (a field without a custom one, a body that is not an object) in Dutch too.
z.config(z.locales.nl());

/**
 * A text field by its rule in velden.ts: the web form applies the same rule, so the two
 * cannot drift apart. The rule's message becomes the schema's.
 */
const volgens = (regel: Veldregel) =>
  z.string({ error: `${regel.label} moet tekst zijn` }).transform((invoer, ctx) => {
    const uitkomst = regel.controleer(invoer);
    if (uitkomst.ok) return uitkomst.waarde;
    ctx.issues.push({ code: 'custom', message: uitkomst.fout, input: invoer });
    return z.NEVER;
  });

const naam = (label: string, max?: number) => volgens(naamregel(label, max));
const email = volgens(emailregel);
const telefoon = volgens(telefoonregel).optional().default('');

export const nieuweDeelnemerSchema = z.object({
  naam: naam('Naam'),
  email,
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
  naam: naam('Naam'),
  email,
  telefoon,
  actief: z.boolean({ error: 'Actief moet waar of onwaar zijn' }),
  vrijwilligerVrijdag: z.boolean({ error: 'Vrijwilliger vrijdag moet waar of onwaar zijn' }),
  vrijwilligerZaterdag: z.boolean({ error: 'Vrijwilliger zaterdag moet waar of onwaar zijn' }),
  afleveringen: z.array(deelnemerAfleveringSchema).max(500).default([]),
});
export type DeelnemerUpdate = z.infer<typeof deelnemerUpdateSchema>;

/**
 * A whole number from `min` to `max` with Dutch messages naming the field; a field may word its
 * bounds' messages (and the unit after 'geheel getal') its own way.
 */
function geheel(
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
function heelGetal(naam: string, max: number, eenheid = '') {
  return geheel(naam, 0, max, { eenheid, min: `${naam} kan niet negatief zijn`, max: `${naam} is te groot` });
}

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

export const loginSchema = z.object({
  username: z.string().max(200).default(''),
  password: z.string().max(1000).default(''),
});

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

/** PUT /api/afrekening/instellingen: percentage in whole percent, fees in cents. */
export const afrekeningInstellingenSchema = z.object({
  commissiePercentage: heelGetal('Commissiepercentage', 100),
  administratiekostenCent: heelGetal('Administratiekosten', 10_000, ' (in centen)'),
  retourkostenCent: heelGetal('Retourkosten', 10_000, ' (in centen)'),
});

/** PUT /api/afrekening/retour/:nummer: the drop-off mark for hand-written labels. */
export const retourBijAfgifteSchema = z.object({
  retour: z.boolean({ error: 'Retour moet waar of onwaar zijn' }),
});

/** The seller number in a path: 1 to 9999 (the item code's four digits). */
export const verkopersnummerSchema = z.coerce
  .number({ error: 'Verkopersnummer moet een getal zijn' })
  .int({ error: 'Verkopersnummer moet een geheel getal zijn' })
  .min(1, { error: 'Verkopersnummer moet 1 of meer zijn' })
  .max(9999, { error: 'Verkopersnummer is hoogstens 9999' });

/** PUT /api/afrekening/geteld/:kassaId: the counted cash in cents, null to clear it. */
/** PUT /api/afrekening/regels/:bonId/:regel: a decision on one receipt line, or null to clear it. */
export const regelBesluitSchema = z.object({
  besluit: z
    .enum(REGEL_BESLUITEN, { error: 'Kies een besluit: akkoord (verkoopprijs), lijstprijs of vervalt' })
    .nullable(),
  reden: volgens(vrijeTekst('Reden', MAX_REDEN)).optional().default(''),
});
/** PUT /api/afrekening/regels: one decision for every open line of one kind under Nakijken. */
export const regelsBesluitSchema = z.object({
  soort: z.enum(NAKIJK_SOORTEN, { error: 'Kies welke regels: prijs, onbekend-artikel of onbekende-verkoper' }),
  besluit: z.enum(REGEL_BESLUITEN, { error: 'Kies een besluit: akkoord (verkoopprijs), lijstprijs of vervalt' }),
  reden: volgens(vrijeTekst('Reden', MAX_REDEN)).optional().default(''),
});
export const bonRegelSchema = z.object({
  bonId: z.uuid({ error: MELDING_BON_ID }).transform((id) => id.toLowerCase()),
  regel: z.coerce
    .number({ error: 'Regel moet een getal zijn' })
    .int({ error: 'Regel moet een geheel getal zijn' })
    .min(0, { error: 'Regel niet gevonden' })
    .max(MAX_REGELS - 1, { error: 'Regel niet gevonden' }),
});

export const geteldSchema = z.object({
  cent: heelGetal('Geteld bedrag', 100_000_000, ' (in centen)').nullable(),
});
/** POST /api/kassas: the administrator's "Kassa toevoegen". */
export const kassaSchema = z.object({
  naam: volgens(kassaNaamregel),
  ruimte: z.enum(RUIMTES, { error: 'Kies de ruimte: Kleding of Speelgoed' }),
});

const tijdstip = (label: string) => z.iso.datetime({ error: `${label} moet een tijdstip zijn (ISO 8601)` });

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
        verkopersnummer: geheel('Verkopersnummer', 1, MAX_VERKOPERSNUMMER),
        artikelnummer: geheel('Artikelnummer', 1, MAX_ARTIKELNUMMER).nullable(),
        prijsCent: geheel('Prijs (cent)', 1, MAX_REGEL_PRIJS_CENT),
      }),
      { error: 'Regels moet een lijst zijn' },
    )
    .max(MAX_REGELS, { error: `Een bon heeft hoogstens ${MAX_REGELS} regels` }),
  ontvangenCent: geheel('Ontvangen (cent)', 0, MAX_ONTVANGEN_CENT),
  gesloten: tijdstip('Gesloten'),
});

/** POST /api/kassa/bonnen: closed receipts from a desk's queue, and what else waits there. */
export const bonnenVerzendingSchema = z.object({
  bonnen: z
    .array(bonSchema, { error: 'Bonnen moet een lijst zijn' })
    .max(MAX_BONNEN_PER_VERZENDING, { error: `Stuur hoogstens ${MAX_BONNEN_PER_VERZENDING} bonnen tegelijk` }),
  ...wachtrij,
});

/** POST /api/kassa/contact: the desk's heartbeat with its queue. */
export const kassaContactSchema = z.object(wachtrij);

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

/** An item as the seller's form sends it; the rules that depend on the fair's settings are artikelen.ts geldigArtikel. */
export const artikelSchema = z.object({
  omschrijving: z.string({ error: 'Omschrijving moet tekst zijn' }),
  soort: z.enum(SOORTEN, { error: `Soort moet een van ${SOORTEN.join(', ')} zijn` }),
  maat: z
    .string({ error: 'Maat moet tekst zijn' })
    .max(20, { error: 'Kies een maat uit de lijst' })
    .nullable()
    .default(null),
  prijsCent: z
    .number({ error: 'Prijs moet een bedrag in centen zijn' })
    .finite({ error: 'Prijs moet een bedrag in centen zijn' }),
  retour: z.boolean({ error: 'Retour moet waar of onwaar zijn' }),
});

/** The administrator's item settings of the current fair; the rules across fields are artikelen.ts controleerInstellingen. */
export const artikelInstellingenSchema = z
  .object({
    onlineInvoeren: z.boolean({ error: 'Artikelen online invoeren moet waar of onwaar zijn' }),
    prijsStapCent: z.number({ error: `${INSTELLING_NAMEN.prijsStapCent} moet een getal zijn` }),
    minimumPrijsCent: z.number({ error: `${INSTELLING_NAMEN.minimumPrijsCent} moet een getal zijn` }),
    maxArtikelen: z.number({ error: `${INSTELLING_NAMEN.maxArtikelen} moet een getal zijn` }),
    // Optional for a client of before the setting: it then keeps its default.
    maximumPrijsCent: z
      .number({ error: `${INSTELLING_NAMEN.maximumPrijsCent} moet een bedrag in centen zijn` })
      .default(STANDAARD_ARTIKEL_INSTELLINGEN.maximumPrijsCent),
    deadline: z.string({ error: 'De deadline moet een datum en tijd zijn (jjjj-mm-ddTuu:mm)' }).max(16).nullable(),
  })
  .superRefine((waarde, ctx) => {
    const fout = controleerInstellingen(waarde);
    if (fout) ctx.issues.push({ code: 'custom', message: fout, input: waarde });
  });
