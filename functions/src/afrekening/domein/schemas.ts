/** The input schemas of afrekening, with Dutch messages (the shared parts: kern/validatie.ts). */
import { z } from 'zod';
import { heelGetal, volgens } from '../../kern/validatie';
import { MAX_REDEN, NAKIJK_SOORTEN, REGEL_BESLUITEN } from '../../afrekening/domein/nakijken';
import { vrijeTekst } from '../../kern/velden';
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
export const geteldSchema = z.object({
  cent: heelGetal('Geteld bedrag', 100_000_000, ' (in centen)').nullable(),
});
