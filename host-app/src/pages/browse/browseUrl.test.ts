import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from 'widgets/browse';
import { filtersFromUrl, urlFromFilters } from './browseUrl';

describe('browse filters in the URL', () => {
  it('leaves an untouched browse without parameters', () => {
    expect(urlFromFilters(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('round-trips every control', () => {
    const filters = {
      search: 'frank moreau',
      city: 'Austin',
      state: 'TX' as const,
      genre: 'Magic' as const,
      availableOn: '2027-01-25',
      cleanContent: true,
      sortBy: 'price-low' as const,
    };
    const url = urlFromFilters(filters);
    expect(url.toString()).toBe('q=frank+moreau&city=Austin&state=TX&genre=Magic&on=2027-01-25&clean=1&sort=price-low');
    expect({ ...DEFAULT_FILTERS, ...filtersFromUrl(url) }).toEqual(filters);
  });

  it('ignores unknown states, genres, sorts and dates, and any other parameter', () => {
    const parsed = filtersFromUrl(new URLSearchParams('state=ZZ&genre=Opera&sort=loudest&clean=yes&on=soon&page=9'));
    expect(parsed).toEqual({});
    expect(filtersFromUrl(new URLSearchParams('state=tx'))).toEqual({ state: 'TX' });
  });
});
