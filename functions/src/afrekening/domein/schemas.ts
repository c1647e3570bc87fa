/** The input schemas of afrekening, with Dutch messages (the shared parts: kern/validatie.ts). */
import { z } from 'zod';
import { heelGetal, volgens } from '../../kern/validatie';
import { MAX_REDEN, NAKIJK_SOORTEN, REGEL_BESLUITEN } from '../../afrekening/domein/nakijken';
import { vrijeTekst } from '../../kern/velden';
import { ibanregel } from '../../kern/iban';
import type { Uitbetaling } from '../../kern/types';
import { tenaamstellingregel } from './banknaam';
/** An IBAN as kern/iban.ts takes it (400 at the field with its Dutch message); '' stays '' (clears it). */
const ibanOfLeeg = z.string({ error: 'IBAN moet tekst zijn' }).transform((invoer, ctx) => {
  if (invoer.trim() === '') return '';
  const uitkomst = ibanregel.controleer(invoer);
  if (uitkomst.ok) return uitkomst.waarde;
  ctx.issues.push({ code: 'custom', message: uitkomst.fout, input: invoer });
  return z.NEVER;
});

/**
 * PUT /api/afrekening/instellingen: percentage in whole percent, fees in cents; the bank part
 * (issue 36) optional, each left out stays as it was (the rule for both: domein/uitbetaling.ts).
 */
export const afrekeningInstellingenSchema = z.object({
  commissiePercentage: heelGetal('Commissiepercentage', 100),
  administratiekostenCent: heelGetal('Administratiekosten', 10_000, ' (in centen)'),
  retourkostenCent: heelGetal('Retourkosten', 10_000, ' (in centen)'),
  bankUitbetaling: z.boolean({ error: 'Uitbetalen per bank moet aan of uit zijn' }).optional(),
  iban: ibanOfLeeg.optional(),
  tenaamstelling: volgens(tenaamstellingregel('Naam rekeninghouder', { verplicht: false })).optional(),
});

/** The seller's account name: one the bank can read (banknaam.ts), also what the administrator corrects. */
export const tenaamstellingSchema = volgens(tenaamstellingregel('Ten name van', { verplicht: true }));

/** PUT /api/afrekening/tenaamstelling/:nummer: the administrator corrects a seller's account name (issue 50). */
export const tenaamstellingBody = z.object({ tenaamstelling: tenaamstellingSchema });

/**
 * PUT /api/mijn-gegevens/uitbetaling: cash, or bank with the account (issue 36). The IBAN and
 * the name are read only for bank, each refused at its own field.
 */
export const uitbetalingSchema = z
  .object({
    wijze: z.enum(['contant', 'bank'], { error: 'Kies hoe je wordt uitbetaald: contant of per bank' }),
    iban: z.unknown().optional(),
    tenaamstelling: z.unknown().optional(),
  })
  .transform((keuze, ctx): Uitbetaling => {
    if (keuze.wijze === 'contant') return { wijze: 'contant' };
    const iban = volgens(ibanregel).safeParse(keuze.iban ?? '');
    const naam = tenaamstellingSchema.safeParse(keuze.tenaamstelling ?? '');
    for (const [veld, uitkomst] of [
      ['iban', iban],
      ['tenaamstelling', naam],
    ] as const) {
      if (!uitkomst.success)
        ctx.issues.push({ code: 'custom', message: uitkomst.error.issues[0]!.message, input: keuze, path: [veld] });
    }
    if (!iban.success || !naam.success) return z.NEVER;
    return { wijze: 'bank', iban: iban.data, tenaamstelling: naam.data };
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

/** POST /api/afrekening/anders-betaald/:nummer (issue 50): how a seller left out of the batch was paid. */
export const andersBetaaldSchema = z.object({
  wijze: z.enum(['contant', 'anders'], {
    error: 'Kies hoe de verkoper is betaald: contant of op een andere manier',
  }),
});
