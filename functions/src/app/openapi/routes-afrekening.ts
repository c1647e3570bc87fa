/** The settlement's routes and paying sellers by bank (issue 36), for the route list (routes.ts). */
import { z } from 'zod';
import {
  afrekeningInstellingenSchema,
  andersBetaaldSchema,
  geteldSchema,
  regelBesluitSchema,
  regelsBesluitSchema,
  retourBijAfgifteSchema,
  tenaamstellingBody,
} from '../../afrekening/domein/schemas';
import { kassaIdSchema } from '../../afrekening/api/afrekening';
import { bonRegelSchema } from '../../kassa/domein/schemas';
import { r, token, verkoper, type ApiRoute } from './route';

const bonRegel = { bonId: bonRegelSchema.shape.bonId, regel: bonRegelSchema.shape.regel };

export const AFREKENING_ROUTES: readonly ApiRoute[] = [
  // The settlement.
  r('GET', '/api/afrekening', 'Afrekening', 'beheerder', 'The settlement, live or closed'),
  r('GET', '/api/afrekening/na-afsluiting', 'Afrekening', 'beheerder', 'Receipts that came after closing'),
  r('GET', '/api/afrekening/instellingen', 'Afrekening', 'beheerder', 'Commission and costs'),
  r('PUT', '/api/afrekening/instellingen', 'Afrekening', 'beheerder', 'Change commission and costs', {
    body: afrekeningInstellingenSchema,
  }),
  r('PUT', '/api/afrekening/retour/:nummer', 'Afrekening', 'beheerder', 'The seller’s “retour bij afgifte” mark', {
    params: verkoper,
    body: retourBijAfgifteSchema,
  }),
  r('PUT', '/api/afrekening/geteld/:kassaId', 'Afrekening', 'beheerder', 'The cash counted at a till', {
    params: { kassaId: kassaIdSchema },
    body: geteldSchema,
  }),
  r('PUT', '/api/afrekening/regels', 'Afrekening', 'beheerder', 'Decide every open line of one kind', {
    body: regelsBesluitSchema,
  }),
  r('PUT', '/api/afrekening/regels/:bonId/:regel', 'Afrekening', 'beheerder', 'Decide one line to check', {
    params: bonRegel,
    body: regelBesluitSchema,
  }),
  r('POST', '/api/afrekening/sluiten', 'Afrekening', 'beheerder', 'Close the settlement'),
  r('GET', '/api/afrekening/export.csv', 'Afrekening', 'beheerder', 'The settlement as CSV', { antwoord: 'csv' }),
  r('GET', '/api/afrekening/enveloppen.pdf', 'Afrekening', 'beheerder', 'One envelope slip per seller', {
    antwoord: 'pdf',
  }),
  r('GET', '/api/afrekening/overzicht.pdf', 'Afrekening', 'beheerder', 'The settlement’s overview', {
    antwoord: 'pdf',
  }),
  r('GET', '/api/mijn-gegevens/afrekening', 'Afrekening', 'persoonlijke link', 'The seller’s sales, then statement', {
    query: token,
  }),
  // Paying sellers by bank (issue 36).
  r('GET', '/api/afrekening/sepa.xml', 'Afrekening', 'beheerder', 'The SEPA batch (pain.001.001.03) of the transfers', {
    antwoord: 'xml',
  }),
  r('GET', '/api/afrekening/girocodes.pdf', 'Afrekening', 'beheerder', 'The transfers as GiroCodes (EPC QR)', {
    antwoord: 'pdf',
  }),
  r('POST', '/api/afrekening/uitbetaald', 'Afrekening', 'beheerder', 'Mark the transfers as done'),
  r('PUT', '/api/afrekening/tenaamstelling/:nummer', 'Afrekening', 'beheerder', 'Correct a seller’s account name', {
    params: verkoper,
    body: tenaamstellingBody,
  }),
  r('POST', '/api/afrekening/anders-betaald/:nummer', 'Afrekening', 'beheerder', 'Mark a seller as paid another way', {
    params: verkoper,
    body: andersBetaaldSchema,
  }),
  r('GET', '/api/mijn-gegevens/uitbetaling', 'Afrekening', 'persoonlijke link', 'How the seller is paid', {
    query: token,
  }),
  r('PUT', '/api/mijn-gegevens/uitbetaling', 'Afrekening', 'persoonlijke link', 'Choose cash or bank', {
    body: z.object({
      ...token,
      wijze: z.enum(['contant', 'bank']),
      iban: z.string().optional().describe('Required for bank; checked with its check digits, SEPA area only'),
      tenaamstelling: z
        .string()
        .max(70)
        .optional()
        .describe('Required for bank; at least one Latin letter after transliteration'),
    }),
  }),
];
