import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Tour } from 'tenant-api/contract';
import { errorMessage } from 'widgets/api';
import { formatDay } from 'widgets/format';
import { Button, Dialog, DialogActions, useToast } from 'widgets/ui';
import { Card, CardGrid, EmptyState, ErrorState, Inline, LoadingState, Muted, PanelLead, PanelTitle } from './pieces';
import { ROUTING_KEY } from './routingApi';
import { useRouting } from './RoutingContext';
import { draftFromTour, emptyTourDraft, toTourBody, type TourDraft } from './tourForm';
import { TourForm } from './TourForm';

type Editing = { mode: 'create' } | { mode: 'edit'; tour: Tour } | null;

/** The tours loaded so far, newest first, and the way to the older ones (GET /api/tours pages). */
export interface TourList {
  data: Tour[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  loadOlder(): void;
}

/** SPEC 2.5 My Routes (performers): their tours, created, edited and deleted here. */
export function MyRoutesTab({ tours, onOpenOnMap }: { tours: TourList; onOpenOnMap(tourId: string): void }) {
  const { api } = useRouting();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Tour | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: [ROUTING_KEY] });

  const save = async (draft: TourDraft) => {
    const body = toTourBody(draft);
    const saved = editing?.mode === 'edit' ? await api.updateTour(editing.tour.id, body) : await api.createTour(body);
    toast({
      title: editing?.mode === 'edit' ? 'Route Updated' : 'Route Created',
      description: `${saved.name}: ${saved.stops.length} ${saved.stops.length === 1 ? 'stop' : 'stops'}.`,
      variant: 'success',
    });
    setEditing(null);
    await refresh();
  };

  const remove = useMutation({
    mutationFn: (tour: Tour) => api.deleteTour(tour.id),
    onSuccess: (_result, tour) => {
      toast({ title: 'Route Deleted', description: `${tour.name} was deleted.`, variant: 'success' });
      setDeleting(null);
      void refresh();
    },
    onError: (error) =>
      toast({
        title: 'Delete Failed',
        description: errorMessage(error, 'Could not delete the route. Please try again.'),
        variant: 'destructive',
      }),
  });

  return (
    <section aria-labelledby="my-routes-title">
      <Inline style={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <div>
          <PanelTitle id="my-routes-title">My routes</PanelTitle>
          <PanelLead>Your planned tours. Venues along them appear under Discover Routes.</PanelLead>
        </div>
        {!editing && <Button onClick={() => setEditing({ mode: 'create' })}>Create New Route</Button>}
      </Inline>

      {editing && (
        <div style={{ marginBottom: 24 }}>
          <TourForm
            key={editing.mode === 'edit' ? editing.tour.id : 'new'}
            initial={editing.mode === 'edit' ? draftFromTour(editing.tour) : emptyTourDraft()}
            title={editing.mode === 'edit' ? `Edit ${editing.tour.name}` : 'New route'}
            submitLabel={editing.mode === 'edit' ? 'Save Route' : 'Create Route'}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        </div>
      )}

      {tours.isPending ? (
        <LoadingState label="Loading your routes…" />
      ) : tours.isError ? (
        <ErrorState
          title="Could not load your routes"
          message={errorMessage(tours.error, 'Please check your connection and try again.')}
          onRetry={() => void tours.refetch()}
        />
      ) : !tours.data || tours.data.length === 0 ? (
        !editing && (
          <EmptyState
            title="NO ROUTES YET"
            text="Plan your first tour: its cities and dates, in the order you play them."
          >
            <Button onClick={() => setEditing({ mode: 'create' })}>Create Route</Button>
          </EmptyState>
        )
      ) : (
        <CardGrid aria-label="My routes">
          {tours.data.map((tour) => (
            <Card key={tour.id} aria-labelledby={`tour-${tour.id}`}>
              <h3 id={`tour-${tour.id}`}>{tour.name}</h3>
              <Muted>
                {formatDay(tour.startDate)} – {formatDay(tour.endDate)} · {tour.stops.length}{' '}
                {tour.stops.length === 1 ? 'stop' : 'stops'}
              </Muted>
              <p style={{ margin: 0, overflowWrap: 'anywhere' }}>
                {[...tour.stops]
                  .sort((a, b) => a.position - b.position)
                  .map((stop) => `${stop.city}, ${stop.state}`)
                  .join(' → ')}
              </p>
              <Inline style={{ marginTop: 'auto' }}>
                <Button $size="sm" $variant="secondary" onClick={() => onOpenOnMap(tour.id)}>
                  View on Map
                </Button>
                <Button
                  $size="sm"
                  $variant="secondary"
                  aria-label={`Edit ${tour.name}`}
                  onClick={() => setEditing({ mode: 'edit', tour })}
                >
                  Edit
                </Button>
                <Button
                  $size="sm"
                  $variant="ghost"
                  aria-label={`Delete ${tour.name}`}
                  onClick={() => setDeleting(tour)}
                >
                  Delete
                </Button>
              </Inline>
            </Card>
          ))}
        </CardGrid>
      )}
      {tours.hasNextPage && (
        <Inline style={{ justifyContent: 'center', marginTop: 16 }}>
          <Button $variant="secondary" disabled={tours.isFetchingNextPage} onClick={tours.loadOlder}>
            {tours.isFetchingNextPage ? 'Loading…' : 'Show older routes'}
          </Button>
        </Inline>
      )}

      {deleting && (
        <Dialog
          title="Delete this route?"
          description={`${deleting.name} will be deleted. This cannot be undone.`}
          onClose={() => setDeleting(null)}
        >
          <DialogActions>
            <Button $variant="secondary" onClick={() => setDeleting(null)}>
              Keep Route
            </Button>
            <Button disabled={remove.isPending} onClick={() => remove.mutate(deleting)}>
              {remove.isPending ? 'Deleting…' : 'Delete Route'}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </section>
  );
}
