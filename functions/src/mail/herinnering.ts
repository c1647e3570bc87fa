/**
 * The reminder for the next fair, sent once when registration opens to sellers of the past
 * year (privacy page: 'the e-mail address is kept 1 year, to send a reminder'), with a
 * one-click opt-out link and the personal link to their data.
 */
import { dagEnTijd, langeDatum } from '../kern/datums';
import type { Deelnemer, MailBericht } from '../kern/types';
import { escapeHtml, htmlMail, type MailContext } from './templates';

export interface HerinneringLinks {
  registreren: string;
  /** "Ik doe weer mee": one click joins the new fair with the same number. */
  weerMeedoen: string;
  afmelden: string;
  gegevens: string;
}

/**
 * `voorrangTot`: sent at the returning sellers' early round (issue 52), before the public
 * opening at that time: the mail says they may come back now, and when everyone else may.
 */
export function herinneringsMail(
  deelnemer: Pick<Deelnemer, 'naam' | 'email'>,
  context: Pick<MailContext, 'datum' | 'beurs'>,
  links: HerinneringLinks,
  voorrangTot: string | null = null,
): MailBericht {
  const organisatie = context.beurs.organisatie.trim() || 'De kinderkledingbeurs';
  const wanneer = context.datum ? `De volgende beurs is op ${langeDatum(context.datum)}.` : 'Er komt een nieuwe beurs.';
  const open = voorrangTot
    ? `Je krijgt voorrang: met de link hieronder doe je nu al weer mee. Voor iedereen opent de inschrijving op ${dagEnTijd(voorrangTot)}.`
    : 'De inschrijving voor de volgende beurs is geopend.';
  const regels = [
    `Hallo ${deelnemer.naam},`,
    '',
    `Je deed het afgelopen jaar mee als verkoper op de kinderkledingbeurs. ${open}`,
    wanneer,
    `Ik doe weer mee, met mijn eigen verkopersnummer: ${links.weerMeedoen}`,
    voorrangTot
      ? `Het formulier (${links.registreren}) opent voor iedereen op ${dagEnTijd(voorrangTot)}; met de link hierboven kan het nu al.`
      : `Of schrijf je in via het formulier: ${links.registreren}`,
    '',
    'Je krijgt deze herinnering één keer per beurs.',
    `Geen herinneringen meer ontvangen? Meld je af met één klik: ${links.afmelden}`,
    `Je gegevens inzien, verbeteren of laten verwijderen: ${links.gegevens}`,
    '',
    'Met vriendelijke groet,',
    organisatie,
    '',
  ];
  const a = (href: string, tekst: string) => `<a href="${escapeHtml(href)}">${escapeHtml(tekst)}</a>`;
  const p = (inhoud: string) => `<p style="margin:0 0 12px">${inhoud}</p>`;
  const html = htmlMail(voorrangTot ? 'Je kunt je nu al weer aanmelden' : 'De inschrijving is geopend', [
    p(`Hallo ${escapeHtml(deelnemer.naam)},`),
    p(escapeHtml(regels[2]!)),
    p(escapeHtml(wanneer)),
    p(`${a(links.weerMeedoen, 'Ik doe weer mee')} (je houdt je verkopersnummer)`),
    p(
      voorrangTot
        ? `${a(links.registreren, 'Het formulier')} opent voor iedereen op ${escapeHtml(dagEnTijd(voorrangTot))}; met de link hierboven kan het nu al.`
        : `Of ${a(links.registreren, 'schrijf je in via het formulier')}.`,
    ),
    p(
      `Je krijgt deze herinnering één keer per beurs. ${a(links.afmelden, 'Afmelden voor herinneringen')} · ` +
        a(links.gegevens, 'Mijn gegevens inzien, verbeteren of verwijderen'),
    ),
    p(`Met vriendelijke groet,<br>${escapeHtml(organisatie)}`),
  ]);
  return {
    to: deelnemer.email,
    subject: voorrangTot
      ? 'Voorrang: je kunt je nu al weer aanmelden voor de kinderkledingbeurs'
      : 'De inschrijving voor de kinderkledingbeurs is geopend',
    text: regels.join('\n'),
    html,
  };
}
