import tzLookup from '@photostructure/tz-lookup';
import { DEFAULT_TIME_ZONE } from '../contract/dates';
import { locateCity } from './geocode';

/**
 * A place's IANA time zone, from its coordinates (the bundled tz-lookup boundaries) — never
 * from a hand-kept table of offsets. Venues and tour stops store it; offers copy their venue's.
 */
export function zoneAt(lat: number, lng: number): string {
  try {
    return tzLookup(lat, lng);
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

interface GazetteerPlace {
  name: string;
  state: string;
  lat: number;
  lng: number;
  population: number;
}

/**
 * The time zone of a city typed as text (an offer's venue city and state): the gazetteer's
 * coordinates for it, or — for a place the gazetteer lacks — its state's largest city.
 */
export function zoneOfPlace(cities: readonly GazetteerPlace[], city: string, state: string): string {
  const place = locateCity(cities, city, state);
  if (place) return zoneAt(place.lat, place.lng);
  let largest: GazetteerPlace | null = null;
  for (const candidate of cities) {
    if (candidate.state === state && (!largest || candidate.population > largest.population)) largest = candidate;
  }
  return largest ? zoneAt(largest.lat, largest.lng) : DEFAULT_TIME_ZONE;
}
