import { EARTH_RADIUS_MILES, LAT_BANDS_PER_DEGREE, type LatLng } from './geo';

/**
 * The search area of one leg: index ranges of the `venues_by_band (tenant_id, lat_band, lng)`
 * index (or of the venues kept in memory) that together hold every point of the leg's detour ellipse
 *   E = { V : d(A,V) + d(V,B) ≤ d(A,B) + maxDetour }   (great-circle miles)
 * — provably, on the sphere, for any two points and any detour (docs/routing.md, "Search area"),
 * in a number of floating-point steps bounded independently of the leg (`regionWorkBound`).
 *
 * Why it holds. On the unit sphere (distances in radians) let L = d(A,B) ≤ π, Δ the detour (plus
 * slack), 2a = L + Δ, V ∈ E with t = d(A,V), u = d(V,B), and Q the point of the arc AB nearest V,
 * at x = d(A,Q) along it, y = d(V,Q).
 * 1. If Q is inside the arc, QV is perpendicular to the great circle AB (Q is a local minimum of the
 *    distance to V along it; on a great circle the only one is the foot, so y ≤ π/2), and spherical
 *    Pythagoras gives cos t = cos y·cos x, cos u = cos y·cos(L − x): t + u = S(x, y), where
 *    S(x, y) = acos(cos y·cos x) + acos(cos y·cos(L − x)).
 *    If Q = A, the angle at A is at least 90° (else moving toward B would come nearer V), so by the
 *    law of cosines cos u = cos t·cos L + sin t·sin L·cos A ≤ cos t·cos L: t + u ≥ S(0, y). (Q = B
 *    alike.) If moreover y > π/2 that sum is at least π (cos L ≥ 0: the second term is ≥ π/2; cos L < 0:
 *    it is ≥ π − y). So when L + Δ < π, y ≤ π/2 in every case; otherwise the area is the whole sphere.
 * 2. For y ≤ π/2, S grows with y at every x in [0, L]: ∂S/∂y = sin y·(g(cos x) + g(cos(L − x))) with
 *    g(k) = k / √(1 − cos²y·k²) odd and increasing, and cos x + cos(L − x) = 2·cos(L/2)·cos(x − L/2) ≥ 0.
 *    And S(·, y) is smallest at x = L/2 and grows away from it: ∂S/∂x = φ'(x) − φ'(L − x) with
 *    φ'(z) = c·sin z / √(1 − c² + c²·sin²z) (c = cos y) growing with sin z, and sin x ≥ sin(L − x) for
 *    x ≥ L/2. So every V ∈ E whose Q is at x has y ≤ Y(x), the y with S(x, y) = 2a, which is largest
 *    at x = L/2 and shrinks toward the ends. Solving cos(S) = cos 2a for cos²y (it is linear in it):
 *      sin²Y(x) = N / (N + sin²(L + Δ)),  N = 4·sin(Δ/2)·sin(L + Δ/2)·sin(x + Δ/2)·sin(L − x + Δ/2)
 *    (a product: exact to the last bits even for tiny detours). At x = L/2 it is the ellipse's semi-minor
 *    axis (flat: ½√(Δ(2L + Δ))).
 * 3. Caps. Points P_0 = A, P_1, …, P_n = B evenly along the arc, s = L/n apart. P_i stands for the
 *    stretch of the arc within s/2 of it; let Y_i be Y at the point of that stretch nearest L/2 (the
 *    largest). A V ∈ E whose Q lies in P_i's stretch is within r_i of P_i: if Q is an end, Q = P_i and
 *    d = y ≤ Y_i; else the angle at Q is right and cos d(V,P_i) = cos y·cos z ≥ cos Y_i·cos(s/2), z ≤ s/2:
 *      sin²(r_i/2) = sin²(Y_i/2) + cos Y_i·sin²(s/4).
 *    So the caps (P_i, r_i) cover E. There are at most MAX_ARCS + 1 of them.
 * 4. Cap to index ranges, in closed form. A parallel at latitude φ meets the cap of centre (φc, λc)
 *    and radius r in the longitudes |λ − λc| ≤ acos(q(φ)), q(φ) = (cos r − sin φ·sin φc)/(cos φ·cos φc)
 *    (all of it when q ≤ −1). dq/dφ has the sign of cos r·sin φ − sin φc, so over a band's latitudes q is
 *    smallest — the cap widest — at sin φ = sin φc / cos r clamped into the band: each (cap, band) is one
 *    evaluation. A band's ranges are the union of its caps' longitude ranges, split at the antimeridian.
 * A thousandth of a mile is added to the detour and to each cap's radius for floating point (the sums
 * and the trigonometry above are good to ~1e-9 miles); the exact haversine rule in code decides.
 */

export interface BandRange {
  /** `venues.lat_band`: floor(lat × LAT_BANDS_PER_DEGREE) (or the bands per degree asked for). */
  band: number;
  latMin: number;
  latMax: number;
  lngMin: number;
  lngMax: number;
}

/** A cap of the cover: every point within `radius` miles of the centre. */
export interface Cap {
  lat: number;
  lng: number;
  radius: number;
}

const RADIANS = Math.PI / 180;
const DEGREES = 180 / Math.PI;
/** Miles of slack for floating point: the exact rule's sums are good to ~1e-9 miles. */
const SLACK_MILES = 1e-3;
const SLACK = SLACK_MILES / EARTH_RADIUS_MILES;

/** At most this many stretches of the leg, so at most MAX_ARCS + 1 caps. */
export const MAX_ARCS = 128;
/**
 * The caps are spaced about W = Y(L/2) (the ellipse's half-width) apart, never more than MAX_ARCS
 * stretches: closer caps hug the ellipse more tightly but cost more (cap, band) evaluations.
 * Measured on 300 US legs (half short, half between two big cities) at 0.25–500 miles and 10,000
 * venues around US cities, in the venues' 8 bands a degree: spacing W/2 scans 1.19 venues per
 * venue inside the ellipse with 306 evaluations a leg; W 1.27 with 206; 1.5·W 1.35 with 171 (the
 * cell bisection this replaced: 1.09 with 9,936 distance sums a leg, 4.6 at 0.25 miles).
 */
const CAP_SPACING = 1;

/**
 * The most (cap, band) evaluations `detourRanges` makes for any leg and detour, each a constant
 * number of floating-point operations (on top of a constant number per cap, at most MAX_ARCS + 1).
 * A cap of radius r meets at most 2r·bpd + 2 bands (r in degrees, at most 180 of them). With n
 * stretches of length s and W the half-width (at most 90°), each radius is at most W + s/2 (the two
 * legs of its right triangle). While n = ⌈L / W⌉ ≤ MAX_ARCS, W/2 ≤ s ≤ W, so the n + 1 ≤ 2L/W + 1 caps
 * meet at most (2L/W + 1)·3W·bpd + 2(n + 1) ≤ (6·180 + 3·90)·bpd + 258 bands; with n = MAX_ARCS and
 * s > W, at most 129·(3s·bpd + 2) ≤ 545·bpd + 258; with one stretch (L < W) or the whole sphere, at
 * most 2·(180·bpd + 2). So 1,350·bpd + 259 (one for rounding): 11,059 in the venues' bands, 5,659 in
 * the index's. The tests check it on random legs; the most seen is a third of it.
 */
export const regionWorkBound = (bandsPerDegree = LAT_BANDS_PER_DEGREE) => 1_350 * bandsPerDegree + 259;

type Vector = [number, number, number];

const unit = (lat: number, lng: number): Vector => {
  const phi = lat * RADIANS;
  const lambda = lng * RADIANS;
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
};

/**
 * Y(x) of the file comment: how far from the arc a point of E whose nearest point of the arc lies x
 * along it can be (radians; L + Δ < π), given the leg's constant factors 4·sin(Δ/2)·sin(L + Δ/2) and
 * sin²(L + Δ).
 */
function halfWidthAt(x: number, length: number, detour: number, factor: number, totalSquared: number): number {
  const n = Math.max(0, factor * Math.sin(x + detour / 2) * Math.sin(length - x + detour / 2));
  return Math.asin(Math.sqrt(n / (n + totalSquared)));
}

/**
 * Writes the caps that cover the leg's ellipse (steps 1–3 of the file comment) into `caps`, three
 * numbers a cap (latitude and longitude in degrees, radius in radians), and answers how many; or
 * one cap holding the whole sphere when the ellipse may be all of it (d(A,B) + maxDetour ≥ half the
 * circumference).
 */
function capsOf(from: LatLng, to: LatLng, maxDetour: number, caps: Float64Array): number {
  const [ax, ay, az] = unit(from.lat, from.lng);
  const [bx, by, bz] = unit(to.lat, to.lng);
  const length = 2 * Math.asin(Math.min(1, Math.hypot(ax - bx, ay - by, az - bz) / 2));
  const detour = Math.max(0, maxDetour) / EARTH_RADIUS_MILES + SLACK;
  if (length + detour >= Math.PI - SLACK) {
    caps.set([90, 0, Math.PI]);
    return 1;
  }
  const factor = 4 * Math.sin(detour / 2) * Math.sin(length + detour / 2);
  const totalSquared = Math.sin(length + detour) ** 2;
  const widest = halfWidthAt(length / 2, length, detour, factor, totalSquared);
  const arcs = Math.min(MAX_ARCS, Math.max(1, Math.ceil(length / (CAP_SPACING * widest))));
  const step = length / arcs;
  // The great circle from A through B: P(θ) = A·cos θ + T·sin θ, T = (A × B) × A / |A × B|, the unit
  // tangent at A toward B (a cross product stays accurate for short legs).
  let nx = ay * bz - az * by;
  let ny = az * bx - ax * bz;
  let nz = ax * by - ay * bx;
  const normal = Math.hypot(nx, ny, nz) || 1;
  nx /= normal;
  ny /= normal;
  nz /= normal;
  const tx = ny * az - nz * ay;
  const ty = nz * ax - nx * az;
  const tz = nx * ay - ny * ax;
  const quarterStep = Math.sin(step / 4);
  for (let index = 0; index <= arcs; index++) {
    const along = index * step;
    // The point of this cap's stretch [along − s/2, along + s/2] nearest the middle of the leg.
    const nearestMiddle = Math.min(Math.max(length / 2, along - step / 2), along + step / 2);
    const y = halfWidthAt(Math.min(length, Math.max(0, nearestMiddle)), length, detour, factor, totalSquared);
    const halfY = Math.sin(y / 2);
    const radius = 2 * Math.asin(Math.min(1, Math.sqrt(halfY * halfY + Math.cos(y) * quarterStep * quarterStep)));
    let [x, yy, z] = [bx, by, bz];
    if (index < arcs) {
      const cos = Math.cos(along);
      const sin = index === 0 ? 0 : Math.sin(along);
      [x, yy, z] = [ax * cos + tx * sin, ay * cos + ty * sin, az * cos + tz * sin];
    }
    caps[index * 3] = Math.asin(Math.max(-1, Math.min(1, z))) * DEGREES;
    caps[index * 3 + 1] = Math.atan2(yy, x) * DEGREES;
    caps[index * 3 + 2] = radius + SLACK;
  }
  return arcs + 1;
}

/** The caps that cover the leg's ellipse (steps 1–3 of the file comment), radii in miles. */
export function coverCaps(from: LatLng, to: LatLng, maxDetour: number): Cap[] {
  const caps = new Float64Array((MAX_ARCS + 1) * 3);
  return Array.from({ length: capsOf(from, to, maxDetour, caps) }, (_, index) => ({
    lat: caps[index * 3]!,
    lng: caps[index * 3 + 1]!,
    radius: caps[index * 3 + 2]! * EARTH_RADIUS_MILES,
  }));
}

/**
 * A leg's search area as numbers, five a range (band, latMin, latMax, lngMin, lngMax) in
 * `ranges[0 .. 5·count)`; one buffer is reused from leg to leg (`detourRanges`).
 */
export class RegionBuffer {
  ranges = new Float64Array(5 * 256);
  count = 0;
  /** (cap, band) evaluations of the last leg. */
  evaluations = 0;
  readonly caps = new Float64Array((MAX_ARCS + 1) * 3);
  /** Per band of the leg: the range being grown (latMin, latMax, lngMin, lngMax; none while lngMin > lngMax). */
  growing = new Float64Array(4 * 64);
  /** Ranges a band's later caps did not meet: band, latMin, latMax, lngMin, lngMax. */
  spilled: number[] = [];

  push(band: number, latMin: number, latMax: number, lngMin: number, lngMax: number): void {
    if ((this.count + 1) * 5 > this.ranges.length) {
      const larger = new Float64Array(this.ranges.length * 2);
      larger.set(this.ranges);
      this.ranges = larger;
    }
    const at = this.count++ * 5;
    this.ranges[at] = band;
    this.ranges[at + 1] = latMin;
    this.ranges[at + 2] = latMax;
    this.ranges[at + 3] = lngMin;
    this.ranges[at + 4] = lngMax;
  }
}

/**
 * The index ranges holding every point within `maxDetour` miles of detour on the leg from → to
 * (see the file comment), written into `buffer` (its earlier contents dropped). `bandsPerDegree`:
 * the index's bands (`venues.lat_band`'s by default; the venues kept in memory use narrower ones).
 * `buffer.evaluations` counts the (cap, band) evaluations, at most `regionWorkBound(bandsPerDegree)`.
 */
export function detourRanges(
  from: LatLng,
  to: LatLng,
  maxDetour: number,
  bandsPerDegree: number,
  buffer: RegionBuffer,
): RegionBuffer {
  const caps = buffer.caps;
  const capCount = capsOf(from, to, maxDetour, caps);
  let lowest = 90;
  let highest = -90;
  for (let cap = 0; cap < capCount; cap++) {
    const degrees = caps[cap * 3 + 2]! * DEGREES;
    lowest = Math.min(lowest, caps[cap * 3]! - degrees);
    highest = Math.max(highest, caps[cap * 3]! + degrees);
  }
  const first = Math.floor(Math.max(-90, lowest) * bandsPerDegree);
  const bands = Math.floor(Math.min(90, highest) * bandsPerDegree) - first + 1;
  if (buffer.growing.length < bands * 4) buffer.growing = new Float64Array(bands * 8);
  const growing = buffer.growing;
  for (let at = 0; at < bands; at++) {
    growing[at * 4 + 2] = Infinity;
    growing[at * 4 + 3] = -Infinity;
  }
  buffer.spilled.length = 0;
  buffer.count = 0;
  buffer.evaluations = 0;
  // Cap centres' longitudes taken continuously along the leg, so that one cap's range meets the next's.
  let centreLng = caps[1]!;
  for (let cap = 0; cap < capCount; cap++) {
    const capLat = caps[cap * 3]!;
    centreLng += ((((caps[cap * 3 + 1]! - centreLng) % 360) + 540) % 360) - 180;
    const radius = caps[cap * 3 + 2]!;
    const degrees = radius * DEGREES;
    const latMin = Math.max(-90, capLat - degrees);
    const latMax = Math.min(90, capLat + degrees);
    const sinC = Math.sin(capLat * RADIANS);
    const cosC = Math.cos(capLat * RADIANS);
    const cosR = Math.cos(radius);
    // A cap of 90° or more, or centred on a pole, takes every longitude of its bands.
    const whole = cosR <= 0 || cosC < 1e-12;
    // Where the cap is widest (step 4 of the file comment).
    const widest = whole ? 0 : Math.asin(Math.max(-1, Math.min(1, sinC / cosR)));
    const last = Math.floor(latMax * bandsPerDegree);
    for (let band = Math.floor(latMin * bandsPerDegree); band <= last; band++) {
      buffer.evaluations++;
      const low = Math.max(latMin, band / bandsPerDegree);
      const high = Math.min(latMax, (band + 1) / bandsPerDegree);
      let halfWidth = 180;
      if (!whole) {
        const phi = Math.min(high * RADIANS, Math.max(low * RADIANS, widest));
        const cosPhi = Math.cos(phi);
        const q = cosPhi < 1e-12 ? -1 : (cosR - Math.sin(phi) * sinC) / (cosPhi * cosC);
        if (q > -1) halfWidth = Math.acos(Math.min(1, q)) * DEGREES;
      }
      // Join the band's range being grown when they meet (consecutive caps overlap), else start anew.
      const at = (band - first) * 4;
      const west = centreLng - halfWidth;
      const east = centreLng + halfWidth;
      if (growing[at + 2]! <= growing[at + 3]! && (west > growing[at + 3]! || east < growing[at + 2]!)) {
        buffer.spilled.push(band, growing[at]!, growing[at + 1]!, growing[at + 2]!, growing[at + 3]!);
        growing[at + 2] = Infinity;
        growing[at + 3] = -Infinity;
      }
      if (growing[at + 2]! > growing[at + 3]!) {
        growing[at] = low;
        growing[at + 1] = high;
      } else {
        growing[at] = Math.min(growing[at]!, low);
        growing[at + 1] = Math.max(growing[at + 1]!, high);
      }
      growing[at + 2] = Math.min(growing[at + 2]!, west);
      growing[at + 3] = Math.max(growing[at + 3]!, east);
    }
  }
  for (let offset = 0; offset < bands; offset++) {
    const at = offset * 4;
    if (growing[at + 2]! <= growing[at + 3]!) {
      wrapInto(buffer, first + offset, growing[at]!, growing[at + 1]!, growing[at + 2]!, growing[at + 3]!);
    }
  }
  if (buffer.spilled.length) joinSpilled(buffer);
  return buffer;
}

/** A range back into longitudes [-180, 180]: one range, or two across the antimeridian (all of them past 360°). */
function wrapInto(
  buffer: RegionBuffer,
  band: number,
  latMin: number,
  latMax: number,
  lngMin: number,
  lngMax: number,
): void {
  if (lngMax - lngMin >= 360) return buffer.push(band, latMin, latMax, -180, 180);
  const shift = Math.floor((lngMin + 180) / 360) * 360;
  const low = lngMin - shift;
  const high = lngMax - shift;
  if (high <= 180) return buffer.push(band, latMin, latMax, low, high);
  buffer.push(band, latMin, latMax, low, 180);
  buffer.push(band, latMin, latMax, -180, high - 360);
}

/**
 * With spilled ranges (a band the caps met in parts), every range wrapped and then joined per band
 * where they overlap (each keeps its parts' latitude span): rare, so done on objects.
 */
function joinSpilled(buffer: RegionBuffer): void {
  for (let at = 0; at < buffer.spilled.length; at += 5) {
    const [band, latMin, latMax, lngMin, lngMax] = buffer.spilled.slice(at, at + 5) as [
      number,
      number,
      number,
      number,
      number,
    ];
    wrapInto(buffer, band, latMin, latMax, lngMin, lngMax);
  }
  const ranges = rangesOf(buffer).sort((p, q) => p.band - q.band || p.lngMin - q.lngMin);
  buffer.count = 0;
  let last: BandRange | null = null;
  const joined: BandRange[] = [];
  for (const range of ranges) {
    if (last && last.band === range.band && range.lngMin <= last.lngMax) {
      last.lngMax = Math.max(last.lngMax, range.lngMax);
      last.latMin = Math.min(last.latMin, range.latMin);
      last.latMax = Math.max(last.latMax, range.latMax);
    } else joined.push((last = range));
  }
  for (const range of joined) buffer.push(range.band, range.latMin, range.latMax, range.lngMin, range.lngMax);
}

const rangesOf = (buffer: RegionBuffer): BandRange[] =>
  Array.from({ length: buffer.count }, (_, index) => {
    const [band, latMin, latMax, lngMin, lngMax] = buffer.ranges.subarray(index * 5, index * 5 + 5);
    return { band: band!, latMin: latMin!, latMax: latMax!, lngMin: lngMin!, lngMax: lngMax! };
  });

/**
 * The index ranges holding every point within `maxDetour` miles of detour on the leg from → to
 * (see the file comment) as objects. `stats.evaluations` counts the (cap, band) evaluations, at
 * most `regionWorkBound(bandsPerDegree)`.
 */
export function detourRegion(
  from: LatLng,
  to: LatLng,
  maxDetour: number,
  stats?: { evaluations: number },
  bandsPerDegree = LAT_BANDS_PER_DEGREE,
): BandRange[] {
  const buffer = detourRanges(from, to, maxDetour, bandsPerDegree, new RegionBuffer());
  if (stats) stats.evaluations += buffer.evaluations;
  return rangesOf(buffer);
}

/** Whether a point lies in one of the ranges (its own band's). */
export function insideRegion(
  point: LatLng,
  ranges: readonly BandRange[],
  bandsPerDegree = LAT_BANDS_PER_DEGREE,
): boolean {
  const band = Math.floor(point.lat * bandsPerDegree);
  return ranges.some(
    (range) =>
      range.band === band &&
      point.lat >= range.latMin &&
      point.lat <= range.latMax &&
      point.lng >= range.lngMin &&
      point.lng <= range.lngMax,
  );
}
