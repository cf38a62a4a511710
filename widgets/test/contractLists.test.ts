import { describe, expect, it } from 'vitest';
import { CONTENT_RATINGS, EVENT_TYPES, GENRES, SORTS, US_STATES, VENUE_TYPES } from 'tenant-api/contract';
import { GENRE_NAMES, SORT_OPTIONS, US_STATE_CODES } from '../src/browse/filterOptions';
import { CONTENT_RATING_OPTIONS, EVENT_TYPE_OPTIONS, VENUE_TYPE_OPTIONS } from '../src/offer-wizard/draft';

const values = (options: readonly { value: string }[]) => options.map((option) => option.value);

/** The widgets repeat the contract's lists as plain data (no zod in the embed bundle); they must not drift. */
describe('lists repeated from the contract', () => {
  it('matches states, genres and sorts', () => {
    expect(US_STATE_CODES).toEqual(US_STATES);
    expect(US_STATE_CODES).toHaveLength(50);
    expect(GENRE_NAMES).toEqual(GENRES);
    expect(values(SORT_OPTIONS)).toEqual(SORTS);
  });

  it('matches the offer enumerations', () => {
    expect(values(EVENT_TYPE_OPTIONS)).toEqual(EVENT_TYPES);
    expect(values(CONTENT_RATING_OPTIONS)).toEqual(CONTENT_RATINGS);
    expect(values(VENUE_TYPE_OPTIONS)).toEqual(VENUE_TYPES);
  });
});
