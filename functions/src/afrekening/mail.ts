/**
 * The settlement's mail to a seller paid by bank (issue 36), in the frame of every mail to a
 * person (mail/templates.ts): the amount and the last four digits of the account, never the IBAN.
 */
import { euro } from '../kern/geld';
import type { Deelnemer, MailBericht } from '../kern/types';
import { contactGroep, persoonlijkeMail, type MailContext } from '../mail';

/** Once the treasurer marked the transfers as done (POST /api/afrekening/uitbetaald). */
export function overgemaaktMail(
  deelnemer: Pick<Deelnemer, 'naam' | 'email' | 'nummer'>,
  context: MailContext,
  overboeking: { bedragCent: number; laatsteVier: string },
): MailBericht {
  return persoonlijkeMail({
    aan: deelnemer,
    onderwerp: `Je geld van de kinderkledingbeurs is overgemaakt (verkopersnummer ${deelnemer.nummer})`,
    titel: 'Je geld is overgemaakt',
    groepen: [
      [
        `We hebben ${euro(overboeking.bedragCent)} overgemaakt naar je rekening die eindigt op ${overboeking.laatsteVier}. Afhankelijk van je bank staat het binnen een paar werkdagen op je rekening.`,
        'Je rekeningnummer hebben we nu gewist; alleen de laatste vier cijfers bewaren we bij de afrekening.',
      ],
      contactGroep(context),
    ],
    beurs: context.beurs,
  });
}
