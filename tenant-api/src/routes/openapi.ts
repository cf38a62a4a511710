import { createDocument } from 'zod-openapi';
import { z } from 'zod';
import {
  ContactBody,
  ContactResponse,
  CounterOfferBody,
  CreateOfferResponse,
  DashboardResponse,
  MyOffersResponse,
  NotesBody,
  NotificationListResponse,
  OfferDetails,
  OfferDraft,
  RespondBody,
  CheckoutBody,
  CheckoutResponse,
  PaymentVerification,
  CounterResponseBody,
  AuthResponse,
  SignUpResponse,
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
  TenantInfoQuery,
  TiersResponse,
  User,
} from '../contract';
import { errorsOf, idempotencyErrors, idempotencyHeader, json, queryOf, security } from './openapiParts';
import type { AppRouter } from '../http/context';
import { accountPaths, updateMeOperation } from './accountOpenapi';
import { adminPaths } from './adminOpenapi';
import { operatorPaths } from './operatorOpenapi';
import { routingPaths } from './routingOpenapi';

const errors = errorsOf('Unknown tenant or resource');

/** Query schemas parse strings into typed values; the document shows the strings clients send. */

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
        get: {
          summary: 'The tenant serving this host, with its theme tokens',
          requestParams: { query: queryOf(TenantInfoQuery) },
          responses: { '200': json(TenantInfo, 'Tenant'), ...errors },
        },
      },
      '/auth/signup': {
        post: {
          summary: 'Create a buyer or performer account',
          requestBody: { content: { 'application/json': { schema: SignUpBody } } },
          responses: {
            '201': json(SignUpResponse, 'Signed up (with the purchase of a paid plan chosen on the form)'),
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
        get: { summary: 'The signed-in user', security, responses: { '200': json(User, 'User'), ...errors } },
        put: updateMeOperation,
      },
      ...accountPaths,
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
      '/offers/create': {
        post: {
          summary: 'A buyer makes an offer',
          security,
          requestParams: { header: idempotencyHeader },
          requestBody: { content: { 'application/json': { schema: OfferDraft } } },
          responses: { '201': json(CreateOfferResponse, 'Created'), '409': json(ErrorBody, 'Conflict'), ...errors },
        },
      },
      '/offers/my-offers': {
        get: {
          summary: 'The caller’s offers with counts per tab',
          security,
          requestParams: { query: z.object({ status: z.string().optional() }) },
          responses: { '200': json(MyOffersResponse, 'Offers'), ...errors },
        },
      },
      '/offers/{id}': {
        get: {
          summary: 'One offer with its history',
          security,
          requestParams: { path: z.object({ id: z.uuid() }) },
          responses: { '200': json(OfferDetails, 'Offer'), ...errors },
        },
      },
      '/offers/{id}/respond': {
        put: {
          summary: 'Performer accepts (answers paymentUrl) or declines',
          security,
          requestParams: { path: z.object({ id: z.uuid() }), header: idempotencyHeader },
          requestBody: { content: { 'application/json': { schema: RespondBody } } },
          responses: {
            '200': json(
              z.object({ action: z.string(), status: z.string(), paymentUrl: z.string().nullable() }),
              'Answered',
            ),
            '409': json(ErrorBody, 'Wrong state or lost race'),
            ...idempotencyErrors,
            ...errors,
          },
        },
      },
      '/offers/{id}/counter': {
        put: {
          summary: 'Performer’s one counter-offer',
          security,
          requestParams: { path: z.object({ id: z.uuid() }), header: idempotencyHeader },
          requestBody: { content: { 'application/json': { schema: CounterOfferBody } } },
          responses: {
            '200': json(z.object({ status: z.string(), counterOfferAmount: z.number() }), 'Countered'),
            '409': json(ErrorBody, 'Maximum counter-offers reached'),
            ...idempotencyErrors,
            ...errors,
          },
        },
      },
      '/offers/{id}/counter-response': {
        put: {
          summary:
            'Buyer accepts (answers paymentUrl) or declines a counter-offer; returnUrl: the page the checkout comes back to',
          security,
          requestParams: { path: z.object({ id: z.uuid() }), header: idempotencyHeader },
          requestBody: { content: { 'application/json': { schema: CounterResponseBody } } },
          responses: {
            '200': json(
              z.object({ action: z.string(), status: z.string(), paymentUrl: z.string().nullable() }),
              'Answered',
            ),
            ...idempotencyErrors,
            ...errors,
          },
        },
      },
      '/offers/{id}/checkout': {
        post: {
          summary:
            'The buyer’s checkout link for an accepted offer: one payable session per offer, answered again (with its return page moved) on every call. With returnUrl (on the asking page’s origin) the buyer comes back there with hl_checkout=<session id>, or hl_checkout=cancelled',
          security,
          requestParams: { path: z.object({ id: z.uuid() }), header: idempotencyHeader },
          requestBody: { content: { 'application/json': { schema: CheckoutBody } } },
          responses: {
            '200': json(CheckoutResponse, 'The offer’s one open checkout (started now, or the earlier one)'),
            '409': json(ErrorBody, 'The offer is not accepted (not yet, or already paid, expired, cancelled)'),
            ...idempotencyErrors,
            ...errors,
          },
        },
      },
      '/payments/verify-{provider}-payment': {
        get: {
          summary:
            'Confirms the checkout session the buyer came back with and books the payment (idempotent); provider is local or stripe',
          security,
          requestParams: {
            path: z.object({ provider: z.enum(['local', 'stripe']) }),
            query: z.object({ session_id: z.string() }),
          },
          responses: {
            '200': json(PaymentVerification, 'Paid: the booking, with the performer’s contact'),
            '409': json(
              ErrorBody,
              'The payment is not completed (yet), or (code payment_refunded) the offer could not take it and it was refunded in full',
            ),
            ...errors,
          },
        },
      },
      '/offers/{id}/cancel': {
        put: {
          summary: 'Cancel, with the refund policy applied',
          security,
          requestParams: { path: z.object({ id: z.uuid() }), header: idempotencyHeader },
          requestBody: { content: { 'application/json': { schema: NotesBody } } },
          responses: {
            '200': json(
              z.object({ status: z.string(), refund: z.object({ refund: z.number(), band: z.string() }) }),
              'Cancelled',
            ),
            ...idempotencyErrors,
            '409': json(ErrorBody, 'Wrong state or lost race'),
            ...errors,
          },
        },
      },
      '/admin/offers/{id}/{decision}': {
        put: {
          summary: 'A tenant admin approves or rejects a guest buyer’s offer (decision: approve or reject)',
          security,
          requestParams: {
            path: z.object({ id: z.uuid(), decision: z.enum(['approve', 'reject']) }),
            header: idempotencyHeader,
          },
          requestBody: { content: { 'application/json': { schema: NotesBody } } },
          responses: {
            '200': json(z.object({ status: z.string() }), 'Reviewed'),
            '409': json(ErrorBody, 'Not waiting for approval'),
            ...idempotencyErrors,
            ...errors,
          },
        },
      },
      '/contact': {
        post: {
          summary: 'Send a message from the contact or white-label form (rate-limited per IP)',
          requestBody: { content: { 'application/json': { schema: ContactBody } } },
          responses: { '201': json(ContactResponse, 'Stored'), '429': json(ErrorBody, 'Too many messages'), ...errors },
        },
      },
      '/notifications': {
        get: {
          summary: 'In-app notifications',
          security,
          responses: { '200': json(NotificationListResponse, 'Notifications'), ...errors },
        },
      },
      '/dashboard': {
        get: {
          summary: 'The signed-in user’s own dashboard summary, by role (amounts in cents)',
          security,
          responses: { '200': json(DashboardResponse, 'Dashboard'), ...errors },
        },
      },
      ...routingPaths,
      ...adminPaths,
      ...operatorPaths,
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
