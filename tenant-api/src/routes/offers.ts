import { z } from 'zod';
import {
  CheckoutBody,
  CounterOfferBody,
  CounterResponseBody,
  MyOffersQuery,
  NotesBody,
  OfferDraft,
  RespondBody,
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
import type { AppContext, AppRouter } from '../http/context';
import { AppError, forbidden, notFound } from '../http/errors';
import { idempotent, type Answer } from '../http/idempotency';
import { requireUser } from '../http/session';
import { parseBody, parseParams, parseQuery } from '../http/validate';
import { canCreateOffers } from '../policies/offers';
import { isTenantAdmin } from '../policies/performers';
import { myOffers, offerDetails, pendingApprovals } from '../queries/offers';

const OfferIdParams = z.strictObject({ id: z.uuid({ error: 'Offer id must be a UUID' }) });
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
      // The answer is saved; a provider outage only delays the link (POST /offers/:id/checkout).
      if (error instanceof AppError && error.status >= 500)
        return { ...answer, body: { ...answer.body, paymentUrl: null } };
      throw error;
    }
  };
}

export function offerRoutes(router: AppRouter): void {
  router.post('/offers/create', async (ctx) => {
    const draft = await parseBody(ctx, OfferDraft);
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
  });

  router.get('/offers/my-offers', async (ctx) => {
    const query = parseQuery(ctx, MyOffersQuery);
    const { user, now } = await signedInScope(ctx);
    ctx.body = await inTenant(ctx.deps.orm, user.tenantId, (em) => myOffers(em, user, query.status, now));
  });

  router.get('/offers/:id', async (ctx) => {
    const { id } = parseParams(ctx.params, OfferIdParams);
    const { user, access, now } = await signedInScope(ctx);
    ctx.body = await inTenant(ctx.deps.orm, user.tenantId, async (em) => {
      const offer = await em.findOne(OfferEntity, { id });
      if (!offer) throw notFound('Offer not found');
      return offerDetails(em, offer, await access.roleOf(em, offer), now);
    });
  });

  router.put('/offers/:id/respond', async (ctx) => {
    const { id } = parseParams(ctx.params, OfferIdParams);
    const input = await parseBody(ctx, RespondBody);
    const { user, access, now } = await signedInScope(ctx);
    const checkout = checkoutFor(ctx, user.tenantId, id);
    await idempotent(
      ctx,
      user,
      async (em) => ({ status: 200, body: await respondToOffer(em, access, id, input, { user, now }) }),
      withPaymentUrl(checkout),
    );
  });

  router.put('/offers/:id/counter', async (ctx) => {
    const { id } = parseParams(ctx.params, OfferIdParams);
    const input = await parseBody(ctx, CounterOfferBody);
    const { user, access, now } = await signedInScope(ctx);
    await idempotent(ctx, user, async (em) => ({
      status: 200,
      body: await counterOffer(em, access, id, input, { user, now }),
    }));
  });

  router.put('/offers/:id/counter-response', async (ctx) => {
    const { id } = parseParams(ctx.params, OfferIdParams);
    const { returnUrl, ...input } = await parseBody(ctx, CounterResponseBody);
    const { user, access, now } = await signedInScope(ctx);
    const checkout = checkoutFor(ctx, user.tenantId, id, returnUrl);
    await idempotent(
      ctx,
      user,
      async (em) => ({ status: 200, body: await answerCounterOffer(em, access, id, input, { user, now }) }),
      withPaymentUrl(checkout),
    );
  });

  router.get('/offers/:id/cancellation', async (ctx) => {
    const { id } = parseParams(ctx.params, OfferIdParams);
    const { user, access, now } = await signedInScope(ctx);
    ctx.body = await inTenant(ctx.deps.orm, user.tenantId, async (em) => {
      const offer = await em.findOne(OfferEntity, { id });
      if (!offer) throw notFound('Offer not found');
      const role = await access.roleOf(em, offer);
      return cancellationQuote(offer, role === 'performer' ? 'performer' : role === 'admin' ? 'admin' : 'buyer', now);
    });
  });

  router.put('/offers/:id/cancel', async (ctx) => {
    const { id } = parseParams(ctx.params, OfferIdParams);
    const input = await parseBody(ctx, NotesBody);
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
  });

  router.post('/offers/:id/checkout', async (ctx) => {
    const { id } = parseParams(ctx.params, OfferIdParams);
    const { returnUrl } = await parseBody(ctx, CheckoutBody);
    const { user, access } = await signedInScope(ctx);
    const checkout = checkoutFor(ctx, user.tenantId, id, returnUrl);
    await idempotent(
      ctx,
      user,
      async (em) => {
        const offer = await em.findOne(OfferEntity, { id });
        if (!offer) throw notFound('Offer not found');
        if ((await access.roleOf(em, offer)) !== 'buyer') throw forbidden('Only the buyer pays for an offer');
        return { status: 200, body: { paymentUrl: '' } };
      },
      // The one open session of the offer (made, or reused with this return page), after the check.
      async () => ({ status: 200, body: { paymentUrl: await checkout() } }),
    );
  });

  router.get('/admin/offers/pending', async (ctx) => {
    const { user, now } = await signedInScope(ctx);
    if (!isTenantAdmin(user, ctx.state.tenant)) throw forbidden();
    ctx.body = { offers: await inTenant(ctx.deps.orm, user.tenantId, (em) => pendingApprovals(em, now)) };
  });

  for (const [path, approve] of [
    ['approve', true],
    ['reject', false],
  ] as const) {
    router.put(`/admin/offers/:id/${path}`, async (ctx) => {
      const { id } = parseParams(ctx.params, OfferIdParams);
      const input = await parseBody(ctx, NotesBody);
      const { user, access, now } = await signedInScope(ctx);
      if (!isTenantAdmin(user, ctx.state.tenant)) throw forbidden();
      await idempotent(ctx, user, async (em) => ({
        status: 200,
        body: await reviewOffer(em, access, id, { approve, reason: input.reason ?? input.notes }, { user, now }),
      }));
    });
  }
}
