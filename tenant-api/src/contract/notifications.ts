import { z } from 'zod';

export const NotificationItem = z
  .object({
    id: z.uuid(),
    kind: z.string(),
    title: z.string(),
    body: z.string(),
    offerId: z.uuid().nullable(),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'NotificationItem' });
export type NotificationItem = z.infer<typeof NotificationItem>;

export const NotificationListQuery = z.strictObject({
  unread: z.enum(['true', 'false']).optional(),
});

export const NotificationListResponse = z
  .object({ notifications: z.array(NotificationItem), unreadCount: z.number().int() })
  .meta({ id: 'NotificationListResponse' });
export type NotificationListResponse = z.infer<typeof NotificationListResponse>;

export const NotificationsMarkedResponse = z
  .object({ marked: z.number().int() })
  .meta({ id: 'NotificationsMarkedResponse' });

export const NotificationIdParams = z.strictObject({ id: z.uuid({ error: 'Notification id must be a UUID' }) });
