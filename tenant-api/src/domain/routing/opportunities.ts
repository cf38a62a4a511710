import { dateOfDay, dayNumber } from './tourPlan';
import { haversineMiles, roundMiles, type LatLng } from './geo';

/** SPEC 9: the maximum detour a search offers by default. */
export const DEFAULT_MAX_DETOUR_MILES = 100;
/** No search looks further than this off the route. */
export const MAX_DETOUR_MILES = 500;
/** Fee of a performer with no base fee and a venue with no history: SPEC's default offer ($500). */
export const FALLBACK_FEE_CENTS = 50_000;
/** SPEC 9: the minimum offer ($100); no estimate goes below it. */
export const MINIMUM_FEE_CENTS = 10_000;
/** Bookings at a venue that weigh as much as the performer's own base fee. */
export const HISTORY_PRIOR_WEIGHT = 2;

export type Confidence = 'HIGH' | 'MEDIUM' | 'LOW';

export interface RouteLeg {
  from: LatLng & { date: string };
  to: LatLng & { date: string };
}

export interface VenueHistory {
  /** Booked offers (accepted, paid, completed or paid out) at the venue. */
  bookings: number;
  /** Median agreed fee per night of those bookings, in cents (null without bookings). */
  medianFeeCents: number | null;
}

export interface LegOpportunity {
  detourMiles: number;
  suggestedDate: string;
  /** The suggested date is a free day between the two shows, not one of their days. */
  onFreeDay: boolean;
}

export interface DateWindow {
  startDate: string;
  endDate: string;
}

/**
 * A venue fits a leg when d(a,v) + d(v,b) - d(a,b) ≤ maxDetour (great-circle miles). The suggested
 * date splits the leg's days in proportion to where the venue lies along it, kept on the free days
 * strictly between the two shows when there are any (else the nearer show's day), and inside the
 * search window. Null when the venue is too far off the route or no such day is in the window.
 */
export function legOpportunity(
  leg: RouteLeg,
  venue: LatLng,
  maxDetour: number,
  window: DateWindow,
): LegOpportunity | null {
  const fit = legFit(leg, venue, maxDetour, window);
  return fit && { detourMiles: roundMiles(fit.detour), suggestedDate: dateOfDay(fit.day), onFreeDay: fit.onFreeDay };
}

/** What `legOpportunity` decides, the detour unrounded and the date as a day number. */
export interface LegFit {
  detour: number;
  day: number;
  onFreeDay: boolean;
}

/** A leg's days, the window's and the leg's own length: what `legFit` needs of it, worked out once a leg. */
export interface LegDays {
  fromDay: number;
  toDay: number;
  startDay: number;
  endDay: number;
  direct: number;
}

export function legDays(leg: RouteLeg, window: DateWindow): LegDays {
  return {
    fromDay: dayNumber(leg.from.date),
    toDay: dayNumber(leg.to.date),
    startDay: dayNumber(window.startDate),
    endDay: dayNumber(window.endDate),
    direct: haversineMiles(leg.from, leg.to),
  };
}

/** `legOpportunity`'s rule without writing out the date (`days`: `legDays` of the leg and window, when known). */
export function legFit(
  leg: RouteLeg,
  venue: LatLng,
  maxDetour: number,
  window: DateWindow,
  days: LegDays = legDays(leg, window),
): LegFit | null {
  const { detour, share } = legPosition(leg, venue, days);
  return fitAt(days, detour, share, maxDetour);
}

/** How far off the leg a venue lies (d(a,v) + d(v,b) − d(a,b), as `detourMiles`) and how far along it. */
export function legPosition(
  leg: RouteLeg,
  venue: LatLng,
  days: Pick<LegDays, 'direct'>,
): { detour: number; share: number } {
  const toVenue = haversineMiles(leg.from, venue);
  const fromVenue = haversineMiles(venue, leg.to);
  return { detour: Math.max(0, toVenue + fromVenue - days.direct), share: toVenue / (toVenue + fromVenue || 1) };
}

/** The rest of `legFit` for a venue at that detour and share of the way along the leg. */
export function fitAt(days: LegDays, detour: number, share: number, maxDetour: number): LegFit | null {
  if (detour > maxDetour) return null;
  const allowed = windowDays(days, share);
  if (!allowed) return null;
  const proportional = days.fromDay + Math.round(share * (days.toDay - days.fromDay));
  return { detour, day: Math.min(allowed.high, Math.max(allowed.low, proportional)), onFreeDay: allowed.onFreeDay };
}

/**
 * The days a venue at `share` of the way along the leg may be suggested (legOpportunity's rule):
 * the free days strictly between the two shows when there are any, else the nearer show's day,
 * inside the window; null when none is.
 */
export function windowDays(
  { fromDay, toDay, startDay, endDay }: LegDays,
  share: number,
): { low: number; high: number; onFreeDay: boolean } | null {
  const onFreeDay = toDay - fromDay >= 2;
  const [low, high] = onFreeDay ? [fromDay + 1, toDay - 1] : share < 0.5 ? [fromDay, fromDay] : [toDay, toDay];
  const windowLow = Math.max(low, startDay);
  const windowHigh = Math.min(high, endDay);
  return windowLow > windowHigh ? null : { low: windowLow, high: windowHigh, onFreeDay };
}

/** Whether any venue at all could get a date on the leg inside the window (nearer its start or its end). */
export const legFitsWindow = (leg: RouteLeg, window: DateWindow): boolean => {
  const days = legDays(leg, window);
  return windowDays(days, 0) !== null || windowDays(days, 1) !== null;
};

/**
 * Estimated fee in cents: the performer's base fee B (or $500 when unset) blended with the median
 * fee H booked at the venue, weighted by the number of bookings n:
 *   estimate = (n × H + k × B) / (n + k), k = HISTORY_PRIOR_WEIGHT (2),
 * rounded to the cent and never below the $100 minimum offer.
 */
export function estimateFeeCents(baseFeeCents: number, history: VenueHistory): number {
  const base = baseFeeCents > 0 ? baseFeeCents : FALLBACK_FEE_CENTS;
  const bookings = history.medianFeeCents === null ? 0 : history.bookings;
  const blended =
    (bookings * (history.medianFeeCents ?? 0) + HISTORY_PRIOR_WEIGHT * base) / (bookings + HISTORY_PRIOR_WEIGHT);
  return Math.max(MINIMUM_FEE_CENTS, Math.round(blended));
}

/**
 * Match score out of 100:
 *   proximity  50 × (1 - detour / maxDetour)
 *   history    10 per booking at the venue, at most 30
 *   schedule   20 when the suggested date is a free day between two shows
 * HIGH from 70, MEDIUM from 40, LOW below.
 */
export function matchScore(detour: number, maxDetour: number, history: VenueHistory, onFreeDay: boolean): number {
  const proximity = maxDetour > 0 ? 50 * Math.max(0, 1 - detour / maxDetour) : 50;
  const booked = 10 * Math.min(3, history.bookings);
  return Math.round(proximity + booked + (onFreeDay ? 20 : 0));
}

export function confidenceOf(score: number): Confidence {
  if (score >= 70) return 'HIGH';
  if (score >= 40) return 'MEDIUM';
  return 'LOW';
}

/** The median of integer amounts (the lower middle value's average with the upper, rounded). */
export function medianCents(amounts: readonly number[]): number | null {
  if (!amounts.length) return null;
  const sorted = [...amounts].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** "City, ST" as the API takes it; null when it does not have that shape. */
export function parseCityState(text: string): { city: string; state: string } | null {
  const match = /^\s*([^,]+?)\s*,\s*([A-Za-z]{2})\s*$/.exec(text);
  return match ? { city: match[1]!, state: match[2]!.toUpperCase() } : null;
}
