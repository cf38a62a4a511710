import { EARTH_RADIUS_MILES, LAT_BANDS_PER_DEGREE, type LatLng } from './geo';

/**
 * The search area of one leg: index ranges of the `venues_by_band (tenant_id, lat_band, lng)`
 * index that together hold every point of the leg's detour ellipse
 *   E = { V : d(A,V) + d(V,B) ≤ d(A,B) + maxDetour }   (great-circle miles)
 * — provably, on the sphere, for any two points and any detour (docs/routing.md, "Search area").
 *
 * Why it holds: f(V) = d(A,V) + d(V,B) is 2-Lipschitz (triangle inequality on each term), so over
 * a cell of radius r around a centre C, f ≥ f(C) − 2r. A cell with f(C) − 2r above the limit holds
 * no point of E and is dropped; a cell is only ever dropped that way, so what is left covers E.
 * A cell's radius is bounded by walking along its parallel, then its meridian:
 *   d(V, C) ≤ |Δλ| · cos(φ) · M + |Δφ| · M   (M = miles per degree; a parallel's arc is never
 * shorter than the great circle), with cos(φ) at its largest over the cell.
 * The cells start inside the cap of radius d(A,B) + maxDetour / 2 around the leg's midpoint M:
 * 2·d(M,V) ≤ d(M,A) + d(A,V) + d(M,B) + d(B,V) = d(A,B) + f(V).
 *
 * The area is found as extremes: the lowest and highest latitude left, then in each quarter-degree
 * band of the index between them the westmost and eastmost longitude left (depth first, nearest
 * side first, cells halved along their longer side until their radius is below `tolerance`).
 * Longitudes are taken around the midpoint's, so a leg across the antimeridian gets two ranges.
 */

export interface BandRange {
  /** `venues.lat_band`: floor(lat × LAT_BANDS_PER_DEGREE) (or the bands per degree asked for). */
  band: number;
  latMin: number;
  latMax: number;
  lngMin: number;
  lngMax: number;
}

const MILES_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_MILES;
const RADIANS = Math.PI / 180;
/** Miles of slack for floating point: the exact rule's sums are good to ~1e-9 miles. */
const SLACK_MILES = 1e-3;

interface Cell {
  latMin: number;
  latMax: number;
  lngMin: number;
  lngMax: number;
}

type Side = 'south' | 'north' | 'west' | 'east';

class Ellipse {
  private readonly a: [number, number, number];
  private readonly b: [number, number, number];
  /** The limit on d(A,V) + d(V,B), in miles. */
  readonly limit: number;
  evaluations = 0;

  constructor(
    from: LatLng,
    to: LatLng,
    maxDetour: number,
    readonly tolerance: number,
  ) {
    this.a = unit(from.lat, from.lng);
    this.b = unit(to.lat, to.lng);
    this.limit = chordMiles(this.a, this.b) + maxDetour + SLACK_MILES;
  }

  /** f at the cell's centre minus twice the cell's radius: a lower bound of f over the cell. */
  classify(cell: Cell): 'out' | 'leaf' | 'split' {
    this.evaluations++;
    const lat = (cell.latMin + cell.latMax) / 2;
    const centre = unit(lat, (cell.lngMin + cell.lngMax) / 2);
    const f = chordMiles(this.a, centre) + chordMiles(centre, this.b);
    const radius = cellRadiusMiles(cell);
    if (f - 2 * radius > this.limit) return 'out';
    return radius <= this.tolerance ? 'leaf' : 'split';
  }

  /**
   * The extreme coordinate toward `side` of the cells left inside `cell` (null when none is):
   * depth first, the half nearer that side first, skipping cells that cannot beat the best so far.
   */
  extreme(cell: Cell, side: Side, best: number | null = null): number | null {
    const edge = edgeOf(cell, side);
    if (best !== null && !beats(edge, best, side)) return best;
    const verdict = this.classify(cell);
    if (verdict === 'out') return best;
    if (verdict === 'leaf') return edge;
    for (const half of halves(cell, side)) best = this.extreme(half, side, best);
    return best;
  }
}

function unit(lat: number, lng: number): [number, number, number] {
  const phi = lat * RADIANS;
  const lambda = lng * RADIANS;
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

/** Great-circle miles between unit vectors: 2R·asin(chord / 2). */
function chordMiles(p: readonly number[], q: readonly number[]): number {
  const chord = Math.hypot(p[0]! - q[0]!, p[1]! - q[1]!, p[2]! - q[2]!);
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, chord / 2));
}

/** An upper bound of the distance from the cell's centre to any of its points. */
export function cellRadiusMiles(cell: Cell): number {
  const widest =
    cell.latMin <= 0 && cell.latMax >= 0
      ? 1
      : Math.cos(Math.min(Math.abs(cell.latMin), Math.abs(cell.latMax)) * RADIANS);
  return (
    ((cell.lngMax - cell.lngMin) / 2) * widest * MILES_PER_DEGREE + ((cell.latMax - cell.latMin) / 2) * MILES_PER_DEGREE
  );
}

const edgeOf = (cell: Cell, side: Side) =>
  side === 'south' ? cell.latMin : side === 'north' ? cell.latMax : side === 'west' ? cell.lngMin : cell.lngMax;
const beats = (value: number, best: number, side: Side) =>
  side === 'south' || side === 'west' ? value < best : value > best;

/** The cell halved along its longer side (in miles), the half nearer `side` first. */
function halves(cell: Cell, side: Side): [Cell, Cell] {
  const midLat = (cell.latMin + cell.latMax) / 2;
  const midLng = (cell.lngMin + cell.lngMax) / 2;
  const widest =
    cell.latMin <= 0 && cell.latMax >= 0
      ? 1
      : Math.cos(Math.min(Math.abs(cell.latMin), Math.abs(cell.latMax)) * RADIANS);
  const byLatitude = cell.latMax - cell.latMin >= (cell.lngMax - cell.lngMin) * widest;
  if (byLatitude) {
    const south = { ...cell, latMax: midLat };
    const north = { ...cell, latMin: midLat };
    return side === 'north' ? [north, south] : [south, north];
  }
  const west = { ...cell, lngMax: midLng };
  const east = { ...cell, lngMin: midLng };
  return side === 'east' ? [east, west] : [west, east];
}

/** The cap around the leg's midpoint that holds the whole ellipse, as a latitude-longitude cell. */
function capCell(from: LatLng, to: LatLng, maxDetour: number): Cell {
  const a = unit(from.lat, from.lng);
  const b = unit(to.lat, to.lng);
  const direct = chordMiles(a, b);
  const sum = [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
  const length = Math.hypot(sum[0]!, sum[1]!, sum[2]!);
  // Antipodal ends have no single midpoint: every point is within half the circumference of A.
  const middle =
    length < 1e-9 ? from : { lat: Math.asin(sum[2]! / length) / RADIANS, lng: Math.atan2(sum[1]!, sum[0]!) / RADIANS };
  const radius = direct + maxDetour / 2 + SLACK_MILES;
  const radiusDegrees = radius / MILES_PER_DEGREE;
  const latMin = Math.max(-90, middle.lat - radiusDegrees);
  const latMax = Math.min(90, middle.lat + radiusDegrees);
  // A cap clear of both poles spans asin(sin ρ / cos φ) of longitude either side of its centre.
  const clearOfPoles = latMin > -90 && latMax < 90 && radiusDegrees < 90;
  const halfWidth = clearOfPoles
    ? Math.min(
        180,
        Math.asin(Math.min(1, Math.sin(radiusDegrees * RADIANS) / Math.cos(middle.lat * RADIANS))) / RADIANS + 1e-9,
      )
    : 180;
  return { latMin, latMax, lngMin: middle.lng - halfWidth, lngMax: middle.lng + halfWidth };
}

/**
 * Cell radius (miles) under which a cell is kept without halving it further: a tenth of b²/s of
 * the flat ellipse (semi-axes s, b), which keeps the area about 10% wider than the ellipse at its
 * flanks (a kept cell lies at most about r·s/b outside), but not under s/400, which bounds the work
 * on very long, very thin ellipses (Alaska to Puerto Rico at 5 miles). Only the area's tightness
 * depends on it, never what it holds.
 */
export function regionTolerance(direct: number, maxDetour: number): number {
  const s = (direct + maxDetour) / 2;
  const bSquared = s * s - (direct / 2) ** 2;
  return Math.max(0.5, s / 400, (0.1 * bSquared) / s);
}

/** Longitudes taken around a centre back into [-180, 180]: one range, or two across the antimeridian. */
function wrapped(lngMin: number, lngMax: number): [number, number][] {
  if (lngMax - lngMin >= 360) return [[-180, 180]];
  const shift = Math.floor((lngMin + 180) / 360) * 360;
  const low = lngMin - shift;
  const high = lngMax - shift;
  return high <= 180
    ? [[low, high]]
    : [
        [low, 180],
        [-180, high - 360],
      ];
}

/**
 * The index ranges holding every point within `maxDetour` miles of detour on the leg from → to
 * (see the file comment). `stats.evaluations` counts the distance sums computed. `bandsPerDegree`:
 * the index's bands (`venues.lat_band`'s by default; the venues kept in memory use narrower ones).
 */
export function detourRegion(
  from: LatLng,
  to: LatLng,
  maxDetour: number,
  stats?: { evaluations: number },
  bandsPerDegree = LAT_BANDS_PER_DEGREE,
): BandRange[] {
  const direct = chordMiles(unit(from.lat, from.lng), unit(to.lat, to.lng));
  const ellipse = new Ellipse(from, to, maxDetour, regionTolerance(direct, maxDetour));
  const cap = capCell(from, to, maxDetour);
  const south = ellipse.extreme(cap, 'south');
  const north = ellipse.extreme(cap, 'north');
  const ranges: BandRange[] = [];
  if (south !== null && north !== null) {
    const last = Math.floor(north * bandsPerDegree);
    for (let band = Math.floor(south * bandsPerDegree); band <= last; band++) {
      const row: Cell = {
        ...cap,
        latMin: Math.max(south, band / bandsPerDegree),
        latMax: Math.min(north, (band + 1) / bandsPerDegree),
      };
      const west = ellipse.extreme(row, 'west');
      if (west === null) continue;
      const east = ellipse.extreme(row, 'east')!;
      for (const [lngMin, lngMax] of wrapped(west, east)) {
        ranges.push({ band, latMin: row.latMin, latMax: row.latMax, lngMin, lngMax });
      }
    }
  }
  if (stats) stats.evaluations += ellipse.evaluations;
  return ranges;
}

/** Whether a point lies in one of the ranges (its own band's). */
export function insideRegion(point: LatLng, ranges: readonly BandRange[]): boolean {
  const band = Math.floor(point.lat * LAT_BANDS_PER_DEGREE);
  return ranges.some(
    (range) =>
      range.band === band &&
      point.lat >= range.latMin &&
      point.lat <= range.latMax &&
      point.lng >= range.lngMin &&
      point.lng <= range.lngMax,
  );
}
