import type { RoutingOpportunity } from 'tenant-api/contract';
import type { TourMapProps } from '../RoutingContext';

export type LngLat = [number, number];

export interface StopPoint {
  number: number;
  label: string;
  date: string;
  lngLat: LngLat;
}

export interface OpportunityPoint {
  label: string;
  confidence: RoutingOpportunity['confidence'];
  lngLat: LngLat;
}

export function stopPoints(stops: TourMapProps['stops']): StopPoint[] {
  return [...stops]
    .sort((a, b) => a.position - b.position)
    .map((stop, index) => ({
      number: index + 1,
      label: `${stop.city}, ${stop.state}`,
      date: stop.date,
      lngLat: [stop.lng, stop.lat],
    }));
}

const day = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`);

/**
 * Where to draw an opportunity: at the venue's coordinates when the API sends them (`lat`/`lng`).
 * Without them (older answers), approximately: at the stop when the venue is in a stop's city,
 * otherwise along its leg (betweenCities) at the suggested date's share of the leg's days — the
 * same share the API uses to suggest the date.
 */
export function opportunityPoints(
  stops: readonly StopPoint[],
  opportunities: TourMapProps['opportunities'],
): OpportunityPoint[] {
  const byLabel = new Map(stops.map((stop) => [stop.label.toLowerCase(), stop]));
  const points: OpportunityPoint[] = [];
  for (const opportunity of opportunities) {
    const label = `${opportunity.venueName} (${opportunity.city}, ${opportunity.state})`;
    const here = byLabel.get(`${opportunity.city}, ${opportunity.state}`.toLowerCase());
    const from = byLabel.get(opportunity.betweenCities[0].toLowerCase());
    const to = byLabel.get(opportunity.betweenCities[1].toLowerCase());
    const exact = Number.isFinite(opportunity.lat) && Number.isFinite(opportunity.lng);
    let lngLat: LngLat | null = exact ? [opportunity.lng!, opportunity.lat!] : here ? here.lngLat : null;
    if (!lngLat && from && to) {
      const span = day(to.date) - day(from.date);
      const share = span > 0 ? Math.min(1, Math.max(0, (day(opportunity.suggestedDate) - day(from.date)) / span)) : 0.5;
      lngLat = [
        from.lngLat[0] + (to.lngLat[0] - from.lngLat[0]) * share,
        from.lngLat[1] + (to.lngLat[1] - from.lngLat[1]) * share,
      ];
    }
    if (lngLat) points.push({ label, confidence: opportunity.confidence, lngLat });
  }
  return points;
}

/** The box around every point, padded; the continental US when there is nothing to show. */
export function boundsOf(points: readonly LngLat[]): [LngLat, LngLat] {
  if (points.length === 0)
    return [
      [-125, 24],
      [-66.5, 49.5],
    ];
  const lngs = points.map((point) => point[0]);
  const lats = points.map((point) => point[1]);
  const pad = 0.5;
  return [
    [Math.min(...lngs) - pad, Math.min(...lats) - pad],
    [Math.max(...lngs) + pad, Math.max(...lats) + pad],
  ];
}

type Geometry = { type: 'LineString'; coordinates: LngLat[] } | { type: 'Point'; coordinates: LngLat };
export interface FeatureCollection {
  type: 'FeatureCollection';
  features: { type: 'Feature'; properties: Record<string, string | number>; geometry: Geometry }[];
}

export function routeLine(stops: readonly StopPoint[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features:
      stops.length < 2
        ? []
        : [
            {
              type: 'Feature',
              properties: {},
              geometry: { type: 'LineString', coordinates: stops.map((s) => s.lngLat) },
            },
          ],
  };
}

export function opportunityFeatures(points: readonly OpportunityPoint[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: points.map((point) => ({
      type: 'Feature',
      properties: { label: point.label, confidence: point.confidence },
      geometry: { type: 'Point', coordinates: point.lngLat },
    })),
  };
}
