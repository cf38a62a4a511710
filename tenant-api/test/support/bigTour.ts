import { usCities } from '../../src/db/seed/cities';
import { seededRandom } from '../../src/domain/routing/optimizer';
import type { PlannedStop } from '../../src/domain/routing/tourPlan';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A 40-stop tour (the most a tour may have) over the 40 largest US cities in a shuffled order, on
 * consecutive days, every third stop on a fixed date: about a second of optimiser CPU (the
 * fixed dates leave no free day, so most orders are late and the search works hard).
 */
export function bigTourBody(stopCount = 40, name = 'Coast to coast, zig-zag') {
  const random = seededRandom(7);
  const cities = usCities().slice(0, stopCount);
  for (let index = cities.length - 1; index > 1; index--) {
    const other = 1 + Math.floor(random() * index);
    [cities[index], cities[other]] = [cities[other]!, cities[index]!];
  }
  return {
    name,
    stops: cities.map((city, index) => ({
      city: city.name,
      state: city.state,
      date: inDays(10 + index),
      isFixedDate: index % 3 === 0,
    })),
  };
}

/** The tour's stops as the optimiser takes them, from the API's answer. */
export function plannedStops(
  stops: { city: string; state: string; date: string; isFixedDate: boolean; lat: number; lng: number }[],
): PlannedStop[] {
  return stops.map(({ city, state, date, isFixedDate, lat, lng }) => ({ city, state, date, isFixedDate, lat, lng }));
}
