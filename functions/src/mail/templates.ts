/**
 * The mails to a person, in Dutch, as HTML with a plain-text twin, in one frame
 * (persoonlijkeMail): the seller's confirmation (SPEC.md: 'a confirmation e-mail with the number
 * follows'; the admin's mail button sends the same mail), the reserve list's and the
 * volunteer's confirmation, and the administrator's message to one shift.
 */
import { LABELS_PAD, TIJDEN } from '../kern/beurs';
import { leesbareDeadline } from '../kern/deadline';
import { dagEnTijd, langeDatum, vrijdagVoor } from '../kern/datums';
import type { Aflevering, Beurs, Contactpersoon, Deelnemer, MailBericht } from '../kern/types';

export interface MailContext {
  /** yyyy-MM-dd of the fair Saturday, or null when no aflevering exists yet. */
  datum: string | null;
  beurs: Beurs;
  /** Base URL of the site, without a trailing slash. */
  publicUrl: string;
  contactpersonen: Contactpersoon[];
}

/** The mail context, and the current fair (aflevering) its date comes from. */
export interface MailContextMetBeurs extends MailContext {
  aflevering: Aflevering | null;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const HTML_TEKENS = /[&<>"']/;

/**
 * Names, addresses and the organisation are user input: they never become markup. Most lines
 * have none of these characters and are given back as they are (every registration of the
 * opening rush escapes a mail's worth of lines).
 */
export const escapeHtml = (value: string) =>
  HTML_TEKENS.test(value) ? value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]) : value;

/** One paragraph of the mail, kept as data so the HTML and the text twin say the same. */
type Regel = string | { tekst: string; link: string };

/** One block of a mail's body. */
export type Blok =
  | Regel
  /** A heading. */
  | { kop: string }
  /** A bulleted list. */
  | { lijst: Regel[] }
  /** Lines kept together in one paragraph (contact details). */
  | { regels: string[] }
  /** A text followed by one value in large print (the seller number). */
  | { tekst: string; groot: string };

const P = (inhoud: string) => `<p style="margin:0 0 12px">${inhoud}</p>`;

const regelTekst = (r: Regel) => (typeof r === 'string' ? r : `${r.tekst} ${r.link}`);
const regelHtml = (r: Regel) =>
  typeof r === 'string'
    ? escapeHtml(r)
    : `${escapeHtml(r.tekst)} <a href="${escapeHtml(r.link)}">${escapeHtml(r.link)}</a>`;

function blokTekst(b: Blok): string[] {
  if (typeof b === 'string' || 'link' in b) return [regelTekst(b)];
  if ('kop' in b) return [b.kop];
  if ('lijst' in b) return b.lijst.map((r) => `- ${regelTekst(r)}`);
  if ('regels' in b) return b.regels;
  return [`${b.tekst} ${b.groot}`];
}

function blokHtml(b: Blok): string[] {
  if (typeof b === 'string' || 'link' in b) return [P(regelHtml(b))];
  if ('kop' in b) return [`<h2 style="font-size:17px;margin:16px 0 8px">${escapeHtml(b.kop)}</h2>`];
  if ('lijst' in b) {
    return [
      '<ul style="margin:0 0 12px;padding-left:20px">',
      ...b.lijst.map((r) => `<li>${regelHtml(r)}</li>`),
      '</ul>',
    ];
  }
  if ('regels' in b) return [P(b.regels.map(escapeHtml).join('<br>'))];
  return [
    P(escapeHtml(b.tekst)),
    `<p style="margin:0 0 16px;font-size:32px;font-weight:bold">${escapeHtml(b.groot)}</p>`,
  ];
}

/** The HTML document every mail is: Dutch, one readable font, the body's lines as given. */
export const htmlMail = (titel: string, body: string[]) =>
  [
    '<!doctype html>',
    `<html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(titel)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222">',
    ...body,
    '</body></html>',
  ].join('\n');

/**
 * The frame of the mails to a person: the greeting, the body's groups (in the text twin
 * separated by an empty line; an empty group is left out) and the closing with the organisation.
 */
export function persoonlijkeMail({
  aan,
  onderwerp,
  titel,
  groepen,
  beurs,
}: {
  aan: { naam: string; email: string };
  onderwerp: string;
  titel: string;
  groepen: Blok[][];
  beurs: Beurs;
}): MailBericht {
  const organisatie = beurs.organisatie.trim() || 'De kinderkledingbeurs';
  const gevuld = groepen.filter((g) => g.length > 0);
  const text = [
    `Hallo ${aan.naam},`,
    '',
    ...gevuld.flatMap((g) => [...g.flatMap(blokTekst), '']),
    `Met vriendelijke groet,\n${organisatie}`,
    '',
  ].join('\n');
  const html = htmlMail(titel, [
    P(`Hallo ${escapeHtml(aan.naam)},`),
    ...gevuld.flatMap((g) => g.flatMap(blokHtml)),
    P(`Met vriendelijke groet,<br>${escapeHtml(organisatie)}`),
  ]);
  return { to: aan.email, subject: onderwerp, text, html };
}

const LABEL_REGELS = [
  'Elk artikel krijgt een label met je verkopersnummer, de maat en de prijs.',
  'Maak het label stevig vast met een touwtje of een veiligheidsspeld (geen punaises).',
  "Wil je een artikel terug als het niet verkocht wordt? Zet dan een rode stip en het woord 'retour' op het label.",
  'Artikelen onder de 1 euro komen niet retour: als ze niet verkocht worden, gaan ze naar een goed doel.',
];

/** While item entry is on: where the seller enters items, until when (artikelen/domein/artikelen.ts leesbareDeadline). */
export interface ArtikelenInvoer {
  /** The personal link to 'Mijn artikelen' (registratie/links.ts artikelenLink). */
  link: string;
  /** 'yyyy-MM-ddTHH:mm', the last minute the list can change. */
  deadline: string;
}

/** Entering items online replaces the hand-written labels: how, with the personal link and the deadline. */
const artikelenRegels = ({ link, deadline }: ArtikelenInvoer): Blok[] => [
  { kop: 'Je artikelen online invoeren' },
  'Voor deze beurs voer je je artikelen online in: omschrijving, maat en prijs. Daarna print je je labels met barcode zelf.',
  { tekst: 'Je artikelen invoeren kan via je persoonlijke link:', link },
  `Dat kan tot en met ${leesbareDeadline(deadline)}.`,
];

/** Whom to ask: a group of its own (empty when there is no one to name). */
export function contactGroep({ contactpersonen, beurs }: MailContext): Blok[] {
  const personen = contactpersonen.map((c) =>
    [c.naam, c.telefoon, c.email]
      .map((deel) => deel.trim())
      .filter(Boolean)
      .join(', '),
  );
  const regels = personen.length > 0 ? ['Vragen? Bel of mail naar:', ...personen] : [];
  if (beurs.email) regels.push(`Je kunt ook mailen naar ${beurs.email}.`);
  return regels.length > 0 ? [{ regels }] : [];
}

/** The opening line of the confirmation for someone registered from the reserve list. */
export const RESERVE_INGESCHREVEN =
  'Er is een plaats vrijgekomen: je stond op de reservelijst en bent nu ingeschreven voor de kinderkledingbeurs.';

/** For a returning seller, in the confirmation and on the "Ik doe weer mee" page. */
export const MELDING_NUMMER_BEHOUDEN = 'Welkom terug! Je houdt je verkopersnummer van de vorige keer.';

/** The deadline to confirm by and the link (issue 53), in the confirmation of a place. */
export const bevestigRegels = (tot: string, link: string | undefined): Blok[] => [
  { kop: 'Bevestig je plek' },
  `Bevestig vóór ${dagEnTijd(tot)} dat je komt. Doe je dat niet, dan gaat je plek naar de volgende op de reservelijst.`,
  ...(link ? [{ tekst: 'Bevestigen doe je met de knop "Ik kom" op je persoonlijke pagina:', link }] : []),
];

export function bevestigingsMail(
  deelnemer: Pick<Deelnemer, 'naam' | 'email' | 'nummer' | 'afleveringen'>,
  context: MailContext,
  /** The personal link to see, correct or delete one's data (registratie/links.ts). */
  gegevensLink?: string,
  {
    vanReservelijst = false,
    artikelen,
    bevestigVoor,
  }: {
    vanReservelijst?: boolean;
    /** Given while item entry is on: the mail says so instead of explaining hand-written labels. */
    artikelen?: ArtikelenInvoer;
    /** The deadline to confirm the place by (issue 53: mail/bevestigen.ts), when the fair asks it. */
    bevestigVoor?: string;
  } = {},
): MailBericht {
  const { datum, beurs, publicUrl } = context;
  const nummer = String(deelnemer.nummer);
  const labelsUrl = `${publicUrl.replace(/\/+$/, '')}${LABELS_PAD}`;

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
  const privacy: Blok[] = gegevensLink
    ? [
        {
          tekst: 'Je gegevens inzien, verbeteren of laten verwijderen kan via je persoonlijke link:',
          link: gegevensLink,
        },
      ]
    : [];
  // Linked to more than one fair: a returning seller, who keeps their number (issue 12).
  const terug = deelnemer.afleveringen.length > 1 ? [MELDING_NUMMER_BEHOUDEN] : [];
  const aanhef = vanReservelijst ? RESERVE_INGESCHREVEN : 'Bedankt voor je inschrijving voor de kinderkledingbeurs.';

  return persoonlijkeMail({
    aan: deelnemer,
    onderwerp: `Je verkopersnummer voor de kinderkledingbeurs: ${nummer}`,
    titel: 'Je verkopersnummer',
    groepen: [
      [aanhef, { tekst: 'Je verkopersnummer is:', groot: nummer }, ...terug],
      bevestigVoor ? bevestigRegels(bevestigVoor, gegevensLink) : [],
      wanneer,
      artikelen ? artikelenRegels(artikelen) : [{ kop: 'Labelen' }, { lijst: labels }],
      contactGroep(context),
      privacy,
    ],
    beurs,
  });
}

/** To every seller of the fair once, when the administrator switches item entry on. */
export function artikelenMail(
  deelnemer: Pick<Deelnemer, 'naam' | 'email' | 'nummer'>,
  context: MailContext,
  artikelen: ArtikelenInvoer,
): MailBericht {
  return persoonlijkeMail({
    aan: deelnemer,
    onderwerp: 'Voer je artikelen online in voor de kinderkledingbeurs',
    titel: 'Je artikelen online invoeren',
    groepen: [
      [
        `Goed nieuws: voor deze beurs kun je je artikelen online invoeren en je labels met barcode zelf printen. Je verkopersnummer is ${deelnemer.nummer}.`,
      ],
      artikelenRegels(artikelen).slice(1),
      contactGroep(context),
    ],
    beurs: context.beurs,
  });
}

/** The confirmation of a place on the reserve list, with the link to leave it. */
export function reservelijstMail(
  plaats: { naam: string; email: string },
  context: MailContext,
  /** The personal link that takes the person off the list (registratie/links.ts). */
  verlaatLink: string,
): MailBericht {
  return persoonlijkeMail({
    aan: plaats,
    onderwerp: 'Je staat op de reservelijst van de kinderkledingbeurs',
    titel: 'Reservelijst',
    groepen: [
      [
        'Je staat op de reservelijst van de kinderkledingbeurs.',
        'Komt er een plaats vrij, dan schrijven we je automatisch in, in de volgorde van de lijst. Je krijgt dan een mail met je verkopersnummer.',
      ],
      [{ tekst: 'Wil je niet meer op de reservelijst staan? Gebruik dan deze link:', link: verlaatLink }],
      contactGroep(context),
    ],
    beurs: context.beurs,
  });
}

/** The confirmation of a volunteer's sign-up: which shifts, when, and the perk. */
export function vrijwilligerMail(
  persoon: { naam: string; email: string },
  diensten: { naam: string; tijd: string }[],
  context: MailContext,
): MailBericht {
  const { datum } = context;
  const intro = datum
    ? `Bedankt dat je komt helpen bij de kinderkledingbeurs van ${langeDatum(datum)}. Je bent aangemeld voor:`
    : 'Bedankt dat je komt helpen bij de kinderkledingbeurs. Je bent aangemeld voor:';
  return persoonlijkeMail({
    aan: persoon,
    onderwerp: 'Je aanmelding als vrijwilliger voor de kinderkledingbeurs',
    titel: 'Je aanmelding als vrijwilliger',
    groepen: [
      [intro, { lijst: diensten.map((d) => `${d.naam}: ${d.tijd}`) }],
      ['Als vrijwilliger betaal je geen administratiekosten.'],
      contactGroep(context),
    ],
    beurs: context.beurs,
  });
}

/**
 * To a registered seller's address after a sign-up on the public form with it: the sign-up
 * waives their fee only once they confirm it through their own link (issue #24).
 */
export function vrijwilligerBevestigMail(
  persoon: { naam: string; email: string },
  gegevensLink: string,
  context: MailContext,
): MailBericht {
  return persoonlijkeMail({
    aan: persoon,
    onderwerp: 'Bevestig je aanmelding als vrijwilliger',
    titel: 'Bevestig je aanmelding als vrijwilliger',
    groepen: [
      [
        'Op de website is iemand met dit e-mailadres aangemeld als vrijwilliger. Dit adres hoort bij een verkoper.',
        'Ben jij dat? Kies dan op je persoonlijke pagina dezelfde diensten: pas dan tel je als vrijwilliger en vervallen je administratiekosten.',
        { tekst: 'Je persoonlijke pagina:', link: gegevensLink },
        'Was jij het niet? Dan hoef je niets te doen.',
      ],
      contactGroep(context),
    ],
    beurs: context.beurs,
  });
}

/** The administrator's message to the volunteers of one shift, one mail each. */
export function dienstBericht(persoon: { naam: string; email: string }, onderwerp: string, tekst: string): MailBericht {
  const text = `Hallo ${persoon.naam},\n\n${tekst}\n`;
  const html = htmlMail(onderwerp, [
    P(`Hallo ${escapeHtml(persoon.naam)},`),
    ...tekst.split(/\n{2,}/).map((alinea) => P(escapeHtml(alinea).replace(/\n/g, '<br>'))),
  ]);
  return { to: persoon.email, subject: onderwerp, text, html };
}
