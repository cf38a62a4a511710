import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { User, VenueNotification } from 'tenant-api/contract';
import { errorMessage } from 'widgets/api';
import { formatCents, formatDay } from 'widgets/format';
import { Badge, Button, useToast, type BadgeTone } from 'widgets/ui';
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
} from './pieces';
import { routingKeys, type NotificationStatus } from './routingApi';
import { useRouting } from './RoutingContext';
import { formatMiles } from './routingMath';

const STATUS_TONE: Record<NotificationStatus, BadgeTone> = {
  active: 'primary',
  booked: 'success',
  dismissed: 'neutral',
};

/** SPEC 6: the list is fetched only for BUYER and ADMIN (venue owners and the tenant's admin). */
export const canSeeVenueNotifications = (user: User) => user.role === 'BUYER' || user.role === 'ADMIN';

/** SPEC 2.5 Notifications: performers routing near your venues; Book Now opens a pre-filled offer. */
export function NotificationsTab({ user, onDiscover }: { user: User; onDiscover(): void }) {
  const { api } = useRouting();
  const allowed = canSeeVenueNotifications(user);
  const list = useQuery({
    queryKey: routingKeys.notifications,
    queryFn: ({ signal }) => api.notifications(signal),
    enabled: allowed,
  });

  return (
    <section aria-labelledby="notifications-title">
      <PanelTitle id="notifications-title">Venue notifications</PanelTitle>
      <PanelLead>
        {allowed
          ? 'Performers whose tours pass near your venues, with a suggested date and fee.'
          : 'When you express interest in a venue, its owner is notified here on their side.'}
      </PanelLead>
      {!allowed ? (
        <EmptyState
          title="NO NOTIFICATIONS"
          text="Venue notifications are for venue owners. Find venues along your tours under Discover Routes."
        >
          <Button onClick={onDiscover}>Discover Routes</Button>
        </EmptyState>
      ) : list.isPending ? (
        <LoadingState label="Loading notifications…" />
      ) : list.isError ? (
        <ErrorState
          title="Could not load notifications"
          message={errorMessage(list.error, 'Please check your connection and try again.')}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <EmptyState
          title="NO NOTIFICATIONS"
          text="No performer has routed near your venues yet. Look for tours passing by under Discover Routes."
        >
          <Button onClick={onDiscover}>Discover Routes</Button>
        </EmptyState>
      ) : (
        <CardGrid aria-label="Venue notifications">
          {list.data.map((notification) => (
            <NotificationCard key={notification.id} notification={notification} />
          ))}
        </CardGrid>
      )}
    </section>
  );
}

function NotificationCard({ notification }: { notification: VenueNotification }) {
  const { api } = useRouting();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setStatus = useMutation({
    mutationFn: (status: NotificationStatus) => api.setNotificationStatus(notification.id, status),
    onSuccess: (_result, status) => {
      void queryClient.invalidateQueries({ queryKey: routingKeys.notifications });
      if (status === 'booked') {
        void navigate(
          createOfferHref({
            performerId: notification.performerId,
            showDate: notification.showDate,
            venueName: notification.venueName,
            city: notification.city,
            state: notification.state,
            estimatedFee: notification.estimatedFee,
            routeName: notification.routeName,
          }),
        );
      }
    },
    onError: (error) =>
      toast({
        title: 'Update Failed',
        description: errorMessage(error, 'Could not update the notification. Please try again.'),
        variant: 'destructive',
      }),
  });

  const titleId = `notification-${notification.id}`;
  return (
    <Card aria-labelledby={titleId}>
      <Inline>
        <Badge $tone={STATUS_TONE[notification.status]}>{notification.status}</Badge>
      </Inline>
      <h3 id={titleId}>{notification.performerName}</h3>
      <Muted>
        {notification.routeName} · at {notification.venueName}, {notification.city}, {notification.state}
      </Muted>
      <Facts>
        <dt>Show date</dt>
        <dd>{formatDay(notification.showDate)}</dd>
        <dt>Estimated fee</dt>
        <dd>{formatCents(notification.estimatedFee)}</dd>
        <dt>Detour</dt>
        <dd>{formatMiles(notification.distance)}</dd>
      </Facts>
      <Inline style={{ marginTop: 'auto' }}>
        {notification.status === 'active' && (
          <>
            <Button
              $size="sm"
              disabled={setStatus.isPending}
              aria-describedby={titleId}
              onClick={() => setStatus.mutate('booked')}
            >
              Book Now
            </Button>
            <Button
              $size="sm"
              $variant="ghost"
              disabled={setStatus.isPending}
              aria-describedby={titleId}
              onClick={() => setStatus.mutate('dismissed')}
            >
              Dismiss
            </Button>
          </>
        )}
        {notification.status === 'dismissed' && (
          <Button
            $size="sm"
            $variant="secondary"
            disabled={setStatus.isPending}
            onClick={() => setStatus.mutate('active')}
          >
            Restore
          </Button>
        )}
      </Inline>
    </Card>
  );
}
