/**
 * The seller's confirmation mail (SPEC.md: 'a confirmation e-mail with the number follows'),
 * in Dutch, as HTML with a plain-text twin. The admin's mail button sends the same mail.
 */
import { LABELS_PAD, TIJDEN } from '../domain/beurs';
import { langeDatum, vrijdagVoor } from '../domain/datums';
import type { Beurs, Contactpersoon, Deelnemer, MailBericht } from '../domain/types';

export interface MailContext {
  /** yyyy-MM-dd of the fair Saturday, or null when no aflevering exists yet. */
  datum: string | null;
  beurs: Beurs;
  /** Base URL of the site, without a trailing slash. */
  publicUrl: string;
  contactpersonen: Contactpersoon[];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Names, addresses and the organisation are user input: they never become markup. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** One paragraph of the mail, kept as data so the HTML and the text twin say the same. */
type Regel = string | { tekst: string; link: string };

const LABEL_REGELS = [
  'Elk artikel krijgt een label met je verkopersnummer, de maat en de prijs.',
  'Maak het label stevig vast met een touwtje of een veiligheidsspeld (geen punaises).',
  "Wil je een artikel terug als het niet verkocht wordt? Zet dan een rode stip en het woord 'retour' op het label.",
  'Artikelen onder de 1 euro komen niet retour: als ze niet verkocht worden, gaan ze naar een goed doel.',
];

function contactRegels({ contactpersonen, beurs }: MailContext): string[] {
  const personen = contactpersonen.map((c) =>
    [c.naam, c.telefoon, c.email]
      .map((deel) => deel.trim())
      .filter(Boolean)
      .join(', '),
  );
  const regels = personen.length > 0 ? ['Vragen? Bel of mail naar:', ...personen] : [];
  if (beurs.email) regels.push(`Je kunt ook mailen naar ${beurs.email}.`);
  return regels;
}

/** The opening line of the confirmation for someone registered from the reserve list. */
export const RESERVE_INGESCHREVEN =
  'Er is een plaats vrijgekomen: je stond op de reservelijst en bent nu ingeschreven voor de kinderkledingbeurs.';

/** For a returning seller, in the confirmation and on the "Ik doe weer mee" page. */
export const MELDING_NUMMER_BEHOUDEN = 'Welkom terug! Je houdt je verkopersnummer van de vorige keer.';

export function bevestigingsMail(
  deelnemer: Pick<Deelnemer, 'naam' | 'email' | 'nummer' | 'afleveringen'>,
  context: MailContext,
  /** The personal link to see, correct or delete one's data (privacy/token.ts). */
  gegevensLink?: string,
  { vanReservelijst = false }: { vanReservelijst?: boolean } = {},
): MailBericht {
  const { datum, beurs, publicUrl } = context;
  const nummer = String(deelnemer.nummer);
  const labelsUrl = `${publicUrl.replace(/\/+$/, '')}${LABELS_PAD}`;
  const organisatie = beurs.organisatie.trim();

  const wanneer: string[] = datum
    ? [
        `De beurs is op ${langeDatum(datum)}${beurs.locatie ? ` in ${beurs.locatie}` : ''}.`,
        `Inleveren: ${langeDatum(vrijdagVoor(datum))}, van ${TIJDEN.inleverenVrijdag} uur.`,
        `Ophalen van je opbrengst en wat niet verkocht is: ${langeDatum(datum)}, van ${TIJDEN.ophalenZaterdag} uur.`,
      ]
    : [
        'De datum van de beurs volgt nog.',
        `Inleveren doe je op de vrijdag voor de beurs, van ${TIJDEN.inleverenVrijdag} uur.`,
        `Je opbrengst en wat niet verkocht is haal je op de zaterdag van de beurs op, van ${TIJDEN.ophalenZaterdag} uur.`,
      ];

  const labels: Regel[] = [...LABEL_REGELS, { tekst: 'Labels om te printen vind je hier:', link: labelsUrl }];
  const contact = contactRegels(context);
  const privacy: Regel[] = gegevensLink
    ? [
        {
          tekst: 'Je gegevens inzien, verbeteren of laten verwijderen kan via je persoonlijke link:',
          link: gegevensLink,
        },
      ]
    : [];
  // Linked to more than one fair: a returning seller, who keeps their number (issue 12).
  const terug = deelnemer.afleveringen.length > 1 ? [MELDING_NUMMER_BEHOUDEN] : [];
  const groet = organisatie
    ? `Met vriendelijke groet,\n${organisatie}`
    : 'Met vriendelijke groet,\nDe kinderkledingbeurs';

  const aanhef = vanReservelijst ? RESERVE_INGESCHREVEN : 'Bedankt voor je inschrijving voor de kinderkledingbeurs.';
  const text = [
    `Hallo ${deelnemer.naam},`,
    '',
    aanhef,
    `Je verkopersnummer is: ${nummer}`,
    ...terug,
    '',
    ...wanneer,
    '',
    'Labelen',
    ...labels.map((r) => (typeof r === 'string' ? `- ${r}` : `- ${r.tekst} ${r.link}`)),
    '',
    ...(contact.length > 0 ? [...contact, ''] : []),
    ...privacy.map((r) => (typeof r === 'string' ? r : `${r.tekst} ${r.link}`)),
    ...(privacy.length > 0 ? [''] : []),
    groet,
    '',
  ].join('\n');

  const p = (inhoud: string) => `<p style="margin:0 0 12px">${inhoud}</p>`;
  const html = [
    '<!doctype html>',
    '<html lang="nl"><head><meta charset="utf-8"><title>Je verkopersnummer</title></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222">',
    p(`Hallo ${escapeHtml(deelnemer.naam)},`),
    p(escapeHtml(aanhef)),
    p('Je verkopersnummer is:'),
    `<p style="margin:0 0 16px;font-size:32px;font-weight:bold">${escapeHtml(nummer)}</p>`,
    ...terug.map((r) => p(escapeHtml(r))),
    ...wanneer.map((r) => p(escapeHtml(r))),
    '<h2 style="font-size:17px;margin:16px 0 8px">Labelen</h2>',
    '<ul style="margin:0 0 12px;padding-left:20px">',
    ...labels.map((r) =>
      typeof r === 'string'
        ? `<li>${escapeHtml(r)}</li>`
        : `<li>${escapeHtml(r.tekst)} <a href="${escapeHtml(r.link)}">${escapeHtml(r.link)}</a></li>`,
    ),
    '</ul>',
    ...(contact.length > 0 ? [p(contact.map(escapeHtml).join('<br>'))] : []),
    ...privacy.map((r) =>
      typeof r === 'string'
        ? p(escapeHtml(r))
        : p(`${escapeHtml(r.tekst)} <a href="${escapeHtml(r.link)}">${escapeHtml(r.link)}</a>`),
    ),
    p(escapeHtml(groet).replace('\n', '<br>')),
    '</body></html>',
  ].join('\n');

  return {
    to: deelnemer.email,
    subject: `Je verkopersnummer voor de kinderkledingbeurs: ${nummer}`,
    text,
    html,
  };
}

/** The confirmation of a place on the reserve list, with the link to leave it. */
export function reservelijstMail(
  plaats: { naam: string; email: string },
  context: MailContext,
  /** The personal link that takes the person off the list (privacy/token.ts). */
  verlaatLink: string,
): MailBericht {
  const organisatie = context.beurs.organisatie.trim() || 'De kinderkledingbeurs';
  const regels = [
    'Je staat op de reservelijst van de kinderkledingbeurs.',
    'Komt er een plaats vrij, dan schrijven we je automatisch in, in de volgorde van de lijst. Je krijgt dan een mail met je verkopersnummer.',
  ];
  const verlaten = 'Wil je niet meer op de reservelijst staan? Gebruik dan deze link:';
  const contact = contactRegels(context);
  const text = [
    `Hallo ${plaats.naam},`,
    '',
    ...regels,
    '',
    `${verlaten} ${verlaatLink}`,
    '',
    ...(contact.length > 0 ? [...contact, ''] : []),
    `Met vriendelijke groet,\n${organisatie}`,
    '',
  ].join('\n');
  const p = (inhoud: string) => `<p style="margin:0 0 12px">${inhoud}</p>`;
  const html = [
    '<!doctype html>',
    '<html lang="nl"><head><meta charset="utf-8"><title>Reservelijst</title></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222">',
    p(`Hallo ${escapeHtml(plaats.naam)},`),
    ...regels.map((r) => p(escapeHtml(r))),
    p(`${escapeHtml(verlaten)} <a href="${escapeHtml(verlaatLink)}">${escapeHtml(verlaatLink)}</a>`),
    ...(contact.length > 0 ? [p(contact.map(escapeHtml).join('<br>'))] : []),
    p(`Met vriendelijke groet,<br>${escapeHtml(organisatie)}`),
    '</body></html>',
  ].join('\n');
  return { to: plaats.email, subject: 'Je staat op de reservelijst van de kinderkledingbeurs', text, html };
}

/** The confirmation of a volunteer's sign-up: which shifts, when, and the perk. */
export function vrijwilligerMail(
  persoon: { naam: string; email: string },
  diensten: { naam: string; tijd: string }[],
  context: MailContext,
): MailBericht {
  const { datum, beurs } = context;
  const organisatie = beurs.organisatie.trim() || 'De kinderkledingbeurs';
  const regels = diensten.map((d) => `${d.naam}: ${d.tijd}`);
  const intro = datum
    ? `Bedankt dat je komt helpen bij de kinderkledingbeurs van ${langeDatum(datum)}. Je bent aangemeld voor:`
    : 'Bedankt dat je komt helpen bij de kinderkledingbeurs. Je bent aangemeld voor:';
  const perk = 'Als vrijwilliger betaal je geen administratiekosten.';
  const contact = contactRegels(context);
  const text = [
    `Hallo ${persoon.naam},`,
    '',
    intro,
    ...regels.map((r) => `- ${r}`),
    '',
    perk,
    '',
    ...(contact.length > 0 ? [...contact, ''] : []),
    `Met vriendelijke groet,\n${organisatie}`,
    '',
  ].join('\n');
  const p = (inhoud: string) => `<p style="margin:0 0 12px">${inhoud}</p>`;
  const html = [
    '<!doctype html>',
    '<html lang="nl"><head><meta charset="utf-8"><title>Je aanmelding als vrijwilliger</title></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222">',
    p(`Hallo ${escapeHtml(persoon.naam)},`),
    p(escapeHtml(intro)),
    `<ul style="margin:0 0 12px;padding-left:20px">${regels.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`,
    p(escapeHtml(perk)),
    ...(contact.length > 0 ? [p(contact.map(escapeHtml).join('<br>'))] : []),
    p(`Met vriendelijke groet,<br>${escapeHtml(organisatie)}`),
    '</body></html>',
  ].join('\n');
  return { to: persoon.email, subject: 'Je aanmelding als vrijwilliger voor de kinderkledingbeurs', text, html };
}

/** The administrator's message to the volunteers of one shift, one mail each. */
export function dienstBericht(persoon: { naam: string; email: string }, onderwerp: string, tekst: string): MailBericht {
  const text = `Hallo ${persoon.naam},\n\n${tekst}\n`;
  const html = [
    '<!doctype html>',
    `<html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(onderwerp)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222">',
    `<p style="margin:0 0 12px">Hallo ${escapeHtml(persoon.naam)},</p>`,
    ...tekst
      .split(/\n{2,}/)
      .map((alinea) => `<p style="margin:0 0 12px">${escapeHtml(alinea).replace(/\n/g, '<br>')}</p>`),
    '</body></html>',
  ].join('\n');
  return { to: persoon.email, subject: onderwerp, text, html };
}
