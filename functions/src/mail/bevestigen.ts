/**
 * The mails of confirming a place (issue 53, registratie/domein/bevestigen.ts): the reminder
 * before the deadline, with the personal link that holds the button "Ik kom", and the mail that
 * the place was released and why. The confirmation of a place names the deadline too
 * (templates.ts bevestigRegels).
 */
import { dagEnTijd } from '../kern/datums';
import type { MailBericht } from '../kern/types';
import { contactGroep, persoonlijkeMail, type MailContext } from './templates';

/** The reminder: the deadline comes, the place is not confirmed yet. */
export function bevestigHerinneringMail(
  deelnemer: { naam: string; email: string; nummer: number },
  tot: string,
  link: string,
  context: MailContext,
): MailBericht {
  return persoonlijkeMail({
    aan: deelnemer,
    onderwerp: 'Bevestig je plek op de kinderkledingbeurs',
    titel: 'Bevestig je plek',
    groepen: [
      [
        `Je hebt een plek op de kinderkledingbeurs met verkopersnummer ${deelnemer.nummer}, maar je hebt nog niet bevestigd dat je komt.`,
        `Bevestig vóór ${dagEnTijd(tot)}. Doe je dat niet, dan gaat je plek vanzelf naar de volgende op de reservelijst.`,
      ],
      [{ tekst: 'Bevestigen doe je met één klik op "Ik kom" op je persoonlijke pagina:', link }],
      ['Kom je toch niet? Dan hoef je niets te doen: je plek gaat op het tijdstip hierboven naar iemand anders.'],
      contactGroep(context),
    ],
    beurs: context.beurs,
  });
}

/** The place was released: no longer taking part in this fair, and why. */
export function vrijgaveMail(
  deelnemer: { naam: string; email: string; nummer: number },
  reden: string,
  context: MailContext,
): MailBericht {
  return persoonlijkeMail({
    aan: deelnemer,
    onderwerp: 'Je plek op de kinderkledingbeurs is vrijgegeven',
    titel: 'Je plek is vrijgegeven',
    groepen: [
      [
        `Je plek op de kinderkledingbeurs (verkopersnummer ${deelnemer.nummer}) is vrijgegeven. ${reden}`,
        'Je doet daarom niet mee aan deze beurs; je plek is naar de volgende op de reservelijst gegaan.',
        'Was dit een vergissing? Neem dan zo snel mogelijk contact met ons op.',
      ],
      contactGroep(context),
    ],
    beurs: context.beurs,
  });
}
