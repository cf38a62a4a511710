import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { TourMapProps } from '../RoutingContext';
import { loadMapLibrary, type MapInstance, type MapLibrary, type MarkerInstance } from './loadMapLibrary';
import { loadStates, localStyle, themeColors } from './localStyle';
import { boundsOf, opportunityFeatures, opportunityPoints, routeLine, stopPoints } from './mapPoints';

export { loadMapLibrary };

interface GeoJsonSource {
  setData(data: object): unknown;
}

/**
 * The interactive map (this module is its own chunk): numbered HTML markers for the stops, the
 * route line, and circles for the venues that fit. `onFailed` reports a map that cannot start
 * (no WebGL, a broken chunk) so the caller shows Map Loading Failed.
 */
export default function TourMap({
  library,
  tourName,
  stops,
  opportunities,
  onFailed,
}: TourMapProps & { library: MapLibrary; onFailed(error: unknown): void }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapInstance | null>(null);
  const [ready, setReady] = useState(false);
  const failedRef = useRef(onFailed);
  failedRef.current = onFailed;

  useEffect(() => {
    let cancelled = false;
    const container = containerRef.current!;
    void (async () => {
      try {
        const states = await loadStates();
        if (cancelled) return;
        const map = library.createMap({
          container,
          style: localStyle(states, themeColors(container)),
          bounds: boundsOf([]),
        });
        mapRef.current = map;
        map.addControl(library.navigationControl(), 'top-right');
        map.on('load', () => !cancelled && setReady(true));
      } catch (error) {
        if (!cancelled) failedRef.current(error);
      }
    })();
    return () => {
      cancelled = true;
      mapRef.current?.remove();
      mapRef.current = null;
      setReady(false);
    };
  }, [library]);

  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    const points = stopPoints(stops);
    const venues = opportunityPoints(points, opportunities);
    (map.getSource('route') as GeoJsonSource | undefined)?.setData(routeLine(points));
    (map.getSource('opportunities') as GeoJsonSource | undefined)?.setData(opportunityFeatures(venues));
    const markers: MarkerInstance[] = points.map((point) =>
      library.createMarker(stopMarker(point.number, point.label)).setLngLat(point.lngLat).addTo(map),
    );
    map.fitBounds(boundsOf([...points, ...venues].map((point) => point.lngLat)), {
      padding: 48,
      maxZoom: 8,
      duration: 0,
    });
    return () => markers.forEach((marker) => marker.remove());
  }, [ready, stops, opportunities, library]);

  return (
    <Frame
      ref={containerRef}
      role="img"
      aria-label={`Map of ${tourName}: ${stops.length} stops and ${opportunities.length} venue opportunities`}
    />
  );
}

function stopMarker(number: number, label: string): HTMLElement {
  const element = document.createElement('div');
  element.textContent = String(number);
  element.title = `${number}. ${label}`;
  element.setAttribute('aria-hidden', 'true');
  Object.assign(element.style, {
    display: 'grid',
    placeItems: 'center',
    width: '26px',
    height: '26px',
    borderRadius: '50%',
    border: '2px solid var(--hl-color-surface)',
    background: 'var(--hl-color-primary)',
    color: 'var(--hl-color-on-primary)',
    font: '700 12px/1 var(--hl-font-body, sans-serif)',
    boxShadow: '0 1px 4px rgb(0 0 0 / 0.35)',
  });
  return element;
}

const Frame = styled.div`
  width: 100%;
  height: clamp(320px, 55vh, 560px);
  overflow: hidden;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface-alt);
`;
