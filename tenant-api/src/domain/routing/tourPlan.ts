import { roadMiles, roundMiles, type LatLng } from './geo';
import { matrixOf, routeDistance, solveRoute, type RoutingProblem } from './optimizer';

/**
 * Tour stops as the optimiser sees them. Time windows in days: one show a day, so each stop
 * after the first is at least one day after the one before. A stop with a fixed date must be
 * played on that date; a flexible stop may be played on any day from the tour's first date to its
 * last. Consequences: fixed stops keep their date order, and between two fixed stops there are
 * never more flexible stops than free days. The first stop is where the tour starts and stays
 * first; the tour ends wherever its last stop is (no return leg).
 */
export interface PlannedStop extends LatLng {
  city: string;
  state: string;
  /** YYYY-MM-DD */
  date: string;
  isFixedDate: boolean;
}

export interface RouteSegment {
  fromCity: string;
  toCity: string;
  /** Estimated driving miles (great circle × road factor), one decimal. */
  distance: number;
}

export interface OptimizedTour {
  /** Indexes into the given stops, in the new order. */
  order: number[];
  /** The date each stop of the new order is played: fixed dates kept, flexible ones earliest. */
  dates: string[];
  routeSegments: RouteSegment[];
  totalDistance: number;
  originalDistance: number;
}

const DAY_MS = 86_400_000;
/** Remembered conversions: a search turns the same few dates over for every venue it ranks. */
const MEMO_SIZE = 10_000;
function memo<K, V>(convert: (key: K) => V): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    if (known.has(key)) return known.get(key)!;
    const value = convert(key);
    if (known.size >= MEMO_SIZE) known.clear();
    known.set(key, value);
    return value;
  };
}

export const dayNumber = memo((date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS));
export const dateOfDay = memo((day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10));

/** The date rule for a stop list as entered: dates strictly increase along the list (one stop a day). */
export function firstOutOfOrderStop(stops: readonly Pick<PlannedStop, 'date'>[]): number | null {
  for (let index = 1; index < stops.length; index++) {
    if (dayNumber(stops[index]!.date) <= dayNumber(stops[index - 1]!.date)) return index;
  }
  return null;
}

export function tourProblem(stops: readonly PlannedStop[]): RoutingProblem {
  const days = stops.map((stop) => dayNumber(stop.date));
  const firstDay = Math.min(...days);
  const lastDay = Math.max(...days);
  return {
    size: stops.length,
    closed: false,
    cost: matrixOf(stops.length, (from, to) => roadMiles(stops[from]!, stops[to]!)),
    windows: {
      ready: stops.map((stop, index) => (stop.isFixedDate || index === 0 ? days[index]! : firstDay)),
      due: stops.map((stop, index) => (stop.isFixedDate || index === 0 ? days[index]! : lastDay)),
      travel: matrixOf(stops.length, () => 1),
    },
  };
}

export function segmentsOf(stops: readonly PlannedStop[]): RouteSegment[] {
  return stops.slice(1).map((stop, index) => ({
    fromCity: `${stops[index]!.city}, ${stops[index]!.state}`,
    toCity: `${stop.city}, ${stop.state}`,
    distance: roundMiles(roadMiles(stops[index]!, stop)),
  }));
}

/** Driving miles of the stops in their order. */
export function tourMiles(stops: readonly LatLng[]): number {
  let miles = 0;
  for (let index = 1; index < stops.length; index++) miles += roadMiles(stops[index - 1]!, stops[index]!);
  return miles;
}

/** Earliest schedule of an order: each stop the day after the previous one, or its window's start. */
export function scheduleOf(problem: RoutingProblem, order: readonly number[]): string[] {
  const { ready } = problem.windows!;
  let day = ready[order[0]!]!;
  return order.map((node, index) => {
    if (index > 0) day = Math.max(day + 1, ready[node]!);
    return dateOfDay(day);
  });
}

/**
 * Reorders a tour to cut driving while keeping every fixed date (see PlannedStop). The given
 * order is one of the optimiser's starts and is kept unless something strictly better is found.
 */
export function optimizeTour(stops: readonly PlannedStop[]): OptimizedTour {
  const problem = tourProblem(stops);
  const given = stops.map((_, index) => index);
  const solution = stops.length <= 2 ? { order: given } : solveRoute(problem, { initial: given });
  const ordered = solution.order.map((index) => stops[index]!);
  const routeSegments = segmentsOf(ordered);
  return {
    order: solution.order,
    dates: scheduleOf(problem, solution.order),
    routeSegments,
    totalDistance: roundMiles(routeDistance(problem, solution.order)),
    originalDistance: roundMiles(routeDistance(problem, given)),
  };
}
