import { z } from 'zod';
import {
  MAX_AMOUNT_CENTS,
  MAX_OFFER_MESSAGE,
  MAX_RESULT_WINDOW,
  MIN_OFFER_CENTS,
  MIN_OFFER_MESSAGE,
  RESULT_WINDOW_MESSAGE,
  lastPageInWindow,
} from './constants';

export {
  LIST_COUNT_CAP,
  MAX_RESULT_WINDOW,
  RESULT_WINDOW_MESSAGE,
  RESULT_WINDOW_NOTE,
  lastPageInWindow,
  pageInWindow,
} from './constants';

/** The one JSON error shape of every endpoint. `fields` names each invalid input. */
export const ErrorBody = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The body of a call that takes none (sign out, mark read, payout account, …): nothing, or `{}`. */
export const NoBody = z.strictObject({}).meta({ id: 'NoBody' });

/** The 50 states (pickers repeat this list; DC and the territories follow in US_PLACE_CODES). */
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
/**
 * Washington, DC and the inhabited territories (Puerto Rico, Guam, US Virgin Islands, American
 * Samoa, Northern Mariana Islands): not states, but US places the API takes wherever it takes one.
 */
export const US_DISTRICT_AND_TERRITORIES = ['DC', 'PR', 'GU', 'VI', 'AS', 'MP'] as const;
/** Every code the API takes as a US state: the 50 states, then DC and the territories. */
export const US_PLACE_CODES = [...US_STATES, ...US_DISTRICT_AND_TERRITORIES] as const;
export const UsState = z.enum(US_PLACE_CODES);
export type UsState = z.infer<typeof UsState>;

/**
 * Cents are whole numbers; the cap on what a client sends (constants.ts MAX_AMOUNT_CENTS,
 * $100,000,000) keeps every sum and every basis-point share far inside Number.MAX_SAFE_INTEGER.
 */
export const MAX_CENTS = MAX_AMOUNT_CENTS;
/** An amount the API answers: a sum (a tour's revenue over its stops) may pass MAX_CENTS, never 2^53. */
export const Cents = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * The one validator of an amount a client sends in a JSON body (integer cents): a number
 * (`invalid` otherwise), at least `min` (`tooSmall`), at most MAX_AMOUNT_CENTS (`tooLarge`), whole.
 * The limits are checked before wholeness, so 1e21 is answered with the maximum, not as a fraction.
 * `notPositive`: the message for zero and below when it differs (SPEC 5's counter-offer).
 */
export const amountCents = ({
  invalid,
  min = MIN_OFFER_CENTS,
  tooSmall = MIN_OFFER_MESSAGE,
  tooLarge = MAX_OFFER_MESSAGE,
  fraction = invalid,
  notPositive = tooSmall,
}: {
  invalid: string;
  min?: number;
  tooSmall?: string;
  tooLarge?: string;
  fraction?: string;
  notPositive?: string;
}) =>
  z.number({ error: invalid }).positive(notPositive).min(min, tooSmall).max(MAX_AMOUNT_CENTS, tooLarge).int(fraction);

/** Query-string booleans: only the literal strings "true" and "false" are accepted. */
export const QueryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Query-string integers: digits only, so "1e3", "0x10" and " 5" are rejected. `tooLarge`: the message past `max`. */
export const queryInt = (min: number, max: number, tooLarge?: string) =>
  z
    .string()
    .regex(/^\d{1,12}$/, 'Must be a whole number')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min)
        .max(max, tooLarge ? { error: tooLarge } : undefined),
    )
    // The document shows what a client sends: an integer in range (written as digits).
    .meta({
      override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
        Object.assign(jsonSchema, { type: 'integer', minimum: min, maximum: max });
        delete jsonSchema.pattern;
      },
    });

/** A keyset list's `after`: the `nextCursor` an earlier page gave (base64url, at most `maxLength`). */
export const pageCursor = (maxLength = 500) =>
  z
    .string()
    .max(maxLength, 'Invalid cursor')
    .regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor');

const WINDOW = MAX_RESULT_WINDOW.toLocaleString('en-US');

/**
 * `page` of a numbered list with a fixed page size: 1 up to lastPageInWindow(pageSize), so every
 * result it shows lies within MAX_RESULT_WINDOW; a 400 naming `page` past it.
 */
export const windowedPage = (pageSize: number) =>
  queryInt(1, lastPageInWindow(pageSize), RESULT_WINDOW_MESSAGE)
    .default(1)
    .meta({
      description: `${pageSize} results a page: pages 1–${lastPageInWindow(pageSize)} reach the first ${WINDOW} results (the result window, \`page × ${pageSize} ≤ ${WINDOW}\`); past them a 400 naming \`page\`: search or filter instead.`,
    });

/**
 * `page` of a list whose query also takes `limit`: at most MAX_RESULT_WINDOW here, and the
 * query's schema adds `refineResultWindow` for the two together.
 */
export const windowedPageOfLimit = () =>
  queryInt(1, MAX_RESULT_WINDOW, RESULT_WINDOW_MESSAGE)
    .default(1)
    .meta({
      description: `Numbered pages reach the first ${WINDOW} results (the result window): \`(page − 1) × limit + limit ≤ ${WINDOW}\`, else a 400 naming \`page\`: search or filter instead.`,
    });

/** The window on `page` and `limit` together: a 400 naming `page` when its last result lies past it. */
export function refineResultWindow(query: { page: number; limit: number }, ctx: z.RefinementCtx): void {
  if (query.page * query.limit > MAX_RESULT_WINDOW)
    ctx.addIssue({ code: 'custom', path: ['page'], message: RESULT_WINDOW_MESSAGE, input: query.page });
}

/** The OpenAPI description of a numbered list of `pageSize` rows a page (its window and capped count). */
export const windowedListDescription = (pageSize: number) =>
  `Numbered pages of ${pageSize} within the result window: \`page\` 1–${lastPageInWindow(pageSize)}, so no page reaches past the first ${WINDOW} results (a 400 naming \`page\` past it: search or filter instead). The count stops past ${WINDOW} (\`totalIsCapped\`).`;

/** The OpenAPI description of a keyset-paged list: any depth, a capped page size. */
export const keysetListDescription = (maxLimit: number) =>
  `Keyset pages: pass the answer’s \`nextCursor\` as \`after\` for the next page (null on the last). A keyset read costs the same at any depth, so a cursor goes on however far; \`limit\` is at most ${maxLimit} a page (a 400 naming \`limit\` past it).`;
