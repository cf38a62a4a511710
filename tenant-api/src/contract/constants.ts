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

/**
 * The result window of every numbered list, as search engines have it (Elasticsearch's
 * `index.max_result_window`): a page reaches no further than the first MAX_RESULT_WINDOW results,
 * `(page − 1) × limit + limit ≤ MAX_RESULT_WINDOW`, and past it the API answers 400 naming `page`.
 * So no request ranks, skips or reads more than the window: a deeper look is a narrower search or
 * filter, never a deep OFFSET. Keyset (cursor) pages go on at any depth; their size is capped.
 */
export const MAX_RESULT_WINDOW = 1000;

/** Whether a numbered page of `limit` results lies within the window. */
export const pageInWindow = (page: number, limit: number) => page >= 1 && page * limit <= MAX_RESULT_WINDOW;

/** The last numbered page of `limit` results a list serves (every result on it within the window). */
export const lastPageInWindow = (limit: number) => Math.max(1, Math.floor(MAX_RESULT_WINDOW / limit));

const WINDOW_TEXT = String(MAX_RESULT_WINDOW).replace(/\B(?=(\d{3})+$)/g, ',');

/** The 400 on a `page` past the window (the error's message and its `fields.page`). */
export const RESULT_WINDOW_MESSAGE = `Only the first ${WINDOW_TEXT} results can be paged through; refine your search or filters to see more`;

/** What a list says under its last page when it matches more than the window holds. */
export const RESULT_WINDOW_NOTE = `Only the first ${WINDOW_TEXT} results can be paged through — refine your search or filters to see more.`;

/**
 * Past this many matches a list's count stops: the answer says "1,000+" instead of counting them
 * all. It is the window: a count beyond it would tell of results no page reaches, and would cost
 * what the window saves.
 */
export const LIST_COUNT_CAP = MAX_RESULT_WINDOW;

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
