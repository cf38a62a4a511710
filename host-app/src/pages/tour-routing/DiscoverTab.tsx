import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Genre, RoutingOpportunity, User, UsState } from 'tenant-api/contract';
import { errorMessage } from 'widgets/api';
import { formatCents, formatDay } from 'widgets/format';
import { Badge, Button, Select, TextField, useToast } from 'widgets/ui';
import { createOfferHref } from './offerPrefill';
import {
  Card,
  CardGrid,
  EmptyState,
  ErrorState,
  Facts,
  Inline,
  LoadingState,
  Muted,
  PanelLead,
  PanelTitle,
  Toolbar,
} from './pieces';
import { ROUTING_KEY, routingKeys } from './routingApi';
import { useRouting } from './RoutingContext';
import {
  DEFAULT_DISCOVER_FILTERS,
  discoverSearch,
  formatMiles,
  GENRE_OPTIONS,
  interestSearch,
  RANGE_OPTIONS,
  STATE_OPTIONS,
  type DiscoverFilters,
  type RangeDays,
} from './routingMath';
import { useDebounced } from './useDebounced';

/** SPEC 2.5 Discover Routes: venues that fit between the shows of planned tours. */
export function DiscoverTab({ user }: { user: User }) {
  const { api, today } = useRouting();
  const [filters, setFilters] = useState<DiscoverFilters>(DEFAULT_DISCOVER_FILTERS);
  const city = useDebounced(filters.city);
  const performerId = user.role === 'PERFORMER' ? user.performerId : 'all';
  const search = performerId ? discoverSearch({ ...filters, city }, performerId, today()) : null;

  const opportunities = useQuery({
    queryKey: routingKeys.opportunities(search ?? discoverSearch(filters, 'none', today())),
    queryFn: ({ signal }) => api.opportunities(search!, signal),
    enabled: search !== null,
  });

  const update = (patch: Partial<DiscoverFilters>) => setFilters((current) => ({ ...current, ...patch }));
  const clear = () => setFilters(DEFAULT_DISCOVER_FILTERS);

  return (
    <section aria-labelledby="discover-title">
      <PanelTitle id="discover-title">Discover routes</PanelTitle>
      <PanelLead>
        {user.role === 'PERFORMER'
          ? 'Venues within 100 miles of your planned route, on the free days between your shows.'
          : 'Performers passing near you: venues that fit between the shows of their planned tours.'}
      </PanelLead>
      <Toolbar role="search" aria-label="Route filters">
        <TextField
          label="City"
          name="city"
          value={filters.city}
          placeholder="Any city"
          autoComplete="address-level2"
          onChange={(event) => update({ city: event.target.value })}
        />
        <Select
          label="State"
          name="state"
          value={filters.state}
          options={STATE_OPTIONS}
          onChange={(event) => update({ state: event.target.value as UsState })}
        />
        <Select
          label="Genre"
          name="genre"
          value={filters.genre}
          options={GENRE_OPTIONS}
          onChange={(event) => update({ genre: event.target.value as Genre })}
        />
        <Select
          label="Date range"
          name="days"
          value={String(filters.days)}
          options={RANGE_OPTIONS}
          onChange={(event) => update({ days: Number(event.target.value) as RangeDays })}
        />
        <Button $variant="secondary" onClick={clear}>
          Clear Filters
        </Button>
      </Toolbar>
      {!performerId ? (
        <EmptyState
          title="NO PERFORMER PROFILE"
          text="Finish your performer profile, then plan a tour under My Routes to see venues along it."
        />
      ) : opportunities.isPending ? (
        <LoadingState label="Finding venues along planned routes…" />
      ) : opportunities.isError ? (
        <ErrorState
          title="Could not load routes"
          message={errorMessage(opportunities.error, 'Please check your connection and try again.')}
          onRetry={() => void opportunities.refetch()}
        />
      ) : opportunities.data.length === 0 ? (
        <EmptyState
          title="NO ROUTES FOUND"
          text="No venue fits a planned route in this window. Try a longer date range or fewer filters."
        >
          <Button $variant="secondary" onClick={clear}>
            Clear Filters
          </Button>
        </EmptyState>
      ) : (
        <>
          <Muted role="status">
            {opportunities.data.length} {opportunities.data.length === 1 ? 'opportunity' : 'opportunities'} found
          </Muted>
          <CardGrid aria-label="Route opportunities" style={{ marginTop: 12 }}>
            {opportunities.data.map((opportunity) => (
              <OpportunityCard
                key={`${opportunity.tourId}:${opportunity.venueId}`}
                opportunity={opportunity}
                user={user}
              />
            ))}
          </CardGrid>
        </>
      )}
    </section>
  );
}

function OpportunityCard({ opportunity, user }: { opportunity: RoutingOpportunity; user: User }) {
  const { api, today } = useRouting();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notify = useMutation({
    mutationFn: () => api.notify(interestSearch(opportunity, today())),
    onSuccess: (result) => {
      toast({
        title: 'Venues Notified',
        description:
          result.notifiedVenues > 0
            ? `${result.notifiedVenues} ${result.notifiedVenues === 1 ? 'venue was' : 'venues were'} told about your route.`
            : 'This venue already knows about your route.',
        variant: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: [ROUTING_KEY] });
    },
    onError: () =>
      toast({
        title: 'Subscription Failed',
        description: 'Unable to subscribe to route notifications.',
        variant: 'destructive',
      }),
  });

  const expressInterest = () => {
    // A buyer cannot notify venues (performers and admins do); interest from a buyer is an offer.
    if (user.role === 'BUYER') {
      void navigate(
        createOfferHref({
          performerId: opportunity.performerId,
          showDate: opportunity.suggestedDate,
          venueName: opportunity.venueName,
          city: opportunity.city,
          state: opportunity.state,
          estimatedFee: opportunity.estimatedFee,
          routeName: opportunity.tourName,
        }),
      );
    } else {
      notify.mutate();
    }
  };

  const titleId = `opportunity-${opportunity.tourId}-${opportunity.venueId}`;
  return (
    <Card aria-labelledby={titleId}>
      <Inline>
        {opportunity.confidence === 'HIGH' ? (
          <Badge $tone="success">HIGH MATCH</Badge>
        ) : (
          <Badge $tone="neutral">{opportunity.confidence} match</Badge>
        )}
      </Inline>
      <h3 id={titleId}>{opportunity.venueName}</h3>
      <Muted>
        {opportunity.city}, {opportunity.state}
      </Muted>
      <Facts>
        <dt>Distance</dt>
        <dd>{formatMiles(opportunity.distance)}</dd>
        <dt>Suggested date</dt>
        <dd>{formatDay(opportunity.suggestedDate)}</dd>
        <dt>Estimated fee</dt>
        <dd>{formatCents(opportunity.estimatedFee)}</dd>
      </Facts>
      <Muted>
        {user.role === 'PERFORMER' ? opportunity.tourName : `${opportunity.performerName} · ${opportunity.tourName}`},
        between {opportunity.betweenCities[0]} and {opportunity.betweenCities[1]}
      </Muted>
      <Button
        onClick={expressInterest}
        disabled={notify.isPending}
        aria-label={`Express interest in ${opportunity.venueName}`}
        style={{ marginTop: 'auto' }}
      >
        {notify.isPending ? 'Sending…' : 'Express Interest'}
      </Button>
    </Card>
  );
}
