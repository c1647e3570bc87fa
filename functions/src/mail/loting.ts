/**
 * The draw's mails (issue 52 part 3): the application's receipt, carrying the applicant's own
 * `aanvraag` so they can find themselves in the published result, and the reserve list's place
 * the draw gave. Someone drawn gets the ordinary confirmation with their number.
 */
import { dagEnTijd } from '../kern/datums';
import type { MailBericht } from '../kern/types';
import { contactGroep, persoonlijkeMail, type MailContext } from './templates';

/** 'Je aanvraag is binnen; de loting is op …', with the id and where the result is checked. */
export function lotingAanvraagMail(
  aanvraag: { id: string; naam: string; email: string },
  sluitOp: string,
  context: MailContext,
): MailBericht {
  return persoonlijkeMail({
    aan: aanvraag,
    onderwerp: 'Je aanvraag voor de loting van de kinderkledingbeurs',
    titel: 'Je aanvraag is binnen',
    groepen: [
      [
        `Je aanvraag is binnen; de loting is op ${dagEnTijd(sluitOp)}.`,
        'Vroeg of laat aanvragen maakt niet uit: iedere aanvraag heeft dezelfde kans. Na de loting krijg je een mail met je verkopersnummer of je plaats op de reservelijst.',
        `Je aanvraagnummer is ${aanvraag.id}. Daarmee vind je jezelf in de uitslag.`,
      ],
      [{ tekst: 'Hoe de loting werkt en hoe je de uitslag zelf controleert:', link: `${context.publicUrl}/loting` }],
      contactGroep(context),
    ],
    beurs: context.beurs,
  });
}

/** After the draw: a place on the reserve list, with its position and the link to leave it. */
export function lotingReserveMail(
  plaats: { naam: string; email: string; positie: number },
  aanvraag: string,
  context: MailContext,
  verlaatLink: string,
): MailBericht {
  return persoonlijkeMail({
    aan: plaats,
    onderwerp: 'Uitslag van de loting: je staat op de reservelijst',
    titel: 'Uitslag van de loting',
    groepen: [
      [
        `De loting is geweest. Je bent niet ingeloot en staat op plaats ${plaats.positie} van de reservelijst.`,
        'Komt er een plaats vrij, dan schrijven we je automatisch in, in de volgorde van de lijst. Je krijgt dan een mail met je verkopersnummer.',
        `Je aanvraagnummer is ${aanvraag}. De uitslag en de controle: ${context.publicUrl}/loting`,
      ],
      [{ tekst: 'Wil je niet meer op de reservelijst staan? Gebruik dan deze link:', link: verlaatLink }],
      contactGroep(context),
    ],
    beurs: context.beurs,
  });
}
