/** The input schemas of artikelen, with Dutch messages (the shared parts: kern/validatie.ts). */
import { z } from 'zod';
import { STANDAARD_HALVE_PRIJS } from './halvePrijs';
import {
  instellingFouten,
  INSTELLING_NAMEN,
  STANDAARD_ARTIKEL_INSTELLINGEN,
} from '../../artikelen/domein/instellingen';
import { SOORTEN } from '../../artikelen/domein/artikelen';
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
  // Optional: absent, the fair's default (halvePrijs.standaard) applies; a change keeps the item's.
  magAfgeprijsd: z.boolean({ error: 'Mag afgeprijsd moet waar of onwaar zijn' }).optional(),
});

/** "Halve prijs aan het eind" (issue 54); the rules per field are halvePrijs.ts halvePrijsFouten. */
const halvePrijsSchema = z.object({
  vanaf: z
    .string({ error: 'Halve prijs vanaf moet een datum en tijd zijn (jjjj-mm-ddTuu:mm)' })
    .max(16, { error: 'Halve prijs vanaf moet een datum en tijd zijn (jjjj-mm-ddTuu:mm)' }),
  procent: z.number({ error: 'De korting moet een percentage zijn' }).default(STANDAARD_HALVE_PRIJS.procent),
  afrondingCent: z
    .number({ error: 'Afronden moet een bedrag in centen zijn' })
    .default(STANDAARD_HALVE_PRIJS.afrondingCent),
  standaard: z
    .boolean({ error: 'Standaard mag afgeprijsd moet waar of onwaar zijn' })
    .default(STANDAARD_HALVE_PRIJS.standaard),
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
    // Optional for a client of before the setting: it then keeps its default (on).
    mijnVerkopen: z
      .boolean({ error: 'Mijn verkopen tonen moet aan of uit zijn' })
      .default(STANDAARD_ARTIKEL_INSTELLINGEN.mijnVerkopen),
    // Optional for a client of before the setting: then off, as it was.
    halvePrijs: halvePrijsSchema.nullable().default(null),
  })
  .superRefine((waarde, ctx) => {
    const fouten = Object.entries(instellingFouten(waarde));
    const [veld, fout] = fouten[0] ?? [];
    if (!fout) return;
    // A field of halvePrijs is named as such ({ veld: 'halvePrijs' }), so the form can show it there.
    const pad = veld?.startsWith('halvePrijs.') ? ['halvePrijs'] : [];
    ctx.issues.push({ code: 'custom', message: fout, input: waarde, path: pad });
  });
