import { CHECKOUT_CANCELLED, CHECKOUT_RETURN_PARAM } from '../contract/constants';
import { SESSION_ID_PLACEHOLDER, type CheckoutLinks } from '../payments/gateway';
import type { AppContext } from './context';
import { badRequest } from './errors';
import { siteOrigin } from './siteOrigin';

export interface CheckoutReturnInput {
  /** The marketplace's own origin (its /payment/success page). */
  siteOrigin: string;
  /** The agency page's origin, for a request from an embedded widget. */
  embedOrigin?: string;
  /** The page the buyer asked to come back to. */
  returnUrl?: string;
  offerId: string;
}

/**
 * A widget on an agency's page comes back to that page, with `hl_checkout=<session>` (or
 * `=cancelled`) added for the widget to confirm; the marketplace itself uses its own payment page.
 * A return page on any other origin than the one asking is refused, so a checkout can never send
 * the buyer to a site the tenant has not allowed.
 */
export function checkoutLinks(input: CheckoutReturnInput): CheckoutLinks {
  const pageOrigin = input.embedOrigin ?? input.siteOrigin;
  if (input.returnUrl !== undefined && new URL(input.returnUrl).origin !== pageOrigin) {
    throw badRequest('The return page is not on this site', {
      returnUrl: `The return page must be on ${pageOrigin}`,
    });
  }
  const returnUrl = input.returnUrl ?? (input.embedOrigin ? `${input.embedOrigin}/` : undefined);
  if (!returnUrl) {
    return {
      successUrl: `${input.siteOrigin}/payment/success?session_id=${SESSION_ID_PLACEHOLDER}`,
      cancelUrl: `${input.siteOrigin}/offers/${input.offerId}`,
      returnPage: null,
    };
  }
  return {
    successUrl: withReturnParam(returnUrl, SESSION_ID_PLACEHOLDER),
    cancelUrl: withReturnParam(returnUrl, CHECKOUT_CANCELLED),
    returnPage: returnUrl,
  };
}

/** The URL with `hl_checkout=<value>` in its query (replacing an old one), the value left as is. */
export function withReturnParam(url: string, value: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete(CHECKOUT_RETURN_PARAM);
  const search = parsed.search ? `${parsed.search}&` : '?';
  // Appended by hand: Stripe fills in its session id only where `{CHECKOUT_SESSION_ID}` is literal.
  return `${parsed.origin}${parsed.pathname}${search}${CHECKOUT_RETURN_PARAM}=${value}${parsed.hash}`;
}

/** The checkout links of a request: the embedding page's origin, or the marketplace's own. */
export function checkoutLinksFor(ctx: AppContext, offerId: string, returnUrl?: string): CheckoutLinks {
  return checkoutLinks({ siteOrigin: siteOrigin(ctx), embedOrigin: ctx.state.embedOrigin, returnUrl, offerId });
}
