import { detourRanges, RegionBuffer } from '../domain/routing/detourRegion';
import { EARTH_RADIUS_MILES, haversineMiles, unitVector } from '../domain/routing/geo';
import {
  legFitsWindow,
  legPosition,
  matchScore,
  windowDays,
  type DateWindow,
  type LegDays,
  type RouteLeg,
} from '../domain/routing/opportunities';
import { dayNumber } from '../domain/routing/tourPlan';
import {
  compareText,
  legsOf,
  outranksBeyond,
  PairTable,
  ranksOf,
  searchRadii,
  type Row,
  type TieRanks,
  type TourLeg,
} from './opportunityPairs';
import { MIRROR_BANDS_PER_DEGREE, prepareColumns, rangeStart, slotOfId, type VenueColumns } from './venueColumns';

/**
 * One opportunity search on a tenant's venues in memory, as a message to a worker thread
 * (workers/opportunitySearch.ts): the venues' columns (shared memory), their booking facts and the
 * place filters' verdicts by slot, and the tours as the database wrote them (`TOURS` of routingSearch.ts), parsed here: the request thread only passes bytes along. Built by
 * routingSearch.ts; `searchWork` answers it, in the worker.
 */
export interface OpportunityWork {
  kind: 'opportunities';
  columns: VenueColumns;
  /** By slot: the venue's bookings that count for the score (at most 3). */
  bookings: Uint8Array;
  /** By slot: 1 where the search's place filters allow the venue; null without place filters. */
  allowed: Uint8Array | null;
  /**
   * The tours, JSON: [[id, name, performer id, stage name, base fee cents, [[lat, lng, date, city,
   * state, venue id or null], …]], …], by tour id, their stops in order.
   */
  tours: string;
  window: DateWindow;
  maxDetourMiles: number;
  limit: number;
}

export interface OpportunityWorkResult {
  /** The answer's pairs, best first: the leg (as `legsOf` makes it) and the venue's slot. */
  pairs: { leg: TourLeg; slot: number }[];
  /** The detour of the look that settled it. */
  radius: number;
  /** (leg, venue) pairs looked at (within a leg's search area) and scored (within the detour). */
  scanned: number;
  scored: number;
}

interface WorkLeg extends RouteLeg {
  source: TourLeg;
  days: LegDays;
  /** The days a venue nearer the start (0) or the end (1) may get; null when none in the window. */
  halves: [ReturnType<typeof windowDays>, ReturnType<typeof windowDays>];
  tour: number;
  a: [number, number, number];
  b: [number, number, number];
  /** The leg's own great circle as a chord distance (what the chord test adds to). */
  chordDirect: number;
}

/** Chords and haversines agree to ~1e-8 miles; the chord test keeps a thousandth of a mile more. */
const CHORD_SLACK_MILES = 1e-3;
/**
 * Distances (miles) under which a chord's great circle and the haversine's agree to far better than
 * a millionth of a mile (away from antipodes, where asin is ill-conditioned).
 */
const CHORD_EXACT_BELOW_MILES = 9_000;
const TWICE_RADIUS = 2 * EARTH_RADIUS_MILES;
const chordMiles = (x: number, y: number, z: number) =>
  TWICE_RADIUS * Math.asin(Math.min(1, Math.sqrt(x * x + y * y + z * z) / 2));

/**
 * The search (docs/routing.md): the best `limit` opportunities, one per tour and venue, looking
 * within each of `searchRadii` in turn until one settles the answer — the rule of
 * domain/routing/opportunities.ts, as `findOpportunities` applies it in code to every venue within
 * the detour of a leg.
 */
export function searchWork(work: OpportunityWork): OpportunityWorkResult {
  const { columns } = work;
  prepareColumns(columns, compareText);
  const tourLegs = legsOf(tourRows(work.tours), work.window).filter((leg) => legFitsWindow(leg, work.window));
  const counts = { scanned: 0, scored: 0 };
  if (!tourLegs.length) return { pairs: [], radius: work.maxDetourMiles, ...counts };
  const tourIds: string[] = [];
  const own: Set<number>[] = [];
  const legs = tourLegs.map((leg) => {
    if (tourIds[tourIds.length - 1] !== leg.tourId) {
      tourIds.push(leg.tourId);
      own.push(new Set([...leg.tourVenueIds].flatMap((id) => slotOfId(columns, id) ?? [])));
    }
    return workLeg(leg, tourIds.length - 1, work.window);
  });
  const ranks: TieRanks = { nameRank: columns.nameRank, idRank: columns.idRank, tourRank: ranksOf(tourIds) };
  // What a pair beyond a look's radius could score at most: the most bookings any venue has, and a
  // free day only if some leg has one in the window.
  let mostBookings = 0;
  for (let slot = 0; slot < columns.slots; slot++) {
    if (columns.present[slot] && (!work.allowed || work.allowed[slot])) {
      mostBookings = Math.max(mostBookings, work.bookings[slot]!);
    }
  }
  const freeDays = legs.some((leg) => leg.halves.some((half) => half?.onFreeDay));
  const region = new RegionBuffer();
  for (const radius of searchRadii(work.maxDetourMiles)) {
    const pairs = new PairTable(columns.slots);
    const scores = new ScoreTable(work.maxDetourMiles);
    legs.forEach((leg, index) => {
      // A tour's pairs are final once its legs are done: drop those that can no longer make the answer.
      if (index > 0 && legs[index - 1]!.tour !== leg.tour) pairs.tourDone(work.limit);
      scoreLeg(work, leg, index, own[leg.tour]!, radius, pairs, scores, region, counts);
    });
    const top = pairs.best(work.limit, ranks);
    const settled =
      radius >= work.maxDetourMiles ||
      outranksBeyond(
        top.map(({ score, tenths }) => ({ score, distance: tenths / 10 })),
        radius,
        work.maxDetourMiles,
        work.limit,
        { bookings: mostBookings, medianFeeCents: null },
        freeDays,
      );
    if (settled) return { pairs: top.map(({ leg, slot }) => ({ leg: legs[leg]!.source, slot })), radius, ...counts };
  }
  throw new Error('unreachable: the last radius is the max detour');
}

/** The tours as `legsOf` takes them: one row a stop (what `tourStopsInWindow` of routingOpportunities.ts reads). */
function tourRows(json: string): Row[] {
  const rows: Row[] = [];
  for (const [tourId, tourName, performerId, stageName, baseFeeCents, stops] of JSON.parse(json) as unknown[][]) {
    for (const [lat, lng, date, city, state, venueId] of stops as unknown[][]) {
      rows.push({
        tour_id: tourId,
        tour_name: tourName,
        performer_id: performerId,
        stage_name: stageName,
        base_fee_cents: baseFeeCents,
        lat,
        lng,
        stop_date: date,
        city,
        state,
        venue_id: venueId,
      });
    }
  }
  return rows;
}

function workLeg(leg: TourLeg, tour: number, window: DateWindow): WorkLeg {
  const days: LegDays = {
    fromDay: dayNumber(leg.from.date),
    toDay: dayNumber(leg.to.date),
    startDay: dayNumber(window.startDate),
    endDay: dayNumber(window.endDate),
    direct: haversineMiles(leg.from, leg.to),
  };
  const a = unitVector(leg.from);
  const b = unitVector(leg.to);
  return {
    from: leg.from,
    to: leg.to,
    source: leg,
    days,
    halves: [windowDays(days, 0), windowDays(days, 1)],
    tour,
    a,
    b,
    chordDirect: chordMiles(a[0] - b[0], a[1] - b[1], a[2] - b[2]),
  };
}

/**
 * Scores by rounded detour (tenths of a mile), counted bookings (0–3) and free day: `matchScore`'s,
 * each worked out once a search (a pair's score is one lookup, no allocation).
 */
class ScoreTable {
  private readonly scores: Int16Array;

  constructor(private readonly maxDetour: number) {
    this.scores = new Int16Array((Math.ceil(maxDetour * 10) + 2) * 8).fill(-1);
  }

  of(tenths: number, bookings: number, onFreeDay: boolean): number {
    const at = tenths * 8 + bookings * 2 + (onFreeDay ? 1 : 0);
    let score = this.scores[at]!;
    if (score < 0) {
      score = matchScore(tenths / 10, this.maxDetour, { bookings, medianFeeCents: null }, onFreeDay);
      this.scores[at] = score;
    }
    return score;
  }
}

/**
 * Offers every venue within `radius` of detour of the leg (by the exact rule's detour) to the
 * table, with its score. The leg's search area at that radius holds every such venue
 * (`detourRegion`); a chord test drops most of the others (the chords alone first: 2R·asin(c/2) ≥
 * R·c), and its two distances decide the detour, its rounding and the venue's half of the leg
 * unless one of them is within a hair of its boundary, where the exact rule's haversines do
 * (`legPosition`).
 */
function scoreLeg(
  work: OpportunityWork,
  leg: WorkLeg,
  index: number,
  own: ReadonlySet<number>,
  radius: number,
  pairs: PairTable,
  scores: ScoreTable,
  region: RegionBuffer,
  counts: { scanned: number; scored: number },
): void {
  if (!leg.halves[0] && !leg.halves[1]) return;
  const { columns, allowed, bookings } = work;
  const { lng, order, orderLng, orderLat, orderUnit } = columns;
  const [ax, ay, az] = leg.a;
  const [bx, by, bz] = leg.b;
  const direct = leg.days.direct;
  const chordLimit = radius + CHORD_SLACK_MILES + leg.chordDirect;
  const chordLimitRadians = chordLimit / EARTH_RADIUS_MILES;
  const checkOwn = own.size > 0;
  let scanned = 0;
  let scored = 0;
  const { ranges, count } = detourRanges(leg.from, leg.to, radius, MIRROR_BANDS_PER_DEGREE, region);
  for (let range = 0; range < count; range++) {
    const latMin = ranges[range * 5 + 1]!;
    const latMax = ranges[range * 5 + 2]!;
    const lngMax = ranges[range * 5 + 4]!;
    const { start, end } = rangeStart(columns, ranges[range * 5]!, ranges[range * 5 + 3]!);
    for (let at = start; at < end && orderLng[at]! <= lngMax; at++) {
      const venueLat = orderLat[at]!;
      if (venueLat < latMin || venueLat > latMax) continue;
      scanned++;
      const slot = order[at]!;
      if ((allowed && !allowed[slot]) || (checkOwn && own.has(slot))) continue;
      const x = orderUnit[at * 3]!;
      const y = orderUnit[at * 3 + 1]!;
      const z = orderUnit[at * 3 + 2]!;
      const chordTo = Math.sqrt((ax - x) * (ax - x) + (ay - y) * (ay - y) + (az - z) * (az - z));
      const chordFrom = Math.sqrt((x - bx) * (x - bx) + (y - by) * (y - by) + (z - bz) * (z - bz));
      if (chordTo + chordFrom > chordLimitRadians) continue;
      const toVenue = TWICE_RADIUS * Math.asin(Math.min(1, chordTo / 2));
      const fromVenue = TWICE_RADIUS * Math.asin(Math.min(1, chordFrom / 2));
      if (toVenue + fromVenue > chordLimit) continue;
      let detour = Math.max(0, toVenue + fromVenue - direct);
      let share = toVenue / (toVenue + fromVenue || 1);
      if (nearABoundary(detour, share, radius, toVenue, fromVenue)) {
        ({ detour, share } = legPosition(leg, { lat: venueLat, lng: lng[slot]! }, leg.days));
      }
      if (detour > radius) continue;
      const days = leg.halves[share < 0.5 ? 0 : 1];
      if (!days) continue;
      scored++;
      // roundMiles(detour) is tenths / 10 exactly: the same rounding, the same division.
      const tenths = Math.round(detour * 10);
      pairs.offer(leg.tour, slot, index, scores.of(tenths, bookings[slot]!, days.onFreeDay), tenths);
    }
  }
  counts.scanned += scanned;
  counts.scored += scored;
}

/**
 * Whether the chord distances' detour and share could decide differently from the exact rule's
 * haversines (they agree to ~1e-11 miles below CHORD_EXACT_BELOW_MILES): within a millionth of a
 * mile of the radius or of a tenth's rounding boundary, or within 1e-9 of the leg's middle.
 */
function nearABoundary(detour: number, share: number, radius: number, toVenue: number, fromVenue: number): boolean {
  const tenths = detour * 10;
  return (
    toVenue >= CHORD_EXACT_BELOW_MILES ||
    fromVenue >= CHORD_EXACT_BELOW_MILES ||
    Math.abs(detour - radius) < 1e-6 ||
    Math.abs(tenths - Math.floor(tenths) - 0.5) < 1e-5 ||
    Math.abs(share - 0.5) < 1e-9
  );
}
