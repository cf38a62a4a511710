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

/**
 * Money limits (issue 39). Every amount is integer cents: a 64-bit integer (bigint) in PostgreSQL
 * and a safe integer in JavaScript. A client never sends an amount above MAX_AMOUNT_CENTS: at
 * seven nights and a 100 % fee a booking's total is 1.4 × 10^11 cents, and every basis-point
 * share of it (amount × 10,000) stays below Number.MAX_SAFE_INTEGER, so nothing rounds.
 */
export const MIN_OFFER_CENTS = 10_000;
/** $100,000,000: the largest amount an offer, a counter-offer, a fee quote or a base fee may name. */
export const MAX_AMOUNT_CENTS = 10_000_000_000;

/** Whole dollars for limit messages: 10000 → "$100", 10000000000 → "$100,000,000". */
export const wholeDollars = (cents: number) => `$${String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',')}`;

/** The 400 on an offer or counter-offer amount below the minimum (SPEC 5). */
export const MIN_OFFER_MESSAGE = `Minimum offer amount is ${wholeDollars(MIN_OFFER_CENTS)}.`;
/** The 400 on an offer or counter-offer amount above the maximum. */
export const MAX_OFFER_MESSAGE = `Maximum offer amount is ${wholeDollars(MAX_AMOUNT_CENTS)}.`;
/** The 400 on a performer's base fee outside the limits. */
export const MIN_BASE_FEE_MESSAGE = `Minimum base fee is ${wholeDollars(MIN_OFFER_CENTS)}.`;
export const MAX_BASE_FEE_MESSAGE = `Maximum base fee is ${wholeDollars(MAX_AMOUNT_CENTS)}.`;

/**
 * What is wrong with an offer or counter-offer amount in cents, by the limits above (the message
 * the API answers too), or null when it may be sent. The forms call it before sending.
 */
export function offerAmountProblem(cents: number): string | null {
  if (cents > MAX_AMOUNT_CENTS) return MAX_OFFER_MESSAGE;
  if (!Number.isInteger(cents) || cents < MIN_OFFER_CENTS) return MIN_OFFER_MESSAGE;
  return null;
}
