import { z } from 'zod';
import type { PaymentVerification } from '../contract';
import { handlePaymentEvent } from '../commands/offers/handlePaymentEvent';
import { settleCheckout } from '../commands/offers/settleCheckout';
import type { TenantEm } from '../db/tenantScope';
import { OfferEntity, PerformerEntity, UserEntity, type Offer } from '../entities';
import type { AppRouter } from '../http/context';
import { AppError, notFound } from '../http/errors';
import { requireUser } from '../http/session';
import { parseParams, parseQuery, readRawBody } from '../http/validate';
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

  // The checkout page moved to the site's own /checkout/:id; links already sent keep working
  // (308 keeps the method and body, so a form posted to the old address still pays).
  for (const method of ['get', 'post'] as const) {
    router[method]('/payments/local/checkout/:sessionId', (ctx) => {
      const { sessionId } = parseParams(ctx.params, SessionParams);
      ctx.status = 308;
      ctx.redirect(localCheckoutPath(sessionId));
    });
  }
}
