import {
  CancelOfferResponse,
  CancellationQuote,
  CheckoutBody,
  CheckoutResponse,
  CounterOfferBody,
  CounterOfferResponse,
  CounterResponseBody,
  CreateOfferResponse,
  MyOffersQuery,
  MyOffersResponse,
  NotesBody,
  OfferAnswerResponse,
  OfferDetails,
  OfferDraft,
  OfferIdParams,
  OfferStatusResponse,
  OfferPageQuery,
  PendingApprovalsResponse,
  RespondBody,
  MAX_OFFER_PAGE,
  EMAIL_VERIFICATION_ERRORS,
  keysetListDescription,
} from '../contract';
import { OfferAccess } from '../commands/offers/access';
import { answerCounterOffer } from '../commands/offers/answerCounterOffer';
import { closeOfferCheckouts } from '../commands/offers/closeOfferCheckouts';
import { cancelOffer, cancellationQuote } from '../commands/offers/cancelOffer';
import { counterOffer } from '../commands/offers/counterOffer';
import { createOffer } from '../commands/offers/createOffer';
import { respondToOffer } from '../commands/offers/respondToOffer';
import { reviewOffer } from '../commands/offers/reviewOffer';
import { startCheckout } from '../commands/offers/startCheckout';
import { inTenant } from '../db/tenantScope';
import { OfferEntity } from '../entities';
import { checkoutLinksFor } from '../http/checkoutReturn';
import { siteOrigin } from '../http/siteOrigin';
import type { AppContext } from '../http/context';
import { AppError, forbidden, notFound } from '../http/errors';
import { idempotent, type Answer } from '../http/idempotency';
import { requireUser, userReadAlong } from '../http/session';
import { defineRoute, type Route } from '../http/routeTable';
import { requireVerifiedEmail } from '../policies/emailVerification';
import { canCreateOffers } from '../policies/offers';
import { myOffers, offerDetails, pendingApprovals } from '../queries/offers';

async function signedInScope(ctx: AppContext) {
  const user = await requireUser(ctx);
  return { user, access: new OfferAccess(user, ctx.state.tenant), now: ctx.deps.clock() };
}

/** The buyer's checkout link, coming back to `returnUrl` (checked first) or the marketplace's payment page. */
function checkoutFor(ctx: AppContext, tenantId: string, offerId: string, returnUrl?: string) {
  const links = checkoutLinksFor(ctx, offerId, returnUrl);
  return () => startCheckout(ctx.deps.orm, tenantId, offerId, ctx.deps.payments, { links, apiOrigin: siteOrigin(ctx) });
}

/**
 * Once an offer is ACCEPTED the buyer's checkout link comes with the answer (SPEC 7). It is asked
 * for after the answer commits; a retry with the same Idempotency-Key gets the answer and the link.
 */
function withPaymentUrl(checkout: () => Promise<string>) {
  return async <T extends { status: string }>(
    answer: Answer<T>,
  ): Promise<Answer<T & { paymentUrl: string | null }>> => {
    if (answer.body.status !== 'ACCEPTED') return { ...answer, body: { ...answer.body, paymentUrl: null } };
    try {
      return { ...answer, body: { ...answer.body, paymentUrl: await checkout() } };
    } catch (error) {
      // The answer is saved; a provider outage only delays the link (POST /offers/:id/checkout), and a
      // buyer whose e-mail address is unconfirmed gets it from there once it is.
      if (error instanceof AppError && (error.status >= 500 || error.code === EMAIL_VERIFICATION_ERRORS.unverified))
        return { ...answer, body: { ...answer.body, paymentUrl: null } };
      throw error;
    }
  };
}

const offers = { tags: ['Offers'], access: 'user' } as const;
const idempotentOffer = { ...offers, idempotent: true, params: OfferIdParams } as const;

export const offerRoutes: Route[] = [
  defineRoute({
    ...offers,
    method: 'post',
    path: '/offers/create',
    operationId: 'createOffer',
    summary: 'A buyer makes an offer (guest-tier offers wait for an admin’s approval)',
    idempotent: true,
    body: OfferDraft,
    responses: { 201: CreateOfferResponse },
    errors: {
      403: 'Only buyers make offers',
      404: 'Unknown performer',
      409: 'The performer cannot take it: `performer_unavailable` (not taking bookings) or `performer_unavailable_at_time` (the time is blocked in their calendar)',
    },
    async handler(ctx, { body: draft }) {
      const user = await requireUser(ctx);
      if (!canCreateOffers(user)) throw forbidden('Only buyers can make offers');
      await idempotent(ctx, user, async (em) => {
        const created = await createOffer(em, user, draft, ctx.deps.clock());
        return {
          status: 201,
          body: {
            message: created.message,
            requiresApproval: created.requiresApproval,
            offerId: created.offer.id,
            status: created.offer.status,
          },
        };
      });
    },
  }),

  defineRoute({
    ...offers,
    method: 'get',
    path: '/offers/my-offers',
    readsUserAlong: true,
    operationId: 'listMyOffers',
    summary: 'The caller’s offers (as buyer or performer) with counts per tab',
    description: keysetListDescription(MAX_OFFER_PAGE),
    query: MyOffersQuery,
    responses: { 200: MyOffersResponse },
    async handler(ctx, { query }) {
      // Polled every 30 s by every open list: the user is read in the offers' own round trip.
      const signedIn = await userReadAlong(ctx);
      const { role } = signedIn.token;
      const caller = role ? { signedIn, tenantId: ctx.state.tenant.id, role } : { user: await requireUser(ctx) };
      ctx.body = await myOffers(ctx.deps.orm, caller, query, ctx.deps.clock());
    },
  }),

  defineRoute({
    ...offers,
    method: 'get',
    path: '/offers/:id',
    operationId: 'getOffer',
    summary: 'One offer with its history and the caller’s available actions',
    params: OfferIdParams,
    responses: { 200: OfferDetails },
    errors: { 403: 'Not a party to this offer', 404: 'Offer not found' },
    async handler(ctx, { params: { id } }) {
      const { user, access, now } = await signedInScope(ctx);
      ctx.body = await inTenant(ctx.deps.orm, user.tenantId, async (em) => {
        const offer = await em.findOne(OfferEntity, { id });
        if (!offer) throw notFound('Offer not found');
        return offerDetails(em, offer, await access.roleOf(em, offer), now);
      });
    },
  }),

  defineRoute({
    ...idempotentOffer,
    method: 'put',
    path: '/offers/:id/respond',
    operationId: 'respondToOffer',
    summary: 'The performer accepts (answered with the buyer’s checkout link) or declines',
    body: RespondBody,
    responses: { 200: OfferAnswerResponse },
    errors: {
      502: 'The payment provider answered with an error',
      403: 'Not this offer’s performer',
      404: 'Offer not found',
      409: 'Wrong state, or a lost race',
    },
    async handler(ctx, { params: { id }, body: input }) {
      const { user, access, now } = await signedInScope(ctx);
      const checkout = checkoutFor(ctx, user.tenantId, id);
      await idempotent(
        ctx,
        user,
        async (em) => ({ status: 200, body: await respondToOffer(em, access, id, input, { user, now }) }),
        withPaymentUrl(checkout),
      );
    },
  }),

  defineRoute({
    ...idempotentOffer,
    method: 'put',
    path: '/offers/:id/counter',
    operationId: 'counterOffer',
    summary: 'The performer’s one counter-offer',
    body: CounterOfferBody,
    responses: { 200: CounterOfferResponse },
    errors: { 403: 'Not this offer’s performer', 404: 'Offer not found', 409: 'Maximum counter-offers reached' },
    async handler(ctx, { params: { id }, body: input }) {
      const { user, access, now } = await signedInScope(ctx);
      await idempotent(ctx, user, async (em) => ({
        status: 200,
        body: await counterOffer(em, access, id, input, { user, now }),
      }));
    },
  }),

  defineRoute({
    ...idempotentOffer,
    method: 'put',
    path: '/offers/:id/counter-response',
    operationId: 'answerCounterOffer',
    summary: 'The buyer accepts (answered with the checkout link) or declines a counter-offer',
    description: '`returnUrl` (on the asking page’s origin) is where the checkout comes back to.',
    body: CounterResponseBody,
    responses: { 200: OfferAnswerResponse },
    errors: {
      502: 'The payment provider answered with an error',
      403: 'Not this offer’s buyer',
      404: 'Offer not found',
      409: 'No counter-offer to answer',
    },
    async handler(ctx, { params: { id }, body: { returnUrl, ...input } }) {
      const { user, access, now } = await signedInScope(ctx);
      const checkout = checkoutFor(ctx, user.tenantId, id, returnUrl);
      await idempotent(
        ctx,
        user,
        async (em) => ({ status: 200, body: await answerCounterOffer(em, access, id, input, { user, now }) }),
        withPaymentUrl(checkout),
      );
    },
  }),

  defineRoute({
    ...offers,
    method: 'get',
    path: '/offers/:id/cancellation',
    operationId: 'quoteCancellation',
    summary: 'What cancelling now would refund the buyer (cents), by the cancellation policy',
    params: OfferIdParams,
    responses: { 200: CancellationQuote },
    errors: { 403: 'Not a party to this offer', 404: 'Offer not found' },
    async handler(ctx, { params: { id } }) {
      const { user, access, now } = await signedInScope(ctx);
      ctx.body = await inTenant(ctx.deps.orm, user.tenantId, async (em) => {
        const offer = await em.findOne(OfferEntity, { id });
        if (!offer) throw notFound('Offer not found');
        const role = await access.roleOf(em, offer);
        return cancellationQuote(offer, role === 'performer' ? 'performer' : role === 'admin' ? 'admin' : 'buyer', now);
      });
    },
  }),

  defineRoute({
    ...idempotentOffer,
    method: 'put',
    path: '/offers/:id/cancel',
    operationId: 'cancelOffer',
    summary: 'Cancel, with the refund policy applied',
    body: NotesBody,
    responses: { 200: CancelOfferResponse },
    errors: {
      502: 'The payment provider answered with an error',
      403: 'Not a party to this offer',
      404: 'Offer not found',
      409: 'Wrong state, or a lost race',
    },
    async handler(ctx, { params: { id }, body: input }) {
      const { user, access, now } = await signedInScope(ctx);
      await idempotent(ctx, user, async (em) => ({
        status: 200,
        body: await cancelOffer(
          em,
          access,
          id,
          { reason: input.reason ?? input.notes },
          { user, now, payments: ctx.deps.payments },
        ),
      }));
      // A cancelled offer's checkout can no longer be paid (after the commit: it calls the provider).
      await closeOfferCheckouts(ctx.deps.orm, user.tenantId, ctx.deps.payments, id, ctx.deps.clock());
    },
  }),

  defineRoute({
    ...idempotentOffer,
    method: 'post',
    path: '/offers/:id/checkout',
    operationId: 'startCheckout',
    summary: 'The buyer’s checkout link for an accepted offer',
    description:
      'One payable session per offer, answered again (with its return page moved) on every call. With returnUrl (on the asking page’s origin) the buyer comes back there with hl_checkout=<session id>, or hl_checkout=cancelled.',
    body: CheckoutBody,
    responses: { 200: CheckoutResponse },
    errors: {
      502: 'The payment provider answered with an error',
      403: 'Only the buyer pays for an offer; or the buyer’s e-mail address is not confirmed yet (`email_unverified`)',
      404: 'Offer not found',
      409: 'The offer is not accepted (not yet, or already paid, expired, cancelled)',
      503: 'The payment provider is unavailable',
    },
    async handler(ctx, { params: { id }, body: { returnUrl } }) {
      const { user, access } = await signedInScope(ctx);
      const checkout = checkoutFor(ctx, user.tenantId, id, returnUrl);
      await idempotent(
        ctx,
        user,
        async (em) => {
          const offer = await em.findOne(OfferEntity, { id });
          if (!offer) throw notFound('Offer not found');
          if ((await access.roleOf(em, offer)) !== 'buyer') throw forbidden('Only the buyer pays for an offer');
          requireVerifiedEmail(user);
          return { status: 200, body: { paymentUrl: '' } };
        },
        // The one open session of the offer (made, or reused with this return page), after the check.
        async () => ({ status: 200, body: { paymentUrl: await checkout() } }),
      );
    },
  }),

  defineRoute({
    tags: ['Admin'],
    access: 'admin',
    method: 'get',
    path: '/admin/offers/pending',
    operationId: 'listPendingApprovals',
    summary: 'Guest buyers’ offers waiting for this tenant’s approval, oldest first',
    description: keysetListDescription(MAX_OFFER_PAGE),
    query: OfferPageQuery,
    responses: { 200: PendingApprovalsResponse },
    async handler(ctx, { query }) {
      const { user, now } = await signedInScope(ctx);
      ctx.body = await pendingApprovals(ctx.deps.orm, user.tenantId, query, now);
    },
  }),

  ...(['approve', 'reject'] as const).map((decision) =>
    defineRoute({
      tags: ['Admin'],
      access: 'admin',
      idempotent: true,
      method: 'put',
      path: `/admin/offers/:id/${decision}`,
      operationId: `${decision}Offer`,
      summary: `A tenant admin ${decision}s a guest buyer’s offer`,
      params: OfferIdParams,
      body: NotesBody,
      responses: { 200: OfferStatusResponse },
      errors: { 404: 'Offer not found', 409: 'Not waiting for approval' },
      async handler(ctx, { params: { id }, body: input }) {
        const { user, access, now } = await signedInScope(ctx);
        const approve = decision === 'approve';
        await idempotent(ctx, user, async (em) => ({
          status: 200,
          body: await reviewOffer(em, access, id, { approve, reason: input.reason ?? input.notes }, { user, now }),
        }));
      },
    }),
  ),
];
