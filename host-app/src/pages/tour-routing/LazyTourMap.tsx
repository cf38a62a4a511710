import { useEffect, useState, type ComponentType } from 'react';
import { Alert, Button } from 'widgets/ui';
import type { MapLibrary } from './map/loadMapLibrary';
import { Inline, LoadingState } from './pieces';
import type { TourMapProps } from './RoutingContext';

type MapComponent = ComponentType<TourMapProps & { library: MapLibrary; onFailed(error: unknown): void }>;
type Loaded =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; View: MapComponent; library: MapLibrary };

/**
 * The map, loaded only when the Interactive Map tab shows it: the map chunk, the map library,
 * its worker and CSS come in with dynamic import(). Any failure shows Map Loading Failed (SPEC 8)
 * with a Retry.
 */
export function LazyTourMap(props: TourMapProps) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    void (async () => {
      try {
        const module = await import('./map/TourMap');
        const library = await module.loadMapLibrary();
        if (live) setLoaded({ status: 'ready', View: module.default, library });
      } catch {
        if (live) setLoaded({ status: 'failed' });
      }
    })();
    return () => {
      live = false;
    };
  }, [attempt]);

  if (loaded.status === 'loading') return <LoadingState label="Loading map…" />;
  if (loaded.status === 'failed') {
    return (
      <Alert title="Map Loading Failed">
        <Inline>
          <span>Unable to load interactive map. Please check your internet connection.</span>
          <Button $variant="secondary" $size="sm" onClick={() => setAttempt((count) => count + 1)}>
            Retry
          </Button>
        </Inline>
      </Alert>
    );
  }
  const { View, library } = loaded;
  return <View {...props} library={library} onFailed={() => setLoaded({ status: 'failed' })} />;
}
