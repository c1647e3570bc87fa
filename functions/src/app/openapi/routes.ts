/**
 * Every route of the API with who may call it and the zod schemas its handler validates with:
 * the source of the OpenAPI document (document.ts). The schemas are the routes' own, imported,
 * so what the document says a body must be is what the server checks; the test beside it fails
 * when a route answers that has no entry here, or an entry names a route that does not exist.
 * docs/API.md keeps what a schema cannot say: the flows, the runtimes, the limits, the answers.
 */
import { z } from 'zod';
import { r, token, verkoper, type ApiRoute, type Wie } from './route';
import { AFREKENING_ROUTES } from './routes-afrekening';

export type { ApiRoute, Soort, Wie } from './route';
import { artikelInstellingenSchema, artikelSchema } from '../../artikelen/domein/schemas';
import { loginSchema } from '../../beheer/domein/schemas';
import { nummerSchema as baliNummerSchema, stappenSchema } from '../../inlevering/domein/schemas';
import { bonIdSchema, idSchema } from '../../kassa/api/kassa';
import {
  bonnenVerzendingSchema,
  kassaContactSchema,
  kassaInstellingenSchema,
  kassaSchema,
  pinBesluitSchema,
} from '../../kassa/domein/schemas';
import { statusSchema } from '../../mail/api/mail';
import { graceSchema } from '../../privacy/api/privacy';
import { nummerSchema, nummerVerzoekSchema } from '../../registratie/api/deelnemers';
import { automatischSchema, richtingSchema } from '../../registratie/api/reservelijst';
import {
  deelnemerUpdateSchema,
  nieuweDeelnemerSchema,
  termijnSchema,
  toewijzingMetBevestigenSchema,
} from '../../registratie/domein/schemas';
import { afleveringSchema, beursSchema, contactpersoonSchema, settingsSchema } from '../../seizoen/domein/schemas';
import { aanmeldingIdSchema } from '../../vrijwilligers/api/vrijwilligers';
import {
  dienstenSchema,
  dienstInstellingSchema,
  dienstMailSchema,
  dienstSoortSchema,
  vrijwilligerSchema,
} from '../../vrijwilligers/domein/schemas';

const artikelBody = z.object({ artikel: artikelSchema });
const artikelnummer = { artikelnummer: z.coerce.number().int().min(1) };

/** The settings paths (voorbereiding/api/instellingen.ts), each reading and changing one field. */
const instellingen = (['inschrijvinggeopend', 'inschrijvinggesloten', 'maximumaantaldeelnemers'] as const).flatMap(
  (naam) => [
    r('GET', `/api/settings/${naam}`, 'Instellingen', 'iedereen', `The setting ${naam}`),
    r(
      'PUT',
      `/api/settings/${naam}`,
      'Instellingen',
      'beheerder',
      `Change ${naam} (the whole settings object may be sent)`,
      {
        body: settingsSchema,
      },
    ),
  ],
);

/** How places are given out (issue 52; voorbereiding/api/toewijzing.ts). */
const toewijzing = [
  r('GET', '/api/toewijzing', 'Instellingen', 'iedereen', 'The opening at a set time and the early rounds'),
  r('PUT', '/api/toewijzing', 'Instellingen', 'beheerder', 'Set the opening time, the early rounds or a draw', {
    body: toewijzingMetBevestigenSchema,
  }),
  r('POST', '/api/toewijzing/loting/trekken', 'Instellingen', 'beheerder', 'Run the draw now that its window closed'),
  r('GET', '/api/toewijzing/loting/uitslag', 'Instellingen', 'iedereen', "The draw's result, without names, to check"),
];

/** Drop-off and pick-up: the same routes for the administrator (/api) and a desk (/api/balie). */
const balie = (voor: '/api' | '/api/balie', taak: 'inlevering' | 'ophalen'): ApiRoute[] => {
  const wie: Wie = voor === '/api' ? 'beheerder' : taak === 'inlevering' ? 'inleverbalie' : 'ophaalbalie';
  const gebied = taak === 'inlevering' ? 'Inleveren' : 'Ophalen';
  return [
    r(
      'GET',
      `${voor}/${taak}/verkopers`,
      gebied,
      wie,
      'Every seller of the fair as the desk sees them, to keep on the device',
    ),
    r('GET', `${voor}/${taak}/verkopers/:nummer`, gebied, wie, 'One seller as the desk sees them', {
      params: { nummer: baliNummerSchema },
    }),
    r('GET', `${voor}/${taak}/voortgang`, gebied, wie, 'The progress (computed at most every 2 s)'),
    r('GET', `${voor}/${taak}/balie`, gebied, wie, 'Who this desk is'),
    r('POST', `${voor}/${taak}/stappen`, gebied, wie, 'The steps taken, in order; each answered on its own', {
      body: stappenSchema,
    }),
  ];
};

export const API_ROUTES: readonly ApiRoute[] = [
  // The till's device (Authorization: Bearer, its link's token).
  r(
    'GET',
    '/api/kassa/gegevens',
    'Kassa',
    'kassa',
    'What the till keeps on the device: the fair, its items, its own name',
  ),
  r('POST', '/api/kassa/bonnen', 'Kassa', 'kassa', 'Receipts from the till’s queue (idempotent by id)', {
    body: bonnenVerzendingSchema,
  }),
  r('POST', '/api/kassa/contact', 'Kassa', 'kassa', 'The till’s heartbeat: what waits on it', {
    body: kassaContactSchema,
  }),
  ...balie('/api/balie', 'inlevering'),
  ...balie('/api/balie', 'ophalen'),
  // Registration, the reserve list, volunteers.
  r('POST', '/api/geregistreerde/save', 'Registratie', 'iedereen', 'Register as a seller (the opening rush)', {
    body: nieuweDeelnemerSchema,
  }),
  r('POST', '/api/reservelijst', 'Registratie', 'iedereen', 'Join the reserve list when the fair is full', {
    body: nieuweDeelnemerSchema,
  }),
  r('POST', '/api/vrijwilligers/aanmelden', 'Vrijwilligers', 'iedereen', 'Sign up as a volunteer for shifts', {
    body: vrijwilligerSchema,
  }),
  r('GET', '/api/mijn-gegevens/labels.pdf', 'Artikelen', 'persoonlijke link', 'The seller’s labels as a PDF', {
    query: { ...token, start: z.coerce.number().int().min(1).optional() },
    antwoord: 'pdf',
  }),
  // Session.
  r('GET', '/api/session', 'Sessie', 'iedereen', 'Who is logged in, and the CSRF token'),
  r('GET', '/api/config', 'Sessie', 'iedereen', 'The site’s public configuration'),
  r('POST', '/api/login', 'Sessie', 'iedereen', 'Log in as an administrator', { body: loginSchema }),
  r('POST', '/api/logout', 'Sessie', 'iedereen', 'Log out', { antwoord: 'leeg', status: 204 }),
  ...instellingen,
  ...toewijzing,
  // Participants.
  r(
    'GET',
    '/api/geregistreerde/aantalactievedeelnemers',
    'Registratie',
    'iedereen',
    'How many take part in the current fair',
  ),
  r('GET', '/api/geregistreerde/all', 'Registratie', 'beheerder', 'Everyone registered'),
  r('GET', '/api/geregistreerde/export.csv', 'Registratie', 'beheerder', 'Everyone registered as CSV', {
    antwoord: 'csv',
  }),
  r('PUT', '/api/geregistreerde/save', 'Registratie', 'beheerder', 'Change a participant', {
    body: deelnemerUpdateSchema,
  }),
  r('PUT', '/api/geregistreerde/nummer', 'Registratie', 'beheerder', 'Give a participant a seller number', {
    body: nummerVerzoekSchema,
  }),
  r('DELETE', '/api/geregistreerde/delete/:id', 'Registratie', 'beheerder', 'Delete a participant'),
  r('GET', '/api/verkopersnummers', 'Registratie', 'beheerder', 'How many seller numbers are left and reusable'),
  r('GET', '/api/geregistreerde/mail/:nummer', 'Registratie', 'beheerder', 'Send the confirmation again', {
    params: { nummer: nummerSchema },
  }),
  // Confirming the place (issue 53).
  r('POST', '/api/geregistreerde/:id/bevestigen', 'Registratie', 'beheerder', 'Confirm a place on someone’s behalf'),
  r('PUT', '/api/geregistreerde/:id/termijn', 'Registratie', 'beheerder', 'Extend one person’s term to confirm', {
    body: termijnSchema,
  }),
  r('GET', '/api/mijn-gegevens/bevestigen', 'Registratie', 'persoonlijke link', 'Whether to confirm, and by when', {
    query: token,
  }),
  r('POST', '/api/mijn-gegevens/bevestigen', 'Registratie', 'persoonlijke link', '“Ik kom”: confirm one’s place', {
    body: z.object(token),
  }),
  // The season: fairs, news, contacts, the fair's texts.
  r('GET', '/api/aflevering/all', 'Seizoen', 'iedereen', 'Every fair (aflevering)'),
  r('GET', '/api/aflevering/last', 'Seizoen', 'iedereen', 'The current fair'),
  r('GET', '/api/aflevering/checklist', 'Seizoen', 'beheerder', 'What is left to prepare for the fair'),
  r('POST', '/api/aflevering', 'Seizoen', 'beheerder', 'Add or change a fair', { body: afleveringSchema }),
  r('DELETE', '/api/aflevering/delete/:id', 'Seizoen', 'beheerder', 'Delete a fair'),
  r('GET', '/api/nieuws/all', 'Nieuws', 'iedereen', 'The news text'),
  r('POST', '/api/nieuws/save', 'Nieuws', 'beheerder', 'Save the news text (HTML, sanitised)', { tekstBody: true }),
  r('GET', '/api/contactpersonen/all', 'Seizoen', 'iedereen', 'The contact persons'),
  r('POST', '/api/contactpersonen', 'Seizoen', 'beheerder', 'Add or change a contact person', {
    body: contactpersoonSchema,
  }),
  r('DELETE', '/api/contactpersonen/delete/:id', 'Seizoen', 'beheerder', 'Delete a contact person'),
  r('GET', '/api/beurs', 'Seizoen', 'iedereen', 'The fair’s own details'),
  r('PUT', '/api/beurs', 'Seizoen', 'beheerder', 'Change the fair’s own details', { body: beursSchema }),
  // Mail.
  r('GET', '/api/mail', 'Mail', 'beheerder', 'The outbox', { query: { status: statusSchema } }),
  r('POST', '/api/mail/:id/retry', 'Mail', 'beheerder', 'Send a failed mail again'),
  // Privacy and the personal link.
  r('GET', '/api/privacy', 'Privacy', 'iedereen', 'What is kept and for how long'),
  r('GET', '/api/mijn-gegevens', 'Privacy', 'persoonlijke link', 'The person’s own data', { query: token }),
  r('PUT', '/api/mijn-gegevens', 'Privacy', 'persoonlijke link', 'Correct one’s own data', {
    body: nieuweDeelnemerSchema.extend(token),
  }),
  r('DELETE', '/api/mijn-gegevens', 'Privacy', 'persoonlijke link', 'Erase one’s own data', { body: z.object(token) }),
  r('POST', '/api/afmelden', 'Privacy', 'persoonlijke link', 'No more reminders', { body: z.object(token) }),
  r('POST', '/api/weer-meedoen', 'Privacy', 'persoonlijke link', 'Take part in the next fair again', {
    body: z.object(token),
  }),
  r('GET', '/api/bewaren', 'Privacy', 'beheerder', 'The retention period'),
  r('PUT', '/api/bewaren', 'Privacy', 'beheerder', 'Change the retention period', { body: graceSchema }),
  // Reserve list.
  r('POST', '/api/reservelijst/verlaten', 'Registratie', 'persoonlijke link', 'Leave the reserve list', {
    body: z.object(token),
  }),
  r('GET', '/api/reservelijst', 'Registratie', 'beheerder', 'The reserve list'),
  r('PUT', '/api/reservelijst/automatisch', 'Registratie', 'beheerder', 'Move up from the reserve list by itself', {
    body: automatischSchema,
  }),
  r('POST', '/api/reservelijst/:id/:richting', 'Registratie', 'beheerder', 'Move someone up or down the list', {
    params: { richting: richtingSchema },
  }),
  r('DELETE', '/api/reservelijst/:id', 'Registratie', 'beheerder', 'Take someone off the reserve list'),
  ...AFREKENING_ROUTES,
  // Volunteers.
  r('GET', '/api/vrijwilligers/diensten', 'Vrijwilligers', 'iedereen', 'The shifts and their places'),
  r('GET', '/api/mijn-gegevens/diensten', 'Vrijwilligers', 'persoonlijke link', 'One’s own shifts', { query: token }),
  r('POST', '/api/mijn-gegevens/diensten', 'Vrijwilligers', 'persoonlijke link', 'Take shifts', {
    body: z.object({ ...token, diensten: dienstenSchema }),
  }),
  r('DELETE', '/api/mijn-gegevens/diensten', 'Vrijwilligers', 'persoonlijke link', 'Give up a shift', {
    body: aanmeldingIdSchema.extend(token),
  }),
  r('GET', '/api/vrijwilligers/rooster', 'Vrijwilligers', 'beheerder', 'The roster'),
  r('PUT', '/api/vrijwilligers/diensten/:dienst', 'Vrijwilligers', 'beheerder', 'Change a shift', {
    params: { dienst: dienstSoortSchema },
    body: dienstInstellingSchema,
  }),
  r('DELETE', '/api/vrijwilligers/aanmeldingen/:id', 'Vrijwilligers', 'beheerder', 'Remove a volunteer from a shift'),
  r('POST', '/api/vrijwilligers/diensten/:dienst/mail', 'Vrijwilligers', 'beheerder', 'Mail everyone of a shift', {
    params: { dienst: dienstSoortSchema },
    body: dienstMailSchema,
  }),
  // Items and labels.
  r('GET', '/api/mijn-gegevens/artikelen', 'Artikelen', 'persoonlijke link', 'The seller’s items', { query: token }),
  r('POST', '/api/mijn-gegevens/artikelen', 'Artikelen', 'persoonlijke link', 'Add an item', {
    body: artikelBody.extend(token),
    status: 201,
  }),
  r('PUT', '/api/mijn-gegevens/artikelen/:artikelnummer', 'Artikelen', 'persoonlijke link', 'Change an item', {
    params: artikelnummer,
    body: artikelBody.extend(token),
  }),
  r('DELETE', '/api/mijn-gegevens/artikelen/:artikelnummer', 'Artikelen', 'persoonlijke link', 'Delete an item', {
    params: artikelnummer,
    body: z.object(token),
  }),
  r('GET', '/api/artikelen/testpagina.pdf', 'Artikelen', 'iedereen', 'A test page for the label sheet', {
    antwoord: 'pdf',
  }),
  r('GET', '/api/artikelen', 'Artikelen', 'beheerder', 'Every item of the fair, and the settings'),
  r('PUT', '/api/artikelen/instellingen', 'Artikelen', 'beheerder', 'Change the items’ settings', {
    body: artikelInstellingenSchema,
  }),
  r('GET', '/api/artikelen/export.csv', 'Artikelen', 'beheerder', 'Every item as CSV', { antwoord: 'csv' }),
  r('GET', '/api/artikelen/verkopers/:nummer', 'Artikelen', 'beheerder', 'One seller’s items', {
    params: verkoper,
  }),
  r('GET', '/api/artikelen/verkopers/:nummer/labels.pdf', 'Artikelen', 'beheerder', 'One seller’s labels as a PDF', {
    params: verkoper,
    antwoord: 'pdf',
  }),
  // Tills and desks (the administrator).
  r('GET', '/api/kassas', 'Kassa', 'beheerder', 'Every till and desk of the fair'),
  r('POST', '/api/kassas', 'Kassa', 'beheerder', 'Add a till or desk', { body: kassaSchema, status: 201 }),
  r('GET', '/api/kassas/instellingen', 'Kassa', 'beheerder', 'The till’s settings (Pinnen aan de kassa)'),
  r('PUT', '/api/kassas/instellingen', 'Kassa', 'beheerder', 'Switch pin at the till on or off', {
    body: kassaInstellingenSchema,
  }),
  r('GET', '/api/kassas/:id/qr', 'Kassa', 'beheerder', 'The link as a QR code', {
    params: { id: idSchema },
    antwoord: 'svg',
  }),
  r('POST', '/api/kassas/:id/intrekken', 'Kassa', 'beheerder', 'Revoke a link', { params: { id: idSchema } }),
  r('POST', '/api/kassas/:id/nieuwe-link', 'Kassa', 'beheerder', 'A new link (the old one stops)', {
    params: { id: idSchema },
  }),
  r('POST', '/api/kassas/bonnen/:id/annuleren', 'Kassa', 'beheerder', 'Cancel a receipt', {
    params: { id: bonIdSchema },
  }),
  r(
    'PUT',
    '/api/kassas/bonnen/:id/pin',
    'Kassa',
    'beheerder',
    'Decide how a pin receipt made while pin was off counts',
    {
      params: { id: bonIdSchema },
      body: pinBesluitSchema,
    },
  ),
  ...balie('/api', 'inlevering'),
  ...balie('/api', 'ophalen'),
  r('GET', '/api/beursdag', 'Inleveren', 'beheerder', 'The fair day on one screen'),
  r('POST', '/api/ophalen/rest-naar-goed-doel', 'Ophalen', 'beheerder', 'End of pick-up: what is left goes to charity'),
  // Public.
  r('GET', '/api/public', 'Publiek', 'iedereen', 'The public snapshot: settings, count, fair, news'),
  r('GET', '/api/live', 'Publiek', 'iedereen', 'The public snapshot as a live stream (server-sent events)', {
    antwoord: 'stroom',
  }),
  r('GET', '/api/:product/nextdate', 'Publiek', 'iedereen', 'The next fair’s date for a product slug'),
  r('GET', '/api/openapi.json', 'Publiek', 'iedereen', 'This document'),
  r('GET', '/api/docs', 'Publiek', 'iedereen', 'This document rendered for people (Swagger UI)', { antwoord: 'html' }),
  r('GET', '/api/docs/start.js', 'Publiek', 'iedereen', 'What starts Swagger UI on that page', {
    antwoord: 'script',
  }),
  r('GET', '/api/docs/pagina.css', 'Publiek', 'iedereen', 'That page’s own styles, for a phone', { antwoord: 'css' }),
  r(
    'GET',
    '/api/docs/:bestand',
    'Publiek',
    'iedereen',
    'Swagger UI’s own files (swagger-ui.css, swagger-ui-bundle.js)',
    {
      params: { bestand: z.enum(['swagger-ui.css', 'swagger-ui-bundle.js']) },
      antwoord: 'script',
    },
  ),
];
