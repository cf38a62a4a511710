/**
 * Contract constants without zod, for the parts of the front ends that must stay small (the host
 * app's first chunk, the embeds). The schemas in the sibling files use the same values.
 */
import type { SiteContent } from './siteContent';

export const SIGNUP_TIERS = ['GUEST', 'BASIC', 'ELITE'] as const;

/** Every API call of a suspended tenant but GET /api/tenant and /api/health answers 423 with this code. */
export const TENANT_SUSPENDED_CODE = 'tenant_suspended';
export const TENANT_SUSPENDED_MESSAGE = 'This marketplace is temporarily unavailable. Please check back later.';

/**
 * The query parameter a checkout adds to the embedding page it returns to: the checkout session's
 * id after paying, or CHECKOUT_CANCELLED when the buyer went back without paying.
 */
export const CHECKOUT_RETURN_PARAM = 'hl_checkout';
export const CHECKOUT_CANCELLED = 'cancelled';

/** The performer plans (SPEC 2.9); a lone list so every contract module can use it without a cycle. */
export const PERFORMER_TIERS = ['basic', 'elite'] as const;

/** Past this many matches a list's count stops: the answer says "1,000+" instead of counting them all. */
export const LIST_COUNT_CAP = 1000;

/** The product's own home-page and footer words, for a tenant that has not written its own. */
export const DEFAULT_SITE_CONTENT: SiteContent = {
  heroEyebrow: 'Curated comedy & variety talent',
  heroHeadline: 'Book smarter.',
  heroHighlight: 'Laugh harder.',
  heroText:
    'Hire vetted comedians, magicians and variety acts for your venue or event. Send an offer, get a digital contract automatically, and pay into escrow — contact details are released when it’s time.',
  footerText:
    'The curated marketplace for booking vetted comedians and variety acts — with escrow-protected payments and tour routing that cuts travel costs.',
  footerLinks: [],
};
