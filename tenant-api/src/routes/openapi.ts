import { createDocument } from 'zod-openapi';
import { z } from 'zod';
import {
  AuthResponse,
  ErrorBody,
  FeeQuery,
  FeeResult,
  Health,
  PerformerListQuery,
  PerformerListResponse,
  PerformerProfile,
  SignInBody,
  SignUpBody,
  TenantInfo,
  TiersResponse,
  User,
} from '../contract';
import type { AppRouter } from '../http/context';

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const errors = {
  '400': json(ErrorBody, 'Invalid input; `fields` names each invalid field'),
  '401': json(ErrorBody, 'Missing, invalid, expired or foreign token'),
  '404': json(ErrorBody, 'Unknown tenant or resource'),
};
const bearer = [{ bearerAuth: [] }];

/** Query schemas parse strings into typed values; the document shows the strings clients send. */
const queryOf = (schema: z.ZodObject) =>
  z.object(Object.fromEntries(Object.keys(schema.shape).map((key) => [key, z.string().optional()])));

export function buildOpenApiDocument() {
  return createDocument({
    openapi: '3.1.0',
    info: { title: 'Talent marketplace tenant API', version: '1.0.0' },
    servers: [{ url: '/api' }],
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths: {
      '/health': {
        get: {
          summary: 'Service and database status',
          responses: { '200': json(Health, 'Up'), '503': json(Health, 'Database down') },
        },
      },
      '/tenant': {
        get: { summary: 'The tenant serving this host', responses: { '200': json(TenantInfo, 'Tenant'), ...errors } },
      },
      '/auth/signup': {
        post: {
          summary: 'Create a buyer or performer account',
          requestBody: { content: { 'application/json': { schema: SignUpBody } } },
          responses: {
            '201': json(AuthResponse, 'Signed up'),
            '409': json(ErrorBody, 'Email already registered'),
            ...errors,
          },
        },
      },
      '/auth/signin': {
        post: {
          summary: 'Sign in',
          requestBody: { content: { 'application/json': { schema: SignInBody } } },
          responses: { '200': json(AuthResponse, 'Signed in'), '429': json(ErrorBody, 'Too many attempts'), ...errors },
        },
      },
      '/auth/me': {
        get: { summary: 'The signed-in user', security: bearer, responses: { '200': json(User, 'User'), ...errors } },
      },
      '/performers': {
        get: {
          summary: 'Browse vetted performers',
          requestParams: { query: queryOf(PerformerListQuery) },
          responses: { '200': json(PerformerListResponse, 'A page of performers'), ...errors },
        },
      },
      '/performers/{id}': {
        get: {
          summary: 'A performer’s public profile',
          requestParams: { path: z.object({ id: z.uuid() }) },
          responses: { '200': json(PerformerProfile, 'Profile'), ...errors },
        },
      },
      '/tiers': {
        get: {
          summary: 'Subscription tiers and fees of this tenant',
          responses: { '200': json(TiersResponse, 'Tiers'), ...errors },
        },
      },
      '/fees/calculate': {
        get: {
          summary: 'Price a booking for the caller’s tier (or `tier`)',
          requestParams: { query: queryOf(FeeQuery) },
          responses: { '200': json(FeeResult, 'Fee breakdown in cents'), ...errors },
        },
      },
    },
  });
}

export function openApiRoutes(router: AppRouter): void {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  router.get('/openapi.json', (ctx) => {
    document ??= buildOpenApiDocument();
    ctx.body = document;
  });
}
