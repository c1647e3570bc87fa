/**
 * The OpenAPI 3.1 document of the API, built from routes.ts: each request body, query and path
 * parameter as the JSON Schema of the zod schema the route validates with (zod 4's
 * z.toJSONSchema, the input side: what a client sends). Served at GET /api/openapi.json and
 * written to docs/openapi.json (npm run openapi). Answers are described in words and in
 * docs/API.md; errors always have the shape `Fout`.
 */
import { z, type ZodType } from 'zod';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../platform/http/security';
import { ANTWOORDEN } from './antwoorden';
import { API_ROUTES, type ApiRoute, type Soort, type Wie } from './routes';

type JsonSchema = Record<string, unknown>;

const schema = (s: ZodType): JsonSchema => {
  const { $schema: _, ...rest } = z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** '/api/x/:nummer' → '/api/x/{nummer}'. */
export const openApiPad = (pad: string) => pad.replace(/:(\w+)/g, '{$1}');

const BEVEILIGING: Record<Wie, Record<string, string[]>[]> = {
  iedereen: [],
  beheerder: [{ sessie: [], csrf: [] }],
  kassa: [{ apparaatLink: [] }],
  inleverbalie: [{ apparaatLink: [] }],
  ophaalbalie: [{ apparaatLink: [] }],
  'persoonlijke link': [],
};

const INHOUD: Record<Exclude<Soort, 'leeg'>, string> = {
  json: 'application/json',
  pdf: 'application/pdf',
  csv: 'text/csv',
  svg: 'image/svg+xml',
  xml: 'application/xml',
  tekst: 'text/plain',
  stroom: 'text/event-stream',
  html: 'text/html',
  css: 'text/css',
  script: 'text/javascript',
};

function operatie(route: ApiRoute) {
  const padParams = [...route.pad.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const parameters = [
    ...padParams.map((naam) => ({
      name: naam,
      in: 'path',
      required: true,
      schema: route.params?.[naam] ? schema(route.params[naam]) : { type: 'string' },
    })),
    ...Object.entries(route.query ?? {}).map(([naam, s]) => ({
      name: naam,
      in: 'query',
      required: !s.safeParse(undefined).success,
      schema: schema(s),
    })),
  ];
  const soort = route.antwoord ?? 'json';
  const status = String(route.status ?? 200);
  return {
    tags: [route.gebied],
    summary: route.samenvatting,
    description: [`Who: ${route.wie}.`, ANTWOORDEN[`${route.methode} ${route.pad}`]].filter(Boolean).join('\n\n'),
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: schema(route.body) } } } }
      : route.tekstBody
        ? { requestBody: { required: true, content: { 'text/plain': { schema: { type: 'string' } } } } }
        : {}),
    security: BEVEILIGING[route.wie],
    responses: {
      [status]: {
        description: 'OK',
        ...(soort === 'leeg'
          ? {}
          : { content: { [INHOUD[soort]]: { schema: soort === 'json' ? {} : { type: 'string' } } } }),
      },
      '4XX': { $ref: '#/components/responses/Fout' },
      '5XX': { $ref: '#/components/responses/Fout' },
    },
  };
}

export function openApiDocument(routes: readonly ApiRoute[] = API_ROUTES) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    (paths[openApiPad(route.pad)] ??= {})[route.methode.toLowerCase()] = operatie(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kinderkledingbeurs API',
      version: '1.0.0',
      description:
        'The API of the website and the organisers’ tools. Messages are Dutch. See docs/API.md for the flows, the limits and what each answer holds.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(routes.map((r) => r.gebied))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        sessie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The administrator’s session (POST /api/login)',
        },
        csrf: {
          type: 'apiKey',
          in: 'header',
          name: CSRF_HEADER,
          description: `The token of the ${CSRF_COOKIE} cookie or GET /api/session, on every write`,
        },
        apparaatLink: { type: 'http', scheme: 'bearer', description: 'A till’s or desk’s link token' },
      },
      schemas: {
        Fout: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string', description: 'What went wrong, in Dutch' },
            veld: { type: 'string', description: 'The field it is about, when there is one' },
          },
        },
      },
      responses: {
        Fout: {
          description: 'A refusal or fault, in Dutch',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Fout' } } },
        },
      },
    },
  };
}
