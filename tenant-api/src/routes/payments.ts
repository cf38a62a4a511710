import { z } from 'zod';
import type { PaymentVerification } from '../contract';
import { handlePaymentEvent } from '../commands/offers/handlePaymentEvent';
import { settleCheckout } from '../commands/offers/settleCheckout';
import type { TenantEm } from '../db/tenantScope';
import { OfferEntity, PerformerEntity, UserEntity, type Offer } from '../entities';
import type { AppContext, AppRouter } from '../http/context';
import { AppError, notFound } from '../http/errors';
import { requireUser } from '../http/session';
import { findTenantById, refuseSuspended } from '../http/tenantResolver';
import { parseParams, parseQuery, readRawBody } from '../http/validate';
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

/**
 * Provider webhooks. Registered before tenant resolution: Stripe calls one URL for every tenant,
 * and the tenant is read from the verified event itself.
 */
export function paymentWebhookRoutes(router: AppRouter): void {
  router.post('/payments/webhooks/stripe', async (ctx) => {
    const gateway = ctx.deps.payments.byName('stripe');
    if (!(gateway instanceof StripeGateway)) throw notFound('Stripe payments are not configured');
    const rawBody = await readRawBody(ctx, MAX_WEBHOOK_BYTES);
    const event = gateway.parseWebhook(rawBody, ctx.get('stripe-signature') || undefined, ctx.deps.clock());
    ctx.body = await handlePaymentEvent(ctx.deps.orm, gateway, event, ctx.deps.clock());
  });
}

export function paymentRoutes(router: AppRouter): void {
  /** SPEC 7: GET /api/payments/verify-{provider}-payment?session_id=… */
  router.get('/payments/:verifyPath', async (ctx, next) => {
    const match = /^verify-(local|stripe)-payment$/.exec(ctx.params.verifyPath ?? '');
    if (!match) return next();
    const { session_id: sessionId } = parseQuery(ctx, VerifyQuery);
    const user = await requireUser(ctx);
    const gateway = ctx.deps.payments.byName(match[1]!);
    if (!gateway) throw notFound('That payment provider is not configured');
    const checkout = await gateway.retrieveCheckout(sessionId);
    if (checkout.tenantId && checkout.tenantId !== user.tenantId) throw notFound('No payment session found.');
    // Booked, or (when the offer cannot take it) refunded in full and answered with a 409 saying why.
    ctx.body = await settleCheckout(ctx.deps.orm, user.tenantId, gateway, checkout, ctx.deps.clock(), {
      buyerId: user.id,
      book: (em, offer) => presentVerification(em, offer),
    });
  });
}

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
export function localCheckoutRoutes(router: AppRouter): void {
  /**
   * Every provider sends the buyer back here (after paying, or going back without paying); this
   * redirects to the return page of the offer's latest checkout call. Before tenant resolution,
   * like the checkout page: the path names the tenant, and RLS applies to the lookup.
   */
  router.get('/payments/return/:tenantId/:offerId', async (ctx) => {
    const place = parseParams(ctx.params, ReturnParams);
    const query = parseQuery(ctx, ReturnQuery);
    const target = await checkoutReturnTarget(ctx.deps.orm, { ...place, sessionId: query.session_id ?? null });
    if (!target) throw new AppError(404, 'not_found', 'No payment session found.');
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(target);
  });

  router.get('/payments/local/checkout/:sessionId', async (ctx) => {
    const { session, merchant } = await localSession(ctx);
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    ctx.body = renderCheckoutPage(session, { merchant });
  });

  router.post('/payments/local/checkout/:sessionId', async (ctx) => {
    const { session, merchant } = await localSession(ctx);
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
  });
}

async function localSession(ctx: AppContext) {
  const { sessionId } = parseParams(ctx.params, SessionParams);
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
