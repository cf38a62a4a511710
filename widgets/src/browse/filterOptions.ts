import type { Genre, PerformerSort, UsState } from 'tenant-api/contract';
import type { SelectOption } from '../ui/Select';

/*
 * The contract's lists, repeated as plain data so the embed bundle does not pull in zod;
 * test/browseFilters.test.ts checks they match the contract.
 */
// prettier-ignore
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND',
  'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const satisfies readonly UsState[];

// prettier-ignore
export const GENRE_NAMES = [
  'Comedy', 'Stand-up', 'Magic', 'Variety', 'Music', 'Dance', 'Corporate', 'Clean', 'Improv', 'Storytelling',
] as const satisfies readonly Genre[];

export const ALL_STATES = 'all-states';
export const ALL_GENRES = 'all-genres';

export const STATE_OPTIONS: readonly SelectOption<UsState | typeof ALL_STATES>[] = [
  { value: ALL_STATES, label: 'All States' },
  ...US_STATE_CODES.map((code) => ({ value: code, label: code })),
];

export const GENRE_OPTIONS: readonly SelectOption<Genre | typeof ALL_GENRES>[] = [
  { value: ALL_GENRES, label: 'All Genres' },
  ...GENRE_NAMES.map((genre) => ({ value: genre, label: genre })),
];

export const SORT_OPTIONS: readonly SelectOption<PerformerSort>[] = [
  { value: 'featured', label: 'Featured First' },
  { value: 'rating', label: 'Highest Rated' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newest First' },
];
