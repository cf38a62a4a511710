import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { CostEstimate, Tour } from 'tenant-api/contract';
import { errorMessage } from 'widgets/api';
import { formatCents, formatInstant } from 'widgets/format';
import { Badge, Button, useToast } from 'widgets/ui';
import { EmptyState, ErrorState, Facts, LoadingState, Muted, PanelLead, PanelTitle, Toolbar } from './pieces';
import { routingKeys } from './routingApi';
import { useRouting } from './RoutingContext';
import { formatMargin, formatMiles, marginTone } from './routingMath';
import { isTourId, TourPicker } from './TourPicker';

/** SPEC 9: the last 5 estimates are kept; the newest is shown large, the others below it. */
export const KEPT_ESTIMATES = 5;

/** Estimate Costs on the map: calculate this tour once when Cost Analysis opens. */
export interface CostRequest {
  id: number;
  tourId: string;
}

/**
 * SPEC 2.5 Cost Analysis. A `request` (from the map's Estimate Costs) runs one calculation for
 * its tour as soon as the tab opens.
 */
export function CostTab({
  tours,
  tourId,
  onTourId,
  request,
  onRequestHandled,
}: {
  tours: readonly Tour[] | undefined;
  tourId: string;
  onTourId(tourId: string): void;
  request: CostRequest | null;
  onRequestHandled(): void;
}) {
  const { api } = useRouting();
  const toast = useToast();
  const queryClient = useQueryClient();
  const id = tourId.trim();
  const valid = isTourId(id);

  const history = useQuery({
    queryKey: routingKeys.costs(id),
    queryFn: ({ signal }) => api.costHistory(id, signal),
    enabled: valid,
  });

  const calculate = useMutation({
    mutationFn: (forTour: string) => api.estimateCosts(forTour),
    onSuccess: (estimate) => {
      toast({
        title: 'Cost Estimate Ready',
        description: `Total cost ${formatCents(estimate.totalEstimatedCost)}, potential profit ${formatSignedCents(estimate.estimatedProfit)}.`,
        variant: 'success',
      });
      // Shown at once, even when the list was still loading when the estimate was saved; then reloaded.
      queryClient.setQueryData(routingKeys.costs(estimate.tourId), (kept: (typeof estimate)[] | undefined) =>
        [estimate, ...(kept ?? []).filter((item) => item.id !== estimate.id)].slice(0, 5),
      );
      void queryClient.invalidateQueries({ queryKey: routingKeys.costs(estimate.tourId) });
    },
    onError: (error) =>
      toast({
        title: 'Estimation Failed',
        description: errorMessage(error, 'Unable to calculate tour costs. Please try again.'),
        variant: 'destructive',
      }),
  });

  // The ref keeps a request from running twice (effects re-run in StrictMode); the parent then clears it.
  const handled = useRef<number | null>(null);
  const { mutate } = calculate;
  useEffect(() => {
    if (!request || handled.current === request.id) return;
    handled.current = request.id;
    if (isTourId(request.tourId)) mutate(request.tourId.trim());
    onRequestHandled();
  }, [request, mutate, onRequestHandled]);

  const estimates = history.data ?? [];
  const [latest, ...previous] = estimates;
  return (
    <section aria-labelledby="cost-title">
      <PanelTitle id="cost-title">Cost analysis</PanelTitle>
      <PanelLead>Fuel, lodging and food for a tour against what its venues usually pay.</PanelLead>
      <Toolbar>
        <TourPicker tours={tours} tourId={tourId} onChange={onTourId} idPrefix="costs" />
        <Button disabled={!valid || calculate.isPending} onClick={() => calculate.mutate(id)}>
          {calculate.isPending ? 'Calculating…' : 'Calculate Costs'}
        </Button>
      </Toolbar>
      {!valid ? (
        <EmptyState title="CHOOSE A TOUR" text="Pick one of your tours or enter a tour id, then calculate its costs." />
      ) : history.isPending ? (
        <LoadingState label="Loading estimates…" />
      ) : history.isError ? (
        <ErrorState
          title="Could not load estimates"
          message={errorMessage(history.error, 'Please check your connection and try again.')}
          onRetry={() => void history.refetch()}
        />
      ) : !latest ? (
        <EmptyState title="NO ESTIMATES YET" text="Calculate Costs makes the first estimate for this tour." />
      ) : (
        <>
          <EstimateCard estimate={latest} />
          {previous.length > 0 && (
            <>
              <SubTitle>Previous estimates</SubTitle>
              <Muted>The last {KEPT_ESTIMATES} estimates are kept.</Muted>
              <History>
                {previous.slice(0, KEPT_ESTIMATES - 1).map((estimate) => (
                  <li key={estimate.id}>
                    <span>{formatInstant(estimate.createdAt)}</span>
                    <span>Cost {formatCents(estimate.totalEstimatedCost)}</span>
                    <span>Profit {formatSignedCents(estimate.estimatedProfit)}</span>
                    <Badge $tone={marginTone(estimate.profitMarginBadge)}>{formatMargin(estimate.profitMargin)}</Badge>
                  </li>
                ))}
              </History>
            </>
          )}
        </>
      )}
    </section>
  );
}

/** Profit may be negative; formatCents takes amounts, so the sign is added here. */
export const formatSignedCents = (cents: number) => (cents < 0 ? `−${formatCents(-cents)}` : formatCents(cents));

function EstimateCard({ estimate }: { estimate: CostEstimate }) {
  return (
    <Latest aria-labelledby="latest-estimate">
      <header>
        <h3 id="latest-estimate">Latest estimate</h3>
        <Badge $tone={marginTone(estimate.profitMarginBadge)}>{estimate.profitMarginBadge}</Badge>
      </header>
      <Muted>
        {formatInstant(estimate.createdAt)} · {formatMiles(estimate.totalDistance)} of driving
      </Muted>
      <Facts>
        <dt>Fuel</dt>
        <dd>{formatCents(estimate.estimatedFuelCost)}</dd>
        <dt>Accommodation</dt>
        <dd>{formatCents(estimate.estimatedAccommodationCost)}</dd>
        <dt>Food</dt>
        <dd>{formatCents(estimate.estimatedFoodCost)}</dd>
        <dt>Total cost</dt>
        <dd>{formatCents(estimate.totalEstimatedCost)}</dd>
        <dt>Potential revenue</dt>
        <dd>{formatCents(estimate.potentialRevenue)}</dd>
        <dt>Profit</dt>
        <dd>{formatSignedCents(estimate.estimatedProfit)}</dd>
        <dt>Margin</dt>
        <dd>{formatMargin(estimate.profitMargin)}</dd>
      </Facts>
    </Latest>
  );
}

const Latest = styled.article`
  display: grid;
  gap: 10px;
  max-width: 520px;
  padding: 20px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);

  header {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    justify-content: space-between;
  }

  h3 {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 800;
  }
`;

const SubTitle = styled.h3`
  margin: 28px 0 4px;
  font-size: 1.125rem;
  font-weight: 800;
`;

const History = styled.ul`
  display: grid;
  gap: 8px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 16px;
    align-items: center;
    padding: 12px 16px;
    border: 1px solid var(--hl-color-border);
    border-radius: var(--hl-radius-md);
    font-variant-numeric: tabular-nums;
  }
`;
