import type { MapLibrary } from '../map/loadMapLibrary';
import type { TourMapProps } from '../RoutingContext';

/** Stands in for map/TourMap's default export: shows which library it got and can fail on demand. */
export function StubTourMap(props: TourMapProps & { library: MapLibrary; onFailed(error: unknown): void }) {
  return (
    <div>
      <p>
        {props.library.name} map of {props.tourName}
      </p>
      <button type="button" onClick={() => props.onFailed(new Error('WebGL is not available'))}>
        Break the map
      </button>
    </div>
  );
}
