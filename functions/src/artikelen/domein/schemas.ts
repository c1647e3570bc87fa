/** The input schemas of artikelen, with Dutch messages (the shared parts: kern/validatie.ts). */
import { z } from 'zod';
import {
  controleerInstellingen,
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
  })
  .superRefine((waarde, ctx) => {
    const fout = controleerInstellingen(waarde);
    if (fout) ctx.issues.push({ code: 'custom', message: fout, input: waarde });
  });
