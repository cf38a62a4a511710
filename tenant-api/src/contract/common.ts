import { z } from 'zod';

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

/** Cents are whole numbers; the cap keeps every sum far inside Number.MAX_SAFE_INTEGER. */
export const MAX_CENTS = 100_000_000_00;
export const Cents = z.number().int().min(0).max(MAX_CENTS);

/** Query-string booleans: only the literal strings "true" and "false" are accepted. */
export const QueryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Query-string integers: digits only, so "1e3", "0x10" and " 5" are rejected. */
export const queryInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,12}$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    // The document shows what a client sends: an integer in range (written as digits).
    .meta({
      override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
        Object.assign(jsonSchema, { type: 'integer', minimum: min, maximum: max });
        delete jsonSchema.pattern;
      },
    });
