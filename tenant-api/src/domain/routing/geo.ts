/** Mean Earth radius in statute miles (IUGG mean radius 6,371.0088 km). */
export const EARTH_RADIUS_MILES = 3958.7613;

/**
 * Roads are longer than great circles. 1.2 is the usual circuity factor for US intercity
 * driving (road distance / straight-line distance averages 1.15-1.25 between US cities).
 */
export const ROAD_FACTOR = 1.2;

/** Miles per degree of latitude (and of longitude at the equator). */
const MILES_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_MILES;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface BoundingBox {
  latMin: number;
  latMax: number;
  lngMin: number;
  lngMax: number;
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

/**
 * A box holding every point whose detour between a and b is at most `maxDetour` miles.
 * Those points form an ellipse with foci a and b and major axis d(a,b) + maxDetour; no point of
 * it is farther from the segment ab than the semi-minor axis, so the segment's box grown by that
 * much (plus 5% and a mile for the sphere's curvature) holds it. The box is a pre-filter for an
 * index; the exact haversine rule decides.
 */
export function detourBoundingBox(a: LatLng, b: LatLng, maxDetour: number): BoundingBox {
  const direct = haversineMiles(a, b);
  const majorHalf = (direct + maxDetour) / 2;
  const semiMinor = Math.sqrt(Math.max(0, majorHalf ** 2 - (direct / 2) ** 2));
  const reach = semiMinor * 1.05 + 1;
  const latPad = reach / MILES_PER_DEGREE;
  const latMin = Math.max(-90, Math.min(a.lat, b.lat) - latPad);
  const latMax = Math.min(90, Math.max(a.lat, b.lat) + latPad);
  const widestLat = Math.max(Math.abs(latMin), Math.abs(latMax));
  const cosine = Math.cos(radians(Math.min(widestLat, 89)));
  const lngPad = reach / (MILES_PER_DEGREE * cosine);
  return {
    latMin,
    latMax,
    lngMin: Math.max(-180, Math.min(a.lng, b.lng) - lngPad),
    lngMax: Math.min(180, Math.max(a.lng, b.lng) + lngPad),
  };
}

/** Latitude bands of the venue index: `venues.lat_band` = floor(lat × LAT_BANDS_PER_DEGREE). */
export const LAT_BANDS_PER_DEGREE = 4;

/** A box within one band of the venue index: one range scan of its longitudes. */
export interface LatitudeStrip extends BoundingBox {
  band: number;
}

/** The index bands a box spans (the box's own latitudes cut the first and the last band). */
export function latitudeStrips(box: BoundingBox): LatitudeStrip[] {
  const strips: LatitudeStrip[] = [];
  const last = Math.floor(box.latMax * LAT_BANDS_PER_DEGREE);
  for (let band = Math.floor(box.latMin * LAT_BANDS_PER_DEGREE); band <= last; band++) strips.push({ ...box, band });
  return strips;
}

/** The point on the unit sphere (x toward 0°N 0°E, z toward the north pole). */
export function unitVector(point: LatLng): [number, number, number] {
  const lat = radians(point.lat);
  const lng = radians(point.lng);
  return [Math.cos(lat) * Math.cos(lng), Math.cos(lat) * Math.sin(lng), Math.sin(lat)];
}

export function insideBox(point: LatLng, box: BoundingBox): boolean {
  return point.lat >= box.latMin && point.lat <= box.latMax && point.lng >= box.lngMin && point.lng <= box.lngMax;
}

/** Miles to one decimal, the precision the API answers with. */
export const roundMiles = (miles: number) => Math.round(miles * 10) / 10;
