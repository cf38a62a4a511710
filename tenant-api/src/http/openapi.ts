import { z } from 'zod';
import {
  createDocument,
  type CreateDocumentOptions,
  type ZodOpenApiOperationObject,
  type ZodOpenApiResponseObject,
} from 'zod-openapi';
import { ErrorBody } from '../contract';
import type { ErrorStatus, ResponseSpec, Route } from './routeTable';

/** What each error status means when a route does not say more. */
const ERROR_MEANINGS: Record<ErrorStatus, string> = {
  400: 'Invalid input; `error.fields` names each invalid field (path, query, header or body)',
  401: 'Missing, invalid, expired or signed-out token, or an unknown publishable key',
  402: 'Payment declined',
  403: 'Not allowed for this user, or the page’s Origin is not allowed for this publishable key',
  404: 'Unknown tenant (host or key), or unknown resource',
  409: 'Conflicts with the current state',
  410: 'Gone',
  413: 'The body is too large',
  415: 'The body is not application/json',
  422: 'The Idempotency-Key was already used for another request (another route or body)',
  423: 'The tenant is suspended',
  429: 'Too many requests; `Retry-After` says when to try again',
  500: 'An unexpected failure on our side (logged; never part of normal use)',
  502: 'The payment provider answered with an error',
  503: 'Briefly unavailable (database or a busy worker); `Retry-After` says when to try again',
};

const RetryAfter = z.object({
  'Retry-After': z.string().regex(/^\d+$/).meta({ description: 'Seconds to wait before trying again' }),
});

const IdempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .min(8)
    .max(200)
    .regex(/^[\w.:-]+$/)
    .optional()
    .meta({
      description:
        'Makes the call safe to retry: the same key (same user) answers the first status and body again (header `Idempotent-Replayed: true`) without redoing anything, for 24 hours. 8-200 of letters, digits, - _ . :',
    }),
});

const Replayed = z.object({
  'Idempotent-Replayed': z
    .enum(['true'])
    .optional()
    .meta({ description: 'Present when this is the stored answer of an earlier call with the same Idempotency-Key' }),
});

const TAGS: Record<string, string> = {
  System: 'Health, readiness and the tenant of the request',
  Reference: 'This document and its interactive reference',
  Auth: 'Sign-up, sign-in and invitations',
  Account: 'The signed-in user’s own account',
  Performers: 'Browsing performers, and a performer’s own profile',
  Pricing: 'Tiers and fees',
  Offers: 'Offers: make, answer, counter, cancel, pay',
  Payments: 'Checkout return, verification, the local checkout page and provider webhooks',
  Subscriptions: 'Buyer plans',
  Notifications: 'In-app notifications',
  Contact: 'The contact form',
  Dashboard: 'The signed-in user’s dashboard',
  Tours: 'Performers’ tours',
  Routing: 'Tour routing: venue opportunities, notifications, route optimisation and costs',
  Admin: 'The tenant admin console',
  Operator: 'The platform operator’s console',
  Development: 'Development-only helpers (DEV_MAILBOX=true)',
};

const BEARER = { bearerAuth: [] };
const KEY = { tenantKey: [] };
const SECURITY = {
  platform: [],
  public: [{}, KEY, BEARER, { ...BEARER, ...KEY }],
  user: [BEARER, { ...BEARER, ...KEY }],
  admin: [BEARER],
  operator: [BEARER],
} as const;

/** `/offers/:id` → `/offers/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The error statuses a route can answer: its own, plus those its access and inputs imply. */
export function errorStatuses(route: Route): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(Object.keys(route.errors ?? {}).map(Number) as ErrorStatus[]);
  const tenant = route.access !== 'platform';
  const hasInput = route.params || route.query || route.headers || route.body || route.rawBody;
  // A call without a body refuses one that has fields (http/routeTable.ts).
  const refusesBody = route.method !== 'get' && !route.rawBody;
  if (tenant || hasInput || route.idempotent || refusesBody) statuses.add(400);
  if (tenant) [401, 403, 404, 423].forEach((status) => statuses.add(status as ErrorStatus));
  if (route.body || refusesBody) [413, 415].forEach((status) => statuses.add(status as ErrorStatus));
  if (route.rawBody) statuses.add(413);
  if (route.idempotent) statuses.add(422);
  statuses.add(500).add(503);
  return [...statuses].sort();
}

function successResponse(spec: ResponseSpec, status: number, route: Route): ZodOpenApiResponseObject {
  const headers = route.idempotent ? { headers: Replayed } : {};
  if (spec instanceof z.ZodType) {
    return {
      description: status === 201 ? 'Created' : status === 202 ? 'Accepted' : 'OK',
      content: { 'application/json': { schema: spec } },
      ...headers,
    };
  }
  const content = Object.fromEntries(Object.entries(spec.content ?? {}).map(([type, schema]) => [type, { schema }]));
  const described = Object.fromEntries(
    Object.entries(spec.headers ?? {}).map(([name, description]) => [
      name,
      { description, schema: { type: 'string' } },
    ]),
  );
  return {
    description: spec.description,
    ...(spec.content ? { content } : {}),
    ...(spec.headers ? { headers: described } : headers),
  } as ZodOpenApiResponseObject;
}

function errorResponse(status: ErrorStatus, route: Route): ZodOpenApiResponseObject {
  const description = route.errors?.[status] ?? ERROR_MEANINGS[status];
  // A form page answers a refused card with the page again.
  const html = route.rawBody?.contentType.startsWith('application/x-www-form') && (status === 400 || status === 402);
  return {
    description,
    content: {
      'application/json': { schema: ErrorBody },
      ...(html ? { 'text/html': { schema: z.string() } } : {}),
    },
    ...(status === 429 || status === 503 ? { headers: RetryAfter } : {}),
  };
}

const UNEXPECTED = {
  description: 'Any other answer is an error',
  content: { 'application/json': { schema: ErrorBody } },
};
const MALFORMED = { description: 'A malformed request', content: { 'application/json': { schema: ErrorBody } } };

function operation(route: Route): ZodOpenApiOperationObject {
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const [status, spec] of Object.entries(route.responses))
    responses[status] = successResponse(spec, +status, route);
  for (const status of errorStatuses(route)) responses[status] = errorResponse(status, route);
  // Redirects only: any other answer is an error. No input to refuse: a malformed request still can be.
  if (!Object.keys(responses).some((status) => status.startsWith('2'))) responses.default = UNEXPECTED;
  if (!Object.keys(responses).some((status) => status.startsWith('4'))) responses['4XX'] = MALFORMED;
  const header = route.idempotent ? IdempotencyHeader : route.headers;
  const requestBody = route.body
    ? { required: true, content: { 'application/json': { schema: route.body } } }
    : route.rawBody
      ? { required: true, content: { [route.rawBody.contentType]: { schema: route.rawBody.schema } } }
      : undefined;
  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [...route.tags],
    security: SECURITY[route.access].map((requirement) => ({ ...requirement })),
    requestParams: {
      ...(route.params ? { path: route.params } : {}),
      ...(route.query ? { query: route.query } : {}),
      ...(header ? { header } : {}),
    },
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

const DESCRIPTION = `The marketplace API of one tenant. The tenant is the request's host (a custom domain, \`<slug>.localhost\`, or the flagship on \`localhost\`); a widget on an agency's page names it with its publishable key in \`X-Tenant-Key\` instead, from an allowed \`Origin\`.

Signed-in calls send \`Authorization: Bearer <token>\` (from sign-up or sign-in). On protected operations the token is checked before the input (401 before 400).

Every error is \`{ "error": { "code", "message", "fields"? } }\`. A method a path does not have is a 405 with \`Allow\`. Amounts are integer cents. Every URL in an answer is absolute.`;

/** The OpenAPI 3.1 document of these routes. */
export function buildOpenApiDocument(routes: Route[]) {
  const paths: Record<string, Record<string, ZodOpenApiOperationObject>> = {};
  for (const route of routes) (paths[openApiPath(route.path)] ??= {})[route.method] = operation(route);
  const used = new Set(routes.flatMap((route) => route.tags));
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Talent marketplace tenant API',
        version: '1.0.0',
        description: DESCRIPTION,
        license: { name: 'UNLICENSED', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/api', description: 'This server' }],
      tags: Object.entries(TAGS)
        .filter(([name]) => used.has(name))
        .map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The token of sign-up or sign-in',
          },
          tenantKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Tenant-Key',
            description:
              'A tenant’s publishable key (pk_live_…), for widgets on an allowed origin; names the tenant instead of the host',
          },
        },
      },
      paths,
    },
    { override: showDefault },
  );
}

/** zod leaves out the default of a parsed query value (the default is of the parsed type): it is the value sent. */
const showDefault: CreateDocumentOptions['override'] = ({ zodSchema, jsonSchema, io }) => {
  const def = zodSchema._zod.def as { type: string; defaultValue?: unknown };
  if (io === 'input' && def.type === 'default' && jsonSchema.default === undefined)
    jsonSchema.default = def.defaultValue;
};

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
