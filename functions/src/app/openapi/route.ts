/**
 * One entry of the route list (routes.ts): who may call it, its schemas, what it answers; with
 * the pieces several areas' entries share.
 */
import { z, type ZodType } from 'zod';
import { verkopersnummerSchema } from '../../registratie/domein/schemas';

/** Who may call a route: anyone, the administrator (session + CSRF), a till or desk (its link's token), a seller's personal link. */
export type Wie = 'iedereen' | 'beheerder' | 'kassa' | 'inleverbalie' | 'ophaalbalie' | 'persoonlijke link';
/** What a successful answer is. */
export type Soort = 'json' | 'pdf' | 'csv' | 'svg' | 'xml' | 'tekst' | 'stroom' | 'html' | 'css' | 'script' | 'leeg';

export interface ApiRoute {
  methode: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Express's notation: '/api/inlevering/verkopers/:nummer'. */
  pad: string;
  gebied: string;
  wie: Wie;
  samenvatting: string;
  body?: ZodType;
  /** Body as text/plain (the news), not JSON. */
  tekstBody?: boolean;
  query?: Record<string, ZodType>;
  /** Path parameters with their schema; one without is a string. */
  params?: Record<string, ZodType>;
  antwoord?: Soort;
  status?: number;
}

/** One route's entry. */
export const r = (
  methode: ApiRoute['methode'],
  pad: string,
  gebied: string,
  wie: Wie,
  samenvatting: string,
  extra: Partial<ApiRoute> = {},
): ApiRoute => ({ methode, pad, gebied, wie, samenvatting, ...extra });

export const token = { token: z.string().describe('The personal link’s token (from the mail)') };
export const verkoper = { nummer: verkopersnummerSchema };
