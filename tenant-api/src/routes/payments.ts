import { z } from 'zod';
import { PaymentVerification } from '../contract';
import { handlePaymentEvent } from '../commands/offers/handlePaymentEvent';
import { settleCheckout } from '../commands/offers/settleCheckout';
import type { TenantEm } from '../db/tenantScope';
import { OfferEntity, PerformerEntity, UserEntity, type Offer } from '../entities';
import type { AppContext } from '../http/context';
import { AppError, notFound } from '../http/errors';
import { requireUser } from '../http/session';
import { findTenantById, refuseSuspended } from '../http/tenantResolver';
import { defineRoute, type Route } from '../http/routeTable';
import { readRawBody } from '../http/validate';
import { checkoutReturnTarget } from '../queries/checkoutReturn';
import { renderCheckoutPage } from '../payments/checkoutPage';
import { LocalGateway } from '../payments/localGateway';
import { StripeGateway } from '../payments/stripeGateway';

const VerifyQuery = z.strictObject({
  session_id: z.string({ error: 'No payment session found.' }).min(1, 'No payment session found.').max(300),
});
const SessionParams = z.strictObject({ sessionId: z.string().regex(/^lcs_[0-9a-f]{24}$/, 'Unknown checkout session') });

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
const html = (description: string) => ({ description, content: { 'text/html': z.string() } });
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
 * The local gateway's hosted checkout page. Registered before tenant resolution: a widget on an
 * agency's site sends the buyer here on the API's own host, so the session's unguessable id
 * names it and its tenant, whatever host the page is reached on.
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

  defineRoute({
    ...payments,
    method: 'get',
    path: '/payments/local/checkout/:sessionId',
    operationId: 'getLocalCheckoutPage',
    summary: 'The local gateway’s hosted checkout page (HTML)',
    params: SessionParams,
    responses: { 200: html('The checkout page') },
    errors: { 404: 'Checkout session not found, or the local gateway is not enabled', 423: 'The tenant is suspended' },
    async handler(ctx, { params: { sessionId } }) {
      const { session, merchant } = await localSession(ctx, sessionId);
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-store');
      ctx.set('X-Frame-Options', 'DENY');
      ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
      ctx.body = renderCheckoutPage(session, { merchant });
    },
  }),

  defineRoute({
    ...payments,
    method: 'post',
    path: '/payments/local/checkout/:sessionId',
    operationId: 'payLocalCheckout',
    summary: 'Pay on the local checkout page (an HTML form post; 4242… pays, 4000 0000 0000 0002 is declined)',
    params: SessionParams,
    rawBody: {
      contentType: 'application/x-www-form-urlencoded',
      schema: z.object({ cardNumber: z.string().optional() }),
    },
    responses: { 302: redirect('Paid (or no longer open): to the return page') },
    errors: {
      400: 'A malformed card number (the page again, as HTML)',
      402: 'The card was declined (the page again, as HTML)',
      404: 'Checkout session not found, or the local gateway is not enabled',
      423: 'The tenant is suspended',
    },
    async handler(ctx, { params: { sessionId } }) {
      const { session, merchant } = await localSession(ctx, sessionId);
      const form = new URLSearchParams((await readRawBody(ctx, 8 * 1024)).toString('utf8'));
      const result = await (ctx.deps.payments.byName('local') as LocalGateway).pay(
        session.id,
        form.get('cardNumber') ?? '',
      );
      if (result === 'paid' || result === 'not_open') {
        ctx.redirect(session.successUrl);
        return;
      }
      ctx.status = result === 'declined' ? 402 : 400;
      ctx.type = 'html';
      const error =
        result === 'declined' ? 'Your card was declined. Try another card.' : 'Check the card number and try again.';
      ctx.body = renderCheckoutPage(session, { merchant, error });
    },
  }),
];

async function localSession(ctx: AppContext, sessionId: string) {
  const local = ctx.deps.payments.byName('local');
  if (!(local instanceof LocalGateway)) throw notFound('The local payment gateway is not enabled');
  const found = await local.find(sessionId);
  const tenant = found && (await findTenantById(ctx.deps.orm, found.tenantId));
  if (!found || !tenant) throw new AppError(404, 'not_found', 'Checkout session not found');
  refuseSuspended(tenant);
  // Straight to the offer's current return page (one redirect fewer than through the return endpoint).
  const place = { tenantId: found.tenantId, offerId: found.offerId };
  const session = {
    ...found,
    successUrl: (await checkoutReturnTarget(ctx.deps.orm, { ...place, sessionId: found.id })) ?? found.successUrl,
    cancelUrl: (await checkoutReturnTarget(ctx.deps.orm, { ...place, sessionId: null })) ?? found.cancelUrl,
  };
  return { session, merchant: tenant.name };
}
