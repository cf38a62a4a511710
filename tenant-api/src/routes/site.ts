import { z } from 'zod';
import { inTenant } from '../db/tenantScope';
import { OfferEntity } from '../entities';
import type { AppContext, AppRouter } from '../http/context';
import { AppError, notFound } from '../http/errors';
import { findTenantById, refuseSuspended } from '../http/tenantResolver';
import { siteOrigin } from '../http/siteOrigin';
import { parseParams, readRawBody } from '../http/validate';
import {
  checkoutPageCsp,
  renderCheckoutPage,
  renderMissingCheckoutPage,
  type CheckoutOfferDetails,
} from '../payments/checkoutPage';
import { LocalGateway } from '../payments/localGateway';
import { tenantTheme } from '../presenters/adminTheme';
import { checkoutReturnTarget } from '../queries/checkoutReturn';

export const SessionParams = z.strictObject({
  sessionId: z.string().regex(/^lcs_[0-9a-f]{24}$/, 'Unknown checkout session'),
});

const FORM_LIMIT_BYTES = 8 * 1024;

/**
 * Pages of the tenant's own site that the server renders itself (not the host app, not /api):
 * the local gateway's hosted checkout page. Mounted after the API router and before the host app.
 * The session's unguessable id names it and its tenant, whatever host it is reached on, so a
 * widget on an agency's page can send the buyer to the API's host too.
 */
export function siteRoutes(router: AppRouter): void {
  router.get('/checkout/:sessionId', async (ctx) => {
    const view = await checkoutView(ctx).catch((error: unknown) => missingCheckout(ctx, error));
    if (view) sendPage(ctx, view.session.successUrl, renderCheckoutPage(view));
  });

  router.post('/checkout/:sessionId', async (ctx) => {
    const view = await checkoutView(ctx).catch((error: unknown) => missingCheckout(ctx, error));
    if (!view) return;
    const form = new URLSearchParams((await readRawBody(ctx, FORM_LIMIT_BYTES)).toString('utf8'));
    const gateway = ctx.deps.payments.byName('local') as LocalGateway;
    const result = await gateway.pay(view.session.id, form.get('cardNumber') ?? '');
    if (result === 'paid' || result === 'not_open') {
      ctx.redirect(view.session.successUrl);
      return;
    }
    const error =
      result === 'declined' ? 'Your card was declined. Try another card.' : 'Check the card number and try again.';
    ctx.status = result === 'declined' ? 402 : 400;
    sendPage(ctx, view.session.successUrl, renderCheckoutPage({ ...view, error }));
  });
}

function sendPage(ctx: AppContext, returnUrl: string, html: string): void {
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('Content-Security-Policy', checkoutPageCsp(siteOrigin(ctx), returnUrl));
  ctx.body = html;
}

/**
 * A link that names no session (or a malformed id) gets a page, not the API's JSON: a 404 in the
 * theme of the site it was opened on, pointing to the buyer's offers. Other errors go on.
 */
async function missingCheckout(ctx: AppContext, error: unknown): Promise<null> {
  const unknownSession = error instanceof AppError && (error.status === 404 || error.status === 400);
  if (!unknownSession) throw error;
  const tenant = await ctx.deps.tenants.forHost(ctx.hostname);
  if (!tenant) throw error;
  refuseSuspended(tenant);
  ctx.status = 404;
  const page = renderMissingCheckoutPage({
    merchant: tenant.name,
    theme: tenantTheme(tenant),
    offersUrl: `${siteOrigin(ctx)}/offers`,
  });
  sendPage(ctx, `${siteOrigin(ctx)}/offers`, page);
  return null;
}

/** The session with where it returns to now, its tenant's name and theme, and the offer it pays for. */
async function checkoutView(ctx: AppContext) {
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
  const offer = await offerDetails(ctx, found.tenantId, found.offerId);
  return { session, merchant: tenant.name, theme: tenantTheme(tenant), offer };
}

/** The offer a session pays for (none for a subscription change's session). */
async function offerDetails(ctx: AppContext, tenantId: string, offerId: string): Promise<CheckoutOfferDetails | null> {
  const offer = await inTenant(ctx.deps.orm, tenantId, (em) => em.findOne(OfferEntity, { id: offerId }));
  if (!offer) return null;
  return {
    eventName: offer.eventName,
    eventDate: offer.eventDate,
    eventTime: offer.eventTime,
    venueName: offer.venueName,
    venueCity: offer.venueCity,
    venueState: offer.venueState,
    venueTimeZone: offer.venueTimeZone,
    subtotalCents: Number(offer.subtotalCents),
    platformFeeCents: Number(offer.platformFeeCents),
  };
}
