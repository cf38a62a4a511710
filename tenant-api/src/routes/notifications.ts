import {
  NotificationIdParams,
  NotificationItem,
  NotificationListQuery,
  NotificationListResponse,
  NotificationsMarkedResponse,
} from '../contract';
import { inTenant } from '../db/tenantScope';
import { NotificationEntity, type Notification } from '../entities';
import { notFound } from '../http/errors';
import { requireUser } from '../http/session';
import { defineRoute, type Route } from '../http/routeTable';

const LIST_LIMIT = 50;

const present = (notification: Notification) => ({
  id: notification.id,
  kind: notification.kind,
  title: notification.title,
  body: notification.body,
  offerId: notification.offerId,
  read: notification.readAt !== null,
  createdAt: notification.createdAt.toISOString(),
});

const notifications = { tags: ['Notifications'], access: 'user' } as const;

export const notificationRoutes: Route[] = [
  defineRoute({
    ...notifications,
    method: 'get',
    path: '/notifications',
    operationId: 'listNotifications',
    summary: 'The latest in-app notifications (50) and the unread count',
    query: NotificationListQuery,
    responses: { 200: NotificationListResponse },
    async handler(ctx, { query }) {
      const user = await requireUser(ctx);
      ctx.body = await inTenant(ctx.deps.orm, user.tenantId, async (em) => {
        const mine = { userId: user.id, ...(query.unread === 'true' ? { readAt: null } : {}) };
        const notifications = await em.find(NotificationEntity, mine, {
          orderBy: { createdAt: 'desc' },
          limit: LIST_LIMIT,
        });
        const unreadCount = await em.count(NotificationEntity, { userId: user.id, readAt: null });
        return { notifications: notifications.map(present), unreadCount };
      });
    },
  }),

  defineRoute({
    ...notifications,
    method: 'post',
    path: '/notifications/:id/read',
    operationId: 'markNotificationRead',
    summary: 'Mark one notification read',
    params: NotificationIdParams,
    responses: { 200: NotificationItem },
    errors: { 404: 'Notification not found' },
    async handler(ctx, { params: { id } }) {
      const user = await requireUser(ctx);
      ctx.body = await inTenant(ctx.deps.orm, user.tenantId, async (em) => {
        const notification = await em.findOne(NotificationEntity, { id, userId: user.id });
        if (!notification) throw notFound('Notification not found');
        notification.readAt ??= new Date();
        await em.flush();
        return present(notification);
      });
    },
  }),

  defineRoute({
    ...notifications,
    method: 'post',
    path: '/notifications/read-all',
    operationId: 'markAllNotificationsRead',
    summary: 'Mark every notification read; `marked` counts the ones that were unread',
    responses: { 200: NotificationsMarkedResponse },
    async handler(ctx) {
      const user = await requireUser(ctx);
      const marked = await inTenant(ctx.deps.orm, user.tenantId, (em) =>
        em.nativeUpdate(NotificationEntity, { userId: user.id, readAt: null }, { readAt: new Date() }),
      );
      ctx.body = { marked };
    },
  }),
];
