import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createApiClient } from 'widgets/api';
import { fakeFetch, type FakeCall, type FakeRoutes } from 'widgets/test-support';
import { ToastProvider } from 'widgets/ui';
import { createRoutingApi } from '../routingApi';
import { RoutingProvider, type TourMapProps } from '../RoutingContext';
import { TODAY } from './fixtures';

/** Every render of the stub map, so tests check what the map would draw without WebGL. */
export const mapRenders: TourMapProps[] = [];

/** Stands in for the lazy maplibre map in jsdom. */
export function StubMap(props: TourMapProps) {
  mapRenders.push(props);
  return (
    <div data-testid="stub-map">
      {props.tourName}: {props.stops.length} stops, {props.opportunities.length} opportunities
    </div>
  );
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders the routing screen over fake API routes, a fixed today and the stub map. */
export function renderRouting(ui: ReactElement, routes: FakeRoutes) {
  const calls: FakeCall[] = [];
  const client = createApiClient({ fetch: fakeFetch(routes, calls) });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const view = render(
    <MemoryRouter initialEntries={['/tour-routing']}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RoutingProvider value={{ api: createRoutingApi(client), MapView: StubMap, today: () => TODAY }}>
            <Routes>
              <Route path="/tour-routing" element={ui} />
              <Route path="*" element={<WhereAmI />} />
            </Routes>
          </RoutingProvider>
        </ToastProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { ...view, calls, queryClient };
}

/** The JSON bodies sent to one "METHOD /path". */
export const bodiesOf = (calls: readonly FakeCall[], key: string) =>
  calls.filter((call) => call.key === key).map((call) => call.body);
