import { RoutingSearchBody } from 'tenant-api/contract';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  DATE_RANGES,
  DEFAULT_DISCOVER_FILTERS,
  DEFAULT_RANGE_DAYS,
  discoverSearch,
  formatMargin,
  formatMiles,
  interestSearch,
  marginBadge,
  marginTone,
  STATE_OPTIONS,
  tourSearch,
} from './routingMath';
import { opportunity, PERFORMER_ID, TODAY } from './testing/fixtures';

describe('date ranges (SPEC 9)', () => {
  it('offers 7, 14, 30, 60 and 90 days, 30 by default', () => {
    expect(DATE_RANGES.map((range) => range.days)).toEqual([7, 14, 30, 60, 90]);
    expect(DATE_RANGES.map((range) => range.label)).toEqual([
      'Next 7 Days',
      '2 Weeks',
      '30 Days',
      '60 Days',
      '90 Days',
    ]);
    expect(DEFAULT_RANGE_DAYS).toBe(30);
  });

  it('lists all 50 states after All States', () => {
    expect(STATE_OPTIONS).toHaveLength(51);
    expect(STATE_OPTIONS[0]).toEqual({ value: 'all-states', label: 'All States' });
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('discoverSearch', () => {
  it('searches from today over the default 30 days with the 100-mile detour, all filters left out', () => {
    const search = discoverSearch(DEFAULT_DISCOVER_FILTERS, 'all', TODAY);
    expect(search).toEqual({
      performerId: 'all',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      cities: [],
      maxDetourMiles: 100,
    });
    expect(RoutingSearchBody.safeParse(search).success).toBe(true);
  });

  it('sends trimmed city, state, genre and the chosen window', () => {
    const search = discoverSearch({ city: '  Waco ', state: 'TX', genre: 'Magic', days: 7 }, PERFORMER_ID, TODAY);
    expect(search).toMatchObject({
      performerId: PERFORMER_ID,
      city: 'Waco',
      state: 'TX',
      genre: 'Magic',
      endDate: '2026-03-08',
    });
    expect(RoutingSearchBody.safeParse(search).success).toBe(true);
  });

  it('leaves out a blank city', () => {
    expect(discoverSearch({ ...DEFAULT_DISCOVER_FILTERS, city: '   ' }, 'all', TODAY)).not.toHaveProperty('city');
  });
});

describe('interestSearch (Express Interest, fixed 30-day window)', () => {
  it('starts today when the suggested date is within 30 days, narrowed to the venue city', () => {
    const search = interestSearch(opportunity({ suggestedDate: '2026-03-20' }), TODAY);
    expect(search).toEqual({
      performerId: PERFORMER_ID,
      startDate: TODAY,
      endDate: '2026-03-31',
      cities: [],
      maxDetourMiles: 100,
      city: 'Waco',
      state: 'TX',
    });
    expect(RoutingSearchBody.safeParse(search).success).toBe(true);
  });

  it('ends on a suggested date further out, so the venue is still inside the 30 days', () => {
    const search = interestSearch(opportunity({ suggestedDate: '2026-05-20' }), TODAY);
    expect(search.startDate).toBe('2026-04-20');
    expect(search.endDate).toBe('2026-05-20');
  });
});

describe('tourSearch', () => {
  it('covers the tour dates for its performer', () => {
    expect(tourSearch({ performerId: PERFORMER_ID, startDate: '2026-03-05', endDate: '2026-03-10' })).toMatchObject({
      performerId: PERFORMER_ID,
      startDate: '2026-03-05',
      endDate: '2026-03-10',
    });
  });

  it('caps a longer tour at the API limit of 366 days', () => {
    expect(tourSearch({ performerId: PERFORMER_ID, startDate: '2026-01-01', endDate: '2028-01-01' }).endDate).toBe(
      '2027-01-02',
    );
  });
});

describe('profit margin badge (SPEC 9)', () => {
  it.each([
    [40, 'Highly Profitable'],
    [25.01, 'Highly Profitable'],
    [25, 'Moderately Profitable'],
    [15.01, 'Moderately Profitable'],
    [15, 'Consider Route Optimization'],
    [-10, 'Consider Route Optimization'],
  ] as const)('%s%% → %s', (margin, badge) => {
    expect(marginBadge(margin)).toBe(badge);
  });

  it('colours the badge by how good it is', () => {
    expect(marginTone('Highly Profitable')).toBe('success');
    expect(marginTone('Moderately Profitable')).toBe('warning');
    expect(marginTone('Consider Route Optimization')).toBe('danger');
  });

  it('formats margins and miles', () => {
    expect(formatMargin(27.345)).toBe('27.3%');
    expect(formatMargin(15)).toBe('15%');
    expect(formatMiles(12.34)).toBe('12.3 mi');
    expect(formatMiles(1234)).toBe('1,234 mi');
  });
});
