import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import styled from 'styled-components';
import type { Tour, User } from 'tenant-api/contract';
import { errorMessage, isApiError } from 'widgets/api';
import { formatDay } from 'widgets/format';
import { Button, mediaUp, useToast } from 'widgets/ui';
import { ErrorState, Inline, LoadingState, Muted, PanelLead, PanelTitle, Toolbar } from './pieces';
import { ROUTING_KEY, routingKeys, type OptimizeResult } from './routingApi';
import { useRouting } from './RoutingContext';
import { formatMiles, tourSearch } from './routingMath';
import { isTourId, TourPicker } from './TourPicker';

/** One empty list, so the map is not redrawn on every render while no tour is chosen. */
const NONE: readonly never[] = [];

/** SPEC 2.5 Interactive Map: a tour on the map, its optimised order, and a jump to its costs. */
export function MapTab({
  user,
  tours,
  tourId,
  onTourId,
  onEstimateCosts,
}: {
  user: User;
  tours: readonly Tour[] | undefined;
  tourId: string;
  onTourId(tourId: string): void;
  onEstimateCosts(tourId: string): void;
}) {
  const { api, MapView } = useRouting();
  const toast = useToast();
  const queryClient = useQueryClient();
  const id = tourId.trim();
  const valid = isTourId(id);

  const tour = useQuery({
    queryKey: routingKeys.tour(id),
    queryFn: ({ signal }) => api.getTour(id, signal),
    enabled: valid,
  });
  const search = tour.data ? tourSearch(tour.data) : null;
  const opportunities = useQuery({
    queryKey: routingKeys.opportunities(search ?? tourSearch({ performerId: 'all', startDate: '', endDate: '' })),
    queryFn: ({ signal }) => api.opportunities(search!, signal),
    enabled: search !== null,
  });
  const ofTour = useMemo(
    () => (opportunities.data ?? []).filter((opportunity) => opportunity.tourId === tour.data?.id),
    [opportunities.data, tour.data?.id],
  );

  const optimize = useMutation({
    mutationFn: ({ persist }: { persist: boolean }) => api.optimize(id, persist),
    onSuccess: (result, { persist }) => {
      toast(
        persist
          ? { title: 'Route Saved', description: 'Your tour now follows the optimized order.', variant: 'success' }
          : {
              title: 'Route Optimized',
              description: `${result.routeSegments.length} segments, ${formatMiles(result.totalDistance)} in total.`,
              variant: 'success',
            },
      );
      if (persist) void queryClient.invalidateQueries({ queryKey: [ROUTING_KEY] });
    },
    onError: () =>
      toast({
        title: 'Optimization Failed',
        description: 'Unable to optimize route. Please try again.',
        variant: 'destructive',
      }),
  });
  const result = optimize.data && optimize.data.tourId === id ? optimize.data : null;
  const ownTour = user.role === 'PERFORMER' && tour.data?.performerId === user.performerId;

  return (
    <section aria-labelledby="map-title">
      <PanelTitle id="map-title">Interactive map</PanelTitle>
      <PanelLead>Your stops in order, the route between them, and the venues that fit along the way.</PanelLead>
      <Toolbar>
        <TourPicker tours={tours} tourId={tourId} onChange={onTourId} idPrefix="map" />
        <Button disabled={!valid || optimize.isPending} onClick={() => optimize.mutate({ persist: false })}>
          {optimize.isPending && !optimize.variables?.persist ? 'Optimizing…' : 'Optimize Route'}
        </Button>
        <Button $variant="secondary" disabled={!valid} onClick={() => onEstimateCosts(id)}>
          Estimate Costs
        </Button>
      </Toolbar>

      {!valid ? (
        <>
          <Muted style={{ marginBottom: 12 }}>Pick one of your tours or enter a tour id to see it on the map.</Muted>
          <MapView tourName="the United States" stops={NONE} opportunities={NONE} />
        </>
      ) : tour.isPending ? (
        <LoadingState label="Loading tour…" />
      ) : tour.isError ? (
        <ErrorState
          title={isApiError(tour.error) && tour.error.status === 404 ? 'Tour not found' : 'Could not load the tour'}
          message={errorMessage(tour.error, 'Please check your connection and try again.')}
          onRetry={() => void tour.refetch()}
        />
      ) : (
        <Layout>
          <div>
            <MapView tourName={tour.data.name} stops={tour.data.stops} opportunities={ofTour} />
            <Muted style={{ marginTop: 8 }}>
              {opportunities.isPending
                ? 'Finding venues along this tour…'
                : opportunities.isError
                  ? 'Could not load the venues along this tour.'
                  : `${ofTour.length} ${ofTour.length === 1 ? 'venue fits' : 'venues fit'} this route.`}
            </Muted>
          </div>
          <Side>
            <h3>{tour.data.name}</h3>
            <StopList aria-label="Stops in order">
              {[...tour.data.stops]
                .sort((a, b) => a.position - b.position)
                .map((stop) => (
                  <li key={stop.id}>
                    {stop.city}, {stop.state} <Muted as="span">· {formatDay(stop.date)}</Muted>
                  </li>
                ))}
            </StopList>
            {result && (
              <OptimizedRoute
                result={result}
                canSave={ownTour}
                saving={optimize.isPending && optimize.variables?.persist === true}
                onSave={() => optimize.mutate({ persist: true })}
              />
            )}
          </Side>
        </Layout>
      )}
    </section>
  );
}

function OptimizedRoute({
  result,
  canSave,
  saving,
  onSave,
}: {
  result: OptimizeResult;
  canSave: boolean;
  saving: boolean;
  onSave(): void;
}) {
  return (
    <Optimized aria-labelledby="optimized-title">
      <h3 id="optimized-title">Optimized route</h3>
      <p>
        <strong>{formatMiles(result.totalDistance)}</strong> instead of {formatMiles(result.originalDistance)}
        {result.savedDistance > 0
          ? ` — saves ${formatMiles(result.savedDistance)}.`
          : ' — the current order is already best.'}
      </p>
      <StopList aria-label="Optimized order">
        {result.stops.map((stop) => (
          <li key={stop.stopId}>
            {stop.city}, {stop.state} <Muted as="span">· {formatDay(stop.date)}</Muted>
          </li>
        ))}
      </StopList>
      <h4>Segments</h4>
      <ul aria-label="Route segments">
        {result.routeSegments.map((segment, index) => (
          <li key={index}>
            {segment.fromCity} → {segment.toCity}: {formatMiles(segment.distance)}
          </li>
        ))}
      </ul>
      {result.persisted ? (
        <Muted role="status">This order is saved.</Muted>
      ) : (
        canSave && (
          <Inline>
            <Button $size="sm" disabled={saving} onClick={onSave}>
              {saving ? 'Saving…' : 'Save this order'}
            </Button>
          </Inline>
        )
      )}
    </Optimized>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 20px;

  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  }
`;

const Side = styled.div`
  display: grid;
  gap: 12px;
  align-content: start;

  h3 {
    margin: 0;
    font-size: 1.125rem;
    font-weight: 800;
  }
`;

const StopList = styled.ol`
  display: grid;
  gap: 4px;
  margin: 0;
  padding-left: 1.5em;
`;

const Optimized = styled.section`
  display: grid;
  gap: 8px;
  padding: 16px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface);

  p,
  h4,
  ul {
    margin: 0;
  }

  h4 {
    font-size: 0.9375rem;
    font-weight: 800;
  }

  ul {
    padding-left: 1.2em;
    font-size: 0.875rem;
  }
`;
