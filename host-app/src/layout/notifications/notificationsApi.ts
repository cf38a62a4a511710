import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NotificationItem, NotificationListResponse } from 'tenant-api/contract';
import { api } from '../../api';

/** The bell polls this often (and refetches whenever its menu opens). */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

export const notificationsQueryKey = (userId: string) => ['notifications', userId] as const;

/** Where a notification leads: the offer it is about, if any. */
export function notificationLink(notification: Pick<NotificationItem, 'offerId'>): string | null {
  return notification.offerId ? `/offers/${notification.offerId}` : null;
}

/** GET /api/notifications: the latest notifications and the unread count, polled every minute. */
export function useNotifications(userId: string) {
  return useQuery({
    queryKey: notificationsQueryKey(userId),
    queryFn: ({ signal }) => api.request<NotificationListResponse>('GET', '/api/notifications', { signal }),
    staleTime: 0,
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

/** Marks notifications read in the cache at once; the server's answer then replaces it. */
function markInCache(queryClient: QueryClient, userId: string, isTarget: (item: NotificationItem) => boolean) {
  const key = notificationsQueryKey(userId);
  const previous = queryClient.getQueryData<NotificationListResponse>(key);
  if (previous) {
    const newlyRead = previous.notifications.filter((item) => !item.read && isTarget(item)).length;
    queryClient.setQueryData<NotificationListResponse>(key, {
      notifications: previous.notifications.map((item) => (isTarget(item) ? { ...item, read: true } : item)),
      unreadCount: Math.max(0, previous.unreadCount - newlyRead),
    });
  }
  return previous;
}

function useMarkMutation<T>(
  userId: string,
  send: (input: T) => Promise<unknown>,
  isTarget: (input: T) => (item: NotificationItem) => boolean,
) {
  const queryClient = useQueryClient();
  const key = notificationsQueryKey(userId);
  return useMutation({
    mutationFn: send,
    onMutate: async (input: T) => {
      await queryClient.cancelQueries({ queryKey: key });
      return { previous: markInCache(queryClient, userId, isTarget(input)) };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** POST /api/notifications/:id/read */
export function useMarkRead(userId: string) {
  return useMarkMutation<string>(
    userId,
    (id) => api.request<NotificationItem>('POST', `/api/notifications/${encodeURIComponent(id)}/read`),
    (id) => (item) => item.id === id,
  );
}

/** POST /api/notifications/read-all */
export function useMarkAllRead(userId: string) {
  return useMarkMutation<void>(
    userId,
    () => api.request<{ marked: number }>('POST', '/api/notifications/read-all'),
    () => () => true,
  );
}
