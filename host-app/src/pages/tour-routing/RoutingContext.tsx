import { createContext, useContext, type ComponentType } from 'react';
import type { RoutingOpportunity, Tour } from 'tenant-api/contract';
import type { RoutingApi } from './routingApi';

type Stop = Pick<Tour['stops'][number], 'id' | 'city' | 'state' | 'lat' | 'lng' | 'date' | 'position'>;

/** What the map draws: the tour's stops in order, and the venues that fit between them. */
export interface TourMapProps {
  tourName: string;
  stops: readonly Stop[];
  opportunities: readonly RoutingOpportunity[];
}

/** The screen's outside world, injected so tests use a fake API, a fixed day and no real map. */
export interface RoutingDeps {
  api: RoutingApi;
  /** Lazy: loads the map library only when rendered. */
  MapView: ComponentType<TourMapProps>;
  /** Today as YYYY-MM-DD (the viewer's calendar day). */
  today(): string;
}

const RoutingContext = createContext<RoutingDeps | null>(null);
export const RoutingProvider = RoutingContext.Provider;

export function useRouting(): RoutingDeps {
  const deps = useContext(RoutingContext);
  if (!deps) throw new Error('useRouting must be used inside <RoutingProvider>');
  return deps;
}
