import { z } from 'zod';
import { PaymentVerification } from '../contract';
import { handlePaymentEvent } from '../commands/offers/handlePaymentEvent';
import { settleCheckout } from '../commands/offers/settleCheckout';
import type { TenantEm } from '../db/tenantScope';
import { OfferEntity, PerformerEntity, UserEntity, type Offer } from '../entities';
import { AppError, notFound } from '../http/errors';
import { requireUser } from '../http/session';
import { defineRoute, type Route } from '../http/routeTable';
import { readRawBody } from '../http/validate';
import { SessionParams } from './site';
import { checkoutReturnTarget } from '../queries/checkoutReturn';
import { localCheckoutPath } from '../payments/localGateway';
import { StripeGateway } from '../payments/stripeGateway';

const VerifyQuery = z.strictObject({
  session_id: z.string({ error: 'No payment session found.' }).min(1, 'No payment session found.').max(300),
});

const ReturnParams = z.strictObject({
  tenantId: z.uuid({ error: 'Unknown checkout' }),
  offerId: z.uuid({ error: 'Unknown checkout' }),
});
const ReturnQuery = z.strictObject({
  session_id: z
    .string()
    .regex(/^[\w-]{1,300}$/, 'No payment session found.')
    .optional(),
  cancelled: z.literal('1').optional(),
});

const CardForm = z.object({ cardNumber: z.string().optional() });

const MAX_WEBHOOK_BYTES = 512 * 1024;

const WebhookHeaders = z.object({ 'stripe-signature': z.string().max(2000).optional() });
const WebhookAnswer = z
  .object({
    received: z.literal(true),
    duplicate: z.literal(true).optional(),
    ignored: z.string().optional(),
    refunded: z.literal(true).optional(),
  })
  .meta({ id: 'WebhookAnswer' });
const redirect = (description: string) => ({ description, headers: { Location: 'Where the buyer goes next' } });
const payments = { tags: ['Payments'], access: 'platform' } as const;

/**
 * Provider webhooks. Registered before tenant resolution: Stripe calls one URL for every tenant,
 * and the tenant is read from the verified event itself.
 */
export const paymentWebhookRoutes: Route[] = [
  defineRoute({
    ...payments,
    method: 'post',
    path: '/payments/webhooks/stripe',
    operationId: 'receiveStripeWebhook',
    summary: 'Stripe’s events, verified on the raw body with `Stripe-Signature` and deduplicated by event id',
    headers: WebhookHeaders,
    rawBody: { contentType: 'application/json', schema: z.object({ id: z.string(), type: z.string() }) },
    responses: { 200: WebhookAnswer },
    errors: {
      400: 'Missing or wrong signature, or a stale event',
      404: 'Stripe payments are not configured',
      413: 'Payload too large',
    },
    async handler(ctx, { headers }) {
      const gateway = ctx.deps.payments.byName('stripe');
      if (!(gateway instanceof StripeGateway)) throw notFound('Stripe payments are not configured');
      const rawBody = await readRawBody(ctx, MAX_WEBHOOK_BYTES);
      const event = gateway.parseWebhook(rawBody, headers['stripe-signature'] || undefined, ctx.deps.clock());
      ctx.body = await handlePaymentEvent(ctx.deps.orm, gateway, event, ctx.deps.clock());
    },
  }),
];

/** SPEC 7: GET /api/payments/verify-{provider}-payment?session_id=…, one operation per provider. */
export const paymentRoutes: Route[] = (['local', 'stripe'] as const).map((provider) =>
  defineRoute({
    tags: ['Payments'],
    access: 'user',
    method: 'get',
    path: `/payments/verify-${provider}-payment`,
    /** Books the payment: a GET that writes. */
    readOnly: false,
    operationId: `verify${provider === 'local' ? 'Local' : 'Stripe'}Payment`,
    summary: `Confirms the ${provider} checkout session the buyer came back with and books the payment (idempotent)`,
    query: VerifyQuery,
    responses: { 200: PaymentVerification },
    errors: {
      502: 'The payment provider answered with an error',
      404: 'No payment session found, or the provider is not configured',
      409: 'The payment is not completed (yet), or (code payment_refunded) the offer could not take it and it was refunded in full',
      503: 'The payment provider is unavailable',
    },
    async handler(ctx, { query: { session_id: sessionId } }) {
      const user = await requireUser(ctx);
      const gateway = ctx.deps.payments.byName(provider);
      if (!gateway) throw notFound('That payment provider is not configured');
      const checkout = await gateway.retrieveCheckout(sessionId);
      if (checkout.tenantId && checkout.tenantId !== user.tenantId) throw notFound('No payment session found.');
      // Booked, or (when the offer cannot take it) refunded in full and answered with a 409 saying why.
      ctx.body = await settleCheckout(ctx.deps.orm, user.tenantId, gateway, checkout, ctx.deps.clock(), {
        buyerId: user.id,
        book: (em, offer) => presentVerification(em, offer),
      });
    },
  }),
);

/** The booking the buyer just paid for, read in the transaction that booked it. */
async function presentVerification(em: TenantEm, offer: Offer): Promise<PaymentVerification> {
  const performer = await em.findOneOrFail(PerformerEntity, { id: offer.performerId });
  const performerUser = await em.findOneOrFail(UserEntity, { id: performer.userId });
  const paid = await em.findOneOrFail(OfferEntity, { id: offer.id });
  const verified: PaymentVerification = {
    offerId: paid.id,
    status: paid.status,
    eventName: paid.eventName,
    eventDate: paid.eventDate,
    eventTime: paid.eventTime,
    venueName: paid.venueName,
    venueCity: paid.venueCity,
    venueState: paid.venueState,
    venueTimeZone: paid.venueTimeZone,
    totalPaidAmount: Number(paid.totalAmountCents),
    performer: {
      stageName: performer.stageName,
      user: {
        firstName: performerUser.firstName,
        lastName: performerUser.lastName,
        email: performerUser.email,
        phone: performerUser.phone,
      },
    },
  };
  return verified;
}

/**
 * Where providers return the buyer to, and the local checkout page's old address. Registered
 * before tenant resolution: the path names the tenant or the session.
 */
export const localCheckoutRoutes: Route[] = [
  /**
   * Every provider sends the buyer back here (after paying, or going back without paying); this
   * redirects to the return page of the offer's latest checkout call. Before tenant resolution,
   * like the checkout page: the path names the tenant, and RLS applies to the lookup.
   */
  defineRoute({
    ...payments,
    method: 'get',
    path: '/payments/return/:tenantId/:offerId',
    operationId: 'returnFromCheckout',
    summary: 'Where every provider sends the buyer back: redirects to the offer’s current return page',
    params: ReturnParams,
    query: ReturnQuery,
    responses: { 302: redirect('To the return page') },
    errors: { 404: 'No payment session found' },
    async handler(ctx, { params: place, query }) {
      const target = await checkoutReturnTarget(ctx.deps.orm, { ...place, sessionId: query.session_id ?? null });
      if (!target) throw new AppError(404, 'not_found', 'No payment session found.');
      ctx.set('Cache-Control', 'no-store');
      ctx.redirect(target);
    },
  }),

  // The checkout page moved to the site's own /checkout/:id; links already sent keep working
  // (308 keeps the method and body, so a form posted to the old address still pays).
  ...(['get', 'post'] as const).map((method) =>
    defineRoute({
      ...payments,
      method,
      path: '/payments/local/checkout/:sessionId',
      operationId: method === 'get' ? 'getLocalCheckoutPageMoved' : 'payLocalCheckoutMoved',
      summary: 'The local checkout page’s old address: a permanent redirect to `/checkout/{sessionId}` on the site',
      params: SessionParams,
      // The old page's card form, passed on unread with the redirect.
      ...(method === 'post' && { rawBody: { contentType: 'application/x-www-form-urlencoded', schema: CardForm } }),
      responses: { 308: redirect('The same session’s page at its new address') },
      handler(ctx, { params: { sessionId } }) {
        ctx.status = 308;
        ctx.redirect(localCheckoutPath(sessionId));
      },
    }),
  ),
];
