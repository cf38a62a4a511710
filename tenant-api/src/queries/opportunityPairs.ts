import { matchScore, type RouteLeg, type VenueHistory } from '../domain/routing/opportunities';
import { dayNumber } from '../domain/routing/tourPlan';

/**
 * Pure parts of the opportunity search shared by the SQL path (routingOpportunities.ts) and the
 * search on the venues in memory (opportunityWork.ts, run in a worker thread): no database here.
 */

export type Row = Record<string, any>;

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

export interface TourLeg extends RouteLeg {
  tourId: string;
  tourName: string;
  performerId: string;
  performerName: string;
  baseFeeCents: number;
  tourVenueIds: Set<string>;
  cities: [string, string];
}

/** Consecutive stops whose days overlap the window (rows as `tourStopsInWindow` reads them). */
export function legsOf(rows: Row[], search: { startDate: string; endDate: string }): TourLeg[] {
  const legs: TourLeg[] = [];
  const start = dayNumber(search.startDate);
  const end = dayNumber(search.endDate);
  const byTour = groupBy(rows, (row) => row.tour_id as string);
  for (const stops of byTour.values()) {
    const tourVenueIds = new Set(stops.map((stop) => stop.venue_id).filter(Boolean) as string[]);
    for (let index = 1; index < stops.length; index++) {
      const from = stops[index - 1]!;
      const to = stops[index]!;
      if (dayNumber(to.stop_date) < start || dayNumber(from.stop_date) > end) continue;
      legs.push({
        from: { lat: from.lat, lng: from.lng, date: from.stop_date },
        to: { lat: to.lat, lng: to.lng, date: to.stop_date },
        tourId: from.tour_id,
        tourName: from.tour_name,
        performerId: from.performer_id,
        performerName: from.stage_name,
        baseFeeCents: Number(from.base_fee_cents),
        tourVenueIds,
        cities: [`${from.city}, ${from.state}`, `${to.city}, ${to.state}`],
      });
    }
  }
  return legs;
}

/** `localeCompare` (the default locale's collation) with the collator made once, not per comparison. */
export const compareText = new Intl.Collator().compare;

/** A detour in tenths of a mile is at most this (MAX_DETOUR_MILES, 500, is 5,000). */
const TENTHS_SPAN = 10_000;
/** A venue name's rank is below this (venue counts per tenant are far below 67 million). */
const NAME_RANK_SPAN = 2 ** 26;
/** Pairs a table holds before it drops those that can no longer make the answer (`tourDone`). */
const PRUNE_AT = 1 << 16;

/**
 * Detours (miles) a search looks within, narrowest first, then the max detour: venues cluster
 * around the cities tours stop in, so the best matches are often within a fraction of a mile of
 * the route, and a look that finds too few costs little.
 */
export const SEARCH_RADII = [0.25, 2, 16];
export const searchRadii = (maxDetour: number) => [...SEARCH_RADII.filter((radius) => radius < maxDetour), maxDetour];

/** The highest score any pair could reach: a free day at a venue with the most history that counts. */
export const BEST_HISTORY: VenueHistory = { bookings: 3, medianFeeCents: null };

/**
 * Whether the best pairs found within `radius` are the answer: they fill it, and each ranks above
 * the best any pair beyond the radius could. Such a pair's detour is above the radius, so rounded
 * to tenths of a mile it is at least `tenthsBeyond`, and it scores at most what `best` history and
 * (when `freeDays`) a free day give at that detour: each pair must score more, or as much with a
 * shorter rounded detour (rank is score, then rounded detour). `best` and `freeDays` may be what the
 * search's own venues and legs allow at most; by default anything.
 */
export function outranksBeyond(
  top: readonly { score?: number; distance?: number }[],
  radius: number,
  maxDetour: number,
  limit: number,
  best: VenueHistory = BEST_HISTORY,
  freeDays = true,
): boolean {
  if (top.length < limit) return false;
  // Math.round(d·10) ≥ floor(radius·10 + 0.5) for d > radius; a millionth lower for floating point.
  const tenthsBeyond = Math.max(0, Math.floor(radius * 10 + 0.5 - 1e-6));
  const scoreBeyond = matchScore(tenthsBeyond / 10, maxDetour, best, freeDays);
  return top.every(
    ({ score, distance }) =>
      score !== undefined &&
      distance !== undefined &&
      (score > scoreBeyond || (score === scoreBeyond && Math.round(distance * 10) < tenthsBeyond)),
  );
}

/** What orders pairs that tie on score and rounded detour: ranks by venue slot, and each tour's. */
export interface TieRanks {
  nameRank: Int32Array;
  idRank: Int32Array;
  tourRank: Int32Array;
}

/** A pair of the answer: its leg (index into the search's legs), venue slot, score and rounded detour. */
export interface BestPair {
  leg: number;
  slot: number;
  score: number;
  tenths: number;
}

/**
 * One pair per tour and venue, the best leg so far: the higher score, then the shorter rounded
 * detour, then the earlier leg (legs are offered in order). Pairs live in typed columns; a tour's
 * legs must be offered one after the other (legsOf groups them): a slot's mark is kept for the last
 * tour that offered it, and `tourDone` may drop earlier tours' hopeless pairs.
 */
export class PairTable {
  /** By venue slot: 1 + the tour whose pair `pairAt` holds. */
  private readonly tourAt: Int32Array;
  private readonly pairAt: Int32Array;
  private leg = new Int32Array(1024);
  private tour = new Int32Array(1024);
  private slot = new Int32Array(1024);
  private score = new Int32Array(1024);
  private tenths = new Int32Array(1024);
  private pruneAt = PRUNE_AT;
  count = 0;

  constructor(slots: number) {
    this.tourAt = new Int32Array(slots);
    this.pairAt = new Int32Array(slots);
  }

  offer(tour: number, slot: number, leg: number, score: number, tenths: number): void {
    if (this.tourAt[slot] === tour + 1) {
      const pair = this.pairAt[slot]!;
      if (score > this.score[pair]! || (score === this.score[pair]! && tenths < this.tenths[pair]!)) {
        this.leg[pair] = leg;
        this.score[pair] = score;
        this.tenths[pair] = tenths;
      }
      return;
    }
    if (this.count === this.leg.length) this.grow();
    const pair = this.count++;
    this.tourAt[slot] = tour + 1;
    this.pairAt[slot] = pair;
    this.leg[pair] = leg;
    this.tour[pair] = tour;
    this.slot[pair] = slot;
    this.score[pair] = score;
    this.tenths[pair] = tenths;
  }

  /**
   * After a tour's last leg (its pairs are final): when the table holds more than PRUNE_AT pairs
   * (or twice what the last prune kept), keeps only those among the best `limit` on score and
   * rounded detour, ties included — any other ranks below `limit` pairs that stay, now and after
   * every later prune, so it cannot be in the answer. This bounds the table by about twice PRUNE_AT
   * and the ties, plus one tour's venues, not by tours × venues.
   */
  tourDone(limit: number): void {
    if (this.count <= this.pruneAt) return;
    const kept = this.withTies(limit);
    // Ties may keep many: the next prune waits until the table has doubled (each pair is looked at
    // a bounded number of times on average).
    this.pruneAt = Math.max(PRUNE_AT, 2 * kept.length);
    kept.forEach((pair, at) => {
      this.leg[at] = this.leg[pair]!;
      this.tour[at] = this.tour[pair]!;
      this.slot[at] = this.slot[pair]!;
      this.score[at] = this.score[pair]!;
      this.tenths[at] = this.tenths[pair]!;
    });
    this.count = kept.length;
  }

  /**
   * The best `limit` pairs in the answer's order: score, rounded detour, venue name (by its rank
   * among the tenant's, no collator call per comparison), then tour id (in `compareText` order)
   * and venue id. Only the pairs that rank among the best `limit` on score and detour, ties
   * included, are named and sorted.
   */
  best(limit: number, ranks: TieRanks): BestPair[] {
    const { leg, tour, slot, score, tenths } = this;
    const candidates = this.withTies(limit);
    if (!candidates.length) return [];
    const keys = new Float64Array(this.count);
    for (const pair of candidates) {
      keys[pair] = ((100 - score[pair]!) * TENTHS_SPAN + tenths[pair]!) * NAME_RANK_SPAN + ranks.nameRank[slot[pair]!]!;
    }
    // The keys sorted as numbers (no comparator) settle which pairs can be among the best `limit`:
    // those up to the limit-th key, ties included; only those are sorted pair by pair.
    const sortedKeys = Float64Array.from(candidates, (pair) => keys[pair]!).sort();
    const cut = sortedKeys[Math.min(limit, sortedKeys.length) - 1]!;
    const tieBreak = (a: number, b: number) =>
      ranks.tourRank[tour[a]!]! - ranks.tourRank[tour[b]!]! || ranks.idRank[slot[a]!]! - ranks.idRank[slot[b]!]!;
    return candidates
      .filter((pair) => keys[pair]! <= cut)
      .sort((a, b) => keys[a]! - keys[b]! || tieBreak(a, b))
      .slice(0, limit)
      .map((pair) => ({ leg: leg[pair]!, slot: slot[pair]!, score: score[pair]!, tenths: tenths[pair]! }));
  }

  /** The pairs ranking among the best `limit` on score (0–100), then rounded detour, ties included. */
  private withTies(limit: number): number[] {
    const { score, tenths } = this;
    if (this.count <= limit) return this.pairsWhere(() => true);
    const byScore = new Int32Array(101);
    for (let pair = 0; pair < this.count; pair++) byScore[score[pair]!]! += 1;
    let boundary = 100;
    let above = 0;
    while (above + byScore[boundary]! < limit) above += byScore[boundary--]!;
    // Of the pairs at the boundary score, the farthest rounded detour still among the best.
    const boundaryCounts = new Int32Array(TENTHS_SPAN + 1);
    for (let pair = 0; pair < this.count; pair++) if (score[pair] === boundary) boundaryCounts[tenths[pair]!]! += 1;
    let farthest = 0;
    for (let taken = above + boundaryCounts[0]!; taken < limit;) taken += boundaryCounts[++farthest]!;
    return this.pairsWhere(
      (pair) => score[pair]! > boundary || (score[pair] === boundary && tenths[pair]! <= farthest),
    );
  }

  private pairsWhere(keep: (pair: number) => boolean): number[] {
    const kept: number[] = [];
    for (let pair = 0; pair < this.count; pair++) if (keep(pair)) kept.push(pair);
    return kept;
  }

  private grow(): void {
    const grown = (column: Int32Array) => {
      const larger = new Int32Array(column.length * 2);
      larger.set(column);
      return larger;
    };
    this.leg = grown(this.leg);
    this.tour = grown(this.tour);
    this.slot = grown(this.slot);
    this.score = grown(this.score);
    this.tenths = grown(this.tenths);
  }
}

/** Each text's place in `compareText`'s order (texts that compare equal share it). */
export function ranksOf(texts: readonly string[]): Int32Array {
  const order = texts.map((_, index) => index).sort((a, b) => compareText(texts[a]!, texts[b]!));
  const ranks = new Int32Array(texts.length);
  order.forEach((index, place) => {
    const previous = order[place - 1];
    ranks[index] = place > 0 && compareText(texts[previous!]!, texts[index]!) === 0 ? ranks[previous!]! : place;
  });
  return ranks;
}
