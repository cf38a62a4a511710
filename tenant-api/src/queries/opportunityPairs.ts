import { compareText } from './routingOpportunities';
import type { MirroredVenue, TenantVenues } from './venueMirror';

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A detour in tenths of a mile is at most this (MAX_DETOUR_MILES, 500, is 5,000). */
const TENTHS_SPAN = 10_000;
/** A venue name's rank is below this (venue counts per tenant are far below 67 million). */
const NAME_RANK_SPAN = 2 ** 26;

/** A search's scratch columns, kept per copy of a tenant's venues and grown as needed. */
interface Scratch {
  /** By venue slot: the number of the tour whose pair `pairAt` holds (marks of other searches are stale). */
  tourAt: Int32Array;
  pairAt: Int32Array;
  nextTour: number;
  leg: Int32Array;
  /** The pair's tour as its index among this search's tours. */
  tour: Int32Array;
  score: Int32Array;
  tenths: Int32Array;
  venues: MirroredVenue[];
  keys: Float64Array;
  boundaryCounts: Int32Array;
}

const scratchOf = new WeakMap<TenantVenues, Scratch>();

function scratchFor(venues: TenantVenues): Scratch {
  let scratch = scratchOf.get(venues);
  if (!scratch || scratch.tourAt.length < venues.slotCount || scratch.nextTour > 2 ** 30) {
    const slots = Math.max(venues.slotCount, 1024) * 2;
    const pairs = scratch?.leg.length ?? 1024;
    scratch = {
      tourAt: new Int32Array(slots),
      pairAt: new Int32Array(slots),
      nextTour: 1,
      leg: new Int32Array(pairs),
      tour: new Int32Array(pairs),
      score: new Int32Array(pairs),
      tenths: new Int32Array(pairs),
      venues: [],
      keys: new Float64Array(pairs),
      boundaryCounts: new Int32Array(TENTHS_SPAN + 1),
    };
    scratchOf.set(venues, scratch);
  }
  return scratch;
}

/**
 * One pair per tour and venue, the best leg so far: the higher score, then the shorter rounded
 * detour, then the earlier leg (legs are offered in order). Pairs live in typed columns reused by
 * every search on the same venues: a search runs to its end without yielding, and a slot's mark
 * is trusted only when it carries this search's number for the tour, so nothing needs clearing.
 */
export class PairTable {
  private readonly scratch: Scratch;
  private readonly tourIds: string[] = [];
  private readonly tourNumbers = new Map<string, number>();
  /** This search's first tour number (a tour's index among the search's is its number minus this). */
  private readonly firstTour: number;
  count = 0;

  constructor(private readonly venues: TenantVenues) {
    this.scratch = scratchFor(venues);
    this.firstTour = this.scratch.nextTour;
  }

  /**
   * A tour's number in this search (one no earlier search used). A tour's legs must be offered one
   * after the other (legsOf groups them): a slot's mark is kept for the last tour that offered it.
   */
  tour(tourId: string): number {
    let number = this.tourNumbers.get(tourId);
    if (number === undefined) {
      this.tourNumbers.set(tourId, (number = this.scratch.nextTour++));
      this.tourIds.push(tourId);
    }
    return number;
  }

  offer(tour: number, venue: MirroredVenue, leg: number, score: number, tenths: number): void {
    const scratch = this.scratch;
    const slot = venue.slot;
    if (scratch.tourAt[slot] === tour) {
      const pair = scratch.pairAt[slot]!;
      if (score > scratch.score[pair]! || (score === scratch.score[pair]! && tenths < scratch.tenths[pair]!)) {
        scratch.leg[pair] = leg;
        scratch.score[pair] = score;
        scratch.tenths[pair] = tenths;
      }
      return;
    }
    if (this.count === scratch.leg.length) this.grow();
    const pair = this.count++;
    scratch.tourAt[slot] = tour;
    scratch.pairAt[slot] = pair;
    scratch.leg[pair] = leg;
    scratch.tour[pair] = tour - this.firstTour;
    scratch.score[pair] = score;
    scratch.tenths[pair] = tenths;
    scratch.venues[pair] = venue;
  }

  /**
   * The best `limit` pairs in the answer's order: score, rounded detour, venue name (by its rank
   * among the tenant's, no collator call per comparison), then tour id (in `compareText` order)
   * and venue id. Only the pairs that rank among the best `limit` on score and detour, ties
   * included, are named and sorted.
   */
  best(limit: number): { leg: number; venue: MirroredVenue }[] {
    const { leg, tour, score, tenths, venues, keys } = this.scratch;
    const candidates = this.withTies(limit);
    if (!candidates.length) return [];
    const ranks = this.venues.nameRanksOf(candidates.map((pair) => venues[pair]!));
    candidates.forEach((pair, at) => {
      keys[pair] = ((100 - score[pair]!) * TENTHS_SPAN + tenths[pair]!) * NAME_RANK_SPAN + ranks[at]!;
    });
    // The keys sorted as numbers (no comparator) settle which pairs can be among the best `limit`:
    // those up to the limit-th key, ties included; only those are sorted pair by pair.
    const sortedKeys = new Float64Array(candidates.length);
    candidates.forEach((pair, at) => (sortedKeys[at] = keys[pair]!));
    sortedKeys.sort();
    const cut = sortedKeys[Math.min(limit, sortedKeys.length) - 1]!;
    const tourRank = ranksOf(this.tourIds);
    const tieBreak = (a: number, b: number) =>
      tourRank[tour[a]!]! - tourRank[tour[b]!]! || compareIds(venues[a]!.id, venues[b]!.id);
    return candidates
      .filter((pair) => keys[pair]! <= cut)
      .sort((a, b) => keys[a]! - keys[b]! || tieBreak(a, b))
      .slice(0, limit)
      .map((pair) => ({ leg: leg[pair]!, venue: venues[pair]! }));
  }

  /** The pairs ranking among the best `limit` on score (0–100), then rounded detour, ties included. */
  private withTies(limit: number): number[] {
    const { score, tenths, boundaryCounts } = this.scratch;
    if (this.count <= limit) return this.pairsWhere(() => true);
    const byScore = new Int32Array(101);
    for (let pair = 0; pair < this.count; pair++) byScore[score[pair]!]! += 1;
    let boundary = 100;
    let above = 0;
    while (above + byScore[boundary]! < limit) above += byScore[boundary--]!;
    // Of the pairs at the boundary score, the farthest rounded detour still among the best.
    boundaryCounts.fill(0);
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
    const scratch = this.scratch;
    const size = scratch.leg.length * 2;
    const grown = (column: Int32Array) => {
      const larger = new Int32Array(size);
      larger.set(column);
      return larger;
    };
    scratch.leg = grown(scratch.leg);
    scratch.tour = grown(scratch.tour);
    scratch.score = grown(scratch.score);
    scratch.tenths = grown(scratch.tenths);
    scratch.keys = new Float64Array(size);
  }
}

/** Each text's place in `compareText`'s order (texts that compare equal share it). */
function ranksOf(texts: readonly string[]): Int32Array {
  const order = texts.map((_, index) => index).sort((a, b) => compareText(texts[a]!, texts[b]!));
  const ranks = new Int32Array(texts.length);
  order.forEach((index, place) => {
    const previous = order[place - 1];
    ranks[index] = place > 0 && compareText(texts[previous!]!, texts[index]!) === 0 ? ranks[previous!]! : place;
  });
  return ranks;
}
