/** Mean Earth radius in statute miles (IUGG mean radius 6,371.0088 km). */
export const EARTH_RADIUS_MILES = 3958.7613;

/**
 * Roads are longer than great circles. 1.2 is the usual circuity factor for US intercity
 * driving (road distance / straight-line distance averages 1.15-1.25 between US cities).
 */
export const ROAD_FACTOR = 1.2;

export interface LatLng {
  lat: number;
  lng: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine formula). */
export function haversineMiles(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Estimated driving miles: the great-circle distance times the road factor. */
export function roadMiles(a: LatLng, b: LatLng): number {
  return haversineMiles(a, b) * ROAD_FACTOR;
}

/** The extra miles of going from a to b through v instead of straight: d(a,v) + d(v,b) - d(a,b). */
export function detourMiles(a: LatLng, v: LatLng, b: LatLng): number {
  return Math.max(0, haversineMiles(a, v) + haversineMiles(v, b) - haversineMiles(a, b));
}

/** Latitude bands of the venue index: `venues.lat_band` = floor(lat × LAT_BANDS_PER_DEGREE). */
export const LAT_BANDS_PER_DEGREE = 4;

/** The point on the unit sphere (x toward 0°N 0°E, z toward the north pole). */
export function unitVector(point: LatLng): [number, number, number] {
  const lat = radians(point.lat);
  const lng = radians(point.lng);
  return [Math.cos(lat) * Math.cos(lng), Math.cos(lat) * Math.sin(lng), Math.sin(lat)];
}

/** Miles to one decimal, the precision the API answers with. */
export const roundMiles = (miles: number) => Math.round(miles * 10) / 10;
