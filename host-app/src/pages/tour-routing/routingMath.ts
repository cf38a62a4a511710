import {
  GENRES,
  US_STATES,
  type CostEstimate,
  type Genre,
  type RoutingOpportunity,
  type RoutingSearchBody,
  type UsState,
} from 'tenant-api/contract';
import type { BadgeTone, SelectOption } from 'widgets/ui';

/** SPEC 9: the search windows, in days; 30 is the default. */
export const DATE_RANGES = [
  { days: 7, label: 'Next 7 Days' },
  { days: 14, label: '2 Weeks' },
  { days: 30, label: '30 Days' },
  { days: 60, label: '60 Days' },
  { days: 90, label: '90 Days' },
] as const;
export type RangeDays = (typeof DATE_RANGES)[number]['days'];
export const DEFAULT_RANGE_DAYS: RangeDays = 30;
/** SPEC 7: Express Interest always uses a 30-day window. */
export const INTEREST_WINDOW_DAYS = 30;
/** SPEC 9: the maximum detour. */
export const MAX_DETOUR_MILES = 100;

export const ALL_STATES = 'all-states';
export const ALL_GENRES = 'all-genres';

export const STATE_OPTIONS: readonly SelectOption[] = [
  { value: ALL_STATES, label: 'All States' },
  ...US_STATES.map((code) => ({ value: code, label: code })),
];
export const STATE_CODE_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'State' },
  ...US_STATES.map((code) => ({ value: code, label: code })),
];
export const GENRE_OPTIONS: readonly SelectOption[] = [
  { value: ALL_GENRES, label: 'All Genres' },
  ...GENRES.map((genre) => ({ value: genre, label: genre })),
];
export const RANGE_OPTIONS: readonly SelectOption[] = DATE_RANGES.map((range) => ({
  value: String(range.days),
  label: range.label,
}));

export interface DiscoverFilters {
  city: string;
  state: UsState | typeof ALL_STATES;
  genre: Genre | typeof ALL_GENRES;
  days: RangeDays;
}

export const DEFAULT_DISCOVER_FILTERS: DiscoverFilters = {
  city: '',
  state: ALL_STATES,
  genre: ALL_GENRES,
  days: DEFAULT_RANGE_DAYS,
};

const DAY_MS = 86_400_000;

/** A calendar day "YYYY-MM-DD" moved by whole days (UTC arithmetic, no time-zone drift). */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one calendar day to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The opportunities search of the Discover tab (SPEC 7): from today over the chosen window;
 * 'all' performers for buyers and admins, the performer's own id for a performer.
 * "All" filters and blank text are left out.
 */
export function discoverSearch(filters: DiscoverFilters, performerId: string, today: string): RoutingSearchBody {
  const city = filters.city.trim();
  return {
    performerId,
    startDate: today,
    endDate: addDays(today, filters.days),
    cities: [],
    maxDetourMiles: MAX_DETOUR_MILES,
    ...(city ? { city } : {}),
    ...(filters.state !== ALL_STATES ? { state: filters.state } : {}),
    ...(filters.genre !== ALL_GENRES ? { genre: filters.genre } : {}),
  };
}

/**
 * Express Interest on one card (SPEC 7: a fixed 30-day window). The notify body has no venue id,
 * so it is narrowed to the venue's city and state and the card's performer; the 30 days start
 * today, or end on the suggested date when that is further out, so the venue is always inside.
 */
export function interestSearch(opportunity: RoutingOpportunity, today: string): RoutingSearchBody {
  const late = daysBetween(today, opportunity.suggestedDate) > INTEREST_WINDOW_DAYS;
  const startDate = late ? addDays(opportunity.suggestedDate, -INTEREST_WINDOW_DAYS) : today;
  return {
    performerId: opportunity.performerId,
    startDate,
    endDate: addDays(startDate, INTEREST_WINDOW_DAYS),
    cities: [],
    maxDetourMiles: MAX_DETOUR_MILES,
    city: opportunity.city,
    state: opportunity.state as UsState,
  };
}

/** A tour window for the map's opportunities: the tour's own dates (at most a year, the API's limit). */
export function tourSearch(
  tour: { performerId: string; startDate: string; endDate: string },
  maxDays = 366,
): RoutingSearchBody {
  const endDate = daysBetween(tour.startDate, tour.endDate) > maxDays ? addDays(tour.startDate, maxDays) : tour.endDate;
  return {
    performerId: tour.performerId,
    startDate: tour.startDate,
    endDate,
    cities: [],
    maxDetourMiles: MAX_DETOUR_MILES,
  };
}

export type MarginBadge = CostEstimate['profitMarginBadge'];

/**
 * SPEC 9 profit margin badge. The API already sends it (`profitMarginBadge`); this mirror is
 * used only for estimates without one and is tested against the same thresholds.
 */
export function marginBadge(marginPercent: number): MarginBadge {
  if (marginPercent > 25) return 'Highly Profitable';
  if (marginPercent > 15) return 'Moderately Profitable';
  return 'Consider Route Optimization';
}

export function marginTone(badge: MarginBadge): BadgeTone {
  if (badge === 'Highly Profitable') return 'success';
  if (badge === 'Moderately Profitable') return 'warning';
  return 'danger';
}

const miles = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** 12.345 → "12.3 mi". */
export function formatMiles(value: number): string {
  return `${miles.format(value)} mi`;
}

/** "12.5" → "12.5%", with one decimal at most. */
export function formatMargin(percent: number): string {
  return `${Number(percent.toFixed(1))}%`;
}
